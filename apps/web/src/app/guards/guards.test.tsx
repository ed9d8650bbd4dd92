import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildCurrentUser } from '../../test/factories.ts';
import { mockApi } from '../../test/mock-api.ts';
import { locationOf, renderApp } from '../../test/render-app.tsx';

function signedInAs(user: ReturnType<typeof buildCurrentUser>) {
  return mockApi({
    'GET /api/user/getUpdatedSelf': { status: 200, body: { user } },
    'POST /api/org/get': { status: 200, body: { result: [] } },
  });
}

async function expectLocation(router: ReturnType<typeof renderApp>['router'], expected: string) {
  // The first render loads the route's lazy chunk: longer than the default wait on a busy machine.
  await waitFor(() => expect(locationOf(router)).toBe(expected), { timeout: 5000 });
}

describe('route guards (hub §2, connect §2)', () => {
  it('sends a logged-out visitor of a hub route to the login page with the original path', async () => {
    mockApi();
    const { router } = renderApp('/tracking/All?advancedSearch=1');
    await expectLocation(router, '/login?redirect=%2Ftracking%2FAll%3FadvancedSearch%3D1');
    expect(await screen.findByRole('button', { name: 'LOG IN' })).toBeInTheDocument();
  });

  it('sends a logged-out visitor of a connect route to the connect login', async () => {
    mockApi();
    const { router } = renderApp('/connect/contracts');
    await expectLocation(router, '/connect/login?redirect=%2Fconnect%2Fcontracts');
  });

  it('accepts the invite of a login link that a signed-in user opens, once, then sends them on', async () => {
    const tp = { _id: '5d1f0c4e-8a43-4b7e-9c55-0a1b2c3d4e5f', name: 'Selangor Precision Plastics' };
    const user = buildCurrentUser({
      type: 'TPADMIN',
      fullname: 'Tom Party',
      isConnectUser: true,
      permissions: { connectAccess: true, hasHubAccess: false },
      trustedParty: { ...tp, generalSettings: {} },
    });
    const api = mockApi({
      'GET /api/user/getUpdatedSelf': { status: 200, body: { user } },
      'POST /api/trustedParties/notify': {
        status: 200,
        body: {
          ok: true,
          partner: {
            _id: '7a1f0c2e-1111-4c4c-9a9a-222233334444',
            name: 'ACME',
            country: 'AU',
            kind: 'ORG_GROUP',
            isTrustedParty: false,
            nickname: null,
            since: '2026-11-23T10:00:00.000Z',
          },
        },
      },
    });
    const { router } = renderApp('/connect/login?hash=abc123');
    // The notify call loads on demand (a dynamic import), which the first test run transforms slowly.
    await waitFor(() => expect(locationOf(router)).toBe('/connect/dashboard'), { timeout: 10_000 });
    const notifies = api.calls.filter((c) => c.path === '/api/trustedParties/notify');
    expect(notifies).toEqual([
      expect.objectContaining({ body: { trustedPartyId: tp._id, isTrustedParty: true, hash: 'abc123' } }),
    ]);
  });

  it('sends connect users who open hub paths to the connect dashboard', async () => {
    signedInAs(buildCurrentUser({ type: 'TPADMIN', fullname: 'Tom Party' }));
    const { router } = renderApp('/');
    await expectLocation(router, '/connect/dashboard');
    expect(await screen.findByRole('heading', { name: 'WELCOME BACK, TOM' })).toBeInTheDocument();
  });

  it('sends users without hub access to /connect/nopermission', async () => {
    signedInAs(buildCurrentUser({ type: 'OP', permissions: { hasHubAccess: false } }));
    const { router } = renderApp('/');
    await expectLocation(router, '/connect/nopermission');
  });

  it('sends a user lacking the route permission to /nopermission', async () => {
    signedInAs(buildCurrentUser({ type: 'CA' }));
    const { router } = renderApp('/bookings');
    await expectLocation(router, '/nopermission');
    expect(
      await screen.findByRole('heading', { name: 'YOU DO NOT HAVE PERMISSION TO VIEW THIS PAGE' }),
    ).toBeInTheDocument();
  });

  it('lets the bookings permission through to the bookings page', async () => {
    signedInAs(buildCurrentUser({ type: 'CA', permissions: { bookings: true } }));
    renderApp('/bookings');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'BOOKINGS' }, { timeout: 5000 }),
    ).toBeInTheDocument();
  });

  it('keeps the administration screens for role NA: a client admin is sent to /nopermission', async () => {
    signedInAs(buildCurrentUser({ type: 'CA' }));
    const { router } = renderApp('/admin/users');
    await expectLocation(router, '/nopermission');
  });

  it('keeps /admin for role NA', async () => {
    signedInAs(buildCurrentUser({ type: 'CA' }));
    const { router } = renderApp('/admin');
    await expectLocation(router, '/nopermission');
  });

  it('sends a logged-in user on from the login page: NU-level users to /admin', async () => {
    signedInAs(buildCurrentUser({ type: 'NA' }));
    const { router } = renderApp('/login');
    await expectLocation(router, '/admin');
    expect(await screen.findByRole('heading', { name: 'ADMINISTRATION' })).toBeInTheDocument();
  });

  it('sends a logged-in user on from the login page to the redirect target', async () => {
    signedInAs(buildCurrentUser({ type: 'CA' }));
    const { router } = renderApp('/login?redirect=%2Fhelp');
    await expectLocation(router, '/help');
  });

  it('sends a logged-in user on the connect login to the connect dashboard', async () => {
    signedInAs(buildCurrentUser({ type: 'NA' }));
    const { router } = renderApp('/connect/login');
    await expectLocation(router, '/connect/dashboard');
  });

  it('shows page-not-found with navigation to a logged-in user', async () => {
    signedInAs(buildCurrentUser());
    renderApp('/no/such/page');
    expect(await screen.findByRole('heading', { name: 'PAGE NOT FOUND' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeInTheDocument();
  });

  it('shows page-not-found without navigation to a logged-out visitor', async () => {
    mockApi();
    renderApp('/no/such/page');
    expect(await screen.findByRole('heading', { name: 'PAGE NOT FOUND' })).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Main' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'GO TO THE LOGIN PAGE' })).toHaveAttribute('href', '/login');
  });
});
