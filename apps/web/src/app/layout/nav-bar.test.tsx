import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
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
  // The first render loads the page's lazy chunk: longer than the default wait on a busy machine.
  return within(await screen.findByRole('navigation', { name: 'Main' }, { timeout: 5000 }));
}

describe('navigation bar', () => {
  it('links only screens that exist and the user may open', async () => {
    signedInAs(buildCurrentUser({ type: 'CA', permissions: { tracking: true, bookings: true } }));
    renderApp('/');
    const nav = await mainNavigation();
    // happy-dom's window is 1024 px wide: PAYMENTS (from lg) and BOOKINGS (from xl) are in the menu.
    expect(nav.getAllByRole('link').map((link) => link.textContent)).toEqual([
      'NAVIA HUB',
      'HOME',
      'TRACKING',
      'DELIVERIES',
    ]);
    await userEvent.setup().click(screen.getByRole('button', { name: /Account menu for/ }));
    const menu = await screen.findByRole('menu');
    expect(within(menu).getByRole('menuitem', { name: 'BOOKINGS' })).toBeInTheDocument();
    expect(within(menu).getByRole('menuitem', { name: 'PAYMENTS' })).toBeInTheDocument();
    // No quotes permission: no QUOTES anywhere.
    expect(within(menu).queryByRole('menuitem', { name: 'QUOTES' })).not.toBeInTheDocument();
  });

  it('offers the reconciliation to a client admin (its own) and to staff (every group), not to a user', async () => {
    const openMenu = async (type: 'CA' | 'NA' | 'OP') => {
      signedInAs(buildCurrentUser({ type, permissions: { tracking: true } }));
      const view = renderApp('/');
      await view.user.click(await screen.findByRole('button', { name: /Account menu for/ }));
      await screen.findByRole('menuitem', { name: 'LOG OUT' });
      const item = screen.queryByRole('menuitem', { name: 'RECONCILIATION' });
      if (item) await view.user.click(item);
      return { offered: item !== null, ...view };
    };
    const clientAdmin = await openMenu('CA');
    expect(clientAdmin.offered).toBe(true);
    await waitFor(() => expect(locationOf(clientAdmin.router)).toBe('/account/reconciliation'));
    clientAdmin.unmount();
    const staff = await openMenu('NA');
    expect(staff.offered).toBe(true);
    await waitFor(() => expect(locationOf(staff.router)).toBe('/admin/reconciliation'));
    staff.unmount();
    expect((await openMenu('OP')).offered).toBe(false);
  });

  it("takes a client admin to their own organisation group's page; nobody else is offered it", async () => {
    const group = {
      _id: '635109ad-d15a-59f8-8eaf-9241265350fa',
      code: 'ACME',
      name: 'ACME Retail',
      country: 'AU' as const,
      connectAccess: false,
      hubbiEnabled: true,
      generalSettings: {},
    };
    signedInAs(buildCurrentUser({ type: 'CA', orgGroupCode: group, permissions: { tracking: true } }));
    const view = renderApp('/');
    await view.user.click(await screen.findByRole('button', { name: /Account menu for/ }));
    await view.user.click(await screen.findByRole('menuitem', { name: 'MY ORGANISATION' }));
    await waitFor(() => expect(locationOf(view.router)).toBe(`/org/${group._id}`));
    view.unmount();
    signedInAs(buildCurrentUser({ type: 'OP', orgGroupCode: group, permissions: { tracking: true } }));
    const user = renderApp('/');
    await user.user.click(await screen.findByRole('button', { name: /Account menu for/ }));
    await screen.findByRole('menuitem', { name: 'LOG OUT' });
    expect(screen.queryByRole('menuitem', { name: 'MY ORGANISATION' })).not.toBeInTheDocument();
  });

  it('links the connect screens, and the connect admin tables only from the ADMIN level', async () => {
    const connectRoutes = {
      'POST /api/connect/contracts/get': {
        status: 200,
        body: {
          result: [],
          statusCounts: {},
          currentCount: 0,
          totalCount: 0,
          timestamp: '2026-11-23T10:00:00.000Z',
        },
      },
    };
    const tpAdmin = buildCurrentUser({
      type: 'TPADMIN',
      isConnectUser: true,
      permissions: { connectAccess: true, hasHubAccess: false },
      trustedParty: { _id: 'tp-1', name: 'Penang Appliances', generalSettings: {} },
    });
    signedInAs(tpAdmin, connectRoutes);
    const { unmount, user, router } = renderApp('/connect/contracts');
    // happy-dom's window is 1024 px wide: the bar holds the first links, the account menu the rest.
    // The connect pages load lazily: the first render takes longer than the default wait.
    const nav = within(await screen.findByRole('navigation', { name: 'Main' }, { timeout: 5000 }));
    expect(nav.getAllByRole('link').map((link) => link.getAttribute('aria-label'))).toEqual([
      'NAVIA Connect home',
      'DASHBOARD',
      'CONTRACTS',
      'SKU',
    ]);
    await user.click(screen.getByRole('button', { name: 'Account menu for Jane Citizen' }));
    const menu = await screen.findByRole('menu');
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(expect.arrayContaining(['TRUSTED PARTIES', 'ORGANISATIONS', 'ADMIN', 'LEARN']));
    await user.click(within(menu).getByRole('menuitem', { name: 'TRUSTED PARTIES' }));
    await waitFor(() => expect(locationOf(router)).toBe('/connect/trustedparty'));
    unmount();

    signedInAs({ ...tpAdmin, type: 'TPOP' }, connectRoutes);
    const operator = renderApp('/connect/contracts');
    await screen.findByRole('navigation', { name: 'Main' }, { timeout: 5000 });
    await operator.user.click(screen.getByRole('button', { name: 'Account menu for Jane Citizen' }));
    const operatorMenu = await screen.findByRole('menu');
    expect(within(operatorMenu).getByRole('menuitem', { name: 'LEARN' })).toBeInTheDocument();
    expect(within(operatorMenu).queryByRole('menuitem', { name: 'ADMIN' })).not.toBeInTheDocument();
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
    const { user, router } = renderApp('/settings');
    await mainNavigation();
    // From lg on the bar; in the account menu at happy-dom's 1024 px.
    await user.click(screen.getByRole('button', { name: /Account menu for/ }));
    await user.click(await screen.findByRole('menuitem', { name: 'ADMIN' }));
    await waitFor(() => expect(locationOf(router)).toBe('/admin'));
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
