import { act, screen, waitFor, within } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildCurrentUser } from '../../../test/factories.ts';
import { type ApiAnswer, type ApiRoute, apiError, mockApi } from '../../../test/mock-api.ts';
import { locationOf, renderApp } from '../../../test/render-app.tsx';
import {
  buildAdminOrgGroup,
  buildAdminTrustedParty,
  buildConnectUser,
  buildInvite,
} from '../rules/network-factories.ts';

const layout = Object.getOwnPropertyDescriptor(HTMLElement.prototype, 'clientHeight');
beforeAll(() => {
  Object.defineProperty(HTMLElement.prototype, 'clientHeight', { configurable: true, get: () => 800 });
});
afterAll(() => {
  if (layout) Object.defineProperty(HTMLElement.prototype, 'clientHeight', layout);
});
afterEach(() => vi.unstubAllGlobals());

const APP_BOOT = { timeout: 5000 };
const PAGE_TEST = { timeout: 15_000 };

const admin = () => buildCurrentUser({ type: 'NA' });
const clientAdmin = () => buildCurrentUser({ type: 'CA', permissions: { connectAccess: true } });

function adminApi(
  user: ReturnType<typeof buildCurrentUser>,
  entities: { orgGroups?: unknown[]; trustedParties?: unknown[] },
  routes: Record<string, ApiRoute> = {},
) {
  return mockApi({
    'GET /api/user/getUpdatedSelf': { status: 200, body: { user } },
    'POST /api/user/getUsers': { status: 200, body: { result: [], totalCount: 0 } },
    'GET /api/connect/admin/entities': {
      status: 200,
      body: { orgGroups: entities.orgGroups ?? [], trustedParties: entities.trustedParties ?? [] },
    },
    ...routes,
  });
}

