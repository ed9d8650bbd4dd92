import { screen, waitFor, within } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildCurrentUser } from '../../../../test/factories.ts';
import { type ApiCall, type ApiRoute, apiError, mockApi } from '../../../../test/mock-api.ts';
import { renderApp } from '../../../../test/render-app.tsx';
import type { ReconciliationRow } from '../../api/reconciliation.ts';

const layout = Object.getOwnPropertyDescriptor(HTMLElement.prototype, 'clientHeight');
beforeAll(() => {
  Object.defineProperty(HTMLElement.prototype, 'clientHeight', { configurable: true, get: () => 800 });
});
afterAll(() => {
  if (layout) Object.defineProperty(HTMLElement.prototype, 'clientHeight', layout);
});

const BOOT = { timeout: 5000 };
const PAGE_TEST = { timeout: 15_000 };
const LIST = 'POST /api/payments/reconciliation';
const RESOLVE = 'POST /api/payments/reconciliation/resolve';

const staff = () => buildCurrentUser({ type: 'NA', email: 'admin@navia.demo', fullname: 'Nadia Admin' });
const clientAdmin = () => buildCurrentUser({ type: 'CA', email: 'clientadmin@acme.demo' });

const MISMATCH_ID = '5b1f7d3e-2c4a-4e8b-9f10-3a2b1c0d9e8f';
const ORPHAN_ID = '6c2e8f4a-3d5b-4f9c-8a21-4b3c2d1e0f9a';

function row(overrides: Partial<ReconciliationRow> = {}): ReconciliationRow {
  return {
    _id: '7d2e1c4b-5a6f-4b7c-9d8e-1f2a3b4c5d6e',
    state: 'MATCHED',
    PaymentId: 'PAY0000000001',
    OrgGroupCode: 'ACME',
    gatewayReference: 'ch_test_001',
    currency: 'AUD',
    charged: 125_178,
    settled: 125_178,
    difference: 0,
    invoices: [{ TransactionNumber: 'INV-1001', PaidAmount: 123_450 }],
    paymentDate: '2026-11-05T03:00:00.000Z',
    settledAt: '2026-11-06T03:00:00.000Z',
    resolution: null,
    ...overrides,
  };
}

const mismatch = row({
  _id: MISMATCH_ID,
  state: 'MISMATCHED',
  PaymentId: 'PAY0000000002',
  gatewayReference: 'ch_test_002',
  settled: 124_678,
  difference: -500,
});
const orphan = row({
  _id: ORPHAN_ID,
  state: 'UNMATCHED_SETTLEMENT',
  PaymentId: null,
  OrgGroupCode: null,
  gatewayReference: 'ch_test_orphan',
  charged: null,
  settled: 9_900,
  difference: 9_900,
  invoices: [],
  paymentDate: null,
});
const COUNTS = { MATCHED: 1, MISMATCHED: 1, UNMATCHED_SETTLEMENT: 1, UNMATCHED_PAYMENT: 0 };

/** The list as the server filters it by state. */
const list: ApiRoute = (call: ApiCall) => {
  const states = (call.body as { states: string[] }).states;
  const rows = [row(), mismatch, orphan].filter((r) => states.length === 0 || states.includes(r.state));
  return { status: 200, body: { result: rows, totalCount: rows.length, counts: COUNTS } };
};

function reconciliationApi(user: ReturnType<typeof buildCurrentUser>, routes: Record<string, ApiRoute> = {}) {
  return mockApi({
    'GET /api/user/getUpdatedSelf': { status: 200, body: { user } },
    [LIST]: list,
    ...routes,
  });
}

