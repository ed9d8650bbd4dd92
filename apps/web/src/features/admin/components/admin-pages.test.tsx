/**
 * The administration pages of issue 15: the /admin list of organisation groups (search, sort,
 * paging, links by role), an organisation group's page (tabs, not found, VIEW AS, settings, code
 * edit errors) and /admin/deletedorgs (search and RESTORE).
 */
import { MantineProvider } from '@mantine/core';
import type { DeletedOrg, OrgGroupDetail, OrgGroupOverview } from '@navia/domain/contracts/org';
import { MESSAGES } from '@navia/domain/errors';
import { defaultOrgGroupSettings } from '@navia/domain/rules/org-admin/settings';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildCurrentUser } from '../../../test/factories.ts';
import { type ApiCall, type ApiRoute, apiError, mockApi } from '../../../test/mock-api.ts';
import { AdminOverviewPage } from './admin-overview-page.tsx';
import { DeletedOrgsPage } from './deleted-orgs-page.tsx';
import { OrgGroupPage } from './org-group-page.tsx';

const GROUP_ID = '635109ad-d15a-59f8-8eaf-9241265350fa';

function group(i: number, overrides: Partial<OrgGroupOverview> = {}): OrgGroupOverview {
  return {
    _id: `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`,
    code: `G${String(i).padStart(3, '0')}`,
    name: `Group ${i}`,
    country: 'AU',
    hubbiEnabled: false,
    connectAccess: true,
    organisations: 1,
    users: i,
    shipments: 10 * i,
    ...overrides,
  };
}

const ACME: OrgGroupDetail = {
  _id: GROUP_ID,
  code: 'ACME',
  name: 'Acme Retail',
  country: 'AU',
  hubbiEnabled: true,
  connectAccess: false,
  settings: defaultOrgGroupSettings(),
  organisations: [
    {
      _id: '11111111-1111-4111-8111-111111111111',
      code: 'ACMRETMEL',
      name: 'Acme Retail Melbourne',
      country: 'AU',
      addresses: [
        {
          _id: '21111111-1111-4111-8111-111111111111',
          label: 'DANDENONG DC',
          address1: '12 Logistics Dr',
          city: 'DANDENONG SOUTH',
          state: 'VIC',
          postcode: '3175',
          country: 'AU',
          phone: null,
          isDelivery: true,
        },
      ],
    },
  ],
  merchantFees: [
    { cardType: 'VISA', basisPoints: 120, isCustom: true },
    { cardType: 'MASTERCARD', basisPoints: 140, isCustom: false },
    { cardType: 'AMEX', basisPoints: 260, isCustom: false },
  ],
};

function Location() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
}

function UsersPanel({ orgGroupId }: { orgGroupId: string }) {
  return <p>USERS PANEL {orgGroupId}</p>;
}
function ApiPanel({ orgGroupId }: { orgGroupId: string }) {
  return <p>API PANEL {orgGroupId}</p>;
}

function renderAt(path: string, type: 'NA' | 'NSU' | 'NU' | 'CA' | 'OP', routes: Record<string, ApiRoute>) {
  const api = mockApi({
    'GET /api/user/getUpdatedSelf': { status: 200, body: { user: buildCurrentUser({ type }) } },
    ...routes,
  });
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  const user = userEvent.setup();
  render(
    <QueryClientProvider client={client}>
      <MantineProvider env="test">
        <MemoryRouter initialEntries={[path]}>
          <Routes>
            <Route path="/admin" element={<AdminOverviewPage />} />
            <Route path="/admin/deletedorgs" element={<DeletedOrgsPage />} />
            <Route path="/org/:key" element={<OrgGroupPage UsersPanel={UsersPanel} ApiPanel={ApiPanel} />} />
            <Route path="*" element={<p>ELSEWHERE</p>} />
          </Routes>
          <Location />
        </MemoryRouter>
      </MantineProvider>
    </QueryClientProvider>,
  );
  return { api, user };
}

const location = () => screen.getByTestId('location').textContent;

afterEach(() => vi.unstubAllGlobals());

