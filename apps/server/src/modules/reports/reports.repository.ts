/**
 * SQL of report plans and scheduled reports (issue 15). Definitions, plans and subscriptions are the
 * provider's (NA only); runs and report rows belong to one organisation group, and every read of them
 * takes a Scope: a report's rows are the group's as the scope sees them, so a report for one group
 * never holds another's.
 */
import { isTrustedPartyRole } from '@navia/domain/rules/access';
import type { CalendarDay } from '@navia/domain/rules/filters/dates';
import type { ReportCode, ReportFormat } from '@navia/domain/rules/reports/catalogue';
import type { ReportSchedule } from '@navia/domain/rules/reports/schedule';
import { and, asc, count, desc, eq, gte, inArray, isNull, lt, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import {
  deliveryRequestContainers,
  deliveryRequests,
  invoices,
  orgGroups,
  reportDefinitions,
  reportPlanReports,
  reportPlanSubscriptions,
  reportPlans,
  reportRuns,
  shipments,
  users,
} from '../../db/schema/index.ts';
import { type Scope, scopeCondition } from '../../lib/scope.ts';
import { invoiceVisibleCondition, statusConditionSql } from '../invoices/invoices.repository.ts';

// ——— Definitions ———

export type DefinitionRecord = typeof reportDefinitions.$inferSelect;

export function listDefinitions(db: Executor): Promise<DefinitionRecord[]> {
  return db.select().from(reportDefinitions);
}

export async function findDefinition(db: Executor, code: ReportCode): Promise<DefinitionRecord | null> {
  const [row] = await db.select().from(reportDefinitions).where(eq(reportDefinitions.code, code));
  return row ?? null;
}

export async function updateDefinition(
  db: Executor,
  code: ReportCode,
  values: { format: ReportFormat; schedule: ReportSchedule; now: Date },
): Promise<boolean> {
  const rows = await db
    .update(reportDefinitions)
    .set({
      format: values.format,
      frequency: values.schedule.frequency,
      weekday: values.schedule.weekday,
      time: values.schedule.time,
      updatedAt: values.now,
    })
    .where(eq(reportDefinitions.code, code))
    .returning({ code: reportDefinitions.code });
  return rows.length > 0;
}

// ——— Plans and subscriptions ———

export type PlanRecord = typeof reportPlans.$inferSelect;
export type PlanGroupRecord = { planId: string; id: string; code: string; name: string; subscribedAt: Date };

export function listPlans(db: Executor, ids?: readonly string[]): Promise<PlanRecord[]> {
  return db
    .select()
    .from(reportPlans)
    .where(ids ? inArray(reportPlans.id, [...ids]) : undefined)
    .orderBy(sql`lower(${reportPlans.name})`, asc(reportPlans.id));
}

export function planReportsOf(db: Executor, planIds: readonly string[]) {
  if (planIds.length === 0) return Promise.resolve([]);
  return db
    .select({ planId: reportPlanReports.planId, code: reportPlanReports.reportCode })
    .from(reportPlanReports)
    .where(inArray(reportPlanReports.planId, [...planIds]))
    .orderBy(asc(reportPlanReports.position));
}

export function planGroupsOf(db: Executor, planIds: readonly string[]): Promise<PlanGroupRecord[]> {
  if (planIds.length === 0) return Promise.resolve([]);
  return db
    .select({
      planId: reportPlanSubscriptions.planId,
      id: orgGroups.id,
      code: orgGroups.code,
      name: orgGroups.name,
      subscribedAt: reportPlanSubscriptions.subscribedAt,
    })
    .from(reportPlanSubscriptions)
    .innerJoin(orgGroups, eq(orgGroups.id, reportPlanSubscriptions.orgGroupId))
    .where(inArray(reportPlanSubscriptions.planId, [...planIds]))
    .orderBy(asc(orgGroups.code));
}

/** Another plan with this name, case-insensitive (the unique index's rule). */
export async function planNameTaken(db: Executor, name: string, exceptId: string | null): Promise<boolean> {
  const [row] = await db
    .select({ id: reportPlans.id })
    .from(reportPlans)
    .where(
      and(
        eq(sql`lower(${reportPlans.name})`, name.toLowerCase()),
        exceptId ? sql`${reportPlans.id} <> ${exceptId}` : undefined,
      ),
    );
  return row !== undefined;
}

export async function insertPlan(db: Executor, name: string, now: Date): Promise<string> {
  const [row] = await db
    .insert(reportPlans)
    .values({ name, createdAt: now, updatedAt: now })
    .returning({ id: reportPlans.id });
  if (!row) throw new Error('report plan insert returned no row');
  return row.id;
}

/** Locks the plan's row for the change; false when there is none. */
export async function lockPlan(db: Executor, planId: string): Promise<boolean> {
  const rows = await db
    .select({ id: reportPlans.id })
    .from(reportPlans)
    .where(eq(reportPlans.id, planId))
    .for('update');
  return rows.length > 0;
}

export async function renamePlan(db: Executor, planId: string, name: string, now: Date) {
  await db.update(reportPlans).set({ name, updatedAt: now }).where(eq(reportPlans.id, planId));
}

export async function setPlanReports(db: Executor, planId: string, codes: readonly ReportCode[]) {
  await db.delete(reportPlanReports).where(eq(reportPlanReports.planId, planId));
  if (codes.length === 0) return;
  await db
    .insert(reportPlanReports)
    .values(codes.map((reportCode, position) => ({ planId, reportCode, position })));
}

export async function deletePlan(db: Executor, planId: string): Promise<boolean> {
  const rows = await db
    .delete(reportPlans)
    .where(eq(reportPlans.id, planId))
    .returning({ id: reportPlans.id });
  return rows.length > 0;
}

/** The group, if the scope sees it (trusted parties see none here: reports are a group's own). */
export async function findVisibleOrgGroup(db: Executor, scope: Scope, orgGroupId: string) {
  if (isTrustedPartyRole(scope.role)) return null;
  const [row] = await db
    .select({ id: orgGroups.id, code: orgGroups.code, name: orgGroups.name, country: orgGroups.country })
    .from(orgGroups)
    .where(and(eq(orgGroups.id, orgGroupId), scopeCondition(scope, orgGroups.id)));
  return row ?? null;
}

/** Subscribes the group to the plan, moving it from any other plan. */
export async function subscribeGroup(
  db: Executor,
  values: { planId: string; orgGroupId: string; userId: string; now: Date },
) {
  await db
    .insert(reportPlanSubscriptions)
    .values({
      planId: values.planId,
      orgGroupId: values.orgGroupId,
      subscribedBy: values.userId,
      subscribedAt: values.now,
    })
    .onConflictDoUpdate({
      target: reportPlanSubscriptions.orgGroupId,
      set: { planId: values.planId, subscribedBy: values.userId, subscribedAt: values.now },
      // Subscribing again to the same plan keeps the original date (nothing to backfill either way).
      setWhere: sql`${reportPlanSubscriptions.planId} <> ${values.planId}`,
    });
}

export async function unsubscribeGroup(db: Executor, planId: string, orgGroupId: string): Promise<boolean> {
  const rows = await db
    .delete(reportPlanSubscriptions)
    .where(
      and(eq(reportPlanSubscriptions.planId, planId), eq(reportPlanSubscriptions.orgGroupId, orgGroupId)),
    )
    .returning({ id: reportPlanSubscriptions.orgGroupId });
  return rows.length > 0;
}

/** Every (group, report) of the subscriptions, with what decides when it is due. */
export function subscribedReports(db: Executor, orgGroupId?: string) {
  return db
    .select({
      orgGroupId: orgGroups.id,
      country: orgGroups.country,
      code: reportDefinitions.code,
      format: reportDefinitions.format,
      frequency: reportDefinitions.frequency,
      weekday: reportDefinitions.weekday,
      time: reportDefinitions.time,
      subscribedAt: reportPlanSubscriptions.subscribedAt,
      definitionUpdatedAt: reportDefinitions.updatedAt,
      planUpdatedAt: reportPlans.updatedAt,
    })
    .from(reportPlanSubscriptions)
    .innerJoin(orgGroups, eq(orgGroups.id, reportPlanSubscriptions.orgGroupId))
    .innerJoin(reportPlans, eq(reportPlans.id, reportPlanSubscriptions.planId))
    .innerJoin(reportPlanReports, eq(reportPlanReports.planId, reportPlans.id))
    .innerJoin(reportDefinitions, eq(reportDefinitions.code, reportPlanReports.reportCode))
    .where(orgGroupId ? eq(reportPlanSubscriptions.orgGroupId, orgGroupId) : undefined);
}

/** Whether the group's plan holds the report (its subscribers are e-mailed the report's runs). */
export async function isSubscribed(db: Executor, orgGroupId: string, code: ReportCode): Promise<boolean> {
  const [row] = await db
    .select({ n: count() })
    .from(reportPlanSubscriptions)
    .innerJoin(reportPlanReports, eq(reportPlanReports.planId, reportPlanSubscriptions.planId))
    .where(and(eq(reportPlanSubscriptions.orgGroupId, orgGroupId), eq(reportPlanReports.reportCode, code)));
  return (row?.n ?? 0) > 0;
}

/** Subscribers (decision in the module's service): the group's active client admins. */
export function subscribersOf(db: Executor, orgGroupId: string) {
  return db
    .select({ email: users.email, fullname: users.fullname })
    .from(users)
    .where(and(eq(users.orgGroupId, orgGroupId), eq(users.role, 'CA'), eq(users.active, true)))
    .orderBy(asc(users.email));
}

// ——— Runs ———

export type RunRecord = typeof reportRuns.$inferSelect & { orgGroupCode: string };
const runFields = { run: reportRuns, orgGroupCode: orgGroups.code };
const flatten = (r: { run: typeof reportRuns.$inferSelect; orgGroupCode: string }): RunRecord => ({
  ...r.run,
  orgGroupCode: r.orgGroupCode,
});

/** A scheduled run, once per (report, group, instant): null when it exists already. */
export async function insertScheduledRun(
  db: Executor,
  values: { code: ReportCode; orgGroupId: string; format: ReportFormat; scheduledFor: Date; now: Date },
): Promise<string | null> {
  const [row] = await db
    .insert(reportRuns)
    .values({
      reportCode: values.code,
      orgGroupId: values.orgGroupId,
      trigger: 'SCHEDULED',
      scheduledFor: values.scheduledFor,
      format: values.format,
      createdAt: values.now,
    })
    .onConflictDoNothing()
    .returning({ id: reportRuns.id });
  return row?.id ?? null;
}

export async function insertManualRun(
  db: Executor,
  values: { code: ReportCode; orgGroupId: string; format: ReportFormat; userId: string; now: Date },
): Promise<string> {
  const [row] = await db
    .insert(reportRuns)
    .values({
      reportCode: values.code,
      orgGroupId: values.orgGroupId,
      trigger: 'MANUAL',
      requestedBy: values.userId,
      format: values.format,
      createdAt: values.now,
    })
    .returning({ id: reportRuns.id });
  if (!row) throw new Error('report run insert returned no row');
  return row.id;
}

/** A run by id, for the job (system code: no scope). */
export async function findRun(db: Executor, runId: string): Promise<RunRecord | null> {
  const [row] = await db
    .select(runFields)
    .from(reportRuns)
    .innerJoin(orgGroups, eq(orgGroups.id, reportRuns.orgGroupId))
    .where(eq(reportRuns.id, runId));
  return row ? flatten(row) : null;
}

/** A run whose group the scope sees (a download's check); trusted parties see none. */
export async function findVisibleRun(db: Executor, scope: Scope, runId: string): Promise<RunRecord | null> {
  if (isTrustedPartyRole(scope.role)) return null;
  const [row] = await db
    .select(runFields)
    .from(reportRuns)
    .innerJoin(orgGroups, eq(orgGroups.id, reportRuns.orgGroupId))
    .where(and(eq(reportRuns.id, runId), scopeCondition(scope, reportRuns.orgGroupId)));
  return row ? flatten(row) : null;
}

/** Starts an attempt; false when the run already succeeded (a repeated job does nothing). */
export async function startRun(db: Executor, runId: string, now: Date): Promise<boolean> {
  const rows = await db
    .update(reportRuns)
    .set({ status: 'RUNNING', attempts: sql`${reportRuns.attempts} + 1`, startedAt: now, finishedAt: null })
    .where(and(eq(reportRuns.id, runId), sql`${reportRuns.status} <> 'SUCCEEDED'`))
    .returning({ id: reportRuns.id });
  return rows.length > 0;
}

export async function finishRun(
  db: Executor,
  runId: string,
  values: {
    now: Date;
    rowCount: number;
    recipients: number;
    fileKey: string;
    fileName: string;
    byteSize: number;
  },
) {
  await db
    .update(reportRuns)
    .set({
      status: 'SUCCEEDED',
      finishedAt: values.now,
      error: null,
      rowCount: values.rowCount,
      recipients: values.recipients,
      fileKey: values.fileKey,
      fileName: values.fileName,
      byteSize: values.byteSize,
    })
    .where(eq(reportRuns.id, runId));
}

export async function failRun(db: Executor, runId: string, error: string, now: Date) {
  await db
    .update(reportRuns)
    .set({ status: 'FAILED', finishedAt: now, error: error.slice(0, 2000) })
    .where(eq(reportRuns.id, runId));
}

export type RunFilter = {
  code?: ReportCode | undefined;
  orgGroupId?: string | undefined;
  status?: RunRecord['status'] | undefined;
};

const runConditions = (filter: RunFilter): SQL | undefined =>
  and(
    filter.code ? eq(reportRuns.reportCode, filter.code) : undefined,
    filter.orgGroupId ? eq(reportRuns.orgGroupId, filter.orgGroupId) : undefined,
    filter.status ? eq(reportRuns.status, filter.status) : undefined,
  );

export async function listRuns(db: Executor, filter: RunFilter, limit: number): Promise<RunRecord[]> {
  const rows = await db
    .select(runFields)
    .from(reportRuns)
    .innerJoin(orgGroups, eq(orgGroups.id, reportRuns.orgGroupId))
    .where(runConditions(filter))
    .orderBy(desc(reportRuns.createdAt), desc(reportRuns.id))
    .limit(limit);
  return rows.map(flatten);
}

/** The latest run of each report (of the group, or of any), optionally only FAILED ones. */
export async function latestRunPerReport(
  db: Executor,
  filter: { orgGroupId?: string | undefined; status?: 'FAILED' },
): Promise<RunRecord[]> {
  const rows = await db
    .selectDistinctOn([reportRuns.reportCode], runFields)
    .from(reportRuns)
    .innerJoin(orgGroups, eq(orgGroups.id, reportRuns.orgGroupId))
    .where(runConditions(filter))
    .orderBy(reportRuns.reportCode, desc(reportRuns.createdAt), desc(reportRuns.id));
  return rows.map(flatten);
}

/** FAILED runs per report since `since` (of the group, or of any). */
export function failureCounts(db: Executor, since: Date, orgGroupId?: string) {
  return db
    .select({ code: reportRuns.reportCode, n: count() })
    .from(reportRuns)
    .where(
      and(
        eq(reportRuns.status, 'FAILED'),
        gte(reportRuns.createdAt, since),
        orgGroupId ? eq(reportRuns.orgGroupId, orgGroupId) : undefined,
      ),
    )
    .groupBy(reportRuns.reportCode);
}

// ——— Report rows: the group's, under the scope ———

/** The group, as seen by the scope: every report's rows are narrowed to it. */
type GroupRows = { scope: Scope; orgGroupId: string };
export type DayWindowBounds = { from: Date; before: Date };

/** Shipments of the group not yet arrived (departed) with ETA (ETD) in the window, by that date. */
export function shipmentsDue(db: Executor, on: GroupRows, date: 'eta' | 'etd', window: DayWindowBounds) {
  const column = date === 'eta' ? shipments.eta : shipments.etd;
  const done = date === 'eta' ? shipments.ata : shipments.atd;
  return db
    .select({
      shipNumber: shipments.shipNumber,
      transportMode: shipments.transportMode,
      packing: shipments.packing,
      origin: shipments.origin,
      destination: shipments.destination,
      supplier: shipments.supplier,
      consignee: shipments.consignee,
      vessel: shipments.vessel,
      voyage: shipments.voyage,
      etd: shipments.etd,
      eta: shipments.eta,
      milestone: shipments.milestone,
      customsStatus: shipments.customsStatus,
    })
    .from(shipments)
    .where(
      and(
        scopeCondition(on.scope, shipments.orgGroupId),
        eq(shipments.orgGroupId, on.orgGroupId),
        gte(column, window.from),
        lt(column, window.before),
        isNull(done),
      ),
    )
    .orderBy(asc(column), asc(shipments.shipNumber));
}

/**
 * The group's invoices in PAYMENT OVERDUE on `today` (the group's day): the invoice search's own
 * SQL form of the domain's status rule (invoices.repository statusConditionSql, held equal to
 * rules/invoices/status.ts by its test); the service presents each with the domain's rule again.
 */
export async function overdueInvoices(db: Executor, on: GroupRows, today: CalendarDay) {
  const rows = await db
    .select({ invoice: invoices, orgGroupCode: orgGroups.code })
    .from(invoices)
    .innerJoin(orgGroups, eq(orgGroups.id, invoices.orgGroupId))
    .where(
      and(
        invoiceVisibleCondition(on.scope),
        eq(invoices.orgGroupId, on.orgGroupId),
        statusConditionSql('PAYMENT OVERDUE', today),
      ),
    )
    .orderBy(asc(invoices.dueDate), asc(invoices.transactionNumber));
  return rows.map((r) => ({ ...r.invoice, orgGroupCode: r.orgGroupCode }));
}

/** The group's delivery requests made in the window, newest first, with their container count. */
export function deliveryRequestsMade(db: Executor, on: GroupRows, window: DayWindowBounds) {
  const containers = db
    .select({ requestId: deliveryRequestContainers.deliveryRequestId, n: count().as('n') })
    .from(deliveryRequestContainers)
    .where(eq(deliveryRequestContainers.orgGroupId, on.orgGroupId))
    .groupBy(deliveryRequestContainers.deliveryRequestId)
    .as('containers');
  return db
    .select({
      createdAt: deliveryRequests.createdAt,
      shipNumber: deliveryRequests.shipNumber,
      ordNumber: deliveryRequests.ordNumber,
      kind: deliveryRequests.kind,
      status: deliveryRequests.status,
      locationLabel: deliveryRequests.locationLabel,
      locationAddress: deliveryRequests.locationAddress,
      transportMode: deliveryRequests.transportMode,
      containerMode: deliveryRequests.containerMode,
      containers: sql<number>`coalesce(${containers.n}, 0)::int`,
      requestedBy: users.fullname,
    })
    .from(deliveryRequests)
    .innerJoin(users, eq(users.id, deliveryRequests.createdBy))
    .leftJoin(containers, eq(containers.requestId, deliveryRequests.id))
    .where(
      and(
        scopeCondition(on.scope, deliveryRequests.orgGroupId),
        eq(deliveryRequests.orgGroupId, on.orgGroupId),
        gte(deliveryRequests.createdAt, window.from),
        lt(deliveryRequests.createdAt, window.before),
      ),
    )
    .orderBy(desc(deliveryRequests.createdAt), desc(deliveryRequests.id));
}
