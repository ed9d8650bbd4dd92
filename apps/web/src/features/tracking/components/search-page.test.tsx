import { SEARCH_MESSAGES } from '@navia/domain/rules/filters/constants';
import {
  defaultNotificationPreferences,
  type NotificationFlags,
  type RecordNotificationSettings,
} from '@navia/domain/rules/notifications';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { exactText } from '../../../test/exact-text.ts';
import { buildCurrentUser } from '../../../test/factories.ts';
import { type ApiCall, type ApiRoute, mockApi } from '../../../test/mock-api.ts';
import { locationOf, renderApp } from '../../../test/render-app.tsx';
import { settle } from '../../../test/settle.ts';
import { batchOf, buildContainer, buildListRow } from '../test-rows.ts';

// happy-dom lays nothing out: give elements the height of a table viewport, so the virtualised
// table renders its rows as a browser would.
const layout = Object.getOwnPropertyDescriptor(HTMLElement.prototype, 'clientHeight');
beforeAll(() => {
  Object.defineProperty(HTMLElement.prototype, 'clientHeight', { configurable: true, get: () => 800 });
});
afterAll(() => {
  if (layout) Object.defineProperty(HTMLElement.prototype, 'clientHeight', layout);
});

/** The current user's record notification settings with no record subscribed. */
const noSubscriptions = (): RecordNotificationSettings => ({
  active: true,
  recordsToNotify: [],
  contractsToNotify: [],
  notificationTypes: defaultNotificationPreferences(),
});

const tracker = (overrides: Parameters<typeof buildCurrentUser>[0] = {}) =>
  buildCurrentUser({ type: 'OP', permissions: { tracking: true }, ...overrides });

function trackingApi(routes: Record<string, ApiRoute> = {}, user = tracker()) {
  return mockApi({
    'GET /api/user/getUpdatedSelf': { status: 200, body: { user } },
    'POST /api/shipments/shipmentsWithFilters': { status: 200, body: batchOf([]) },
    'POST /api/shipments/favouriteShipments': { status: 200, body: batchOf([]) },
    'GET /api/org/priorityShipments/AU/false': { status: 200, body: { result: [], totalCount: 0 } },
    ...routes,
  });
}

const searchBodies = (api: ReturnType<typeof mockApi>) =>
  api.callsTo('POST /api/shipments/shipmentsWithFilters').map((c) => c.body as Record<string, unknown>);

/**
 * Every test here boots the whole app: guards, the user, the lazily loaded page, its searches and
 * the virtualised table. Measured on 2 cores: the first table after 0.1 to 0.5 s at load 13 but
 * over 1 s (the findBy default) at load 17; the advanced-search test 1.8 s at load 4 but 5.3 to
 * 5.4 s at load 6 to 12 (the test default is 5 s). So the boot gets 5 s and each test 15 s, here only.
 */
const APP_BOOT = { timeout: 5000 };
// Dialogs and the filter builder are lazily loaded chunks too (decision 013): their first find waits as the boot does.
const PAGE_TEST = { timeout: 15_000 };

const resultsTable = () => screen.findByRole('table', { name: 'Search results' }, APP_BOOT);

