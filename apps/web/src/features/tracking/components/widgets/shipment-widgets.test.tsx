import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildCurrentUser } from '../../../../test/factories.ts';
import { apiError } from '../../../../test/mock-api.ts';
import { batchOf, buildListRow } from '../../test-rows.ts';
import { FavouriteShipmentsWidget, NO_FAVOURITES_TEXT } from './favourite-shipments-widget.tsx';
import {
  NO_PRIORITY_TEXT,
  PRIORITY_WIDGET_TOOLTIP,
  PriorityShipmentsWidget,
} from './priority-shipments-widget.tsx';
import { layoutItemOf, renderWidget, whereTo } from './widget-test-harness.tsx';

const PRIORITY_AU = 'GET /api/org/priorityShipments/AU/false';
const FAVOURITES = 'POST /api/shipments/favouriteShipments';

describe('PRIORITY SHIPMENTS widget (hub §2, §4)', () => {
  it('lists the priority records of the user’s country and view, each linking to its detail', async () => {
    const rows = [buildListRow({ ShipKey: 'AU-S0900001', ShipNumber: 'S0900001' }), buildListRow()];
    const { api, user, router } = renderWidget(
      <PriorityShipmentsWidget item={layoutItemOf('PriorityShipments')} />,
      {
        api: { [PRIORITY_AU]: { status: 200, body: { result: rows, totalCount: 2 } } },
      },
    );
    const region = screen.getByRole('region', { name: 'PRIORITY SHIPMENTS' });
    expect(within(region).getByRole('button', { name: PRIORITY_WIDGET_TOOLTIP })).toBeInTheDocument();
    const link = await within(region).findByRole('link', { name: 'S0900001' });
    expect(within(region).getAllByRole('listitem')).toHaveLength(2);
    expect(within(region).getAllByText('Hamburg → Melbourne')).toHaveLength(2);
    expect(api.callsTo(PRIORITY_AU)).toHaveLength(1);
    await user.click(link);
    await waitFor(() => expect(whereTo(router).pathname).toBe('/shipment/AU-S0900001'));
  });

  it('shows its help icon only while the user keeps tooltips on (settings TOOLTIPS)', async () => {
    renderWidget(<PriorityShipmentsWidget item={layoutItemOf('PriorityShipments')} />, {
      user: buildCurrentUser({ type: 'OP', permissions: { tracking: true }, viewTooltip: false }),
      api: { [PRIORITY_AU]: { status: 200, body: { result: [], totalCount: 0 } } },
    });
    expect(await screen.findByText(NO_PRIORITY_TEXT)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: PRIORITY_WIDGET_TOOLTIP })).toBeNull();
  });

  it('asks for the local view of the user’s home country', async () => {
    const { api } = renderWidget(<PriorityShipmentsWidget item={layoutItemOf('PriorityShipments')} />, {
      user: buildCurrentUser({
        type: 'OP',
        permissions: { tracking: true },
        homeCountry: 'NZ',
        localViewActive: true,
      }),
      api: { 'GET /api/org/priorityShipments/NZ/true': { status: 200, body: { result: [], totalCount: 0 } } },
    });
    expect(await screen.findByText(NO_PRIORITY_TEXT)).toBeInTheDocument();
    expect(api.callsTo('GET /api/org/priorityShipments/NZ/true')).toHaveLength(1);
  });

  it('shows the error state when the list fails', async () => {
    renderWidget(<PriorityShipmentsWidget item={layoutItemOf('PriorityShipments')} />, {
      api: { [PRIORITY_AU]: apiError(500, 'INTERNAL', 'Boom') },
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('AN ERROR OCCURRED');
  });
});

