import type { NotificationItem } from '@navia/domain/contracts/notification-schemas';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { buildCurrentUser } from '../../../test/factories.ts';
import { apiError, mockApi } from '../../../test/mock-api.ts';
import { locationOf, renderApp } from '../../../test/render-app.tsx';
import { bellLabel } from './notification-bell.tsx';
import { buildNotification, listAnswer } from './notification-factories.ts';

vi.mock('socket.io-client', async () => (await import('../../../test/fake-socket.ts')).fakeSocketModule);

const LIST = 'GET /api/user/notifications';
const STATUS = 'POST /api/user/changeNotificationStatus';

function signedInWith(items: NotificationItem[], extra = {}) {
  return mockApi({
    'GET /api/user/getUpdatedSelf': { status: 200, body: { user: buildCurrentUser() } },
    [LIST]: listAnswer(items),
    // The home page behind the bell: an empty dashboard (its widgets have their own tests).
    'GET /api/user/customLayout': { status: 200, body: { customLayout: [] } },
    ...extra,
  });
}

async function openPopup(user: ReturnType<typeof renderApp>['user'], label: string) {
  await user.click(await screen.findByRole('button', { name: label }));
  const popup = await screen.findByRole('dialog', { name: 'NOTIFICATIONS' });
  await within(popup).findByRole('heading', { name: /^UNREAD/ });
  return popup;
}

