/**
 * Report plans and scheduled reports (issue 15; hub §2 /admin/plans and /admin/reports, hub §3
 * "report plans (_id, name, reports)"). The spec shows no paths, so they are designed:
 * - /api/reportPlans: NA lists, creates, edits and deletes plans (a name and a set of report codes)
 *   and subscribes organisation groups to them; a group has at most one plan (subscribing it to
 *   another moves it).
 * - /api/reports: NA lists the report definitions (format, schedule, last run, next run, failures),
 *   edits a definition's format and schedule, runs one now for a group, and reads the runs history.
 * - Downloads (a report generated on demand, or the stored file of a run): staff for any group, a
 *   client admin or a customer user with tracking for their own group only; another group's answers
 *   404 as an unknown one does.
 * A scheduled run e-mails the group's subscribers (its active client admins) a link to the run's
 * file: the outbox carries plain text only, so the file is not attached.
 */
import { z } from 'zod';
import { HUB_ROUTE_RULES } from '../rules/access.ts';
import { REPORT_CODES, REPORT_FORMATS } from '../rules/reports/catalogue.ts';
import { REPORT_FREQUENCIES, scheduleProblem, TIME_PATTERN, WEEKDAYS } from '../rules/reports/schedule.ts';
import { okSchema } from './common.ts';
import { defineEndpoint, fileResponse, type RecordRef } from './endpoint.ts';

const tags = ['reports'] as const;
const admin = HUB_ROUTE_RULES.admin;
/** Downloads: staff, a client admin, or a customer user with tracking (their own group only). */
const downloadAccess = { role: 'CA', permission: 'tracking' } as const;

const REPORT_RUN_STATUSES = ['QUEUED', 'RUNNING', 'SUCCEEDED', 'FAILED'] as const;
const REPORT_RUN_TRIGGERS = ['SCHEDULED', 'MANUAL'] as const;

/** The longest plan name (as a saved search's, hub §9). */
export const REPORT_PLAN_NAME_MAX = 75;
/** Runs answered by the history, at most. */
const REPORT_RUNS_MAX = 100;

const reportCodeSchema = z.enum(REPORT_CODES);

const reportScheduleSchema = z
  .object({
    frequency: z.enum(REPORT_FREQUENCIES),
    weekday: z.enum(WEEKDAYS).nullable().default(null).describe('WEEKLY only; null (ignored) for DAILY.'),
    time: z.string().regex(TIME_PATTERN, 'time: must be HH:MM, 00:00 to 23:59').describe('HH:MM, 24-hour.'),
  })
  .superRefine((s, ctx) => {
    const problem = scheduleProblem(s);
    if (problem)
      ctx.addIssue({ code: 'custom', path: [problem.split(':')[0] ?? 'schedule'], message: problem });
  })
  .transform((s) => ({ ...s, weekday: s.frequency === 'DAILY' ? null : s.weekday }))
  .describe("When a report runs, in each subscribed group's own time zone (its home country's).");

const reportRunSchema = z
  .object({
    _id: z.uuid(),
    code: reportCodeSchema,
    orgGroupId: z.uuid(),
    orgGroupCode: z.string(),
    trigger: z.enum(REPORT_RUN_TRIGGERS),
    scheduledFor: z.string().nullable().describe('The scheduled instant (ISO 8601); null for RUN NOW.'),
    status: z.enum(REPORT_RUN_STATUSES),
    attempts: z.number().int(),
    startedAt: z.string().nullable(),
    finishedAt: z.string().nullable(),
    error: z.string().nullable().describe("The last attempt's error (FAILED; kept while a retry runs)."),
    rowCount: z.number().int().nullable(),
    recipients: z.number().int().describe('Subscribers e-mailed a link to the file.'),
    fileName: z.string().nullable(),
    createdAt: z.string(),
  })
  .meta({ id: 'ReportRun' });
export type ReportRun = z.infer<typeof reportRunSchema>;

const reportDefinitionSchema = z
  .object({
    code: reportCodeSchema,
    name: z.string(),
    description: z.string(),
    format: z.enum(REPORT_FORMATS),
    schedule: z.object({
      frequency: z.enum(REPORT_FREQUENCIES),
      weekday: z.enum(WEEKDAYS).nullable(),
      time: z.string(),
    }),
    scheduleText: z.string().describe("'DAILY AT 07:00', 'WEEKLY ON MONDAY AT 08:00' (group time)."),
    subscribedGroups: z.number().int().describe('Groups whose plan holds this report.'),
    lastRun: reportRunSchema.nullable(),
    nextRun: z
      .string()
      .nullable()
      .describe(
        'The next scheduled instant (ISO 8601) for the group asked, else the soonest over the subscribed groups; null when none.',
      ),
    failures: z.number().int().describe('Runs of the last 30 days that ended FAILED.'),
    lastFailure: reportRunSchema.nullable(),
  })
  .meta({ id: 'ReportDefinition' });
