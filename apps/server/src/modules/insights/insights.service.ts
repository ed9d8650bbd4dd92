/** /insights reports (issue 13): the range and scope of a request, then one aggregate shaped as a table. */
import type { InsightColumn, InsightReport } from '@navia/domain/contracts/insights';
import { isStaff } from '@navia/domain/rules/access';
import { INSIGHT_REPORTS, type InsightReportId } from '@navia/domain/rules/dashboard/widgets';
import { roundCo2e } from '@navia/domain/rules/emissions';
import {
  defaultRange,
  INSIGHTS_TOP_LANES,
  INSIGHTS_TOP_PARTIES,
  laneLabel,
  monthsOf,
  percentOf,
  rangeBounds,
  rangeProblem,
  roundDays,
} from '@navia/domain/rules/insights/range';
import type { AppContext } from '../../context.ts';
import type { Executor } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Scope } from '../../lib/scope.ts';
import * as repo from './insights.repository.ts';

const INSIGHT_MODES = ['SEA', 'AIR', 'ROAD'] as const;
/** The row of the CO2e chart's table holding every lane's totals (the chart leaves it out). */
const ALL_LANES = 'ALL LANES';

type Query = { from?: string | undefined; to?: string | undefined; orgGroupCode?: string | undefined };
type Table = { columns: InsightColumn[]; rows: InsightReport['rows']; note: string };

const text = (key: string, label: string): InsightColumn => ({ key, label, kind: 'text', unit: null });
const num = (key: string, label: string, unit: string | null = null): InsightColumn => ({
  key,
  label,
  kind: 'number',
  unit,
});
const modeColumns = (unit: string | null) => INSIGHT_MODES.map((m) => num(m, m, unit));

function resolveRange(now: Date, query: Query): { from: string; to: string } {
  const fallback = defaultRange(now);
  const to = query.to ?? (query.from && query.from > fallback.to ? query.from : fallback.to);
  const from = query.from ?? defaultRange(new Date(`${to}T00:00:00.000Z`)).from;
  const problem = rangeProblem(from, to);
  if (problem) {
    const field = query.from && !query.to ? 'from' : 'to';
    throw new AppError('VALIDATION', {
      message: `${field}: ${problem}`,
      issues: [{ field, message: problem }],
    });
  }
  return { from, to };
}

