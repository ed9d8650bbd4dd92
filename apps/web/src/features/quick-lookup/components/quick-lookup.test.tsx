import { QUICK_LOOKUP_DETAIL_ERROR } from '@navia/domain/contracts/lookup';
import { MESSAGES } from '@navia/domain/errors';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildLookupDetail } from '../../../components/shipment-summary/test-fixtures.ts';
import { type ApiRoute, apiError, mockApi } from '../../../test/mock-api.ts';
import { renderApp } from '../../../test/render-app.tsx';

const SEARCH = 'GET /api/search/shipments';
const DETAIL = 'GET /api/search/shipment';
const found = {
  shipNumber: 'S01009240',
  ETD: '2026-03-04T00:00:00.000Z',
  ETA: '2026-03-25T00:00:00.000Z',
  ShipKey: 'AU-S01009240',
  OrdKey: '-',
  buyer: 'Acme Retail Pty Ltd',
};

function lookupApi(routes: Record<string, ApiRoute> = {}) {
  return mockApi({
    [SEARCH]: { status: 200, body: { result: [found] } },
    [DETAIL]: { status: 200, body: buildLookupDetail() },
    ...routes,
  });
}

const WIDE = 1400;
const realMatchMedia = window.matchMedia;

/** A window of WIDE px for media queries, so the lookup panel shows (hub §2: from 1025 px). */
function wideMatchMedia(query: string): MediaQueryList {
  const min = /min-width:\s*(\d+(?:\.\d+)?)px/.exec(query);
  const max = /max-width:\s*(\d+(?:\.\d+)?)px/.exec(query);
  const matches =
    (min ? WIDE >= Number(min[1]) : true) && (max ? WIDE <= Number(max[1]) : true) && (min || max) !== null;
  const list = new EventTarget() as MediaQueryList;
  return Object.assign(list, {
    matches,
    media: query,
    onchange: null,
    addListener: () => {},
    removeListener: () => {},
  });
}

beforeEach(() => {
  Object.defineProperty(window, 'innerWidth', { configurable: true, value: WIDE });
  window.matchMedia = wideMatchMedia;
});
afterEach(() => {
  Object.defineProperty(window, 'innerWidth', { configurable: true, value: 1024 });
  window.matchMedia = realMatchMedia;
});

async function openLookup() {
  const view = renderApp('/login');
  const panel = await screen.findByRole('region', { name: 'RUN A QUICK RECORD LOOKUP' });
  return { ...view, panel };
}

async function search(
  user: Awaited<ReturnType<typeof openLookup>>['user'],
  panel: HTMLElement,
  type: string,
  value: string,
) {
  await user.click(within(panel).getByRole('combobox', { name: 'SEARCH TYPE' }));
  await user.click(await screen.findByRole('option', { name: type }));
  await user.type(within(panel).getByLabelText('NUMBER'), value);
  await user.click(within(panel).getByRole('button', { name: 'SEARCH' }));
}

