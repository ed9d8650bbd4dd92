/** Test helpers of the checkout: a builder, a receipt, and the panel or page in their providers. */
import { MantineProvider } from '@mantine/core';
import type { Receipt } from '@navia/domain/contracts/payments';
import { money } from '@navia/domain/rules/invoices/money';
import type { PaymentBuilder } from '@navia/domain/rules/invoices/payment-builder';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider, useSearchParams } from 'react-router';

export const INVOICE_ID = '11111111-1111-4111-8111-111111111111';

/** One AUD invoice of 500.00 with 100.00 paid now. */
export const builderOf = (payNow = 10_000): PaymentBuilder => ({
  lines: [
    {
      invoice: {
        id: INVOICE_ID,
        transactionNumber: 'INV-1001',
        transactionCategory: 'FREIGHT',
        invoiceAmount: money(50_000, 'AUD'),
        amountPaid: money(0, 'AUD'),
        dueDate: '2026-12-01',
      },
      payNow: money(payNow, 'AUD'),
    },
  ],
});

export function buildReceipt(overrides: Partial<Receipt> = {}): Receipt {
  return {
    PaymentId: 'PAY00000001',
    status: 'PENDING',
    PaymentGateway: 'TEST',
    TransactionCurrency: 'AUD',
    PaidAmount: 10_000,
    merchantFee: 140,
    totalCharge: 10_140,
    feeBasisPoints: 140,
    card: { brand: 'VISA', last4: '4242' },
    PaymentMadeBy: 'Casey Admin',
    PaymentDate: '2026-11-28T03:15:00.000Z',
    failureMessage: null,
    refundedAmount: 0,
    invoices: [
      {
        _id: INVOICE_ID,
        TransactionNumber: 'INV-1001',
        PaidAmount: 10_000,
        InvoiceStatus: 'PARTIALLY PAID',
        OutstandingAmount: 40_000,
      },
    ],
    ...overrides,
  } as Receipt;
}

function CompletedMarker() {
  const [params] = useSearchParams();
  return <p>Receipt of {params.get('paymentId')}</p>;
}

/** Renders `element` at `path` ('/' by default), with /payment/completed as a marker page. */
export function renderWithProviders(element: ReactNode, path = '/', routePath = '/') {
  const router = createMemoryRouter(
    [
      { path: routePath, element },
      ...(routePath === '/payment/completed'
        ? []
        : [{ path: '/payment/completed', element: <CompletedMarker /> }]),
    ],
    { initialEntries: [path] },
  );
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  const user = userEvent.setup();
  const view = render(
    <QueryClientProvider client={client}>
      <MantineProvider env="test">
        <RouterProvider router={router} />
      </MantineProvider>
    </QueryClientProvider>,
  );
  return { ...view, router, client, user };
}
