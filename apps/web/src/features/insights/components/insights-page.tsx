/**
 * /insights (issue 13): the caller's shipments over a date range in six charts, each with a data
 * table, CSV and PNG export, and the map of cargo in transit. Built into the portal with ECharts
 * (a lazy chunk) rather than embedded from a BI tool: it keeps the portal's scope rules, both
 * themes and keyboard and screen-reader access, and needs no BI licence or second sign-in.
 */
import { Card, Container, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import { isStaff } from '@navia/domain/rules/access';
import { INSIGHT_REPORTS, type InsightReportId } from '@navia/domain/rules/dashboard/widgets';
import { defaultRange, INSIGHTS_MAX_RANGE_DAYS, rangeProblem } from '@navia/domain/rules/insights/range';
import { lazy, Suspense, useState } from 'react';
import { useCurrentUser } from '../../../lib/auth.ts';
import { type InsightRange, useInsightReport } from '../api/insights.ts';
import { CargoMapView } from './cargo-map-view.tsx';
import { ReportBody } from './report-panel.tsx';

const INSIGHTS_TEXTS = {
  title: 'INSIGHTS',
  range: 'DATE RANGE',
  map: 'CARGO IN TRANSIT',
} as const;

const CHART_HEIGHT = 300;

/** Staff only: loaded for them alone. */
const InsightsGroupPicker = lazy(() =>
  import('./insights-group-picker.tsx').then((m) => ({ default: m.InsightsGroupPicker })),
);

function ReportCard({
  report,
  title,
  range,
}: {
  report: InsightReportId;
  title: string;
  range: InsightRange;
}) {
  const query = useInsightReport(report, range);
  return (
    <Card withBorder radius="lg" padding="md" component="section" aria-labelledby={`insight-${report}`}>
      <Stack gap="xs">
        <Title order={2} size="h5" tt="uppercase" id={`insight-${report}`}>
          {title}
        </Title>
        {query.data && (
          <Text size="xs" c="dimmed">
            {query.data.note}
          </Text>
        )}
        <ReportBody
          report={query.data}
          isLoading={query.isLoading}
          isError={query.isError}
          height={CHART_HEIGHT}
        />
      </Stack>
    </Card>
  );
}

export function InsightsPage() {
  const [initial] = useState(() => defaultRange(new Date()));
  const [picked, setPicked] = useState<[string | null, string | null]>([initial.from, initial.to]);
  const [range, setRange] = useState<InsightRange>(initial);
  const [from, to] = picked;
  const problem = from && to ? rangeProblem(from, to) : null;
  const staff = isStaff(useCurrentUser().data?.type ?? 'TP');
  const [orgGroupCode, setOrgGroupCode] = useState<string | null>(null);
  const shown = { ...range, orgGroupCode: orgGroupCode ?? undefined };

  return (
    <Container component="main" size="xl" py="md">
      <Stack gap="md">
        <Title order={1} size="h3">
          {INSIGHTS_TEXTS.title}
        </Title>
        <Group align="flex-start" gap="md">
          <DatePickerInput
            type="range"
            label={INSIGHTS_TEXTS.range}
            description={`Up to ${INSIGHTS_MAX_RANGE_DAYS} days, UTC.`}
            value={picked}
            maxDate={initial.to}
            valueFormat="DD/MM/YYYY"
            w={{ base: '100%', sm: 320 }}
            error={problem}
            onChange={(value) => {
              const next: [string | null, string | null] = [value[0] ?? null, value[1] ?? null];
              setPicked(next);
              if (next[0] && next[1] && !rangeProblem(next[0], next[1]))
                setRange({ from: next[0], to: next[1] });
            }}
            popoverProps={{ withinPortal: true }}
          />
          {staff && (
            <Suspense fallback={null}>
              <InsightsGroupPicker value={orgGroupCode} onChange={setOrgGroupCode} />
            </Suspense>
          )}
        </Group>
        <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="md">
          {INSIGHT_REPORTS.map((r) => (
            <ReportCard key={r.id} report={r.id} title={r.title} range={shown} />
          ))}
        </SimpleGrid>
        <Card withBorder radius="lg" padding="md" component="section" aria-labelledby="insight-map">
          <Stack gap="xs">
            <Title order={2} size="h5" id="insight-map">
              {INSIGHTS_TEXTS.map}
            </Title>
            <CargoMapView />
          </Stack>
        </Card>
      </Stack>
    </Container>
  );
}
