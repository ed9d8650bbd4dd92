/**
 * How each /insights report is drawn (issue 13): which column is the category axis and which columns
 * are series. Pure: the ECharts option is built here from the report's table, so the chart, the data
 * table and the CSV always show the same figures.
 */
import type { InsightReport } from '@navia/domain/contracts/insights';
import type { InsightReportId } from '@navia/domain/rules/dashboard/widgets';

/** The CO2e table's total row (the chart leaves it out; the table and CSV keep it). */
export const ALL_LANES = 'ALL LANES';

type SeriesSpec = { key: string; kind: 'bar' | 'line'; stack?: string; secondAxis?: boolean };
type ChartSpec = { category: string; series: SeriesSpec[]; horizontal: boolean; axisName: string };

const modes = (stack: string): SeriesSpec[] =>
  ['SEA', 'AIR', 'ROAD'].map((key) => ({ key, kind: 'bar', stack }));

const CHART_SPECS: Record<InsightReportId, ChartSpec> = {
  shipmentsByMonth: { category: 'month', series: modes('mode'), horizontal: false, axisName: 'Shipments' },
  onTimePerformance: {
    category: 'month',
    series: [
      { key: 'onTime', kind: 'bar', stack: 'arrivals' },
      { key: 'late', kind: 'bar', stack: 'arrivals' },
      { key: 'onTimePercent', kind: 'line', secondAxis: true },
    ],
    horizontal: false,
    axisName: 'Shipments',
  },
  transitTimes: {
    category: 'lane',
    series: [
      { key: 'medianDays', kind: 'bar' },
      { key: 'p90Days', kind: 'bar' },
    ],
    horizontal: true,
    axisName: 'Days',
  },
  dwellTimes: {
    category: 'mode',
    series: [
      { key: 'medianDays', kind: 'bar' },
      { key: 'p90Days', kind: 'bar' },
      { key: 'averageDays', kind: 'bar' },
    ],
    horizontal: false,
    axisName: 'Days',
  },
  emissions: { category: 'lane', series: modes('co2'), horizontal: true, axisName: 'KGS CO2e' },
  topParties: {
    category: 'party',
    series: [
      { key: 'SUPPLIER', kind: 'bar', stack: 'party' },
      { key: 'CONSIGNEE', kind: 'bar', stack: 'party' },
    ],
    horizontal: true,
    axisName: 'Shipments',
  },
};

const SERIES_COLOURS = ['#1c7ed6', '#f08c00', '#2f9e44', '#c2255c'];
const SERIES_COLOURS_DARK = ['#4dabf7', '#ffc078', '#69db7c', '#f783ac'];

/** The rows a chart plots: the CO2e total row left out; parties as "ROLE · name". */
export function chartRows(report: InsightReport): Record<string, string | number | null>[] {
  if (report.report === 'emissions') return report.rows.filter((r) => r.lane !== ALL_LANES);
  if (report.report === 'topParties') {
    return report.rows.map((r) => ({
      party: `${r.name} (${String(r.role).toLowerCase()})`,
      [String(r.role)]: r.shipments ?? 0,
    }));
  }
  return report.rows;
}

const labelOf = (report: InsightReport, key: string) =>
  report.columns.find((c) => c.key === key)?.label ?? key;

/** The ECharts option of a report (a plain object, for echarts/core's setOption). */
export function chartOption(report: InsightReport, dark: boolean): Record<string, unknown> {
  const spec = CHART_SPECS[report.report];
  const rows = chartRows(report);
  const categories = rows.map((r) => String(r[spec.category] ?? ''));
  const text = dark ? '#c9c9c9' : '#343a40';
  const grid = dark ? '#373a40' : '#e9ecef';
  const categoryAxis = {
    type: 'category',
    data: spec.horizontal ? [...categories].reverse() : categories,
    axisLabel: { color: text, width: 140, overflow: 'truncate' },
    axisLine: { lineStyle: { color: grid } },
  };
  const valueAxis = (name: string) => ({
    type: 'value',
    name,
    // Under a horizontal chart the name sits centred below the axis, where it is never clipped.
    ...(spec.horizontal ? { nameLocation: 'middle', nameGap: 28 } : {}),
    nameTextStyle: { color: text },
    axisLabel: { color: text },
    splitLine: { lineStyle: { color: grid } },
  });
  const palette = dark ? SERIES_COLOURS_DARK : SERIES_COLOURS;
  const series = spec.series.map((s, i) => {
    const values = rows.map((r) => {
      const v = r[s.key];
      return typeof v === 'number' ? v : null;
    });
    return {
      type: s.kind,
      name: s.key === 'SUPPLIER' || s.key === 'CONSIGNEE' ? s.key : labelOf(report, s.key),
      stack: s.stack,
      yAxisIndex: s.secondAxis ? 1 : 0,
      itemStyle: { color: palette[i % palette.length] },
      data: spec.horizontal ? [...values].reverse() : values,
    };
  });
  const hasSecond = spec.series.some((s) => s.secondAxis);
  return {
    animation: false,
    aria: { enabled: true },
    backgroundColor: 'transparent',
    textStyle: { color: text },
    legend: { top: 0, textStyle: { color: text } },
    tooltip: { trigger: 'axis', axisPointer: { type: 'shadow' } },
    grid: { left: 8, right: 16, top: 36, bottom: 8, containLabel: true },
    xAxis: spec.horizontal ? valueAxis(spec.axisName) : categoryAxis,
    yAxis: spec.horizontal
      ? categoryAxis
      : hasSecond
        ? [valueAxis(spec.axisName), { ...valueAxis('%'), min: 0, max: 100, splitLine: { show: false } }]
        : valueAxis(spec.axisName),
    series,
  };
}

/** True when a report has nothing to draw. */
export const isEmptyReport = (report: InsightReport) =>
  chartRows(report).every((r) => CHART_SPECS[report.report].series.every((s) => !r[s.key] || r[s.key] === 0));
