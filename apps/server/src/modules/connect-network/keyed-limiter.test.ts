import { describe, expect, it } from 'vitest';
import { keyedLimiter } from './keyed-limiter.ts';

const rate = { perSecond: 1 / 60, burst: 2 };
const refused = (take: () => void) => {
  try {
    take();
    return false;
  } catch (error) {
    return (error as { code?: string }).code === 'TOO_MANY_INVITES';
  }
};

describe('keyedLimiter', () => {
  it('refuses a key past its burst, until time refills it', () => {
    let now = 0;
    const limit = keyedLimiter(rate, () => now);
    limit('a');
    limit('a');
    expect(refused(() => limit('a'))).toBe(true);
    expect(refused(() => limit('b'))).toBe(false);
    now += 60_000;
    expect(refused(() => limit('a'))).toBe(false);
  });

  it('keeps a busy key spent while many other keys pass through a full map', () => {
    const limit = keyedLimiter(rate, () => 0, 100);
    limit('attacker');
    limit('attacker');
    for (let i = 0; i < 500; i += 1) {
      limit(`other-${i}`);
      // The attacker keeps using its own key between the others: it stays the most recently used.
      if (i % 50 === 0) expect(refused(() => limit('attacker'))).toBe(true);
    }
    expect(refused(() => limit('attacker'))).toBe(true);
  });
});
