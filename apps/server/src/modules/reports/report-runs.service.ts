/**
 * The report runs (issue 15), worked by the job queue: run-due-reports (every 5 minutes) finds each
 * subscribed group's reports whose latest scheduled time has passed and queues a run of each, once
 * (the runs' unique key); run-report builds a run's file, stores it, and e-mails the subscribers a
 * link through the outbox, in one transaction with the run's SUCCEEDED. A failed attempt records
 * FAILED with its error and throws, so the queue's policy retries it (the same run row); the last
 * failure stays FAILED, listed with its error on /admin/reports.
 */
import { zoneOfCountry } from '@navia/domain/rules/filters/dates';
import { dueRunAt, type ReportSchedule } from '@navia/domain/rules/reports/schedule';
import type { AppContext } from '../../context.ts';
import { fileStorageFor } from '../../integrations/storage.ts';
import { type Scope, scopeOf } from '../../lib/scope.ts';
import { buildReport } from './report-build.ts';
import { reportReadyEmail } from './report-email.ts';
import * as repo from './reports.repository.ts';

/** No user: the scheduled run reads as the group's own client would. */
const SYSTEM_USER_ID = '00000000-0000-0000-0000-000000000000';

/** The scope a group's own report is read with: exactly what a user of that group sees. */
const groupScope = (orgGroupId: string): Scope =>
  scopeOf({ userId: SYSTEM_USER_ID, role: 'CA', orgGroupId, trustedPartyId: null });

const latest = (...dates: Date[]) => new Date(Math.max(...dates.map((d) => d.getTime())));

/** run-due-reports: queues every due scheduled run; answers how many it queued. */
export async function queueDueReports(ctx: AppContext): Promise<number> {
  const db = ctx.database.db;
  const now = ctx.now();
  let queued = 0;
  for (const s of await repo.subscribedReports(db)) {
    const schedule: ReportSchedule = { frequency: s.frequency, weekday: s.weekday, time: s.time };
    // Nothing before the latest change is backfilled: the subscription, the plan, the schedule.
    const since = latest(s.subscribedAt, s.planUpdatedAt, s.definitionUpdatedAt);
    const at = dueRunAt(schedule, now, zoneOfCountry(s.country), since);
    if (!at) continue;
    const made = await db.transaction(async (tx) => {
      const runId = await repo.insertScheduledRun(tx, {
        code: s.code,
        orgGroupId: s.orgGroupId,
        format: s.format,
        scheduledFor: at,
        now,
      });
      if (runId) await ctx.jobs.send('run-report', { runId }, { tx });
      return runId !== null;
    });
    if (made) queued += 1;
  }
  return queued;
}

const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** run-report: builds, stores and e-mails one run; throws (after recording FAILED) to be retried. */
export async function runReport(ctx: AppContext, runId: string): Promise<void> {
  const db = ctx.database.db;
  const run = await repo.findRun(db, runId);
  if (!run) return;
  if (!(await repo.startRun(db, runId, ctx.now()))) return; // already SUCCEEDED
  const storage = fileStorageFor(ctx.config);
  let fileKey: string | null = null;
  try {
    const scope = groupScope(run.orgGroupId);
    const group = await repo.findVisibleOrgGroup(db, scope, run.orgGroupId);
    const definition = await repo.findDefinition(db, run.reportCode);
    if (!group || !definition) throw new Error('the group or the report no longer exists');
    const built = await buildReport(db, {
      scope,
      group,
      code: run.reportCode,
      name: definition.name,
      format: run.format,
      at: run.scheduledFor ?? run.createdAt,
    });
    fileKey = await storage.put(built.bytes);
    const key = fileKey;
    await db.transaction(async (tx) => {
      const subscribed = await repo.isSubscribed(tx, group.id, run.reportCode);
      const recipients = subscribed ? await repo.subscribersOf(tx, group.id) : [];
      const link = `${ctx.config.NAVIA_PUBLIC_URL}/api/reports/runs/${runId}/file`;
      for (const user of recipients) {
        await ctx.mailer.enqueue(
          tx,
          reportReadyEmail({
            to: user.email,
            fullname: user.fullname,
            reportName: definition.name,
            orgGroupName: group.name,
            period: built.period,
            rowCount: built.rows.length,
            format: run.format,
            link,
          }),
        );
      }
      await repo.finishRun(tx, runId, {
        now: ctx.now(),
        rowCount: built.rows.length,
        recipients: recipients.length,
        fileKey: key,
        fileName: built.fileName,
        byteSize: built.bytes.length,
      });
    });
  } catch (error) {
    if (fileKey) await storage.remove(fileKey).catch(() => {});
    await repo.failRun(db, runId, errorText(error), ctx.now());
    ctx.log.warn({ runId, report: run.reportCode, err: errorText(error) }, 'report run failed');
    throw error;
  }
}
