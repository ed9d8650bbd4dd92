import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildCurrentUser } from '../../../test/factories.ts';
import { type ApiCall, mockApi } from '../../../test/mock-api.ts';
import { renderApp } from '../../../test/render-app.tsx';

const APP_BOOT = { timeout: 5000 };

function dashboardApi(isViewActionRequired: boolean) {
  return mockApi({
    'GET /api/user/getUpdatedSelf': {
      status: 200,
      body: {
        user: buildCurrentUser({ type: 'CA', permissions: { connectAccess: true }, isViewActionRequired }),
      },
    },
    'POST /api/connect/contracts/get': (call: ApiCall) => {
      const mine = (call.body as { isOnlyActionRequired: boolean }).isOnlyActionRequired;
      return {
        status: 200,
        body: {
          result: [],
          statusCounts: mine ? null : { 'AWAITING ACCEPTANCE': 2, CONFIRMED: 5 },
          currentCount: 0,
          totalCount: mine ? 3 : 7,
          timestamp: '2026-11-23T10:00:00.000Z',
        },
      };
    },
  });
}

const toggles = (api: ReturnType<typeof mockApi>) =>
  api
    .callsTo('POST /api/connect/contracts/get')
    .map((c) => (c.body as { isOnlyActionRequired: boolean }).isOnlyActionRequired);

describe('/connect/dashboard contracts summary', { timeout: 15_000 }, () => {
  it('counts the contracts awaiting the user and links to them, with the totals per status', async () => {
    dashboardApi(false);
    renderApp('/connect/dashboard');
    const awaiting = await screen.findByRole('link', { name: /3\s*CONTRACTS AWAIT YOUR ACTION/ }, APP_BOOT);
    expect(awaiting).toHaveAttribute('href', '/connect/contracts?actionRequired=1');
    expect(screen.getByRole('link', { name: 'CONFIRMED: 5' })).toHaveAttribute(
      'href',
      '/connect/contracts?actionRequired=0&status=CONFIRMED',
    );
  });

  it("sends the user's own only-action-required setting last, so the server keeps remembering it", async () => {
    const off = dashboardApi(false);
    const { unmount } = renderApp('/connect/dashboard');
    await screen.findByText(/AWAIT YOUR ACTION/, {}, APP_BOOT);
    expect(toggles(off)).toEqual([true, false]);
    unmount();

    const on = dashboardApi(true);
    renderApp('/connect/dashboard');
    await screen.findByText(/AWAIT YOUR ACTION/, {}, APP_BOOT);
    expect(toggles(on)).toEqual([false, true]);
  });
});
