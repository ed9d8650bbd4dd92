/**
 * The whole of an element's text, for `toHaveTextContent`: a plain string there matches any
 * substring, so `toHaveTextContent(exactText(MESSAGES.x))` is what `textContent === MESSAGES.x` meant.
 * jest-dom collapses runs of whitespace before matching.
 */
export function exactText(text: string): RegExp {
  return new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`);
}
