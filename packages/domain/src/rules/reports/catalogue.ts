/**
 * The report definitions (issue 15, hub §2 /admin/reports): scheduled CSV or PDF reports of one
 * organisation group's records. Each has a stable code; the migration that made report_definitions
 * seeds one row per code with the defaults below (a test holds the two equal), and staff may change
 * a definition's format and schedule on /admin/reports afterwards.
 */
import type { ReportSchedule } from './schedule.ts';

export const REPORT_CODES = [
  'ARRIVALS_NEXT_WEEK',
  'DEPARTURES_NEXT_WEEK',
  'OVERDUE_INVOICES',
  'DELIVERY_REQUESTS',
] as const;
export type ReportCode = (typeof REPORT_CODES)[number];

export const REPORT_FORMATS = ['CSV', 'PDF'] as const;
export type ReportFormat = (typeof REPORT_FORMATS)[number];

export type ReportDefaults = {
  code: ReportCode;
  /** Upper case, as the screens write it. */
  name: string;
  description: string;
  format: ReportFormat;
  schedule: ReportSchedule;
};

/** The seeded definitions, in the order the screens list them. */
export const REPORT_CATALOGUE: readonly ReportDefaults[] = [
  {
    code: 'ARRIVALS_NEXT_WEEK',
    name: 'ARRIVALS NEXT WEEK',
    description: "The group's shipments not yet arrived whose ETA falls today or in the 6 days after.",
    format: 'CSV',
    schedule: { frequency: 'DAILY', weekday: null, time: '07:00' },
  },
  {
    code: 'DEPARTURES_NEXT_WEEK',
    name: 'DEPARTURES NEXT WEEK',
    description: "The group's shipments not yet departed whose ETD falls today or in the 6 days after.",
    format: 'PDF',
    schedule: { frequency: 'DAILY', weekday: null, time: '06:30' },
  },
  {
    code: 'OVERDUE_INVOICES',
    name: 'OVERDUE INVOICES',
    description: "The group's invoices in PAYMENT OVERDUE (past their due date with an amount still owed).",
    format: 'PDF',
    schedule: { frequency: 'WEEKLY', weekday: 'MONDAY', time: '08:00' },
  },
  {
    code: 'DELIVERY_REQUESTS',
    name: 'DELIVERY REQUESTS',
    description: "The group's delivery requests made in the last 7 days, today included.",
    format: 'CSV',
    schedule: { frequency: 'WEEKLY', weekday: 'MONDAY', time: '07:30' },
  },
];

export function reportDefaults(code: ReportCode): ReportDefaults {
  const found = REPORT_CATALOGUE.find((r) => r.code === code);
  if (!found) throw new Error(`no report ${code}`);
  return found;
}

/** A run's file name: the code in lower case, the group's code and the day it covers. */
export function reportFileName(code: ReportCode, orgGroupCode: string, day: string, format: ReportFormat) {
  const group = orgGroupCode.replace(/[^A-Za-z0-9_-]/g, '_');
  return `${code.toLowerCase().replaceAll('_', '-')}-${group}-${day}.${format.toLowerCase()}`;
}