describe('/connect/admin', PAGE_TEST, () => {
  it('opens the users tab, with the connect-user columns and TRUSTED PARTY for a connect user', async () => {
    const supplier = buildConnectUser({ fullname: 'Aiman Yusof', connectContractApprovals: false });
    const api = adminApi(
      clientAdmin(),
      {},
      {
        'POST /api/user/getUsers': { status: 200, body: { result: [supplier], totalCount: 1 } },
        'PUT /api/user/connectUser': {
          status: 200,
          body: { user: { ...supplier, connectContractApprovals: true } },
        },
      },
    );
    const { router, user } = renderApp('/connect/admin');
    await waitFor(() => expect(locationOf(router)).toBe('/connect/admin/users'), APP_BOOT);
    // The tab's chunk loads when the tab opens: give it the app's boot time.
    const table = await screen.findByRole('table', { name: 'Connect users' }, APP_BOOT);
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((h) => h.textContent);
    expect(headers).toEqual([
      'NAME',
      'EMAIL',
      'TYPE',
      'ORGANISATION',
      'MANAGE USERS',
      'PAGE ACCESS',
      'CONTRACT APPROVALS',
      'INVITE TRUSTED PARTIES',
      'NOTIFICATIONS',
      'RECEIVES INVITES',
    ]);
    expect(await within(table).findByText('TRUSTED PARTY')).toBeInTheDocument();
    expect(api.callsTo('POST /api/user/getUsers')[0]?.body).toEqual({ hasConnectAccess: true });

    const approvals = within(table).getByRole('switch', { name: 'CONTRACT APPROVALS for Aiman Yusof' });
    await user.click(approvals);
    await waitFor(() =>
      expect(within(table).getByRole('switch', { name: 'CONTRACT APPROVALS for Aiman Yusof' })).toBeChecked(),
    );
    expect(api.callsTo('PUT /api/user/connectUser')[0]?.body).toEqual({
      id: supplier._id,
      path: 'connectContractApprovals',
      value: true,
    });
  });

  it("keeps a row's switches read-only when the server says the caller may not change it", async () => {
    adminApi(
      clientAdmin(),
      {},
      {
        'POST /api/user/getUsers': {
          status: 200,
          body: { result: [buildConnectUser({ fullname: 'Other Admin', canEdit: false })], totalCount: 1 },
        },
      },
    );
    renderApp('/connect/admin/users');
    const table = await screen.findByRole('table', { name: 'Connect users' }, APP_BOOT);
    expect(await within(table).findByRole('switch', { name: 'MANAGE USERS for Other Admin' })).toBeDisabled();
  });

  it('shows the view-as and delete columns to admins only, and views as a trusted party', async () => {
    const tp = buildAdminTrustedParty({ name: 'Selangor Precision Plastics' });
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    const api = adminApi(
      admin(),
      { trustedParties: [tp] },
      {
        'POST /api/user/getViewAsTP': {
          status: 200,
          body: {
            user: buildCurrentUser({ type: 'TPADMIN', isConnectUser: true, fullname: 'Nur Aisyah' }),
            viewAs: {
              actorUserId: 'user-1',
              actorName: 'Jane Citizen',
              userId: 'user-2',
              userName: 'Nur Aisyah',
              kind: 'TRUSTED_PARTY',
              entityId: tp._id,
              entityName: tp.name,
              returnPath: '/connect/admin',
            },
          },
        },
      },
    );
    const { user } = renderApp('/connect/admin/trustedparties');
    const table = await screen.findByRole('table', { name: 'Trusted parties' }, APP_BOOT);
    expect(
      await within(table).findByRole('button', { name: 'Delete Selangor Precision Plastics' }),
    ).toBeInTheDocument();
    await user.click(within(table).getByRole('button', { name: 'View as Selangor Precision Plastics' }));
    // The session is now another user's: the app loads again on the connect dashboard.
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/connect/dashboard'));
    // STOP returns to the tab the view-as started from.
    expect(api.callsTo('POST /api/user/getViewAsTP')[0]?.body).toEqual({
      tpId: tp._id,
      returnPath: '/connect/admin/trustedparties',
    });
  });

  it('offers view-as only for groups with connect access, and hides it from client admins', async () => {
    const withAccess = buildAdminOrgGroup({ name: 'ACME Homewares', canViewAs: true });
    const without = buildAdminOrgGroup({ name: 'Globex', connectAccess: false, canViewAs: false });
    adminApi(admin(), { orgGroups: [withAccess, without] });
    const { unmount } = renderApp('/connect/admin/organisations');
    const table = await screen.findByRole('table', { name: 'Organisation groups' }, APP_BOOT);
    expect(await within(table).findByRole('button', { name: 'View as ACME Homewares' })).toBeInTheDocument();
    expect(within(table).queryByRole('button', { name: 'View as Globex' })).not.toBeInTheDocument();
    unmount();

    adminApi(clientAdmin(), { orgGroups: [withAccess] });
    renderApp('/connect/admin/organisations');
    const caTable = await screen.findByRole('table', { name: 'Organisation groups' }, APP_BOOT);
    expect(await within(caTable).findByText('ACME Homewares')).toBeInTheDocument();
    expect(within(caTable).queryByRole('button', { name: /View as/ })).not.toBeInTheDocument();
  });

  it('adds a user, and says the e-mail is not available on 406', async () => {
    let taken = true;
    const api = adminApi(
      clientAdmin(),
      {},
      {
        'POST /api/user/inviteConnectUser': () =>
          taken
            ? apiError(406, 'EMAIL_TAKEN', 'This email is not available.')
            : { status: 500, body: { statusCode: 500, code: 'INTERNAL', message: 'Error Occurred' } },
      },
    );
    const { user } = renderApp('/connect/admin/users');
    await user.click(await screen.findByRole('button', { name: 'ADD USER' }, APP_BOOT));
    const dialog = await screen.findByRole('dialog', { name: 'ADD USER' });
    await user.type(within(dialog).getByRole('textbox', { name: 'FULL NAME' }), 'Nur Aisyah');
    await user.type(within(dialog).getByRole('textbox', { name: 'EMAIL' }), 'nur@acme.demo');
    await user.click(within(dialog).getByRole('button', { name: 'ADD USER' }));
    expect(await within(dialog).findByText('This email is not available.')).toBeInTheDocument();
    expect(api.callsTo('POST /api/user/inviteConnectUser')[0]?.body).toEqual({
      fullname: 'Nur Aisyah',
      email: 'nur@acme.demo',
      type: 'OP',
    });
    taken = false;
    await user.click(within(dialog).getByRole('button', { name: 'ADD USER' }));
    expect(
      await within(dialog).findByText('Something went wrong. Please try again later.'),
    ).toBeInTheDocument();
  });

  it('lists received and sent invites, accepts one and resends another', async () => {
    const received = buildInvite({
      inviter: { _id: 'tp-9', name: 'Penang Moulding Works', isTrustedParty: true },
      canRespond: true,
      canResend: false,
    });
    const sent = buildInvite({ inviteeCompanyName: 'Harbour Timber Pty Ltd', canResend: true });
    const accepted = { ...received, status: 'ACCEPTED', canRespond: false };
    let answered = false;
    const api = adminApi(
      clientAdmin(),
      {},
      {
        'GET /api/user/invites': () => ({
          status: 200,
          body: { received: [answered ? accepted : received], sent: [sent] },
        }),
        'PUT /api/user/invites': () => {
          answered = true;
          return { status: 200, body: { invite: accepted } };
        },
        [`POST /api/user/invites/${sent._id}/resend`]: { status: 200, body: { invite: sent } },
      },
    );
    const { user } = renderApp('/connect/admin/invites');
    const table = await screen.findByRole('table', { name: 'Received invites' }, APP_BOOT);
    await user.click(
      within(table).getByRole('button', { name: 'Accept the invite from Penang Moulding Works' }),
    );
    expect(await within(table).findByText('ACCEPTED')).toBeInTheDocument();
    expect(api.callsTo('PUT /api/user/invites')[0]?.body).toEqual({ inviteId: received._id, accepted: true });

    await user.click(screen.getByText('SENT (1)'));
    const sentTable = await screen.findByRole('table', { name: 'Sent invites' });
    expect(within(sentTable).getByText('Harbour Timber Pty Ltd')).toBeInTheDocument();
    await user.click(within(sentTable).getByRole('button', { name: /Resend the invite/ }));
    await waitFor(() => expect(api.callsTo(`POST /api/user/invites/${sent._id}/resend`)).toHaveLength(1));
  });
  it('changes a user’s role to one the caller may give, at once, and puts it back on a refusal', async () => {
    const me = clientAdmin();
    const group = '00000000-0000-4000-8000-00000000a001';
    const inGroup = { orgGroupId: group, trustedPartyId: null, isConnectUser: false, ORGANISATION: 'ACME' };
    const operator = buildConnectUser({ ...inGroup, fullname: 'Oscar Operator', type: 'OP' });
    const self = buildConnectUser({ ...inGroup, _id: me._id, fullname: me.fullname, type: 'CA' });
    const readOnly = buildConnectUser({ ...inGroup, fullname: 'Other Admin', type: 'CA', canEdit: false });
    let answer: (a: ApiAnswer) => void = () => {};
    const api = adminApi(
      me,
      {},
      {
        'POST /api/user/getUsers': {
          status: 200,
          body: { result: [operator, self, readOnly], totalCount: 3 },
        },
        'PUT /api/user/connectUser': () => new Promise<ApiAnswer>((resolve) => (answer = resolve)),
      },
    );
    const { user } = renderApp('/connect/admin/users');
    const table = await screen.findByRole('table', { name: 'Connect users' }, APP_BOOT);
    const role = await within(table).findByRole('combobox', { name: 'TYPE for Oscar Operator' });
    // Nobody changes their own role; a row the caller may not change has no choice either.
    expect(
      within(table).queryByRole('combobox', { name: `TYPE for ${me.fullname}` }),
    ).not.toBeInTheDocument();
    expect(within(table).queryByRole('combobox', { name: 'TYPE for Other Admin' })).not.toBeInTheDocument();

    await user.click(role);
    const options = await screen.findAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual(['CA', 'OP']);
    await user.click(screen.getByRole('option', { name: 'CA' }));
    await waitFor(() => expect(api.callsTo('PUT /api/user/connectUser')).toHaveLength(1));
    expect(api.callsTo('PUT /api/user/connectUser')[0]?.body).toEqual({
      id: operator._id,
      path: 'type',
      value: 'CA',
    });
    // The table shows the new role before the server has answered.
    expect(within(table).getByRole('combobox', { name: 'TYPE for Oscar Operator' })).toHaveValue('CA');

    await act(async () =>
      answer(
        apiError(
          403,
          'CONNECT_ROLE_NOT_ALLOWED',
          'Your role does not allow this action. Ask your administrator.',
        ),
      ),
    );
    expect(
      await screen.findByText('Your role does not allow this action. Ask your administrator.'),
    ).toBeInTheDocument();
    expect(within(table).getByRole('combobox', { name: 'TYPE for Oscar Operator' })).toHaveValue('OP');

    await user.click(within(table).getByRole('combobox', { name: 'TYPE for Oscar Operator' }));
    await user.click(await screen.findByRole('option', { name: 'CA' }));
    await waitFor(() => expect(api.callsTo('PUT /api/user/connectUser')).toHaveLength(2));
    await act(async () => answer(apiError(500, 'INTERNAL', 'Error Occurred')));
    expect(await screen.findByText('AN ERROR OCURRED. PLEASE TRY AGAIN LATER.')).toBeInTheDocument();
    expect(within(table).getByRole('combobox', { name: 'TYPE for Oscar Operator' })).toHaveValue('OP');
  });

  it("offers a trusted party's roles for its users", async () => {
    const tpAdmin = buildCurrentUser({ type: 'TPADMIN', isConnectUser: true });
    adminApi(
      tpAdmin,
      {},
      {
        'POST /api/user/getUsers': {
          status: 200,
          body: { result: [buildConnectUser({ fullname: 'Aiman Yusof', type: 'TPOP' })], totalCount: 1 },
        },
      },
    );
    const { user } = renderApp('/connect/admin/users');
    const table = await screen.findByRole('table', { name: 'Connect users' }, APP_BOOT);
    await user.click(await within(table).findByRole('combobox', { name: 'TYPE for Aiman Yusof' }));
    const options = await screen.findAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual(['TPADMIN', 'TPOP']);
  });

  it('pages the users 25 at a time', async () => {
    const users = Array.from({ length: 30 }, (_, i) =>
      buildConnectUser({ fullname: `User ${String(i + 1).padStart(2, '0')}` }),
    );
    adminApi(
      clientAdmin(),
      {},
      { 'POST /api/user/getUsers': { status: 200, body: { result: users, totalCount: users.length } } },
    );
    const { user } = renderApp('/connect/admin/users');
    const table = await screen.findByRole('table', { name: 'Connect users' }, APP_BOOT);
    const pages = await screen.findByRole('navigation', { name: 'Connect users pages' });
    expect(within(pages).getByText('1–25 of 30')).toBeInTheDocument();
    expect(
      within(table)
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual(users.slice(0, 25).map((u) => u.fullname));
    await user.click(within(pages).getByRole('button', { name: 'Page 2' }));
    expect(within(pages).getByText('26–30 of 30')).toBeInTheDocument();
    expect(
      within(table)
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual(users.slice(25).map((u) => u.fullname));
    // Rows are numbered in the whole list (header row 1), not from 1 on each page.
    expect(table).toHaveAttribute('aria-rowcount', '31');
    expect(within(table).getAllByRole('row')[1]).toHaveAttribute('aria-rowindex', '27');
  });

  it('keeps the keyboard focus on a switch while its change is saved, and takes a second change after', async () => {
    const aiman = buildConnectUser({ fullname: 'Aiman Yusof', connectContractApprovals: false });
    let answer: (a: ApiAnswer) => void = () => {};
    let current = aiman;
    const api = adminApi(
      clientAdmin(),
      {},
      {
        'POST /api/user/getUsers': () => ({ status: 200, body: { result: [current], totalCount: 1 } }),
        'PUT /api/user/connectUser': () => new Promise<ApiAnswer>((resolve) => (answer = resolve)),
      },
    );
    const { user } = renderApp('/connect/admin/users');
    const table = await screen.findByRole('table', { name: 'Connect users' }, APP_BOOT);
    const name = 'CONTRACT APPROVALS for Aiman Yusof';
    (await within(table).findByRole('switch', { name })).focus();
    await user.keyboard(' ');
    await waitFor(() => expect(api.callsTo('PUT /api/user/connectUser')).toHaveLength(1));
    const saving = within(table).getByRole('switch', { name });
    expect(saving).toHaveFocus();
    expect(saving).toBeEnabled();
    expect(saving).toHaveAttribute('aria-busy', 'true');
    // A change while the first is on its way is not sent.
    await user.keyboard(' ');
    expect(api.callsTo('PUT /api/user/connectUser')).toHaveLength(1);

    current = { ...aiman, connectContractApprovals: true };
    await act(async () => answer({ status: 200, body: { user: current } }));
    await waitFor(() => expect(within(table).getByRole('switch', { name })).toBeChecked());
    expect(within(table).getByRole('switch', { name })).toHaveFocus();

    await user.keyboard(' ');
    await waitFor(() => expect(api.callsTo('PUT /api/user/connectUser')).toHaveLength(2));
    expect(api.callsTo('PUT /api/user/connectUser')[1]?.body).toEqual({
      id: aiman._id,
      path: 'connectContractApprovals',
      value: false,
    });
    expect(within(table).getByRole('switch', { name })).toHaveFocus();
  });

  it('keeps the keyboard focus on the TYPE select while the new role is saved', async () => {
    const me = clientAdmin();
    const group = '00000000-0000-4000-8000-00000000a001';
    const operator = buildConnectUser({
      orgGroupId: group,
      trustedPartyId: null,
      isConnectUser: false,
      ORGANISATION: 'ACME',
      fullname: 'Oscar Operator',
      type: 'OP',
    });
    let answer: (a: ApiAnswer) => void = () => {};
    const api = adminApi(
      me,
      {},
      {
        'POST /api/user/getUsers': { status: 200, body: { result: [operator], totalCount: 1 } },
        'PUT /api/user/connectUser': () => new Promise<ApiAnswer>((resolve) => (answer = resolve)),
      },
    );
    const { user } = renderApp('/connect/admin/users');
    const table = await screen.findByRole('table', { name: 'Connect users' }, APP_BOOT);
    const name = 'TYPE for Oscar Operator';
    (await within(table).findByRole('combobox', { name })).focus();
    await user.keyboard('{ArrowDown}');
    await screen.findByRole('option', { name: 'CA' });
    await user.keyboard('{ArrowUp}{Enter}');
    await waitFor(() => expect(api.callsTo('PUT /api/user/connectUser')).toHaveLength(1));
    expect(api.callsTo('PUT /api/user/connectUser')[0]?.body).toMatchObject({ path: 'type', value: 'CA' });
    const select = within(table).getByRole('combobox', { name });
    expect(select).toHaveFocus();
    expect(select).toBeEnabled();
    expect(select).toHaveAttribute('aria-busy', 'true');

    await act(async () => answer({ status: 200, body: { user: { ...operator, type: 'CA' } } }));
    await waitFor(() =>
      expect(within(table).getByRole('combobox', { name })).not.toHaveAttribute('aria-busy'),
    );
    expect(within(table).getByRole('combobox', { name })).toHaveFocus();
    expect(within(table).getByRole('combobox', { name })).toHaveValue('CA');
  });

  it('waits 5 minutes after the last send before RESEND, and shows the server’s text on 429', async () => {
    const justSent = buildInvite({
      inviteeEmail: 'new@harbourtimber.example',
      lastSentAt: new Date().toISOString(),
      canResend: true,
    });
    const older = buildInvite({ inviteeEmail: 'old@harbourtimber.example', canResend: true });
    const tooMany = 'Too many invites in a short time. Please wait a few minutes and try again.';
    adminApi(
      clientAdmin(),
      {},
      {
        'GET /api/user/invites': { status: 200, body: { received: [], sent: [justSent, older] } },
        [`POST /api/user/invites/${older._id}/resend`]: apiError(429, 'TOO_MANY_INVITES', tooMany),
      },
    );
    const { user } = renderApp('/connect/admin/invites');
    await user.click(await screen.findByText('SENT (2)', {}, APP_BOOT));
    const table = await screen.findByRole('table', { name: 'Sent invites' });
    const waiting = within(table).getByRole('button', {
      name: `Resend the invite to ${justSent.inviteeEmail}`,
    });
    expect(waiting).toBeDisabled();
    expect(waiting).toHaveAccessibleDescription('You can send it again 5 minutes after the last send.');

    const resend = within(table).getByRole('button', { name: `Resend the invite to ${older.inviteeEmail}` });
    expect(resend).toBeEnabled();
    await user.click(resend);
    expect(await within(table).findByRole('alert')).toHaveTextContent(tooMany);
  });

  it('cancels a sent invite after asking, and shows why it could not', async () => {
    const sent = buildInvite({ inviteeCompanyName: 'Harbour Timber Pty Ltd', canResend: true });
    let cancelled = false;
    let refuse = true;
    const api = adminApi(
      clientAdmin(),
      {},
      {
        'GET /api/user/invites': () => ({
          status: 200,
          body: {
            received: [],
            sent: [cancelled ? { ...sent, status: 'CANCELLED', canResend: false } : sent],
          },
        }),
        [`POST /api/user/invites/${sent._id}/cancel`]: () => {
          if (refuse) return apiError(409, 'CONFLICT', 'The invite is no longer pending.');
          cancelled = true;
          return { status: 200, body: { invite: { ...sent, status: 'CANCELLED', canResend: false } } };
        },
      },
    );
    const { user } = renderApp('/connect/admin/invites');
    await user.click(await screen.findByText('SENT (1)', {}, APP_BOOT));
    const table = await screen.findByRole('table', { name: 'Sent invites' });
    await user.click(
      within(table).getByRole('button', { name: `Cancel the invite to ${sent.inviteeEmail}` }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'CANCEL INVITE' });
    expect(within(dialog).getByText(/Harbour Timber Pty Ltd/)).toBeInTheDocument();
    // The dismiss button does not read like the action next to it.
    expect(within(dialog).getByRole('button', { name: 'KEEP INVITE' })).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'CANCEL' })).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'CANCEL INVITE' }));
    expect(await within(dialog).findByText('AN ERROR OCURRED. PLEASE TRY AGAIN LATER.')).toBeInTheDocument();

    refuse = false;
    await user.click(within(dialog).getByRole('button', { name: 'CANCEL INVITE' }));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'CANCEL INVITE' })).not.toBeInTheDocument(),
    );
    expect(await within(table).findByText('CANCELLED')).toBeInTheDocument();
    expect(within(table).queryByRole('button', { name: /Cancel the invite/ })).not.toBeInTheDocument();
    expect(api.callsTo(`POST /api/user/invites/${sent._id}/cancel`)).toHaveLength(2);
  });

  it('pages the invites, back on the first page when the direction changes', async () => {
    const received = Array.from({ length: 30 }, (_, i) =>
      buildInvite({ inviterName: `Inviter ${i + 1}`, canRespond: false, canResend: false }),
    );
    const sent = Array.from({ length: 27 }, () => buildInvite({ canResend: false }));
    adminApi(clientAdmin(), {}, { 'GET /api/user/invites': { status: 200, body: { received, sent } } });
    const { user } = renderApp('/connect/admin/invites');
    const pagesOf = (name: string) => screen.findByRole('navigation', { name }, APP_BOOT);
    let pages = await pagesOf('Received invites pages');
    expect(within(pages).getByText('1–25 of 30')).toBeInTheDocument();
    await user.click(within(pages).getByRole('button', { name: 'Next page' }));
    expect(within(pages).getByText('26–30 of 30')).toBeInTheDocument();
    expect(within(screen.getByRole('table', { name: 'Received invites' })).getAllByRole('row')).toHaveLength(
      6,
    );

    await user.click(screen.getByText('SENT (27)'));
    pages = await pagesOf('Sent invites pages');
    expect(within(pages).getByText('1–25 of 27')).toBeInTheDocument();
    await user.click(screen.getByText('RECEIVED (30)'));
    pages = await pagesOf('Received invites pages');
    expect(within(pages).getByText('1–25 of 30')).toBeInTheDocument();
  });
});
