import { SKU_TEXTS } from '@navia/domain/rules/skus/constants';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildCurrentUser } from '../../../test/factories.ts';
import { type ApiRoute, apiError, mockApi } from '../../../test/mock-api.ts';
import { locationOf, renderApp } from '../../../test/render-app.tsx';
import { buildSkuDetail, buildSkuRow } from '../rules/sku-factories.ts';

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

function skusApi(routes: Record<string, ApiRoute> = {}) {
  return mockApi({
    'GET /api/user/getUpdatedSelf': { status: 200, body: { user: supplier() } },
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
    const input = await waitFor(() => {
      const found = document.querySelector('input[type="file"]');
      if (!found) throw new Error('no file input yet');
      return found as HTMLInputElement;
    });
    await user.upload(
      input,
      new File(['productNumber,productDescription\nNEW-1,One\n'], 'skus.csv', { type: 'text/csv' }),
    );
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
    const input = await waitFor(() => {
      const found = document.querySelector('input[type="file"]');
      if (!found) throw new Error('no file input yet');
      return found as HTMLInputElement;
    });
    const csv = 'productNumber,productDescription\nNEW-1,One\n';
    await user.upload(input, new File([csv], 'skus.csv', { type: 'text/csv' }));
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
    const form = await screen.findByRole('form', { name: 'Edit SKU' });
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
    const form = await screen.findByRole('form', { name: 'Edit SKU' });
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