describe('FAVOURITES SHIPMENTS widget (hub §2, §9)', () => {
  it('shows the count in the title and a 392 px table whose rows link to the detail', async () => {
    const rows = [
      buildListRow({
        ShipKey: 'AU-S0900002',
        ShipNumber: 'S0900002',
        ActualWeight: 1000,
        UnitOfWeight: 'KG',
      }),
      buildListRow(),
    ];
    const { api, user, router } = renderWidget(
      <FavouriteShipmentsWidget item={layoutItemOf('FavouriteShipments')} />,
      {
        api: { [FAVOURITES]: { status: 200, body: batchOf(rows, 2) } },
      },
    );
    const table = await screen.findByRole('table', { name: 'Favourites Shipments (2)' });
    expect(screen.getByRole('heading', { name: 'Favourites Shipments (2)' })).toBeInTheDocument();
    expect(within(table).getAllByRole('row')).toHaveLength(3);
    expect(within(table).getByText('1,000.00 KG')).toBeInTheDocument();
    expect(api.callsTo(FAVOURITES)[0]?.body).toMatchObject({ key: 'All', batchNo: 1, filters: [] });
    // The frame's body holds the table at hub §9's height and scrolls inside.
    let scroller = table.parentElement;
    while (scroller && scroller.style.height !== '392px') scroller = scroller.parentElement;
    expect(scroller).toHaveStyle({ height: '392px', overflow: 'auto' });
    await user.click(within(table).getByRole('link', { name: 'S0900002' }));
    await waitFor(() => expect(whereTo(router).pathname).toBe('/shipment/AU-S0900002'));
  });

  it('names the order of each order on a shipment, so two orders of one shipment are told apart', async () => {
    const onShipment = { ShipKey: 'AU-S0900003', ShipNumber: 'S0900003' };
    const rows = [
      buildListRow({ ...onShipment, OrdKey: 'AU-PO-1-0', OrdNumber: 'PO-1', OrdNumberFull: 'PO-1-0' }),
      buildListRow({ ...onShipment, OrdKey: 'AU-PO-2-0', OrdNumber: 'PO-2', OrdNumberFull: 'PO-2-0' }),
      buildListRow({ ShipKey: null, ShipNumber: null, OrdKey: 'AU-PO-3-0', OrdNumberFull: 'PO-3-0' }),
    ];
    renderWidget(<FavouriteShipmentsWidget item={layoutItemOf('FavouriteShipments')} />, {
      api: { [FAVOURITES]: { status: 200, body: batchOf(rows, 3) } },
    });
    const table = await screen.findByRole('table', { name: 'Favourites Shipments (3)' });
    expect(within(table).getAllByRole('link', { name: 'S0900003' })).toHaveLength(2);
    expect(within(table).getByText('Order PO-1-0')).toBeInTheDocument();
    expect(within(table).getByText('Order PO-2-0')).toBeInTheDocument();
    // An order not on a shipment is already named by its number.
    expect(within(table).getByRole('link', { name: 'PO-3-0' })).toBeInTheDocument();
    expect(within(table).queryByText('Order PO-3-0')).not.toBeInTheDocument();
  });

  it('shows weights in pounds for an imperial user', async () => {
    renderWidget(<FavouriteShipmentsWidget item={layoutItemOf('FavouriteShipments')} />, {
      user: buildCurrentUser({ type: 'OP', permissions: { tracking: true }, unitOfMeasure: 'IMPERIAL' }),
      api: {
        [FAVOURITES]: {
          status: 200,
          body: batchOf([buildListRow({ ActualWeight: 1000, UnitOfWeight: 'KG' })], 1),
        },
      },
    });
    expect(await screen.findByText(/LBS$/)).toBeInTheDocument();
  });

  it('has an empty and an error state', async () => {
    const { view } = renderWidget(<FavouriteShipmentsWidget item={layoutItemOf('FavouriteShipments')} />, {
      api: { [FAVOURITES]: { status: 200, body: { result: [], currentCount: 0, totalCount: 0 } } },
    });
    expect(await screen.findByText(NO_FAVOURITES_TEXT)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Favourites Shipments (0)' })).toBeInTheDocument();
    view.unmount();
    renderWidget(<FavouriteShipmentsWidget item={layoutItemOf('FavouriteShipments')} />, {
      api: { [FAVOURITES]: apiError(500, 'INTERNAL', 'Boom') },
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('AN ERROR OCCURRED');
  });
});
