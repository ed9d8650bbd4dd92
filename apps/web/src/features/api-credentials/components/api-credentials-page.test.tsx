import { MantineProvider } from '@mantine/core';
import type { ApiCredentials } from '@navia/domain/contracts/api-credentials';
import type { OrgGroupOverview } from '@navia/domain/contracts/org';
import { MESSAGES } from '@navia/domain/errors';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { type ApiRoute, apiError, mockApi } from '../../../test/mock-api.ts';
import { ApiCredentialsPage, PICK_GROUP_TEXT } from './api-credentials-page.tsx';

const ORG_GET = 'POST /api/org/get';
const CREDENTIALS = 'GET /api/user/getApiCredentials';

const group = (code: string, _id: string): OrgGroupOverview => ({
  _id,
  code,
  name: `${code} Imports`,
  country: 'AU',
  hubbiEnabled: false,
  connectAccess: false,
  organisations: 1,
  users: 2,
  shipments: 3,
});
const ACME = group('ACME', '635109ad-d15a-59f8-8eaf-9241265350fa');
const KIWI = group('KIWI', '7a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d');
const kiwiCredentials: ApiCredentials = {
  apiUserName: 'kiwi-api',
  publicKey: 'npk_0123456789abcdef0123456789abcdef',
  hasPassword: false,
  email: 'admin@kiwi.demo',
};

function Where() {
  const location = useLocation();
  return <output aria-label="location">{`${location.pathname}${location.search}`}</output>;
}

function renderPage(routes: Record<string, ApiRoute>, entry = '/admin/api') {
  const api = mockApi({
    [ORG_GET]: { status: 200, body: { result: [ACME, KIWI], totalCount: 2 } },
    [CREDENTIALS]: { status: 200, body: kiwiCredentials },
    'GET /api/user/credentialsHistory': { status: 200, body: { result: [] } },
    ...routes,
  });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const user = userEvent.setup();
  render(
    <QueryClientProvider client={client}>
      <MantineProvider env="test">
        <MemoryRouter initialEntries={[entry]}>
          <Routes>
            <Route path="/admin/api" element={<ApiCredentialsPage />} />
          </Routes>
          <Where />
        </MemoryRouter>
      </MantineProvider>
    </QueryClientProvider>,
  );
  return { api, user };
}

describe('/admin/api (API CREDENTIALS)', () => {
  it('picks an organisation group by searching, then shows its credentials; the group is in the URL', async () => {
    const { api, user } = renderPage({});
    expect(screen.getByRole('heading', { level: 1, name: 'API CREDENTIALS' })).toBeInTheDocument();
    expect(screen.getByText(PICK_GROUP_TEXT)).toBeInTheDocument();
    await screen.findByPlaceholderText('Search by name or code');
    const select = screen.getByRole('combobox', { name: 'ORGANISATION GROUP' });
    await user.click(select);
    await user.paste('kiw');
    await user.click(await screen.findByRole('option', { name: 'KIWI Imports (KIWI)' }));

    const panel = await screen.findByRole('region', { name: 'API CREDENTIALS' });
    expect(await within(panel).findByText('kiwi-api')).toBeInTheDocument();
    expect(api.callsTo(ORG_GET)[0]?.body).toEqual({});
    expect(api.calls.some((c) => c.path === '/api/user/getApiCredentials')).toBe(true);
    expect(screen.getByRole('status', { name: 'location' })).toHaveTextContent(`orgGroupId=${KIWI._id}`);
  });

  it('opens on the group the URL names', async () => {
    renderPage({}, `/admin/api?orgGroupId=${KIWI._id}`);
    const panel = await screen.findByRole('region', { name: 'API CREDENTIALS' });
    expect(await within(panel).findByText('kiwi-api')).toBeInTheDocument();
    expect(screen.queryByText(PICK_GROUP_TEXT)).not.toBeInTheDocument();
  });

  it("shows hub §8's text when the organisation groups fail to load", async () => {
    renderPage({ [ORG_GET]: apiError(500, 'INTERNAL', MESSAGES.otherError) });
    expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.apiCredentialsFailed);
  });
});
