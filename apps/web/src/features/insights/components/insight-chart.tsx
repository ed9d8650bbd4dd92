/**
 * The ECharts canvas of one /insights report (issue 13). Its own lazy chunk: echarts/core with only
 * the bar and line charts and the components they use. `onInstance` hands the chart to its panel
 * for the PNG export (getDataURL).
 */
import { useComputedColorScheme } from '@mantine/core';
import type { InsightReport } from '@navia/domain/contracts/insights';
import { BarChart, LineChart } from 'echarts/charts';
import { AriaComponent, GridComponent, LegendComponent, TooltipComponent } from 'echarts/components';
import * as echarts from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';
import { useEffect, useRef } from 'react';
import { chartOption } from './insight-chart-options.ts';

echarts.use([
  BarChart,
  LineChart,
  GridComponent,
  LegendComponent,
  TooltipComponent,
  AriaComponent,
  CanvasRenderer,
]);

export type ChartHandle = { pngDataUrl: (background: string) => string };

export function InsightChart({
  report,
  height,
  onInstance,
}: {
  report: InsightReport;
  height: number | string;
  onInstance?: (handle: ChartHandle | null) => void;
}) {
  const ref = useRef<HTMLDivElement>(null);
  const dark = useComputedColorScheme('light') === 'dark';

  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const chart = echarts.init(element, undefined, { renderer: 'canvas' });
    chart.setOption(chartOption(report, dark) as echarts.EChartsCoreOption);
    onInstance?.({
      pngDataUrl: (backgroundColor) => chart.getDataURL({ type: 'png', pixelRatio: 2, backgroundColor }),
    });
    const observer = new ResizeObserver(() => chart.resize());
    observer.observe(element);
    return () => {
      observer.disconnect();
      onInstance?.(null);
      chart.dispose();
    };
  }, [report, dark, onInstance]);

  // The chart is a picture for sighted users; the data table (toggle) is its text equivalent.
  return (
    <div
      ref={ref}
      role="img"
      aria-label={`${report.title}. ${report.note}`}
      style={{ height, width: '100%' }}
    />
  );
}
