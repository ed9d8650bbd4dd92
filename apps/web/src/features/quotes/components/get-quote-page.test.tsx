import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { buildCurrentUser } from '../../../test/factories.ts';
import { type ApiRoute, apiError, mockApi } from '../../../test/mock-api.ts';
import { locationOf, renderApp } from '../../../test/render-app.tsx';
import { buildOption, buildQuote, QUOTE_ID } from './quote-factories.ts';
import { QUOTE_TEXTS } from './quote-texts.ts';

const PAGE_TEST = { timeout: 20_000 };

// Only Date is faked (the ready date picker offers days from tomorrow): no timers are involved.
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-18T10:00:00Z'));
});
afterEach(() => {
  vi.useRealTimers();
});

const customer = () => buildCurrentUser({ type: 'CA', permissions: { quotes: true } });

const PORTS: Record<string, { RL_Code: string; RL_Portname: string; country: string }> = {
  CNSHA: { RL_Code: 'CNSHA', RL_Portname: 'Shanghai', country: 'CN' },
  AUMEL: { RL_Code: 'AUMEL', RL_Portname: 'Melbourne', country: 'AU' },
};
const ports: ApiRoute = () => ({ status: 200, body: { result: Object.values(PORTS) } });

function start(routes: Record<string, ApiRoute> = {}) {
  const api = mockApi({
    'GET /api/user/getUpdatedSelf': { status: 200, body: { user: customer() } },
    'GET /api/transit/ports': ports,
    ...routes,
  });
  const app = renderApp('/getQuote');
  return { api, ...app };
}

type User = ReturnType<typeof renderApp>['user'];

async function choosePort(user: User, label: string, code: string) {
  const input = await screen.findByRole('textbox', { name: label }, { timeout: 5000 });
  await user.type(input, code);
  const name = PORTS[code]?.RL_Portname ?? code;
  await user.click(await screen.findByRole('option', { name: new RegExp(name) }, { timeout: 3000 }));
}

async function fillFclRequest(user: User) {
  await choosePort(user, 'ORIGIN PORT', 'CNSHA');
  await choosePort(user, 'DESTINATION PORT', 'AUMEL');
  await user.type(screen.getByRole('textbox', { name: 'CARGO WEIGHT PER CONTAINER (KG) 1' }), '12000');
  await user.click(screen.getByRole('button', { name: /READY DATE/ }));
  await user.click(screen.getByRole('button', { name: '20 November 2026' }));
}

const optionTitles = () =>
  screen.getAllByRole('article').map((card) => within(card).getAllByText(/./)[0]?.textContent);

