import { CHOSEN_COLUMN_SORT_DIR } from '@navia/domain/rules/filters/sort';
import { SKU_TEXTS } from '@navia/domain/rules/skus/constants';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildCurrentUser } from '../../../test/factories.ts';
import { type ApiRoute, apiError, mockApi } from '../../../test/mock-api.ts';
import { locationOf, renderApp } from '../../../test/render-app.tsx';
import { buildSkuDetail, buildSkuRow } from '../rules/sku-factories.ts';
import { SKU_OWNER_REQUIRED } from '../rules/sku-owner.ts';
import { PRICE_NOT_SHARED, PRICE_NOT_SHARED_NOTE } from '../rules/sku-price.ts';

// happy-dom lays nothing out: the virtualised table gets a viewport's height, as in a browser.
const layout = Object.getOwnPropertyDescriptor(HTMLElement.prototype, 'clientHeight');
beforeAll(() => {
  Object.defineProperty(HTMLElement.prototype, 'clientHeight', { configurable: true, get: () => 800 });
});
afterAll(() => {
  if (layout) Object.defineProperty(HTMLElement.prototype, 'clientHeight', layout);
});

const APP_BOOT = { timeout: 5000 };
const PAGE_TEST = { timeout: 15_000 };

const supplier = () =>
  buildCurrentUser({
    type: 'TPADMIN',
    isConnectUser: true,
    permissions: { connectAccess: true, hasHubAccess: false },
    trustedParty: { _id: 'tp-1', name: 'Selangor Precision Plastics', generalSettings: {} },
  });

const page = (rows: ReturnType<typeof buildSkuRow>[], totalCount = rows.length) => ({
  status: 200,
  body: { result: rows, currentCount: rows.length, totalCount },
});

const staff = () => buildCurrentUser({ type: 'NA', email: 'admin@navia.demo', fullname: 'Nadia Admin' });

/** allOrgsAndTps as staff get it: a group and a trusted party to own what they add. */
const ownerEntities: ApiRoute = {
  status: 200,
  body: {
    orgGroups: [
      {
        _id: 'og-1',
        code: 'ACME',
        name: 'Acme Retail',
        country: 'AU',
        connectAccess: true,
        userCount: 3,
        trustedPartyCount: 2,
        canViewAs: true,
      },
    ],
    trustedParties: [
      {
        _id: 'tp-2',
        name: 'Selangor Precision Plastics',
        businessNumber: null,
        type: null,
        country: 'MY',
        userCount: 2,
        orgGroupNames: ['Acme Retail'],
        createdAt: '2026-11-20T02:00:00.000Z',
        canViewAs: true,
      },
    ],
  },
};

function skusApi(routes: Record<string, ApiRoute> = {}, user = supplier()) {
  return mockApi({
    'GET /api/user/getUpdatedSelf': { status: 200, body: { user } },
    'POST /api/connect/skus/search': page([]),
    ...routes,
  });
}

const importAnswer = (overrides: Record<string, unknown> = {}) => ({
  dryRun: true,
  written: false,
  errors: [],
  rows: [{ row: 2, productNumber: 'NEW-1', action: 'create', updatedFieldsText: '' }],
  created: 1,
  updated: 0,
  unchanged: 0,
  ...overrides,
});

/** The import dialog loads on first opening; its file input then takes the file. */
async function chooseCsvFile(user: ReturnType<typeof renderApp>['user'], csv: string) {
  const input = await waitFor(() => {
    const found = document.querySelector('input[type="file"]');
    if (!found) throw new Error('no file input yet');
    return found as HTMLInputElement;
  }, APP_BOOT);
  await user.upload(input, new File([csv], 'skus.csv', { type: 'text/csv' }));
}

