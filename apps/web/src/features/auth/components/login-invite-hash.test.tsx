import { MESSAGES } from '@navia/domain/errors';
import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { buildCurrentUser } from '../../../test/factories.ts';
import { type ApiRoute, apiError, mockApi } from '../../../test/mock-api.ts';
import { locationOf, renderApp } from '../../../test/render-app.tsx';
import { forgetSentHashes } from '../api/notify-invite.ts';

const HASH = 'q3Vx8mN2pL7rT0aZ4kW9sE1dF6gH5jB2cY8uI3oP0nM';
const TP_ID = '0b6f7e1a-6f55-4f4f-9a51-2b0d3c7e8f10';
const notifyKey = 'POST /api/trustedParties/notify';

const tpUser = buildCurrentUser({
  type: 'TPADMIN',
  isConnectUser: true,
  permissions: { connectAccess: true, hasHubAccess: false },
  trustedParty: { _id: TP_ID, name: 'Selangor Precision Plastics', generalSettings: {} },
});

const partner = {
  _id: '7a1f0c2e-1111-4c4c-9a9a-222233334444',
  name: 'ACME',
  country: 'AU',
  kind: 'ORG_GROUP',
  isTrustedParty: false,
  nickname: null,
  since: '2026-11-23T10:00:00.000Z',
};

/** Sign-in answers the user; from then on getUpdatedSelf does too (the app re-reads it). */
function loginApi(notify: ApiRoute) {
  let signedIn = false;
  return mockApi({
    'GET /api/user/getUpdatedSelf': () =>
      signedIn
        ? { status: 200, body: { user: tpUser } }
        : apiError(401, 'UNAUTHORISED', 'Please sign in to continue.'),
    'POST /api/user/signin': () => {
      signedIn = true;
      return { status: 200, body: { user: tpUser, token: 't' } };
    },
    [notifyKey]: notify,
    'POST /api/connect/contracts/get': apiError(500, 'INTERNAL', 'Error Occurred'),
  });
}

async function logIn(user: ReturnType<typeof renderApp>['user']) {
  await user.type(await screen.findByLabelText('EMAIL', {}, { timeout: 5000 }), 'supplier@tp.demo');
  await user.type(screen.getByLabelText('PASSWORD'), 'secret-pass');
  await user.click(screen.getByRole('button', { name: 'LOG IN' }));
}

describe('login with ?hash (hub §2: notify a trusted party after login)', { timeout: 20_000 }, () => {
  beforeEach(() => forgetSentHashes());

  it("accepts the invite for the user's own trusted party after signing in, then carries on", async () => {
    const api = loginApi({ status: 200, body: { ok: true, partner } });
    const { user, router } = renderApp(`/connect/login?hash=${HASH}`);
    await logIn(user);
    await waitFor(() => expect(locationOf(router)).toMatch(/^\/connect\/dashboard/), { timeout: 5000 });
    expect(api.callsTo(notifyKey).map((c) => c.body)).toEqual([
      { trustedPartyId: TP_ID, isTrustedParty: true, hash: HASH },
    ]);
    expect(await screen.findByText('You are now connected with ACME.')).toBeInTheDocument();
  });

  it('shows the generic text when notify fails, and the login still goes through', async () => {
    loginApi(apiError(400, 'INVITE_HASH_INVALID', MESSAGES.genericSubmit));
    const { user, router } = renderApp(`/connect/login?hash=${HASH}`);
    await logIn(user);
    await waitFor(() => expect(locationOf(router)).toMatch(/^\/connect\/dashboard/), { timeout: 5000 });
    expect(await screen.findByText(MESSAGES.genericSubmit)).toBeInTheDocument();
  });

  it('does not call notify on a login without a hash', async () => {
    const api = loginApi({ status: 200, body: { ok: true, partner } });
    const { user, router } = renderApp('/connect/login');
    await logIn(user);
    await waitFor(() => expect(locationOf(router)).toMatch(/^\/connect\/dashboard/), { timeout: 5000 });
    expect(api.callsTo(notifyKey)).toHaveLength(0);
  });
});
