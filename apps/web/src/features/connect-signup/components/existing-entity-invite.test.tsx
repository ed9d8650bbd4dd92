import { MESSAGES } from '@navia/domain/errors';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { type ApiRoute, apiError, mockApi } from '../../../test/mock-api.ts';
import { locationOf, renderApp } from '../../../test/render-app.tsx';
import { JOIN_FALLBACK_TEXT, PASSWORDS_DIFFER } from './join-trusted-party-form.tsx';

const HASH = 'q3Vx8mN2pL7rT0aZ4kW9sE1dF6gH5jB2cY8uI3oP0nM';
const APP_BOOT = { timeout: 5000 };
const TP_ID = '3f0c2a4e-8d1b-4c6a-9e2f-7b5d1a0c9e84';
const PASSWORD = 'correct horse battery';

/** An invite from ACME to Selangor, a trusted party already on connect, for someone new there. */
const prefill = {
  companyName: 'Selangor Precision Plastics',
  contactName: 'Aiman Yusof',
  contactEmail: 'aiman@selangor.example',
  country: 'MY',
  businessNumber: null,
  website: null,
  inviterName: 'Clara Admin',
  inviterCompanyName: 'ACME',
  existingEntity: { _id: TP_ID, name: 'Selangor Precision Plastics', isTrustedParty: true },
  expiresAt: '2026-12-07T10:00:00.000Z',
};

const joined = {
  status: 200,
  body: {
    user: {
      _id: 'u-31',
      fullname: 'Aiman Yusof bin Ali',
      type: 'TPOP',
      email: prefill.contactEmail,
      active: true,
      createdAt: '2026-11-28T01:30:00.000Z',
    },
    passwordLinkSent: false,
  },
};

const JOIN = 'POST /api/trustedParties/addNewUser';

/** Opens /connect/signUp with the invite's hash and picks CREATE MY USER; answers its form. */
async function openCreateMyUser(joinAnswer?: ApiRoute) {
  const api = mockApi({
    'POST /api/trustedParties/hash': { status: 200, body: prefill },
    ...(joinAnswer ? { [JOIN]: joinAnswer } : {}),
  });
  const rendered = renderApp(`/connect/signUp?hash=${HASH}`);
  await rendered.user.click(await screen.findByRole('button', { name: 'CREATE MY USER' }, APP_BOOT));
  const form = await screen.findByRole('form', { name: `Create my user at ${prefill.existingEntity.name}` });
  return { api, ...rendered, form: within(form) };
}

