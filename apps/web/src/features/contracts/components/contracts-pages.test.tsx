import { ERROR_CATALOGUE } from '@navia/domain/errors';
import { CONTRACT_TEXTS } from '@navia/domain/rules/contracts/constants';
import { screen, waitFor, within } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildCurrentUser } from '../../../test/factories.ts';
import { type ApiRoute, apiError, mockApi } from '../../../test/mock-api.ts';
import { locationOf, renderApp } from '../../../test/render-app.tsx';
import { buildContract, buildContractRow, buildSku } from '../rules/contract-factories.ts';

// happy-dom lays nothing out: the virtualised table gets a viewport's height, as in a browser.
const layout = Object.getOwnPropertyDescriptor(HTMLElement.prototype, 'clientHeight');
beforeAll(() => {
  Object.defineProperty(HTMLElement.prototype, 'clientHeight', { configurable: true, get: () => 800 });
});
afterAll(() => {
  if (layout) Object.defineProperty(HTMLElement.prototype, 'clientHeight', layout);
});

/** Each test boots the app and its lazily loaded page (see the tracking page's tests for the times). */
const APP_BOOT = { timeout: 5000 };
const PAGE_TEST = { timeout: 15_000 };

const supplier = () =>
  buildCurrentUser({
    type: 'TPADMIN',
    isConnectUser: true,
    permissions: { connectAccess: true, hasHubAccess: false },
    trustedParty: { _id: 'tp-1', name: 'Penang Appliances', generalSettings: {} },
  });
const buyer = () => buildCurrentUser({ type: 'CA', permissions: { connectAccess: true } });

const page = (rows: ReturnType<typeof buildContractRow>[], statusCounts: Record<string, number> = {}) => ({
  status: 200,
  body: {
    result: rows,
    statusCounts,
    currentCount: rows.length,
    totalCount: rows.length,
    timestamp: '2026-11-23T10:00:00.000Z',
  },
});

function contractsApi(user: ReturnType<typeof buildCurrentUser>, routes: Record<string, ApiRoute> = {}) {
  return mockApi({
    'GET /api/user/getUpdatedSelf': { status: 200, body: { user } },
    'POST /api/connect/contracts/get': page([]),
    ...routes,
  });
}

const searchBodies = (api: ReturnType<typeof mockApi>) =>
  api.callsTo('POST /api/connect/contracts/get').map((c) => c.body as Record<string, unknown>);

describe('/connect/contracts', PAGE_TEST, () => {
  it('asks for batch 1 of 30, newest first, with the status totals and the remembered toggle', async () => {
    const api = contractsApi({ ...buyer(), isViewActionRequired: true });
    renderApp('/connect/contracts');
    expect(await screen.findByText(CONTRACT_TEXTS.noContracts, {}, APP_BOOT)).toBeInTheDocument();
    expect(searchBodies(api)[0]).toMatchObject({
      filters: [],
      key: 'All',
      orderBy: 'createdAt',
      orderDir: 'DESC',
      batchNo: 1,
      batchSize: 30,
      includeStatusTotals: true,
      getFavourites: false,
      isOnlyActionRequired: true,
    });
    expect(screen.getByRole('switch', { name: 'ONLY ACTION REQUIRED' })).toBeChecked();
  });

  it('shows a connect user the TRUSTED PARTY column and truncates parties at 23 characters', async () => {
    const row = buildContractRow({
      referenceNumber: 'PO-2026-0412',
      buyer: 'ACME Homewares International Pty Ltd',
      isViewActionRequired: true,
    });
    contractsApi(supplier(), {
      'POST /api/connect/contracts/get': page([row], { 'AWAITING ACCEPTANCE': 1 }),
    });
    renderApp('/connect/contracts');
    const table = await screen.findByRole('table', { name: 'Contracts' }, APP_BOOT);
    expect(within(table).getByRole('columnheader', { name: /TRUSTED PARTY/ })).toBeInTheDocument();
    expect(within(table).queryByRole('columnheader', { name: /^ORGANISATION/ })).not.toBeInTheDocument();
    expect(await within(table).findByText('ACME Homewares Internat…')).toHaveAttribute('aria-hidden');
    expect(within(table).getByTitle('ACME Homewares International Pty Ltd')).toBeInTheDocument();
    expect(within(table).getByText('Awaits your action')).toBeInTheDocument();
    expect(within(table).getByRole('link', { name: 'PO-2026-0412' })).toHaveAttribute(
      'href',
      `/connect/contracts/${row._id}`,
    );
  });

  it('filters by a status total, and opens a contract with Enter', async () => {
    const row = buildContractRow();
    const api = contractsApi(buyer(), {
      'POST /api/connect/contracts/get': page([row], { 'AWAITING ACCEPTANCE': 1, CONFIRMED: 4 }),
      [`GET /api/connect/contracts/${row._id}`]: {
        status: 200,
        body: { contract: buildContract({ _id: row._id }) },
      },
    });
    const { router, user } = renderApp('/connect/contracts');
    await user.click(await screen.findByRole('checkbox', { name: 'CONFIRMED 4' }, APP_BOOT));
    await waitFor(() => expect(locationOf(router)).toBe('/connect/contracts?status=CONFIRMED'));
    // The totals are asked for without the chosen status, so the other chips keep their counts.
    await waitFor(() =>
      expect(searchBodies(api)).toContainEqual(
        expect.objectContaining({ filters: [{ status: 'CONFIRMED' }], batchSize: 30 }),
      ),
    );
    expect(searchBodies(api)).toContainEqual(expect.objectContaining({ filters: [], batchSize: 1 }));

    const rowElement = await screen.findByRole('row', { name: /Open contract PO-2026-0412/ });
    rowElement.focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(locationOf(router)).toBe(`/connect/contracts/${row._id}`));
  });
});

