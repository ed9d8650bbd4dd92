import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildCurrentUser } from '../../../test/factories.ts';
import { mockApi } from '../../../test/mock-api.ts';
import { locationOf, renderApp } from '../../../test/render-app.tsx';

function signedInAs(type: 'NA' | 'NU') {
  return mockApi({
    'GET /api/user/getUpdatedSelf': { status: 200, body: { user: buildCurrentUser({ type }) } },
    'GET /api/carrierEvents/feeds': { status: 200, body: { feeds: [] } },
    'GET /api/carrierEvents/unmatched': { status: 200, body: { events: [] } },
    'POST /api/org/get': { status: 200, body: { result: [] } },
  });
}

describe('/admin/carrierFeeds (HUB_ROUTE_RULES.admin)', () => {
  it('opens for role NA', async () => {
    signedInAs('NA');
    renderApp('/admin/carrierFeeds');
    expect(await screen.findByRole('heading', { level: 1, name: 'CARRIER FEEDS' })).toBeInTheDocument();
  });

  it('sends other staff to /nopermission', async () => {
    const api = signedInAs('NU');
    const { router } = renderApp('/admin/carrierFeeds');
    await waitFor(() => expect(locationOf(router)).toBe('/nopermission'));
    expect(api.callsTo('GET /api/carrierEvents/feeds')).toHaveLength(0);
  });

  it('is linked from the administration overview for NA, and only for NA', async () => {
    signedInAs('NA');
    const { router, user, unmount } = renderApp('/admin');
    await user.click(await screen.findByRole('link', { name: 'CARRIER FEEDS' }));
    await waitFor(() => expect(locationOf(router)).toBe('/admin/carrierFeeds'));
    expect(await screen.findByRole('heading', { level: 1, name: 'CARRIER FEEDS' })).toBeInTheDocument();
    unmount();

    signedInAs('NU');
    renderApp('/admin');
    expect(await screen.findByRole('heading', { level: 1, name: 'ADMINISTRATION' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'CARRIER FEEDS' })).not.toBeInTheDocument();
  });
});
