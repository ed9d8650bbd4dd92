/**
 * A token bucket, for rate limits kept per connection (the chat socket's): it holds at most `burst`
 * tokens, refills `perSecond` a second, and each event it admits takes one. `takeToken` is pure and
 * is given the time, so a test moves the clock (ctx.now) instead of waiting.
 */

export type TokenRate = { perSecond: number; burst: number };
export type TokenBucket = { tokens: number; atMs: number };

/** Takes one token at `nowMs` from `bucket` (a full one when there is none yet). */
export function takeToken(
  bucket: TokenBucket | null,
  rate: TokenRate,
  nowMs: number,
): { taken: boolean; bucket: TokenBucket } {
  const current = bucket ?? { tokens: rate.burst, atMs: nowMs };
  // A clock that steps back refills nothing and keeps the later time.
  const atMs = Math.max(nowMs, current.atMs);
  const tokens = Math.min(rate.burst, current.tokens + ((atMs - current.atMs) * rate.perSecond) / 1000);
  return tokens >= 1
    ? { taken: true, bucket: { tokens: tokens - 1, atMs } }
    : { taken: false, bucket: { tokens, atMs } };
}

/** A bucket of its own, read at `clockMs()`: `take()` answers whether the event may go ahead. */
export function tokenBucket(rate: TokenRate, clockMs: () => number): { take: () => boolean } {
  let bucket: TokenBucket | null = null;
  return {
    take() {
      const result = takeToken(bucket, rate, clockMs());
      bucket = result.bucket;
      return result.taken;
    },
  };
}
