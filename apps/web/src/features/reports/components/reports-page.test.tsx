import type { ReportDefinition, ReportRun } from '@navia/domain/contracts/reports';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildCurrentUser } from '../../../test/factories.ts';
import { apiError, mockApi } from '../../../test/mock-api.ts';
import { renderApp } from '../../../test/render-app.tsx';

const PAGE_TEST = { timeout: 20_000 };
const admin = () => buildCurrentUser({ type: 'NA', email: 'admin@navia.demo' });
const ACME_ID = '635109ad-d15a-59f8-8eaf-9241265350fa';
const RUN_ID = '8c7b6a59-4d3e-4f21-9a0b-1c2d3e4f5a6b';

const run = (over: Partial<ReportRun> = {}): ReportRun => ({
  _id: RUN_ID,
  code: 'ARRIVALS_NEXT_WEEK',
  orgGroupId: ACME_ID,
  orgGroupCode: 'ACME',
  trigger: 'MANUAL',
  scheduledFor: null,
  status: 'SUCCEEDED',
  attempts: 1,
  startedAt: '2026-11-28T10:00:00.000Z',
  finishedAt: '2026-11-28T10:00:02.000Z',
  error: null,
  rowCount: 12,
  recipients: 2,
  fileName: 'arrivals-next-week-ACME-2026-11-28.csv',
  createdAt: '2026-11-28T10:00:00.000Z',
  ...over,
});
const definition = (over: Partial<ReportDefinition> = {}): ReportDefinition => ({
  code: 'ARRIVALS_NEXT_WEEK',
  name: 'ARRIVALS NEXT WEEK',
  description: "The group's shipments arriving.",
  format: 'CSV',
  schedule: { frequency: 'DAILY', weekday: null, time: '07:00' },
  scheduleText: 'DAILY AT 07:00',
  subscribedGroups: 1,
  lastRun: run(),
  nextRun: '2026-11-28T20:00:00.000Z',
  failures: 0,
  lastFailure: null,
  ...over,
});
const overdue = definition({
  code: 'OVERDUE_INVOICES',
  name: 'OVERDUE INVOICES',
  format: 'PDF',
  schedule: { frequency: 'WEEKLY', weekday: 'MONDAY', time: '08:00' },
  scheduleText: 'WEEKLY ON MONDAY AT 08:00',
  lastRun: null,
  nextRun: null,
  failures: 2,
  lastFailure: run({
    code: 'OVERDUE_INVOICES',
    status: 'FAILED',
    error: 'disk full',
    fileName: null,
    rowCount: null,
  }),
});

function start(routes: Parameters<typeof mockApi>[0] = {}) {
  const api = mockApi({
    'GET /api/user/getUpdatedSelf': { status: 200, body: { user: admin() } },
    'GET /api/reports': { status: 200, body: { result: [definition(), overdue] } },
    'GET /api/reports/runs': { status: 200, body: { result: [run()] } },
    'POST /api/org/get': {
      status: 200,
      body: {
        result: [
          {
            _id: ACME_ID,
            code: 'ACME',
            name: 'Acme Imports',
            country: 'AU',
            hubbiEnabled: false,
            connectAccess: false,
            organisations: 1,
            users: 2,
            shipments: 3,
          },
        ],
        totalCount: 1,
      },
    },
    ...routes,
  });
  return { api, ...renderApp('/admin/reports') };
}

describe('/admin/reports', () => {
  it('lists format, schedule, last run, next run and failures with the last error', PAGE_TEST, async () => {
    start();
    const table = await screen.findByRole('table', { name: 'REPORT DEFINITIONS' }, { timeout: 5000 });
    const [, arrivals, late] = within(table).getAllByRole('row');
    expect(arrivals).toHaveTextContent('DAILY AT 07:00');
    expect(arrivals).toHaveTextContent('SUCCEEDED');
    expect(arrivals).toHaveTextContent('12 ROW(S)');
    expect(late).toHaveTextContent('WEEKLY ON MONDAY AT 08:00');
    expect(late).toHaveTextContent('NEVER');
    expect(late).toHaveTextContent('NOT SCHEDULED');
    expect(late).toHaveTextContent('LAST: ACME — disk full');
    // Without a group, RUN NOW and DOWNLOAD wait for one.
    expect(
      within(arrivals as HTMLElement).getByRole('button', { name: 'RUN NOW ARRIVALS NEXT WEEK' }),
    ).toBeDisabled();
    const runs = screen.getByRole('table', { name: 'RECENT RUNS' });
    expect(within(runs).getByRole('link', { name: /DOWNLOAD arrivals-next-week/ })).toHaveAttribute(
      'href',
      `/api/reports/runs/${RUN_ID}/file`,
    );
  });

  it('runs a report now and links its download for the group picked', PAGE_TEST, async () => {
    const { api, user } = start({
      'POST /api/reports/ARRIVALS_NEXT_WEEK/run': {
        status: 200,
        body: { run: run({ status: 'QUEUED', startedAt: null, finishedAt: null, rowCount: null }) },
      },
    });
    const picker = await screen.findByRole('combobox', { name: 'GROUP' }, { timeout: 5000 });
    await waitFor(() => expect(picker).toBeEnabled());
    await user.click(picker);
    await user.click(await screen.findByRole('option', { name: 'ACME — Acme Imports' }));
    const button = await screen.findByRole('button', { name: 'RUN NOW ARRIVALS NEXT WEEK' });
    await waitFor(() => expect(button).toBeEnabled());
    await user.click(button);
    await waitFor(() => expect(api.callsTo('POST /api/reports/ARRIVALS_NEXT_WEEK/run')).toHaveLength(1));
    expect(api.callsTo('POST /api/reports/ARRIVALS_NEXT_WEEK/run')[0]?.body).toEqual({ orgGroupId: ACME_ID });
    expect(await screen.findByText('RUN QUEUED')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'DOWNLOAD ARRIVALS NEXT WEEK' })).toHaveAttribute(
      'href',
      `/api/reports/ARRIVALS_NEXT_WEEK/download?orgGroupId=${ACME_ID}`,
    );
  });

  it('says so when the reports cannot be loaded', PAGE_TEST, async () => {
    start({ 'GET /api/reports': apiError(500, 'INTERNAL', 'Error Occurred') });
    expect(
      await screen.findByText('THE REPORTS COULD NOT BE LOADED', {}, { timeout: 5000 }),
    ).toBeInTheDocument();
  });
});
