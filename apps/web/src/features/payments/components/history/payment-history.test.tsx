import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter } from 'react-router';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { App } from '../../../../app/app.tsx';
import { createQueryClient } from '../../../../app/query-client.ts';
import { buildCurrentUser } from '../../../../test/factories.ts';
import { type ApiRoute, apiError, mockApi } from '../../../../test/mock-api.ts';
import type { PaymentRow } from '../../api/history.ts';
import { PaymentHistory } from './payment-history.tsx';

// happy-dom lays nothing out: the virtualised table gets a viewport's height, as in a browser.
const layout = Object.getOwnPropertyDescriptor(HTMLElement.prototype, 'clientHeight');
beforeAll(() => {
  Object.defineProperty(HTMLElement.prototype, 'clientHeight', { configurable: true, get: () => 800 });
});
afterAll(() => {
  if (layout) Object.defineProperty(HTMLElement.prototype, 'clientHeight', layout);
});

const BOOT = { timeout: 5000 };
const PAGE_TEST = { timeout: 15_000 };
const SEARCH = 'POST /api/payments/paymentsWithFilters';

const customer = () => buildCurrentUser({ type: 'CA', email: 'clientadmin@acme.demo' });
const staff = () => buildCurrentUser({ type: 'NA', email: 'admin@navia.demo', fullname: 'Nadia Admin' });

function paymentRow(overrides: Partial<PaymentRow> = {}): PaymentRow {
  return {
    PaymentId: 'PAY0000000001',
    status: 'SUCCEEDED',
    TransactionOwner: 'ACME',
    TransactionNumber: 'INV-1001',
    TransactionCurrency: 'AUD',
    PaymentGateway: 'TEST',
    TotalInvoiceAmount: 123_450,
    InvoiceOutstandingAmount: 0,
    PaidAmount: 123_450,
    merchantFee: 1_728,
    PaymentMadeBy: 'clientadmin@acme.demo',
    PaymentDate: '2026-11-05T03:00:00.000Z',
    ...overrides,
  };
}

const receipt = () => ({
  PaymentId: 'PAY0000000001',
  status: 'PARTIALLY_REFUNDED',
  PaymentGateway: 'TEST',
  TransactionCurrency: 'AUD',
  PaidAmount: 123_450,
  merchantFee: 1_728,
  totalCharge: 125_178,
  feeBasisPoints: 140,
  card: { brand: 'VISA', last4: '4242' },
  PaymentMadeBy: 'clientadmin@acme.demo',
  PaymentDate: '2026-11-05T03:00:00.000Z',
  failureMessage: null,
  refundedAmount: 125_178,
  invoices: [],
});

const ORGS = [
  { code: 'ACME', name: 'Acme Retail' },
  { code: 'ACMENZ', name: 'Acme New Zealand' },
];

const answer = (rows: PaymentRow[], totalCount = rows.length) => ({
  status: 200,
  body: { result: rows, currentCount: rows.length, totalCount, paymentOrgs: ORGS },
});

function renderHistory(routes: Record<string, ApiRoute>, user = customer()) {
  const api = mockApi({ 'GET /api/user/getUpdatedSelf': { status: 200, body: { user } }, ...routes });
  const router = createMemoryRouter(
    [
      { path: '/payments/history', element: <PaymentHistory /> },
      { path: '*', element: <p>elsewhere</p> },
    ],
    { initialEntries: ['/payments/history'] },
  );
  const queryClient = createQueryClient();
  queryClient.setDefaultOptions({
    queries: { retry: false, refetchOnWindowFocus: false },
    mutations: { retry: false },
  });
  const view = render(<App router={router} queryClient={queryClient} env="test" />);
  return { ...view, api, router, user: userEvent.setup() };
}

