import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { buildCurrentUser } from '../../../test/factories.ts';
import { type ApiRoute, mockApi } from '../../../test/mock-api.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { resetShownPopups } from './welcome-popups.tsx';

const APP_BOOT = { timeout: 5000 };
const INVITE_ID = '3c1d2e4f-5a6b-4c7d-8e9f-0a1b2c3d4e5f';

const row = (ref: string, status: string) => ({
  _id: `c-${ref}`,
  contractType: 'BUYING',
  referenceNumber: ref,
  organisation: 'ACME',
  buyer: 'ACME',
  seller: 'Selangor Precision Plastics',
  createdAt: '2026-11-20T10:00:00.000Z',
  transportType: null,
  incoTerms: null,
  portOfLoading: null,
  portOfFinalDestination: null,
  productReadyDate: null,
  productDeliveryDate: null,
  totalQuantity: 10,
  skuCount: 1,
  parentContract: null,
  userAssigned: null,
  isFavourite: false,
  version: 1,
  status,
  stage: 'ACCEPT',
  awaitingParty: 'buyer',
  creatorSide: 'seller',
  isChild: false,
  approvalsRequired: false,
  inspectionRequired: false,
  myParties: ['buyer'],
  isViewActionRequired: status === 'AWAITING ACCEPTANCE',
});

const invite = {
  _id: INVITE_ID,
  inviteeCompanyName: 'ACME',
  inviteeEmail: 'clientadmin@acme.demo',
  inviteeName: 'Clara',
  status: 'PENDING',
  createdAt: '2026-11-21T10:00:00.000Z',
  expiresAt: '2026-12-05T10:00:00.000Z',
  respondedAt: null,
  sendCount: 1,
  lastSentAt: '2026-11-21T10:00:00.000Z',
  inviterName: 'Hugo Lee',
  inviter: { _id: 'tp-7', name: 'Pacific Bottling', isTrustedParty: true },
  invitee: { _id: 'og-1', name: 'ACME', isTrustedParty: false },
  canRespond: true,
  canResend: false,
};

function dashboardApi(overrides: Record<string, ApiRoute> = {}) {
  return mockApi({
    'GET /api/user/getUpdatedSelf': {
      status: 200,
      body: { user: buildCurrentUser({ type: 'CA', permissions: { connectAccess: true } }) },
    },
    'POST /api/connect/contracts/get': (call) => {
      const mine = (call.body as { isOnlyActionRequired: boolean }).isOnlyActionRequired;
      return {
        status: 200,
        body: {
          result: mine ? [row('PO-1001', 'AWAITING ACCEPTANCE')] : [row('PO-1002', 'CONFIRMED')],
          statusCounts: mine ? null : { CONFIRMED: 1 },
          currentCount: 1,
          totalCount: 1,
          timestamp: '2026-11-23T10:00:00.000Z',
        },
      };
    },
    'GET /api/user/invites': { status: 200, body: { received: [invite], sent: [] } },
    'PUT /api/user/invites': {
      status: 200,
      body: { invite: { ...invite, status: 'ACCEPTED', canRespond: false } },
    },
    'GET /api/user/getEntitiesInNetwork': {
      status: 200,
      body: {
        entities: [
          {
            _id: 'tp-1',
            name: 'Selangor Precision Plastics',
            country: 'MY',
            kind: 'TRUSTED_PARTY',
            isTrustedParty: true,
            nickname: 'Selangor plastics',
            since: '2026-01-05T10:00:00.000Z',
          },
        ],
      },
    },
    'GET /api/user/notifications': {
      status: 200,
      body: {
        notifications: [
          {
            _id: '9f8e7d6c-5b4a-4392-8170-6f5e4d3c2b1a',
            text: 'Pacific Bottling accepted your invite • You can now trade contracts',
            read: false,
            redirectUrl: '/connect/trustedparty',
            createdAt: '2026-11-22T10:00:00.000Z',
            type: null,
            eventType: 'INVITE',
            isConnect: true,
            shipmentID: null,
            ShipNumber: null,
            OrdNumber: null,
            referenceId: null,
          },
        ],
        unread: 1,
        read: 0,
      },
    },
    'GET /api/user/welcomePopups': { status: 200, body: { connectWelcomePopups: { dashboard: false } } },
    ...overrides,
  });
}

afterEach(() => resetShownPopups());

describe('/connect/dashboard network panels (issue 17)', { timeout: 20_000 }, () => {
  it('lists the contracts needing my action and the recent ones, linked to their pages', async () => {
    dashboardApi();
    renderApp('/connect/dashboard');
    const needs = await screen.findByRole('region', { name: 'NEEDING MY ACTION' }, APP_BOOT);
    expect(await within(needs).findByRole('link', { name: 'PO-1001' })).toHaveAttribute(
      'href',
      '/connect/contracts/c-PO-1001',
    );
    const recent = screen.getByRole('region', { name: 'RECENT CONTRACTS' });
    expect(within(recent).getByRole('link', { name: 'PO-1002' })).toBeInTheDocument();
  });

  it('accepts a waiting invite with PUT /api/user/invites and reloads the network', async () => {
    const api = dashboardApi();
    const { user } = renderApp('/connect/dashboard');
    await user.click(
      await screen.findByRole('button', { name: 'Accept the invite from Pacific Bottling' }, APP_BOOT),
    );
    await waitFor(() =>
      expect(api.callsTo('PUT /api/user/invites').map((c) => c.body)).toEqual([
        { inviteId: INVITE_ID, accepted: true },
      ]),
    );
    await waitFor(() => expect(api.callsTo('GET /api/user/getEntitiesInNetwork').length).toBeGreaterThan(1));
  });

  it('shows my partners by my nickname, and the connect notifications', async () => {
    dashboardApi();
    renderApp('/connect/dashboard');
    const network = await screen.findByRole('region', { name: 'MY NETWORK' }, APP_BOOT);
    expect(await within(network).findByRole('link', { name: 'Selangor plastics' })).toHaveAttribute(
      'href',
      '/connect/trustedparty/tp-1',
    );
    expect(within(network).getByText(/Selangor Precision Plastics · MY/)).toBeInTheDocument();
    const notes = screen.getByRole('region', { name: 'NOTIFICATIONS' });
    expect(
      await within(notes).findByRole('link', { name: 'Pacific Bottling accepted your invite' }),
    ).toBeInTheDocument();
  });

  it('shows an enabled welcome popup once, and closing it disables it for good', async () => {
    const api = dashboardApi({
      'GET /api/user/welcomePopups': {
        status: 200,
        body: { connectWelcomePopups: { dashboard: true, contracts: false } },
      },
      'PUT /api/user/disablePopup': {
        status: 200,
        body: { connectWelcomePopups: { dashboard: false, contracts: false } },
      },
    });
    const { user, router } = renderApp('/connect/dashboard');
    const dialog = await screen.findByRole('dialog', {}, APP_BOOT);
    expect(dialog).toHaveTextContent('WELCOME TO');
    await user.click(within(dialog).getByRole('button', { name: 'GOT IT' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.callsTo('PUT /api/user/disablePopup').map((c) => c.body)).toEqual([{ popup: 'dashboard' }]);
    await router.navigate('/connect/learn');
    await router.navigate('/connect/dashboard');
    await screen.findByRole('region', { name: 'MY NETWORK' });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
