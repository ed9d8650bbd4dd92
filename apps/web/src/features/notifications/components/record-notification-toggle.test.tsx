import { MantineProvider } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { TOGGLE_LOCK_MS } from '@navia/domain/constants';
import type { CurrentUser } from '@navia/domain/contracts/user';
import {
  allFlagsOff,
  defaultNotificationPreferences,
  NOTIFICATION_TYPE_LABELS,
  type NotificationFlags,
  type NotificationTypePreferences,
  RECORD_POPUP_TYPES,
  type RecordNotificationSettings,
} from '@navia/domain/rules/notifications';
import type { RecordMark } from '@navia/domain/rules/record-marks';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { currentUserQueryKey } from '../../../lib/auth.ts';
import { exactText } from '../../../test/exact-text.ts';
import { buildCurrentUser } from '../../../test/factories.ts';
import { type ApiRoute, apiError, mockApi } from '../../../test/mock-api.ts';
import { settle } from '../../../test/settle.ts';
import { RECORD_NOTIFICATION_ERROR } from '../api/record-notification-settings.ts';
import { RecordNotificationToggle } from './record-notification-toggle.tsx';

const SAVE = 'POST /api/user/recordNotificationSettings';
const SELF = 'GET /api/user/getUpdatedSelf';

const RECORD: RecordMark = { key: 'AU-S01009240', number: 'S01009240', isShipment: true, dataSource: 'AU' };

function flagsWith(on: readonly (keyof NotificationFlags)[]): NotificationFlags {
  return { ...allFlagsOff(), ...Object.fromEntries(on.map((t) => [t, true])) };
}

/** Settings as the current user carries them; `subscribed` puts the record in recordsToNotify. */
function buildSettings(
  options: {
    active?: boolean;
    subscribed?: NotificationFlags;
    defaultsOff?: readonly (keyof NotificationFlags)[];
  } = {},
): RecordNotificationSettings {
  const preferences: NotificationTypePreferences = defaultNotificationPreferences();
  for (const type of options.defaultsOff ?? []) preferences[type] = { ...preferences[type], default: false };
  return {
    active: options.active ?? true,
    recordsToNotify: options.subscribed
      ? [
          {
            recordKey: RECORD.key,
            clientRecordKey: RECORD.number,
            isShipment: true,
            DataSource: 'AU',
            notificationTypes: options.subscribed,
          },
        ]
      : [],
    contractsToNotify: [],
    notificationTypes: preferences,
  };
}

/**
 * A server that keeps the settings: a save replaces the record's entry (all false removes it) and
 * answers the whole settings; the current user carries what it holds.
 */
function settingsServer(initial: RecordNotificationSettings, save?: ApiRoute) {
  let held = initial;
  const userOf = (): CurrentUser => buildCurrentUser({ recordNotifications: held });
  const api = mockApi({
    [SELF]: () => ({ status: 200, body: { user: userOf() } }),
    [SAVE]:
      save ??
      ((call) => {
        const body = call.body as { recordKey: string; flags: NotificationFlags };
        const others = held.recordsToNotify.filter((r) => r.recordKey !== body.recordKey);
        const on = Object.values(body.flags).some(Boolean);
        held = {
          ...held,
          recordsToNotify: on
            ? [
                ...others,
                {
                  recordKey: body.recordKey,
                  clientRecordKey: RECORD.number,
                  isShipment: true,
                  DataSource: 'AU',
                  notificationTypes: body.flags,
                },
              ]
            : others,
        };
        return { status: 200, body: held };
      }),
  });
  return { api, userOf };
}

function renderToggle(
  settings: RecordNotificationSettings,
  options: { save?: ApiRoute; disabled?: boolean; placement?: 'detail' | 'row' } = {},
) {
  const { api, userOf } = settingsServer(settings, options.save);
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  client.setQueryData(currentUserQueryKey, userOf());
  const user = userEvent.setup();
  render(
    <QueryClientProvider client={client}>
      <MantineProvider env="test">
        <MemoryRouter>
          <RecordNotificationToggle
            record={RECORD}
            placement={options.placement ?? 'detail'}
            disabled={options.disabled ?? false}
          />
        </MemoryRouter>
      </MantineProvider>
    </QueryClientProvider>,
  );
  return { api, user };
}

const toggleNamed = (state: 'on' | 'off') =>
  screen.findByRole('button', { name: `Notifications for this record: ${state}` });

