import { MantineProvider } from '@mantine/core';
import type { ApiCredentials, CredentialsHistoryRow } from '@navia/domain/contracts/api-credentials';
import { MESSAGES } from '@navia/domain/errors';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { exactText } from '../../../test/exact-text.ts';
import { type ApiRoute, apiError, mockApi } from '../../../test/mock-api.ts';
import { ApiCredentialsPanel } from './api-credentials-panel.tsx';
import { NO_ROTATIONS_TEXT } from './credentials-history.tsx';
import { ROTATION_TEXTS, SECRET_WARNING } from './rotate-dialog.tsx';

const GROUP = '635109ad-d15a-59f8-8eaf-9241265350fa';
const CREDENTIALS = 'GET /api/user/getApiCredentials';
const HISTORY = 'GET /api/user/credentialsHistory';
const RESET_PASSWORD = 'PUT /api/user/resetPassword';
const RESET_PUBLIC_KEY = 'PUT /api/user/resetPublicKey';
const SECRET = 'nsk_QmFzZTY0dXJsU2VjcmV0VGhhdElzRm9ydHlUaHJlZUNoYXJz';

const acmeCredentials: ApiCredentials = {
  apiUserName: 'acme-api',
  publicKey: 'npk_0123456789abcdef0123456789abcdef',
  hasPassword: true,
  email: 'clientadmin@acme.demo',
};
const none: ApiCredentials = { apiUserName: null, publicKey: null, hasPassword: false, email: null };
const rotation = (overrides: Partial<CredentialsHistoryRow> = {}): CredentialsHistoryRow => ({
  _id: 'a1b2c3d4-0000-4000-8000-000000000001',
  action: 'PASSWORD_RESET',
  changeDate: '2026-11-20T09:30:00.000Z',
  changedBy: 'Ada Admin',
  ...overrides,
});

function renderPanel(routes: Record<string, ApiRoute>) {
  const api = mockApi({
    [CREDENTIALS]: { status: 200, body: acmeCredentials },
    [HISTORY]: { status: 200, body: { result: [] } },
    ...routes,
  });
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  const user = userEvent.setup();
  render(
    <QueryClientProvider client={client}>
      <MantineProvider env="test">
        <MemoryRouter>
          <ApiCredentialsPanel orgGroupId={GROUP} />
        </MemoryRouter>
      </MantineProvider>
    </QueryClientProvider>,
  );
  return { api, user };
}

const panel = () => screen.getByRole('region', { name: 'API CREDENTIALS' });
const fieldValue = async (label: string) => {
  const header = await within(panel()).findByRole('rowheader', { name: label });
  const row = header.closest('tr');
  if (!row) throw new Error(`no row for ${label}`);
  return within(row).getByRole('cell');
};

