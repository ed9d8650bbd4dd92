import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { buildCurrentUser } from '../../../test/factories.ts';
import { apiError, mockApi } from '../../../test/mock-api.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { ViewAsBanner } from './view-as-banner.tsx';

function renderWithProviders(ui: ReactNode) {
  const queryClient = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  return render(
    <MantineProvider>
      <QueryClientProvider client={queryClient}>{ui}</QueryClientProvider>
    </MantineProvider>,
  );
}

const viewAs = {
  actorUserId: 'admin-1',
  actorName: 'Nadia Admin',
  userId: 'tp-admin-1',
  userName: 'Siti Rahman',
  kind: 'TRUSTED_PARTY' as const,
  entityId: 'tp-1',
  entityName: 'Selangor Precision Plastics',
  returnPath: '/connect/admin' as const,
};

describe('view-as banner (connect §4)', { timeout: 20_000 }, () => {
  it('shows who is viewed as on every page of a user carrying viewAs', async () => {
    mockApi({
      'GET /api/user/getUpdatedSelf': {
        status: 200,
        body: {
          user: buildCurrentUser({ type: 'TPADMIN', permissions: { connectAccess: true }, viewAs }),
        },
      },
    });
    renderApp('/connect/learn');
    expect(await screen.findByRole('region', { name: 'View-as' }, { timeout: 5000 })).toHaveTextContent(
      'VIEWING AS SELANGOR PRECISION PLASTICS (TRUSTED PARTY)',
    );
  });

  it('shows no banner for a user not viewed as', async () => {
    mockApi({
      'GET /api/user/getUpdatedSelf': {
        status: 200,
        body: { user: buildCurrentUser({ type: 'CA', permissions: { connectAccess: true } }) },
      },
    });
    renderApp('/connect/learn');
    await screen.findByRole('heading', { name: 'LEARN' }, { timeout: 5000 });
    expect(screen.queryByRole('region', { name: 'View-as' })).not.toBeInTheDocument();
  });

  it('STOP ends the view-as once and returns to its return path', async () => {
    let answer: (() => void) | undefined;
    const api = mockApi({
      'POST /api/user/stopViewAs': () =>
        new Promise((resolve) => {
          answer = () => resolve({ status: 200, body: { returnPath: '/connect/admin' } });
        }),
    });
    const navigate = vi.fn();
    renderWithProviders(<ViewAsBanner viewAs={viewAs} navigate={navigate} />);
    const user = userEvent.setup();
    const stop = screen.getByRole('button', { name: 'STOP' });
    await user.click(stop);
    await user.click(stop);
    expect(api.callsTo('POST /api/user/stopViewAs')).toHaveLength(1);
    answer?.();
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/connect/admin'));
  });

  it('says chat is not available while viewing as an organisation, and shows a failed stop', async () => {
    mockApi({ 'POST /api/user/stopViewAs': apiError(409, 'CONFLICT', 'Error Occurred') });
    renderWithProviders(
      <ViewAsBanner viewAs={{ ...viewAs, kind: 'ORG_GROUP', entityName: 'ACME' }} navigate={vi.fn()} />,
    );
    expect(screen.getByRole('region', { name: 'View-as' })).toHaveTextContent(
      'VIEWING AS ACME (ORGANISATION) · Siti Rahman · chat is not available',
    );
    await userEvent.setup().click(screen.getByRole('button', { name: 'STOP' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Error Occurred');
  });
});