export type ReportDefinition = z.infer<typeof reportDefinitionSchema>;

const reportPlanGroupSchema = z.object({
  _id: z.uuid(),
  code: z.string(),
  name: z.string(),
  subscribedAt: z.string(),
});

/** hub §3 report plan (_id, name, reports), with the groups subscribed to it. */
const reportPlanSchema = z
  .object({
    _id: z.uuid(),
    name: z.string(),
    reports: z.array(reportCodeSchema),
    groups: z.array(reportPlanGroupSchema),
    createdAt: z.string(),
    updatedAt: z.string(),
  })
  .meta({ id: 'ReportPlan' });
export type ReportPlan = z.infer<typeof reportPlanSchema>;

export const reportPlanInputSchema = z.object({
  name: z.string().trim().min(1, 'name: required').max(REPORT_PLAN_NAME_MAX),
  reports: z
    .array(reportCodeSchema)
    .min(1, 'reports: choose at least one report')
    .max(REPORT_CODES.length)
    .refine((codes) => new Set(codes).size === codes.length, 'reports: each report once'),
});
export type ReportPlanInput = z.input<typeof reportPlanInputSchema>;

const planIdField = {
  in: 'params',
  name: 'planId',
  exempt: "a report plan is the provider's (NA only), not a tenant record",
} as const satisfies RecordRef;
const groupQuery = { in: 'query', name: 'orgGroupId', kind: 'orgGroupId' } as const satisfies RecordRef;
const examplePlanId = '2f1e4d3c-5b6a-4789-8abc-def012345678';
// The seed's ACME group: seedUuid('org-group', 'ACME').
const exampleGroupId = '635109ad-d15a-59f8-8eaf-9241265350fa';
const planIdParams = z.object({ planId: z.uuid() });
const planResponse = z.object({ plan: reportPlanSchema });

export const reportPlanEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    path: '/api/reportPlans',
    access: admin,
    tags,
    description: 'Every report plan with its reports and subscribed groups, by name.',
    responses: { 200: z.object({ result: z.array(reportPlanSchema) }) },
    example: {},
  }),
  create: defineEndpoint({
    method: 'POST',
    path: '/api/reportPlans',
    access: admin,
    tags,
    description: 'Creates a plan. A name already used (case-insensitive) answers 409.',
    body: reportPlanInputSchema,
    responses: { 200: planResponse },
    example: { body: { name: 'WEEKLY ESSENTIALS', reports: ['ARRIVALS_NEXT_WEEK', 'OVERDUE_INVOICES'] } },
  }),
  update: defineEndpoint({
    method: 'PUT',
    path: '/api/reportPlans/:planId',
    access: admin,
    tags,
    description: 'Renames a plan and sets its reports; its groups stay subscribed.',
    params: planIdParams,
    body: reportPlanInputSchema,
    records: [planIdField],
    responses: { 200: planResponse },
    example: { params: { planId: examplePlanId }, body: { name: 'DAILY', reports: ['ARRIVALS_NEXT_WEEK'] } },
  }),
  remove: defineEndpoint({
    method: 'DELETE',
    path: '/api/reportPlans/:planId',
    access: admin,
    tags,
    description: 'Deletes a plan; its groups are unsubscribed. Past runs stay in the history.',
    params: planIdParams,
    records: [planIdField],
    responses: { 200: okSchema },
    example: { params: { planId: examplePlanId } },
  }),
  subscribe: defineEndpoint({
    method: 'PUT',
    path: '/api/reportPlans/:planId/groups/:orgGroupId',
    access: admin,
    tags,
    description:
      'Subscribes an organisation group to the plan. A group has at most one plan: one subscribed to another plan moves to this one. Its reports run from the next scheduled time on (no backfill).',
    params: z.object({ planId: z.uuid(), orgGroupId: z.uuid() }),
    records: [planIdField, { in: 'params', name: 'orgGroupId', kind: 'orgGroupId' }],
    responses: { 200: planResponse },
    example: { params: { planId: examplePlanId, orgGroupId: exampleGroupId } },
  }),
  unsubscribe: defineEndpoint({
    method: 'DELETE',
    path: '/api/reportPlans/:planId/groups/:orgGroupId',
    access: admin,
    tags,
    description: 'Unsubscribes the group from the plan (404 when it is not subscribed to it).',
    params: z.object({ planId: z.uuid(), orgGroupId: z.uuid() }),
    records: [planIdField, { in: 'params', name: 'orgGroupId', kind: 'orgGroupId' }],
    responses: { 200: planResponse },
    example: { params: { planId: examplePlanId, orgGroupId: exampleGroupId } },
  }),
};

