import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { type ApiRoute, apiError, mockApi } from '../../../../test/mock-api.ts';
import { CHECKOUT_TEXTS, CheckoutPanel } from './checkout-panel.tsx';
import { builderOf, buildReceipt, INVOICE_ID, renderWithProviders } from './checkout-test-harness.tsx';
import { THREE_D_SECURE_TITLE } from './three-d-secure-dialog.tsx';

const PAY = 'POST /api/payments/pay';
const TOKENS = 'POST /api/payments/testGateway/tokens';

const testGateway = {
  status: 200,
  body: {
    gateway: 'TEST',
    isTest: true,
    publishableKey: null,
    testCards: [
      { number: '4242 4242 4242 4242', outcome: 'Succeeds (Visa)' },
      { number: '4000 0000 0000 0002', outcome: 'Declined' },
      { number: '4000 0000 0000 9995', outcome: 'Declined: insufficient funds' },
      { number: '4000 0000 0000 3220', outcome: '3-D Secure required' },
    ],
  },
};

const fees = {
  status: 200,
  body: {
    fees: [
      { cardType: 'VISA', basisPoints: 140, isCustom: false },
      { cardType: 'MASTERCARD', basisPoints: 150, isCustom: true },
      { cardType: 'AMEX', basisPoints: 260, isCustom: false },
    ],
  },
};

let tokens = 0;
const tokenize: ApiRoute = (call) => {
  const number = String((call.body as { number: string }).number);
  tokens += 1;
  return {
    status: 200,
    body: {
      token: `tok_test_${tokens}`,
      card: { brand: 'VISA', last4: number.slice(-4), expMonth: 12, expYear: 2030 },
    },
  };
};

function checkoutApi(routes: Record<string, ApiRoute> = {}) {
  return mockApi({
    'GET /api/payments/gateway': testGateway,
    'GET /api/payments/merchantFees': fees,
    'GET /api/payments/savedCard': { status: 200, body: { card: null } },
    [TOKENS]: tokenize,
    ...routes,
  });
}

const payBodies = (api: ReturnType<typeof mockApi>) =>
  api.callsTo(PAY).map((c) => c.body as Record<string, unknown>);

async function typeCard(user: ReturnType<typeof renderWithProviders>['user'], number: string) {
  await user.type(await screen.findByRole('textbox', { name: /CARD NUMBER/ }), number);
  await user.type(screen.getByRole('textbox', { name: /EXPIRY/ }), '1230');
  await user.type(screen.getByRole('textbox', { name: /CVC/ }), '123');
}

