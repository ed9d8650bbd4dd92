/** The app's background jobs: the worker of each, and the ones that run on a schedule. */
import type { AppContext } from '../context.ts';
import { purgeExpiredSessionsAndTokens } from '../modules/users/users.service.ts';

/** Every hour, at a minute past (UTC). */
const PURGE_EXPIRED_SESSIONS_CRON = '1 * * * *';

export function registerAppJobs(ctx: AppContext): void {
  ctx.jobs.work('deliver-email', ({ emailId }, attempt) => ctx.mailer.deliverQueued(emailId, attempt));
  ctx.jobs.work('purge-expired-sessions', async () => {
    const purged = await purgeExpiredSessionsAndTokens(ctx);
    ctx.log.info(purged, 'purged expired sessions and account tokens');
  });
  ctx.jobs.schedule('purge-expired-sessions', PURGE_EXPIRED_SESSIONS_CRON);
}
