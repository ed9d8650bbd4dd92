import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildCurrentUser } from '../../test/factories.ts';
import { mockApi } from '../../test/mock-api.ts';
import { locationOf, renderApp } from '../../test/render-app.tsx';

/** hub §2 "Search bar behaviour" with the settings SEARCH MODE (issue 13). */
function signedIn(mode: string, permissions: Record<string, boolean>) {
  mockApi({
    'GET /api/user/getUpdatedSelf': {
      status: 200,
      body: { user: buildCurrentUser({ type: 'CA', mode, permissions }) },
    },
    'GET /api/user/customLayout': { status: 200, body: { customLayout: [] } },
  });
}

describe('the header search', () => {
  it.each([
    ['tracking', { tracking: true }, 'Search shipments and orders', '/tracking/All'],
    ['deliveries', { tracking: true }, 'Search deliveries', '/delivery/All'],
  ])(
    'in %s mode with %o searches %s on %s',
    async (mode, permissions, label, page) => {
      signedIn(mode, permissions);
      const { user, router } = renderApp('/settings');
      await user.click(await screen.findByRole('button', { name: label }, { timeout: 10_000 }));
      await user.type(screen.getByRole('textbox', { name: label }), 'MSKU1234565{Enter}');
      await waitFor(() => expect(router.state.location.pathname).toBe(page), { timeout: 10_000 });
      expect(decodeURIComponent(locationOf(router))).toContain('MSKU1234565');
    },
    20_000,
  );

  it('is not offered to a user who may not search', async () => {
    signedIn('tracking', { tracking: false });
    renderApp('/settings');
    await screen.findByRole('navigation', { name: 'Main' }, { timeout: 10_000 });
    expect(screen.queryByRole('button', { name: /^Search/ })).toBeNull();
  });

  it('is not on a search page, which has its own search bar', async () => {
    signedIn('tracking', { tracking: true });
    renderApp('/tracking/All');
    await screen.findByRole('navigation', { name: 'Main' }, { timeout: 10_000 });
    expect(screen.queryByRole('button', { name: 'Search shipments and orders' })).toBeNull();
  });
});