describe('quick record lookup (hub §2, §4, §5)', () => {
  it('validates only after a submit attempt, and clears each error when its value changes', async () => {
    const api = lookupApi();
    const { user, panel } = await openLookup();
    expect(within(panel).queryByText(MESSAGES.fieldRequired)).not.toBeInTheDocument();
    await user.type(within(panel).getByLabelText('NUMBER'), 'x');
    await user.clear(within(panel).getByLabelText('NUMBER'));
    expect(within(panel).queryByText(MESSAGES.fieldRequired)).not.toBeInTheDocument();

    await user.click(within(panel).getByRole('button', { name: 'SEARCH' }));
    expect(await within(panel).findAllByText(MESSAGES.fieldRequired)).toHaveLength(2);
    expect(api.callsTo(SEARCH)).toHaveLength(0);

    await user.type(within(panel).getByLabelText('NUMBER'), 'N');
    await waitFor(() => expect(within(panel).getAllByText(MESSAGES.fieldRequired)).toHaveLength(1));
    await user.click(within(panel).getByRole('combobox', { name: 'SEARCH TYPE' }));
    await user.click(await screen.findByRole('option', { name: 'MASTER BILL OF LADING' }));
    await waitFor(() => expect(within(panel).queryByText(MESSAGES.fieldRequired)).not.toBeInTheDocument());
  });

  it('offers the three search types and lists results with SHIP. NO., ETD and ETA', async () => {
    const api = lookupApi();
    const { user, panel } = await openLookup();
    await user.click(within(panel).getByRole('combobox', { name: 'SEARCH TYPE' }));
    const options = (await screen.findAllByRole('option')).map((o) => o.textContent);
    expect(options).toEqual(['SHIPMENT NO.', 'HOUSE BILL OF LADING', 'MASTER BILL OF LADING']);
    await user.keyboard('{Escape}');
    await search(user, panel, 'HOUSE BILL OF LADING', 'nvnyc0003080');
    const results = await within(panel).findByRole('table', { name: 'Lookup results' });
    expect(
      within(results)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['SHIP. NO.', 'ETD', 'ETA']);
    expect(within(results).getByText('04 Mar 2026')).toBeInTheDocument();
    expect(api.callsTo(SEARCH)).toHaveLength(1);
  });

  it('stops the spinner and shows nothing when the lookup fails', async () => {
    lookupApi({ [SEARCH]: apiError(429, 'TOO_MANY_ATTEMPTS', 'Too many') });
    const { user, panel } = await openLookup();
    await search(user, panel, 'SHIPMENT NO.', 'S01009240');
    await waitFor(() => expect(within(panel).queryByLabelText('Searching')).not.toBeInTheDocument());
    expect(within(panel).queryByRole('table')).not.toBeInTheDocument();
    expect(within(panel).queryByRole('alert')).not.toBeInTheDocument();
  });

  it('opens a full-width modal with the panels of a sea shipment, and closes it', async () => {
    const api = lookupApi();
    const { user, panel } = await openLookup();
    await search(user, panel, 'SHIPMENT NO.', 'S01009240');
    await user.click(await within(panel).findByRole('button', { name: 'Open shipment S01009240' }));
    const modal = await screen.findByRole('dialog');
    expect(await within(modal).findByRole('region', { name: 'SHIPPING STATUS' })).toBeInTheDocument();
    expect(within(modal).getByRole('region', { name: 'KEY DATES' })).toBeInTheDocument();
    expect(within(modal).getByRole('region', { name: 'REFERENCE NUMBERS' })).toBeInTheDocument();
    const containers = within(modal).getByRole('region', { name: 'CONTAINER DETAILS' });
    expect(within(containers).queryByRole('button', { name: /Show products/ })).not.toBeInTheDocument();
    expect(within(modal).queryByRole('region', { name: 'PLANNED ROUTE' })).not.toBeInTheDocument();
    expect(within(modal).queryByRole('button', { name: /favourites/ })).not.toBeInTheDocument();
    expect(within(modal).queryByRole('button', { name: /priority/ })).not.toBeInTheDocument();
    expect(within(modal).getByRole('button', { name: 'Back to the Login page' })).toBeInTheDocument();
    const [call] = api.callsTo(DETAIL);
    expect(call).toBeDefined();

    await user.click(within(modal).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('shows the planned route but no containers for air', async () => {
    lookupApi({
      [DETAIL]: {
        status: 200,
        body: buildLookupDetail({
          TransportMode: 'AIR',
          ContainerMode: 'LSE',
          Containers: [],
          TransportDetailsFromShipment: [
            {
              Leg: 1,
              TransportMode: 'AIR',
              Vessel: 'QF810',
              VoyageVessel: null,
              VesselETD: '2026-03-04T00:00:00.000Z',
              VesselETA: '2026-03-05T00:00:00.000Z',
              CargoAvailability: null,
              LoadPort: 'THBKK',
              LoadPortName: 'Bangkok',
              DischargePort: 'AUMEL',
              DischargePortName: 'Melbourne',
            },
          ],
        }),
      },
    });
    const { user, panel } = await openLookup();
    await search(user, panel, 'SHIPMENT NO.', 'S01009240');
    await user.click(await within(panel).findByRole('button', { name: 'Open shipment S01009240' }));
    const modal = await screen.findByRole('dialog');
    const route = await within(modal).findByRole('region', { name: 'PLANNED ROUTE' });
    expect(within(route).getByText('QF810')).toBeInTheDocument();
    expect(within(modal).queryByRole('region', { name: 'CONTAINER DETAILS' })).not.toBeInTheDocument();
  });

  it('hides reference numbers when the shipment number is N/A', async () => {
    lookupApi({ [DETAIL]: { status: 200, body: buildLookupDetail({ ShipNumber: 'N/A' }) } });
    const { user, panel } = await openLookup();
    await search(user, panel, 'SHIPMENT NO.', 'S01009240');
    await user.click(await within(panel).findByRole('button', { name: 'Open shipment S01009240' }));
    const modal = await screen.findByRole('dialog');
    await within(modal).findByRole('region', { name: 'KEY DATES' });
    expect(within(modal).queryByRole('region', { name: 'REFERENCE NUMBERS' })).not.toBeInTheDocument();
  });

  it('says the detail failed in the spec words', async () => {
    lookupApi({ [DETAIL]: apiError(500, 'INTERNAL', 'Error Occurred') });
    const { user, panel } = await openLookup();
    await search(user, panel, 'SHIPMENT NO.', 'S01009240');
    await user.click(await within(panel).findByRole('button', { name: 'Open shipment S01009240' }));
    const modal = await screen.findByRole('dialog');
    expect(await within(modal).findByText(QUICK_LOOKUP_DETAIL_ERROR)).toBeInTheDocument();
  });
});