describe('/connect/sku', PAGE_TEST, () => {
  it('asks for batch 1 of 30 by product number and says when there are none', async () => {
    const api = skusApi();
    renderApp('/connect/sku');
    expect(await screen.findByText(SKU_TEXTS.noSkus, {}, APP_BOOT)).toBeInTheDocument();
    expect(api.callsTo('POST /api/connect/skus/search')[0]?.body).toEqual({
      filters: [],
      orderBy: 'productNumber',
      orderDir: 'ASC',
      batchNo: 1,
      batchSize: 30,
    });
    expect(screen.getByRole('link', { name: /EXPORT CSV/ }).getAttribute('href')).toMatch(
      /^\/api\/connect\/skus\/export\.csv\?search=/,
    );
  });

  it('lists SKUs with their price in the currency, each opening its page', async () => {
    skusApi({ 'POST /api/connect/skus/search': page([buildSkuRow()], 1) });
    const { router } = renderApp('/connect/sku');
    const table = await screen.findByRole('table', { name: 'SKUs' }, APP_BOOT);
    expect(await within(table).findByText('US$12.50')).toBeInTheDocument();
    expect(within(table).getByRole('link', { name: 'SPP-CAP-38' })).toHaveAttribute(
      'href',
      '/connect/sku/sku-1',
    );
    expect(screen.getByText('1 SKU · SHOWING 1 OF 1')).toBeInTheDocument();
    fireEvent.click(within(table).getByText('PP screw cap 38 mm'));
    await waitFor(() => expect(locationOf(router)).toBe('/connect/sku/sku-1'));
  });

  it("type-ahead: 'TYPE TO SEARCH' under 3 characters, then the matches or 'NO OPTIONS'", async () => {
    const api = skusApi({
      'GET /api/connect/skus/typeahead': { status: 200, body: { result: [] } },
    });
    const { user } = renderApp('/connect/sku');
    const box = await screen.findByRole('textbox', { name: 'Find a SKU' }, APP_BOOT);
    await user.click(box);
    await user.type(box, 'ca');
    expect(await screen.findByText(SKU_TEXTS.typeToSearch)).toBeInTheDocument();
    expect(api.callsTo('GET /api/connect/skus/typeahead')).toHaveLength(0);
    await user.type(box, 'p');
    expect(await screen.findByText(SKU_TEXTS.noOptions)).toBeInTheDocument();
    expect(api.callsTo('GET /api/connect/skus/typeahead')).toHaveLength(1);
  });

  it('import: a dry run shows the rows in error and keeps IMPORT closed', async () => {
    const api = skusApi({
      'POST /api/connect/skus/import': {
        status: 200,
        body: importAnswer({
          errors: [{ row: 3, field: 'unitPrice', message: 'must be a price in USD with at most 2 decimals' }],
        }),
      },
    });
    const { user } = renderApp('/connect/sku');
    await user.click(await screen.findByRole('button', { name: /IMPORT CSV/ }, APP_BOOT));
    await chooseCsvFile(user, 'productNumber,productDescription\nNEW-1,One\n');
    const errors = await screen.findByRole('table', { name: 'Rows in error' });
    expect(within(errors).getByText('must be a price in USD with at most 2 decimals')).toBeInTheDocument();
    expect(screen.getByText('1 ERROR')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'IMPORT' })).toBeDisabled();
    expect(
      api.callsTo('POST /api/connect/skus/import').map((c) => (c.body as { dryRun: boolean }).dryRun),
    ).toEqual([true]);
  });

  it('import: without errors, IMPORT writes the file and the list refreshes', async () => {
    const api = skusApi({
      'POST /api/connect/skus/import': (call) => {
        const dryRun = (call.body as { dryRun: boolean }).dryRun;
        return { status: 200, body: importAnswer({ dryRun, written: !dryRun }) };
      },
    });
    const { user } = renderApp('/connect/sku');
    await user.click(await screen.findByRole('button', { name: /IMPORT CSV/ }, APP_BOOT));
    const csv = 'productNumber,productDescription\nNEW-1,One\n';
    await chooseCsvFile(user, csv);
    expect(await screen.findByText('1 TO CREATE')).toBeInTheDocument();
    const searches = api.callsTo('POST /api/connect/skus/search').length;
    await user.click(screen.getByRole('button', { name: 'IMPORT' }));
    expect(await screen.findByText('IMPORTED: 1 CREATED, 0 UPDATED, 0 UNCHANGED.')).toBeInTheDocument();
    expect(api.callsTo('POST /api/connect/skus/import').map((c) => c.body)).toEqual([
      { csv, dryRun: true },
      { csv, dryRun: false },
    ]);
    await waitFor(() =>
      expect(api.callsTo('POST /api/connect/skus/search').length).toBeGreaterThan(searches),
    );
  });
});

async function fillNewSku(user: ReturnType<typeof renderApp>['user'], form: HTMLElement) {
  await user.type(within(form).getByRole('textbox', { name: 'PRODUCT NUMBER' }), 'NEW-1');
  await user.type(within(form).getByRole('textbox', { name: 'DESCRIPTION' }), 'New cap');
}

