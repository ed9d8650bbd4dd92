import { Button, MantineProvider } from '@mantine/core';
import {
  type DeliveryRequest,
  type SavedAddress,
  savedAddressSchema,
} from '@navia/domain/contracts/deliveries';
import {
  addDays,
  formatSubmittedDate,
  type IsoDay,
  isoDayOf,
  isWeekend,
} from '@navia/domain/rules/delivery/calendar';
import type { DeliveryContainer, DeliveryTarget } from '@navia/domain/rules/delivery/target';
import {
  CONTAINER_ERROR_TEXTS,
  DELIVERY_WARNINGS,
  FIX_ERRORS_ABOVE,
  NO_DATES_TEXT,
  WIZARD_TEXTS,
} from '@navia/domain/rules/delivery/wizard';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import dayjs from 'dayjs';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { exactText } from '../../../test/exact-text.ts';
import { type ApiRoute, apiError, mockApi } from '../../../test/mock-api.ts';
import { ArrangeDeliveryWizard } from './arrange-delivery-wizard.tsx';

type User = ReturnType<typeof userEvent.setup>;

// Dates relative to today (the UTC day, as the wizard reads it), so no test depends on the date it runs.
const today = isoDayOf(new Date());
/** The n-th weekday after `day`. */
function weekdayAfter(day: IsoDay, n = 1): IsoDay {
  let d = day;
  for (let left = n; left > 0; ) {
    d = addDays(d, 1);
    if (!isWeekend(d)) left -= 1;
  }
  return d;
}
const firstAvailable = addDays(today, -3);
const inStorage = weekdayAfter(today, 5);
const dates = { firstAvailable, inStorage, emptyReturnBy: addDays(inStorage, 10) };

const container = (
  ContainerNumber: string,
  overrides: Partial<DeliveryContainer> = {},
): DeliveryContainer => ({
  ContainerNumber,
  BookedFlag: 0,
  ConfirmedDelivery: null,
  ShipCargoAvailable: `${dates.firstAvailable}T00:00:00.000Z`,
  dates,
  ...overrides,
});

const buildTarget = (
  containers: DeliveryContainer[],
  overrides: Partial<DeliveryTarget> = {},
): DeliveryTarget => ({
  ShipKey: 'SHIP-KEY-1',
  ShipNumber: 'S00001234',
  DataSource: 'AU',
  OrdNumber: 'ORD-1',
  ContainerMode: 'FCL',
  TransportMode: 'SEA',
  Direction: 'IMPORT',
  buyerCode: 'BUYER1',
  zone: 'UTC',
  containers,
  ...overrides,
});

const address: SavedAddress = savedAddressSchema.parse({
  _id: '00000000-0000-4000-8000-000000000001',
  label: 'MAIN WAREHOUSE',
  address: '1 DOCK RD, PORT MELBOURNE VIC 3207',
  address1: '1 DOCK RD',
  city: 'PORT MELBOURNE',
  state: 'VIC',
  postcode: '3207',
  country: 'AU',
  phone: null,
  FCLEquipment: 'SDL',
  LCLEquipment: 'TRL',
  AirEquipment: 'HUL',
  isDelivery: true,
  buyerCode: 'BUYER1',
  buyerName: 'BUYER ONE',
});

const storedRequest = (body: {
  requestId: string;
  containers: { ContainerNumber: string }[];
}): DeliveryRequest => ({
  _id: '00000000-0000-4000-8000-0000000000aa',
  kind: 'ARRANGE',
  status: 'REQUESTED',
  requestId: body.requestId,
  ShipKey: 'SHIP-KEY-1',
  ShipNumber: 'S00001234',
  DataSource: 'AU',
  OrdNumber: 'ORD-1',
  location: { label: address.label, address: address.address, customAddress: null },
  ContainerMode: 'FCL',
  TransportMode: 'SEA',
  VGMRequired: null,
  additionalNotes: '',
  period: null,
  emptyReturnBy: null,
  flag: false,
  sendViaEmail: true,
  createdBy: 'user-1',
  createdAt: new Date().toISOString(),
  confirmedAt: null,
  containers: body.containers.map((c) => ({
    ContainerNumber: c.ContainerNumber,
    dropMode: null,
    deliveryDate: null,
    pickupTime: null,
    deliveryDateReturn: null,
    pickupTimeReturn: null,
    willIncurStorageDelivery: false,
    willIncurStorageReturn: false,
  })),
});

