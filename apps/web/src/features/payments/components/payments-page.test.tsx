import { AMOUNT_ERRORS, BUILDER_REFUSALS } from '@navia/domain/rules/invoices/payment-builder';
import { screen, waitFor, within } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildCurrentUser } from '../../../test/factories.ts';
import { type ApiRoute, mockApi } from '../../../test/mock-api.ts';
import { locationOf, renderApp } from '../../../test/render-app.tsx';
import { buildInvoiceRow } from '../rules/invoice-factories.ts';

// The checkout is another part of the page (its own tests): here it only says what it was given.
vi.mock('./checkout/checkout-panel.tsx', () => ({
  CheckoutPanel: ({ builder }: { builder: { lines: { invoice: { transactionNumber: string } }[] } }) => (
    <p data-testid="checkout">{`CHECKOUT: ${builder.lines.map((l) => l.invoice.transactionNumber).join(',')}`}</p>
  ),
}));

// happy-dom lays nothing out: the virtualised table gets a viewport's height, as in a browser.
const layout = Object.getOwnPropertyDescriptor(HTMLElement.prototype, 'clientHeight');
beforeAll(() => {
  Object.defineProperty(HTMLElement.prototype, 'clientHeight', { configurable: true, get: () => 800 });
});
afterAll(() => {
  if (layout) Object.defineProperty(HTMLElement.prototype, 'clientHeight', layout);
});

const APP_BOOT = { timeout: 5000 };
const PAGE_TEST = { timeout: 15_000 };
const SEARCH = 'POST /api/invoices/invoicesWithFilters';

const customer = () => buildCurrentUser({ type: 'CA', permissions: { tracking: true } });

const page = (rows: ReturnType<typeof buildInvoiceRow>[], totalCount = rows.length): ApiRoute => ({
  status: 200,
  body: { result: rows, currentCount: rows.length, totalCount, timestamp: '2026-11-28T04:00:00.000Z' },
});

function invoicesApi(routes: Record<string, ApiRoute> = {}) {
  return mockApi({
    'GET /api/user/getUpdatedSelf': { status: 200, body: { user: customer() } },
    [SEARCH]: page([]),
    ...routes,
  });
}

const freight = buildInvoiceRow({ _id: 'a', TransactionNumber: 'INV-A' });
const freight2 = buildInvoiceRow({ _id: 'b', TransactionNumber: 'INV-B', OrdNumberFull: 'ORD-7-1' });
const duty = buildInvoiceRow({ _id: 'c', TransactionNumber: 'DUT-C', TransactionCategory: 'DUT' });
const paid = buildInvoiceRow({
  _id: 'd',
  TransactionNumber: 'INV-PAID',
  AmountPaid: 110_000,
  OutstandingAmount: 0,
  OSTotal: 0,
  InvoiceStatus: 'FULLY PAID',
});
const current = buildInvoiceRow({
  _id: 'e',
  TransactionNumber: 'CUR-E',
  TransactionCategory: 'CUR',
  TransactionCurrency: 'USD',
  InvoiceAmount: 50_000,
  OutstandingAmount: 50_000,
  OSTotal: 76_543,
  ExchangeRate: '1.53086',
});
const overdue = buildInvoiceRow({
  _id: 'f',
  TransactionNumber: 'INV-LATE',
  InvoiceStatus: 'PAYMENT OVERDUE',
  DueDate: '2026-11-01',
  AmountPaid: 10_000,
  OutstandingAmount: 100_000,
});

/** The table once its rows are in (each row is named by what activating it does). */
async function table() {
  await screen.findAllByRole('button', { name: /^Details of invoice/ }, APP_BOOT);
  return screen.getByRole('table', { name: 'Invoices' });
}
const row = (name: string) => screen.getByRole('row', { name });
const builderPanel = () => screen.getByRole('region', { name: 'PAYMENT' });