describe('ApiCredentialsPanel (hub §3 API credentials)', () => {
  it("shows the group's apiUserName, publicKey, whether a password is set, and email", async () => {
    const { api } = renderPanel({});
    expect(await fieldValue('API USER NAME')).toHaveTextContent(exactText('acme-api'));
    expect(await fieldValue('PUBLIC KEY')).toHaveTextContent(acmeCredentials.publicKey ?? '');
    expect(await fieldValue('PASSWORD')).toHaveTextContent(exactText('SET'));
    expect(await fieldValue('EMAIL')).toHaveTextContent(exactText('clientadmin@acme.demo'));
    expect(api.callsTo(CREDENTIALS)).toHaveLength(1);
    expect(api.calls.find((c) => c.path === '/api/user/getApiCredentials')).toBeDefined();
    expect(await within(panel()).findByText(NO_ROTATIONS_TEXT)).toBeInTheDocument();
  });

  it('lists the rotations with date, change and who', async () => {
    renderPanel({
      [HISTORY]: {
        status: 200,
        body: {
          result: [
            rotation({ action: 'PUBLIC_KEY_RESET', changedBy: 'Nora Navia' }),
            rotation({ _id: 'a1b2c3d4-0000-4000-8000-000000000002', action: 'CREATED' }),
          ],
        },
      },
    });
    const table = await within(panel()).findByRole('table', { name: /Rotations/ });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(
      rows.map((r) =>
        within(r)
          .getAllByRole('cell')
          .slice(1)
          .map((c) => c.textContent),
      ),
    ).toEqual([
      ['PUBLIC KEY RESET', 'Nora Navia'],
      ['API USER CREATED', 'Ada Admin'],
    ]);
  });

  it('RESET PASSWORD asks first, then shows the new password once with a copy button and a warning', async () => {
    const { api, user } = renderPanel({
      [RESET_PASSWORD]: { status: 200, body: { ...acmeCredentials, password: SECRET } },
    });
    await user.click(await within(panel()).findByRole('button', { name: 'RESET PASSWORD' }));
    const dialog = await screen.findByRole('dialog', { name: 'RESET PASSWORD' });
    expect(within(dialog).getByText(ROTATION_TEXTS.password.confirm)).toBeInTheDocument();
    expect(api.callsTo(RESET_PASSWORD)).toHaveLength(0);

    await user.click(within(dialog).getByRole('button', { name: 'RESET PASSWORD' }));
    expect(await within(dialog).findByText(SECRET)).toBeInTheDocument();
    expect(within(dialog).getByRole('status')).toHaveTextContent(SECRET_WARNING);
    expect(api.callsTo(RESET_PASSWORD)).toEqual([expect.objectContaining({ body: { orgGroupId: GROUP } })]);
    await user.click(within(dialog).getByRole('button', { name: 'Copy the new password' }));
    expect(await navigator.clipboard.readText()).toBe(SECRET);
    // The credentials and the history are read again.
    await waitFor(() => expect(api.callsTo(CREDENTIALS)).toHaveLength(2));
    expect(api.callsTo(HISTORY)).toHaveLength(2);

    await user.click(within(dialog).getByRole('button', { name: 'DONE' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.queryByText(SECRET)).not.toBeInTheDocument();
  });

  it('CANCEL resets nothing', async () => {
    const { api, user } = renderPanel({});
    await user.click(await within(panel()).findByRole('button', { name: 'RESET PUBLIC KEY' }));
    const dialog = await screen.findByRole('dialog', { name: 'RESET PUBLIC KEY' });
    await user.click(within(dialog).getByRole('button', { name: 'CANCEL' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.callsTo(RESET_PUBLIC_KEY)).toHaveLength(0);
  });

  it('RESET PUBLIC KEY shows the new key; a failed rotation shows the spec text and may be tried again', async () => {
    let fail = true;
    const { user } = renderPanel({
      [RESET_PUBLIC_KEY]: () =>
        fail
          ? apiError(500, 'INTERNAL', MESSAGES.otherError)
          : { status: 200, body: { ...acmeCredentials, publicKey: 'npk_ffffffffffffffffffffffffffffffff' } },
    });
    await user.click(await within(panel()).findByRole('button', { name: 'RESET PUBLIC KEY' }));
    const dialog = await screen.findByRole('dialog', { name: 'RESET PUBLIC KEY' });
    await user.click(within(dialog).getByRole('button', { name: 'RESET PUBLIC KEY' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      exactText('An error occurred. Please try again later'),
    );
    fail = false;
    await user.click(within(dialog).getByRole('button', { name: 'RESET PUBLIC KEY' }));
    expect(await within(dialog).findByText('npk_ffffffffffffffffffffffffffffffff')).toBeInTheDocument();
    expect(within(dialog).queryByText(SECRET_WARNING)).not.toBeInTheDocument();
  });

  it('shows dashes and NOT SET while the group has no API user', async () => {
    renderPanel({ [CREDENTIALS]: { status: 200, body: none } });
    expect(await fieldValue('API USER NAME')).toHaveTextContent(exactText('—'));
    expect(await fieldValue('PASSWORD')).toHaveTextContent(exactText('NOT SET'));
  });

  it("shows hub §8's text when the credentials fail to load, and TRY AGAIN reads them again", async () => {
    let fail = true;
    const { api, user } = renderPanel({
      [CREDENTIALS]: () =>
        fail ? apiError(500, 'INTERNAL', MESSAGES.otherError) : { status: 200, body: acmeCredentials },
    });
    const alert = await within(panel()).findByRole('alert');
    expect(alert).toHaveTextContent(MESSAGES.apiCredentialsFailed);
    expect(within(panel()).queryByRole('button', { name: 'RESET PASSWORD' })).not.toBeInTheDocument();
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'TRY AGAIN' }));
    expect(await fieldValue('API USER NAME')).toHaveTextContent('acme-api');
    expect(api.callsTo(CREDENTIALS)).toHaveLength(2);
  });

  it("says why when the caller may not manage the group's credentials", async () => {
    const message = "Only an administrator or the group's client admin manages its API credentials.";
    renderPanel({ [CREDENTIALS]: apiError(403, 'API_CREDENTIALS_NOT_ALLOWED', message) });
    expect(await within(panel()).findByText(message)).toBeInTheDocument();
    expect(within(panel()).queryByRole('alert')).not.toBeInTheDocument();
  });
});
