import type { SavedSearch } from '@navia/domain/contracts/shipments';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildCurrentUser } from '../../../../test/factories.ts';
import { apiError } from '../../../../test/mock-api.ts';
import { FEATURE_DISABLED_TEXT, PresetSearchesWidget } from './preset-searches-widget.tsx';
import { DeliverySearchWidget, TrackingSearchWidget } from './search-widgets.tsx';
import { layoutItemOf, renderWidget, whereTo } from './widget-test-harness.tsx';

const saved = (overrides: Partial<SavedSearch>): SavedSearch => ({
  _id: '00000000-0000-4000-8000-000000000001',
  name: 'Hamburg boxes',
  filters: [{ Origin: ['DEHAM'] }],
  advancedSearch: false,
  deliveriesCustomSearch: false,
  isContractsSearch: false,
  isInvoicesSearch: false,
  createdAt: '2026-11-01T00:00:00.000Z',
  ...overrides,
});

const SEARCHES = [
  saved({}),
  saved({ _id: '00000000-0000-4000-8000-000000000002', name: 'Storage soon', deliveriesCustomSearch: true }),
  saved({ _id: '00000000-0000-4000-8000-000000000003', name: 'A contract search', isContractsSearch: true }),
  saved({
    _id: '00000000-0000-4000-8000-000000000004',
    name: 'Either port',
    advancedSearch: true,
    filters: [{ Origin: ['DEHAM', 'CNSHA'] }],
  }),
];

const withSearches = (searches: SavedSearch[] = SEARCHES) => ({
  'POST /api/user/getSearches': { status: 200, body: { searches } },
});

const links = (region: HTMLElement) =>
  within(region)
    .getAllByRole('link')
    .map((l) => l.textContent);

