import { MantineProvider } from '@mantine/core';
import type { InvoiceDetailResponse, InvoiceRow } from '@navia/domain/contracts/invoices';
import { formatMoney } from '@navia/domain/rules/invoices/money';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { type ApiRoute, apiError, mockApi } from '../../../../test/mock-api.ts';
import { INVOICE_DETAIL_TEXTS, InvoiceDetailDrawer } from './invoice-detail-drawer.tsx';

const ID = '7d2e1c4b-5a6f-4b7c-9d8e-1f2a3b4c5d6e';
const DETAIL_PATH = `GET /api/invoices/${ID}`;

const invoiceRow = (overrides: Partial<InvoiceRow> = {}): InvoiceRow => ({
  _id: ID,
  ShipmentNumber: 'S00001234',
  TransactionNumber: 'INV0100042',
  DueDate: '2026-03-20',
  TransactionCurrency: 'AUD',
  Currency: 'AUD',
  InvoiceAmount: 123_456,
  GSTAmount: 3_456,
  LocalCurrency: 'AUD',
  LocalTotal: 123_456,
  AmountPaid: 23_456,
  OutstandingAmount: 100_000,
  OSTotal: 100_000,
  InvoiceStatus: 'PARTIALLY PAID',
  ExchangeRate: '1.00000000',
  FullyPaidDate: null,
  InvoiceDate: '2026-03-01',
  PostDate: '2026-03-02',
  OrgCode: 'ACMEORG',
  TransactionOwner: 'NAVSYD',
  TransactionOwnerName: 'Navia Logistics Sydney',
  TransactionType: 'INV',
  TransactionCategory: 'FRT',
  OrdNumberFull: 'PO-77-0',
  OrgGroupCode: 'ACME',
  ...overrides,
});

const detail = (overrides: Partial<InvoiceRow> = {}): InvoiceDetailResponse => ({
  invoice: invoiceRow(overrides),
  ShipKey: 'CW1-S00001234',
  lines: [
    { position: 1, chargeCode: 'OFRT', description: 'Ocean freight', amount: 85_000, gstAmount: 0 },
    {
      position: 2,
      chargeCode: 'THC',
      description: 'Terminal handling charge',
      amount: 35_000,
      gstAmount: 3_456,
    },
  ],
  payments: [
    {
      PaymentId: 'PAY0A1B2C3D4E5F',
      PaymentDate: '2026-03-05T12:00:00.000Z',
      PaidAmount: 23_456,
      PaymentGateway: 'STRIPE',
      PaymentMadeBy: 'Casey Admin',
      status: 'SUCCEEDED',
    },
  ],
});

/** The invoice page's part: a row's DETAILS button sets the id, closing clears it. */
function Harness() {
  const [id, setId] = useState<string | null>(null);
  return (
    <>
      <button type="button" onClick={() => setId(ID)}>
        DETAILS
      </button>
      <InvoiceDetailDrawer invoiceId={id} onClose={() => setId(null)} />
    </>
  );
}

function renderDrawer(route: ApiRoute) {
  const api = mockApi({ [DETAIL_PATH]: route });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const user = userEvent.setup();
  render(
    <QueryClientProvider client={client}>
      <MantineProvider env="test">
        <MemoryRouter>
          <Harness />
        </MemoryRouter>
      </MantineProvider>
    </QueryClientProvider>,
  );
  const open = async () => {
    await user.click(screen.getByRole('button', { name: 'DETAILS' }));
    return screen.findByRole('dialog', { name: INVOICE_DETAIL_TEXTS.title });
  };
  return { api, user, open };
}

const aud = (minor: number) => formatMoney({ amount: minor, currency: 'AUD' });
const fieldValue = (scope: HTMLElement, label: string) =>
  within(scope).getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;

