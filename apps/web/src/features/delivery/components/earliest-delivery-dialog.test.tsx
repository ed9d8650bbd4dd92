import { MantineProvider } from '@mantine/core';
import { arrangeTransportBodySchema, type SavedAddress } from '@navia/domain/contracts/deliveries';
import { addDays, formatSubmittedDate, type IsoDay } from '@navia/domain/rules/delivery/calendar';
import { EARLIEST_ERROR_TEXTS } from '@navia/domain/rules/delivery/earliest';
import type { DeliveryTarget } from '@navia/domain/rules/delivery/target';
import { DELIVERY_WARNINGS, WIZARD_TEXTS } from '@navia/domain/rules/delivery/wizard';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import dayjs from 'dayjs';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { type ApiRoute, apiError, mockApi } from '../../../test/mock-api.ts';
import {
  buildDeliveryContainer,
  buildDeliveryRequest,
  buildDeliveryTarget,
  todayIso,
} from './delivery-requests-factories.ts';
import { EarliestDeliveryDialog } from './earliest-delivery-dialog.tsx';

const address = (overrides: Partial<SavedAddress> = {}): SavedAddress => ({
  _id: '11111111-1111-4111-8111-111111111111',
  label: 'MAIN WAREHOUSE',
  address: '1 DOCK RD, BOTANY NSW 2019',
  address1: '1 DOCK RD',
  city: 'BOTANY',
  state: 'NSW',
  postcode: '2019',
  country: 'AU',
  phone: null,
  FCLEquipment: 'SDL',
  LCLEquipment: 'HUL',
  AirEquipment: 'HWL',
  isDelivery: true,
  buyerCode: 'BUYER1',
  buyerName: 'BUYER ONE',
  ...overrides,
});

const ARRANGE = 'POST /api/shipments/arrangeTransport';

/** A page that opens the dialog with a button, as the table and the detail screen do. */
function Harness({ target, onDone }: { target: DeliveryTarget; onDone: () => void }) {
  const [opened, setOpened] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpened(true)}>
        OPEN
      </button>
      <EarliestDeliveryDialog
        target={target}
        opened={opened}
        onClose={() => setOpened(false)}
        onDone={onDone}
      />
    </>
  );
}

function renderDialog(target: DeliveryTarget, arrange?: ApiRoute) {
  const api = mockApi({
    'POST /api/org/deliveryAddress': { status: 200, body: { result: [address()] } },
    'POST /api/shipments/getPublicHolidays': { status: 200, body: [] },
    [ARRANGE]: arrange ?? { status: 200, body: { deliveryRequest: buildDeliveryRequest(), replayed: false } },
  });
  const onDone = vi.fn();
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const user = userEvent.setup();
  render(
    <QueryClientProvider client={client}>
      <MantineProvider env="test">
        <Harness target={target} onDone={onDone} />
      </MantineProvider>
    </QueryClientProvider>,
  );
  const open = async () => {
    await user.click(screen.getByRole('button', { name: 'OPEN' }));
    return screen.findByRole('dialog', { name: WIZARD_TEXTS.earliestTitle });
  };
  return { api, onDone, user, open };
}

type User = ReturnType<typeof userEvent.setup>;

async function choose(user: User, dialog: HTMLElement, combobox: RegExp, option: string | RegExp) {
  await user.click(within(dialog).getByRole('combobox', { name: combobox }));
  await user.click(await screen.findByRole('option', { name: option }));
}

async function chooseReturnDate(user: User, dialog: HTMLElement, day: IsoDay) {
  const input = within(dialog).getByRole('button', { name: /EMPTY RETURN BY/ });
  await waitFor(() => expect(input).toBeEnabled());
  await user.click(input);
  await user.click(await screen.findByRole('button', { name: dayjs(day).format('D MMMM YYYY') }));
}

const submit = (user: User, dialog: HTMLElement) =>
  user.click(within(dialog).getByRole('button', { name: 'SUBMIT' }));

