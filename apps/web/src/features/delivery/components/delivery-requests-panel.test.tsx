import { MantineProvider } from '@mantine/core';
import type { DeliveryRequest } from '@navia/domain/contracts/deliveries';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { exactText } from '../../../test/exact-text.ts';
import { type ApiRoute, apiError, mockApi } from '../../../test/mock-api.ts';
import { settle } from '../../../test/settle.ts';
import { deliveryRequestKeys } from '../api/delivery-requests.ts';
import { buildDeliveryRequest } from './delivery-requests-factories.ts';
import {
  DATES_MISSING_TEXT,
  DELIVERY_REQUESTS_TITLE,
  DeliveryRequestsPanel,
} from './delivery-requests-panel.tsx';

const LIST = 'GET /api/shipments/SHIP-KEY-1/deliveryRequests';

function renderPanel(requests: DeliveryRequest[], canConfirm: boolean, confirm?: ApiRoute) {
  let stored = requests;
  const api = mockApi({
    [LIST]: () => ({ status: 200, body: { result: stored } }),
    ...Object.fromEntries(
      requests.map((r) => [
        `POST /api/shipments/deliveryRequests/${r._id}/confirm`,
        confirm ??
          (() => {
            const confirmed = { ...r, status: 'CONFIRMED' as const, confirmedAt: '2030-07-02T01:00:00.000Z' };
            stored = stored.map((s) => (s._id === r._id ? confirmed : s));
            return { status: 200, body: confirmed };
          }),
      ]),
    ),
  });
  const onConfirmed = vi.fn();
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const user = userEvent.setup();
  render(
    <QueryClientProvider client={client}>
      <MantineProvider env="test">
        <DeliveryRequestsPanel shipKey="SHIP-KEY-1" canConfirm={canConfirm} onConfirmed={onConfirmed} />
      </MantineProvider>
    </QueryClientProvider>,
  );
  return { api, client, onConfirmed, user };
}

const panel = () => screen.findByRole('region', { name: DELIVERY_REQUESTS_TITLE });

