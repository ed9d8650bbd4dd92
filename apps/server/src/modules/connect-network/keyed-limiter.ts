/**
 * Rate limits of the invite and sign-up-by-link calls (decision 019): a token bucket per key (a user
 * id, a client address), kept in this process's memory, so several processes would each allow the
 * limit (a shared limit belongs with the session cache of issue 19).
 *
 * The map is bounded: past `maxKeys` the least recently used key is forgotten, never the whole map,
 * so a caller cycling through many addresses cannot reset the bucket of the one it keeps using.
 */
import { AppError } from '../../lib/app-error.ts';
import { type TokenBucket, type TokenRate, takeToken } from '../../lib/token-bucket.ts';

/** The buckets kept at most (about 100 bytes each). */
const MAX_KEYS = 10_000;

/** A limiter: call it with the key before the work; it throws TOO_MANY_INVITES (429) when spent. */
export function keyedLimiter(rate: TokenRate, clockMs: () => number, maxKeys = MAX_KEYS) {
  const buckets = new Map<string, TokenBucket>();
  return (key: string) => {
    const previous = buckets.get(key) ?? null;
    // Re-inserted on every use, so the map's first key is the least recently used.
    buckets.delete(key);
    if (buckets.size >= maxKeys) {
      const oldest = buckets.keys().next();
      if (!oldest.done) buckets.delete(oldest.value);
    }
    const result = takeToken(previous, rate, clockMs());
    buckets.set(key, result.bucket);
    if (!result.taken) throw new AppError('TOO_MANY_INVITES');
  };
}
