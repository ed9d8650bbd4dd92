import { describe, expect, it } from 'vitest';
import { type TokenBucket, takeToken, tokenBucket } from './token-bucket.ts';

const RATE = { perSecond: 5, burst: 10 };

/** Takes `count` tokens at `atMs`; answers how many were given. */
function takeMany(count: number, atMs: number, start: TokenBucket | null = null) {
  let bucket = start;
  let taken = 0;
  for (let i = 0; i < count; i += 1) {
    const result = takeToken(bucket, RATE, atMs);
    bucket = result.bucket;
    if (result.taken) taken += 1;
  }
  return { taken, bucket };
}

describe('takeToken', () => {
  it('gives a burst at once, then refuses until time refills the bucket', () => {
    const first = takeMany(12, 0);
    expect(first.taken).toBe(10);
    // 200 ms at 5 a second is one token.
    expect(takeToken(first.bucket, RATE, 199).taken).toBe(false);
    expect(takeToken(first.bucket, RATE, 200).taken).toBe(true);
  });

  it('refills at most to the burst however long the socket was quiet', () => {
    const { bucket } = takeMany(10, 0);
    expect(takeMany(20, 60_000, bucket).taken).toBe(10);
  });

  it('refills nothing when the clock steps back', () => {
    const { bucket } = takeMany(10, 5_000);
    const back = takeToken(bucket, RATE, 1_000);
    expect(back.taken).toBe(false);
    expect(back.bucket.atMs).toBe(5_000);
  });
});

describe('tokenBucket', () => {
  it('reads its own clock for each event', () => {
    let now = 0;
    const bucket = tokenBucket({ perSecond: 1, burst: 1 }, () => now);
    expect(bucket.take()).toBe(true);
    expect(bucket.take()).toBe(false);
    now = 1_000;
    expect(bucket.take()).toBe(true);
  });
});
