/**
 * Insights reports (issue 13 "/insights"): six charts over the caller's shipments in a date range,
 * computed with PostgreSQL aggregates. The report is built into the portal (ECharts) rather than
 * embedded from a BI tool, so it keeps the portal's scope rules, themes and accessibility.
 *
 * - GET /api/insights/reports/:report?from&to&orgGroupCode: one report as a table (columns and rows);
 *   the web draws the chart, the data table and the CSV from the same rows.
 *
 * The CO2 EMISSIONS widget uses hub §7's GET /api/shipments/coEmission/all?days (no endpoint here).
 */
import { z } from 'zod';
import { HUB_ROUTE_RULES } from '../rules/access.ts';
import { INSIGHT_REPORT_IDS } from '../rules/dashboard/widgets.ts';
import { INSIGHTS_MAX_RANGE_DAYS, isoDayPattern, rangeProblem } from '../rules/insights/range.ts';
import { defineEndpoint } from './endpoint.ts';

const isoDay = z.string().regex(isoDayPattern, 'must be a calendar day YYYY-MM-DD');

export const insightReportParamsSchema = z.object({
  report: z.enum(INSIGHT_REPORT_IDS).describe('Which chart.'),
});

export const insightReportQuerySchema = z
  .object({
    from: isoDay.optional().describe('First day (UTC), included. Default: 364 days before `to`.'),
    to: isoDay.optional().describe('Last day (UTC), included. Default: today.'),
    orgGroupCode: z
      .string()
      .trim()
      .min(1)
      .max(40)
      .optional()
      .describe("Staff: one organisation group's shipments (default every group). Ignored for anyone else."),
  })
  .superRefine((q, ctx) => {
    if (!q.from || !q.to) return;
    const problem = rangeProblem(q.from, q.to);
    if (problem) ctx.addIssue({ code: 'custom', path: ['to'], message: problem });
  });

export const insightColumnSchema = z.object({
  key: z.string(),
  label: z.string(),
  kind: z.enum(['text', 'number']),
  unit: z.string().nullable().describe("e.g. 'days', 'KGS', '%'; null for a count or a text."),
});
export type InsightColumn = z.infer<typeof insightColumnSchema>;

export const insightReportResponseSchema = z
  .object({
    report: z.enum(INSIGHT_REPORT_IDS),
    title: z.string(),
    from: z.string(),
    to: z.string(),
    columns: z.array(insightColumnSchema),
    rows: z.array(z.record(z.string(), z.union([z.string(), z.number(), z.null()]))),
    note: z.string().describe('How the figures are computed.'),
  })
  .meta({ id: 'InsightReport' });
export type InsightReport = z.infer<typeof insightReportResponseSchema>;

export const insightsEndpoints = {
  report: defineEndpoint({
    method: 'GET',
    path: '/api/insights/reports/:report',
    access: HUB_ROUTE_RULES.insights,
    tags: ['insights'],
    description:
      `One /insights chart over the caller's shipments (their organisation group; staff every group, or the one orgGroupCode names) between from and to (UTC days, both included, at most ${INSIGHTS_MAX_RANGE_DAYS} days; default the last 365). ` +
      'shipmentsByMonth and topParties and emissions count shipments by departure (ETD); onTimePerformance, transitTimes and dwellTimes by arrival (ATA). ' +
      'On time: ATA no later than 24 h after the STA (the first estimated arrival). Transit: ATD to ATA, median per lane (origin → destination). Dwell: ATA to delivery. ' +
      'CO2e: well-to-wheel per leg as the CO2 panel computes it (great circle between the ports, GLEC factors), shipments with a leg that cannot be computed left out.',
    params: insightReportParamsSchema,
    query: insightReportQuerySchema,
    records: [
      {
        in: 'query',
        name: 'orgGroupCode',
        exempt:
          "a filter staff use over every group; anyone else's report is its own group's whatever it names",
      },
    ],
    responses: { 200: insightReportResponseSchema },
    example: { params: { report: 'shipmentsByMonth' }, query: { from: '2026-01-01', to: '2026-06-30' } },
  }),
};
