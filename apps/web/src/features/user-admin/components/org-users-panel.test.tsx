import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { currentUserQueryKey } from '../../../lib/auth.ts';
import { buildCurrentUser } from '../../../test/factories.ts';
import { mockApi } from '../../../test/mock-api.ts';
import { OrgUsersPanel } from './org-users-panel.tsx';
import { ACME_ID, buildAdminUser } from './user-admin-factories.ts';

function renderPanel() {
  const api = mockApi({
    'POST /api/user/getUsers': { status: 200, body: { result: [buildAdminUser()], totalCount: 1 } },
    'POST /api/user/invite': { status: 200, body: { user: buildAdminUser({ email: 'new@acme.demo' }) } },
  });
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  // A client admin of ACME manages their own users here.
  client.setQueryData(currentUserQueryKey, buildCurrentUser({ type: 'CA' }));
  const user = userEvent.setup();
  render(
    <QueryClientProvider client={client}>
      <MantineProvider env="test">
        <MemoryRouter>
          <OrgUsersPanel orgGroupId={ACME_ID} />
        </MemoryRouter>
      </MantineProvider>
    </QueryClientProvider>,
  );
  return { api, user };
}

describe('OrgUsersPanel', () => {
  it("lists one group's users and invites into that group, offering no role above CA", {
    timeout: 20_000,
  }, async () => {
    const { api, user } = renderPanel();
    expect(await screen.findByRole('link', { name: 'Ana Silva' }, { timeout: 5000 })).toBeInTheDocument();
    expect(api.callsTo('POST /api/user/getUsers')[0]?.body).toMatchObject({ orgGroupId: ACME_ID, page: 1 });
    // No organisation group filter inside a group's panel.
    expect(screen.queryByRole('textbox', { name: 'ORGANISATION GROUP' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'INVITE USER' }));
    const dialog = await screen.findByRole('dialog', { name: 'INVITE USER' }, { timeout: 5000 });
    await user.click(within(dialog).getByRole('combobox', { name: 'ROLE' }));
    const roles = (await screen.findAllByRole('option')).map((o) => o.textContent);
    expect(roles).toEqual(['CA', 'ADMIN', 'NC', 'OP']);
    await user.click(screen.getByRole('option', { name: 'OP' }));
    await user.type(within(dialog).getByRole('textbox', { name: /EMAIL/ }), 'new@acme.demo');
    await user.type(within(dialog).getByRole('textbox', { name: /FULL NAME/ }), 'New User');
    await user.click(within(dialog).getByRole('button', { name: 'SEND INVITE' }));
    await waitFor(() => expect(api.callsTo('POST /api/user/invite')).toHaveLength(1));
    expect(api.callsTo('POST /api/user/invite')[0]?.body).toMatchObject({ orgGroupId: ACME_ID, role: 'OP' });
  });
});
