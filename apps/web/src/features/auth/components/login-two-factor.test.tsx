import { STORAGE_KEYS } from '@navia/domain/constants';
import { MESSAGES } from '@navia/domain/errors';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildCurrentUser } from '../../../test/factories.ts';
import { apiError, mockApi } from '../../../test/mock-api.ts';
import { locationOf, renderApp } from '../../../test/render-app.tsx';

const signinKey = 'POST /api/user/signin';
const stepKey = 'POST /api/user/signin/twoFactor';
const challenge = {
  status: 200,
  body: { twoFactorRequired: true, challengeId: 'challenge-1', expiresAt: '2026-11-28T10:05:00.000Z' },
};

/** A staff user whose password is right: the login asks for the authentication code. */
async function reachCodeStep(path = '/login') {
  const rendered = renderApp(path);
  const { user } = rendered;
  await user.type(await screen.findByLabelText('EMAIL'), 'security@navia.demo');
  await user.type(screen.getByLabelText('PASSWORD'), 'secret-pass');
  await user.click(screen.getByLabelText('REMEMBER ME'));
  await user.click(screen.getByRole('button', { name: 'LOG IN' }));
  await screen.findByRole('form', { name: 'TWO-FACTOR SIGN-IN' });
  return rendered;
}

describe('login: the AUTHENTICATION CODE step (issue 15)', () => {
  it('asks for the code with the field focused, keeps the e-mail, and signs in', async () => {
    let loggedIn = false;
    const staff = buildCurrentUser({ type: 'NU', email: 'security@navia.demo' });
    const api = mockApi({
      'GET /api/user/getUpdatedSelf': () =>
        loggedIn
          ? { status: 200, body: { user: staff } }
          : apiError(401, 'UNAUTHORISED', 'Please sign in to continue.'),
      [signinKey]: challenge,
      [stepKey]: () => {
        loggedIn = true;
        return { status: 200, body: { user: staff, token: 'api-client-token' } };
      },
    });
    const { user, router } = await reachCodeStep('/login?redirect=%2Fhelp');
    expect(screen.getByText('security@navia.demo')).toBeInTheDocument();
    const field = screen.getByLabelText('AUTHENTICATION CODE');
    expect(field).toHaveFocus();
    expect(field).toHaveAttribute('autocomplete', 'one-time-code');
    expect(field).toHaveAttribute('inputmode', 'numeric');
    await user.keyboard('123 456{Enter}');
    await waitFor(() => expect(locationOf(router)).toBe('/help'));
    expect(api.callsTo(stepKey)[0]?.body).toEqual({ challengeId: 'challenge-1', code: '123456' });
    expect(window.localStorage.getItem(STORAGE_KEYS.rememberedEmail)).toBe('security@navia.demo');
  });

  it('checks the format first, then shows the server refusal and clears the code', async () => {
    const api = mockApi({
      [signinKey]: challenge,
      [stepKey]: apiError(401, 'TWO_FACTOR_CODE_INVALID', 'Invalid authentication code'),
    });
    const { user } = await reachCodeStep();
    await user.click(screen.getByRole('button', { name: 'VERIFY' }));
    expect(await screen.findByText(MESSAGES.fieldRequired)).toBeInTheDocument();
    await user.type(screen.getByLabelText('AUTHENTICATION CODE'), '12a');
    await user.click(screen.getByRole('button', { name: 'VERIFY' }));
    expect(await screen.findByText('Enter the 6 digits of the code.')).toBeInTheDocument();
    expect(api.callsTo(stepKey)).toHaveLength(0);
    await user.clear(screen.getByLabelText('AUTHENTICATION CODE'));
    await user.type(screen.getByLabelText('AUTHENTICATION CODE'), '654321{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid authentication code');
    expect(screen.getByLabelText('AUTHENTICATION CODE')).toHaveValue('');
  });

  it('takes a recovery code instead (USE A RECOVERY CODE)', async () => {
    const api = mockApi({
      [signinKey]: challenge,
      [stepKey]: apiError(401, 'TWO_FACTOR_CODE_INVALID', 'Invalid authentication code'),
    });
    const { user } = await reachCodeStep('/connect/login');
    await user.click(screen.getByRole('button', { name: 'USE A RECOVERY CODE' }));
    const field = await screen.findByLabelText('RECOVERY CODE');
    await waitFor(() => expect(field).toHaveFocus());
    await user.keyboard('abcde-fgh23{Enter}');
    await screen.findByRole('alert');
    expect(api.callsTo(stepKey)[0]?.body).toEqual({ challengeId: 'challenge-1', recoveryCode: 'ABCDEFGH23' });
    await user.click(screen.getByRole('button', { name: 'USE THE AUTHENTICATOR APP' }));
    expect(await screen.findByLabelText('AUTHENTICATION CODE')).toBeInTheDocument();
  });

  it('goes back to the password step with the e-mail kept when the challenge expired', async () => {
    mockApi({
      [signinKey]: challenge,
      [stepKey]: apiError(
        401,
        'TWO_FACTOR_CHALLENGE_EXPIRED',
        'This sign-in has expired. Please log in again.',
      ),
    });
    const { user } = await reachCodeStep();
    await user.type(screen.getByLabelText('AUTHENTICATION CODE'), '123456{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This sign-in has expired. Please log in again.',
    );
    expect(screen.getByLabelText('EMAIL')).toHaveValue('security@navia.demo');
    expect(screen.getByLabelText('PASSWORD')).toHaveValue('');
  });

  it('BACK TO LOG IN returns to the password step', async () => {
    mockApi({ [signinKey]: challenge });
    const { user } = await reachCodeStep();
    await user.click(screen.getByRole('button', { name: 'BACK TO LOG IN' }));
    expect(await screen.findByLabelText('EMAIL')).toHaveValue('security@navia.demo');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