describe('payment history', PAGE_TEST, () => {
  it('asks for batch 1 of 30 by PaymentDate DESC and shows the hub §3 columns, money per currency', async () => {
    const { api } = renderHistory({
      [SEARCH]: answer([
        paymentRow(),
        paymentRow({
          PaymentId: 'PAY0000000002',
          TransactionCurrency: 'EUR',
          PaidAmount: 5,
          TotalInvoiceAmount: 1_000_000,
          InvoiceOutstandingAmount: 999_995,
          merchantFee: 0,
          TransactionNumber: 'INV-2002',
          status: 'PARTIALLY_REFUNDED',
        }),
      ]),
    });
    await screen.findByText('INV-1001', {}, BOOT);
    const table = screen.getByRole('table', { name: 'Payment history' });
    expect(api.callsTo(SEARCH)[0]?.body).toEqual({
      batchNo: 1,
      batchSize: 30,
      orderBy: 'PaymentDate',
      orderDir: 'DESC',
      filters: [],
      paymentOrgs: [],
    });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((h) => h.textContent?.trim());
    for (const name of [
      'OWNER',
      'TRANSACTION N°',
      'CURRENCY',
      'GATEWAY',
      'INVOICE AMOUNT',
      'OUTSTANDING',
      'PAID',
      'MERCHANT FEE',
      'PAYMENT ID',
      'PAID BY',
      'PAYMENT DATE',
      'STATUS',
    ]) {
      expect(headers.some((h) => h?.startsWith(name))).toBe(true);
    }
    const first = within(table).getByText('INV-1001').closest('tr') as HTMLElement;
    expect(within(first).getAllByText('A$1,234.50')).toHaveLength(2);
    expect(within(first).getByText('A$0.00')).toBeInTheDocument();
    expect(within(first).getByText('A$17.28')).toBeInTheDocument();
    expect(within(first).getByText('05 Nov 2026')).toBeInTheDocument();
    expect(within(first).getByText('SUCCEEDED')).toBeInTheDocument();
    expect(within(first).getByRole('link', { name: 'PAY0000000001' }).getAttribute('href')).toBe(
      '/payment/completed?paymentId=PAY0000000001',
    );
    const second = within(table).getByText('INV-2002').closest('tr') as HTMLElement;
    expect(within(second).getByText('€10,000.00')).toBeInTheDocument();
    expect(within(second).getByText('€0.05')).toBeInTheDocument();
    expect(within(second).getByText('PARTIALLY REFUNDED')).toBeInTheDocument();
    // A customer is not offered refunds.
    expect(screen.queryByRole('button', { name: /Refund payment/ })).toBeNull();
  });

  it('loads the next batch of 30 as the table reaches its end', async () => {
    const rows = Array.from({ length: 30 }, (_, i) =>
      paymentRow({ PaymentId: `PAY${String(i + 1).padStart(10, '0')}`, TransactionNumber: `INV-${i + 1}` }),
    );
    const { api } = renderHistory({
      [SEARCH]: (call) =>
        (call.body as { batchNo: number }).batchNo === 1
          ? answer(rows, 31)
          : answer([paymentRow({ PaymentId: 'PAY0000000031', TransactionNumber: 'INV-LAST' })], 31),
    });
    // The whole first batch fits the (fake) viewport, so the table asks for the next one at once.
    await screen.findByText('31 PAYMENT ROWS · SHOWING 31 OF 31', {}, BOOT);
    const batches = api.callsTo(SEARCH).map((c) => (c.body as { batchNo: number }).batchNo);
    expect(batches).toContain(2);
    expect(screen.queryByRole('button', { name: 'LOAD MORE' })).toBeNull();
  });

  it('sends the chosen organisations as paymentOrgs', async () => {
    const { api, user } = renderHistory({ [SEARCH]: answer([paymentRow()]) });
    await screen.findByText('INV-1001', {}, BOOT);
    await user.click(screen.getByRole('combobox', { name: 'ORGANISATIONS' }));
    await user.click(await screen.findByRole('option', { name: 'ACMENZ · Acme New Zealand' }));
    await waitFor(() =>
      expect(api.callsTo(SEARCH).at(-1)?.body).toMatchObject({ paymentOrgs: ['ACMENZ'], batchNo: 1 }),
    );
  });

  it('turns the search text into a PaymentId or TransactionNumber filter', async () => {
    const { api, user } = renderHistory({ [SEARCH]: answer([paymentRow()]) });
    await screen.findByText('INV-1001', {}, BOOT);
    const box = screen.getByRole('textbox', { name: 'Payment ID or transaction n°' });
    await user.type(box, 'pay0000000001{Enter}');
    await waitFor(() =>
      expect(api.callsTo(SEARCH).at(-1)?.body).toMatchObject({ filters: [{ PaymentId: 'PAY0000000001' }] }),
    );
    await user.clear(box);
    await user.type(box, 'INV-1001{Enter}');
    await waitFor(() =>
      expect(api.callsTo(SEARCH).at(-1)?.body).toMatchObject({
        filters: [{ TransactionNumber: 'INV-1001' }],
      }),
    );
  });

  it('refund (staff): reason required, amount read in major units, a refusal shown with the text kept', async () => {
    const refunds: unknown[] = [];
    const { user } = renderHistory(
      {
        [SEARCH]: answer([
          paymentRow(),
          paymentRow({ PaymentId: 'PAY0000000009', TransactionNumber: 'INV-9', status: 'FAILED' }),
        ]),
        'POST /api/payments/PAY0000000001/refund': (call) => {
          refunds.push(call.body);
          return refunds.length === 1
            ? apiError(409, 'CONFLICT', 'The amount exceeds what remains to refund.')
            : { status: 200, body: { payment: receipt() } };
        },
      },
      staff(),
    );
    await screen.findByText('INV-1001', {}, BOOT);
    // A failed payment has nothing to refund.
    expect(screen.queryByRole('button', { name: 'Refund payment PAY0000000009' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Refund payment PAY0000000001' }));
    const dialog = await screen.findByRole('dialog', { name: 'REFUND PAY0000000001' }, BOOT);
    const amount = within(dialog).getByRole('textbox', { name: 'AMOUNT (AUD)' });
    const reason = within(dialog).getByRole('textbox', { name: /REASON/ });

    await user.type(amount, '12.345');
    await user.click(within(dialog).getByRole('button', { name: 'REFUND' }));
    expect(await within(dialog).findByText('Say why (at least 3 characters).')).toBeInTheDocument();
    expect(
      within(dialog).getByText('Enter an amount in AUD, e.g. 12.50, or leave it empty.'),
    ).toBeInTheDocument();
    expect(refunds).toHaveLength(0);

    await user.clear(amount);
    await user.type(amount, '1,000.50');
    await user.type(reason, 'Invoice raised twice');
    await user.click(within(dialog).getByRole('button', { name: 'REFUND' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'The amount exceeds what remains to refund.',
    );
    expect(refunds[0]).toEqual({ amount: 100_050, reason: 'Invoice raised twice' });
    expect(amount).toHaveValue('1,000.50');
    expect(reason).toHaveValue('Invoice raised twice');

    // Empty amount: all that remains (no amount sent).
    await user.clear(amount);
    fireEvent.submit(amount.closest('form') as HTMLFormElement);
    await screen.findByText(/Refund of PAY0000000001 sent to the gateway/);
    expect(refunds[1]).toEqual({ reason: 'Invoice raised twice' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});
