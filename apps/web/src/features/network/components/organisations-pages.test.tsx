import { screen, waitFor, within } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildCurrentUser } from '../../../test/factories.ts';
import { type ApiRoute, apiError, mockApi } from '../../../test/mock-api.ts';
import { locationOf, renderApp } from '../../../test/render-app.tsx';
import { buildConnectUser, buildOrganisationDetails } from '../rules/network-factories.ts';

const layout = Object.getOwnPropertyDescriptor(HTMLElement.prototype, 'clientHeight');
beforeAll(() => {
  Object.defineProperty(HTMLElement.prototype, 'clientHeight', { configurable: true, get: () => 800 });
});
afterAll(() => {
  if (layout) Object.defineProperty(HTMLElement.prototype, 'clientHeight', layout);
});

const APP_BOOT = { timeout: 5000 };
const PAGE_TEST = { timeout: 15_000 };

/** A row of the organisations list (the details without their addresses and users). */
function organisationRow(patch: Parameters<typeof buildOrganisationDetails>[0] = {}) {
  const { addresses: _a, users: _u, ...row } = buildOrganisationDetails(patch);
  return row;
}

/** Organisation 01 … Organisation N, by name as the server sends them. */
const organisations = (count: number) =>
  Array.from({ length: count }, (_, i) => {
    const n = String(i + 1).padStart(2, '0');
    return organisationRow({ name: `Organisation ${n}`, code: `ORG${n}`, country: i < 3 ? 'NZ' : 'AU' });
  });

const clientAdmin = () => buildCurrentUser({ type: 'CA', permissions: { connectAccess: true } });

function api(routes: Record<string, ApiRoute>) {
  return mockApi({
    'GET /api/user/getUpdatedSelf': { status: 200, body: { user: clientAdmin() } },
    ...routes,
  });
}

describe('/connect/organisations', PAGE_TEST, () => {
  it("says 'NO ORGS FOUND' for an empty list, and shows a failed list in the table", async () => {
    api({ 'POST /api/connect/organisations': { status: 200, body: { result: [] } } });
    const { unmount } = renderApp('/connect/organisations');
    const table = await screen.findByRole('table', { name: 'Organisations' }, APP_BOOT);
    expect(await within(table).findByText('NO ORGS FOUND')).toBeInTheDocument();
    unmount();

    api({
      'POST /api/connect/organisations': apiError(
        503,
        'SERVICE_UNAVAILABLE',
        'The service is briefly unavailable.',
      ),
    });
    renderApp('/connect/organisations');
    const failed = await screen.findByRole('table', { name: 'Organisations' }, APP_BOOT);
    expect(await within(failed).findByRole('alert')).toHaveTextContent('The service is briefly unavailable.');
  });

  it('filters the loaded organisations by name, code or country, and opens one by its code', async () => {
    const {
      addresses: _a,
      users: _u,
      ...acme
    } = buildOrganisationDetails({ name: 'ACME Imports', code: 'ACMIMPAU' });
    const {
      addresses: _b,
      users: _v,
      ...globex
    } = buildOrganisationDetails({
      name: 'Globex Freight',
      code: 'GLOFRTNZ',
      country: 'NZ',
    });
    api({ 'POST /api/connect/organisations': { status: 200, body: { result: [acme, globex] } } });
    const { user } = renderApp('/connect/organisations');
    const table = await screen.findByRole('table', { name: 'Organisations' }, APP_BOOT);
    expect(await within(table).findByText('Globex Freight')).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'FILTER' }), 'nz');
    await waitFor(() => expect(within(table).queryByText('ACME Imports')).not.toBeInTheDocument());
    expect(within(table).getByRole('link', { name: 'Globex Freight' })).toHaveAttribute(
      'href',
      '/connect/organisations/GLOFRTNZ',
    );
  });

  it('shows pages of 25 with a count, and keeps the page in the URL', async () => {
    api({ 'POST /api/connect/organisations': { status: 200, body: { result: organisations(60) } } });
    const { user, router } = renderApp('/connect/organisations');
    const table = await screen.findByRole('table', { name: 'Organisations' }, APP_BOOT);
    expect(await screen.findByText('60 ORGANISATIONS')).toBeInTheDocument();
    expect(within(table).getByText('Organisation 01')).toBeInTheDocument();
    expect(within(table).queryByText('Organisation 26')).not.toBeInTheDocument();
    const pages = screen.getByRole('navigation', { name: 'Organisations pages' });
    expect(within(pages).getByText('1–25 of 60')).toBeInTheDocument();
    expect(within(pages).getByRole('button', { name: 'Page 3' })).toBeInTheDocument();
    expect(within(pages).queryByRole('button', { name: 'Page 4' })).not.toBeInTheDocument();

    await user.click(within(pages).getByRole('button', { name: 'Page 2' }));
    await waitFor(() => expect(locationOf(router)).toBe('/connect/organisations?page=2'));
    expect(await within(pages).findByText('26–50 of 60')).toBeInTheDocument();
    const second = screen.getByRole('table', { name: 'Organisations' });
    expect(within(second).getByText('Organisation 26')).toBeInTheDocument();
    expect(within(second).queryByText('Organisation 25')).not.toBeInTheDocument();

    await user.click(within(pages).getByRole('button', { name: 'Next page' }));
    await waitFor(() => expect(locationOf(router)).toBe('/connect/organisations?page=3'));
    expect(await within(pages).findByText('51–60 of 60')).toBeInTheDocument();
    expect(
      within(screen.getByRole('table', { name: 'Organisations' })).getByText('Organisation 60'),
    ).toBeInTheDocument();
  });

  it('opens the filter and page of a shared link, and a new filter starts from page 1', async () => {
    api({ 'POST /api/connect/organisations': { status: 200, body: { result: organisations(60) } } });
    const { user, router } = renderApp('/connect/organisations?filter=au&page=2');
    expect(await screen.findByText('26–50 of 57', {}, APP_BOOT)).toBeInTheDocument();
    expect(screen.getByText('57 ORGANISATIONS')).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Organisations' });
    expect(within(table).getByText('Organisation 29')).toBeInTheDocument();
    expect(within(table).queryByText('Organisation 28')).not.toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'FILTER' })).toHaveValue('au');
    expect(screen.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');

    await user.clear(screen.getByRole('textbox', { name: 'FILTER' }));
    await user.type(screen.getByRole('textbox', { name: 'FILTER' }), 'nz');
    await waitFor(() => expect(locationOf(router)).toBe('/connect/organisations?filter=nz'));
    expect(await screen.findByText('3 ORGANISATIONS')).toBeInTheDocument();
    expect(
      within(screen.getByRole('table', { name: 'Organisations' })).getByText('Organisation 03'),
    ).toBeInTheDocument();
    // One page: the count, but no page buttons.
    const pager = screen.getByRole('navigation', { name: 'Organisations pages' });
    expect(within(pager).getByRole('status')).toHaveTextContent('1–3 of 3');
    expect(within(pager).queryByRole('button', { name: 'Next page' })).not.toBeInTheDocument();
  });

  it("shows an organisation's users, and 'NO ADDRESSES FOUND FOR THIS ORG' without addresses", async () => {
    const org = buildOrganisationDetails({
      users: [{ ...buildConnectUser({ fullname: 'Clara Admin', type: 'CA' }), isConnectUser: false }],
    });
    api({ [`GET /api/connect/organisations/${org.code}`]: { status: 200, body: { organisation: org } } });
    renderApp(`/connect/organisations/${org.code}`);
    expect(await screen.findByRole('heading', { name: org.name }, APP_BOOT)).toBeInTheDocument();
    expect(screen.getByText('NO ADDRESSES FOUND FOR THIS ORG')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Clara Admin' })).toBeInTheDocument();
  });

  it('shows a failed organisation load as a warning text', async () => {
    api({ 'GET /api/connect/organisations/NOPE': apiError(404, 'NOT_FOUND', 'Not Found') });
    renderApp('/connect/organisations/NOPE');
    expect(await screen.findByRole('alert', {}, APP_BOOT)).toHaveTextContent('Not Found');
  });
});