/** Opens the wizard from a button, as the tracking table does, so closing and reopening can be tested. */
function Harness({ target, onDone }: { target: DeliveryTarget; onDone: (r: DeliveryRequest) => void }) {
  const [opened, setOpened] = useState(false);
  return (
    <>
      <Button onClick={() => setOpened(true)}>DELIVERY</Button>
      <ArrangeDeliveryWizard
        target={target}
        opened={opened}
        onClose={() => setOpened(false)}
        onDone={onDone}
      />
    </>
  );
}

async function openWizard(target: DeliveryTarget, routes: Record<string, ApiRoute> = {}) {
  const api = mockApi({
    'POST /api/org/deliveryAddress': { status: 200, body: { result: [address] } },
    'POST /api/shipments/getPublicHolidays': { status: 200, body: [] },
    ...routes,
  });
  const onDone = vi.fn();
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  const user = userEvent.setup();
  render(
    <QueryClientProvider client={client}>
      <MantineProvider env="test">
        <Harness target={target} onDone={onDone} />
      </MantineProvider>
    </QueryClientProvider>,
  );
  await user.click(screen.getByRole('button', { name: 'DELIVERY' }));
  return { api, onDone, user, dialog: await screen.findByRole('dialog') };
}

const rowOf = (name: string) => screen.getByRole('group', { name });

async function choose(user: User, scope: HTMLElement, field: string, option: string) {
  await user.click(within(scope).getByRole('combobox', { name: field }));
  await user.click(await screen.findByRole('option', { name: option }));
}

async function chooseAddress(user: User) {
  await user.click(screen.getByRole('combobox', { name: 'DELIVERY ADDRESS' }));
  await user.click(await screen.findByRole('option', { name: `${address.label} — ${address.address}` }));
}

/** Opens a date picker of a row and clicks the day, moving to later months when needed. */
async function pickDay(user: User, scope: HTMLElement, field: string, day: IsoDay) {
  await user.click(within(scope).getByRole('button', { name: field }));
  const name = dayjs(day).format('D MMMM YYYY');
  for (let i = 0; i < 3 && screen.queryByRole('button', { name }) === null; i += 1) {
    const nextMonth = document.querySelector<HTMLElement>('[data-direction="next"]');
    if (nextMonth) await user.click(nextMonth);
  }
  await user.click(screen.getByRole('button', { name }));
}