describe('/connect/sku: who owns what is added', PAGE_TEST, () => {
  const created = { status: 200, body: { sku: buildSkuDetail({ _id: 'sku-9', productNumber: 'NEW-1' }) } };

  it('NEW SKU: staff must pick the owner (typing narrows the list), which is sent with the SKU', async () => {
    const api = skusApi(
      {
        'GET /api/connect/admin/entities': ownerEntities,
        'POST /api/connect/skus/create': created,
        'GET /api/connect/skus/sku-9': created,
      },
      staff(),
    );
    const { user, router } = renderApp('/connect/sku');
    await user.click(await screen.findByRole('button', { name: /NEW SKU/ }, APP_BOOT));
    const form = await screen.findByRole('form', { name: 'New SKU' }, APP_BOOT);
    await fillNewSku(user, form);
    await user.click(within(form).getByRole('button', { name: 'CREATE SKU' }));
    expect(await within(form).findByText(SKU_OWNER_REQUIRED.toUpperCase())).toBeInTheDocument();
    expect(api.callsTo('POST /api/connect/skus/create')).toHaveLength(0);
    expect(within(form).getByRole('textbox', { name: 'PRODUCT NUMBER' })).toHaveValue('NEW-1');

    const owner = within(form).getByRole('combobox', { name: /^OWNER/ });
    await user.type(owner, 'selan');
    const option = await screen.findByRole('option', { name: 'Selangor Precision Plastics (MY)' });
    expect(screen.queryByRole('option', { name: /Acme Retail/ })).not.toBeInTheDocument();
    await user.click(option);
    await user.click(within(form).getByRole('button', { name: 'CREATE SKU' }));
    await waitFor(() => expect(locationOf(router)).toBe('/connect/sku/sku-9'));
    const body = api.callsTo('POST /api/connect/skus/create')[0]?.body;
    expect(body).toMatchObject({ ownerTrustedPartyId: 'tp-2', sku: { productNumber: 'NEW-1' } });
    expect(body).not.toHaveProperty('orgGroupId');
  });

  it('NEW SKU: a customer or trusted-party user adds to their own catalogue, with no owner to pick', async () => {
    const api = skusApi({ 'POST /api/connect/skus/create': created, 'GET /api/connect/skus/sku-9': created });
    const { user, router } = renderApp('/connect/sku');
    await user.click(await screen.findByRole('button', { name: /NEW SKU/ }, APP_BOOT));
    const form = await screen.findByRole('form', { name: 'New SKU' }, APP_BOOT);
    expect(within(form).queryByRole('combobox', { name: /^OWNER/ })).not.toBeInTheDocument();
    await fillNewSku(user, form);
    await user.click(within(form).getByRole('button', { name: 'CREATE SKU' }));
    await waitFor(() => expect(locationOf(router)).toBe('/connect/sku/sku-9'));
    expect(Object.keys(api.callsTo('POST /api/connect/skus/create')[0]?.body as object)).toEqual(['sku']);
    expect(api.callsTo('GET /api/connect/admin/entities')).toHaveLength(0);
  });

  it('IMPORT CSV: staff are asked for the owner before the check, which then runs for that owner', async () => {
    const api = skusApi(
      {
        'GET /api/connect/admin/entities': ownerEntities,
        'POST /api/connect/skus/import': { status: 200, body: importAnswer() },
      },
      staff(),
    );
    const { user } = renderApp('/connect/sku');
    await user.click(await screen.findByRole('button', { name: /IMPORT CSV/ }, APP_BOOT));
    const csv = 'productNumber,productDescription\nNEW-1,One\n';
    await chooseCsvFile(user, csv);
    expect(await screen.findByText(SKU_OWNER_REQUIRED.toUpperCase())).toBeInTheDocument();
    expect(api.callsTo('POST /api/connect/skus/import')).toHaveLength(0);
    expect(screen.getByRole('button', { name: 'IMPORT' })).toBeDisabled();

    await user.click(screen.getByRole('combobox', { name: /^OWNER/ }));
    await user.click(await screen.findByRole('option', { name: 'Acme Retail (ACME, AU)' }));
    expect(await screen.findByText('1 TO CREATE')).toBeInTheDocument();
    expect(screen.queryByText(SKU_OWNER_REQUIRED.toUpperCase())).not.toBeInTheDocument();
    expect(api.callsTo('POST /api/connect/skus/import').map((c) => c.body)).toEqual([
      { csv, dryRun: true, orgGroupId: 'og-1' },
    ]);
  });

  it("the list marks a user's own SKUs MINE, but not for staff, whom no SKU belongs to", async () => {
    skusApi({ 'POST /api/connect/skus/search': page([buildSkuRow()], 1) }, staff());
    renderApp('/connect/sku');
    const table = await screen.findByRole('table', { name: 'SKUs' }, APP_BOOT);
    const owner = await within(table).findByTitle('Selangor Precision Plastics');
    expect(owner.textContent).not.toMatch(/MINE/);
  });

  it("the list marks a trusted-party user's own SKUs MINE", async () => {
    skusApi({ 'POST /api/connect/skus/search': page([buildSkuRow()], 1) });
    renderApp('/connect/sku');
    const table = await screen.findByRole('table', { name: 'SKUs' }, APP_BOOT);
    const owner = await within(table).findByTitle('Selangor Precision Plastics');
    expect(owner.textContent).toMatch(/ \(MINE\)$/);
  });

  it('IMPORT CSV: a trusted-party user sees no owner picker', async () => {
    skusApi();
    const { user } = renderApp('/connect/sku');
    await user.click(await screen.findByRole('button', { name: /IMPORT CSV/ }, APP_BOOT));
    await screen.findByText(/A header row naming the columns/);
    expect(screen.queryByRole('combobox', { name: /^OWNER/ })).not.toBeInTheDocument();
  });
});