const codeParams = z.object({ code: reportCodeSchema });
const groupIdQuery = z.object({ orgGroupId: z.uuid() });

export const reportEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    path: '/api/reports',
    access: admin,
    tags,
    description:
      'The report definitions with their format, schedule, last run, next run and failures. With orgGroupId, the last run, next run and failures are that group’s.',
    query: z.object({ orgGroupId: z.uuid().optional() }),
    records: [groupQuery],
    responses: { 200: z.object({ result: z.array(reportDefinitionSchema) }) },
    example: { query: {} },
  }),
  update: defineEndpoint({
    method: 'PUT',
    path: '/api/reports/:code',
    access: admin,
    tags,
    description: "Sets a report's format (CSV or PDF) and schedule.",
    params: codeParams,
    body: z.object({ format: z.enum(REPORT_FORMATS), schedule: reportScheduleSchema }),
    responses: { 200: z.object({ report: reportDefinitionSchema }) },
    example: {
      params: { code: 'ARRIVALS_NEXT_WEEK' },
      // The seeded settings: the guard tests send it, and it changes nothing.
      body: { format: 'CSV', schedule: { frequency: 'DAILY', time: '07:00' } },
    },
  }),
  runNow: defineEndpoint({
    method: 'POST',
    path: '/api/reports/:code/run',
    access: admin,
    tags,
    description:
      "RUN NOW: queues a run of the report for the group (the job builds the file and e-mails the group's subscribers, as a scheduled run does). Answers the queued run.",
    params: codeParams,
    body: z.object({ orgGroupId: z.uuid() }),
    records: [{ in: 'body', name: 'orgGroupId', kind: 'orgGroupId' }],
    responses: { 200: z.object({ run: reportRunSchema }) },
    example: { params: { code: 'ARRIVALS_NEXT_WEEK' }, body: { orgGroupId: exampleGroupId } },
  }),
  runs: defineEndpoint({
    method: 'GET',
    path: '/api/reports/runs',
    access: admin,
    tags,
    description: `The runs history, newest first (at most ${REPORT_RUNS_MAX}), narrowed by report, group or status.`,
    query: z.object({
      code: reportCodeSchema.optional(),
      orgGroupId: z.uuid().optional(),
      status: z.enum(REPORT_RUN_STATUSES).optional(),
      limit: z.coerce.number().int().min(1).max(REPORT_RUNS_MAX).default(50),
    }),
    records: [groupQuery],
    responses: { 200: z.object({ result: z.array(reportRunSchema) }) },
    example: { query: { code: 'OVERDUE_INVOICES', limit: 20 } },
  }),
  download: defineEndpoint({
    method: 'GET',
    path: '/api/reports/:code/download',
    access: downloadAccess,
    tags,
    description:
      'The report for the group generated now, in its format (text/csv or application/pdf attachment). Staff: any group; anyone else: their own group only (another answers 404).',
    params: codeParams,
    query: groupIdQuery,
    records: [groupQuery],
    responses: { 200: fileResponse },
    example: { params: { code: 'ARRIVALS_NEXT_WEEK' }, query: { orgGroupId: exampleGroupId } },
  }),
  runFile: defineEndpoint({
    method: 'GET',
    path: '/api/reports/runs/:runId/file',
    access: downloadAccess,
    tags,
    description:
      "The file a run stored (the link its e-mail carries). Staff: any group's; anyone else: their own group's only. A run without a file (queued, running, failed) answers 404.",
    params: z.object({ runId: z.uuid() }),
    records: [{ in: 'params', name: 'runId', kind: 'reportRunId' }],
    responses: { 200: fileResponse },
    example: { params: { runId: '8c7b6a59-4d3e-4f21-9a0b-1c2d3e4f5a6b' } },
  }),
};
