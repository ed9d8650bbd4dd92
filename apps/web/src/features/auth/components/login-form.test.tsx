import { STORAGE_KEYS } from '@navia/domain/constants';
import { MESSAGES } from '@navia/domain/errors';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildCurrentUser } from '../../../test/factories.ts';
import { apiError, mockApi } from '../../../test/mock-api.ts';
import { locationOf, renderApp } from '../../../test/render-app.tsx';

const signinKey = 'POST /api/user/signin';

async function fillAndSubmit(user: ReturnType<typeof renderApp>['user'], email: string, password: string) {
  const submit = await screen.findByRole('button', { name: 'LOG IN' });
  if (email) await user.type(screen.getByLabelText('EMAIL'), email);
  if (password) await user.type(screen.getByLabelText('PASSWORD'), password);
  await user.click(submit);
}

describe('login form (hub §4, §5)', () => {
  it('asks for both fields with the spec text and sends nothing', async () => {
    const api = mockApi();
    const { user } = renderApp('/login');
    await fillAndSubmit(user, '', '');
    expect(await screen.findAllByText(MESSAGES.fieldRequired)).toHaveLength(2);
    expect(api.callsTo(signinKey)).toHaveLength(0);
  });

  it('shows Invalid Credentials and keeps what the user typed', async () => {
    mockApi({ [signinKey]: apiError(401, 'INVALID_CREDENTIALS', 'Invalid Credentials') });
    const { user } = renderApp('/login');
    await fillAndSubmit(user, 'jo@example.com', 'wrong-password');
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid Credentials');
    expect(screen.getByLabelText('EMAIL')).toHaveValue('jo@example.com');
    expect(screen.getByLabelText('PASSWORD')).toHaveValue('wrong-password');
  });

  it('trims the e-mail and sends rememberMe and the area', async () => {
    const api = mockApi({ [signinKey]: apiError(401, 'INVALID_CREDENTIALS', 'Invalid Credentials') });
    const { user } = renderApp('/connect/login');
    await user.type(await screen.findByLabelText('EMAIL'), '  Jo@Example.com ');
    await user.type(screen.getByLabelText('PASSWORD'), 'secret-pass');
    await user.click(screen.getByLabelText('REMEMBER ME'));
    await user.click(screen.getByRole('button', { name: 'LOG IN' }));
    await screen.findByRole('alert');
    expect(api.callsTo(signinKey)[0]?.body).toEqual({
      email: 'jo@example.com',
      password: 'secret-pass',
      rememberMe: true,
      loginFromConnect: true,
    });
  });

  it('shows the inactive-account notice and re-sends the activation e-mail', async () => {
    const api = mockApi({
      [signinKey]: apiError(403, 'NOT_ACTIVE', 'Not active', { email: 'jo@example.com' }),
      'POST /api/user/sendActivationEmail': { status: 200, body: { ok: true } },
    });
    const { user } = renderApp('/login');
    await fillAndSubmit(user, 'jo@example.com', 'secret-pass');
    await user.click(await screen.findByRole('button', { name: 'click here' }));
    expect(await screen.findByText(MESSAGES.activationSent)).toBeInTheDocument();
    expect(api.callsTo('POST /api/user/sendActivationEmail')[0]?.body).toEqual({ email: 'jo@example.com' });
  });

  it('says so when the activation e-mail cannot be sent', async () => {
    mockApi({
      [signinKey]: apiError(403, 'NOT_ACTIVE', 'Not active', { email: 'jo@example.com' }),
      'POST /api/user/sendActivationEmail': apiError(500, 'INTERNAL', 'Error Occurred'),
    });
    const { user } = renderApp('/login');
    await fillAndSubmit(user, 'jo@example.com', 'secret-pass');
    await user.click(await screen.findByRole('button', { name: 'click here' }));
    expect(await screen.findByText(MESSAGES.activationFailed)).toBeInTheDocument();
  });

  it('shows the connect-access message for a refusal carrying an e-mail', async () => {
    mockApi({
      [signinKey]: apiError(403, 'NO_CONNECT_ACCESS', 'You do not have access to the connect area.', {
        email: 'jo@example.com',
      }),
    });
    const { user } = renderApp('/connect/login');
    await fillAndSubmit(user, 'jo@example.com', 'secret-pass');
    expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.noConnectAccess);
  });

  it('clears the login error when the e-mail or password changes', async () => {
    mockApi({ [signinKey]: apiError(401, 'INVALID_CREDENTIALS', 'Invalid Credentials') });
    const { user } = renderApp('/login');
    await fillAndSubmit(user, 'jo@example.com', 'wrong-password');
    await screen.findByText('Invalid Credentials');
    await user.type(screen.getByLabelText('PASSWORD'), 'x');
    await waitFor(() => expect(screen.queryByText('Invalid Credentials')).not.toBeInTheDocument());
  });

  it('signs in, remembers only the e-mail, and follows the redirect query', async () => {
    let loggedIn = false;
    const jane = buildCurrentUser({ type: 'CA' });
    mockApi({
      'GET /api/user/getUpdatedSelf': () =>
        loggedIn
          ? { status: 200, body: { user: jane } }
          : apiError(401, 'UNAUTHORISED', 'Please sign in to continue.'),
      [signinKey]: () => {
        loggedIn = true;
        return { status: 200, body: { user: jane, token: 'api-client-token-not-for-browsers' } };
      },
    });
    const { user, router } = renderApp('/login?redirect=%2Fhelp');
    await user.type(await screen.findByLabelText('EMAIL'), 'jane.citizen@example.com');
    await user.type(screen.getByLabelText('PASSWORD'), 'secret-pass');
    await user.click(screen.getByLabelText('REMEMBER ME'));
    await user.click(screen.getByRole('button', { name: 'LOG IN' }));
    await waitFor(() => expect(locationOf(router)).toBe('/help'));
    expect(window.localStorage.getItem(STORAGE_KEYS.rememberedEmail)).toBe('jane.citizen@example.com');
    const stored = Object.keys(window.localStorage).map((key) => window.localStorage.getItem(key) ?? '');
    expect(stored.some((value) => value.includes('secret-pass') || value.includes('api-client-token'))).toBe(
      false,
    );
  });
});