describe(
  "/connect/sku: a group's price is not shared with its trusted parties (decision 020)",
  PAGE_TEST,
  () => {
    /** A group's SKU as a trusted party reads it: no price, no currency, priceHidden. */
    const groupSku = buildSkuRow({
      _id: 'sku-2',
      productNumber: 'ACME-BOX-12',
      productDescription: 'Shipping carton 12 pack',
      unitPrice: null,
      unitCurrency: null,
      priceHidden: true,
      isMine: false,
      owner: { _id: 'og-1', kind: 'ORGANISATION', name: 'Acme Retail' },
    });
    /** A SKU with no price at all: still '—'. */
    const unpriced = buildSkuRow({
      _id: 'sku-3',
      productNumber: 'SPP-LID-90',
      unitPrice: null,
      unitCurrency: null,
      priceHidden: false,
    });

    const rowOf = (table: HTMLElement, productNumber: string) => {
      const row = within(table).getByRole('link', { name: productNumber }).closest('tr');
      if (!row) throw new Error(`no row for ${productNumber}`);
      return row;
    };

    it('the list says PRICE NOT SHARED (with the reason) where the price is hidden, and prices the rest', async () => {
      skusApi({ 'POST /api/connect/skus/search': page([buildSkuRow(), groupSku, unpriced], 3) });
      const { user } = renderApp('/connect/sku');
      const table = await screen.findByRole('table', { name: 'SKUs' }, APP_BOOT);
      await within(table).findByRole('link', { name: 'ACME-BOX-12' });
      const hidden = within(rowOf(table, 'ACME-BOX-12')).getByText(/^PRICE NOT SHARED/);
      // Read out with the cell, and on hover as a tooltip.
      expect(hidden).toHaveTextContent(`${PRICE_NOT_SHARED}. ${PRICE_NOT_SHARED_NOTE}`);
      expect(rowOf(table, 'ACME-BOX-12')).not.toHaveTextContent('—');
      expect(rowOf(table, 'SPP-CAP-38')).toHaveTextContent('US$12.50');
      expect(rowOf(table, 'SPP-CAP-38')).not.toHaveTextContent(PRICE_NOT_SHARED);
      expect(rowOf(table, 'SPP-LID-90')).not.toHaveTextContent(PRICE_NOT_SHARED);
      expect(rowOf(table, 'SPP-LID-90')).toHaveTextContent('—');
      await user.hover(hidden);
      expect(await screen.findByRole('tooltip')).toHaveTextContent(PRICE_NOT_SHARED_NOTE);
    });

    it('the SKU page says PRICE NOT SHARED, explains it under the price, and offers no EDIT', async () => {
      skusApi({
        'GET /api/connect/skus/sku-2': { status: 200, body: { sku: buildSkuDetail({ ...groupSku }) } },
      });
      renderApp('/connect/sku/sku-2');
      expect(await screen.findByRole('heading', { name: 'ACME-BOX-12' }, APP_BOOT)).toBeInTheDocument();
      const price = screen.getByText(PRICE_NOT_SHARED);
      expect(price).toHaveAccessibleDescription(PRICE_NOT_SHARED_NOTE);
      expect(screen.getByText(PRICE_NOT_SHARED_NOTE)).toBeVisible();
      expect(screen.getByText('NOT SHARED')).toBeInTheDocument();
      expect(screen.queryByText('—')).not.toBeInTheDocument();
      expect(screen.queryByRole('button', { name: /EDIT/ })).not.toBeInTheDocument();
    });

    it('never offers to edit a SKU whose price the caller does not see, even were it marked theirs', async () => {
      skusApi({
        'GET /api/connect/skus/sku-2': {
          status: 200,
          body: { sku: buildSkuDetail({ ...groupSku, isMine: true }) },
        },
      });
      renderApp('/connect/sku/sku-2');
      expect(await screen.findByRole('heading', { name: 'ACME-BOX-12' }, APP_BOOT)).toBeInTheDocument();
      expect(screen.getByText(PRICE_NOT_SHARED)).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: /EDIT/ })).not.toBeInTheDocument();
    });
  },
);