describe('/getQuote', () => {
  it(
    'checks the form with the shared schema and sends nothing while a field is wrong',
    PAGE_TEST,
    async () => {
      const { api, user } = start();
      await user.click(await screen.findByRole('button', { name: 'GET QUOTE' }, { timeout: 5000 }));
      const origin = screen.getByRole('textbox', { name: 'ORIGIN PORT' });
      await waitFor(() => expect(origin).toHaveAccessibleDescription('This field is required.'));
      expect(
        screen.getByRole('textbox', { name: 'CARGO WEIGHT PER CONTAINER (KG) 1' }),
      ).toHaveAccessibleDescription('This field is required.');
      expect(api.callsTo('POST /api/quotes/getQuote')).toHaveLength(0);
    },
  );

  it('shows the chargeable weight of the pieces live (AIR 1:6000)', PAGE_TEST, async () => {
    const { user } = start();
    await user.click(await screen.findByRole('combobox', { name: 'MODE AND PACKING' }, { timeout: 5000 }));
    await user.click(screen.getByRole('option', { name: 'AIR' }));
    await user.type(screen.getByRole('textbox', { name: 'LENGTH (CM) 1' }), '100');
    await user.type(screen.getByRole('textbox', { name: 'WIDTH (CM) 1' }), '100');
    await user.type(screen.getByRole('textbox', { name: 'HEIGHT (CM) 1' }), '100');
    await user.type(screen.getByRole('textbox', { name: 'WEIGHT PER PIECE (KG) 1' }), '10');
    // 1 m³ = 166.67 kg of volume weight, rounded up to the half kilogram.
    await waitFor(() => expect(screen.getByTestId('chargeable-weight')).toHaveTextContent('167 KG'));
  });

  it('lists the options by price or by transit, and ACCEPT opens the booking', PAGE_TEST, async () => {
    const quote = buildQuote({
      options: [
        buildOption({
          optionId: 'opt-1',
          carrier: 'Maersk',
          transitDays: 20,
          total: { amount: 200_000, currency: 'AUD' },
        }),
        buildOption({
          optionId: 'opt-2',
          carrier: 'ONE',
          transitDays: 14,
          total: { amount: 260_000, currency: 'AUD' },
        }),
      ],
    });
    const { api, user, router } = start({
      'POST /api/quotes/getQuote': { status: 200, body: { quote } },
      [`POST /api/quotes/${QUOTE_ID}/accept`]: {
        status: 200,
        body: { quote: { ...quote, status: 'ACCEPTED', acceptedOptionId: 'opt-2' } },
      },
    });
    await fillFclRequest(user);
    await user.click(screen.getByRole('button', { name: 'GET QUOTE' }));
    await screen.findByRole('heading', { name: 'QUOTE Q-000123' }, { timeout: 5000 });
    // The option cards load with the first answer.
    await screen.findAllByRole('article', {}, { timeout: 5000 });
    expect(api.callsTo('POST /api/quotes/getQuote')[0]?.body).toMatchObject({
      origin: 'CNSHA',
      destination: 'AUMEL',
      mode: 'SEA_FCL',
      pieces: [],
      containers: [{ containerType: '40HC', quantity: 1, weightKg: 12_000 }],
      readyDate: '2026-11-20',
    });
    expect(optionTitles()).toEqual(['MAERSK', 'ONE']);
    await user.click(screen.getByRole('radio', { name: 'FASTEST' }));
    expect(optionTitles()).toEqual(['ONE', 'MAERSK']);

    // The breakdown shows the original and converted amounts and the rate with its day.
    const first = screen.getAllByRole('article')[0] as HTMLElement;
    await user.click(within(first).getByRole('button', { name: 'SHOW PRICE BREAKDOWN' }));
    expect(within(first).getByText(/1 USD = 1.5625 AUD/)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'ACCEPT ONE STANDARD' }));
    await waitFor(() => expect(locationOf(router)).toBe(`/bookings?quote=${QUOTE_ID}&option=opt-2`), {
      timeout: 5000,
    });
    expect(api.callsTo(`POST /api/quotes/${QUOTE_ID}/accept`)[0]?.body).toEqual({ optionId: 'opt-2' });
  });

  it('says a manual quote went to the team for pricing', PAGE_TEST, async () => {
    const quote = buildQuote({
      status: 'AWAITING_PRICE',
      manualQuoteRequired: true,
      manualReason: 'NO_RATE_CARD',
      options: [],
      validUntil: null,
    });
    const { user } = start({ 'POST /api/quotes/getQuote': { status: 200, body: { quote } } });
    await fillFclRequest(user);
    await user.click(screen.getByRole('button', { name: 'GET QUOTE' }));
    expect(await screen.findByText(QUOTE_TEXTS.manualTitle, {}, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^ACCEPT/ })).not.toBeInTheDocument();
  });

  it('keeps what was typed and names the field when the server refuses', PAGE_TEST, async () => {
    const { user } = start({
      'POST /api/quotes/getQuote': apiError(400, 'VALIDATION', 'Invalid request', {
        issues: [{ field: 'readyDate', message: 'must not be in the past' }],
      }),
    });
    await fillFclRequest(user);
    await user.click(screen.getByRole('button', { name: 'GET QUOTE' }));
    const alert = await screen.findByRole('alert', {}, { timeout: 5000 });
    expect(alert).toHaveTextContent('READYDATE: MUST NOT BE IN THE PAST');
    expect(screen.getByRole('textbox', { name: 'ORIGIN PORT' })).toHaveValue('Shanghai (CNSHA)');
    expect(screen.getByRole('textbox', { name: 'CARGO WEIGHT PER CONTAINER (KG) 1' })).toHaveValue('12000');
  });
});
