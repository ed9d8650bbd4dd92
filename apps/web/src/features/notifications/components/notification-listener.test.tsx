import { notifications } from '@mantine/notifications';
import type { NotificationItem } from '@navia/domain/contracts/notification-schemas';
import type { LiveNotification } from '@navia/domain/contracts/realtime';
import { DEFAULT_BROWSER_NOTIFICATION_TEXT } from '@navia/domain/rules/notifications';
import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { buildCurrentUser } from '../../../test/factories.ts';
import { type FakeSocket, fakeSockets, latestSocket } from '../../../test/fake-socket.ts';
import { mockApi } from '../../../test/mock-api.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { settle } from '../../../test/settle.ts';
import { buildNotification, listAnswer, notificationId } from './notification-factories.ts';

vi.mock('socket.io-client', async () => (await import('../../../test/fake-socket.ts')).fakeSocketModule);

const SELF = 'GET /api/user/getUpdatedSelf';

function liveOf(item: NotificationItem): LiveNotification {
  return {
    shipmentID: item.shipmentID,
    notificationID: item._id,
    isConnect: item.isConnect,
    referenceId: item.referenceId,
    redirectUrl: item.redirectUrl,
    eventType: item.eventType,
    text: item.text,
    type: item.type,
  };
}

/** A server whose list grows as notifications are sent; the socket delivers them live. */
function liveServer(options: { showNotificationsPopup?: boolean; held?: NotificationItem[] } = {}) {
  const held = [...(options.held ?? [])];
  const api = mockApi({
    [SELF]: {
      status: 200,
      body: { user: buildCurrentUser({ showNotificationsPopup: options.showNotificationsPopup ?? true }) },
    },
    'GET /api/user/notifications': () => listAnswer(held),
    // The home page under the toasts: an empty dashboard (its widgets have their own tests).
    'GET /api/user/customLayout': { status: 200, body: { customLayout: [] } },
  });
  const send = (socket: FakeSocket, item: NotificationItem, event = 'notification') => {
    if (!held.some((n) => n._id === item._id)) held.unshift(item);
    act(() => socket.serverSends(event, liveOf(item)));
  };
  return { api, send };
}

async function connectedSocket(): Promise<FakeSocket> {
  await waitFor(() => expect(latestSocket()).toBeDefined());
  const socket = latestSocket();
  if (!socket) throw new Error('no socket');
  act(() => socket.connect());
  return socket;
}

let visibility: DocumentVisibilityState = 'visible';
function setVisibility(state: DocumentVisibilityState) {
  visibility = state;
  act(() => {
    document.dispatchEvent(new Event('visibilitychange'));
  });
}

beforeEach(() => {
  fakeSockets.length = 0;
  visibility = 'visible';
  vi.spyOn(document, 'visibilityState', 'get').mockImplementation(() => visibility);
});

afterEach(() => {
  notifications.clean();
});

describe('live notifications', () => {
  it('adds a notification to the bell once, however often it arrives', async () => {
    const { send } = liveServer();
    renderApp('/');
    const socket = await connectedSocket();
    await screen.findByRole('button', { name: 'Notifications' });
    const item = buildNotification();
    send(socket, item);
    send(socket, item, 'newMessageNotification');
    expect(await screen.findByRole('button', { name: 'Notifications, 1 unread' })).toBeInTheDocument();
    await settle();
    expect(screen.getByRole('button', { name: 'Notifications, 1 unread' })).toBeInTheDocument();
  });

  it('shows a toast for a hub notification on a hub screen when pop-ups are on', async () => {
    const { send } = liveServer({ showNotificationsPopup: true });
    renderApp('/');
    const socket = await connectedSocket();
    await screen.findByRole('button', { name: 'Notifications' });
    send(socket, buildNotification({ text: 'DELIVERY SCHEDULED • Thursday 9:00AM' }));
    const toast = await screen.findByRole('alert');
    expect(toast).toHaveTextContent('DELIVERY SCHEDULED');
    expect(toast).toHaveTextContent('Thursday 9:00AM');
  });

  it('shows no toast for a connect notification on a hub screen', async () => {
    const { send } = liveServer({ showNotificationsPopup: true });
    renderApp('/');
    const socket = await connectedSocket();
    await screen.findByRole('button', { name: 'Notifications' });
    send(socket, buildNotification({ text: 'CONTRACT SIGNED', isConnect: true, eventType: 'CONTRACT' }));
    expect(await screen.findByRole('button', { name: 'Notifications, 1 unread' })).toBeInTheDocument();
    await settle();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows no toast when the user turned pop-ups off', async () => {
    const { send } = liveServer({ showNotificationsPopup: false });
    renderApp('/');
    const socket = await connectedSocket();
    await screen.findByRole('button', { name: 'Notifications' });
    send(socket, buildNotification());
    expect(await screen.findByRole('button', { name: 'Notifications, 1 unread' })).toBeInTheDocument();
    await settle();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('fetches the current user again 2 s after a notification', async () => {
    const { api, send } = liveServer();
    renderApp('/');
    const socket = await connectedSocket();
    await screen.findByRole('button', { name: 'Notifications' });
    const before = api.callsTo(SELF).length;
    send(socket, buildNotification());
    await settle();
    expect(api.callsTo(SELF)).toHaveLength(before);
    await waitFor(() => expect(api.callsTo(SELF)).toHaveLength(before + 1), { timeout: 3000 });
  });

  it('puts the unread count in the tab title while the page is hidden, and takes it out when seen', async () => {
    const { send } = liveServer({ held: [buildNotification()] });
    renderApp('/');
    const socket = await connectedSocket();
    await screen.findByRole('button', { name: 'Notifications, 1 unread' });
    expect(document.title).toBe('NAVIA Hub');

    setVisibility('hidden');
    expect(document.title).toBe('(1) NAVIA Hub');
    send(socket, buildNotification());
    await waitFor(() => expect(document.title).toBe('(2) NAVIA Hub'));

    setVisibility('visible');
    expect(document.title).toBe('NAVIA Hub');
  });

  it('shows a desktop notification while hidden when allowed, with the main line or the default text', async () => {
    const shown: string[] = [];
    class FakeNotification {
      static permission: NotificationPermission = 'granted';
      static requestPermission = vi.fn();
      onclick: (() => void) | null = null;
      constructor(title: string) {
        shown.push(title);
      }
      close() {}
    }
    vi.stubGlobal('Notification', FakeNotification);
    const { send } = liveServer();
    renderApp('/');
    const socket = await connectedSocket();
    await screen.findByRole('button', { name: 'Notifications' });

    send(socket, buildNotification({ text: 'CONFIRMED DEPARTURE • Vessel MSC ANNA' }));
    expect(shown).toEqual([]);

    setVisibility('hidden');
    send(socket, buildNotification({ text: 'CONFIRMED DEPARTURE • Vessel MSC ANNA' }));
    send(socket, buildNotification({ _id: notificationId(), text: '' }));
    expect(shown).toEqual(['CONFIRMED DEPARTURE', DEFAULT_BROWSER_NOTIFICATION_TEXT]);
    expect(FakeNotification.requestPermission).not.toHaveBeenCalled();
  });
});