describe('/connect/sku: the search lives in the URL', PAGE_TEST, () => {
  const filters = [{ status: 'ACTIVE' }];

  it('a shared or reloaded link runs its search text, filters and sort, and shows them on the bar', async () => {
    const api = skusApi();
    const query = new URLSearchParams({
      q: 'cap',
      filters: JSON.stringify(filters),
      orderBy: 'owner',
      orderDir: 'DESC',
    });
    renderApp(`/connect/sku?${query.toString()}`);
    expect(await screen.findByText(SKU_TEXTS.noSkus, {}, APP_BOOT)).toBeInTheDocument();
    expect(api.callsTo('POST /api/connect/skus/search')[0]?.body).toEqual({
      filters,
      searchText: 'cap',
      orderBy: 'owner',
      orderDir: 'DESC',
      batchNo: 1,
      batchSize: 30,
    });
    expect(screen.getByRole('textbox', { name: 'Filter the list' })).toHaveValue('cap');
    expect(screen.getByLabelText('1 applied')).toBeInTheDocument();
    const exported = new URL(
      screen.getByRole('link', { name: /EXPORT CSV/ }).getAttribute('href') ?? '',
      'http://localhost',
    );
    expect(JSON.parse(exported.searchParams.get('search') ?? '')).toMatchObject({
      searchText: 'cap',
      filters,
    });
  });

  it('a search and a sort are written to the URL; Back returns to the previous search', async () => {
    const api = skusApi({ 'POST /api/connect/skus/search': page([buildSkuRow()], 1) });
    const { user, router } = renderApp('/connect/sku');
    const box = await screen.findByRole('textbox', { name: 'Filter the list' }, APP_BOOT);
    await user.type(box, 'screw{Enter}');
    await waitFor(() => expect(locationOf(router)).toBe('/connect/sku?q=screw'));
    await waitFor(() =>
      expect(api.callsTo('POST /api/connect/skus/search').at(-1)?.body).toMatchObject({
        searchText: 'screw',
      }),
    );
    await user.click(await screen.findByRole('button', { name: /^OWNER, sort/ }));
    await waitFor(() =>
      expect(locationOf(router)).toBe(
        `/connect/sku?q=screw&orderBy=owner&orderDir=${CHOSEN_COLUMN_SORT_DIR}`,
      ),
    );
    await router.navigate(-1);
    await router.navigate(-1);
    await waitFor(() => expect(locationOf(router)).toBe('/connect/sku'));
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Filter the list' })).toHaveValue(''));
  });

  it('ignores filters in the URL that the SKU search does not take', async () => {
    const api = skusApi();
    renderApp(`/connect/sku?filters=${encodeURIComponent(JSON.stringify([{ nope: 'x' }]))}&orderBy=nope`);
    expect(await screen.findByText(SKU_TEXTS.noSkus, {}, APP_BOOT)).toBeInTheDocument();
    expect(api.callsTo('POST /api/connect/skus/search')[0]?.body).toMatchObject({
      filters: [],
      orderBy: 'productNumber',
      orderDir: 'ASC',
    });
  });
});

