/**
 * /insights, the INSIGHTS REPORT widget and the CO2 EMISSIONS widget (issue 13): the report the
 * layout names, the data table and CSV built from the same rows, the chart option, and the CO2
 * widget's period choice, KGS with 2 decimals and 'AN ERROR OCCURRED' beside the period on failure.
 */
import { MantineProvider } from '@mantine/core';
import type { InsightReport } from '@navia/domain/contracts/insights';
import type { CoEmission } from '@navia/domain/contracts/shipment-detail';
import type { CurrentUser } from '@navia/domain/contracts/user';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { currentUserQueryKey } from '../../../lib/auth.ts';
import { buildCurrentUser } from '../../../test/factories.ts';
import { apiError, mockApi } from '../../../test/mock-api.ts';
import { layoutItemFor } from './cargo-map-factories.ts';
import { Co2EmissionsWidget } from './co2-emissions-widget.tsx';
import { ALL_LANES, chartOption, chartRows } from './insight-chart-options.ts';
import { InsightsPage } from './insights-page.tsx';
import { InsightsReportWidget, OPEN_INSIGHTS_TEXT } from './insights-report-widget.tsx';
import { reportCsv } from './report-panel.tsx';

// The canvas is ECharts' (not drawn by happy-dom); the chart stands in as its accessible name.
vi.mock('./insight-chart.tsx', () => ({
  InsightChart: ({ report }: { report: InsightReport }) => (
    <div role="img" aria-label={`chart ${report.report}`} />
  ),
}));
vi.mock('./cargo-map-view.tsx', () => ({ CargoMapView: () => <p>map</p> }));

const onTime: InsightReport = {
  report: 'onTimePerformance',
  title: 'On-time performance',
  from: '2026-01-01',
  to: '2026-02-28',
  columns: [
    { key: 'month', label: 'MONTH', kind: 'text', unit: null },
    { key: 'onTime', label: 'ON TIME', kind: 'number', unit: null },
    { key: 'late', label: 'LATE', kind: 'number', unit: null },
    { key: 'onTimePercent', label: 'ON TIME %', kind: 'number', unit: '%' },
  ],
  rows: [
    { month: '2026-01', onTime: 3, late: 1, onTimePercent: 75 },
    { month: '2026-02', onTime: 0, late: 2, onTimePercent: 0 },
  ],
  note: 'Arrived shipments by month of arrival.',
};

const emissions: InsightReport = {
  report: 'emissions',
  title: 'CO2e by mode and lane',
  from: '2026-01-01',
  to: '2026-02-28',
  columns: [
    { key: 'lane', label: 'LANE', kind: 'text', unit: null },
    { key: 'SEA', label: 'SEA', kind: 'number', unit: 'KGS' },
    { key: 'AIR', label: 'AIR', kind: 'number', unit: 'KGS' },
    { key: 'ROAD', label: 'ROAD', kind: 'number', unit: 'KGS' },
    { key: 'total', label: 'TOTAL', kind: 'number', unit: 'KGS' },
  ],
  rows: [
    { lane: 'CNSHA → AUMEL', SEA: 10.5, AIR: 2, ROAD: 0, total: 12.5 },
    { lane: '=cmd → AUSYD', SEA: 1, AIR: 0, ROAD: 0, total: 1 },
    { lane: ALL_LANES, SEA: 11.5, AIR: 2, ROAD: 0, total: 13.5 },
  ],
  note: 'kg CO2e.',
};

/** A report whose one row carries every chart's series, so that any chart has something to draw. */
const anyReport = (report: InsightReport['report']): InsightReport => ({
  ...onTime,
  report,
  rows: [
    {
      month: '2026-01',
      lane: 'CNSHA → AUMEL',
      mode: 'SEA',
      role: 'SUPPLIER',
      name: 'Supplier Co',
      shipments: 4,
      SEA: 1,
      AIR: 2,
      ROAD: 1,
      onTime: 3,
      late: 1,
      onTimePercent: 75,
      medianDays: 2,
      p90Days: 4,
      averageDays: 2.5,
    },
  ],
});

