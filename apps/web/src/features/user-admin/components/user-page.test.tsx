import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildCurrentUser } from '../../../test/factories.ts';
import { apiError, mockApi } from '../../../test/mock-api.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { buildAdminUser, USER_ID } from './user-admin-factories.ts';

const PAGE_TEST = { timeout: 20_000 };

function start(routes: Parameters<typeof mockApi>[0] = {}) {
  const api = mockApi({
    'GET /api/user/getUpdatedSelf': { status: 200, body: { user: buildCurrentUser({ type: 'CA' }) } },
    'POST /api/user/getUser': { status: 200, body: { user: buildAdminUser() } },
    [`GET /api/user/contact/${USER_ID}`]: {
      status: 200,
      body: {
        contact: {
          _id: USER_ID,
          image: null,
          GS_FullName: 'Ana Silva',
          GS_EmailAddress: 'ana@acme.demo',
          Role: '',
          GS_MobilePhone: '+61 400 000 000',
        },
      },
    },
    [`GET /api/user/sessions/${USER_ID}`]: {
      status: 200,
      body: {
        result: [
          {
            _id: 's1',
            createdAt: '2026-11-01T00:00:00.000Z',
            lastSeenAt: '2026-11-02T00:00:00.000Z',
            expiresAt: '2026-12-01T00:00:00.000Z',
            ip: '10.0.0.1',
            userAgent: 'Firefox',
            remember: false,
            current: false,
          },
        ],
      },
    },
    [`GET /api/user/securityEvents/${USER_ID}`]: {
      status: 200,
      body: {
        result: [
          {
            _id: '1',
            type: 'SIGNIN',
            outcome: 'SUCCESS',
            occurredAt: '2026-11-01T00:00:00.000Z',
            ip: '10.0.0.1',
            detail: null,
            byThisUser: true,
          },
        ],
      },
    },
    ...routes,
  });
  return { api, ...renderApp(`/user/${USER_ID}`) };
}

describe('/user/:key', () => {
  it('shows the profile, sessions and security events, and ends all sessions', PAGE_TEST, async () => {
    const { api, user } = start({
      [`POST /api/user/sessions/${USER_ID}/endAll`]: { status: 200, body: { ended: 1 } },
    });
    expect(await screen.findByRole('heading', { name: 'Ana Silva' }, { timeout: 5000 })).toBeInTheDocument();
    expect(await screen.findByText('+61 400 000 000')).toBeInTheDocument();
    expect(await screen.findByRole('cell', { name: 'Firefox' })).toBeInTheDocument();
    expect(await screen.findByRole('cell', { name: 'SIGNIN' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'END ALL SESSIONS' }));
    expect(await screen.findByText('1 SESSION(S) ENDED')).toBeInTheDocument();
    expect(api.callsTo(`POST /api/user/sessions/${USER_ID}/endAll`)).toHaveLength(1);
  });

  it("rolls a refused switch back and shows the server's text", PAGE_TEST, async () => {
    const { api, user } = start({
      'PUT /api/user/single': apiError(
        403,
        'USER_CHANGE_NOT_ALLOWED',
        'Your role does not allow this change to this user.',
      ),
    });
    const tracking = await screen.findByRole('switch', { name: 'TRACKING' }, { timeout: 5000 });
    expect(tracking).toBeChecked();
    // Secret mode is staff only: not offered to a client admin.
    expect(screen.getByRole('switch', { name: 'SECRET MODE' })).toBeDisabled();
    await user.click(tracking);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Your role does not allow this change to this user.',
    );
    await waitFor(() => expect(screen.getByRole('switch', { name: 'TRACKING' })).toBeChecked());
    expect(api.callsTo('PUT /api/user/single')[0]?.body).toEqual({
      id: USER_ID,
      path: 'tracking',
      value: false,
    });
  });

  it('answers an unknown or hidden user as not found', PAGE_TEST, async () => {
    start({ 'POST /api/user/getUser': apiError(404, 'NOT_FOUND', 'Not Found') });
    expect(await screen.findByRole('alert', {}, { timeout: 5000 })).toHaveTextContent('USER NOT FOUND');
  });
});
