/** LIKE / ILIKE patterns from what a user typed: % and _ (and the escape \) are matched literally. */
const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** Matches values containing `text`. */
export function containsPattern(text: string): string {
  return `%${escapeLike(text)}%`;
}

/** Matches values starting with `text`. */
export function startsWithPattern(text: string): string {
  return `${escapeLike(text)}%`;
}
