import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildCurrentUser } from '../../../test/factories.ts';
import { mockApi } from '../../../test/mock-api.ts';
import { renderApp } from '../../../test/render-app.tsx';

const tpUser = buildCurrentUser({
  type: 'TPADMIN',
  isConnectUser: true,
  unitOfMeasure: 'IMPERIAL',
  permissions: { connectAccess: true, hasHubAccess: false },
});

function settingsApi(extra: Parameters<typeof mockApi>[0] = {}) {
  return mockApi({
    'GET /api/user/getUpdatedSelf': { status: 200, body: { user: tpUser } },
    ...extra,
  });
}

describe('/connect/settings for a trusted-party user', { timeout: 20_000 }, () => {
  it('shows theme, units and notifications', async () => {
    settingsApi();
    renderApp('/connect/settings');
    const display = await screen.findByRole('region', { name: 'DISPLAY' }, { timeout: 5000 });
    expect(within(display).getByText('THEME')).toBeInTheDocument();
    expect(within(display).getByText('IMPERIAL: pounds and cubic feet')).toBeInTheDocument();
    const notes = screen.getByRole('region', { name: 'NOTIFICATIONS' });
    expect(within(notes).getByRole('switch', { name: /RECEIVE NOTIFICATIONS/ })).toBeChecked();
  });

  it('saves the theme on the account', async () => {
    const api = settingsApi({
      'PUT /api/user/theme': { status: 200, body: { user: { ...tpUser, theme: 'dark' } } },
    });
    const { user } = renderApp('/connect/settings');
    const display = await screen.findByRole('region', { name: 'DISPLAY' }, { timeout: 5000 });
    await user.click(within(display).getByText('DARK'));
    await waitFor(() =>
      expect(api.callsTo('PUT /api/user/theme').map((c) => c.body)).toEqual([{ theme: 'dark' }]),
    );
  });

  it('turns notifications off with the global active flag, keeping the per-type settings', async () => {
    const api = settingsApi({
      'PUT /api/user/notificationSettings': (call) => ({
        status: 200,
        body: { ...tpUser.recordNotifications, ...(call.body as object) },
      }),
    });
    const { user } = renderApp('/connect/settings');
    await user.click(await screen.findByRole('switch', { name: /RECEIVE NOTIFICATIONS/ }, { timeout: 5000 }));
    await waitFor(() => expect(api.callsTo('PUT /api/user/notificationSettings')).toHaveLength(1));
    expect(api.callsTo('PUT /api/user/notificationSettings')[0]?.body).toEqual({
      active: false,
      notificationTypes: tpUser.recordNotifications.notificationTypes,
    });
    expect(screen.getByRole('switch', { name: /RECEIVE NOTIFICATIONS/ })).not.toBeChecked();
    expect(screen.getByRole('switch', { name: /POP UP NEW NOTIFICATIONS/ })).toBeDisabled();
  });
});