describe('the notification bell', () => {
  it('names the unread count', () => {
    expect(bellLabel(3)).toBe('Notifications, 3 unread');
    expect(bellLabel(0)).toBe('Notifications');
  });

  it('shows the unread count of the list in the navigation bar', async () => {
    signedInWith([buildNotification(), buildNotification(), buildNotification({ read: true })]);
    renderApp('/');
    expect(await screen.findByRole('button', { name: 'Notifications, 2 unread' })).toBeInTheDocument();
  });

  it('splits the popup into UNREAD and READ with their counts', async () => {
    signedInWith([
      buildNotification({ text: 'DELIVERY SCHEDULED' }),
      buildNotification({ text: 'CONFIRMED DEPARTURE', read: true }),
      buildNotification({ text: 'CONFIRMED ARRIVAL', read: true }),
    ]);
    const { user } = renderApp('/');
    const popup = await openPopup(user, 'Notifications, 1 unread');
    const unread = within(popup).getByRole('list', { name: 'UNREAD (1)' });
    const read = within(popup).getByRole('list', { name: 'READ (2)' });
    expect(within(unread).getAllByRole('listitem')).toHaveLength(1);
    expect(
      within(read)
        .getAllByRole('listitem')
        .map((li) => within(li).getByRole('link').textContent),
    ).toEqual(['CONFIRMED DEPARTURE', 'CONFIRMED ARRIVAL']);
  });

  it('shows the main line, the details and the record of each notification', async () => {
    signedInWith([
      buildNotification({
        text: 'CHANGE IN ARRIVAL DATE • ETA moved to 14 Mar 2026 • Vessel MSC ANNA',
        ShipNumber: 'S01009240',
        OrdNumber: 'PO-7781',
      }),
    ]);
    const { user } = renderApp('/');
    const popup = await openPopup(user, 'Notifications, 1 unread');
    const [item] = within(within(popup).getByRole('list', { name: 'UNREAD (1)' })).getAllByRole('listitem');
    if (!item) throw new Error('no item');
    expect(within(item).getByRole('link')).toHaveTextContent(/^CHANGE IN ARRIVAL DATE$/);
    expect(within(item).getByText('ETA moved to 14 Mar 2026')).toBeInTheDocument();
    expect(within(item).getByText('Vessel MSC ANNA')).toBeInTheDocument();
    expect(within(item).getByText('Shipment N° S01009240 / Order N° PO-7781')).toBeInTheDocument();
    expect(within(item).getByText('5 minutes ago')).toBeInTheDocument();
  });

  it('opens the redirect URL with notRead, the id and the return path, and marks it read', async () => {
    const item = buildNotification({ redirectUrl: '/shipment/AU-S01009240' });
    const api = signedInWith([item], { [STATUS]: { status: 200, body: { ok: true } } });
    const { user, router } = renderApp('/');
    const popup = await openPopup(user, 'Notifications, 1 unread');
    await user.click(within(popup).getByRole('link', { name: 'CHANGE IN ARRIVAL DATE' }));
    await waitFor(() =>
      expect(locationOf(router)).toBe(
        `/shipment/AU-S01009240?notRead=true&notificationId=${item._id}&returnPath=/`,
      ),
    );
    expect(api.callsTo(STATUS)[0]?.body).toEqual({ notificationId: item._id, read: true });
    expect(screen.queryByRole('dialog', { name: 'NOTIFICATIONS' })).not.toBeInTheDocument();
  });

  it('passes notRead=false for a notification already read, and does not mark it again', async () => {
    const item = buildNotification({ read: true, redirectUrl: '/shipment/AU-S01009240' });
    const api = signedInWith([item]);
    const { user, router } = renderApp('/');
    const popup = await openPopup(user, 'Notifications');
    await user.click(within(popup).getByRole('link', { name: 'CHANGE IN ARRIVAL DATE' }));
    await waitFor(() => expect(locationOf(router)).toContain('?notRead=false&notificationId='));
    expect(api.callsTo(STATUS)).toHaveLength(0);
  });

  it('marks one read, removes one and reads all, each at once', async () => {
    const first = buildNotification({ text: 'DELIVERY SCHEDULED' });
    const second = buildNotification({ text: 'DELIVERY CONFIRMED' });
    const third = buildNotification({ text: 'CONFIRMED ARRIVAL' });
    // The server never answers the actions: what the popup shows comes from the actions alone.
    const unanswered = () => new Promise<never>(() => {});
    const api = signedInWith([first, second, third], {
      [STATUS]: unanswered,
      'POST /api/user/removeNotification': unanswered,
      'POST /api/user/readAllNotifications': unanswered,
    });
    const { user } = renderApp('/');
    const popup = await openPopup(user, 'Notifications, 3 unread');

    const unreadList = within(popup).getByRole('list', { name: 'UNREAD (3)' });
    const [firstItem] = within(unreadList).getAllByRole('listitem');
    if (!firstItem) throw new Error('no item');
    await user.click(within(firstItem).getByRole('button', { name: 'Mark as read' }));
    expect(within(popup).getByRole('heading', { name: 'READ (1)' })).toBeInTheDocument();
    expect(api.callsTo(STATUS)[0]?.body).toEqual({ notificationId: first._id, read: true });

    const secondItem = within(within(popup).getByRole('list', { name: 'UNREAD (2)' })).getAllByRole(
      'listitem',
    )[0];
    if (!secondItem) throw new Error('no item');
    await user.click(within(secondItem).getByRole('button', { name: 'Remove' }));
    expect(within(popup).getByRole('heading', { name: 'UNREAD (1)' })).toBeInTheDocument();
    expect(api.callsTo('POST /api/user/removeNotification')[0]?.body).toEqual({ notificationId: second._id });

    await user.click(within(popup).getByRole('button', { name: 'READ ALL' }));
    expect(within(popup).getByRole('heading', { name: 'UNREAD (0)' })).toBeInTheDocument();
    expect(within(popup).getByRole('heading', { name: 'READ (2)' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Notifications' })).toBeInTheDocument();
  });

  it('puts a refused change back silently and keeps the popup open', async () => {
    const item = buildNotification({ text: 'DELIVERY SCHEDULED' });
    let refuse: () => void = () => {};
    const refused = new Promise<void>((resolve) => {
      refuse = resolve;
    });
    signedInWith([item], {
      [STATUS]: async () => {
        await refused;
        return apiError(500, 'INTERNAL', 'Error Occurred');
      },
    });
    const { user } = renderApp('/');
    const popup = await openPopup(user, 'Notifications, 1 unread');
    await user.click(within(popup).getByRole('button', { name: 'Mark as read' }));
    expect(within(popup).getByRole('heading', { name: 'READ (1)' })).toBeInTheDocument();
    refuse();
    expect(await within(popup).findByRole('heading', { name: 'UNREAD (1)' })).toBeInTheDocument();
    expect(within(popup).getByRole('heading', { name: 'READ (0)' })).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'NOTIFICATIONS' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