describe('earliest delivery dialog (hub §2, §5, §8)', () => {
  it('asks an FCL export for VGM, mode, period and EMPTY RETURN BY, and refuses an empty submit', async () => {
    const { api, user, open } = renderDialog(buildDeliveryTarget());
    const dialog = await open();
    expect(within(dialog).getByText(WIZARD_TEXTS.earliestSubtitleFcl)).toBeInTheDocument();
    expect(within(dialog).getByText('MSCU1234565')).toBeInTheDocument();
    expect(within(dialog).getByRole('radiogroup', { name: WIZARD_TEXTS.vgmRequired })).toBeInTheDocument();
    expect(within(dialog).getByRole('radiogroup', { name: 'PERIOD OF THE DAY' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: /EMPTY RETURN BY/ })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: /AM 9am-10am, PM 6pm-7pm/ })).toBeInTheDocument();

    await submit(user, dialog);
    expect(await within(dialog).findByText(EARLIEST_ERROR_TEXTS.location)).toBeInTheDocument();
    expect(within(dialog).getByText(EARLIEST_ERROR_TEXTS.mode)).toBeInTheDocument();
    expect(within(dialog).getByText(EARLIEST_ERROR_TEXTS.period)).toBeInTheDocument();
    expect(within(dialog).getByText(EARLIEST_ERROR_TEXTS.emptyReturnBy)).toBeInTheDocument();
    expect(within(dialog).getByText('VGM REQUIRED MUST BE ANSWERED')).toBeInTheDocument();
    expect(api.callsTo(ARRANGE)).toHaveLength(0);

    // Errors follow the fields once a submit has been refused.
    await user.click(within(dialog).getByRole('radio', { name: 'PM' }));
    await waitFor(() =>
      expect(within(dialog).queryByText(EARLIEST_ERROR_TEXTS.period)).not.toBeInTheDocument(),
    );
  });

  it('asks an LCL shipment only for the period and mode, and posts kind EARLIEST without a return date', async () => {
    const target = buildDeliveryTarget({ ContainerMode: 'LCL', Direction: 'IMPORT' });
    const { api, onDone, user, open } = renderDialog(target);
    const dialog = await open();
    expect(within(dialog).getByText(WIZARD_TEXTS.earliestSubtitleOther)).toBeInTheDocument();
    expect(
      within(dialog).queryByRole('radiogroup', { name: WIZARD_TEXTS.vgmRequired }),
    ).not.toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: /EMPTY RETURN BY/ })).not.toBeInTheDocument();
    expect(within(dialog).queryByText('MSCU1234565')).not.toBeInTheDocument();

    await choose(user, dialog, /DELIVERY ADDRESS/, /MAIN WAREHOUSE/);
    // The address's LCL equipment becomes the mode.
    expect(within(dialog).getByRole('combobox', { name: /MODE/ })).toHaveValue('Hand unload from truck');
    await user.click(within(dialog).getByRole('radio', { name: 'PM' }));
    await user.type(within(dialog).getByRole('textbox', { name: WIZARD_TEXTS.additionalNotes }), 'gate 4');
    expect(within(dialog).getByText('6/500')).toBeInTheDocument();
    await submit(user, dialog);

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const [call] = api.callsTo(ARRANGE);
    expect(call?.body).toMatchObject({
      kind: 'EARLIEST',
      ShipKey: 'SHIP-KEY-1',
      ShipNumber: 'S00012345',
      DataSource: 'AU',
      OrdNumber: 'ORD-77',
      location: {
        _id: address()._id,
        label: 'MAIN WAREHOUSE',
        address: '1 DOCK RD, BOTANY NSW 2019',
        customAddress: null,
      },
      info: { ContainerMode: 'LCL', TransportMode: 'SEA', Direction: 'IMPORT', additionalNotes: 'GATE 4' },
      VGMRequired: null,
      sendViaEmail: true,
      containers: [{ ContainerNumber: 'MSCU1234565' }],
      dropMode: { value: 'HUL', label: 'Hand unload from truck' },
      period: 'PM',
      emptyReturnBy: null,
    });
    expect(arrangeTransportBodySchema.safeParse(call?.body).success).toBe(true);
    expect(onDone).toHaveBeenCalledOnce();
  });

  it('requires the NEW ADDRESS text when CUSTOM ADDRESS is chosen', async () => {
    const target = buildDeliveryTarget({ ContainerMode: 'LCL', Direction: 'IMPORT' });
    const { api, user, open } = renderDialog(target);
    const dialog = await open();
    await choose(user, dialog, /DELIVERY ADDRESS/, WIZARD_TEXTS.customAddress);
    await submit(user, dialog);
    expect(await within(dialog).findByText(EARLIEST_ERROR_TEXTS.customAddress)).toBeInTheDocument();
    await user.type(within(dialog).getByRole('textbox', { name: /NEW ADDRESS/ }), '9 QUAY ST, SYDNEY');
    await waitFor(() =>
      expect(within(dialog).queryByText(EARLIEST_ERROR_TEXTS.customAddress)).not.toBeInTheDocument(),
    );
    expect(api.callsTo(ARRANGE)).toHaveLength(0);
  });

  it('posts the FCL request with its DD/MM/YYYY return date, and retries with the same requestId after a server error', async () => {
    let attempts = 0;
    const target = buildDeliveryTarget({
      containers: [
        buildDeliveryContainer(),
        // Not offered: booked elsewhere, and a container whose cargo is not available yet.
        buildDeliveryContainer({ ContainerNumber: 'MSCU7654321', BookedFlag: 1 }),
        buildDeliveryContainer({ ContainerNumber: 'TGHU1111111', ShipCargoAvailable: null }),
      ],
    });
    const { api, onDone, user, open } = renderDialog(target, () => {
      attempts += 1;
      return attempts === 1
        ? apiError(422, 'VALIDATION', 'MSCU1234565: THE CARGO IS NOT AVAILABLE YET')
        : { status: 200, body: { deliveryRequest: buildDeliveryRequest(), replayed: false } };
    });
    const dialog = await open();
    await choose(user, dialog, /DELIVERY ADDRESS/, /MAIN WAREHOUSE/);
    await user.click(within(dialog).getByRole('radio', { name: 'YES' }));
    // VGM yes offers SDL, the address's FCL equipment, so it becomes the mode.
    expect(within(dialog).getByRole('combobox', { name: /MODE/ })).toHaveValue('Side loader drop');
    await user.click(within(dialog).getByRole('radio', { name: 'AM' }));
    // The minimum is the storage date (10 days out), later than the first delivery day plus one.
    const minimum = addDays(todayIso(), 10);
    await chooseReturnDate(user, dialog, minimum);
    expect(within(dialog).queryByText(DELIVERY_WARNINGS.earliestReturn)).not.toBeInTheDocument();

    await submit(user, dialog);
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'MSCU1234565: THE CARGO IS NOT AVAILABLE YET',
    );
    expect(onDone).not.toHaveBeenCalled();

    await submit(user, dialog);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const calls = api.callsTo(ARRANGE);
    expect(calls).toHaveLength(2);
    const [first, second] = calls.map((c) => c.body as Record<string, unknown>);
    expect(first).toMatchObject({
      kind: 'EARLIEST',
      VGMRequired: true,
      containers: [{ ContainerNumber: 'MSCU1234565' }],
      dropMode: { value: 'SDL', label: 'Side loader drop' },
      period: 'AM',
      emptyReturnBy: formatSubmittedDate(minimum),
      flag: false,
    });
    expect(arrangeTransportBodySchema.safeParse(first).success).toBe(true);
    expect(first?.requestId).toMatch(/^[0-9a-f-]{36}$/);
    expect(second?.requestId).toBe(first?.requestId);
    expect(onDone).toHaveBeenCalledOnce();
  });

  it("warns 'Return Date' when the return date is after the container's EMPTY RETURN BY", async () => {
    const today = todayIso();
    const container = buildDeliveryContainer({
      dates: {
        firstAvailable: addDays(today, -3),
        inStorage: addDays(today, 10),
        emptyReturnBy: addDays(today, 5),
      },
    });
    const { user, open } = renderDialog(buildDeliveryTarget({ containers: [container] }));
    const dialog = await open();
    await chooseReturnDate(user, dialog, addDays(today, 10));
    expect(await within(dialog).findByText(DELIVERY_WARNINGS.earliestReturn)).toBeInTheDocument();
  });

  it('starts afresh, with a new requestId, each time it opens', async () => {
    const target = buildDeliveryTarget({ ContainerMode: 'LCL', Direction: 'IMPORT' });
    const { api, user, open } = renderDialog(target, () => apiError(422, 'VALIDATION', 'REFUSED'));
    let dialog = await open();
    await choose(user, dialog, /DELIVERY ADDRESS/, /MAIN WAREHOUSE/);
    await user.click(within(dialog).getByRole('radio', { name: 'AM' }));
    await submit(user, dialog);
    expect(await within(dialog).findByRole('alert')).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'CANCEL' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    dialog = await open();
    expect(within(dialog).getByRole('radio', { name: 'AM' })).not.toBeChecked();
    expect(within(dialog).getByRole('combobox', { name: /DELIVERY ADDRESS/ })).toHaveValue('');
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();

    await choose(user, dialog, /DELIVERY ADDRESS/, /MAIN WAREHOUSE/);
    await user.click(within(dialog).getByRole('radio', { name: 'PM' }));
    await submit(user, dialog);
    await within(dialog).findByRole('alert');
    const [first, second] = api.callsTo(ARRANGE).map((c) => (c.body as { requestId: string }).requestId);
    expect(second).not.toBe(first);
  });
});