describe('/connect/signUp?hash=… for a trusted party already on connect', { timeout: 20_000 }, () => {
  it('offers both choices: log in to accept with the same link, or create my user', async () => {
    const api = mockApi({ 'POST /api/trustedParties/hash': { status: 200, body: prefill } });
    const { user } = renderApp(`/connect/signUp?hash=${HASH}`);
    expect(
      await screen.findByRole('link', { name: 'I HAVE AN ACCOUNT — LOG IN TO ACCEPT' }, APP_BOOT),
    ).toHaveAttribute('href', `/connect/login?hash=${HASH}`);
    const create = screen.getByRole('button', { name: 'CREATE MY USER' });
    expect(create).toHaveAttribute('aria-expanded', 'false');
    // The new-partner form is not offered: the trusted party exists.
    expect(screen.queryByLabelText(/COMPANY NAME/)).not.toBeInTheDocument();

    await user.click(create);
    const name = await screen.findByLabelText(/^FULL NAME/);
    expect(create).toHaveAttribute('aria-expanded', 'true');
    // The keyboard goes on into the form, prefilled from the invite.
    await waitFor(() => expect(name).toHaveFocus());
    expect(name).toHaveValue(prefill.contactName);
    // The server takes only the invited address: shown, read-only, explained.
    const email = screen.getByLabelText(/^EMAIL/);
    expect(email).toHaveValue(prefill.contactEmail);
    expect(email).toHaveAttribute('readonly');
    expect(email).toHaveAccessibleDescription(/address your invitation was sent to/);
    expect(screen.getByLabelText(/^PASSWORD/)).toHaveAccessibleDescription(/At least 10 characters/);
    expect(screen.getByLabelText(/^CONFIRM PASSWORD/)).toHaveAttribute('type', 'password');
    expect(api.callsTo(JOIN)).toHaveLength(0);
  });

  it('joins with the hash and the trusted party, says the account is ready and offers LOG IN', async () => {
    const { api, user, router, form } = await openCreateMyUser(joined);
    const name = form.getByLabelText(/^FULL NAME/);
    await user.clear(name);
    await user.type(name, 'Aiman Yusof bin Ali');
    await user.type(form.getByLabelText(/^PASSWORD/), PASSWORD);
    await user.type(form.getByLabelText(/^CONFIRM PASSWORD/), PASSWORD);
    await user.click(form.getByRole('button', { name: 'CREATE ACCOUNT' }));

    const ready = await screen.findByRole('status');
    expect(ready).toHaveTextContent(`Your account at ${prefill.existingEntity.name} is ready`);
    expect(ready).toHaveTextContent(`Log in with ${prefill.contactEmail}`);
    expect(api.callsTo(JOIN)).toHaveLength(1);
    expect(api.callsTo(JOIN)[0]?.body).toEqual({
      trustedPartyId: TP_ID,
      hash: HASH,
      user: { fullname: 'Aiman Yusof bin Ali', email: prefill.contactEmail, password: PASSWORD },
    });
    await user.click(screen.getByRole('link', { name: 'LOG IN' }));
    // The hash is spent: the login page opens without it.
    await waitFor(() => expect(locationOf(router)).toBe('/connect/login'));
  });

  it("shows a 400's field message on its field and keeps what was typed", async () => {
    const message = 'Use the e-mail address the invite was sent to.';
    const { api, user, form } = await openCreateMyUser(
      apiError(400, 'VALIDATION', 'user.email: use the e-mail address the invite was sent to', {
        issues: [{ field: 'user.email', message }],
      }),
    );
    const name = form.getByLabelText(/^FULL NAME/);
    await user.type(name, ' bin Ali');
    await user.type(form.getByLabelText(/^PASSWORD/), PASSWORD);
    await user.type(form.getByLabelText(/^CONFIRM PASSWORD/), PASSWORD);
    await user.click(form.getByRole('button', { name: 'CREATE ACCOUNT' }));

    const email = form.getByLabelText(/^EMAIL/);
    await waitFor(() => expect(email).toHaveAttribute('aria-invalid', 'true'));
    expect(email).toHaveAccessibleDescription(expect.stringContaining(message));
    expect(api.callsTo(JOIN)).toHaveLength(1);
    expect(name).toHaveValue('Aiman Yusof bin Ali');
    expect(form.getByLabelText(/^PASSWORD/)).toHaveValue(PASSWORD);
    expect(form.getByLabelText(/^CONFIRM PASSWORD/)).toHaveValue(PASSWORD);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it("shows the bad hash's text as the server sends it, and keeps the form", async () => {
    // A used or expired link, or an address outside the trusted party's company domain.
    const { user, form } = await openCreateMyUser(
      apiError(400, 'INVITE_HASH_INVALID', MESSAGES.genericSubmit),
    );
    await user.type(form.getByLabelText(/^PASSWORD/), PASSWORD);
    await user.type(form.getByLabelText(/^CONFIRM PASSWORD/), PASSWORD);
    await user.click(form.getByRole('button', { name: 'CREATE ACCOUNT' }));
    expect(await form.findByRole('alert')).toHaveTextContent('An error occured. Please try again later.');
    expect(form.getByLabelText(/^FULL NAME/)).toHaveValue(prefill.contactName);
    expect(form.getByLabelText(/^PASSWORD/)).toHaveValue(PASSWORD);
  });

  it("shows the server's text for 403 and a taken e-mail, else the connect fallback", async () => {
    const answers = [
      apiError(403, 'FORBIDDEN', 'You may not add users to this trusted party.'),
      apiError(406, 'EMAIL_TAKEN', MESSAGES.emailNotAvailable),
      apiError(500, 'INTERNAL', 'Error Occurred'),
    ];
    const { user, form } = await openCreateMyUser(() => answers.shift() ?? joined);
    await user.type(form.getByLabelText(/^PASSWORD/), PASSWORD);
    await user.type(form.getByLabelText(/^CONFIRM PASSWORD/), PASSWORD);
    const submit = form.getByRole('button', { name: 'CREATE ACCOUNT' });
    await user.click(submit);
    expect(await form.findByRole('alert')).toHaveTextContent('You may not add users to this trusted party.');
    await user.click(submit);
    await waitFor(() => expect(form.getByRole('alert')).toHaveTextContent(MESSAGES.emailNotAvailable));
    await user.click(submit);
    await waitFor(() => expect(form.getByRole('alert')).toHaveTextContent(JOIN_FALLBACK_TEXT));
    expect(JOIN_FALLBACK_TEXT).toBe('AN ERROR OCURRED. PLEASE TRY AGAIN LATER.');
  });

  it('sends nothing while the confirmation differs or the password is too short', async () => {
    const { api, user, form } = await openCreateMyUser(joined);
    await user.type(form.getByLabelText(/^PASSWORD/), 'short');
    await user.click(form.getByRole('button', { name: 'CREATE ACCOUNT' }));
    expect(await form.findByText('A minimum of 10 characters is required')).toBeInTheDocument();
    await user.type(form.getByLabelText(/^PASSWORD/), ' but now long enough');
    await user.type(form.getByLabelText(/^CONFIRM PASSWORD/), 'something else entirely');
    await user.click(form.getByRole('button', { name: 'CREATE ACCOUNT' }));
    expect(await form.findByText(PASSWORDS_DIFFER)).toBeInTheDocument();
    expect(form.getByLabelText(/^CONFIRM PASSWORD/)).toHaveAttribute('aria-invalid', 'true');
    expect(api.callsTo(JOIN)).toHaveLength(0);
  });

  it('keeps what was typed when CREATE MY USER is closed and opened again', async () => {
    const { user, form } = await openCreateMyUser();
    await user.type(form.getByLabelText(/^PASSWORD/), PASSWORD);
    const create = screen.getByRole('button', { name: 'CREATE MY USER' });
    await user.click(create);
    expect(create).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('form', { name: /Create my user/ })).not.toBeInTheDocument();
    await user.click(create);
    expect(form.getByLabelText(/^PASSWORD/)).toHaveValue(PASSWORD);
  });
});