async function openPopup(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await toggleNamed('off'));
  return screen.findByRole('dialog', { name: 'NOTIFICATIONS FOR SHIPMENT S01009240' });
}

describe('record notification toggle (hub §4)', () => {
  it('shows a subscribed record as on', async () => {
    renderToggle(buildSettings({ subscribed: flagsWith(['changeArrivalDate']) }));
    expect(await toggleNamed('on')).toHaveAttribute('aria-pressed', 'true');
  });

  it('shows a record not in recordsToNotify as off', async () => {
    renderToggle(buildSettings());
    expect(await toggleNamed('off')).toHaveAttribute('aria-pressed', 'false');
  });

  it('shows off when the record is listed but the global active flag is off', async () => {
    renderToggle(buildSettings({ active: false, subscribed: flagsWith(['changeArrivalDate']) }));
    expect(await toggleNamed('off')).toHaveAttribute('aria-pressed', 'false');
  });

  it('names the record in a table row', async () => {
    renderToggle(buildSettings(), { placement: 'row' });
    expect(
      await screen.findByRole('button', { name: 'Notifications for S01009240: off' }),
    ).toBeInTheDocument();
  });

  it('opens the popup with the 8 record types, ticked from the defaults, and saves the ticks', async () => {
    const { api, user } = renderToggle(
      buildSettings({ defaultsOff: ['orderScheduleConfirmed', 'deliveryScheduled'] }),
    );
    const popup = await openPopup(user);
    const boxes = within(popup).getAllByRole('checkbox');
    expect(boxes.map((b) => b.getAttribute('name'))).toEqual([...RECORD_POPUP_TYPES]);
    for (const type of RECORD_POPUP_TYPES) {
      const box = within(popup).getByRole('checkbox', { name: NOTIFICATION_TYPE_LABELS[type] });
      if (type === 'orderScheduleConfirmed' || type === 'deliveryScheduled') expect(box).not.toBeChecked();
      else expect(box).toBeChecked();
    }
    expect(within(popup).queryByRole('checkbox', { name: 'NEW CHAT MESSAGES' })).not.toBeInTheDocument();

    await user.click(within(popup).getByRole('checkbox', { name: 'CONFIRMED DEPARTURE' }));
    await user.click(within(popup).getByRole('button', { name: 'SAVE' }));

    await waitFor(() => expect(api.callsTo(SAVE)).toHaveLength(1));
    expect(api.callsTo(SAVE)[0]?.body).toEqual({
      recordKey: 'AU-S01009240',
      clientRecordKey: 'S01009240',
      isShipment: true,
      DataSource: 'AU',
      flags: {
        ...flagsWith(RECORD_POPUP_TYPES),
        orderScheduleConfirmed: false,
        deliveryScheduled: false,
        confirmedDeparture: false,
        chatMessages: true,
      },
    });
    expect(await toggleNamed('on')).toHaveAttribute('aria-pressed', 'true');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.callsTo(SELF).length).toBeGreaterThan(0);
  });

  it('shows SAVING with a spinner while saving', async () => {
    let answer: (value: { status: number; body: unknown }) => void = () => undefined;
    const { user } = renderToggle(buildSettings(), {
      save: () =>
        new Promise((resolve) => {
          answer = resolve;
        }),
    });
    const popup = await openPopup(user);
    await user.click(within(popup).getByRole('button', { name: 'SAVE' }));
    const saving = await within(popup).findByRole('button', { name: 'SAVING' });
    expect(saving).toHaveAttribute('aria-disabled', 'true');
    expect(saving.querySelector('.mantine-Loader-root')).not.toBeNull();
    answer({ status: 200, body: buildSettings({ subscribed: flagsWith(['changeArrivalDate']) }) });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('keeps the ticks and says so in upper case when saving fails (hub §8)', async () => {
    const { api, user } = renderToggle(buildSettings(), {
      save: apiError(500, 'INTERNAL', 'Error Occurred'),
    });
    const popup = await openPopup(user);
    await user.click(within(popup).getByRole('checkbox', { name: 'CHANGE IN ARRIVAL DATE' }));
    await user.click(within(popup).getByRole('button', { name: 'SAVE' }));

    expect(await within(popup).findByRole('alert')).toHaveTextContent(exactText(RECORD_NOTIFICATION_ERROR));
    expect(RECORD_NOTIFICATION_ERROR).toBe('AN ERROR OCCURED, PLEASE TRY AGAIN LATER');
    expect(within(popup).getByRole('checkbox', { name: 'CHANGE IN ARRIVAL DATE' })).not.toBeChecked();
    expect(within(popup).getByRole('checkbox', { name: 'CHANGE IN DEPARTURE DATE' })).toBeChecked();
    expect(within(popup).getByRole('button', { name: 'SAVE' })).toBeInTheDocument();
    expect(api.callsTo(SAVE)).toHaveLength(1);
    expect(await toggleNamed('off')).toBeInTheDocument();
  });

  it('pre-ticks a record listed while notifications are off globally, and links to the settings', async () => {
    const { user } = renderToggle(
      buildSettings({ active: false, subscribed: flagsWith(['changeArrivalDate', 'confirmedArrival']) }),
    );
    const popup = await openPopup(user);
    expect(within(popup).getByText('NOTIFICATIONS ARE SWITCHED OFF')).toBeInTheDocument();
    expect(within(popup).getByRole('link', { name: 'your notification settings' })).toHaveAttribute(
      'href',
      '/settings',
    );
    const ticked = within(popup)
      .getAllByRole('checkbox')
      .filter((b) => (b as HTMLInputElement).checked)
      .map((b) => b.getAttribute('name'));
    expect(ticked).toEqual(['changeArrivalDate', 'confirmedArrival']);
  });

  it('asks for at least one tick before saving', async () => {
    const { user } = renderToggle(buildSettings());
    const popup = await openPopup(user);
    for (const box of within(popup).getAllByRole('checkbox')) await user.click(box);
    expect(within(popup).getByRole('button', { name: 'SAVE' })).toBeDisabled();
    expect(
      within(popup).getByText('Tick at least one notification to subscribe to this record.'),
    ).toBeVisible();
  });

  it('unsubscribes with every flag false, then fetches the user again', async () => {
    const { api, user } = renderToggle(buildSettings({ subscribed: flagsWith(['changeArrivalDate']) }));
    await user.click(await toggleNamed('on'));
    await waitFor(() => expect(api.callsTo(SAVE)).toHaveLength(1));
    expect(api.callsTo(SAVE)[0]?.body).toMatchObject({ recordKey: RECORD.key, flags: allFlagsOff() });
    expect(await toggleNamed('off')).toHaveAttribute('aria-pressed', 'false');
    expect(api.callsTo(SELF).length).toBeGreaterThan(0);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('tells the user when unsubscribing fails and stays on', async () => {
    const show = vi.spyOn(notifications, 'show');
    const { user } = renderToggle(buildSettings({ subscribed: flagsWith(['changeArrivalDate']) }), {
      save: apiError(500, 'INTERNAL', 'Error Occurred'),
    });
    await user.click(await toggleNamed('on'));
    await waitFor(() =>
      expect(show).toHaveBeenCalledWith(expect.objectContaining({ message: RECORD_NOTIFICATION_ERROR })),
    );
    expect(await toggleNamed('on')).toBeInTheDocument();
    show.mockRestore();
  });

  it(`ignores clicks for ${TOGGLE_LOCK_MS} ms after one (hub §9)`, async () => {
    const { api } = renderToggle(buildSettings({ subscribed: flagsWith(['changeArrivalDate']) }), {
      save: apiError(500, 'INTERNAL', 'Error Occurred'),
    });
    const toggle = await toggleNamed('on');
    // A double click: the second lands before the page has seen the first call start.
    fireEvent.click(toggle);
    fireEvent.click(toggle);
    await waitFor(() => expect(api.callsTo(SAVE)).toHaveLength(1));
    await waitFor(() => expect(toggle).not.toHaveAttribute('data-loading'));
    await settle();
    await new Promise((resolve) => setTimeout(resolve, TOGGLE_LOCK_MS + 20));
    fireEvent.click(toggle);
    await waitFor(() => expect(api.callsTo(SAVE)).toHaveLength(2));
  });

  it('is inert when disabled', async () => {
    const { api, user } = renderToggle(buildSettings({ subscribed: flagsWith(['changeArrivalDate']) }), {
      disabled: true,
    });
    const toggle = await toggleNamed('on');
    expect(toggle).toBeDisabled();
    await user.click(toggle);
    fireEvent.click(toggle);
    await settle();
    expect(api.callsTo(SAVE)).toHaveLength(0);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