describe('delivery requests panel (hub §2, §4)', () => {
  it('lists each request with its kind, status, requester, location, containers, flags and notes', async () => {
    const earliest = buildDeliveryRequest({ createdBy: 'Jane Citizen', additionalNotes: 'GATE 4' });
    const arrange = buildDeliveryRequest({
      kind: 'ARRANGE',
      status: 'CONFIRMED',
      period: null,
      emptyReturnBy: null,
      flag: true,
      createdBy: 'Sam Staff',
      confirmedAt: '2030-07-03T01:00:00.000Z',
      location: { label: 'CUSTOM ADDRESS', address: '', customAddress: '9 QUAY ST, SYDNEY' },
      containers: [
        {
          ContainerNumber: 'TGHU1111111',
          dropMode: { value: 'TRL', label: 'Trailer drop' },
          deliveryDate: '09/07/2030',
          pickupTime: { text: '2:00PM', twentyFourHourText: '14', index: 15 },
          deliveryDateReturn: null,
          pickupTimeReturn: null,
          willIncurStorageDelivery: true,
          willIncurStorageReturn: false,
        },
      ],
    });
    renderPanel([earliest, arrange], false);
    const region = await panel();

    const first = within(region).getByRole('article', { name: 'EARLIEST DELIVERY request by Jane Citizen' });
    expect(within(first).getByText('REQUESTED')).toBeInTheDocument();
    expect(within(first).getByText(/Requested by Jane Citizen on 01 Jul 2030/)).toBeInTheDocument();
    expect(within(first).getByText('MAIN WAREHOUSE — 1 DOCK RD, BOTANY NSW 2019')).toBeInTheDocument();
    expect(within(first).getByText('AM (9:00AM)')).toBeInTheDocument();
    expect(within(first).getByText('MSCU1234565')).toBeInTheDocument();
    expect(within(first).getByText('Side loader drop')).toBeInTheDocument();
    expect(within(first).getByText('20/07/2030 9:00AM')).toBeInTheDocument();
    expect(within(first).getByText('GATE 4')).toBeInTheDocument();
    expect(within(first).queryByText(DATES_MISSING_TEXT)).not.toBeInTheDocument();

    const second = within(region).getByRole('article', { name: 'DELIVERY request by Sam Staff' });
    expect(within(second).getByText('CONFIRMED')).toBeInTheDocument();
    expect(within(second).getByText('CUSTOM ADDRESS: 9 QUAY ST, SYDNEY')).toBeInTheDocument();
    expect(within(second).getByText('09/07/2030')).toBeInTheDocument();
    expect(within(second).getByText('2:00PM')).toBeInTheDocument();
    expect(within(second).getByText('MAY INCUR STORAGE')).toBeInTheDocument();
    expect(within(second).getByText(DATES_MISSING_TEXT)).toBeInTheDocument();
    expect(within(region).queryByRole('button', { name: /CONFIRM/ })).not.toBeInTheDocument();
  });

  it('shows nothing when the shipment has no request', async () => {
    const { api, client } = renderPanel([], true);
    // The panel shows nothing while the list loads either, so check once the empty answer is in.
    await waitFor(() =>
      expect(client.getQueryData(deliveryRequestKeys.ofShipment('SHIP-KEY-1'))).toEqual([]),
    );
    await settle();
    expect(api.callsTo(LIST)).toHaveLength(1);
    expect(screen.queryByRole('region', { name: DELIVERY_REQUESTS_TITLE })).not.toBeInTheDocument();
  });

  it('offers CONFIRM to staff on REQUESTED requests only; confirming asks once more, posts and refreshes the list', async () => {
    const requested = buildDeliveryRequest();
    const confirmed = buildDeliveryRequest({ kind: 'ARRANGE', status: 'CONFIRMED', createdBy: 'Sam Staff' });
    const { api, onConfirmed, user } = renderPanel([requested, confirmed], true);
    const region = await panel();
    const confirmedEntry = within(region).getByRole('article', { name: 'DELIVERY request by Sam Staff' });
    expect(within(confirmedEntry).queryByRole('button', { name: /CONFIRM/ })).not.toBeInTheDocument();

    const entry = within(region).getByRole('article', { name: 'EARLIEST DELIVERY request by Jane Citizen' });
    await user.click(within(entry).getByRole('button', { name: /^CONFIRM/ }));
    expect(api.callsTo(`POST /api/shipments/deliveryRequests/${requested._id}/confirm`)).toHaveLength(0);
    await user.click(within(entry).getByRole('button', { name: 'CONFIRM DELIVERY?' }));

    await waitFor(() => expect(within(entry).getByText('CONFIRMED')).toBeInTheDocument());
    expect(api.callsTo(`POST /api/shipments/deliveryRequests/${requested._id}/confirm`)).toHaveLength(1);
    expect(api.callsTo(LIST)).toHaveLength(2);
    expect(within(entry).queryByRole('button', { name: /CONFIRM/ })).not.toBeInTheDocument();
    expect(onConfirmed).toHaveBeenCalledOnce();
  });

  it('shows the server text when a confirmation fails, and NOT NOW steps back', async () => {
    const requested = buildDeliveryRequest();
    const { user } = renderPanel(
      [requested],
      true,
      apiError(409, 'CONFLICT', 'THE DELIVERY OF THIS CONTAINER IS ALREADY BOOKED'),
    );
    const region = await panel();
    await user.click(within(region).getByRole('button', { name: /^CONFIRM/ }));
    await user.click(within(region).getByRole('button', { name: 'CONFIRM DELIVERY?' }));
    expect(await within(region).findByRole('alert')).toHaveTextContent(
      exactText('THE DELIVERY OF THIS CONTAINER IS ALREADY BOOKED'),
    );
    expect(within(region).getByText('REQUESTED')).toBeInTheDocument();
    await user.click(within(region).getByRole('button', { name: 'NOT NOW' }));
    expect(within(region).queryByRole('alert')).not.toBeInTheDocument();
    expect(within(region).getByRole('button', { name: /^CONFIRM/ })).toBeInTheDocument();
  });

  it('says when the list cannot be loaded, and retries', async () => {
    let fail = true;
    mockApi({
      [LIST]: () =>
        fail
          ? apiError(500, 'INTERNAL', 'Error Occurred')
          : { status: 200, body: { result: [buildDeliveryRequest()] } },
    });
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const user = userEvent.setup();
    render(
      <QueryClientProvider client={client}>
        <MantineProvider env="test">
          <DeliveryRequestsPanel shipKey="SHIP-KEY-1" canConfirm={false} />
        </MantineProvider>
      </QueryClientProvider>,
    );
    const region = await panel();
    expect(within(region).getByRole('alert')).toHaveTextContent('Error Occurred');
    fail = false;
    await user.click(within(region).getByRole('button', { name: 'RETRY' }));
    expect(await within(region).findByText('REQUESTED')).toBeInTheDocument();
  });
});