describe('/connect/sku/:key', PAGE_TEST, () => {
  const detail = buildSkuDetail({
    contracts: [
      {
        _id: 'c-1',
        referenceNumber: 'PO-2026-0412',
        contractType: 'BUYING',
        status: 'ACCEPTED',
        quantity: 1200,
        createdAt: '2026-11-21T00:00:00.000Z',
      },
    ],
    history: [
      {
        _id: '2',
        changeDate: '2026-11-22T06:30:00.000Z',
        changedBy: 'Sam Supplier',
        updatedFieldsText: 'Unit price: 12.00 → 12.50',
      },
      {
        _id: '1',
        changeDate: '2026-11-20T02:00:00.000Z',
        changedBy: 'Sam Supplier',
        updatedFieldsText: 'Created',
      },
    ],
  });

  it('shows every field, the contracts using it and the change history', async () => {
    skusApi({ 'GET /api/connect/skus/sku-1': { status: 200, body: { sku: detail } } });
    renderApp('/connect/sku/sku-1');
    expect(await screen.findByRole('heading', { name: 'SPP-CAP-38' }, APP_BOOT)).toBeInTheDocument();
    expect(screen.getByText('US$12.50')).toBeInTheDocument();
    expect(screen.getByText('0.004 KG')).toBeInTheDocument();
    expect(screen.getByText('Selangor Precision Plastics (TRUSTED PARTY)')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'PO-2026-0412' })).toHaveAttribute(
      'href',
      '/connect/contracts/c-1',
    );
    const history = screen.getByRole('table', { name: 'Change history' });
    const rows = within(history).getAllByRole('row').slice(1);
    expect(rows.map((r) => r.textContent)).toEqual([
      expect.stringContaining('Unit price: 12.00 → 12.50'),
      expect.stringContaining('Created'),
    ]);
    expect(within(history).getByText(/^22 Nov 2026 \d\d:30$/)).toBeInTheDocument();
  });

  it('hides EDIT from those who do not own the SKU', async () => {
    skusApi({ 'GET /api/connect/skus/sku-1': { status: 200, body: { sku: { ...detail, isMine: false } } } });
    renderApp('/connect/sku/sku-1');
    expect(await screen.findByRole('heading', { name: 'SPP-CAP-38' }, APP_BOOT)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /EDIT/ })).not.toBeInTheDocument();
  });

  it('edit: sends the version read; a refused save keeps what was typed and names the field', async () => {
    const api = skusApi({
      'GET /api/connect/skus/sku-1': { status: 200, body: { sku: detail } },
      'POST /api/connect/skus/edit': apiError(400, 'VALIDATION', 'Invalid request', {
        issues: [{ field: 'sku.productDescription', message: 'Too long for the catalogue' }],
      }),
    });
    const { user } = renderApp('/connect/sku/sku-1');
    await user.click(await screen.findByRole('button', { name: /EDIT/ }, APP_BOOT));
    const form = await screen.findByRole('form', { name: 'Edit SKU' }, APP_BOOT);
    const price = within(form).getByRole('textbox', { name: 'UNIT PRICE' });
    expect(price).toHaveValue('12.50');
    await user.clear(price);
    await user.type(price, '13.10');
    await user.click(within(form).getByRole('button', { name: 'SAVE' }));
    expect(await within(form).findByText('TOO LONG FOR THE CATALOGUE')).toBeInTheDocument();
    expect(price).toHaveValue('13.10');
    expect(api.callsTo('POST /api/connect/skus/edit')[0]?.body).toMatchObject({
      _id: 'sku-1',
      version: 2,
      sku: { productNumber: 'SPP-CAP-38', unitPrice: 1310, unitCurrency: 'USD', unitOfMeasure: 'PCS' },
    });
  });

  it('edit: a typed value the shared schema refuses is named before anything is sent', async () => {
    const api = skusApi({ 'GET /api/connect/skus/sku-1': { status: 200, body: { sku: detail } } });
    const { user } = renderApp('/connect/sku/sku-1');
    await user.click(await screen.findByRole('button', { name: /EDIT/ }, APP_BOOT));
    const form = await screen.findByRole('form', { name: 'Edit SKU' }, APP_BOOT);
    const weight = within(form).getByRole('textbox', { name: 'WEIGHT PER UNIT' });
    await user.clear(weight);
    await user.type(weight, 'heavy');
    await user.click(within(form).getByRole('button', { name: 'SAVE' }));
    expect(await within(form).findByText('MUST BE A NUMBER FROM 0 TO 1,000,000')).toBeInTheDocument();
    expect(api.callsTo('POST /api/connect/skus/edit')).toHaveLength(0);
  });

  it("answers an unknown or another owner's SKU as not found", async () => {
    skusApi({ 'GET /api/connect/skus/nope': apiError(404, 'NOT_FOUND', 'Not Found') });
    renderApp('/connect/sku/nope');
    expect(await screen.findByText('NO SKU FOUND', {}, APP_BOOT)).toBeInTheDocument();
  });
});
