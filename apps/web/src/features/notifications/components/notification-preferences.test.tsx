import { NOTIFICATION_TYPE_LABELS, NOTIFICATION_TYPES } from '@navia/domain/rules/notifications';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { exactText } from '../../../test/exact-text.ts';
import { buildCurrentUser } from '../../../test/factories.ts';
import { type ApiRoute, apiError, mockApi } from '../../../test/mock-api.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { buildNotificationSettings, listAnswer } from './notification-factories.ts';

vi.mock('socket.io-client', async () => (await import('../../../test/fake-socket.ts')).fakeSocketModule);

const SAVE = 'PUT /api/user/notificationSettings';
const TOGGLE = 'POST /api/user/toggleNotificationsPopup';

function settingsPage(routes: Record<string, ApiRoute> = {}) {
  const api = mockApi({
    'GET /api/user/getUpdatedSelf': {
      status: 200,
      body: { user: buildCurrentUser({ showNotificationsPopup: false }) },
    },
    'GET /api/user/notifications': listAnswer([]),
    'GET /api/user/notificationSettings': { status: 200, body: buildNotificationSettings() },
    ...routes,
  });
  return { api, ...renderApp('/settings') };
}

async function typeSection(label: string) {
  return within(await screen.findByRole('group', { name: label }));
}

describe('the notification preferences on /settings', () => {
  it('shows the SETTINGS page with its Notifications section and every type', async () => {
    settingsPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'SETTINGS' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'NOTIFICATIONS' })).toBeInTheDocument();
    await screen.findByRole('form', { name: 'Notification preferences' });
    for (const type of NOTIFICATION_TYPES)
      expect(screen.getByRole('group', { name: NOTIFICATION_TYPE_LABELS[type] })).toBeInTheDocument();
    expect((await typeSection('CHANGE IN ARRIVAL DATE')).getByRole('textbox')).toBeInTheDocument();
    expect((await typeSection('CONFIRMED ARRIVAL')).queryByRole('textbox')).not.toBeInTheDocument();
  });

  it('saves the active flag and each type', async () => {
    const { api, user } = settingsPage({
      [SAVE]: (call) => ({
        status: 200,
        body: { ...buildNotificationSettings(), ...(call.body as object) },
      }),
    });
    const arrival = await typeSection('CHANGE IN ARRIVAL DATE');
    await user.click(arrival.getByRole('checkbox', { name: 'E-mail' }));
    const hours = arrival.getByRole('textbox', { name: /Minimum change \(hours\)/ });
    await user.clear(hours);
    await user.type(hours, '24');
    await user.click(
      (await typeSection('NEW CHAT MESSAGES')).getByRole('checkbox', { name: 'On by default' }),
    );
    await user.click(screen.getByRole('switch', { name: /Receive notifications/ }));
    await user.click(screen.getByRole('button', { name: 'SAVE' }));

    expect(await screen.findByText('SAVED')).toBeInTheDocument();
    const body = api.callsTo(SAVE)[0]?.body as ReturnType<typeof buildNotificationSettings>;
    expect(body.active).toBe(false);
    expect(body.notificationTypes.changeArrivalDate).toEqual({
      default: true,
      email: true,
      minChangeHours: 24,
    });
    expect(body.notificationTypes.chatMessages).toEqual({ default: false, email: false });
  });

  it('keeps what the user chose and says so in upper case when saving fails (hub §8)', async () => {
    const { api, user } = settingsPage({ [SAVE]: apiError(500, 'INTERNAL', 'Error Occurred') });
    const departure = await typeSection('CHANGE IN DEPARTURE DATE');
    await user.click(departure.getByRole('checkbox', { name: 'E-mail' }));
    const hours = departure.getByRole('textbox', { name: /Minimum change \(hours\)/ });
    await user.clear(hours);
    await user.type(hours, '12');
    await user.click(screen.getByRole('button', { name: 'SAVE' }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(exactText('AN ERROR OCCURED, PLEASE TRY AGAIN LATER'));
    expect(api.callsTo(SAVE)).toHaveLength(1);
    expect(departure.getByRole('checkbox', { name: 'E-mail' })).toBeChecked();
    expect(departure.getByRole('textbox', { name: /Minimum change \(hours\)/ })).toHaveValue('12');
  });

  it('switches notification pop-ups at once and saves the choice', async () => {
    const { api, user } = settingsPage({
      [TOGGLE]: { status: 200, body: { showNotificationsPopup: true } },
    });
    const popups = await screen.findByRole('switch', { name: 'Show notification pop-ups' });
    expect(popups).not.toBeChecked();
    await user.click(popups);
    expect(popups).toBeChecked();
    await waitFor(() => expect(api.callsTo(TOGGLE)[0]?.body).toEqual({ showNotificationsPopup: true }));
  });

  it('asks for desktop notifications only when the user clicks to enable them', async () => {
    const requestPermission = vi.fn(async () => 'granted' as const);
    vi.stubGlobal('Notification', Object.assign(vi.fn(), { permission: 'default', requestPermission }));
    const { user } = settingsPage();
    const enable = await screen.findByRole('button', { name: 'Enable desktop notifications' });
    expect(requestPermission).not.toHaveBeenCalled();
    await user.click(enable);
    expect(requestPermission).toHaveBeenCalledTimes(1);
    expect(await screen.findByText('Desktop notifications are on.')).toBeInTheDocument();
  });
});