describe('/connect/contracts/:key', PAGE_TEST, () => {
  const path = (id: string) => `/connect/contracts/${id}`;

  it('shows the stage and the actions the workflow opens to the awaited seller', async () => {
    const contract = buildContract({ myParties: ['seller'], awaitingParty: 'seller' });
    contractsApi(supplier(), {
      [`GET /api/connect/contracts/${contract._id}`]: { status: 200, body: { contract } },
    });
    renderApp(path(contract._id));
    const actions = await screen.findByRole(
      'group',
      { name: `Actions on ${contract.referenceNumber}` },
      APP_BOOT,
    );
    expect(
      within(actions)
        .getAllByRole('button')
        .map((b) => b.textContent),
      // No child contract before the quantities are confirmed (rules/contracts/workflow.ts mayCreateChild).
    ).toEqual(['ACCEPT', 'AMEND TERMS', 'AMEND SKUS', 'REJECT']);
    const stage = screen.getByRole('list', { name: 'Contract stage' });
    expect(within(stage).getByText('ACCEPT').closest('li')).toHaveAttribute('aria-current', 'step');
    expect(screen.getByText('US$45.99')).toBeInTheDocument();
  });

  it('sends the version read, and on a conflict shows why and reads the contract again', async () => {
    const contract = buildContract({ version: 3, myParties: ['seller'], awaitingParty: 'seller' });
    const api = contractsApi(supplier(), {
      [`GET /api/connect/contracts/${contract._id}`]: { status: 200, body: { contract } },
      'POST /api/connect/contracts/accept': apiError(
        409,
        'CONTRACT_CHANGED',
        ERROR_CATALOGUE.CONTRACT_CHANGED.message,
      ),
    });
    const { user } = renderApp(path(contract._id));
    await user.click(await screen.findByRole('button', { name: 'ACCEPT' }, APP_BOOT));
    expect(await screen.findByText(ERROR_CATALOGUE.CONTRACT_CHANGED.message)).toBeInTheDocument();
    expect(api.callsTo('POST /api/connect/contracts/accept')[0]?.body).toEqual({
      id: contract._id,
      referenceNumber: contract.referenceNumber,
      version: 3,
    });
    await waitFor(() => expect(api.callsTo(`GET /api/connect/contracts/${contract._id}`)).toHaveLength(2));
  });

  it("shows 'ERROR OCCURRED' when a reject fails without a server text, after asking", async () => {
    const contract = buildContract({ myParties: ['seller'], awaitingParty: 'seller' });
    contractsApi(supplier(), {
      [`GET /api/connect/contracts/${contract._id}`]: { status: 200, body: { contract } },
      'POST /api/connect/contracts/reject': () => {
        throw new TypeError('Failed to fetch');
      },
    });
    const { user } = renderApp(path(contract._id));
    await user.click(await screen.findByRole('button', { name: 'REJECT' }, APP_BOOT));
    const dialog = await screen.findByRole('dialog', { name: 'REJECT' });
    await user.click(within(dialog).getByRole('button', { name: 'YES, REJECT' }));
    expect(await screen.findByText(CONTRACT_TEXTS.actionFailed)).toBeInTheDocument();
  });

  it('confirms quantities per line, each starting at the quantity ordered', async () => {
    const contract = buildContract({
      status: 'ACCEPTED',
      stage: 'ACCEPT',
      myParties: ['seller'],
      awaitingParty: 'seller',
      skus: [
        buildSku({ productNumber: 'A-1', quantity: 100 }),
        buildSku({ productNumber: 'B-2', quantity: 50 }),
      ],
    });
    const api = contractsApi(supplier(), {
      [`GET /api/connect/contracts/${contract._id}`]: { status: 200, body: { contract } },
      'POST /api/connect/contracts/skuQtyConfirm': { status: 200, body: { contract } },
    });
    const { user } = renderApp(path(contract._id));
    await user.click(await screen.findByRole('button', { name: 'CONFIRM QUANTITIES' }, APP_BOOT));
    const dialog = await screen.findByRole('dialog', {}, APP_BOOT);
    const second = within(dialog).getByRole('textbox', { name: 'Confirmed quantity of B-2' });
    await user.clear(second);
    await user.type(second, '30');
    await user.click(within(dialog).getByRole('button', { name: 'CONFIRM QUANTITIES' }));
    await waitFor(() =>
      expect(api.callsTo('POST /api/connect/contracts/skuQtyConfirm')[0]?.body).toEqual({
        contractId: contract._id,
        version: 1,
        skus: [
          { _id: contract.skus[0]?._id, quantityTemp: 100 },
          { _id: contract.skus[1]?._id, quantityTemp: 30 },
        ],
      }),
    );
  });

  it("keeps the form as typed and shows 'Order number already taken' under the reference", async () => {
    const api = contractsApi(buyer(), {
      'GET /api/connect/contractSettings': {
        status: 200,
        body: {
          orgGroupId: 'g-1',
          approvalsRequired: false,
          stockTransferDisabled: true,
          autoAssignContractRoutes: [],
          users: [],
          trustedParties: [{ _id: '6f1c2d3e-4a5b-4c6d-8e7f-9a0b1c2d3e4f', name: 'Penang Appliances' }],
        },
      },
      'POST /api/connect/contracts/getTemplates': { status: 200, body: { result: [] } },
      'POST /api/connect/contracts/create': apiError(
        401,
        'ORDER_NUMBER_TAKEN',
        CONTRACT_TEXTS.orderNumberTaken,
      ),
    });
    const { user } = renderApp('/connect/contracts');
    await user.click(await screen.findByRole('button', { name: 'NEW CONTRACT' }, APP_BOOT));
    const form = await screen.findByRole('form', { name: 'NEW CONTRACT' }, APP_BOOT);
    // connect §5: the group turned stock transfer off, so it is not a choice.
    await user.click(within(form).getByRole('combobox', { name: /CONTRACT TYPE/ }));
    expect((await screen.findAllByRole('option')).map((o) => o.textContent)).toEqual(['BUYING', 'SELLING']);
    await user.keyboard('{Escape}');
    await user.type(within(form).getByRole('textbox', { name: /REFERENCE N°/ }), 'PO-1');
    await user.click(within(form).getByRole('combobox', { name: /TRUSTED PARTY/ }));
    await user.click(await screen.findByRole('option', { name: 'Penang Appliances' }));
    await user.type(within(form).getByRole('textbox', { name: 'PRODUCT N°, SKU 1' }), 'ACM-1');
    await user.type(within(form).getByRole('textbox', { name: 'DESCRIPTION, SKU 1' }), 'Blender');
    await user.type(within(form).getByRole('textbox', { name: 'UNIT PRICE, SKU 1' }), '45.99');
    await user.type(within(form).getByRole('textbox', { name: 'QUANTITY, SKU 1' }), '100');
    await user.click(within(form).getByRole('button', { name: 'CREATE CONTRACT' }));
    expect(await within(form).findByText(CONTRACT_TEXTS.orderNumberTaken.toUpperCase())).toBeInTheDocument();
    expect(api.callsTo('POST /api/connect/contracts/create')[0]?.body).toMatchObject({
      contract: {
        referenceNumber: 'PO-1',
        skus: [{ productNumber: 'ACM-1', unitPrice: 4599, quantity: 100 }],
      },
    });
    expect(within(form).getByRole('textbox', { name: /REFERENCE N°/ })).toHaveValue('PO-1');
    expect(within(form).getByRole('textbox', { name: 'UNIT PRICE, SKU 1' })).toHaveValue('45.99');
  });
});
