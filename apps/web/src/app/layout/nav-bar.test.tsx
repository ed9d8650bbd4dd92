import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { buildCurrentUser } from '../../test/factories.ts';
import { mockApi } from '../../test/mock-api.ts';
import { locationOf, renderApp } from '../../test/render-app.tsx';

vi.mock('socket.io-client', async () => (await import('../../test/fake-socket.ts')).fakeSocketModule);

function signedInAs(user: ReturnType<typeof buildCurrentUser>, extra = {}) {
  return mockApi({
    'GET /api/user/getUpdatedSelf': { status: 200, body: { user } },
    'POST /api/org/get': { status: 200, body: { result: [] } },
    ...extra,
  });
}

async function mainNavigation() {
  return within(await screen.findByRole('navigation', { name: 'Main' }));
}

describe('navigation bar', () => {
  it('links only screens that exist and the user may open', async () => {
    signedInAs(buildCurrentUser({ type: 'CA', permissions: { tracking: true, bookings: true } }));
    renderApp('/');
    const nav = await mainNavigation();
    expect(nav.getAllByRole('link').map((link) => link.textContent)).toEqual([
      'NAVIA HUB',
      'HOME',
      'TRACKING',
      'DELIVERIES',
    ]);
  });

  it('links the general chat beside the bell, and the chat inbox instead for staff', async () => {
    signedInAs(buildCurrentUser({ type: 'CA' }));
    const { unmount } = renderApp('/');
    const banner = within(await screen.findByRole('banner'));
    expect(await banner.findByRole('link', { name: 'MESSAGES' })).toHaveAttribute('href', '/messages');
    expect(banner.queryByRole('link', { name: 'CHAT INBOX' })).not.toBeInTheDocument();
    unmount();

    signedInAs(buildCurrentUser({ type: 'NU' }));
    renderApp('/');
    const staffBanner = within(await screen.findByRole('banner'));
    expect(await staffBanner.findByRole('link', { name: 'CHAT INBOX' })).toHaveAttribute(
      'href',
      '/chat/inbox',
    );
    expect(staffBanner.queryByRole('link', { name: 'MESSAGES' })).not.toBeInTheDocument();
  });

  it('links the admin overview for role NA', async () => {
    signedInAs(buildCurrentUser({ type: 'NA' }));
    renderApp('/');
    const nav = await mainNavigation();
    expect(nav.getByRole('link', { name: 'ADMIN' })).toHaveAttribute('href', '/admin');
  });

  it('switches to dark and saves the choice on the account', async () => {
    const jane = buildCurrentUser({ theme: 'light' });
    const api = signedInAs(jane, {
      'PUT /api/user/theme': { status: 200, body: { user: { ...jane, theme: 'dark' } } },
    });
    const { user } = renderApp('/');
    await user.click(await screen.findByRole('button', { name: 'Switch to dark theme' }));
    await waitFor(() =>
      expect(document.documentElement).toHaveAttribute('data-mantine-color-scheme', 'dark'),
    );
    expect(api.callsTo('PUT /api/user/theme')[0]?.body).toEqual({ theme: 'dark' });
    expect(await screen.findByRole('button', { name: 'Switch to light theme' })).toBeInTheDocument();
  });

  it('switches back when saving the theme fails', async () => {
    signedInAs(buildCurrentUser({ theme: 'light' }), {
      'PUT /api/user/theme': {
        status: 500,
        body: { statusCode: 500, code: 'INTERNAL', message: 'Error Occurred' },
      },
    });
    const { user } = renderApp('/');
    await user.click(await screen.findByRole('button', { name: 'Switch to dark theme' }));
    expect(await screen.findByRole('button', { name: 'Switch to dark theme' })).toBeInTheDocument();
    await waitFor(() =>
      expect(document.documentElement).toHaveAttribute('data-mantine-color-scheme', 'light'),
    );
  });

  it('has the notification bell and links the settings from the account menu', async () => {
    const api = signedInAs(buildCurrentUser(), {
      'GET /api/user/notifications': { status: 200, body: { notifications: [], unread: 0, read: 0 } },
    });
    const { user, router } = renderApp('/');
    expect(await screen.findByRole('button', { name: 'Notifications' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Account menu for Jane Citizen' }));
    await user.click(await screen.findByRole('menuitem', { name: 'SETTINGS' }));
    await waitFor(() => expect(locationOf(router)).toBe('/settings'));
    expect(api.callsTo('GET /api/user/notifications')).toHaveLength(1);
  });
});
