/**
 * INSIGHTS REPORT widget (hub §2, issue 13 item 12): the report the layout item names
 * (config.reportId, the first report by default) over the default range, in a panel 25rem high,
 * with a link to /insights.
 */
import { Anchor, Text } from '@mantine/core';
import { INSIGHT_REPORTS } from '@navia/domain/rules/dashboard/widgets';
import { Link } from 'react-router';
import { WidgetFrame } from '../../../components/dashboard/widget-frame.tsx';
import type { WidgetProps } from '../../../lib/dashboard-widgets.ts';
import { useInsightReport } from '../api/insights.ts';
import { ReportBody } from './report-panel.tsx';

/** hub §2: the panel is 25rem high. */
const INSIGHTS_WIDGET_HEIGHT = '25rem';
export const OPEN_INSIGHTS_TEXT = 'OPEN INSIGHTS';

export function InsightsReportWidget({ item }: WidgetProps) {
  const report = INSIGHT_REPORTS.find((r) => r.id === item.config?.reportId) ?? INSIGHT_REPORTS[0];
  const query = useInsightReport(report.id);
  return (
    <WidgetFrame
      title={item.componentNameValue}
      actions={
        <Anchor component={Link} to="/insights" size="sm">
          {OPEN_INSIGHTS_TEXT}
        </Anchor>
      }
      height={INSIGHTS_WIDGET_HEIGHT}
      state={query.isError ? { status: 'error' } : { status: 'ready' }}
    >
      <Text size="sm" fw={500} mb={4}>
        {report.title}
      </Text>
      <ReportBody
        report={query.data}
        isLoading={query.isLoading}
        isError={query.isError}
        height="20rem"
        toolbar={false}
      />
    </WidgetFrame>
  );
}
