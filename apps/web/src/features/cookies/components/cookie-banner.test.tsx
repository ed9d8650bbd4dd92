import { STORAGE_KEYS } from '@navia/domain/constants';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildCurrentUser } from '../../../test/factories.ts';
import { mockApi } from '../../../test/mock-api.ts';
import { renderApp } from '../../../test/render-app.tsx';

const banner = () => screen.queryByRole('region', { name: 'Cookie consent' });

describe('cookie banner (hub §2 Home page)', () => {
  it('records ACCEPT on the account and goes away', async () => {
    const jane = buildCurrentUser({ showCookieBanner: true });
    const api = mockApi({
      'GET /api/user/getUpdatedSelf': { status: 200, body: { user: jane } },
      'PUT /api/user/toggleCookieBanner': ({ body }) => ({
        status: 200,
        body: {
          user: {
            ...jane,
            showCookieBanner: false,
            acceptedCookies: (body as { acceptedCookies: boolean }).acceptedCookies,
          },
        },
      }),
    });
    const { user } = renderApp('/');
    await screen.findByRole('heading', { name: 'WELCOME BACK, JANE' });
    expect(screen.getByRole('link', { name: 'cookie policy' })).toHaveAttribute('href', '/cookie-policy');
    await user.click(screen.getByRole('button', { name: 'ACCEPT' }));
    await waitFor(() => expect(banner()).not.toBeInTheDocument());
    expect(api.callsTo('PUT /api/user/toggleCookieBanner')[0]?.body).toEqual({ acceptedCookies: true });
  });

  it('does not show when the account has already chosen', async () => {
    mockApi({ 'GET /api/user/getUpdatedSelf': { status: 200, body: { user: buildCurrentUser() } } });
    renderApp('/');
    await screen.findByRole('heading', { name: 'WELCOME BACK, JANE' });
    expect(banner()).not.toBeInTheDocument();
  });

  it('keeps a logged-out DECLINE in this browser', async () => {
    const api = mockApi();
    const { user } = renderApp('/login');
    await user.click(await screen.findByRole('button', { name: 'DECLINE' }));
    expect(window.localStorage.getItem(STORAGE_KEYS.cookieChoice)).toBe('declined');
    expect(banner()).not.toBeInTheDocument();
    expect(api.callsTo('PUT /api/user/toggleCookieBanner')).toHaveLength(0);
  });

  it('carries a logged-out choice to the account at the next logged-in visit', async () => {
    window.localStorage.setItem(STORAGE_KEYS.cookieChoice, 'accepted');
    const jane = buildCurrentUser({ showCookieBanner: true });
    const api = mockApi({
      'GET /api/user/getUpdatedSelf': { status: 200, body: { user: jane } },
      'PUT /api/user/toggleCookieBanner': {
        status: 200,
        body: { user: { ...jane, showCookieBanner: false } },
      },
    });
    renderApp('/');
    await waitFor(() => expect(api.callsTo('PUT /api/user/toggleCookieBanner')).toHaveLength(1));
    expect(api.callsTo('PUT /api/user/toggleCookieBanner')[0]?.body).toEqual({ acceptedCookies: true });
    expect(banner()).not.toBeInTheDocument();
  });
});
