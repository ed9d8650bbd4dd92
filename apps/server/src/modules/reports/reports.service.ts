/**
 * Report plans and report definitions (issue 15): NA's plan CRUD and group subscriptions, the
 * definitions with their last run, next run and failures, RUN NOW, and the downloads.
 *
 * Decisions (the spec is silent; contracts/reports.ts documents the API):
 * - A group has at most one plan; subscribing it to another plan moves it.
 * - Subscribers are the group's active client admins (CA): they manage the group's users, and no
 *   user setting for report e-mails exists yet.
 * - Schedules run in the group's own zone (its home country's); the job runs every 5 minutes, so a
 *   report goes out within 5 minutes of its time. Changes (subscribing, a plan's or a definition's
 *   edit) take effect from the next scheduled time: nothing is backfilled.
 * - RUN NOW builds and stores the file for any group; it e-mails the group's subscribers only when
 *   the group's plan holds the report.
 */

import type { Readable } from 'node:stream';
import type { EndpointParsedInput } from '@navia/domain/contracts/endpoint';
import type {
  ReportDefinition,
  ReportPlan,
  ReportRun,
  reportEndpoints,
  reportPlanEndpoints,
} from '@navia/domain/contracts/reports';
import { zoneOfCountry } from '@navia/domain/rules/filters/dates';
import type { ReportCode } from '@navia/domain/rules/reports/catalogue';
import { nextRunAt } from '@navia/domain/rules/reports/schedule';
import type { AppContext } from '../../context.ts';
import { fileStorageFor } from '../../integrations/storage.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Scope } from '../../lib/scope.ts';
import { buildReport } from './report-build.ts';
import {
  byCatalogueOrder,
  presentDefinition,
  presentPlan,
  presentRun,
  scheduleOf,
} from './reports.presenter.ts';
import * as repo from './reports.repository.ts';

export type ReportCaller = { scope: Scope };
type PlanInput = EndpointParsedInput<typeof reportPlanEndpoints.create>['body'];
type DefinitionInput = EndpointParsedInput<typeof reportEndpoints.update>['body'];
type RunsQuery = EndpointParsedInput<typeof reportEndpoints.runs>['query'];

const FAILURE_WINDOW_DAYS = 30;
const PLAN_NAME_TAKEN = 'A report plan with this name already exists.';

const isUniqueViolation = (error: unknown) => {
  const e = error as { code?: unknown; cause?: { code?: unknown } } | null;
  return (e?.code ?? e?.cause?.code) === '23505';
};

// ——— Plans ———

async function plansById(ctx: AppContext, ids?: readonly string[]): Promise<ReportPlan[]> {
  const db = ctx.database.db;
  const plans = await repo.listPlans(db, ids);
  const planIds = plans.map((p) => p.id);
  const [reports, groups] = await Promise.all([
    repo.planReportsOf(db, planIds),
    repo.planGroupsOf(db, planIds),
  ]);
  return plans.map((p) => presentPlan(p, reports, groups));
}

async function onePlan(ctx: AppContext, planId: string): Promise<{ plan: ReportPlan }> {
  const [plan] = await plansById(ctx, [planId]);
  if (!plan) throw new AppError('NOT_FOUND');
  return { plan };
}

export async function listPlans(ctx: AppContext): Promise<{ result: ReportPlan[] }> {
  return { result: await plansById(ctx) };
}

async function savePlan(ctx: AppContext, planId: string | null, input: PlanInput): Promise<string> {
  try {
    return await ctx.database.db.transaction(async (tx) => {
      const now = ctx.now();
      if (planId && !(await repo.lockPlan(tx, planId))) throw new AppError('NOT_FOUND');
      if (await repo.planNameTaken(tx, input.name, planId)) {
        throw new AppError('CONFLICT', { message: PLAN_NAME_TAKEN });
      }
      const id = planId ?? (await repo.insertPlan(tx, input.name, now));
      if (planId) await repo.renamePlan(tx, planId, input.name, now);
      await repo.setPlanReports(tx, id, input.reports);
      return id;
    });
  } catch (error) {
    // Two saves of one name at once: the unique index decides.
    if (isUniqueViolation(error)) throw new AppError('CONFLICT', { message: PLAN_NAME_TAKEN });
    throw error;
  }
}

export async function createPlan(ctx: AppContext, input: PlanInput) {
  return onePlan(ctx, await savePlan(ctx, null, input));
}

export async function updatePlan(ctx: AppContext, planId: string, input: PlanInput) {
  return onePlan(ctx, await savePlan(ctx, planId, input));
}

export async function deletePlan(ctx: AppContext, planId: string): Promise<{ ok: true }> {
  if (!(await repo.deletePlan(ctx.database.db, planId))) throw new AppError('NOT_FOUND');
  return { ok: true };
}

export async function subscribeGroup(
  ctx: AppContext,
  caller: ReportCaller,
  planId: string,
  orgGroupId: string,
) {
  await ctx.database.db.transaction(async (tx) => {
    if (!(await repo.lockPlan(tx, planId))) throw new AppError('NOT_FOUND');
    if (!(await repo.findVisibleOrgGroup(tx, caller.scope, orgGroupId))) throw new AppError('NOT_FOUND');
    await repo.subscribeGroup(tx, { planId, orgGroupId, userId: caller.scope.userId, now: ctx.now() });
  });
  return onePlan(ctx, planId);
}