describe('/payments/:key', PAGE_TEST, () => {
  it('asks for batch 1 of 30 by DueDate DESC, with the key, and links the CSV', async () => {
    const api = invoicesApi();
    renderApp('/payments/All');
    expect(await screen.findByText('No invoices match this search.', {}, APP_BOOT)).toBeInTheDocument();
    expect(api.callsTo(SEARCH)[0]?.body).toEqual({
      key: 'All',
      filters: [],
      orderBy: 'DueDate',
      orderDir: 'DESC',
      batchNo: 1,
      batchSize: 30,
    });
    expect(screen.getByRole('link', { name: /EXPORT CSV/ }).getAttribute('href')).toMatch(
      /^\/api\/invoices\/export\.csv\?search=/,
    );
    expect(screen.getByRole('link', { name: 'INVOICES' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'PAYMENT HISTORY' })).toHaveAttribute(
      'href',
      '/payments/history',
    );
  });

  it('reads filters and sort from the URL, sends them, and writes a new sort back', async () => {
    const api = invoicesApi({ [SEARCH]: page([freight]) });
    const filters = [{ Currency: 'AUD', InvoiceStatus: 'PAYMENT OVERDUE' }];
    const { router, user } = renderApp(
      `/payments/All?filters=${encodeURIComponent(JSON.stringify(filters))}&orderBy=InvoiceAmount&orderDir=ASC`,
    );
    await table();
    expect(api.callsTo(SEARCH)[0]?.body).toMatchObject({
      filters,
      orderBy: 'InvoiceAmount',
      orderDir: 'ASC',
    });
    await user.click(screen.getByRole('button', { name: /^AMOUNT PAID, sort/ }));
    await waitFor(() => expect(locationOf(router)).toContain('orderBy=AmountPaid&orderDir=DESC'));
    expect(router.state.location.search).toContain('filters=');
    expect(JSON.parse(new URLSearchParams(router.state.location.search).get('filters') ?? '')).toEqual(
      filters,
    );
    await waitFor(() =>
      expect(api.callsTo(SEARCH).at(-1)?.body).toMatchObject({
        filters,
        orderBy: 'AmountPaid',
        orderDir: 'DESC',
      }),
    );
    // The default sort (DueDate DESC) is left out of the URL.
    await user.click(screen.getByRole('button', { name: /^DUE DATE, sort/ }));
    await waitFor(() => expect(locationOf(router)).not.toContain('orderBy'));
    // A chip removes its filter from the URL.
    await user.click(screen.getByRole('button', { name: /Remove.*CURRENCY/i }));
    await waitFor(() => expect(locationOf(router)).toContain('InvoiceStatus'));
    expect(locationOf(router)).not.toContain('Currency');
  });

  it('searches a transaction or shipment number as the key, keeping filters and the builder', async () => {
    const api = invoicesApi({ [SEARCH]: page([freight]) });
    const filters = encodeURIComponent(JSON.stringify([{ Currency: 'AUD' }]));
    const { router, user } = renderApp(`/payments/All?filters=${filters}`);
    await table();
    await user.click(row('Add invoice INV-A to the payment'));
    await user.type(screen.getByRole('textbox', { name: 'Transaction or shipment number' }), 'INV-A{Enter}');
    await waitFor(() => expect(router.state.location.pathname).toBe('/payments/INV-A'));
    expect(new URLSearchParams(router.state.location.search).get('filters')).toBe('[{"Currency":"AUD"}]');
    await waitFor(() =>
      expect(api.callsTo(SEARCH).at(-1)?.body).toMatchObject({
        key: 'INV-A',
        filters: [{ Currency: 'AUD' }],
      }),
    );
    expect(
      await screen.findByRole('row', { name: 'Remove invoice INV-A from the payment' }),
    ).toBeInTheDocument();
  });

  it('toggles an unpaid invoice in the builder by click and by keyboard, with the totals', async () => {
    invoicesApi({ [SEARCH]: page([freight, freight2]) });
    const { user } = renderApp('/payments/All');
    await table();
    await user.click(row('Add invoice INV-A to the payment'));
    expect(row('Remove invoice INV-A from the payment')).toHaveAttribute('aria-selected', 'true');
    expect(within(builderPanel()).getByText('INV-A')).toBeInTheDocument();
    row('Add invoice INV-B to the payment').focus();
    await user.keyboard(' ');
    expect(row('Remove invoice INV-B from the payment')).toHaveAttribute('aria-selected', 'true');
    const totals = within(builderPanel()).getByRole('group', { name: 'Payment totals' });
    expect(totals).toHaveTextContent('TOTAL AMOUNTA$2,200.00');
    expect(totals).toHaveTextContent('TOTAL PAIDA$0.00');
    expect(totals).toHaveTextContent('PAYING NOWA$2,200.00');
    expect(await screen.findByTestId('checkout')).toHaveTextContent('CHECKOUT: INV-A,INV-B');
    // Clicking a selected row again removes it.
    await user.click(row('Remove invoice INV-A from the payment'));
    expect(row('Add invoice INV-A to the payment')).toHaveAttribute('aria-selected', 'false');
    expect(within(builderPanel()).queryByText('INV-A')).not.toBeInTheDocument();
    expect(totals).toHaveTextContent('PAYING NOWA$1,100.00');
  });

  it('does not add a fully paid invoice', async () => {
    invoicesApi({ [SEARCH]: page([paid]) });
    const { user } = renderApp('/payments/All');
    await table();
    const paidRow = row('Invoice INV-PAID, fully paid');
    expect(paidRow).toHaveAttribute('aria-disabled', 'true');
    await user.click(paidRow);
    expect(paidRow).toHaveAttribute('aria-selected', 'false');
    expect(within(builderPanel()).getByText(/Select unpaid invoices/)).toBeInTheDocument();
  });

  it('refuses an invoice of another category, saying why beside the builder', async () => {
    invoicesApi({ [SEARCH]: page([freight, duty]) });
    const { user } = renderApp('/payments/All');
    await table();
    await user.click(row('Add invoice INV-A to the payment'));
    await user.click(row('Add invoice DUT-C to the payment'));
    expect(within(builderPanel()).getByRole('alert')).toHaveTextContent(BUILDER_REFUSALS.CATEGORY_MISMATCH);
    expect(row('Add invoice DUT-C to the payment')).toHaveAttribute('aria-selected', 'false');
    expect(within(builderPanel()).queryByText('DUT-C')).not.toBeInTheDocument();
  });

  it('keeps a partial amount above the outstanding one as typed, with the error', async () => {
    invoicesApi({ [SEARCH]: page([overdue]) });
    const { user } = renderApp('/payments/All');
    await table();
    await user.click(row('Add invoice INV-LATE to the payment'));
    const input = within(builderPanel()).getByRole('textbox', { name: 'PAY NOW (AUD) on invoice INV-LATE' });
    expect(input).toHaveValue('1000.00');
    await user.clear(input);
    await user.type(input, '1000.01');
    expect(input).toHaveValue('1000.01');
    expect(within(builderPanel()).getByText(AMOUNT_ERRORS.ABOVE_OUTSTANDING)).toBeInTheDocument();
    expect(screen.queryByTestId('checkout')).not.toBeInTheDocument();
    await user.clear(input);
    await user.type(input, '250.5');
    expect(within(builderPanel()).queryByText(AMOUNT_ERRORS.ABOVE_OUTSTANDING)).not.toBeInTheDocument();
    const totals = within(builderPanel()).getByRole('group', { name: 'Payment totals' });
    expect(totals).toHaveTextContent('TOTAL AMOUNTA$1,100.00');
    expect(totals).toHaveTextContent('TOTAL PAIDA$100.00');
    expect(totals).toHaveTextContent('PAYING NOWA$250.50');
    expect(await screen.findByTestId('checkout')).toBeInTheDocument();
  });

  it('shows $ and OSTotal on CUR rows, money per currency, OrdNumberFull trimmed, OVERDUE in words', async () => {
    invoicesApi({ [SEARCH]: page([current, freight, freight2, overdue]) });
    renderApp('/payments/All');
    await table();
    const cur = row('Add invoice CUR-E to the payment');
    expect(within(cur).getByText('$765.43')).toBeInTheDocument();
    expect(within(cur).getByText('US$500.00')).toBeInTheDocument();
    expect(within(row('Add invoice INV-A to the payment')).getByText('ORD-5001')).toBeInTheDocument();
    expect(within(row('Add invoice INV-B to the payment')).getByText('ORD-7-1')).toBeInTheDocument();
    const late = row('Add invoice INV-LATE to the payment');
    expect(late).toHaveAttribute('data-warning');
    expect(within(late).getByText('PAYMENT OVERDUE')).toBeInTheDocument();
    expect(within(late).getByText('01 Nov 2026')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Details of invoice INV-LATE' })).toBeInTheDocument();
  });

  it('goes to /noinvoice when a number finds no invoice at all', async () => {
    const api = invoicesApi({ [SEARCH]: page([]) });
    const { router } = renderApp('/payments/S404');
    await waitFor(() => expect(router.state.location.pathname).toBe('/noinvoice'), APP_BOOT);
    expect(api.callsTo(SEARCH)[0]?.body).toMatchObject({ key: 'S404' });
  });

  it('stays when a number with filters finds nothing', async () => {
    invoicesApi({ [SEARCH]: page([]) });
    const filters = encodeURIComponent(JSON.stringify([{ Currency: 'EUR' }]));
    const { router } = renderApp(`/payments/S404?filters=${filters}`);
    expect(await screen.findByText('No invoices match this search.', {}, APP_BOOT)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/payments/S404');
  });
});
