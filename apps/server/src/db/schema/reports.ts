/**
 * Report plans and scheduled reports (issue 15). Definitions are the provider's (one row per report
 * code, seeded by their migration); plans group definitions; a group subscribes to at most one plan;
 * runs record every build of a report for a group: when, how it ended, its rows and its file.
 */
import type { ReportCode, ReportFormat } from '@navia/domain/rules/reports/catalogue';
import type { ReportFrequency, Weekday } from '@navia/domain/rules/reports/schedule';
import { sql } from 'drizzle-orm';
import {
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { orgGroups } from './org.ts';
import { users } from './users.ts';

const ts = () => timestamp({ withTimezone: true });

/** A report's editable settings: format and schedule (name and description from the domain catalogue). */
export const reportDefinitions = pgTable('report_definitions', {
  code: text().$type<ReportCode>().primaryKey(),
  name: text().notNull(),
  description: text().notNull(),
  format: text().$type<ReportFormat>().notNull(),
  frequency: text().$type<ReportFrequency>().notNull(),
  /** WEEKLY only. */
  weekday: text().$type<Weekday>(),
  /** HH:MM in the subscribed group's zone. */
  time: text().notNull(),
  updatedAt: ts().notNull().defaultNow(),
});

export const reportPlans = pgTable(
  'report_plans',
  {
    id: uuid().primaryKey().defaultRandom(),
    name: text().notNull(),
    createdAt: ts().notNull().defaultNow(),
    updatedAt: ts().notNull().defaultNow(),
  },
  (t) => [uniqueIndex('report_plans_name_uq').on(sql`lower(${t.name})`)],
);

export const reportPlanReports = pgTable(
  'report_plan_reports',
  {
    planId: uuid()
      .notNull()
      .references(() => reportPlans.id, { onDelete: 'cascade' }),
    reportCode: text()
      .$type<ReportCode>()
      .notNull()
      .references(() => reportDefinitions.code),
    position: smallint().notNull(),
  },
  (t) => [primaryKey({ columns: [t.planId, t.reportCode] })],
);

/** A group's plan: at most one per group (the key). */
export const reportPlanSubscriptions = pgTable(
  'report_plan_subscriptions',
  {
    orgGroupId: uuid()
      .primaryKey()
      .references(() => orgGroups.id),
    planId: uuid()
      .notNull()
      .references(() => reportPlans.id, { onDelete: 'cascade' }),
    subscribedAt: ts().notNull().defaultNow(),
    subscribedBy: uuid().references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [index('report_plan_subscriptions_plan_idx').on(t.planId)],
);

/**
 * One build of a report for a group. A scheduled run is unique per (report, group, instant), so the
 * job finding it due twice, in two processes, makes it once. A failed attempt keeps its error; the
 * job's retries run the same row again.
 */
export const reportRuns = pgTable(
  'report_runs',
  {
    id: uuid().primaryKey().defaultRandom(),
    reportCode: text()
      .$type<ReportCode>()
      .notNull()
      .references(() => reportDefinitions.code),
    orgGroupId: uuid()
      .notNull()
      .references(() => orgGroups.id),
    trigger: text().$type<'SCHEDULED' | 'MANUAL'>().notNull(),
    scheduledFor: ts(),
    requestedBy: uuid().references(() => users.id, { onDelete: 'set null' }),
    status: text().$type<'QUEUED' | 'RUNNING' | 'SUCCEEDED' | 'FAILED'>().notNull().default('QUEUED'),
    attempts: integer().notNull().default(0),
    /** The format the file was (or is to be) made in. */
    format: text().$type<ReportFormat>().notNull(),
    startedAt: ts(),
    finishedAt: ts(),
    error: text(),
    rowCount: integer(),
    recipients: integer().notNull().default(0),
    /** The stored file (integrations/storage key), its name and size. */
    fileKey: text(),
    fileName: text(),
    byteSize: integer(),
    createdAt: ts().notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('report_runs_scheduled_uq')
      .on(t.reportCode, t.orgGroupId, t.scheduledFor)
      .where(sql`${t.scheduledFor} is not null`),
    index('report_runs_report_created_idx').on(t.reportCode, t.createdAt),
    index('report_runs_group_created_idx').on(t.orgGroupId, t.createdAt),
  ],
);
