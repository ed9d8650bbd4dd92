import { CONTRACT_STATUSES } from '@navia/domain/rules/contracts/workflow';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildCurrentUser } from '../../../test/factories.ts';
import { mockApi } from '../../../test/mock-api.ts';
import { renderApp } from '../../../test/render-app.tsx';

describe('/connect/learn', { timeout: 20_000 }, () => {
  it('draws the lifecycle from the workflow: three stages holding every status, and the guides', async () => {
    mockApi({
      'GET /api/user/getUpdatedSelf': {
        status: 200,
        body: { user: buildCurrentUser({ type: 'TPADMIN', permissions: { connectAccess: true } }) },
      },
    });
    const { user } = renderApp('/connect/learn');
    const lifecycle = await screen.findByRole(
      'region',
      { name: 'THE CONTRACT LIFECYCLE' },
      { timeout: 5000 },
    );
    for (const stage of ['ACCEPT', 'CONFIRM', 'TRANSPORT']) {
      expect(within(lifecycle).getByRole('heading', { name: stage })).toBeInTheDocument();
    }
    for (const status of CONTRACT_STATUSES) {
      expect(within(lifecycle).getAllByText(status).length).toBeGreaterThan(0);
    }
    await user.click(within(lifecycle).getByRole('button', { name: /STEPS IN ACCEPT/ }));
    expect(within(lifecycle).getAllByText(/confirms the quantities/)[0]).toBeVisible();
    expect(screen.getByRole('region', { name: 'INVITING PARTNERS' })).toHaveTextContent('valid for 14 days');
    expect(screen.getByRole('region', { name: 'CONFIRMING QUANTITIES' })).toHaveTextContent(
      'PARTIALLY CONFIRMED',
    );
  });
});