const co2: CoEmission = {
  id: 'all',
  days: 90,
  emission: 1.23,
  totalCO2e: 1234.5,
  shipments: 12,
  byMode: [
    { mode: 'SEA_CONTAINER', totalCO2e: 1000 },
    { mode: 'AIR', totalCO2e: 234.5 },
  ],
  factorVersion: 'navia-ef-2026.1',
};

function wrap(node: ReactNode, user?: CurrentUser) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  if (user) client.setQueryData(currentUserQueryKey, user);
  return render(
    <QueryClientProvider client={client}>
      <MantineProvider env="test">
        <MemoryRouter>{node}</MemoryRouter>
      </MantineProvider>
    </QueryClientProvider>,
  );
}

describe('chart option and CSV', () => {
  it('leaves the ALL LANES total out of the CO2e chart but keeps it in the CSV', () => {
    expect(chartRows(emissions).map((r) => r.lane)).toEqual(['CNSHA → AUMEL', '=cmd → AUSYD']);
    const option = chartOption(emissions, false) as { series: { name: string; data: unknown[] }[] };
    expect(option.series.map((s) => s.name)).toEqual(['SEA', 'AIR', 'ROAD']);
    // Horizontal bars list the first lane at the top: the category axis runs bottom-up.
    expect(option.series[0]?.data).toEqual([1, 10.5]);
    const csv = reportCsv(emissions);
    expect(csv.split('\r\n')[0]).toBe('LANE,SEA (KGS),AIR (KGS),ROAD (KGS),TOTAL (KGS)');
    expect(csv).toContain(`${ALL_LANES},11.5,2,0,13.5`);
    // A cell a spreadsheet would run as a formula is quoted with an apostrophe.
    expect(csv).toContain("'=cmd → AUSYD,1,0,0,1");
  });

  it('puts the on-time share on a second axis', () => {
    const option = chartOption(onTime, true) as { series: { type: string; yAxisIndex: number }[] };
    expect(option.series.map((s) => [s.type, s.yAxisIndex])).toEqual([
      ['bar', 0],
      ['bar', 0],
      ['line', 1],
    ]);
  });
});

describe('InsightsReportWidget', () => {
  it("shows the layout item's report with a link to /insights", async () => {
    const api = mockApi({ 'GET /api/insights/reports/onTimePerformance': { status: 200, body: onTime } });
    const item = { ...layoutItemFor('InsightsReport'), config: { reportId: 'onTimePerformance' as const } };
    wrap(<InsightsReportWidget item={item} />);
    expect(await screen.findByRole('img', { name: 'chart onTimePerformance' })).toBeInTheDocument();
    expect(screen.getByText('On-time performance')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: OPEN_INSIGHTS_TEXT })).toHaveAttribute('href', '/insights');
    expect(api.callsTo('GET /api/insights/reports/onTimePerformance')).toHaveLength(1);
  });

  it('shows the first report when the layout names none', async () => {
    const api = mockApi({
      'GET /api/insights/reports/shipmentsByMonth': {
        status: 200,
        body: anyReport('shipmentsByMonth'),
      },
    });
    wrap(<InsightsReportWidget item={layoutItemFor('InsightsReport')} />);
    await screen.findByRole('img', { name: 'chart shipmentsByMonth' });
    expect(api.callsTo('GET /api/insights/reports/shipmentsByMonth')).toHaveLength(1);
  });

  it('shows the error state when the report fails', async () => {
    mockApi({ 'GET /api/insights/reports/shipmentsByMonth': apiError(500, 'INTERNAL', 'Something failed.') });
    wrap(<InsightsReportWidget item={layoutItemFor('InsightsReport')} />);
    expect((await screen.findAllByRole('alert'))[0]).toHaveTextContent('AN ERROR OCCURRED');
  });
});

