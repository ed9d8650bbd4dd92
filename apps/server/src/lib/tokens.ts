import { createHash, randomBytes } from 'node:crypto';

/** An opaque, unguessable token (256 bits) for sessions and account links. */
export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

/** Tokens are stored only as this hash, so a database leak gives no usable session or link. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