export async function unsubscribeGroup(ctx: AppContext, planId: string, orgGroupId: string) {
  if (!(await repo.unsubscribeGroup(ctx.database.db, planId, orgGroupId))) throw new AppError('NOT_FOUND');
  return onePlan(ctx, planId);
}

// ——— Definitions ———

/** The definitions with their runs: the group's when one is named, else over every group. */
export async function listReports(
  ctx: AppContext,
  caller: ReportCaller,
  orgGroupId: string | undefined,
): Promise<{ result: ReportDefinition[] }> {
  const db = ctx.database.db;
  if (orgGroupId && !(await repo.findVisibleOrgGroup(db, caller.scope, orgGroupId))) {
    throw new AppError('NOT_FOUND');
  }
  const now = ctx.now();
  const since = new Date(now.getTime() - FAILURE_WINDOW_DAYS * 86_400_000);
  const [definitions, subscribed, lastRuns, lastFailures, failures] = await Promise.all([
    repo.listDefinitions(db),
    repo.subscribedReports(db),
    repo.latestRunPerReport(db, { orgGroupId }),
    repo.latestRunPerReport(db, { orgGroupId, status: 'FAILED' }),
    repo.failureCounts(db, since, orgGroupId),
  ]);
  const result = definitions.sort(byCatalogueOrder).map((d) => {
    const groups = subscribed.filter((s) => s.code === d.code);
    const mine = orgGroupId ? groups.filter((s) => s.orgGroupId === orgGroupId) : groups;
    const zones = [...new Set(mine.map((s) => zoneOfCountry(s.country)))];
    const next = zones
      .map((zone) => nextRunAt(scheduleOf(d), now, zone))
      .sort((a, b) => a.getTime() - b.getTime())[0];
    return presentDefinition(d, {
      subscribedGroups: groups.length,
      lastRun: lastRuns.find((r) => r.reportCode === d.code) ?? null,
      nextRun: next ?? null,
      failures: failures.find((f) => f.code === d.code)?.n ?? 0,
      lastFailure: lastFailures.find((r) => r.reportCode === d.code) ?? null,
    });
  });
  return { result };
}

export async function updateReport(
  ctx: AppContext,
  caller: ReportCaller,
  code: ReportCode,
  input: DefinitionInput,
) {
  const updated = await repo.updateDefinition(ctx.database.db, code, { ...input, now: ctx.now() });
  if (!updated) throw new AppError('NOT_FOUND');
  const { result } = await listReports(ctx, caller, undefined);
  const report = result.find((r) => r.code === code);
  if (!report) throw new AppError('NOT_FOUND');
  return { report };
}

export async function listRuns(ctx: AppContext, query: RunsQuery): Promise<{ result: ReportRun[] }> {
  const runs = await repo.listRuns(
    ctx.database.db,
    { code: query.code, orgGroupId: query.orgGroupId, status: query.status },
    query.limit,
  );
  return { result: runs.map(presentRun) };
}

// ——— RUN NOW and downloads ———

/** RUN NOW: a run queued in the same transaction as its job. */
export async function runNow(
  ctx: AppContext,
  caller: ReportCaller,
  code: ReportCode,
  orgGroupId: string,
): Promise<{ run: ReportRun }> {
  const runId = await ctx.database.db.transaction(async (tx) => {
    const group = await repo.findVisibleOrgGroup(tx, caller.scope, orgGroupId);
    const definition = await repo.findDefinition(tx, code);
    if (!group || !definition) throw new AppError('NOT_FOUND');
    const id = await repo.insertManualRun(tx, {
      code,
      orgGroupId,
      format: definition.format,
      userId: caller.scope.actor?.userId ?? caller.scope.userId,
      now: ctx.now(),
    });
    await ctx.jobs.send('run-report', { runId: id }, { tx });
    return id;
  });
  const run = await repo.findRun(ctx.database.db, runId);
  if (!run) throw new AppError('NOT_FOUND');
  return { run: presentRun(run) };
}

/** The report of a group the caller sees, built now in its format; another group is 404. */
export async function downloadReport(
  ctx: AppContext,
  caller: ReportCaller,
  code: ReportCode,
  orgGroupId: string,
) {
  const db = ctx.database.db;
  const group = await repo.findVisibleOrgGroup(db, caller.scope, orgGroupId);
  const definition = await repo.findDefinition(db, code);
  if (!group || !definition) throw new AppError('NOT_FOUND');
  return buildReport(db, {
    scope: caller.scope,
    group,
    code,
    name: definition.name,
    format: definition.format,
    at: ctx.now(),
  });
}

const CONTENT_TYPES = { CSV: 'text/csv; charset=utf-8', PDF: 'application/pdf' } as const;

/** The stored file of a run of a group the caller sees; none (or another group's) is 404. */
export async function runFile(
  ctx: AppContext,
  caller: ReportCaller,
  runId: string,
): Promise<{ fileName: string; contentType: string; stream: Readable }> {
  const run = await repo.findVisibleRun(ctx.database.db, caller.scope, runId);
  if (!run?.fileKey || !run.fileName) throw new AppError('NOT_FOUND');
  const stream = await fileStorageFor(ctx.config).get(run.fileKey);
  if (!stream) throw new AppError('NOT_FOUND');
  return { fileName: run.fileName, contentType: CONTENT_TYPES[run.format], stream };
}
