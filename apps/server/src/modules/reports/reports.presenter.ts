/** Report plans, definitions and runs as the answers carry them (contracts/reports.ts). */
import type { ReportDefinition, ReportPlan, ReportRun } from '@navia/domain/contracts/reports';
import { REPORT_CODES, type ReportCode } from '@navia/domain/rules/reports/catalogue';
import { describeSchedule, type ReportSchedule } from '@navia/domain/rules/reports/schedule';
import type { DefinitionRecord, PlanGroupRecord, PlanRecord, RunRecord } from './reports.repository.ts';

const iso = (d: Date | null) => (d ? d.toISOString() : null);

export function presentRun(r: RunRecord): ReportRun {
  return {
    _id: r.id,
    code: r.reportCode,
    orgGroupId: r.orgGroupId,
    orgGroupCode: r.orgGroupCode,
    trigger: r.trigger,
    scheduledFor: iso(r.scheduledFor),
    status: r.status,
    attempts: r.attempts,
    startedAt: iso(r.startedAt),
    finishedAt: iso(r.finishedAt),
    error: r.error,
    rowCount: r.rowCount,
    recipients: r.recipients,
    fileName: r.fileName,
    createdAt: r.createdAt.toISOString(),
  };
}

export const scheduleOf = (d: DefinitionRecord): ReportSchedule => ({
  frequency: d.frequency,
  weekday: d.frequency === 'WEEKLY' ? d.weekday : null,
  time: d.time,
});

export function presentDefinition(
  d: DefinitionRecord,
  extra: {
    subscribedGroups: number;
    lastRun: RunRecord | null;
    nextRun: Date | null;
    failures: number;
    lastFailure: RunRecord | null;
  },
): ReportDefinition {
  const schedule = scheduleOf(d);
  return {
    code: d.code,
    name: d.name,
    description: d.description,
    format: d.format,
    schedule,
    scheduleText: describeSchedule(schedule),
    subscribedGroups: extra.subscribedGroups,
    lastRun: extra.lastRun ? presentRun(extra.lastRun) : null,
    nextRun: iso(extra.nextRun),
    failures: extra.failures,
    lastFailure: extra.lastFailure ? presentRun(extra.lastFailure) : null,
  };
}

/** In the catalogue's order. */
export const byCatalogueOrder = (a: { code: ReportCode }, b: { code: ReportCode }) =>
  REPORT_CODES.indexOf(a.code) - REPORT_CODES.indexOf(b.code);

export function presentPlan(
  plan: PlanRecord,
  reports: readonly { planId: string; code: ReportCode }[],
  groups: readonly PlanGroupRecord[],
): ReportPlan {
  return {
    _id: plan.id,
    name: plan.name,
    reports: reports.filter((r) => r.planId === plan.id).map((r) => r.code),
    groups: groups
      .filter((g) => g.planId === plan.id)
      .map((g) => ({ _id: g.id, code: g.code, name: g.name, subscribedAt: g.subscribedAt.toISOString() })),
    createdAt: plan.createdAt.toISOString(),
    updatedAt: plan.updatedAt.toISOString(),
  };
}
