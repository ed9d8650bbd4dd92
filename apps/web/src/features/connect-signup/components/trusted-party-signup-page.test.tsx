import { MESSAGES } from '@navia/domain/errors';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiError, mockApi } from '../../../test/mock-api.ts';
import { locationOf, renderApp } from '../../../test/render-app.tsx';

const HASH = 'q3Vx8mN2pL7rT0aZ4kW9sE1dF6gH5jB2cY8uI3oP0nM';
const APP_BOOT = { timeout: 5000 };

const prefill = {
  companyName: 'Harbour Timber Pty Ltd',
  contactName: 'Mia Ross',
  contactEmail: 'mia@harbourtimber.example',
  country: 'AU',
  businessNumber: '51 824 753 556',
  website: null,
  inviterName: 'Clara Admin',
  inviterCompanyName: 'ACME',
  existingEntity: null,
  expiresAt: '2026-12-07T10:00:00.000Z',
};

const signedUp = {
  status: 200,
  body: { trustedPartyId: 'tp-9', userId: 'u-9', email: prefill.contactEmail },
};

describe('/connect/signUp?hash=… (sign-up by invite link)', { timeout: 20_000 }, () => {
  it('checks the hash on load and prefills company, contact, e-mail and country', async () => {
    const api = mockApi({ 'POST /api/trustedParties/hash': { status: 200, body: prefill } });
    renderApp(`/connect/signUp?hash=${HASH}`);
    expect(await screen.findByLabelText(/COMPANY NAME/, {}, APP_BOOT)).toHaveValue('Harbour Timber Pty Ltd');
    expect(screen.getByLabelText(/CONTACT NAME/)).toHaveValue('Mia Ross');
    expect(screen.getByLabelText(/^EMAIL/)).toHaveValue('mia@harbourtimber.example');
    expect(screen.getByLabelText(/^COUNTRY/)).toHaveValue('AU');
    expect(screen.getByLabelText(/BUSINESS NUMBER/)).toHaveValue('51 824 753 556');
    expect(api.callsTo('POST /api/trustedParties/hash')[0]?.body).toEqual({ hash: HASH });
    expect(screen.queryByRole('navigation', { name: /main/i })).not.toBeInTheDocument();
  });

  it('shows the invited e-mail read-only, described as the invited address, and sends it', async () => {
    const api = mockApi({
      'POST /api/trustedParties/hash': { status: 200, body: prefill },
      'POST /api/trustedParties/signUp': signedUp,
    });
    const { user } = renderApp(`/connect/signUp?hash=${HASH}`);
    const email = await screen.findByLabelText(/^EMAIL/, {}, APP_BOOT);
    expect(email).toHaveAttribute('readonly');
    expect(email).not.toBeDisabled();
    expect(email).toHaveAccessibleDescription(/address your invitation was sent to/);
    await user.type(email, 'x');
    expect(email).toHaveValue(prefill.contactEmail);
    email.focus();
    expect(email).toHaveFocus();
    // Every other field stays editable.
    const company = screen.getByLabelText(/COMPANY NAME/);
    expect(company).not.toHaveAttribute('readonly');
    await user.type(company, ' Co');
    expect(company).toHaveValue('Harbour Timber Pty Ltd Co');
    await user.type(screen.getByLabelText(/^PASSWORD/), 'correct horse battery');
    await user.click(screen.getByRole('button', { name: 'CREATE ACCOUNT' }));
    expect(await screen.findByRole('status')).toBeInTheDocument();
    const body = api.callsTo('POST /api/trustedParties/signUp')[0]?.body as {
      trustedParty: Record<string, string>;
    };
    expect(body.trustedParty.contactEmail).toBe(prefill.contactEmail);
  });

  it("shows a refused e-mail's message on the e-mail field and keeps what was typed", async () => {
    const message = 'Use the e-mail address the invite was sent to.';
    mockApi({
      'POST /api/trustedParties/hash': { status: 200, body: prefill },
      'POST /api/trustedParties/signUp': apiError(400, 'VALIDATION', 'Invalid request', {
        issues: [{ field: 'trustedParty.contactEmail', message }],
      }),
    });
    const { user } = renderApp(`/connect/signUp?hash=${HASH}`);
    await user.type(await screen.findByLabelText(/CITY/, {}, APP_BOOT), 'Hobart');
    await user.type(screen.getByLabelText(/^PASSWORD/), 'correct horse battery');
    await user.click(screen.getByRole('button', { name: 'CREATE ACCOUNT' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.genericSubmit);
    const email = screen.getByLabelText(/^EMAIL/);
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveAccessibleDescription(expect.stringContaining(message));
    expect(screen.getByLabelText(/CITY/)).toHaveValue('Hobart');
    expect(screen.getByLabelText(/^PASSWORD/)).toHaveValue('correct horse battery');
  });

  it('shows the generic text for a bad or used hash, and no form', async () => {
    mockApi({
      'POST /api/trustedParties/hash': apiError(400, 'INVITE_HASH_INVALID', MESSAGES.genericSubmit),
    });
    renderApp(`/connect/signUp?hash=${HASH}`);
    expect(await screen.findByRole('alert', {}, APP_BOOT)).toHaveTextContent(
      'An error occured. Please try again later.',
    );
    expect(screen.queryByRole('button', { name: 'CREATE ACCOUNT' })).not.toBeInTheDocument();
  });

  it('shows field errors and sends nothing while a required field is empty', async () => {
    const api = mockApi({ 'POST /api/trustedParties/hash': { status: 200, body: prefill } });
    const { user } = renderApp(`/connect/signUp?hash=${HASH}`);
    await user.clear(await screen.findByLabelText(/COMPANY NAME/, {}, APP_BOOT));
    await user.click(screen.getByRole('button', { name: 'CREATE ACCOUNT' }));
    expect(await screen.findByText(MESSAGES.fieldRequired)).toBeInTheDocument();
    expect(screen.getByLabelText(/COMPANY NAME/)).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('A minimum of 10 characters is required')).toBeInTheDocument();
    expect(screen.getByLabelText(/CONTACT NAME/)).not.toHaveAttribute('aria-invalid', 'true');
    expect(api.callsTo('POST /api/trustedParties/signUp')).toHaveLength(0);
  });

  it('keeps what was typed when the sign-up fails, with the server text for a taken e-mail', async () => {
    const api = mockApi({
      'POST /api/trustedParties/hash': { status: 200, body: prefill },
      'POST /api/trustedParties/signUp': apiError(406, 'EMAIL_TAKEN', MESSAGES.emailNotAvailable),
    });
    const { user } = renderApp(`/connect/signUp?hash=${HASH}`);
    await user.type(await screen.findByLabelText(/CITY/, {}, APP_BOOT), 'Hobart');
    await user.type(screen.getByLabelText(/^PASSWORD/), 'correct horse battery');
    await user.click(screen.getByRole('button', { name: 'CREATE ACCOUNT' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.emailNotAvailable);
    expect(screen.getByLabelText(/CITY/)).toHaveValue('Hobart');
    expect(screen.getByLabelText(/^PASSWORD/)).toHaveValue('correct horse battery');
    expect(api.callsTo('POST /api/trustedParties/signUp')).toHaveLength(1);
  });

  it('sends the trusted party with the hash, confirms, and goes to the connect login', async () => {
    const api = mockApi({
      'POST /api/trustedParties/hash': { status: 200, body: prefill },
      'POST /api/trustedParties/signUp': signedUp,
    });
    const { user, router } = renderApp(`/connect/signUp?hash=${HASH}`);
    await user.type(await screen.findByLabelText(/CITY/, {}, APP_BOOT), 'Hobart');
    await user.type(screen.getByLabelText(/^PASSWORD/), 'correct horse battery');
    await user.click(screen.getByRole('button', { name: 'CREATE ACCOUNT' }));
    const confirmation = await screen.findByRole('status');
    expect(confirmation).toHaveTextContent(`Log in with ${prefill.contactEmail}`);
    const body = api.callsTo('POST /api/trustedParties/signUp')[0]?.body as {
      hash: string;
      trustedParty: Record<string, string>;
    };
    expect(body.hash).toBe(HASH);
    expect(body.trustedParty).toMatchObject({
      companyName: 'Harbour Timber Pty Ltd',
      contactEmail: prefill.contactEmail,
      city: 'Hobart',
      country: 'AU',
      password: 'correct horse battery',
    });
    await user.click(
      within(confirmation.parentElement ?? document.body).getByRole('link', { name: 'LOG IN' }),
    );
    await waitFor(() => expect(locationOf(router)).toBe('/connect/login'));
  });

  it('sends an organisation group already on connect to log in with the same link, and offers no sign-up', async () => {
    mockApi({
      'POST /api/trustedParties/hash': {
        status: 200,
        body: {
          ...prefill,
          existingEntity: { _id: 'og-1', name: 'ACME Retail Group', isTrustedParty: false },
        },
      },
    });
    renderApp(`/connect/signUp?hash=${HASH}`);
    expect(await screen.findByRole('link', { name: 'LOG IN TO ACCEPT' }, APP_BOOT)).toHaveAttribute(
      'href',
      `/connect/login?hash=${HASH}`,
    );
    // addNewUser with a hash joins trusted parties only: no user of a group is created by link.
    expect(screen.queryByRole('button', { name: 'CREATE MY USER' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'CREATE ACCOUNT' })).not.toBeInTheDocument();
  });

  it('explains that connect accounts come from an invitation when there is no hash, and calls nothing', async () => {
    const api = mockApi();
    renderApp('/connect/signUp');
    expect(await screen.findByText(/created from an invitation/, {}, APP_BOOT)).toBeInTheDocument();
    expect(api.callsTo('POST /api/trustedParties/hash')).toHaveLength(0);
  });
});
