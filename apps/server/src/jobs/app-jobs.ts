/** The app's background jobs: the worker of each, and the ones that run on a schedule. */
import type { AppContext } from '../context.ts';
import { fileStorageFor } from '../integrations/storage.ts';
import { archiveIdleChats } from '../modules/chat/chat.service.ts';
import { purgeUnsentAttachments } from '../modules/chat/chat-attachments.service.ts';
import { syncContractTransport } from '../modules/contracts/contract-transport.service.ts';
import { refreshStaleEmissions } from '../modules/emissions/stored-emissions.ts';
import { refreshExchangeRates } from '../modules/exchange-rates/exchange-rates.service.ts';
import { refreshNewsFeeds } from '../modules/news/news.service.ts';
import { dispatchEvent, sendNotificationEmails } from '../modules/notifications/notification-dispatch.ts';
import { queueDueReports, runReport } from '../modules/reports/report-runs.service.ts';
import { purgeExpiredSessionsAndTokens } from '../modules/users/users.service.ts';

/** Every hour, at a minute past (UTC). */
const PURGE_EXPIRED_SESSIONS_CRON = '1 * * * *';
/** Every hour, at a quarter past (UTC): chats idle for CHAT_ARCHIVE_AFTER_DAYS are archived. */
const ARCHIVE_IDLE_CHATS_CRON = '15 * * * *';
/** Every hour, at twenty past (UTC): chat uploads never sent as a message are deleted. */
const PURGE_UNSENT_CHAT_ATTACHMENTS_CRON = '20 * * * *';
/** Every 10 minutes: contracts follow their orders' transport (issue 16). */
const SYNC_CONTRACT_TRANSPORT_CRON = '*/10 * * * *';
/** Every minute: notifications wanted by e-mail go out in one e-mail per user and burst. */
const SEND_NOTIFICATION_EMAILS_CRON = '* * * * *';
/** Every 30 minutes: the dashboard's news feeds are read again (issue 13). */
const REFRESH_NEWS_FEEDS_CRON = '*/30 * * * *';
/** Working days at 16:30 UTC, after the ECB publishes its reference rates (about 16:00 CET; issue 13). */
const REFRESH_EXCHANGE_RATES_CRON = '30 16 * * 1-5';
/** Every 5 minutes: scheduled reports whose time has passed are queued (issue 15; times are the groups' own). */
const RUN_DUE_REPORTS_CRON = '*/5 * * * *';

export function registerAppJobs(ctx: AppContext): void {
  ctx.jobs.work('deliver-email', ({ emailId }, attempt) => ctx.mailer.deliverQueued(emailId, attempt));
  ctx.jobs.work('purge-expired-sessions', async () => {
    const purged = await purgeExpiredSessionsAndTokens(ctx);
    ctx.log.info(purged, 'purged expired sessions and account tokens');
  });
  ctx.jobs.schedule('purge-expired-sessions', PURGE_EXPIRED_SESSIONS_CRON);
  ctx.jobs.work('dispatch-notification', async ({ eventId }) => {
    await dispatchEvent(ctx, eventId);
  });
  ctx.jobs.work('send-notification-emails', async () => {
    const sent = await sendNotificationEmails(ctx);
    if (sent > 0) ctx.log.info({ sent }, 'notification e-mails queued');
  });
  ctx.jobs.schedule('send-notification-emails', SEND_NOTIFICATION_EMAILS_CRON);
  ctx.jobs.work('archive-idle-chats', async () => {
    const archived = await archiveIdleChats(ctx);
    if (archived > 0) ctx.log.info({ archived }, 'idle chats archived');
  });
  ctx.jobs.schedule('archive-idle-chats', ARCHIVE_IDLE_CHATS_CRON);
  ctx.jobs.work('purge-unsent-chat-attachments', async () => {
    const purged = await purgeUnsentAttachments({ ctx, storage: fileStorageFor(ctx.config) });
    if (purged > 0) ctx.log.info({ purged }, 'unsent chat attachments deleted');
  });
  ctx.jobs.schedule('purge-unsent-chat-attachments', PURGE_UNSENT_CHAT_ATTACHMENTS_CRON);
  ctx.jobs.work('sync-contract-transport', async () => {
    const moved = await syncContractTransport(ctx);
    if (moved > 0) ctx.log.info({ moved }, 'contracts moved with their orders');
  });
  ctx.jobs.schedule('sync-contract-transport', SYNC_CONTRACT_TRANSPORT_CRON);
  ctx.jobs.work('refresh-news-feeds', async () => {
    const read = await refreshNewsFeeds(ctx);
    ctx.log.info(read, 'news feeds read');
  });
  ctx.jobs.schedule('refresh-news-feeds', REFRESH_NEWS_FEEDS_CRON);
  ctx.jobs.work('refresh-exchange-rates', async () => {
    const held = await refreshExchangeRates(ctx);
    ctx.log.info(held, 'exchange rates read');
  });
  ctx.jobs.schedule('refresh-exchange-rates', REFRESH_EXCHANGE_RATES_CRON);
  ctx.jobs.work('run-due-reports', async () => {
    const queued = await queueDueReports(ctx);
    if (queued > 0) ctx.log.info({ queued }, 'scheduled reports queued');
  });
  ctx.jobs.schedule('run-due-reports', RUN_DUE_REPORTS_CRON);
  ctx.jobs.work('run-report', ({ runId }) => runReport(ctx, runId));
  ctx.jobs.work('refresh-stored-emissions', async () => {
    const recomputed = await refreshStaleEmissions(ctx.database.db, ctx.emissions);
    if (recomputed > 0) ctx.log.info({ recomputed }, 'stored CO2e recomputed');
  });
  // A carrier event that moved shipments moves their contracts now rather than at the next run.
  ctx.events.on('shipmentsMoved', async () => {
    await ctx.jobs.send('sync-contract-transport', {});
  });
}
