import { MantineProvider } from '@mantine/core';
import type { InTransitShipment } from '@navia/domain/contracts/transit';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { MemoryRouter, Route, Routes, useParams } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { type ApiRoute, apiError, mockApi } from '../../../test/mock-api.ts';
import { buildInTransit, inTransitAnswer, layoutItemFor } from './cargo-map-factories.ts';
import { CARGO_MAP_TEXTS } from './cargo-map-rules.ts';
import { CargoMapView } from './cargo-map-view.tsx';
import { CargoMapWidget } from './cargo-map-widget.tsx';

// The canvas chart cannot draw in happy-dom: a stand-in shows what it was given and opens a shipment
// as a click on a point would.
vi.mock('./cargo-map-chart.tsx', () => ({
  CargoMapChart: ({
    shipments,
    label,
    onOpen,
  }: {
    shipments: readonly InTransitShipment[];
    label: string;
    onOpen: (path: string) => void;
  }) => (
    <div role="img" aria-label={label}>
      {shipments.map((s) => (
        <button type="button" key={s.ShipKey} onClick={() => onOpen(`/shipment/${s.ShipKey}`)}>
          {`point ${s.ShipNumber} ${s.lateRisk ? 'late' : 'on time'}`}
        </button>
      ))}
    </div>
  ),
}));

const IN_TRANSIT = 'GET /api/transit/inTransit';

function ShipmentPage() {
  return <p>{`shipment page ${useParams().key}`}</p>;
}

function renderWith(ui: ReactNode, route: ApiRoute) {
  const api = mockApi({ [IN_TRANSIT]: route });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MantineProvider env="test">
        <MemoryRouter initialEntries={['/']}>
          <Routes>
            <Route path="/" element={ui} />
            <Route path="/shipment/:key" element={<ShipmentPage />} />
          </Routes>
        </MemoryRouter>
      </MantineProvider>
    </QueryClientProvider>,
  );
  return { api, user: userEvent.setup() };
}

const late = buildInTransit({ ShipKey: 'LATE-1', ShipNumber: 'SLATE1', lateRisk: true, delayHours: 48 });
const onTime = buildInTransit({ ShipKey: 'OK-1', ShipNumber: 'SOK1' });
const ok = (shipments: InTransitShipment[], extra = {}) => ({
  status: 200,
  body: inTransitAnswer(shipments, extra),
});

describe('CargoMapWidget', () => {
  it('shows the count, the legend by late risk and the note that positions are interpolated', async () => {
    renderWith(<CargoMapWidget item={layoutItemFor('CargoMap')} />, ok([late, onTime]));
    const widget = await screen.findByRole('region', { name: 'Cargo In Transit' });
    expect(await within(widget).findByText('2 shipments in transit · 1 at late risk')).toBeInTheDocument();
    const legend = within(widget).getByRole('group', { name: 'Legend' });
    expect(within(legend).getByText('ON TIME (1)')).toBeInTheDocument();
    expect(within(legend).getByText('LATE RISK (1)')).toBeInTheDocument();
    expect(within(widget).getByText(/interpolated|great circle/)).toHaveTextContent(CARGO_MAP_TEXTS.note);
    expect(
      await within(widget).findByRole('img', { name: /World map of 2 shipments in transit/ }),
    ).toBeInTheDocument();
  });

  it('opens the shipment a point stands for', async () => {
    const { user } = renderWith(<CargoMapWidget item={layoutItemFor('CargoMap')} />, ok([late, onTime]));
    await user.click(await screen.findByRole('button', { name: 'point SLATE1 late' }));
    expect(await screen.findByText('shipment page LATE-1')).toBeInTheDocument();
  });

  it('offers a list of the same shipments, each linking to its shipment', async () => {
    const { user } = renderWith(<CargoMapWidget item={layoutItemFor('CargoMap')} />, ok([onTime, late]));
    await user.click(await screen.findByRole('radio', { name: 'LIST' }));
    const table = screen.getByRole('table');
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(2);
    expect(within(rows[1] as HTMLElement).getByText('LATE RISK')).toBeInTheDocument();
    expect(within(rows[0] as HTMLElement).getByText('ON TIME')).toBeInTheDocument();
    expect(within(table).getByRole('link', { name: 'SLATE1' })).toHaveAttribute('href', '/shipment/LATE-1');
    expect(within(rows[0] as HTMLElement).getByText('Shanghai (CNSHA)')).toBeInTheDocument();
    expect(screen.queryByRole('img', { name: /World map/ })).not.toBeInTheDocument();
  });

  it('says how many of the total are drawn when the map is bounded', async () => {
    renderWith(
      <CargoMapWidget item={layoutItemFor('CargoMap')} />,
      ok([onTime], { totalCount: 612, lateCount: 40 }),
    );
    expect(await screen.findByText('1 of 612 shipments in transit · 40 at late risk')).toBeInTheDocument();
  });

  it('shows the empty state when nothing is in transit', async () => {
    renderWith(<CargoMapWidget item={layoutItemFor('CargoMap')} />, ok([]));
    expect(await screen.findByText(CARGO_MAP_TEXTS.empty)).toBeInTheDocument();
  });

  it('shows the error state when the call fails', async () => {
    renderWith(<CargoMapWidget item={layoutItemFor('CargoMap')} />, apiError(500, 'INTERNAL', 'boom'));
    expect(await screen.findByRole('alert')).toHaveTextContent('AN ERROR OCCURRED');
  });
});

describe('CargoMapView (on /insights)', () => {
  it('draws the map at the height asked for, with the list alternative', async () => {
    const { user } = renderWith(<CargoMapView height={300} />, ok([late]));
    expect(await screen.findByText('1 shipment in transit · 1 at late risk')).toBeInTheDocument();
    expect(await screen.findByRole('img', { name: /World map/ })).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'LIST' }));
    expect(screen.getByRole('link', { name: 'SLATE1' })).toBeInTheDocument();
  });

  it('has its own empty and error states', async () => {
    renderWith(<CargoMapView />, ok([]));
    expect(await screen.findByText(CARGO_MAP_TEXTS.empty)).toBeInTheDocument();
  });

  it('shows an error without breaking the page', async () => {
    renderWith(<CargoMapView />, apiError(403, 'FORBIDDEN', 'no'));
    expect(await screen.findByRole('alert')).toHaveTextContent('AN ERROR OCCURRED');
  });
});