describe('tracking search page', PAGE_TEST, () => {
  it('loads batch 1 of All with the default sort', async () => {
    const api = trackingApi({
      'POST /api/shipments/shipmentsWithFilters': {
        status: 200,
        body: batchOf([buildListRow({ ShipNumber: 'S0100' })], 1),
      },
    });
    renderApp('/tracking/All');
    const table = await resultsTable();
    expect(await within(table).findByText('S0100')).toBeInTheDocument();
    expect(searchBodies(api)[0]).toEqual({
      key: 'All',
      batchNo: 1,
      batchSize: 30,
      orderBy: 'ETA',
      orderDir: 'DESC',
      filters: [],
      isAdvancedSearch: false,
    });
    expect(screen.getByRole('status')).toHaveTextContent('1 RECORDS');
  });

  it('searches the general term on Enter, shows it as a chip, and removing the chip searches again', async () => {
    const api = trackingApi();
    const { user, router } = renderApp('/tracking/All');
    await resultsTable();
    await user.type(screen.getByRole('textbox', { name: 'Search shipments and orders' }), 'MSKU{Enter}');
    await waitFor(() => expect(searchBodies(api).at(-1)?.filters).toEqual([{ GeneralSearch: 'MSKU' }]));
    expect(new URL(locationOf(router), 'http://x').searchParams.get('advancedSearch')).toBe('0');
    await user.click(screen.getByRole('button', { name: 'Remove filter SEARCH: MSKU' }));
    await waitFor(() => expect(searchBodies(api).at(-1)?.filters).toEqual([]));
  });

  it("refuses to search with a filter that has no value: 'ALL FILTERS MUST HAVE A VALUE', hidden again on a change", async () => {
    const api = trackingApi();
    const { user } = renderApp('/tracking/All');
    await resultsTable();
    const before = searchBodies(api).length;
    await user.click(screen.getByRole('button', { name: 'FILTERS' }));
    await user.click(await screen.findByRole('combobox', { name: 'Filter 1' }, APP_BOOT));
    await user.click(await screen.findByRole('option', { name: 'SUPPLIER' }));
    await user.click(screen.getByRole('button', { name: 'APPLY FILTERS' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      exactText(SEARCH_MESSAGES.allFiltersMustHaveValue),
    );
    expect(searchBodies(api)).toHaveLength(before);
    await user.type(screen.getByRole('textbox', { name: 'SUPPLIER value' }), 'x');
    expect(screen.queryByText(SEARCH_MESSAGES.allFiltersMustHaveValue)).not.toBeInTheDocument();
  });

  it('runs an advanced search with two groups and keeps advancedSearch=1 in the URL', async () => {
    const api = trackingApi();
    const { user, router } = renderApp('/tracking/All');
    await resultsTable();
    await user.click(screen.getByRole('button', { name: 'FILTERS' }));
    await user.click(screen.getByRole('switch', { name: 'ADVANCED SEARCH (AND / OR GROUPS)' }));
    await waitFor(() => expect(locationOf(router)).toContain('advancedSearch=1'));
    await user.click(screen.getByRole('combobox', { name: 'Filter 1 (group 1)' }));
    await user.click(await screen.findByRole('option', { name: 'TRANSPORT' }));
    await user.click(screen.getByRole('button', { name: 'OR: add a filter to group 1' }));
    await user.click(screen.getByRole('combobox', { name: 'Filter 2 (group 1)' }));
    await user.click(await screen.findByRole('option', { name: 'DIRECTION' }));
    await user.click(screen.getByRole('button', { name: 'AND: add a group after group 1' }));
    await user.click(screen.getByRole('combobox', { name: 'Filter 3 (group 2)' }));
    await user.click(await screen.findByRole('option', { name: 'ETA' }));
    await user.type(screen.getByLabelText('ETA next days'), '30');
    await user.click(screen.getByRole('button', { name: 'APPLY FILTERS' }));
    await waitFor(() =>
      expect(searchBodies(api).at(-1)).toMatchObject({
        isAdvancedSearch: true,
        filters: [
          { Transport: 'SEA', Direction: 'IMPORT' },
          { ETA: { durationType: 'PrevNext', prevDuration: 0, nextDuration: 30 } },
        ],
      }),
    );
    // Chips follow the catalogue's order inside a group.
    expect(screen.getByRole('list', { name: 'Applied filters' })).toHaveTextContent(
      exactText('DIRECTION: ImportORTRANSPORT: SEAANDETA: NEXT 30 DAYS'),
    );
  });

  it('clears the filters when switching between tracking and delivery', async () => {
    trackingApi({
      'POST /api/shipments/deliveries': {
        status: 200,
        body: {
          listKey: 'deliveries',
          key: 'All',
          result: [],
          pageNo: 1,
          pageSize: 30,
          totalCount: 0,
          totalPages: 0,
        },
      },
    });
    const { user, router } = renderApp(
      `/tracking/All?advancedSearch=0&filters=${encodeURIComponent(JSON.stringify([{ Transport: 'SEA' }]))}`,
    );
    expect(await screen.findByRole('list', { name: 'Applied filters' }, APP_BOOT)).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'DELIVERIES' }));
    await waitFor(() => expect(locationOf(router)).toBe('/delivery/All?advancedSearch=0'));
    await waitFor(() =>
      expect(screen.queryByRole('list', { name: 'Applied filters' })).not.toBeInTheDocument(),
    );
    expect(await screen.findByRole('heading', { name: 'DELIVERIES' })).toBeInTheDocument();
  });

  it('sorts by a header: a new column DESC first, the same column again ASC, with aria-sort', async () => {
    const api = trackingApi({
      'POST /api/shipments/shipmentsWithFilters': { status: 200, body: batchOf([buildListRow()], 1) },
    });
    const { user } = renderApp('/tracking/All');
    const table = await resultsTable();
    expect(within(table).getByRole('columnheader', { name: /ETA/ })).toHaveAttribute(
      'aria-sort',
      'descending',
    );
    await user.click(within(table).getByRole('button', { name: 'SHIP. NO., sort descending' }));
    await waitFor(() =>
      expect(searchBodies(api).at(-1)).toMatchObject({ orderBy: 'ShipNumber', orderDir: 'DESC' }),
    );
    const header = await within(await resultsTable()).findByRole('columnheader', { name: /SHIP\. NO\./ });
    await waitFor(() => expect(header).toHaveAttribute('aria-sort', 'descending'));
    await user.click(within(header).getByRole('button'));
    await waitFor(() =>
      expect(searchBodies(api).at(-1)).toMatchObject({ orderBy: 'ShipNumber', orderDir: 'ASC' }),
    );
  });

  it('unticks, in one call naming the order, a row that is priority by its order key', async () => {
    const row = buildListRow({
      ShipKey: 'AU-S0778',
      ShipNumber: 'S0778',
      OrdKey: 'AU-PO-7-0',
      priority: true,
      OrdPriority: 1,
    });
    const api = trackingApi({
      'POST /api/shipments/shipmentsWithFilters': { status: 200, body: batchOf([row], 1) },
      'POST /api/org/priorityShipments': { status: 200, body: { ticked: false } },
    });
    const { user } = renderApp('/tracking/All');
    const table = await resultsTable();
    await user.click(await within(table).findByRole('button', { name: 'Remove priority from S0778' }));
    // The confirmation popup (hub §3 hide-popup flag removePriority): nothing is sent before it.
    const dialog = await screen.findByRole('dialog', { name: 'REMOVE PRIORITY?' });
    expect(within(dialog).getByText('S0778 is no longer a priority record.')).toBeInTheDocument();
    expect(api.callsTo('POST /api/org/priorityShipments')).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'REMOVE PRIORITY' }));
    await waitFor(() =>
      expect(api.callsTo('POST /api/org/priorityShipments').map((c) => c.body)).toEqual([
        {
          recordKey: 'AU-S0778',
          recordNumber: 'S0778',
          isShipment: true,
          DataSource: 'AU',
          OrdKey: 'AU-PO-7-0',
        },
      ]),
    );
    expect(await within(table).findByRole('button', { name: 'Mark as priority S0778' })).toBeInTheDocument();
  });

  it('opens a row with Enter or a click, and not when its favourite star is clicked', async () => {
    const row = buildListRow({ ShipKey: 'AU-S0777', ShipNumber: 'S0777' });
    const api = trackingApi({
      'POST /api/shipments/shipmentsWithFilters': { status: 200, body: batchOf([row], 1) },
      'POST /api/shipments/addShipmentToMyFavourite': {
        status: 200,
        body: { favourites: [], recordNotifications: noSubscriptions() },
      },
      'POST /api/shipments/AU-S0777/details/general': {
        status: 404,
        body: { statusCode: 404, code: 'NOT_FOUND', message: 'Not Found' },
      },
    });
    const { user, router } = renderApp('/tracking/All');
    const table = await resultsTable();
    await user.click(await within(table).findByRole('button', { name: 'Add S0777 to favourites' }));
    await waitFor(() =>
      expect(api.callsTo('POST /api/shipments/addShipmentToMyFavourite')[0]?.body).toEqual({
        favouriteId: 'AU-S0777',
        favouriteNumber: 'S0777',
        DataSource: 'AU',
        isShipment: true,
      }),
    );
    expect(
      await within(table).findByRole('button', { name: 'Remove S0777 from favourites' }),
    ).toBeInTheDocument();
    expect(locationOf(router)).toContain('/tracking/All');
    expect(within(table).getByRole('link', { name: 'Open S0777 in a new tab' })).toHaveAttribute(
      'target',
      '_blank',
    );

    const tableRow = within(table).getByRole('row', { name: 'Open S0777' });
    expect(tableRow.tabIndex).toBe(0);
    fireEvent.keyDown(tableRow, { key: 'Enter' });
    await waitFor(() => expect(locationOf(router)).toBe('/shipment/AU-S0777'));
  });

  it("subscribes a row to notifications from its actions (hub §4), and the popup's clicks stay in the popup", async () => {
    const row = buildListRow({ ShipKey: 'AU-S0777', ShipNumber: 'S0777' });
    let settings: RecordNotificationSettings = noSubscriptions();
    const subscriber = () => tracker({ recordNotifications: settings });
    const api = trackingApi(
      {
        'GET /api/user/getUpdatedSelf': () => ({ status: 200, body: { user: subscriber() } }),
        'POST /api/shipments/shipmentsWithFilters': { status: 200, body: batchOf([row], 1) },
        'POST /api/user/recordNotificationSettings': (call) => {
          const { flags } = call.body as { flags: NotificationFlags };
          settings = {
            ...settings,
            recordsToNotify: [
              {
                recordKey: 'AU-S0777',
                clientRecordKey: 'S0777',
                isShipment: true,
                DataSource: 'AU',
                notificationTypes: flags,
              },
            ],
          };
          return { status: 200, body: settings };
        },
      },
      subscriber(),
    );
    const { user, router } = renderApp('/tracking/All');
    const table = await resultsTable();
    await user.click(await within(table).findByRole('button', { name: 'Notifications for S0777: off' }));
    const popup = await screen.findByRole('dialog', { name: 'NOTIFICATIONS FOR SHIPMENT S0777' }, APP_BOOT);
    await user.click(within(popup).getByRole('checkbox', { name: 'DELIVERY CONFIRMED' }));
    await user.keyboard('{Enter}');
    expect(locationOf(router)).toBe('/tracking/All');
    await user.click(within(popup).getByRole('button', { name: 'SAVE' }));
    await waitFor(() => expect(api.callsTo('POST /api/user/recordNotificationSettings')).toHaveLength(1));
    expect(api.callsTo('POST /api/user/recordNotificationSettings')[0]?.body).toMatchObject({
      recordKey: 'AU-S0777',
      clientRecordKey: 'S0777',
      isShipment: true,
      DataSource: 'AU',
      flags: { deliveryConfirmed: false, changeArrivalDate: true },
    });
    expect(await within(table).findByRole('button', { name: 'Notifications for S0777: on' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(locationOf(router)).toBe('/tracking/All');
  });
});

describe('cache and columns', PAGE_TEST, () => {
  it('reuses the cached All result when coming back, and searches a key again', async () => {
    const api = trackingApi({
      'POST /api/shipments/shipmentsWithFilters': {
        status: 200,
        body: batchOf([buildListRow({ ShipNumber: 'S0500' })], 1),
      },
    });
    const { router } = renderApp('/tracking/All');
    expect(await within(await resultsTable()).findByText('S0500')).toBeInTheDocument();
    await act(() => router.navigate('/tracking/SHIPARR7'));
    await waitFor(() => expect(searchBodies(api).map((b) => b.key)).toEqual(['All', 'SHIPARR7']));
    await act(() => router.navigate('/tracking/All'));
    expect(await within(await resultsTable()).findByText('S0500')).toBeInTheDocument();
    await act(() => router.navigate('/tracking/SHIPARR7'));
    await waitFor(() => expect(searchBodies(api).map((b) => b.key)).toEqual(['All', 'SHIPARR7', 'SHIPARR7']));
    // The key's date window travels as its filters (hub §2 "KEY METRICS tiles").
    expect(searchBodies(api)[1]?.filters).toEqual([
      { ETA: { durationType: 'PrevNext', prevDuration: 0, nextDuration: 7 } },
    ]);
  });

  it("saves the user's columns through editCustomTableSettings and reads the user again", async () => {
    const api = trackingApi({
      'POST /api/shipments/shipmentsWithFilters': { status: 200, body: batchOf([buildListRow()], 1) },
      'POST /api/customize/editCustomTableSettings': { status: 200, body: { customTableSettings: {} } },
    });
    const { user } = renderApp('/tracking/All');
    const table = await resultsTable();
    expect(within(table).getByRole('columnheader', { name: /SUPPLIER/ })).toBeInTheDocument();
    const userReads = api.callsTo('GET /api/user/getUpdatedSelf').length;
    await user.click(screen.getByRole('button', { name: 'COLUMNS' }));
    const dialog = await screen.findByRole('dialog', { name: 'TABLE COLUMNS' }, APP_BOOT);
    await user.click(within(dialog).getByRole('checkbox', { name: 'SUPPLIER' }));
    await user.click(within(dialog).getByRole('checkbox', { name: 'HOUSE BILL' }));
    await user.click(within(dialog).getByRole('button', { name: 'Move SHIP. NO. up' }));
    await user.click(within(dialog).getByRole('button', { name: 'SAVE' }));
    await waitFor(() => expect(api.callsTo('POST /api/customize/editCustomTableSettings')).toHaveLength(1));
    const sent = api.callsTo('POST /api/customize/editCustomTableSettings')[0]?.body as {
      newTableSettings: { trackingResults: { id: string; visible: boolean; order: number }[] };
    };
    const settings = sent.newTableSettings.trackingResults;
    expect(settings.slice(0, 2).map((s) => s.id)).toEqual(['ShipNumber', 'OrdPriority']);
    expect(settings.find((s) => s.id === 'Supplier')?.visible).toBe(false);
    expect(settings.find((s) => s.id === 'HouseBill')?.visible).toBe(true);
    await waitFor(() =>
      expect(api.callsTo('GET /api/user/getUpdatedSelf').length).toBeGreaterThan(userReads),
    );
  });

  it("shows the columns stored on the user, in the user's order", async () => {
    trackingApi(
      { 'POST /api/shipments/shipmentsWithFilters': { status: 200, body: batchOf([buildListRow()], 1) } },
      tracker({
        customTableSettings: {
          trackingResults: [
            { id: 'ETA', visible: true, order: 0 },
            { id: 'ShipNumber', visible: true, order: 1 },
            { id: 'Supplier', visible: false, order: 2 },
          ],
        },
      }),
    );
    renderApp('/tracking/All');
    const table = await resultsTable();
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((h) => h.textContent);
    expect(headers.slice(0, 2)).toEqual(['ETA', 'SHIP. NO.']);
    expect(headers).not.toContain('SUPPLIER');
    expect(headers.at(-1)).toBe('ACTIONS');
  });
});

describe('special cells (hub §2, §9)', PAGE_TEST, () => {
  it('cuts names to 23 and order numbers to 13 characters, shows STA days, CO2e and metric weights', async () => {
    trackingApi({
      'POST /api/shipments/shipmentsWithFilters': {
        status: 200,
        body: batchOf([
          buildListRow({
            ShipNumber: 'S0200',
            Supplier: 'Hamburger Maschinenbau GmbH',
            ShipConsignee: 'Acme Retail Pty Ltd',
            OrdNumberFull: 'PO-1000001-0-LONG',
            ETA: '2026-04-03T10:00:00.000Z',
            STA: '2026-04-01T10:00:00.000Z',
            TotalCO2e: 1234.5,
            ActualWeight: 1000,
            OrdPriority: 1,
          }),
          buildListRow({ ShipNumber: 'S0201', TotalCO2e: null, ActualWeight: null }),
        ]),
      },
    });
    renderApp('/tracking/All');
    const table = await resultsTable();
    const row = await within(table).findByRole('row', { name: 'Open S0200' });
    const cells = within(row)
      .getAllByRole('cell')
      .map((c) => c.textContent);
    expect(cells).toContain('Hamburger Maschinenbau ...');
    expect(within(row).getByTitle('Hamburger Maschinenbau GmbH')).toBeInTheDocument();
    expect(cells).toContain('Acme Retail Pty Ltd');
    expect(cells).toContain('PO-1000001-0-...');
    expect(cells).toContain('+2');
    expect(cells).toContain('1,234.50 KGS');
    expect(cells).toContain('1,000.00 KG');
    expect(within(row).getByRole('button', { name: 'Remove priority from S0200' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    const blank = within(within(table).getByRole('row', { name: 'Open S0201' })).getAllByRole('cell');
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((h) => h.textContent);
    expect(blank[headers.indexOf('TOTAL CO2E')]).toHaveTextContent(exactText(''));
    expect(within(table).getByRole('button', { name: 'Mark as priority S0201' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
  });

  it('shows weights in pounds (× 2.205, 2 decimals) for an imperial user', async () => {
    trackingApi(
      {
        'POST /api/shipments/shipmentsWithFilters': {
          status: 200,
          body: batchOf([buildListRow({ ShipNumber: 'S0300', ActualWeight: 1000 })]),
        },
      },
      tracker({ unitOfMeasure: 'IMPERIAL' }),
    );
    renderApp('/tracking/All');
    const row = await within(await resultsTable()).findByRole('row', { name: 'Open S0300' });
    expect(within(row).getByText('2,205.00 LBS')).toBeInTheDocument();
  });

  it('enables DELIVERY and EARLIEST DELIVERY by the delivery rules on the deliveries page', async () => {
    const past = '2020-01-01T00:00:00.000Z';
    const future = '2999-01-01T00:00:00.000Z';
    const rows = [
      buildListRow({ ShipNumber: 'S0400', Containers: [buildContainer({ ShipCargoAvailable: past })] }),
      buildListRow({ ShipNumber: 'S0401', Containers: [buildContainer({ ShipCargoAvailable: future })] }),
      buildListRow({
        ShipNumber: 'S0402',
        Containers: [buildContainer({ ShipCargoAvailable: past, ConfirmedDelivery: past })],
      }),
    ];
    trackingApi({
      'POST /api/shipments/deliveries': {
        status: 200,
        body: {
          listKey: 'deliveries',
          key: 'All',
          result: rows,
          pageNo: 1,
          pageSize: 30,
          totalCount: 3,
          totalPages: 1,
        },
      },
    });
    renderApp('/delivery/All');
    const table = await resultsTable();
    const button = (name: string) => within(table).getByRole('button', { name });
    expect(await within(table).findByText('S0400')).toBeInTheDocument();
    expect(button('DELIVERY for S0400')).toBeEnabled();
    expect(button('EARLIEST DELIVERY for S0400')).toBeEnabled();
    expect(button('DELIVERY for S0401')).toBeEnabled();
    expect(button('EARLIEST DELIVERY for S0401')).toBeDisabled();
    expect(button('DELIVERY for S0402')).toBeDisabled();
    expect(button('EARLIEST DELIVERY for S0402')).toBeDisabled();
  });
});

describe('loading', PAGE_TEST, () => {
  it('ignores the answer of a replaced search and never shows its cancellation as an error', async () => {
    const pending: { call: ApiCall; resolve: () => void }[] = [];
    const api = trackingApi({
      'POST /api/shipments/shipmentsWithFilters': (call) => {
        const filters = (call.body as { filters: unknown[] }).filters;
        const stale = filters.length === 0;
        const rows = [buildListRow({ ShipNumber: stale ? 'S0-STALE' : 'S0-FRESH' })];
        if (!stale) return { status: 200, body: batchOf(rows) };
        // The first search answers only after the second has been shown.
        return new Promise((resolve) => {
          pending.push({ call, resolve: () => resolve({ status: 200, body: batchOf(rows) }) });
        });
      },
    });
    const { user } = renderApp('/tracking/All');
    await waitFor(() => expect(pending).toHaveLength(1), APP_BOOT);
    await user.type(screen.getByRole('textbox', { name: 'Search shipments and orders' }), 'FRESH{Enter}');
    const table = await resultsTable();
    expect(await within(table).findByText('S0-FRESH')).toBeInTheDocument();
    const stale = pending[0];
    if (!stale) throw new Error('the first search was not asked');
    await act(async () => stale.resolve());
    // The stale answer could change the page only once the page has it: wait for that, then let
    // the page finish handling it.
    await waitFor(() => expect(api.answerRead(stale.call)).toBe(true));
    await settle();
    expect(within(table).queryByText('S0-STALE')).not.toBeInTheDocument();
    expect(within(table).getByText('S0-FRESH')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(searchBodies(api).map((b) => b.filters)).toEqual([[], [{ GeneralSearch: 'FRESH' }]]);
  });

  it('asks for the next batch of 30 as the table scrolls to its end', async () => {
    const rows = Array.from({ length: 30 }, (_, i) =>
      buildListRow({ ShipNumber: `S1${String(i).padStart(3, '0')}` }),
    );
    const api = trackingApi({
      'POST /api/shipments/shipmentsWithFilters': (call) => {
        const batchNo = (call.body as { batchNo: number }).batchNo;
        return {
          status: 200,
          body: batchOf(batchNo === 1 ? rows : [buildListRow({ ShipNumber: 'S2000' })], 31, batchNo),
        };
      },
    });
    renderApp('/tracking/All');
    const table = await resultsTable();
    expect(await within(table).findByText('S1000')).toBeInTheDocument();
    const scroller = table.parentElement as HTMLElement;
    await act(async () => {
      scroller.scrollTop = 30 * 44;
      scroller.dispatchEvent(new Event('scroll'));
    });
    await waitFor(() => expect(searchBodies(api).map((b) => b.batchNo)).toEqual([1, 2]));
  });
});
