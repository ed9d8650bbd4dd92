import { MantineProvider } from '@mantine/core';
import type { LaneEstimateResponse, PortOption } from '@navia/domain/contracts/transit';
import type { CurrentUser } from '@navia/domain/contracts/user';
import { SEARCH_MESSAGES } from '@navia/domain/rules/filters/constants';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { setCurrentUser } from '../../../lib/auth.ts';
import { buildCurrentUser } from '../../../test/factories.ts';
import { type ApiAnswer, type ApiCall, apiError, mockApi } from '../../../test/mock-api.ts';
import { layoutItemFor } from './cargo-map-factories.ts';
import { SHIPPING_TEXTS, ShippingCalculatorWidget } from './shipping-calculator-widget.tsx';

const PORTS: PortOption[] = [
  { RL_Code: 'AUMEL', RL_Portname: 'Melbourne', country: 'AU' },
  { RL_Code: 'CNSHA', RL_Portname: 'Shanghai', country: 'CN' },
];

const port = (code: string) => {
  const p = PORTS.find((x) => x.RL_Code === code);
  return p ? { code: p.RL_Code, name: p.RL_Portname, country: p.country, latitude: 0, longitude: 0 } : null;
};

const estimate = (overrides: Partial<LaneEstimateResponse> = {}): LaneEstimateResponse => ({
  origin: port('CNSHA'),
  destination: port('AUMEL'),
  mode: 'SEA',
  transit: { medianDays: 18.5, minDays: 15, maxDays: 24.2, sampleSize: 7 },
  co2ePerTonneKg: 148.72,
  distanceKm: 9295,
  factorVersion: 'navia-ef-2026.1',
  ...overrides,
});

function renderWidget(lane: (call: ApiCall) => ApiAnswer, user?: CurrentUser) {
  // mockApi keys its routes by path: the lane asked for is read from the query string of each call.
  const queries: URLSearchParams[] = [];
  let lastUrl = '';
  const api = mockApi({
    'GET /api/transit/ports': () => ({ status: 200, body: { result: PORTS } }),
    'GET /api/transit/laneEstimate': (call) => {
      queries.push(new URLSearchParams(lastUrl.split('?')[1]));
      return lane(call);
    },
  });
  const mockedFetch = globalThis.fetch;
  vi.stubGlobal('fetch', (input: RequestInfo | URL, init?: RequestInit) => {
    lastUrl = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    return mockedFetch(input, init);
  });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  if (user) setCurrentUser(client, user);
  render(
    <QueryClientProvider client={client}>
      <MantineProvider env="test">
        <ShippingCalculatorWidget item={layoutItemFor('ShippingCalculator')} />
      </MantineProvider>
    </QueryClientProvider>,
  );
  return { api, queries, user: userEvent.setup() };
}

async function choose(
  user: ReturnType<typeof userEvent.setup>,
  label: string,
  typed: string,
  option: string,
) {
  await user.type(screen.getByRole('textbox', { name: label }), typed);
  await user.click(await screen.findByRole('option', { name: new RegExp(option) }));
}

describe('ShippingCalculatorWidget', () => {
  it('asks for a lane until origin and destination are chosen, and looks ports up from 3 characters', async () => {
    const { api, user } = renderWidget(() => ({ status: 200, body: estimate() }));
    expect(screen.getByText(SHIPPING_TEXTS.choose)).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'ORIGIN PORT' }), 'sh');
    const options = await screen.findByRole('listbox', { name: 'ORIGIN PORT OPTIONS' });
    expect(within(options).getByText(SEARCH_MESSAGES.typeAheadPrompt)).toBeInTheDocument();
    expect(api.callsTo('GET /api/transit/ports')).toHaveLength(0);
    expect(api.callsTo('GET /api/transit/laneEstimate')).toHaveLength(0);
  });

  it('shows the median transit, its range and sample, and the CO2e per tonne of the lane', async () => {
    const { queries, user } = renderWidget(() => ({ status: 200, body: estimate() }));
    await choose(user, 'ORIGIN PORT', 'sha', 'Shanghai');
    await choose(user, 'DESTINATION PORT', 'mel', 'Melbourne');
    expect(await screen.findByText('18.5 days')).toBeInTheDocument();
    expect(screen.getByText('Range 15 days – 24.2 days')).toBeInTheDocument();
    expect(screen.getByText(/Median of 7 past shipments/)).toBeInTheDocument();
    expect(screen.getByText('148.72 KGS')).toBeInTheDocument();
    expect(screen.getByText('9,295 km charged')).toBeInTheDocument();
    expect(queries.at(-1)?.toString()).toBe('origin=CNSHA&destination=AUMEL&mode=SEA');
  });

  it("writes the days and the distance in the user's language", async () => {
    const hungarian = buildCurrentUser({ language: 'hu-HU' });
    const { user } = renderWidget(() => ({ status: 200, body: estimate({ distanceKm: 12345 }) }), hungarian);
    await choose(user, 'ORIGIN PORT', 'sha', 'Shanghai');
    await choose(user, 'DESTINATION PORT', 'mel', 'Melbourne');
    expect(await screen.findByText('18,5 days')).toBeInTheDocument();
    expect(screen.getByText('Range 15 days – 24,2 days')).toBeInTheDocument();
    expect(screen.getByText(/^12\s345 km charged$/)).toBeInTheDocument();
  });

  it('asks again for the mode chosen', async () => {
    const { queries, user } = renderWidget(() => ({ status: 200, body: estimate() }));
    await choose(user, 'ORIGIN PORT', 'sha', 'Shanghai');
    await choose(user, 'DESTINATION PORT', 'mel', 'Melbourne');
    await screen.findByText('18.5 days');
    await user.click(screen.getByRole('radio', { name: 'AIR' }));
    await screen.findByText('18.5 days');
    expect(queries.at(-1)?.get('mode')).toBe('AIR');
  });

  it('says clearly when the lane has no past shipments', async () => {
    const { user } = renderWidget(() => ({ status: 200, body: estimate({ transit: null }) }));
    await choose(user, 'ORIGIN PORT', 'sha', 'Shanghai');
    await choose(user, 'DESTINATION PORT', 'mel', 'Melbourne');
    expect(await screen.findByText(SHIPPING_TEXTS.noShipments)).toBeInTheDocument();
    expect(screen.getByText('148.72 KGS')).toBeInTheDocument();
  });

  it('shows an error when the estimate fails', async () => {
    const { user } = renderWidget(() => apiError(500, 'INTERNAL', 'boom'));
    await choose(user, 'ORIGIN PORT', 'sha', 'Shanghai');
    await choose(user, 'DESTINATION PORT', 'mel', 'Melbourne');
    expect(await screen.findByRole('alert')).toHaveTextContent('AN ERROR OCCURRED');
  });

  it('does not ask for a lane from a port to itself', async () => {
    const { api, user } = renderWidget(() => ({ status: 200, body: estimate() }));
    await choose(user, 'ORIGIN PORT', 'mel', 'Melbourne');
    await choose(user, 'DESTINATION PORT', 'mel', 'Melbourne');
    expect(await screen.findByText(SHIPPING_TEXTS.samePort)).toBeInTheDocument();
    expect(api.callsTo('GET /api/transit/laneEstimate')).toHaveLength(0);
  });
});