describe('arrange delivery wizard (hub §2, §4, §5, §8)', () => {
  it('starts at CONTAINER DELIVERY with ALL first, without booked containers, and needs a choice', async () => {
    const target = buildTarget([
      container('MSCU1111111'),
      container('MSCU2222222'),
      container('MSCU3333333', { BookedFlag: 1 }),
    ]);
    const { user, dialog } = await openWizard(target);
    expect(screen.getByRole('dialog', { name: WIZARD_TEXTS.step1 })).toBe(dialog);
    const boxes = within(dialog).getAllByRole('checkbox');
    expect(boxes).toHaveLength(3);
    expect(within(dialog).getByRole('checkbox', { name: 'ALL' })).toBe(boxes[0]);
    expect(within(dialog).queryByRole('checkbox', { name: 'MSCU3333333' })).not.toBeInTheDocument();
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'NEXT' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent(exactText(FIX_ERRORS_ABOVE));

    await user.click(within(dialog).getByRole('checkbox', { name: 'ALL' }));
    expect(within(dialog).getByRole('checkbox', { name: 'MSCU2222222' })).toBeChecked();
    await user.click(within(dialog).getByRole('button', { name: 'NEXT' }));
    expect(await screen.findByRole('dialog', { name: WIZARD_TEXTS.step2 })).toBeInTheDocument();
    expect(rowOf('ALL CONTAINERS')).toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'MSCU1111111' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'BACK' })).toBeInTheDocument();
  });

  it('skips CONTAINER DELIVERY for a single container', async () => {
    const { dialog } = await openWizard(buildTarget([container('MSCU1111111')]));
    expect(screen.getByRole('dialog', { name: WIZARD_TEXTS.step2 })).toBe(dialog);
    expect(rowOf('MSCU1111111')).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'BACK' })).not.toBeInTheDocument();
  });

  it('warns with Oh No! first when the dates are unconfirmed, then continues', async () => {
    const noDates = { firstAvailable: null, inStorage: null, emptyReturnBy: null };
    const target = buildTarget([container('MSCU1111111', { dates: noDates, ShipCargoAvailable: null })]);
    const { user, dialog } = await openWizard(target);
    expect(screen.getByRole('dialog', { name: WIZARD_TEXTS.noDatesTitle })).toBe(dialog);
    expect(within(dialog).getByText(NO_DATES_TEXT)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'NEXT' }));
    expect(screen.getByRole('dialog', { name: WIZARD_TEXTS.step2 })).toBeInTheDocument();
  });

  it('refuses NEXT with PLEASE FIX ERRORS ABOVE and shows each field error only after the attempt', async () => {
    const { user, dialog } = await openWizard(buildTarget([container('MSCU1111111')]));
    const row = rowOf('MSCU1111111');
    expect(within(dialog).queryByText(CONTAINER_ERROR_TEXTS.MODE_REQUIRED)).not.toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'NEXT' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent(exactText(FIX_ERRORS_ABOVE));
    expect(within(dialog).getByText('A DELIVERY ADDRESS IS REQUIRED')).toBeInTheDocument();
    expect(within(row).getByText(CONTAINER_ERROR_TEXTS.MODE_REQUIRED)).toBeInTheDocument();
    expect(within(row).getByText(CONTAINER_ERROR_TEXTS.DATE_REQUIRED)).toBeInTheDocument();
    expect(within(row).getByText(CONTAINER_ERROR_TEXTS.TIME_REQUIRED)).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: WIZARD_TEXTS.step2 })).toBe(dialog);
  });

  it('reveals NEW ADDRESS for CUSTOM ADDRESS and requires its text', async () => {
    const { user, dialog } = await openWizard(buildTarget([container('MSCU1111111')]));
    expect(within(dialog).queryByRole('textbox', { name: WIZARD_TEXTS.newAddress })).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('combobox', { name: 'DELIVERY ADDRESS' }));
    await user.click(await screen.findByRole('option', { name: WIZARD_TEXTS.customAddress }));
    expect(within(dialog).getByRole('textbox', { name: WIZARD_TEXTS.newAddress })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'NEXT' }));
    expect(within(dialog).getByText('THE NEW ADDRESS IS REQUIRED')).toBeInTheDocument();
  });

  // Fills two containers' dropdowns and dates: 1.4 s measured at load 4, 4.3 s at load 10 on 2 cores.
  it("copies a container's values to the container below, and chooses the address's default mode", {
    timeout: 15_000,
  }, async () => {
    const target = buildTarget([container('MSCU1111111'), container('MSCU2222222')]);
    const { user, dialog } = await openWizard(target);
    await user.click(within(dialog).getByRole('checkbox', { name: 'MSCU1111111' }));
    await user.click(within(dialog).getByRole('checkbox', { name: 'MSCU2222222' }));
    await user.click(within(dialog).getByRole('button', { name: 'NEXT' }));
    await screen.findByRole('dialog', { name: WIZARD_TEXTS.step2 });

    await chooseAddress(user);
    // hub §4: the address's FCL equipment (SDL) becomes each container's mode.
    expect(within(rowOf('MSCU2222222')).getByRole('combobox', { name: 'MODE' })).toHaveValue(
      'Side loader drop',
    );
    const first = rowOf('MSCU1111111');
    await choose(user, first, 'MODE', 'Trailer drop');
    await choose(user, first, 'PROPOSED TIME', '10:00AM');
    await pickDay(user, first, 'DATE', weekdayAfter(today));
    expect(screen.queryByRole('button', { name: /^Copy MSCU2222222/ })).not.toBeInTheDocument();

    await user.click(
      screen.getByRole('button', { name: 'Copy MSCU1111111 to the container below (MSCU2222222)' }),
    );
    const second = rowOf('MSCU2222222');
    expect(within(second).getByRole('combobox', { name: 'MODE' })).toHaveValue('Trailer drop');
    expect(within(second).getByRole('combobox', { name: 'PROPOSED TIME' })).toHaveValue('10:00AM');
    expect(within(second).getByRole('button', { name: 'DATE' })).toHaveTextContent(
      formatSubmittedDate(weekdayAfter(today)),
    );
  });

  it('warns, without blocking, when the delivery date is after the storage date', async () => {
    const { user, dialog } = await openWizard(buildTarget([container('MSCU1111111')]));
    const row = rowOf('MSCU1111111');
    await pickDay(user, row, 'DATE', weekdayAfter(today));
    expect(within(dialog).queryByText(DELIVERY_WARNINGS.storageDelivery)).not.toBeInTheDocument();
    await pickDay(user, row, 'DATE', weekdayAfter(inStorage));
    expect(within(row).getByText(DELIVERY_WARNINGS.storageDelivery)).toBeInTheDocument();
  });

  it('submits ALL expanded with DD/MM/YYYY dates, shows a server error under the summary and retries with the same requestId', async () => {
    let answers = 0;
    const target = buildTarget([container('MSCU1111111'), container('MSCU2222222')]);
    const { api, onDone, user, dialog } = await openWizard(target, {
      'POST /api/shipments/arrangeTransport': (call) => {
        answers += 1;
        return answers === 1
          ? apiError(400, 'VALIDATION', 'MSCU2222222: THE DELIVERY OF THIS CONTAINER IS ALREADY BOOKED')
          : { status: 200, body: { deliveryRequest: storedRequest(call.body as never), replayed: false } };
      },
    });
    await user.click(within(dialog).getByRole('checkbox', { name: 'ALL' }));
    await user.click(within(dialog).getByRole('button', { name: 'NEXT' }));
    await screen.findByRole('dialog', { name: WIZARD_TEXTS.step2 });
    await chooseAddress(user);
    const all = rowOf('ALL CONTAINERS');
    const day = weekdayAfter(today, 2);
    await pickDay(user, all, 'DATE', day);
    await choose(user, all, 'PROPOSED TIME', '9:00AM');
    await user.type(screen.getByRole('textbox', { name: WIZARD_TEXTS.additionalNotes }), 'gate 4');
    await user.click(screen.getByRole('button', { name: 'NEXT' }));

    expect(await screen.findByRole('dialog', { name: WIZARD_TEXTS.step3 })).toBe(dialog);
    expect(within(dialog).getByText(WIZARD_TEXTS.summaryTitle)).toBeInTheDocument();
    expect(within(dialog).getByText('GATE 4')).toBeInTheDocument();
    expect(within(dialog).getAllByText(formatSubmittedDate(day))).toHaveLength(2);

    await user.click(within(dialog).getByRole('button', { name: 'SUBMIT' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      exactText('MSCU2222222: THE DELIVERY OF THIS CONTAINER IS ALREADY BOOKED'),
    );
    expect(onDone).not.toHaveBeenCalled();

    await user.click(within(dialog).getByRole('button', { name: 'SUBMIT' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(onDone).toHaveBeenCalledTimes(1);

    const [failed, retried] = api.callsTo('POST /api/shipments/arrangeTransport').map((c) => c.body);
    const slot = { text: '9:00AM', twentyFourHourText: '09', index: 10 };
    const values = {
      dropMode: { value: 'SDL', label: 'Side loader drop' },
      pickupTime: slot,
      deliveryDate: formatSubmittedDate(day),
      deliveryDateReturn: null,
      pickupTimeReturn: null,
    };
    expect(failed).toEqual({
      kind: 'ARRANGE',
      requestId: expect.any(String),
      ShipKey: 'SHIP-KEY-1',
      ShipNumber: 'S00001234',
      DataSource: 'AU',
      OrdNumber: 'ORD-1',
      location: { _id: address._id, label: address.label, address: address.address, customAddress: null },
      info: { ContainerMode: 'FCL', TransportMode: 'SEA', Direction: 'IMPORT', additionalNotes: 'GATE 4' },
      VGMRequired: null,
      sendViaEmail: true,
      flag: false,
      containers: [
        { ContainerNumber: 'MSCU1111111', ...values },
        { ContainerNumber: 'MSCU2222222', ...values },
      ],
    });
    expect(retried).toEqual(failed);
  });

  it('asks VGM REQUIRED for an FCL export and offers modes only once it is answered', async () => {
    const { user, dialog } = await openWizard(
      buildTarget([container('MSCU1111111')], { Direction: 'EXPORT' }),
    );
    const row = rowOf('MSCU1111111');
    // hub §2: 500 px while no drop mode is shown, 900 px once there are modes to choose.
    const width = () =>
      dialog.closest<HTMLElement>('.mantine-Modal-root')?.style.getPropertyValue('--modal-size');
    expect(width()).toContain('31.25rem');
    expect(within(row).queryByRole('combobox', { name: 'MODE' })).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'NEXT' }));
    expect(within(dialog).getByText('VGM REQUIRED MUST BE ANSWERED')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('radio', { name: 'NO' }));
    expect(within(row).getByRole('combobox', { name: 'MODE' })).toBeInTheDocument();
    expect(width()).toContain('56.25rem');
  });

  it('offers RETURN DATE and RETURN TIME in return modes only, and clears them when the mode changes', async () => {
    const { user } = await openWizard(buildTarget([container('MSCU1111111')]));
    await chooseAddress(user);
    const row = rowOf('MSCU1111111');
    await choose(user, row, 'RETURN TIME', '2:00PM');
    expect(within(row).getByRole('combobox', { name: 'RETURN TIME' })).toHaveValue('2:00PM');
    await choose(user, row, 'MODE', 'Trailer drop');
    expect(within(row).getByRole('combobox', { name: 'RETURN TIME' })).toHaveValue('');
    await choose(user, row, 'MODE', 'Wait while unpacking');
    expect(within(row).queryByRole('combobox', { name: 'RETURN TIME' })).not.toBeInTheDocument();
    expect(within(row).queryByRole('button', { name: 'RETURN DATE' })).not.toBeInTheDocument();
  });

  it('forgets everything when closed and reopened', async () => {
    const target = buildTarget([container('MSCU1111111'), container('MSCU2222222')]);
    const { user, dialog } = await openWizard(target);
    await user.click(within(dialog).getByRole('checkbox', { name: 'MSCU1111111' }));
    await user.click(within(dialog).getByRole('button', { name: 'NEXT' }));
    await screen.findByRole('dialog', { name: WIZARD_TEXTS.step2 });
    await chooseAddress(user);
    await user.type(screen.getByRole('textbox', { name: WIZARD_TEXTS.additionalNotes }), 'x');

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await user.click(screen.getByRole('button', { name: 'DELIVERY' }));
    const reopened = await screen.findByRole('dialog', { name: WIZARD_TEXTS.step1 });
    expect(within(reopened).getByRole('checkbox', { name: 'MSCU1111111' })).not.toBeChecked();
    await user.click(within(reopened).getByRole('checkbox', { name: 'MSCU1111111' }));
    await user.click(within(reopened).getByRole('button', { name: 'NEXT' }));
    await screen.findByRole('dialog', { name: WIZARD_TEXTS.step2 });
    expect(screen.getByRole('combobox', { name: 'DELIVERY ADDRESS' })).toHaveValue('');
    expect(screen.getByRole('textbox', { name: WIZARD_TEXTS.additionalNotes })).toHaveValue('');
  });
});