describe('PRESET SEARCHES widget (hub §2, §6, §9)', () => {
  it('lists every tracking preset by default and the tracking saved searches, not contract ones', async () => {
    renderWidget(<PresetSearchesWidget item={layoutItemOf('PresetSearches')} />, { api: withSearches() });
    const panel = await screen.findByRole('tabpanel', { name: 'TRACKING SEARCHES' });
    expect(within(panel).getByRole('heading', { name: 'PRESET SEARCHES' })).toBeInTheDocument();
    expect(within(panel).getByRole('heading', { name: 'MY SAVED SEARCHES' })).toBeInTheDocument();
    await within(panel).findByText('Hamburg boxes');
    expect(links(panel)).toEqual([
      'ARRIVING IN 5 DAYS',
      'ARRIVING IN 30 DAYS',
      'DEPARTING IN 5 DAYS',
      'DEPARTING IN 30 DAYS',
      'Hamburg boxes',
      'Either port',
    ]);
  });

  it("offers only the presets the user's organisation group has (issue 15 SETTINGS)", async () => {
    const user = buildCurrentUser({
      type: 'OP',
      permissions: { tracking: true },
      orgGroupCode: {
        _id: '635109ad-d15a-59f8-8eaf-9241265350fa',
        code: 'ACME',
        name: 'ACME Retail',
        country: 'AU',
        connectAccess: false,
        hubbiEnabled: true,
        generalSettings: { searchPresets: { tracking: ['DEPARTING_5_DAYS'], deliveries: [] } },
      },
    });
    renderWidget(<PresetSearchesWidget item={layoutItemOf('PresetSearches')} />, {
      api: withSearches(),
      user,
    });
    const panel = await screen.findByRole('tabpanel', { name: 'TRACKING SEARCHES' });
    await within(panel).findByText('Hamburg boxes');
    expect(links(panel)).toEqual(['DEPARTING IN 5 DAYS', 'Hamburg boxes', 'Either port']);
  });

  it('runs a tracking preset on its search key with the key’s own date window', async () => {
    const { user, router } = renderWidget(<PresetSearchesWidget item={layoutItemOf('PresetSearches')} />, {
      api: withSearches(),
    });
    await user.click(await screen.findByRole('link', { name: 'ARRIVING IN 30 DAYS' }));
    await waitFor(() =>
      expect(whereTo(router)).toEqual({ pathname: '/tracking/ARRIVING30', params: { advancedSearch: '0' } }),
    );
  });

  it('shows only the presets the layout selects, on each tab, and runs a storage preset on the delivery page', async () => {
    const item = layoutItemOf('PresetSearches', {
      trackingPresets: ['DEPARTING_5_DAYS'],
      deliveriesPresets: ['STORAGE_7_DAYS', 'STORAGE_3_DAYS'],
    });
    const { user, router } = renderWidget(<PresetSearchesWidget item={item} />, { api: withSearches() });
    const tracking = await screen.findByRole('tabpanel', { name: 'TRACKING SEARCHES' });
    expect(within(tracking).getAllByRole('link')[0]).toHaveTextContent('DEPARTING IN 5 DAYS');
    expect(within(tracking).queryByText('ARRIVING IN 5 DAYS')).not.toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: 'DELIVERY SEARCHES' }));
    const delivery = await screen.findByRole('tabpanel', { name: 'DELIVERY SEARCHES' });
    await within(delivery).findByText('Storage soon');
    expect(links(delivery)).toEqual([
      'GOING INTO STORAGE IN 3 DAYS',
      'GOING INTO STORAGE IN 7 DAYS',
      'Storage soon',
    ]);
    await user.click(within(delivery).getByRole('link', { name: 'GOING INTO STORAGE IN 3 DAYS' }));
    await waitFor(() =>
      expect(whereTo(router)).toEqual({ pathname: '/delivery/STORAGE3', params: { advancedSearch: '0' } }),
    );
  });

  it('runs a saved search on the All page of its type with its filters and advancedSearch', async () => {
    const { user, router } = renderWidget(<PresetSearchesWidget item={layoutItemOf('PresetSearches')} />, {
      api: withSearches(),
    });
    await user.click(await screen.findByRole('link', { name: 'Either port' }));
    await waitFor(() => expect(whereTo(router).pathname).toBe('/tracking/All'));
    const { params } = whereTo(router);
    expect(params.advancedSearch).toBe('1');
    expect(JSON.parse(params.filters ?? '')).toEqual([{ Origin: ['DEHAM', 'CNSHA'] }]);
  });

  it('disables both tabs with the spec’s text for a user without tracking or delivery access', async () => {
    const { api, user } = renderWidget(<PresetSearchesWidget item={layoutItemOf('PresetSearches')} />, {
      user: buildCurrentUser({ type: 'CA' }),
      api: withSearches(),
    });
    const tracking = await screen.findByRole('tabpanel', { name: 'TRACKING SEARCHES' });
    expect(within(tracking).getByText(FEATURE_DISABLED_TEXT)).toBeInTheDocument();
    expect(within(tracking).queryByRole('link')).not.toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'DELIVERY SEARCHES' }));
    expect(
      within(await screen.findByRole('tabpanel', { name: 'DELIVERY SEARCHES' })).getByText(
        FEATURE_DISABLED_TEXT,
      ),
    ).toBeInTheDocument();
    expect(api.callsTo('POST /api/user/getSearches')).toHaveLength(0);
  });

  it('keeps the presets and shows an error under MY SAVED SEARCHES when the list fails', async () => {
    renderWidget(<PresetSearchesWidget item={layoutItemOf('PresetSearches')} />, {
      api: { 'POST /api/user/getSearches': apiError(500, 'INTERNAL', 'Boom') },
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('AN ERROR OCCURRED');
    expect(screen.getByRole('link', { name: 'ARRIVING IN 5 DAYS' })).toBeInTheDocument();
  });

  it('says so when there are no saved searches', async () => {
    renderWidget(<PresetSearchesWidget item={layoutItemOf('PresetSearches')} />, { api: withSearches([]) });
    const panel = await screen.findByRole('tabpanel', { name: 'TRACKING SEARCHES' });
    expect(await within(panel).findByText('No saved searches yet.')).toBeInTheDocument();
  });
});

describe('TRACKING SEARCH and DELIVERY SEARCH widgets (hub §2 "Search bar behaviour")', () => {
  it('searches a general term on /tracking/All as the search page reads it', async () => {
    const { user, router } = renderWidget(<TrackingSearchWidget item={layoutItemOf('TrackingSearch')} />);
    await user.type(
      screen.getByRole('textbox', { name: 'Search shipments and orders' }),
      ' S01000003 {Enter}',
    );
    await waitFor(() => expect(whereTo(router).pathname).toBe('/tracking/All'));
    const { params } = whereTo(router);
    expect(params.advancedSearch).toBe('0');
    expect(JSON.parse(params.filters ?? '')).toEqual([{ GeneralSearch: 'S01000003' }]);
  });

  it('searches deliveries on /delivery/All with the SEARCH button', async () => {
    const { user, router } = renderWidget(<DeliverySearchWidget item={layoutItemOf('DeliverySearch')} />);
    expect(screen.getByRole('search', { name: 'Delivery Search' })).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'Search deliveries' }), 'MSKU1234565');
    await user.click(screen.getByRole('button', { name: 'SEARCH' }));
    await waitFor(() => expect(whereTo(router).pathname).toBe('/delivery/All'));
    expect(JSON.parse(whereTo(router).params.filters ?? '')).toEqual([{ GeneralSearch: 'MSKU1234565' }]);
  });
});
