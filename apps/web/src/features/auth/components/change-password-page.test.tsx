import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiError, mockApi } from '../../../test/mock-api.ts';
import { locationOf, renderApp } from '../../../test/render-app.tsx';
import { PASSWORD_CHANGED_NOTICE } from './change-password-page.tsx';

const token = 'a-reset-token-of-enough-length';

describe('password reset links', () => {
  it('sends an invalid reset link to /invalidToken', async () => {
    mockApi({
      'POST /api/user/token': apiError(400, 'INVALID_TOKEN', 'This link is invalid or has expired.'),
    });
    const { router } = renderApp(`/changePassword?token=${token}`);
    await waitFor(() => expect(locationOf(router)).toBe('/invalidToken'));
    expect(await screen.findByRole('heading', { name: 'INVALID LINK' })).toBeInTheDocument();
  });

  it('changes the password and returns to the login page with a notice', async () => {
    const api = mockApi({
      'POST /api/user/token': { status: 200, body: { valid: true, email: 'jo@example.com' } },
      'POST /api/user/changePassword': { status: 200, body: { ok: true } },
    });
    const { user, router } = renderApp(`/changePassword?token=${token}`);
    expect(await screen.findByText('Choose a new password for jo@example.com.')).toBeInTheDocument();
    await user.type(screen.getByLabelText('NEW PASSWORD'), 'a-brand-new-password');
    await user.click(screen.getByRole('button', { name: 'SAVE PASSWORD' }));
    await waitFor(() => expect(locationOf(router)).toBe('/login'));
    expect(await screen.findByText(PASSWORD_CHANGED_NOTICE)).toBeInTheDocument();
    expect(api.callsTo('POST /api/user/changePassword')[0]?.body).toEqual({
      token,
      password: 'a-brand-new-password',
    });
  });

  it('activates the account from the /validate link', async () => {
    const api = mockApi({ 'POST /api/user/validate': { status: 200, body: { ok: true } } });
    renderApp(`/validate?token=${token}`);
    expect(await screen.findByRole('heading', { name: 'ACCOUNT ACTIVATED' })).toBeInTheDocument();
    expect(api.callsTo('POST /api/user/validate')).toHaveLength(1);
  });
});
