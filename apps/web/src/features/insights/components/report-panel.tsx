/**
 * One /insights report (issue 13): its chart (a lazy ECharts chunk), a data-table view for screen
 * readers and keyboard users (a toggle), and CSV and PNG exports built in the browser from the data
 * shown. The INSIGHTS REPORT widget uses it without the toolbar.
 */
import { Alert, Button, Center, Group, Loader, Stack, Switch, Table, Text } from '@mantine/core';
import type { InsightReport } from '@navia/domain/contracts/insights';
import { toCsv } from '@navia/domain/rules/insights/csv';
import { IconDownload, IconPhoto } from '@tabler/icons-react';
import { lazy, Suspense, useCallback, useId, useRef, useState } from 'react';
import { formatNumber, useLocale } from '../../../lib/locale.ts';
import type { ChartHandle } from './insight-chart.tsx';
import { isEmptyReport } from './insight-chart-options.ts';

const InsightChart = lazy(() => import('./insight-chart.tsx').then((m) => ({ default: m.InsightChart })));

const NO_DATA_TEXT = 'No shipments in this range.';

const headerOf = (c: InsightReport['columns'][number]) => (c.unit ? `${c.label} (${c.unit})` : c.label);
/** A table cell in the user's locale: KGS with 2 decimals, other numbers with up to 2. */
const cellText = (
  value: string | number | null | undefined,
  kind: 'text' | 'number',
  unit: string | null,
  locale: string,
) =>
  value === null || value === undefined
    ? '—'
    : kind === 'number' && typeof value === 'number'
      ? formatNumber(
          value,
          locale,
          unit === 'KGS'
            ? { minimumFractionDigits: 2, maximumFractionDigits: 2 }
            : { maximumFractionDigits: 2 },
        )
      : String(value);

export function reportCsv(report: InsightReport): string {
  return toCsv(
    report.columns.map(headerOf),
    report.rows.map((row) => report.columns.map((c) => row[c.key] ?? null)),
  );
}

const exportFileName = (report: InsightReport, extension: string) =>
  `${report.report}_${report.from}_${report.to}.${extension}`;

function download(href: string, fileName: string) {
  const link = document.createElement('a');
  link.href = href;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
}

function ReportTable({ report }: { report: InsightReport }) {
  const locale = useLocale();
  return (
    <Table.ScrollContainer minWidth={320}>
      <Table striped withTableBorder fz="sm">
        <Table.Caption>{`${report.title}, ${report.from} to ${report.to}. ${report.note}`}</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            {report.columns.map((c) => (
              <Table.Th key={c.key} scope="col" ta={c.kind === 'number' ? 'right' : undefined}>
                {headerOf(c)}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {report.rows.map((row, i) => (
            // Rows have no id; their order is the report's.
            // biome-ignore lint/suspicious/noArrayIndexKey: a report's rows are replaced as a whole
            <Table.Tr key={i}>
              {report.columns.map((c) => (
                <Table.Td key={c.key} ta={c.kind === 'number' ? 'right' : undefined}>
                  {cellText(row[c.key], c.kind, c.unit, locale)}
                </Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

export function ReportBody({
  report,
  isLoading,
  isError,
  height,
  toolbar = true,
}: {
  report: InsightReport | undefined;
  isLoading: boolean;
  isError: boolean;
  height: number | string;
  toolbar?: boolean;
}) {
  const [showTable, setShowTable] = useState(false);
  const chart = useRef<ChartHandle | null>(null);
  const onInstance = useCallback((handle: ChartHandle | null) => {
    chart.current = handle;
  }, []);
  const switchId = useId();

  if (isLoading && !report) {
    return (
      <Center h={height}>
        <Loader size="sm" aria-label="Loading" />
      </Center>
    );
  }
  if (isError || !report) {
    return (
      <Alert color="red" variant="light" role="alert">
        AN ERROR OCCURRED
      </Alert>
    );
  }
  const empty = isEmptyReport(report);
  const background = getComputedStyle(document.body).backgroundColor || '#ffffff';
  return (
    <Stack gap="xs">
      {toolbar && (
        <Group gap="xs" justify="space-between">
          <Switch
            id={switchId}
            label="DATA TABLE"
            checked={showTable}
            onChange={(e) => setShowTable(e.currentTarget.checked)}
          />
          <Group gap="xs">
            <Button
              size="compact-sm"
              variant="default"
              leftSection={<IconDownload size={14} aria-hidden />}
              aria-label={`Export ${report.title} as CSV`}
              onClick={() =>
                download(
                  URL.createObjectURL(new Blob([reportCsv(report)], { type: 'text/csv;charset=utf-8' })),
                  exportFileName(report, 'csv'),
                )
              }
            >
              CSV
            </Button>
            <Button
              size="compact-sm"
              variant="default"
              leftSection={<IconPhoto size={14} aria-hidden />}
              aria-label={`Export ${report.title} as PNG`}
              disabled={empty || showTable}
              onClick={() => {
                const url = chart.current?.pngDataUrl(background);
                if (url) download(url, exportFileName(report, 'png'));
              }}
            >
              PNG
            </Button>
          </Group>
        </Group>
      )}
      {empty ? (
        <Text c="dimmed" size="sm" ta="center" py="lg">
          {NO_DATA_TEXT}
        </Text>
      ) : showTable ? (
        <ReportTable report={report} />
      ) : (
        <Suspense
          fallback={
            <Center h={height}>
              <Loader size="sm" aria-label="Loading" />
            </Center>
          }
        >
          <InsightChart report={report} height={height} onInstance={onInstance} />
        </Suspense>
      )}
    </Stack>
  );
}