describe('/admin: the organisation groups', () => {
  /** A server that filters, sorts by code or users and pages as POST /api/org/get does. */
  const all = Array.from({ length: 30 }, (_, i) => group(i + 1));
  const orgGet: ApiRoute = (call: ApiCall) => {
    const body = call.body as { filter?: string; sort?: string; direction?: string; page?: number };
    let rows = all.filter(
      (g) => !body.filter || g.code.includes(body.filter) || g.name.includes(body.filter),
    );
    if (body.sort === 'users') rows = [...rows].sort((a, b) => a.users - b.users);
    if (body.direction === 'DESC') rows = [...rows].reverse();
    const page = body.page ?? 1;
    return { status: 200, body: { result: rows.slice((page - 1) * 25, page * 25), totalCount: rows.length } };
  };

  it('lists a page of 25 with the count, and pages on', async () => {
    const { api, user } = renderAt('/admin', 'NU', { 'POST /api/org/get': orgGet });
    const table = await screen.findByRole('table', { name: 'ORGANISATION GROUPS' });
    expect(await within(table).findByRole('link', { name: 'G001 Group 1' })).toHaveAttribute(
      'href',
      `/org/${group(1)._id}`,
    );
    expect(within(table).getAllByRole('row')).toHaveLength(26);
    const pager = screen.getByRole('navigation', { name: 'Organisation groups pages' });
    expect(within(pager).getByRole('status')).toHaveTextContent('1–25 of 30');
    await user.click(within(pager).getByRole('button', { name: 'Page 2' }));
    expect(await within(table).findByRole('link', { name: 'G026 Group 26' })).toBeInTheDocument();
    expect(location()).toBe('/admin?page=2');
    expect(api.callsTo('POST /api/org/get').at(-1)?.body).toMatchObject({
      page: 2,
      recordsPerPage: 25,
      sort: 'code',
      direction: 'ASC',
    });
  });

  it('searches by what is typed, from the first page', async () => {
    const { api, user } = renderAt('/admin?page=2', 'NU', { 'POST /api/org/get': orgGet });
    await screen.findByRole('link', { name: 'G026 Group 26' });
    await user.type(screen.getByRole('searchbox', { name: /SEARCH/ }), 'G01');
    expect(await screen.findByRole('link', { name: 'G010 Group 10' })).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.queryByRole('link', { name: 'G026 Group 26' })).not.toBeInTheDocument(),
    );
    expect(api.callsTo('POST /api/org/get').at(-1)?.body).toMatchObject({ filter: 'G01', page: 1 });
    expect(location()).toBe('/admin?q=G01');
  });

  it('sorts by a header, biggest first for counts, then the other way round', async () => {
    const { api, user } = renderAt('/admin', 'NU', { 'POST /api/org/get': orgGet });
    const table = await screen.findByRole('table', { name: 'ORGANISATION GROUPS' });
    await within(table).findByRole('link', { name: 'G001 Group 1' });
    await user.click(within(table).getByRole('button', { name: 'USERS' }));
    expect(await within(table).findByRole('link', { name: 'G030 Group 30' })).toBeInTheDocument();
    expect(within(table).getByRole('columnheader', { name: 'USERS' })).toHaveAttribute(
      'aria-sort',
      'descending',
    );
    expect(api.callsTo('POST /api/org/get').at(-1)?.body).toMatchObject({ sort: 'users', direction: 'DESC' });
    await user.click(within(table).getByRole('button', { name: 'USERS' }));
    await waitFor(() =>
      expect(within(table).getByRole('columnheader', { name: 'USERS' })).toHaveAttribute(
        'aria-sort',
        'ascending',
      ),
    );
    expect(within(table).getByRole('columnheader', { name: 'CODE' })).toHaveAttribute('aria-sort', 'none');
  });

  it('shows NA the admin pages and NU none of them', async () => {
    renderAt('/admin', 'NA', { 'POST /api/org/get': orgGet });
    const nav = await screen.findByRole('navigation', { name: 'Administration pages' });
    for (const name of ['USERS', 'DELETED ORGANISATIONS', 'NEWS UPDATES', 'INACTIVE USERS', 'RATE CARDS']) {
      expect(within(nav).getByRole('link', { name })).toBeInTheDocument();
    }
    expect(within(nav).getByRole('link', { name: 'DELETED ORGANISATIONS' })).toHaveAttribute(
      'href',
      '/admin/deletedorgs',
    );
    vi.unstubAllGlobals();
    document.body.innerHTML = '';
    renderAt('/admin', 'NU', { 'POST /api/org/get': orgGet });
    await screen.findByRole('table', { name: 'ORGANISATION GROUPS' });
    expect(screen.queryByRole('navigation', { name: 'Administration pages' })).not.toBeInTheDocument();
  });

  it('shows the generic error when the list fails, and what was typed stays', async () => {
    const { user } = renderAt('/admin', 'NU', {
      'POST /api/org/get': apiError(500, 'INTERNAL', 'Error Occurred'),
    });
    expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.genericSubmit);
    await user.type(screen.getByRole('searchbox', { name: /SEARCH/ }), 'ACME');
    expect(screen.getByRole('searchbox', { name: /SEARCH/ })).toHaveValue('ACME');
  });
});

