import type { KeptCounts } from '../lib/kept-counts.ts';
import type { TestApp } from './test-app.ts';

/**
 * A kept count (lib/kept-counts.ts) asked again after each change, counting how often it was
 * counted afresh: the number stays the same when the kept count was reused.
 */
export function keptCountProbe(t: TestApp, kept: KeptCounts, groups: readonly string[]) {
  let calls = 0;
  const count = async () => {
    calls += 1;
    return 7;
  };
  const ask = () => kept.count(groups, `probe:${groups.join(',')}`, count);
  return {
    ask,
    calls: () => calls,
    /** Makes the change, waits until the change feed heard it, asks again: the counts so far. */
    async after(change: () => Promise<unknown>): Promise<number> {
      await change();
      await t.ctx.sessions.settle();
      await ask();
      return calls;
    },
  };
}
