/** Passwords: argon2id with the OWASP minimum (m=19456 KiB, t=2, p=1), per ARCHITECTURE "passwords". */
import { hash, verify } from '@node-rs/argon2';

/** Algorithm.Argon2id; the package exports it as an ambient const enum, which isolated modules cannot read. */
const ARGON2ID = 2;

const PARAMS = { algorithm: ARGON2ID, memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, PARAMS);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

/**
 * A hash to verify against when the account does not exist, so an unknown e-mail costs the same
 * time as a wrong password and the answer time does not reveal which accounts exist.
 */
let dummyHash: Promise<string> | null = null;
export function dummyPasswordHash(): Promise<string> {
  dummyHash ??= hashPassword('not-a-real-password-for-timing-only');
  return dummyHash;
}
