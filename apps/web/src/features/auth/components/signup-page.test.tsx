import { MESSAGES } from '@navia/domain/errors';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { exactText } from '../../../test/exact-text.ts';
import { apiError, mockApi } from '../../../test/mock-api.ts';
import { renderApp } from '../../../test/render-app.tsx';

async function fillSignup(user: ReturnType<typeof renderApp>['user']) {
  await user.type(await screen.findByLabelText('FULL NAME'), 'Jo Bloggs');
  await user.type(screen.getByLabelText('EMAIL'), 'jo@example.com');
  await user.type(screen.getByLabelText('PASSWORD'), 'a-long-password');
  await user.click(screen.getByRole('button', { name: 'SIGN UP' }));
}

describe('sign-up (hub §8 user creation)', () => {
  it('asks the new user to check their e-mail after signing up', async () => {
    const api = mockApi({ 'POST /api/user/signup': { status: 201, body: { ok: true } } });
    // /connect/signUp is the trusted party's sign-up by invite link (features/connect-signup).
    const { user } = renderApp('/signup');
    await fillSignup(user);
    expect(await screen.findByRole('heading', { name: 'CHECK YOUR E-MAIL' })).toBeInTheDocument();
    expect(api.callsTo('POST /api/user/signup')[0]?.body).toEqual({
      fullname: 'Jo Bloggs',
      email: 'jo@example.com',
      password: 'a-long-password',
      homeCountry: 'AU',
      loginFromConnect: false,
    });
  });

  it('shows the e-mail-not-available text for 406 and keeps the form', async () => {
    mockApi({ 'POST /api/user/signup': apiError(406, 'EMAIL_TAKEN', 'This email is not available.') });
    const { user } = renderApp('/signup');
    await fillSignup(user);
    expect(await screen.findByRole('alert')).toHaveTextContent(exactText(MESSAGES.emailNotAvailable));
    expect(screen.getByLabelText('FULL NAME')).toHaveValue('Jo Bloggs');
  });

  it('shows the generic text for other failures', async () => {
    mockApi({ 'POST /api/user/signup': apiError(500, 'INTERNAL', 'boom') });
    const { user } = renderApp('/signup');
    await fillSignup(user);
    expect(await screen.findByRole('alert')).toHaveTextContent(exactText(MESSAGES.userCreationFailed));
  });

  it('hides the navigation bar on sign-up paths', async () => {
    mockApi();
    renderApp('/signup');
    await screen.findByLabelText('FULL NAME');
    expect(screen.queryByRole('navigation', { name: 'Main' })).not.toBeInTheDocument();
  });
});