describe('/org/:key', () => {
  const detail = { 'GET /api/orgGroups/:id': { status: 200, body: { orgGroup: ACME } } };
  const routes = (extra: Record<string, ApiRoute> = {}) => ({
    [`GET /api/orgGroups/${GROUP_ID}`]: detail['GET /api/orgGroups/:id'],
    ...extra,
  });

  it('shows the group and its organisations with their addresses, then the users, API and settings tabs', async () => {
    const { user } = renderAt(`/org/${GROUP_ID}`, 'NU', routes());
    expect(await screen.findByRole('heading', { level: 1, name: 'ACME RETAIL' })).toBeInTheDocument();
    const org = screen.getByRole('article', { name: 'ACMRETMEL Acme Retail Melbourne' });
    expect(org).toHaveTextContent('DANDENONG DC · 12 Logistics Dr, DANDENONG SOUTH, VIC, 3175, AU');
    // Staff below NA read: no actions, no VIEW AS.
    expect(within(org).queryByRole('button', { name: /Delete/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'VIEW AS' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'USERS' }));
    expect(await screen.findByText(`USERS PANEL ${GROUP_ID}`)).toBeInTheDocument();
    expect(location()).toBe(`/org/${GROUP_ID}?tab=users`);
    await user.click(screen.getByRole('tab', { name: 'API' }));
    expect(await screen.findByText(`API PANEL ${GROUP_ID}`)).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'SETTINGS' }));
    expect(await screen.findByRole('checkbox', { name: 'QUOTES' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'SAVE SETTINGS' })).not.toBeInTheDocument();
  });

  it('reads as not found when the server does not show the group (another group of a client admin)', async () => {
    renderAt(
      `/org/${GROUP_ID}`,
      'CA',
      routes({ [`GET /api/orgGroups/${GROUP_ID}`]: apiError(404, 'NOT_FOUND', 'Not Found') }),
    );
    expect(await screen.findByRole('heading', { name: 'ORGANISATION NOT FOUND' })).toBeInTheDocument();
  });

  it('sends a user who is neither staff nor client admin to /nopermission without asking', async () => {
    const { api } = renderAt(`/org/${GROUP_ID}`, 'OP', routes());
    await waitFor(() => expect(location()).toBe('/nopermission'));
    expect(api.callsTo(`GET /api/orgGroups/${GROUP_ID}`)).toHaveLength(0);
  });

  it('lets an admin view as the group, returning to /admin, then loads the home page', async () => {
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    const { api, user } = renderAt(`/org/${GROUP_ID}`, 'NSU', {
      ...routes(),
      'POST /api/user/getViewAsCA': {
        status: 200,
        body: {
          user: buildCurrentUser({ type: 'CA', fullname: 'Acme Admin' }),
          viewAs: {
            actorUserId: 'user-1',
            actorName: 'Jane Citizen',
            userId: 'user-2',
            userName: 'Acme Admin',
            kind: 'ORG_GROUP',
            entityId: GROUP_ID,
            entityName: 'Acme Retail',
            returnPath: '/admin',
          },
        },
      },
    });
    await user.click(await screen.findByRole('button', { name: 'VIEW AS' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/'));
    expect(api.callsTo('POST /api/user/getViewAsCA')[0]?.body).toEqual({
      orgGroupId: GROUP_ID,
      returnPath: '/admin',
    });
  });

  it('says a failed view-as on the page', async () => {
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    const { api, user } = renderAt(
      `/org/${GROUP_ID}`,
      'NA',
      routes({ 'POST /api/user/getViewAsCA': apiError(409, 'CONFLICT', 'Error Occurred') }),
    );
    await user.click(await screen.findByRole('button', { name: 'VIEW AS' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.genericSubmit);
    expect(api.callsTo('POST /api/user/getViewAsCA')[0]?.body).toEqual({
      orgGroupId: GROUP_ID,
      returnPath: '/admin',
    });
    expect(assign).not.toHaveBeenCalled();
  });

  it('shows a code in use on the code field and keeps what was typed', async () => {
    const { api, user } = renderAt(
      `/org/${GROUP_ID}`,
      'NA',
      routes({
        'POST /api/org/editOrgCode': apiError(
          409,
          'ORG_CODE_TAKEN',
          'newOrgCode: this organisation code is already in use',
          {
            issues: [{ field: 'newOrgCode', message: 'this organisation code is already in use' }],
          },
        ),
      }),
    );
    await user.click(await screen.findByRole('button', { name: 'Edit code of ACMRETMEL' }));
    const input = await screen.findByRole('textbox', { name: /NEW ORGANISATION CODE/ });
    await user.clear(input);
    await user.type(input, 'kiwi1');
    await user.click(screen.getByRole('button', { name: 'SAVE' }));
    expect(await screen.findByText('this organisation code is already in use')).toBeInTheDocument();
    expect(input).toHaveValue('KIWI1');
    expect(api.callsTo('POST /api/org/editOrgCode')[0]?.body).toEqual({
      oldOrgCode: 'ACMRETMEL',
      newOrgCode: 'KIWI1',
    });
  });

  it('saves the settings an admin changed', async () => {
    const { api, user } = renderAt(
      `/org/${GROUP_ID}?tab=settings`,
      'NA',
      routes({
        [`PUT /api/orgGroups/${GROUP_ID}/settings`]: (call) => ({
          status: 200,
          body: {
            orgGroup: {
              ...ACME,
              ...(call.body as object),
              settings: (call.body as { settings: unknown }).settings,
            },
          },
        }),
      }),
    );
    await user.click(await screen.findByRole('checkbox', { name: 'QUOTES' }));
    await user.click(screen.getByRole('switch', { name: 'CONNECT ACCESS' }));
    await user.click(screen.getByRole('button', { name: 'SAVE SETTINGS' }));
    expect(await screen.findByText('SETTINGS SAVED')).toBeInTheDocument();
    expect(api.callsTo(`PUT /api/orgGroups/${GROUP_ID}/settings`)[0]?.body).toMatchObject({
      hubbiEnabled: true,
      connectAccess: true,
      settings: { features: { quotes: false, tracking: true } },
    });
  });
});

describe('/admin/deletedorgs', () => {
  const deletedOrg = (code: string, name: string): DeletedOrg => ({
    _id: `${code.length}1111111-1111-4111-8111-1111111111${code.slice(-2).padStart(2, '0')}`,
    code,
    name,
    country: 'AU',
    orgGroupId: GROUP_ID,
    orgGroupCode: 'ACME',
    orgGroupName: 'Acme Retail',
    deletedAt: '2026-11-28T10:00:00.000Z',
    deletedBy: 'Navia Admin',
  });

  it('lists the deleted organisations, searches them and restores one', async () => {
    let deleted = [deletedOrg('ACMRETMEL', 'Acme Retail Melbourne'), deletedOrg('KIWIAKL', 'Kiwi Auckland')];
    const { api, user } = renderAt('/admin/deletedorgs', 'NA', {
      'GET /api/org/deleted': () => ({ status: 200, body: { result: deleted } }),
      'POST /api/org/restore': (call) => {
        const id = (call.body as { org: string }).org;
        deleted = deleted.filter((o) => o._id !== id);
        return {
          status: 200,
          body: {
            org: { _id: id, code: 'ACMRETMEL', name: 'Acme Retail Melbourne', country: 'AU', addresses: [] },
          },
        };
      },
    });
    const table = await screen.findByRole('table', { name: 'DELETED ORGANISATIONS' });
    expect(within(table).getAllByRole('row')).toHaveLength(3);
    await user.type(screen.getByRole('searchbox', { name: /SEARCH/ }), 'kiwi');
    expect(within(table).getAllByRole('row')).toHaveLength(2);
    await user.clear(screen.getByRole('searchbox', { name: /SEARCH/ }));
    await user.click(screen.getByRole('button', { name: 'Restore ACMRETMEL' }));
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: 'Restore ACMRETMEL' })).not.toBeInTheDocument(),
    );
    expect(screen.getByRole('button', { name: 'Restore KIWIAKL' })).toBeInTheDocument();
    expect(api.callsTo('POST /api/org/restore')).toHaveLength(1);
  });

  it('says a restore failed on its row and keeps the row', async () => {
    const { user } = renderAt('/admin/deletedorgs', 'NA', {
      'GET /api/org/deleted': {
        status: 200,
        body: { result: [deletedOrg('ACMRETMEL', 'Acme Retail Melbourne')] },
      },
      'POST /api/org/restore': apiError(500, 'INTERNAL', 'Error Occurred'),
    });
    await user.click(await screen.findByRole('button', { name: 'Restore ACMRETMEL' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.genericSubmit);
    expect(screen.getByRole('button', { name: 'Restore ACMRETMEL' })).toBeInTheDocument();
  });
});
