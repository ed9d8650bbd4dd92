import { afterEach, describe, expect, it, vi } from 'vitest';
import { createCountCache } from './count-cache.ts';

describe('search count cache', () => {
  afterEach(() => vi.useRealTimers());

  it('counts afresh when asked, reuses a count for later batches within the minute, then counts again', async () => {
    vi.useFakeTimers({ now: new Date('2026-11-28T10:00:00Z') });
    const cached = createCountCache();
    let n = 0;
    const count = async () => ++n;
    expect(await cached(['u', 'All'], true, count)).toBe(1);
    expect(await cached(['u', 'All'], false, count)).toBe(1);
    expect(await cached(['u', 'Other'], false, count)).toBe(2);
    expect(await cached(['u', 'All'], true, count)).toBe(3);
    vi.advanceTimersByTime(60_001);
    expect(await cached(['u', 'All'], false, count)).toBe(4);
  });

  it('forgets the least recently counted search beyond its size', async () => {
    const cached = createCountCache({ max: 2 });
    let n = 0;
    const count = async () => ++n;
    await cached('a', true, count);
    await cached('b', true, count);
    await cached('a', true, count);
    await cached('c', true, count);
    expect(await cached('a', false, count)).toBe(3);
    expect(await cached('b', false, count)).toBe(5);
  });
});