describe('invoice detail drawer', () => {
  it('loads nothing until an invoice is chosen, then shows its fields, lines, totals and payments', async () => {
    const { api, open } = renderDrawer({ status: 200, body: detail() });
    expect(api.callsTo(DETAIL_PATH)).toHaveLength(0);
    const dialog = await open();
    expect(await within(dialog).findByRole('heading', { name: 'INV0100042' })).toBeInTheDocument();
    expect(within(dialog).getByText('TAX INVOICE')).toBeInTheDocument();
    expect(within(dialog).getByText('PARTIALLY PAID')).toBeInTheDocument();
    // The shipment opens its detail by its key; the order number loses its '-0'.
    expect(within(dialog).getByRole('link', { name: 'S00001234' })).toHaveAttribute(
      'href',
      '/shipment/CW1-S00001234',
    );
    expect(fieldValue(dialog, 'ORDER N°')).toBe('PO-77');
    expect(fieldValue(dialog, 'INVOICE DATE')).toBe('01 Mar 2026');
    expect(fieldValue(dialog, 'DUE DATE')).toBe('20 Mar 2026');
    expect(fieldValue(dialog, 'CATEGORY')).toBe('Freight');
    expect(fieldValue(dialog, 'CURRENCY')).toBe('AUD');
    expect(within(dialog).queryByText('EXCHANGE RATE')).not.toBeInTheDocument();

    const rows = within(dialog).getAllByRole('row');
    expect(rows.map((r) => r.textContent)).toEqual([
      'CHARGE CODEDESCRIPTIONAMOUNTGST',
      `OFRTOcean freight${aud(85_000)}${aud(0)}`,
      `THCTerminal handling charge${aud(35_000)}${aud(3_456)}`,
    ]);
    const totals = within(dialog).getByLabelText('Totals');
    expect(fieldValue(totals, 'SUBTOTAL')).toBe(aud(120_000));
    expect(fieldValue(totals, 'GST')).toBe(aud(3_456));
    expect(fieldValue(totals, 'TOTAL')).toBe(aud(123_456));
    expect(fieldValue(totals, 'AMOUNT PAID')).toBe(aud(23_456));
    expect(fieldValue(totals, 'OUTSTANDING')).toBe(aud(100_000));

    const payment = within(dialog).getByRole('link', { name: 'PAY0A1B2C3D4E5F' });
    expect(payment).toHaveAttribute('href', '/payment/completed?paymentId=PAY0A1B2C3D4E5F');
    const item = payment.closest('li') as HTMLElement;
    expect(within(item).getByText('SUCCEEDED')).toBeInTheDocument();
    expect(fieldValue(item, 'AMOUNT')).toBe(aud(23_456));
    expect(fieldValue(item, 'GATEWAY')).toBe('STRIPE');
    expect(fieldValue(item, 'BY')).toBe('Casey Admin');
    expect(fieldValue(item, 'DATE')).toBe('05 Mar 2026');

    expect(within(dialog).getByRole('link', { name: INVOICE_DETAIL_TEXTS.download })).toHaveAttribute(
      'href',
      `/api/invoices/${ID}/pdf`,
    );
  });

  it('shows the rate and the local total of a foreign-currency credit note, and a shipment it cannot open as text', async () => {
    const body = {
      ...detail({
        TransactionType: 'CRD',
        TransactionCurrency: 'USD',
        Currency: 'USD',
        InvoiceAmount: -5_000,
        GSTAmount: 0,
        AmountPaid: 0,
        OutstandingAmount: 0,
        LocalTotal: -7_656,
        ExchangeRate: '1.53120000',
        InvoiceStatus: 'FULLY PAID',
        ShipmentNumber: 'S00009999',
      }),
      ShipKey: null,
      payments: [],
    };
    const { open } = renderDrawer({ status: 200, body });
    const dialog = await open();
    expect(await within(dialog).findByText('CREDIT NOTE')).toBeInTheDocument();
    expect(fieldValue(dialog, 'EXCHANGE RATE')).toBe('1 USD = 1.5312 AUD');
    expect(fieldValue(dialog, 'TOTAL IN AUD')).toBe(aud(-7_656));
    expect(fieldValue(dialog, 'SHIPMENT N°')).toBe('S00009999');
    expect(within(dialog).queryByRole('link', { name: 'S00009999' })).not.toBeInTheDocument();
    expect(within(dialog).getByText(INVOICE_DETAIL_TEXTS.noPayments)).toBeInTheDocument();
  });

  it('shows the error with TRY AGAIN, which reads the invoice again; ESCAPE closes', async () => {
    let fail = true;
    const route = vi.fn(() =>
      fail ? apiError(404, 'NOT_FOUND', 'Not found') : { status: 200, body: detail() },
    );
    const { api, user, open } = renderDrawer(route);
    const dialog = await open();
    expect(await within(dialog).findByText('Not found')).toBeInTheDocument();
    fail = false;
    await user.click(within(dialog).getByRole('button', { name: INVOICE_DETAIL_TEXTS.retry }));
    expect(await within(dialog).findByRole('heading', { name: 'INV0100042' })).toBeInTheDocument();
    expect(api.callsTo(DETAIL_PATH)).toHaveLength(2);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});
