/**
 * Characters that no text field may hold (issue 10):
 * - NUL, always: PostgreSQL cannot store it in text or jsonb;
 * - the other C0 control characters, except tab, line feed and carriage return, which free text
 *   (notes, messages, stack traces) may carry;
 * - an unpaired UTF-16 surrogate: it is not a character at all; jsonb refuses it and text columns
 *   would store a replacement character instead.
 * The server refuses them in every params, query and body string and object key before the
 * endpoint's own schema runs (apps/server lib/validator.ts), with a 400 naming the field.
 */
import { MESSAGES } from '../errors.ts';

const TAB = 0x09;
const LINE_FEED = 0x0a;
const CARRIAGE_RETURN = 0x0d;

const isHighSurrogate = (code: number) => code >= 0xd800 && code <= 0xdbff;
const isLowSurrogate = (code: number) => code >= 0xdc00 && code <= 0xdfff;

/** Whether `text` holds a character no field may hold. */
export function hasForbiddenCharacter(text: string): boolean {
  for (let i = 0; i < text.length; i += 1) {
    const code = text.charCodeAt(i);
    if (code < 0x20 && code !== TAB && code !== LINE_FEED && code !== CARRIAGE_RETURN) return true;
    if (isHighSurrogate(code)) {
      if (!isLowSurrogate(text.charCodeAt(i + 1))) return true;
      i += 1;
    } else if (isLowSurrogate(code)) return true;
  }
  return false;
}

/** One refused field: its path in the request part, and the catalogue text. */
export type CharacterIssue = { path: (string | number)[]; message: string };

/** Nesting deeper than this is not walked (the body limit keeps requests small anyway). */
const MAX_DEPTH = 64;

/**
 * Every string (and object key) in `value` that holds a forbidden character, with its path. A key
 * is reported at the path of its value, so the answer names the field.
 */
export function forbiddenCharacterIssues(value: unknown): CharacterIssue[] {
  const issues: CharacterIssue[] = [];
  const walk = (node: unknown, path: (string | number)[], depth: number) => {
    if (typeof node === 'string') {
      if (hasForbiddenCharacter(node)) issues.push({ path, message: MESSAGES.forbiddenCharacter });
      return;
    }
    if (node === null || typeof node !== 'object' || depth > MAX_DEPTH) return;
    if (Array.isArray(node)) {
      node.forEach((item, i) => {
        walk(item, [...path, i], depth + 1);
      });
      return;
    }
    for (const [key, child] of Object.entries(node)) {
      if (hasForbiddenCharacter(key))
        issues.push({ path: [...path, key], message: MESSAGES.forbiddenCharacter });
      else walk(child, [...path, key], depth + 1);
    }
  };
  walk(value, [], 0);
  return issues;
}
