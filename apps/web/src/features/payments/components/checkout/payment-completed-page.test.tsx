import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiError, mockApi } from '../../../../test/mock-api.ts';
import { buildReceipt, renderWithProviders } from './checkout-test-harness.tsx';
import { PaymentCompletedPage, RECEIPT_TEXTS } from './payment-completed-page.tsx';

const RECEIPT = 'GET /api/payments/PAY00000001';
const renderPage = (search: string) =>
  renderWithProviders(<PaymentCompletedPage />, `/payment/completed${search}`, '/payment/completed');

/** The poll waits RECEIPT_POLL_MS (1.5 s) between reads: allow a few. */
const POLL = { timeout: 6000 };

describe('/payment/completed (issue 14)', { timeout: 15_000 }, () => {
  it('shows the receipt and reads it again while PENDING until the gateway settles it', async () => {
    let reads = 0;
    const api = mockApi({
      [RECEIPT]: () => {
        reads += 1;
        return {
          status: 200,
          body: {
            payment:
              reads < 2
                ? buildReceipt({ status: 'PENDING' })
                : buildReceipt({
                    status: 'SUCCEEDED',
                    invoices: [
                      {
                        _id: '11111111-1111-4111-8111-111111111111',
                        TransactionNumber: 'INV-1001',
                        PaidAmount: 10_000,
                        InvoiceStatus: 'PARTIALLY PAID',
                        OutstandingAmount: 40_000,
                      },
                    ],
                  }),
          },
        };
      },
    });
    renderPage('?paymentId=PAY00000001');
    expect(await screen.findByText(RECEIPT_TEXTS.waiting)).toBeInTheDocument();
    const payment = screen.getByRole('table', { name: 'Payment' });
    for (const row of [
      /PAYMENT ID PAY00000001/,
      /PAID A\$100\.00/,
      /MERCHANT FEE A\$1\.40/,
      /TOTAL CHARGED A\$101\.40/,
      /CARD VISA •••• 4242/,
      /PAID BY Casey Admin/,
      /PAYMENT DATE 28 Nov 2026 \d\d:\d\d/,
    ]) {
      expect(within(payment).getByRole('row', { name: row })).toBeInTheDocument();
    }
    const invoices = screen.getByRole('table', { name: 'Invoices paid' });
    expect(
      within(invoices).getByRole('row', { name: /INV-1001 A\$100\.00 PARTIALLY PAID A\$400\.00/ }),
    ).toBeInTheDocument();

    expect(await screen.findByText(RECEIPT_TEXTS.emailed, {}, POLL)).toBeInTheDocument();
    expect(screen.queryByText(RECEIPT_TEXTS.waiting)).not.toBeInTheDocument();
    expect(screen.getByLabelText('Status SUCCEEDED')).toBeInTheDocument();
    const readsWhenSettled = api.callsTo(RECEIPT).length;
    expect(readsWhenSettled).toBe(2);
    expect(screen.getByRole('link', { name: 'BACK TO INVOICES' })).toHaveAttribute('href', '/payments/All');
    expect(screen.getByRole('link', { name: 'PAYMENT HISTORY' })).toHaveAttribute(
      'href',
      '/payments/history',
    );
    expect(screen.getByRole('button', { name: 'PRINT' })).toBeInTheDocument();
  });

  it('says a missing or malformed paymentId is not a payment, without calling the API', async () => {
    const api = mockApi();
    renderPage('');
    expect(screen.getByRole('heading', { name: RECEIPT_TEXTS.notFound })).toBeInTheDocument();
    renderPage('?paymentId=../etc');
    expect(screen.getAllByRole('heading', { name: RECEIPT_TEXTS.notFound })).toHaveLength(2);
    expect(api.callsTo(RECEIPT)).toHaveLength(0);
  });

  it('says an unknown payment is not found', async () => {
    mockApi({ 'GET /api/payments/PAY99999999': apiError(404, 'NOT_FOUND', 'Not Found') });
    renderPage('?paymentId=PAY99999999');
    expect(await screen.findByRole('heading', { name: RECEIPT_TEXTS.notFound })).toBeInTheDocument();
    expect(screen.getByText('No payment PAY99999999 is visible to you.')).toBeInTheDocument();
  });

  it('shows a failed payment’s reason', async () => {
    mockApi({
      [RECEIPT]: {
        status: 200,
        body: {
          payment: buildReceipt({ status: 'FAILED', failureMessage: 'Your card has insufficient funds.' }),
        },
      },
    });
    renderPage('?paymentId=PAY00000001');
    expect(await screen.findByRole('alert')).toHaveTextContent('Your card has insufficient funds.');
  });
});