async function build(
  ctx: AppContext,
  db: Executor,
  report: InsightReportId,
  w: repo.InsightsWindow,
  from: string,
  to: string,
): Promise<Table> {
  switch (report) {
    case 'shipmentsByMonth': {
      const found = await repo.shipmentsByMonth(db, w);
      const rows = monthsOf(from, to).map((month) => {
        const row: Record<string, string | number> = { month };
        let total = 0;
        for (const mode of INSIGHT_MODES) {
          const n = found.find((r) => r.month === month && r.mode === mode)?.shipments ?? 0;
          row[mode] = n;
          total += n;
        }
        row.total = total;
        return row;
      });
      return {
        columns: [text('month', 'MONTH'), ...modeColumns(null), num('total', 'TOTAL')],
        rows,
        note: 'Shipments by month of departure (ETD, UTC) and transport mode.',
      };
    }
    case 'onTimePerformance': {
      const found = await repo.onTimeByMonth(db, w);
      const rows = monthsOf(from, to).map((month) => {
        const r = found.find((f) => f.month === month);
        const onTime = r?.onTime ?? 0;
        const late = r?.late ?? 0;
        return {
          month,
          onTime,
          late,
          onTimePercent: onTime + late === 0 ? null : percentOf(onTime, onTime + late),
        };
      });
      return {
        columns: [
          text('month', 'MONTH'),
          num('onTime', 'ON TIME'),
          num('late', 'LATE'),
          num('onTimePercent', 'ON TIME %', '%'),
        ],
        rows,
        note: 'Arrived shipments by month of arrival (ATA): on time when the ATA is at most 24 hours after the first estimated arrival (STA).',
      };
    }
    case 'transitTimes': {
      const found = await repo.transitByLane(db, w, INSIGHTS_TOP_LANES);
      return {
        columns: [
          text('lane', 'LANE'),
          num('shipments', 'SHIPMENTS'),
          num('medianDays', 'MEDIAN', 'days'),
          num('p10Days', '10TH PERCENTILE', 'days'),
          num('p90Days', '90TH PERCENTILE', 'days'),
        ],
        rows: found.map((r) => ({
          lane: laneLabel(r.origin, r.destination),
          shipments: r.shipments,
          medianDays: roundDays(r.p[1] ?? 0),
          p10Days: roundDays(r.p[0] ?? 0),
          p90Days: roundDays(r.p[2] ?? 0),
        })),
        note: `Transit time from departure (ATD) to arrival (ATA) of the ${INSIGHTS_TOP_LANES} busiest lanes, shipments arrived in the range.`,
      };
    }
    case 'dwellTimes': {
      const found = await repo.dwellByMode(db, w, INSIGHT_MODES);
      return {
        columns: [
          text('mode', 'MODE'),
          num('shipments', 'SHIPMENTS'),
          num('medianDays', 'MEDIAN', 'days'),
          num('p90Days', '90TH PERCENTILE', 'days'),
          num('averageDays', 'AVERAGE', 'days'),
        ],
        rows: found.map((r) => ({
          mode: r.mode,
          shipments: r.shipments,
          medianDays: roundDays(r.p[0] ?? 0),
          p90Days: roundDays(r.p[1] ?? 0),
          averageDays: roundDays(r.average),
        })),
        note: 'Days from arrival (ATA) to delivery, shipments arrived in the range and delivered.',
      };
    }
    case 'emissions': {
      const found = await repo.emissionsByLane(db, w, ctx.emissions.factorVersion);
      const lanes = new Map<string, Record<string, number | string>>();
      const all: Record<string, number | string> = { lane: ALL_LANES, shipments: 0, total: 0 };
      for (const mode of INSIGHT_MODES) all[mode] = 0;
      for (const r of found) {
        const lane = laneLabel(r.origin, r.destination);
        const row = lanes.get(lane) ?? { lane, shipments: 0, total: 0, SEA: 0, AIR: 0, ROAD: 0 };
        for (const target of [row, all]) {
          target[r.mode] = Number(target[r.mode] ?? 0) + r.kg;
          target.total = Number(target.total) + r.kg;
          target.shipments = Number(target.shipments) + r.shipments;
        }
        lanes.set(lane, row);
      }
      const top = [...lanes.values()]
        .sort((a, b) => Number(b.total) - Number(a.total))
        .slice(0, INSIGHTS_TOP_LANES);
      const rounded = (row: Record<string, number | string>) => {
        const out: Record<string, number | string> = {
          lane: row.lane as string,
          shipments: row.shipments as number,
        };
        for (const key of [...INSIGHT_MODES, 'total']) out[key] = roundCo2e(Number(row[key] ?? 0));
        return out;
      };
      return {
        columns: [
          text('lane', 'LANE'),
          ...modeColumns('KGS'),
          num('total', 'TOTAL', 'KGS'),
          num('shipments', 'SHIPMENTS'),
        ],
        rows: [...top.map(rounded), rounded(all)],
        note: `Well-to-wheel kg CO2e (GLEC factors ${ctx.emissions.factorVersion}) of shipments departed (ETD) in the range, by transport mode, for the ${INSIGHTS_TOP_LANES} highest-emitting lanes; the last row totals every lane.`,
      };
    }
    case 'topParties': {
      const found = await repo.topParties(db, w, INSIGHTS_TOP_PARTIES);
      return {
        columns: [text('role', 'ROLE'), text('name', 'NAME'), num('shipments', 'SHIPMENTS')],
        rows: found.map((r) => ({ role: r.role, name: r.name, shipments: r.shipments })),
        note: `The ${INSIGHTS_TOP_PARTIES} suppliers and consignees with the most shipments departed (ETD) in the range.`,
      };
    }
  }
}

export async function insightReport(
  ctx: AppContext,
  scope: Scope,
  report: InsightReportId,
  query: Query,
): Promise<InsightReport> {
  const { from, to } = resolveRange(ctx.now(), query);
  const { start, end } = rangeBounds(from, to);
  const orgGroupCode = isStaff(scope.role) ? (query.orgGroupCode ?? null) : null;
  const table = await repo.inAggregateSession(ctx.database.db, (db) =>
    build(ctx, db, report, { scope, orgGroupCode, start, end }, from, to),
  );
  const title = INSIGHT_REPORTS.find((r) => r.id === report)?.title ?? report;
  return { report, title, from, to, ...table };
}
