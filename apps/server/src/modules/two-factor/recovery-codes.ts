/**
 * One-time recovery codes: 10 characters of the base32 alphabet (50 random bits each), shown once as
 * XXXXX-XXXXX and kept only as a SHA-256 hash. Their entropy is what protects them (a slow hash such
 * as argon2 adds nothing against guessing at 2^50 per code, and a set must be checked in one query).
 */
import { randomInt } from 'node:crypto';
import {
  formatRecoveryCode,
  normaliseRecoveryCode,
  RECOVERY_CODE_COUNT,
  RECOVERY_CODE_LENGTH,
} from '@navia/domain/rules/two-factor/two-factor';
import { hashToken } from '../../lib/tokens.ts';

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

/** A new set: the codes to show (formatted) and the hashes to store. */
export function newRecoveryCodes(): { codes: string[]; hashes: string[] } {
  const plain = Array.from({ length: RECOVERY_CODE_COUNT }, () =>
    Array.from({ length: RECOVERY_CODE_LENGTH }, () => ALPHABET[randomInt(ALPHABET.length)]).join(''),
  );
  return { codes: plain.map(formatRecoveryCode), hashes: plain.map(hashRecoveryCode) };
}

/** The stored hash of a typed code: case, spaces and dashes do not matter. */
export function hashRecoveryCode(typed: string): string {
  return hashToken(normaliseRecoveryCode(typed));
}