describe('/admin/reconciliation', PAGE_TEST, () => {
  it('shows every state in words, the signed difference and filters by state chips with their counts', async () => {
    const api = reconciliationApi(staff());
    const { user } = renderApp('/admin/reconciliation');
    await screen.findByText('ch_test_002', {}, BOOT);
    expect(api.callsTo(LIST)[0]?.body).toEqual({
      states: [],
      unresolvedOnly: false,
      batchNo: 1,
      batchSize: 30,
    });
    const table = screen.getByRole('table', { name: 'Reconciliation' });
    const mismatched = within(table).getByText('ch_test_002').closest('tr') as HTMLElement;
    expect(within(mismatched).getByText('MISMATCHED')).toBeInTheDocument();
    expect(within(mismatched).getByText('−A$5.00')).toBeInTheDocument();
    expect(within(mismatched).getByText('ACME')).toBeInTheDocument();
    const orphanRow = within(table).getByText('ch_test_orphan').closest('tr') as HTMLElement;
    expect(within(orphanRow).getByText('UNMATCHED SETTLEMENT')).toBeInTheDocument();
    expect(within(orphanRow).getByText('+A$99.00')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /CSV EXPORT/ }).getAttribute('href')).toBe(
      '/api/payments/reconciliation/export.csv',
    );

    await user.click(screen.getByRole('checkbox', { name: 'MISMATCHED (1)' }));
    await waitFor(() => expect(screen.queryByText('ch_test_orphan')).toBeNull());
    expect(api.callsTo(LIST).at(-1)?.body).toMatchObject({ states: ['MISMATCHED'], batchNo: 1 });
    expect(screen.getByRole('checkbox', { name: 'UNMATCHED SETTLEMENT (1)' })).not.toBeChecked();
    await user.click(screen.getByRole('switch', { name: 'Unresolved only' }));
    await waitFor(() =>
      expect(api.callsTo(LIST).at(-1)?.body).toMatchObject({ states: ['MISMATCHED'], unresolvedOnly: true }),
    );
    expect(screen.getByRole('link', { name: /CSV EXPORT/ }).getAttribute('href')).toBe(
      '/api/payments/reconciliation/export.csv?states=MISMATCHED&unresolvedOnly=true',
    );
  });

  it('resolves a mismatch: a note of 3 characters is required, a refusal keeps it, success shows the resolution', async () => {
    const resolved = {
      ...mismatch,
      resolution: {
        note: 'Short settlement confirmed',
        resolvedBy: 'admin@navia.demo',
        resolvedAt: '2026-11-28T04:00:00.000Z',
      },
    };
    let attempts = 0;
    const api = reconciliationApi(staff(), {
      [RESOLVE]: () => {
        attempts += 1;
        return attempts === 1
          ? apiError(503, 'SERVICE_UNAVAILABLE', 'The service is busy; try again.')
          : { status: 200, body: { row: resolved } };
      },
    });
    const { user } = renderApp('/admin/reconciliation');
    await screen.findByText('ch_test_002', {}, BOOT);
    // A matched row needs no resolution.
    expect(screen.getAllByRole('button', { name: /^Resolve/ })).toHaveLength(2);
    await user.click(screen.getByRole('button', { name: 'Resolve mismatched PAY0000000002' }));
    const dialog = await screen.findByRole('dialog', { name: 'RESOLVE PAY0000000002' }, BOOT);
    const note = within(dialog).getByRole('textbox', { name: /NOTE/ });
    await user.type(note, 'ok');
    await user.click(within(dialog).getByRole('button', { name: 'RESOLVE' }));
    expect(await within(dialog).findByText('Write a note of at least 3 characters.')).toBeInTheDocument();
    expect(api.callsTo(RESOLVE)).toHaveLength(0);

    await user.clear(note);
    await user.type(note, 'Short settlement confirmed');
    await user.click(within(dialog).getByRole('button', { name: 'RESOLVE' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('The service is busy; try again.');
    expect(note).toHaveValue('Short settlement confirmed');

    await user.click(within(dialog).getByRole('button', { name: 'RESOLVE' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.callsTo(RESOLVE).at(-1)?.body).toEqual({
      rowId: MISMATCH_ID,
      note: 'Short settlement confirmed',
    });
    const resolvedRow = screen.getByText('ch_test_002').closest('tr') as HTMLElement;
    expect(within(resolvedRow).getByText('Short settlement confirmed')).toBeInTheDocument();
    expect(within(resolvedRow).getByText('admin@navia.demo · 28 Nov 2026')).toBeInTheDocument();
    expect(within(resolvedRow).queryByRole('button', { name: /^Resolve/ })).toBeNull();
  });
});

describe('/account/reconciliation', PAGE_TEST, () => {
  it("is read-only: the group's rows without RESOLVE, with an explanation", async () => {
    reconciliationApi(clientAdmin());
    renderApp('/account/reconciliation');
    await screen.findByText('ch_test_002', {}, BOOT);
    expect(screen.getByText(/this page is read-only/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Resolve/ })).toBeNull();
    expect(screen.queryByRole('columnheader', { name: 'GROUP' })).toBeNull();
    expect(screen.getAllByText('UNRESOLVED').length).toBeGreaterThan(0);
  });
});