describe('/connect/user/:key', PAGE_TEST, () => {
  it("switches a user's connect permission when allowed", async () => {
    const member = buildConnectUser({ fullname: 'Aiman Yusof', connectReceivesInvites: false });
    const routes = api({
      'POST /api/user/getUser': { status: 200, body: { user: member } },
      'PUT /api/user/connectUser': {
        status: 200,
        body: { user: { ...member, connectReceivesInvites: true } },
      },
    });
    const { user } = renderApp(`/connect/user/${member._id}`);
    expect(await screen.findByRole('heading', { name: 'Aiman Yusof' }, APP_BOOT)).toBeInTheDocument();
    expect(screen.getByText('TRUSTED PARTY')).toBeInTheDocument();
    await user.click(screen.getByRole('switch', { name: 'RECEIVES INVITES' }));
    await waitFor(() => expect(screen.getByRole('switch', { name: 'RECEIVES INVITES' })).toBeChecked());
    expect(routes.callsTo('PUT /api/user/connectUser')[0]?.body).toEqual({
      id: member._id,
      path: 'connectReceivesInvites',
      value: true,
    });
    expect(routes.callsTo('POST /api/user/getUser')[0]?.body).toEqual({
      userID: member._id,
      hasConnectAccess: false,
    });
  });

  it('shows the permissions read-only to someone who may not change them', async () => {
    const member = buildConnectUser({ fullname: 'Other Admin', canEdit: false });
    api({ 'POST /api/user/getUser': { status: 200, body: { user: member } } });
    renderApp(`/connect/trustedparty/user/${member._id}`);
    expect(await screen.findByRole('switch', { name: 'MANAGE USERS' }, APP_BOOT)).toBeDisabled();
    // A trusted party's user leads back to its trusted party's users.
    expect(screen.getByRole('link', { name: member.trustedPartyName ?? '' })).toHaveAttribute(
      'href',
      `/connect/trustedparty/${member.trustedPartyId}?tab=users`,
    );
  });
});
