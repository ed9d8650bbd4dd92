import { describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { openOwnTestDatabase, testConfig } from '../test/test-app.ts';

describe('the app jobs in background mode (npm start)', () => {
  it('schedules the hourly purge, works the queues, and stops when the app closes', async () => {
    // A database of its own: the worker's shared one holds the jobs other test files queued in
    // manual mode (notification dispatches, e-mails), which this background app would work too.
    const database = await openOwnTestDatabase();
    const { app, ctx } = await buildApp({ config: testConfig(), database, logger: false });
    await ctx.jobs.start();
    try {
      const schedules = await database.query<{ name: string; cron: string; timezone: string }>(
        `select name, cron, timezone from pgboss.schedule where name = 'purge-expired-sessions'`,
      );
      expect(schedules).toEqual([{ name: 'purge-expired-sessions', cron: '1 * * * *', timezone: 'UTC' }]);
      // The purge, sent now, is worked without a drain.
      const id = await ctx.jobs.send('purge-expired-sessions', {});
      const deadline = Date.now() + 15_000;
      let state = '';
      while (state !== 'completed' && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 200));
        const [row] = await database.query<{ state: string }>('select state from pgboss.job where id = $1', [
          id,
        ]);
        state = row?.state ?? '';
      }
      expect(state).toBe('completed');
    } finally {
      const closing = Date.now();
      await app.close();
      expect(Date.now() - closing).toBeLessThan(5_000);
      await database.close();
    }
  }, 30_000);
});
