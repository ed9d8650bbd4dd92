/**
 * Counts of recent searches, so the batches after the first (infinite scroll) skip the count: the
 * first batch always counts afresh, later ones reuse its count for a minute. Per process and lost on
 * restart, which only costs a recount. The key must name everything the count depends on (who,
 * which groups they see, their day, the search).
 */
export type CountCache = (key: unknown, fresh: boolean, count: () => Promise<number>) => Promise<number>;

export function createCountCache({ ttlMs = 60_000, max = 2000 } = {}): CountCache {
  const entries = new Map<string, { at: number; n: number }>();
  return async (key, fresh, count) => {
    const id = JSON.stringify(key);
    const now = Date.now();
    const hit = entries.get(id);
    if (!fresh && hit && now - hit.at < ttlMs) return hit.n;
    const n = await count();
    // Re-inserted, so the map's order is the order of use and the oldest goes first.
    entries.delete(id);
    entries.set(id, { at: now, n });
    if (entries.size > max) entries.delete(entries.keys().next().value ?? '');
    return n;
  };
}