describe('InsightsPage', () => {
  it('shows the six charts, a data table toggle per chart and the cargo map', async () => {
    mockApi(
      Object.fromEntries(
        [
          'shipmentsByMonth',
          'onTimePerformance',
          'transitTimes',
          'dwellTimes',
          'emissions',
          'topParties',
        ].map((r) => [
          `GET /api/insights/reports/${r}`,
          { status: 200, body: r === 'emissions' ? emissions : anyReport(r as InsightReport['report']) },
        ]),
      ),
    );
    wrap(<InsightsPage />);
    expect(screen.getByRole('heading', { name: 'INSIGHTS' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /DATE RANGE/ })).toBeInTheDocument();
    await waitFor(() => expect(screen.getAllByRole('img', { name: /^chart / })).toHaveLength(6));
    expect(screen.getByRole('heading', { name: 'CARGO IN TRANSIT' })).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: /as CSV$/ })).toHaveLength(6);

    const section = screen.getByRole('region', { name: 'CO2e by mode and lane' });
    await userEvent.setup().click(within(section).getByRole('switch', { name: 'DATA TABLE' }));
    const table = within(section).getByRole('table');
    expect(within(table).getByRole('columnheader', { name: 'TOTAL (KGS)' })).toBeInTheDocument();
    expect(within(table).getByRole('cell', { name: '13.50' })).toBeInTheDocument();
    expect(within(section).queryByRole('img')).not.toBeInTheDocument();
  });

  it('lets staff narrow every chart to one organisation group (orgGroupCode); customers see no such choice', async () => {
    const api = mockApi({
      'GET /api/insights/reports/shipmentsByMonth': { status: 200, body: anyReport('shipmentsByMonth') },
      'POST /api/org/get': {
        status: 200,
        body: {
          result: [
            {
              _id: 'g1',
              code: 'ACME',
              name: 'Acme',
              country: 'AU',
              hubbiEnabled: false,
              connectAccess: false,
              organisations: 1,
              users: 2,
              shipments: 3,
            },
          ],
        },
      },
    });
    const view = wrap(<InsightsPage />, buildCurrentUser({ type: 'NU' }));
    const user = userEvent.setup();
    await waitFor(() => expect(api.callsTo('POST /api/org/get')).toHaveLength(1));
    await user.type(screen.getByLabelText('ORGANISATION GROUP', { selector: 'input' }), 'acm');
    await user.click(await screen.findByRole('option', { name: 'Acme (ACME)' }));
    // The call's query string (the fake API records paths only).
    const urls = () => vi.mocked(fetch).mock.calls.map(([input]) => String(input));
    await waitFor(() =>
      expect(urls()).toContainEqual(
        expect.stringMatching(/\/api\/insights\/reports\/shipmentsByMonth\?.*orgGroupCode=ACME/),
      ),
    );
    view.unmount();
    wrap(<InsightsPage />, buildCurrentUser({ type: 'CA' }));
    expect(screen.queryByLabelText('ORGANISATION GROUP', { selector: 'input' })).toBeNull();
  });
});

describe('Co2EmissionsWidget', () => {
  it('shows the total and each mode in KGS with 2 decimals, and reloads when the period changes', async () => {
    const api = mockApi({ 'GET /api/shipments/coEmission/all': { status: 200, body: co2 } });
    wrap(<Co2EmissionsWidget item={layoutItemFor('Co2Emissions')} />);
    expect(await screen.findByText('1,234.50 KGS')).toBeInTheDocument();
    expect(screen.getByText('1,000.00 KGS')).toBeInTheDocument();
    expect(screen.getByText('234.50 KGS')).toBeInTheDocument();
    expect(screen.getByText('0.00 KGS')).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: '90 DAYS' })).toBeChecked();
    await userEvent.setup().click(screen.getByRole('radio', { name: '30 DAYS' }));
    await waitFor(() => expect(api.callsTo('GET /api/shipments/coEmission/all')).toHaveLength(2));
  });

  it("shows 'AN ERROR OCCURRED' beside the period choice on failure", async () => {
    mockApi({ 'GET /api/shipments/coEmission/all': apiError(500, 'INTERNAL', 'Something failed.') });
    wrap(<Co2EmissionsWidget item={layoutItemFor('Co2Emissions')} />);
    expect(await screen.findByRole('alert')).toHaveTextContent('AN ERROR OCCURRED');
    expect(screen.getByRole('radio', { name: '15 DAYS' })).toBeInTheDocument();
  });
});