describe('card checkout (issue 14)', { timeout: 15_000 }, () => {
  it('says the test gateway charges no real card and lists its cards', async () => {
    checkoutApi();
    renderWithProviders(<CheckoutPanel builder={builderOf()} />);
    expect(await screen.findByText(CHECKOUT_TEXTS.testGateway)).toBeInTheDocument();
    for (const outcome of [
      'Succeeds (Visa)',
      'Declined',
      'Declined: insufficient funds',
      '3-D Secure required',
    ]) {
      expect(screen.getByText(outcome)).toBeInTheDocument();
    }
  });

  it('shows an empty builder a hint, not a form', () => {
    checkoutApi();
    renderWithProviders(<CheckoutPanel builder={{ lines: [] }} />);
    expect(screen.getByText(CHECKOUT_TEXTS.empty)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'PAY' })).not.toBeInTheDocument();
  });

  it('shows the fee per card type, then the typed brand’s fee and the total to charge', async () => {
    checkoutApi();
    const { user } = renderWithProviders(<CheckoutPanel builder={builderOf(10_000)} />);
    const perType = await screen.findByRole('table', { name: 'Merchant fee per card type' });
    expect(
      within(perType).getByRole('row', { name: /Visa 1\.40% \(A\$1\.40\) A\$101\.40/ }),
    ).toBeInTheDocument();
    expect(
      within(perType).getByRole('row', { name: /Mastercard 1\.50% \(A\$1\.50\) A\$101\.50/ }),
    ).toBeInTheDocument();
    expect(
      within(perType).getByRole('row', { name: /American Express 2\.60% \(A\$2\.60\) A\$102\.60/ }),
    ).toBeInTheDocument();

    const number = screen.getByRole('textbox', { name: /CARD NUMBER/ });
    await user.type(number, '3782');
    const charge = screen.getByRole('table', { name: 'Amount to charge' });
    expect(
      within(charge).getByRole('row', { name: /MERCHANT FEE \(American Express 2\.60%\) A\$2\.60/ }),
    ).toBeInTheDocument();
    expect(within(charge).getByRole('row', { name: /TOTAL TO CHARGE A\$102\.60/ })).toBeInTheDocument();

    await user.clear(number);
    await user.type(number, '5555');
    expect(
      screen.getByRole('row', { name: /MERCHANT FEE \(Mastercard 1\.50%\) A\$1\.50/ }),
    ).toBeInTheDocument();
    expect(number).toHaveValue('5555');
  });

  it('checks the form before sending anything', async () => {
    const api = checkoutApi();
    const { user } = renderWithProviders(<CheckoutPanel builder={builderOf()} />);
    await user.type(await screen.findByRole('textbox', { name: /CARD NUMBER/ }), '4242424242424241');
    await user.click(screen.getByRole('button', { name: 'PAY' }));
    expect(screen.getByText('This card number is not valid.')).toBeInTheDocument();
    expect(screen.getByText('Enter the expiry as MM/YY.')).toBeInTheDocument();
    expect(api.callsTo(TOKENS)).toHaveLength(0);
    expect(api.callsTo(PAY)).toHaveLength(0);
  });

  it('retries a network error with the same key and token, then opens the receipt', async () => {
    let answers = 0;
    const api = checkoutApi({
      [PAY]: () => {
        answers += 1;
        if (answers === 1) throw new TypeError('Failed to fetch');
        return { status: 200, body: { payment: buildReceipt({ status: 'PENDING' }) } };
      },
    });
    const { user, router } = renderWithProviders(<CheckoutPanel builder={builderOf()} />);
    await typeCard(user, '4242424242424242');
    await user.click(screen.getByRole('button', { name: 'PAY' }));
    expect(await screen.findByText(CHECKOUT_TEXTS.network)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'PAY' }));
    expect(await screen.findByText('Receipt of PAY00000001')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?paymentId=PAY00000001');

    const [first, second] = payBodies(api);
    expect(first?.idempotencyKey).toMatch(/^[0-9a-f-]{36}$/);
    expect(second?.idempotencyKey).toBe(first?.idempotencyKey);
    expect(second?.token).toBe(first?.token);
    expect(second).toMatchObject({ invoices: [{ invoiceId: INVOICE_ID, amount: 10_000 }], saveCard: false });
    expect(api.callsTo(TOKENS)).toHaveLength(1);
    // The number went to the tokens call only.
    expect(JSON.stringify(payBodies(api))).not.toContain('4242424242424242');
    expect(JSON.stringify({ ...window.localStorage, ...window.sessionStorage })).not.toContain('4242');
  });

  it('shows a decline, keeps what was typed, and sends a new key on the next press', async () => {
    const api = checkoutApi({
      [PAY]: {
        status: 200,
        body: { payment: buildReceipt({ status: 'FAILED', failureMessage: 'Your card was declined.' }) },
      },
    });
    const { user } = renderWithProviders(<CheckoutPanel builder={builderOf()} />);
    await typeCard(user, '4000000000000002');
    await user.click(screen.getByRole('button', { name: 'PAY' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Your card was declined.');
    expect(screen.getByRole('textbox', { name: /CARD NUMBER/ })).toHaveValue('4000 0000 0000 0002');
    expect(screen.getByRole('textbox', { name: /EXPIRY/ })).toHaveValue('12/30');
    expect(screen.getByRole('textbox', { name: /CVC/ })).toHaveValue('123');

    await user.click(screen.getByRole('button', { name: 'PAY' }));
    await waitFor(() => expect(api.callsTo(PAY)).toHaveLength(2));
    const [first, second] = payBodies(api);
    expect(second?.idempotencyKey).not.toBe(first?.idempotencyKey);
  });

  it('shows a 409 with its message', async () => {
    checkoutApi({
      [PAY]: apiError(
        409,
        'INVOICE_NOT_PAYABLE',
        'An invoice of this payment was paid meanwhile. Reload the invoices and try again.',
      ),
    });
    const { user } = renderWithProviders(<CheckoutPanel builder={builderOf()} />);
    await typeCard(user, '4242424242424242');
    await user.click(screen.getByRole('button', { name: 'PAY' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'An invoice of this payment was paid meanwhile.',
    );
  });

  it('asks the bank’s confirmation of a 3-D Secure card and opens the receipt once approved', async () => {
    const api = checkoutApi({
      [PAY]: { status: 200, body: { payment: buildReceipt({ status: 'REQUIRES_ACTION' }) } },
      'POST /api/payments/PAY00000001/authenticate': {
        status: 200,
        body: { payment: buildReceipt({ status: 'PENDING' }) },
      },
    });
    const { user } = renderWithProviders(<CheckoutPanel builder={builderOf()} />);
    await typeCard(user, '4000000000003220');
    await user.click(screen.getByRole('button', { name: 'PAY' }));
    const dialog = await screen.findByRole('dialog', { name: THREE_D_SECURE_TITLE });
    expect(dialog).toHaveTextContent('A$101.40');
    await user.click(within(dialog).getByRole('button', { name: 'APPROVE' }));
    expect(await screen.findByText('Receipt of PAY00000001')).toBeInTheDocument();
    expect(api.callsTo('POST /api/payments/PAY00000001/authenticate')[0]?.body).toEqual({ approved: true });
  });

  it('pays with the saved card, without a token', async () => {
    const api = checkoutApi({
      'GET /api/payments/savedCard': {
        status: 200,
        body: { card: { brand: 'AMEX', last4: '0005', expMonth: 1, expYear: 2031 } },
      },
      'DELETE /api/payments/savedCard': { status: 200, body: { card: null } },
      [PAY]: { status: 200, body: { payment: buildReceipt({ status: 'SUCCEEDED' }) } },
    });
    const { user } = renderWithProviders(<CheckoutPanel builder={builderOf()} />);
    const saved = await screen.findByRole('radio', { name: 'PAY WITH AMEX •••• 0005' });
    expect(saved).toBeChecked();
    expect(
      screen.getByRole('row', { name: /MERCHANT FEE \(American Express 2\.60%\) A\$2\.60/ }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: /CARD NUMBER/ })).not.toBeInTheDocument();

    await user.click(screen.getByRole('radio', { name: 'A NEW CARD' }));
    expect(screen.getByRole('checkbox', { name: /SAVE THIS CARD/ })).toBeInTheDocument();
    await user.click(saved);
    await user.click(screen.getByRole('button', { name: 'PAY' }));
    expect(await screen.findByText('Receipt of PAY00000001')).toBeInTheDocument();
    expect(payBodies(api)[0]).toMatchObject({ useSavedCard: true });
    expect(payBodies(api)[0]).not.toHaveProperty('token');
    expect(api.callsTo(TOKENS)).toHaveLength(0);
  });

  it('forgets the saved card on REMOVE SAVED CARD and offers the card form', async () => {
    const api = checkoutApi({
      'GET /api/payments/savedCard': {
        status: 200,
        body: { card: { brand: 'VISA', last4: '4242', expMonth: 1, expYear: 2031 } },
      },
      'DELETE /api/payments/savedCard': { status: 200, body: { card: null } },
    });
    const { user } = renderWithProviders(<CheckoutPanel builder={builderOf()} />);
    await user.click(await screen.findByRole('button', { name: 'REMOVE SAVED CARD' }));
    expect(await screen.findByRole('textbox', { name: /CARD NUMBER/ })).toBeInTheDocument();
    expect(screen.queryByRole('radio', { name: /PAY WITH/ })).not.toBeInTheDocument();
    expect(api.callsTo('DELETE /api/payments/savedCard')).toHaveLength(1);
  });

  it('sends SAVE THIS CARD with the new card', async () => {
    const api = checkoutApi({
      [PAY]: { status: 200, body: { payment: buildReceipt({ status: 'PENDING' }) } },
    });
    const { user } = renderWithProviders(<CheckoutPanel builder={builderOf()} />);
    await typeCard(user, '4242424242424242');
    await user.click(screen.getByRole('checkbox', { name: /SAVE THIS CARD/ }));
    await user.click(screen.getByRole('button', { name: 'PAY' }));
    await screen.findByText('Receipt of PAY00000001');
    expect(payBodies(api)[0]).toMatchObject({ saveCard: true, token: `tok_test_${tokens}` });
  });

  it('sends one payment for a double press while the first is in flight', async () => {
    let release: () => void = () => {};
    const answered = new Promise<void>((resolve) => {
      release = resolve;
    });
    const api = checkoutApi({
      [PAY]: async () => {
        await answered;
        return { status: 200, body: { payment: buildReceipt({ status: 'PENDING' }) } };
      },
    });
    const { user } = renderWithProviders(<CheckoutPanel builder={builderOf()} />);
    await typeCard(user, '4242424242424242');
    const pay = screen.getByRole('button', { name: 'PAY' });
    await user.click(pay);
    await waitFor(() => expect(api.callsTo(PAY)).toHaveLength(1));
    expect(pay).toBeDisabled();
    await user.click(pay);
    release();
    await screen.findByText('Receipt of PAY00000001');
    expect(api.callsTo(PAY)).toHaveLength(1);
  });
});
