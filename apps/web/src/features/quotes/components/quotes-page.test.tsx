import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { buildCurrentUser } from '../../../test/factories.ts';
import { type ApiRoute, mockApi } from '../../../test/mock-api.ts';
import { locationOf, renderApp } from '../../../test/render-app.tsx';
import { buildOption, buildQuote, QUOTE_ID } from './quote-factories.ts';

const PAGE_TEST = { timeout: 20_000 };

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-18T10:00:00Z'));
});
afterEach(() => {
  vi.useRealTimers();
});

const awaiting = buildQuote({
  status: 'AWAITING_PRICE',
  manualQuoteRequired: true,
  manualReason: 'NO_RATE_CARD',
  options: [],
  validUntil: null,
});

function start(path: string, user: ReturnType<typeof buildCurrentUser>, routes: Record<string, ApiRoute>) {
  const api = mockApi({ 'GET /api/user/getUpdatedSelf': { status: 200, body: { user } }, ...routes });
  return { api, ...renderApp(path) };
}

describe('/quotes', () => {
  it('lists the quotes with their status, and a row opens its options with ACCEPT', PAGE_TEST, async () => {
    const quote = buildQuote({ options: [buildOption({ optionId: 'opt-1', carrier: 'Maersk' })] });
    const { api, user, router } = start(
      '/quotes',
      buildCurrentUser({ type: 'CA', permissions: { quotes: true } }),
      {
        'POST /api/quotes/list': {
          status: 200,
          body: { result: [quote, { ...awaiting, _id: 'q-2', quoteNumber: 'Q-000124' }], total: 2 },
        },
        [`GET /api/quotes/${QUOTE_ID}`]: { status: 200, body: { quote } },
        [`POST /api/quotes/${QUOTE_ID}/accept`]: {
          status: 200,
          body: { quote: { ...quote, status: 'ACCEPTED', acceptedOptionId: 'opt-1' } },
        },
      },
    );
    const table = await screen.findByRole('table', { name: 'QUOTES' }, { timeout: 5000 });
    expect(within(table).getByText('INSTANT')).toBeInTheDocument();
    expect(within(table).getByText('AWAITING PRICE')).toBeInTheDocument();
    expect(within(table).queryByText('REQUESTED BY')).not.toBeInTheDocument();
    await user.click(within(table).getByRole('button', { name: 'OPEN QUOTE Q-000123' }));
    expect(locationOf(router)).toBe(`/quotes?quote=${QUOTE_ID}`);
    const dialog = await screen.findByRole('dialog', {}, { timeout: 5000 });
    await user.click(await within(dialog).findByRole('button', { name: 'ACCEPT MAERSK STANDARD' }));
    await waitFor(() => expect(locationOf(router)).toBe(`/bookings?quote=${QUOTE_ID}&option=opt-1`), {
      timeout: 5000,
    });
    expect(api.callsTo('POST /api/quotes/list')[0]?.body).toMatchObject({ filter: '', batchNo: 1 });
    expect(within(dialog).queryByRole('form', { name: 'PRICE THIS QUOTE' })).not.toBeInTheDocument();
  });

  it('staff price an AWAITING PRICE quote opened by ?quote=', PAGE_TEST, async () => {
    const priced = buildQuote({
      status: 'PRICED',
      manualQuoteRequired: true,
      options: [buildOption({ carrier: 'Hapag-Lloyd' })],
    });
    const { api, user } = start(
      `/quotes?quote=${QUOTE_ID}`,
      buildCurrentUser({ type: 'NU', email: 'staff@navia.demo' }),
      {
        'POST /api/quotes/list': { status: 200, body: { result: [awaiting], total: 1 } },
        [`GET /api/quotes/${QUOTE_ID}`]: { status: 200, body: { quote: awaiting } },
        [`POST /api/quotes/${QUOTE_ID}/price`]: { status: 200, body: { quote: priced } },
      },
    );
    const dialog = await screen.findByRole('dialog', {}, { timeout: 5000 });
    const form = await within(dialog).findByRole('form', { name: 'PRICE THIS QUOTE' }, { timeout: 5000 });
    expect(within(dialog).getByText('YOUR REQUEST HAS GONE TO OUR TEAM FOR PRICING')).toBeInTheDocument();

    // Nothing typed: the shared schema names the fields.
    await user.click(within(form).getByRole('button', { name: 'SEND PRICE' }));
    await waitFor(() =>
      expect(within(form).getByRole('textbox', { name: 'CARRIER OF OPTION 1' })).toHaveAccessibleDescription(
        'This field is required.',
      ),
    );
    expect(api.callsTo(`POST /api/quotes/${QUOTE_ID}/price`)).toHaveLength(0);

    await user.type(within(form).getByRole('textbox', { name: 'CARRIER OF OPTION 1' }), 'Hapag-Lloyd');
    await user.type(within(form).getByRole('textbox', { name: 'SERVICE LEVEL OF OPTION 1' }), 'Standard');
    await user.type(within(form).getByRole('textbox', { name: 'TRANSIT DAYS OF OPTION 1' }), '18');
    await user.click(within(form).getByRole('button', { name: /VALID UNTIL OF OPTION 1/ }));
    await user.click(screen.getByRole('button', { name: '30 November 2026' }));
    await user.clear(within(form).getByRole('textbox', { name: 'CHARGE 1 OF OPTION 1' }));
    await user.type(within(form).getByRole('textbox', { name: 'CHARGE 1 OF OPTION 1' }), 'Ocean freight');
    await user.type(within(form).getByRole('textbox', { name: 'AMOUNT 1 OF OPTION 1' }), '2500.50');
    await user.click(within(form).getByRole('button', { name: 'SEND PRICE' }));
    await waitFor(() => expect(api.callsTo(`POST /api/quotes/${QUOTE_ID}/price`)).toHaveLength(1), {
      timeout: 5000,
    });
    expect(api.callsTo(`POST /api/quotes/${QUOTE_ID}/price`)[0]?.body).toEqual({
      options: [
        {
          carrier: 'Hapag-Lloyd',
          serviceLevel: 'Standard',
          transitDays: 18,
          validUntil: '2026-11-30',
          breakdown: [
            { code: 'FREIGHT', label: 'Ocean freight', amount: { amount: 250_050, currency: 'AUD' } },
          ],
        },
      ],
    });
  });
});
