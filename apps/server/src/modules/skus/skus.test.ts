/**
 * The SKU catalogue API (issue 17): who sees which SKUs (the owner, its partners in the network and
 * staff; another trusted party's only when partners), owner-only writes, the search with filters,
 * sort and batches, type-ahead, CSV export, create, edit with optimistic versions and history, and
 * the CSV import with its dry run and all-or-nothing write.
 */
import type { SkuDetail, SkuImportResponse, SkuSearchResponse } from '@navia/domain/contracts/skus';
import { beforeAll, describe, expect, it } from 'vitest';
import { createOrgGroup, createTrustedParty } from '../../test/factories.ts';
import { createTestApp, type TestApp, unique } from '../../test/test-app.ts';
import {
  type ContractAgent,
  connectUser,
  contractWorld,
  createBuying,
  linkTrustedParty,
  partnerTrustedParties,
  skuLine,
} from '../contracts/test-contracts.ts';
import { historyTextWithoutPrices } from './skus.presenter.ts';

let t: TestApp;
let w: Awaited<ReturnType<typeof skuWorld>>;
const unknownId = '00000000-0000-4000-8000-00000000abcd';

const partner = (a: string, b: string) => partnerTrustedParties(t, a, b);

/**
 * The contracts world (ACME linked to its supplier tp; KIWI linked to otherTp) plus a partner of the
 * supplier (a trusted party of its own network, not linked to ACME) and its user.
 */
async function skuWorld() {
  const world = await contractWorld(t);
  const partnerTp = await createTrustedParty(t.database.db);
  await partner(world.tp.id, partnerTp.id);
  return {
    ...world,
    partnerTp,
    partner: await connectUser(t, { role: 'TPADMIN', trustedPartyId: partnerTp.id }),
  };
}

const sku = (productNumber: string, overrides: Record<string, unknown> = {}) => ({
  productNumber,
  productDescription: `Product ${productNumber}`,
  unitPrice: 1250,
  unitCurrency: 'USD',
  ...overrides,
});

async function create(agent: ContractAgent, body: Record<string, unknown>): Promise<SkuDetail> {
  const res = await agent.post('/api/connect/skus/create', body);
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as { sku: SkuDetail }).sku;
}
const read = (agent: ContractAgent, id: string) => agent.get(`/api/connect/skus/${id}`);
async function search(agent: ContractAgent, body: Record<string, unknown> = {}): Promise<SkuSearchResponse> {
  const res = await agent.post('/api/connect/skus/search', body);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as SkuSearchResponse;
}
const numbersOf = (res: SkuSearchResponse) => res.result.map((r) => r.productNumber);
const importCsv = (agent: ContractAgent, csv: string, dryRun: boolean, extra: Record<string, unknown> = {}) =>
  agent.post('/api/connect/skus/import', { csv, dryRun, ...extra });
async function skuCount(where: string, params: unknown[]) {
  const res = await t.database.query<{ n: string }>(
    `select count(*)::text as n from skus where ${where}`,
    params,
  );
  return Number(res[0]?.n);
}
async function changeCount(where: string, params: unknown[]) {
  const res = await t.database.query<{ n: string }>(
    `select count(*)::text as n from sku_changes c join skus s on s.id = c.sku_id where ${where}`,
    params,
  );
  return Number(res[0]?.n);
}

beforeAll(async () => {
  t = await createTestApp();
  w = await skuWorld();
});

describe('POST /api/connect/skus/create', () => {
  it("adds a SKU to the caller's own catalogue, with a 'Created' history row", async () => {
    const created = await create(w.seller, {
      sku: sku(`TP-${unique()}`, { weightPerUnit: 0.25, unitOfMeasure: 'PCS' }),
    });
    expect(created).toMatchObject({
      owner: { _id: w.tp.id, kind: 'TRUSTED PARTY', name: w.tp.name },
      isMine: true,
      version: 1,
      unitPrice: 1250,
      unitCurrency: 'USD',
      unitOfMeasure: 'PCS',
      weightPerUnit: 0.25,
      unitOfWeight: 'KG',
      status: 'ACTIVE',
      createdBy: 'Sam Supplier',
      contracts: [],
    });
    expect(created.history).toEqual([
      {
        _id: expect.any(String),
        changeDate: expect.any(String),
        changedBy: 'Sam Supplier',
        updatedFieldsText: 'Created',
      },
    ]);
    const byGroup = await create(w.buyer, { sku: sku(`G-${unique()}`) });
    expect(byGroup.owner).toEqual({ _id: w.group.id, kind: 'ORGANISATION', name: w.group.name });
  });

  it('refuses a product number the owner already has (409), but another owner may use it', async () => {
    const number = `DUP-${unique()}`;
    await create(w.seller, { sku: sku(number) });
    const again = await w.seller.post('/api/connect/skus/create', { sku: sku(number) });
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('SKU_PRODUCT_NUMBER_TAKEN');
    await create(w.partner, { sku: sku(number) });
  });

  it.each([
    ['a missing description', { productDescription: '' }, 'sku.productDescription'],
    ['a price without currency', { unitCurrency: null }, 'sku.unitCurrency'],
    ['an unknown unit', { unitOfMeasure: 'BARREL' }, 'sku.unitOfMeasure'],
    ['a negative weight', { weightPerUnit: -1 }, 'sku.weightPerUnit'],
    ['a fractional price', { unitPrice: 12.5 }, 'sku.unitPrice'],
  ])('answers 400 for %s, naming the field', async (_name, overrides, field) => {
    const res = await w.seller.post('/api/connect/skus/create', { sku: sku(`BAD-${unique()}`, overrides) });
    expect(res.statusCode).toBe(400);
    expect(res.json().issues.map((i: { field: string }) => i.field)).toContain(field);
  });

  it('refuses another owner named by a non-staff caller (a partner 403, anyone else 404); staff must name the owner', async () => {
    const before = await skuCount('owner_trusted_party_id = $1 or org_group_id = $2', [
      w.partnerTp.id,
      w.kiwiGroup.id,
    ]);
    const named = (owner: Record<string, string>) =>
      w.seller.post('/api/connect/skus/create', { sku: sku(`X-${unique()}`), ...owner });
    // Partners in the seller's network: seen, not written.
    expect((await named({ ownerTrustedPartyId: w.partnerTp.id })).statusCode).toBe(403);
    expect((await named({ orgGroupId: w.group.id })).statusCode).toBe(403);
    // Outside it: as unknown.
    expect((await named({ ownerTrustedPartyId: w.otherTp.id })).statusCode).toBe(404);
    expect((await named({ orgGroupId: w.kiwiGroup.id })).statusCode).toBe(404);
    expect((await named({ orgGroupId: unknownId })).statusCode).toBe(404);
    expect(
      await skuCount('owner_trusted_party_id = $1 or org_group_id = $2', [w.partnerTp.id, w.kiwiGroup.id]),
    ).toBe(before);
    expect((await w.staff.post('/api/connect/skus/create', { sku: sku(`X-${unique()}`) })).statusCode).toBe(
      400,
    );
    const unknown = await w.staff.post('/api/connect/skus/create', {
      sku: sku(`X-${unique()}`),
      orgGroupId: unknownId,
    });
    expect(unknown.statusCode).toBe(404);
    const byStaff = await create(w.staff, { sku: sku(`ST-${unique()}`), ownerTrustedPartyId: w.tp.id });
    expect(byStaff.owner._id).toBe(w.tp.id);
  });
});

describe('who sees which SKUs', () => {
  it("shows a trusted party's SKU to it, its partners, its linked groups and staff; to nobody else (404 as unknown)", async () => {
    const tag = unique().toUpperCase();
    const mine = await create(w.seller, { sku: sku(`VIS-${tag}`) });
    for (const agent of [w.seller, w.partner, w.buyer, w.operator, w.staff]) {
      expect((await read(agent, mine._id)).statusCode).toBe(200);
      expect(numbersOf(await search(agent, { searchText: tag }))).toEqual([`VIS-${tag}`]);
    }
    for (const agent of [w.stranger, w.kiwi]) {
      const res = await read(agent, mine._id);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual((await read(agent, unknownId)).json());
      expect((await search(agent, { searchText: tag })).totalCount).toBe(0);
      expect((await agent.get(`/api/connect/skus/typeahead?text=${tag}`)).json().result).toEqual([]);
    }
  });

  it("shows a group's SKU to its users, its linked trusted parties and staff, not to the partners of those", async () => {
    const tag = unique().toUpperCase();
    const groupSku = await create(w.buyer, { sku: sku(`GRP-${tag}`) });
    for (const agent of [w.buyer, w.seller, w.staff])
      expect((await read(agent, groupSku._id)).statusCode).toBe(200);
    for (const agent of [w.partner, w.stranger, w.kiwi])
      expect((await read(agent, groupSku._id)).statusCode).toBe(404);
    expect((await read(w.seller, groupSku._id)).json().sku.isMine).toBe(false);
  });

  it('stops showing a former partner’s SKUs once the partnership is gone', async () => {
    const loneTp = await createTrustedParty(t.database.db);
    const lone = await connectUser(t, { role: 'TPADMIN', trustedPartyId: loneTp.id });
    const theirs = await create(lone, { sku: sku(`LONE-${unique()}`) });
    expect((await read(w.seller, theirs._id)).statusCode).toBe(404);
    await partner(w.tp.id, loneTp.id);
    expect((await read(w.seller, theirs._id)).statusCode).toBe(200);
    await t.database.query(
      'delete from trusted_party_partnerships where trusted_party_id = $1 and partner_trusted_party_id = $2',
      [w.tp.id, loneTp.id],
    );
    expect((await read(w.seller, theirs._id)).statusCode).toBe(404);
  });
});

describe('POST /api/connect/skus/edit', () => {
  it('writes the new values, moves the version on and records what changed in words', async () => {
    const created = await create(w.seller, { sku: sku(`ED-${unique()}`) });
    const res = await w.seller.post('/api/connect/skus/edit', {
      _id: created._id,
      version: 1,
      sku: { ...sku(created.productNumber), unitPrice: 1310, productDescription: 'Screw cap 38 mm' },
    });
    expect(res.statusCode, res.body).toBe(200);
    const edited = res.json().sku as SkuDetail;
    expect(edited).toMatchObject({ version: 2, unitPrice: 1310, productDescription: 'Screw cap 38 mm' });
    expect(edited.history.map((h) => h.updatedFieldsText)).toEqual([
      `Description: Product ${created.productNumber} → Screw cap 38 mm; Unit price: 12.50 → 13.10`,
      'Created',
    ]);
    expect(edited.history[0]?.changedBy).toBe('Sam Supplier');
  });

  it('answers 409 SKU_CHANGED for a stale version and changes nothing', async () => {
    const created = await create(w.seller, { sku: sku(`ST-${unique()}`) });
    const body = (unitPrice: number, version: number) => ({
      _id: created._id,
      version,
      sku: sku(created.productNumber, { unitPrice }),
    });
    expect((await w.seller.post('/api/connect/skus/edit', body(1400, 1))).statusCode).toBe(200);
    const stale = await w.seller.post('/api/connect/skus/edit', body(1500, 1));
    expect(stale.statusCode).toBe(409);
    expect(stale.json().code).toBe('SKU_CHANGED');
    expect((await read(w.seller, created._id)).json().sku).toMatchObject({ unitPrice: 1400, version: 2 });
  });

  it('keeps the version and writes no history when nothing changed', async () => {
    const created = await create(w.seller, { sku: sku(`NC-${unique()}`) });
    const res = await w.seller.post('/api/connect/skus/edit', {
      _id: created._id,
      version: 1,
      sku: sku(created.productNumber),
    });
    expect(res.json().sku).toMatchObject({
      version: 1,
      history: [expect.objectContaining({ updatedFieldsText: 'Created' })],
    });
  });

  it('lets only the owner (and staff) write: a partner gets 403, a stranger 404', async () => {
    const created = await create(w.seller, { sku: sku(`OW-${unique()}`) });
    const body = { _id: created._id, version: 1, sku: sku(created.productNumber, { unitPrice: 1 }) };
    expect((await w.partner.post('/api/connect/skus/edit', body)).statusCode).toBe(403);
    expect((await w.buyer.post('/api/connect/skus/edit', body)).statusCode).toBe(403);
    expect((await w.stranger.post('/api/connect/skus/edit', body)).statusCode).toBe(404);
    expect((await w.stranger.post('/api/connect/skus/edit', { ...body, _id: unknownId })).statusCode).toBe(
      404,
    );
    const byStaff = await w.staff.post('/api/connect/skus/edit', body);
    expect(byStaff.statusCode).toBe(200);
    expect(byStaff.json().sku.history[0]).toMatchObject({
      changedBy: 'Nadia Staff',
      updatedFieldsText: 'Unit price: 12.50 → 0.01',
    });
  });

  it("refuses renaming to another of the owner's product numbers", async () => {
    const a = await create(w.seller, { sku: sku(`RA-${unique()}`) });
    const b = await create(w.seller, { sku: sku(`RB-${unique()}`) });
    const res = await w.seller.post('/api/connect/skus/edit', {
      _id: b._id,
      version: 1,
      sku: sku(a.productNumber),
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('SKU_PRODUCT_NUMBER_TAKEN');
  });
});

describe('POST /api/connect/skus/search', () => {
  let tag: string;
  let world: Awaited<ReturnType<typeof skuWorld>>;
  beforeAll(async () => {
    world = await skuWorld();
    tag = unique().toUpperCase();
    const rows = Array.from({ length: 35 }, (_, i) => {
      const n = String(i).padStart(2, '0');
      return `${tag}-${n},Item ${n},${i + 1}.00,USD,${i % 5 === 0 ? 'INACTIVE' : 'ACTIVE'},${i}`;
    });
    const res = await importCsv(
      world.seller,
      ['productNumber,productDescription,unitPrice,unitCurrency,status,skuQtyAvailable', ...rows].join('\n'),
      false,
    );
    expect(res.statusCode, res.body).toBe(200);
    await create(world.partner, { sku: sku(`${tag}-PARTNER`) });
  });

  it('answers batches of 30 by default, sorted by product number, with the counts', async () => {
    const first = await search(world.seller, { filters: [{ productNumber: tag }] });
    expect(first).toMatchObject({ currentCount: 30, totalCount: 36 });
    expect(numbersOf(first).slice(0, 2)).toEqual([`${tag}-00`, `${tag}-01`]);
    const second = await search(world.seller, { filters: [{ productNumber: tag }], batchNo: 2 });
    expect(second.currentCount).toBe(6);
    expect(new Set([...numbersOf(first), ...numbersOf(second)]).size).toBe(36);
  });

  it('filters by status, owner and range, and sorts by any column', async () => {
    const inactive = await search(world.seller, { filters: [{ productNumber: tag, status: 'INACTIVE' }] });
    expect(numbersOf(inactive)).toEqual([
      `${tag}-00`,
      `${tag}-05`,
      `${tag}-10`,
      `${tag}-15`,
      `${tag}-20`,
      `${tag}-25`,
      `${tag}-30`,
    ]);
    const partners = await search(world.seller, { filters: [{ productNumber: tag, owner: 'PARTNERS' }] });
    expect(numbersOf(partners)).toEqual([`${tag}-PARTNER`]);
    const mine = await search(world.seller, { filters: [{ productNumber: tag, owner: 'MINE' }] });
    expect(mine.totalCount).toBe(35);
    const stock = await search(world.seller, {
      filters: [{ productNumber: tag, skuQtyAvailable: { from: 10, to: 12 } }],
    });
    expect(numbersOf(stock)).toEqual([`${tag}-10`, `${tag}-11`, `${tag}-12`]);
    const priciest = await search(world.seller, {
      filters: [{ productNumber: tag }],
      orderBy: 'unitPrice',
      orderDir: 'DESC',
      batchSize: 2,
    });
    expect(numbersOf(priciest)).toEqual([`${tag}-34`, `${tag}-33`]);
    const created = await search(world.seller, {
      filters: [{ productNumber: tag, createdAt: { durationType: 'PrevNext', prevDuration: 1 } }],
    });
    expect(created.totalCount).toBe(36);
  });

  it('answers 400 for an unknown filter or sort column', async () => {
    expect(
      (await world.seller.post('/api/connect/skus/search', { filters: [{ colour: 'red' }] })).statusCode,
    ).toBe(400);
    expect((await world.seller.post('/api/connect/skus/search', { orderBy: 'colour' })).statusCode).toBe(400);
    expect((await world.seller.post('/api/connect/skus/search', { batchSize: 1000 })).statusCode).toBe(400);
  });

  it('type-ahead answers from 3 characters, product numbers starting with the text first', async () => {
    expect((await world.seller.get('/api/connect/skus/typeahead?text=ab')).statusCode).toBe(400);
    const res = await world.seller.get(`/api/connect/skus/typeahead?text=${tag}-1`);
    expect(res.statusCode).toBe(200);
    expect(res.json().result.map((r: { productNumber: string }) => r.productNumber)).toEqual(
      Array.from({ length: 10 }, (_, i) => `${tag}-1${i}`),
    );
    expect(res.json().result[0]).toEqual({
      _id: expect.any(String),
      productNumber: `${tag}-10`,
      productDescription: 'Item 10',
      owner: world.tp.name,
    });
  });

  it('exports every matching SKU as CSV, which imports back unchanged', async () => {
    const search = JSON.stringify({ filters: [{ productNumber: tag, owner: 'MINE' }] });
    const res = await world.seller.get(`/api/connect/skus/export.csv?search=${encodeURIComponent(search)}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    expect(res.headers['content-disposition']).toMatch(/attachment; filename="skus-\d{4}-\d{2}-\d{2}\.csv"/);
    const lines = res.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines).toHaveLength(36);
    expect(lines[0]).toMatch(
      /^productNumber,productDescription,fullProductDescription,unitPrice,unitCurrency,.*,status,owner$/,
    );
    expect(lines[1]).toContain(`${tag}-00,Item 00,,1.00,USD,EA`);
    const back = await importCsv(world.seller, res.body, true);
    expect(back.statusCode, back.body).toBe(200);
    expect(back.json()).toMatchObject({ errors: [], created: 0, updated: 0, unchanged: 35 });
    // Another trusted party's export does not hold them.
    const theirs = await w.stranger.get(
      `/api/connect/skus/export.csv?search=${encodeURIComponent(JSON.stringify({ searchText: tag }))}`,
    );
    expect(
      theirs.body
        .replace(/^\uFEFF/, '')
        .trim()
        .split('\r\n'),
    ).toHaveLength(1);
  });

  it('answers 400 for an export search that is not JSON or not a search', async () => {
    expect((await world.seller.get('/api/connect/skus/export.csv?search=nope')).statusCode).toBe(400);
    const bad = encodeURIComponent(JSON.stringify({ orderBy: 'colour' }));
    expect((await world.seller.get(`/api/connect/skus/export.csv?search=${bad}`)).statusCode).toBe(400);
  });
});

describe('POST /api/connect/skus/import', () => {
  it('dry run: answers per-row errors and what each row would do, and writes nothing', async () => {
    const tp = await createTrustedParty(t.database.db);
    const user = await connectUser(t, { role: 'TPADMIN', trustedPartyId: tp.id, fullname: 'Ida Import' });
    const existing = await create(user, { sku: sku('EXIST-1') });
    const csv = [
      'productNumber,productDescription,unitPrice,unitCurrency',
      'NEW-1,New one,1.00,USD',
      'EXIST-1,Product EXIST-1,13.10,USD',
      'NEW-2,,1,USD',
      'NEW-3,Bad price,1.234,USD',
    ].join('\r\n');
    const res = await importCsv(user, csv, true);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      dryRun: true,
      written: false,
      errors: [
        { row: 4, field: 'productDescription', message: 'This field is required.' },
        { row: 5, field: 'unitPrice', message: 'must be a price in USD with at most 2 decimals' },
      ],
      rows: [
        { row: 2, productNumber: 'NEW-1', action: 'create', updatedFieldsText: '' },
        {
          row: 3,
          productNumber: 'EXIST-1',
          action: 'update',
          updatedFieldsText: 'Unit price: 12.50 → 13.10',
        },
      ],
      created: 1,
      updated: 1,
      unchanged: 0,
    } satisfies SkuImportResponse);
    expect(await skuCount('owner_trusted_party_id = $1', [tp.id])).toBe(1);
    expect((await read(user, existing._id)).json().sku).toMatchObject({ unitPrice: 1250, version: 1 });
    expect(await changeCount('s.owner_trusted_party_id = $1', [tp.id])).toBe(1);
  });

  it('a real run with any bad row writes nothing at all', async () => {
    const tp = await createTrustedParty(t.database.db);
    const user = await connectUser(t, { role: 'TPADMIN', trustedPartyId: tp.id });
    const csv = 'productNumber,productDescription\nOK-1,Fine\nOK-2,Fine\nOK-1,Twice\n';
    const res = await importCsv(user, csv, false);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      dryRun: false,
      written: false,
      errors: [{ row: 4, field: 'productNumber', message: 'OK-1 appears again (first in row 2)' }],
    });
    expect(await skuCount('owner_trusted_party_id = $1', [tp.id])).toBe(0);
  });

  it('a real run writes every row in one go, with a history row per SKU', async () => {
    const tp = await createTrustedParty(t.database.db);
    const user = await connectUser(t, { role: 'TPADMIN', trustedPartyId: tp.id, fullname: 'Ida Import' });
    const existing = await create(user, { sku: sku('KEEP-1', { weightPerUnit: 2 }) });
    const same = await create(user, { sku: sku('SAME-1') });
    const csv = [
      'Product number,Description,Unit price,Currency,Status',
      'NEW-1,"Cap, 38 mm",0.50,usd,active',
      'KEEP-1,Product KEEP-1,13.10,USD,INACTIVE',
      'SAME-1,Product SAME-1,12.50,USD,ACTIVE',
    ].join('\n');
    const res = await importCsv(user, csv, false);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ written: true, errors: [], created: 1, updated: 1, unchanged: 1 });

    const created = (await search(user, { searchText: 'NEW-1' })).result[0];
    expect(created).toMatchObject({
      productDescription: 'Cap, 38 mm',
      unitPrice: 50,
      unitCurrency: 'USD',
      status: 'ACTIVE',
    });
    const newDetail = (await read(user, created?._id ?? '')).json().sku as SkuDetail;
    expect(newDetail.history).toEqual([
      {
        _id: expect.any(String),
        changeDate: expect.any(String),
        changedBy: 'Ida Import',
        updatedFieldsText: 'Created (CSV import)',
      },
    ]);

    const updated = (await read(user, existing._id)).json().sku as SkuDetail;
    // Only the file's columns change: the weight stays.
    expect(updated).toMatchObject({ unitPrice: 1310, status: 'INACTIVE', weightPerUnit: 2, version: 2 });
    expect(updated.history[0]?.updatedFieldsText).toBe(
      'Unit price: 12.50 → 13.10; Status: ACTIVE → INACTIVE (CSV import)',
    );
    expect((await read(user, same._id)).json().sku).toMatchObject({
      version: 1,
      history: [expect.anything()],
    });
  });

  it('imports into the caller’s own catalogue only; staff name the owner', async () => {
    const csv = `productNumber,productDescription\nIMP-${unique()},One\n`;
    const before = await skuCount('owner_trusted_party_id in ($1, $2)', [w.partnerTp.id, w.otherTp.id]);
    expect((await importCsv(w.seller, csv, false, { ownerTrustedPartyId: w.partnerTp.id })).statusCode).toBe(
      403,
    );
    expect((await importCsv(w.seller, csv, false, { ownerTrustedPartyId: w.otherTp.id })).statusCode).toBe(
      404,
    );
    expect(await skuCount('owner_trusted_party_id in ($1, $2)', [w.partnerTp.id, w.otherTp.id])).toBe(before);
    expect((await importCsv(w.staff, csv, true)).statusCode).toBe(400);
    const group = await createOrgGroup(t.database.db, { name: `G ${unique()}` });
    const byStaff = await importCsv(w.staff, csv, false, { orgGroupId: group.id });
    expect(byStaff.json()).toMatchObject({ written: true, created: 1 });
    expect(await skuCount('org_group_id = $1', [group.id])).toBe(1);
  });

  it('answers a file-level problem as row errors, not a 400', async () => {
    const res = await importCsv(w.seller, 'colour\nred\n', true);
    expect(res.statusCode).toBe(200);
    expect(res.json().errors).toEqual([
      { row: 1, field: 'colour', message: 'is not a SKU column' },
      { row: 1, field: 'productNumber', message: 'the column is missing' },
      { row: 1, field: 'productDescription', message: 'the column is missing' },
    ]);
  });
});

describe('GET /api/connect/skus/:id, contracts using the SKU', () => {
  it('lists the contracts the caller sees whose lines name the SKU', async () => {
    const number = `CON-${unique()}`;
    const contract = await createBuying(w, { skus: [skuLine(number, 40), skuLine(`OTHER-${unique()}`, 5)] });
    const groupSku = (await search(w.buyer, { searchText: number })).result[0];
    expect(groupSku?.owner._id).toBe(w.group.id);
    const detail = (await read(w.buyer, groupSku?._id ?? '')).json().sku as SkuDetail;
    expect(detail.contracts).toEqual([
      {
        _id: contract._id,
        referenceNumber: contract.referenceNumber,
        contractType: 'BUYING',
        status: 'AWAITING ACCEPTANCE',
        quantity: 40,
        createdAt: expect.any(String),
      },
    ]);
    // The seller (a party to the contract, linked to the group) sees it too; KIWI sees neither.
    expect(((await read(w.seller, groupSku?._id ?? '')).json().sku as SkuDetail).contracts).toHaveLength(1);
    expect((await read(w.kiwi, groupSku?._id ?? '')).statusCode).toBe(404);
  });

  it('answers 400 for an id that is not a uuid', async () => {
    expect((await read(w.seller, 'not-an-id')).statusCode).toBe(400);
  });
});

describe("a group's catalogue prices stay the group's (decision 020)", () => {
  /**
   * ACME buys product X from its supplier (the world's seller) at 45.99, then from a second supplier
   * at 77.00 with a new description: the group's catalogue row now carries the second supplier's
   * price, which the first supplier must not learn.
   */
  async function pricedByAnotherSupplier() {
    const world = await skuWorld();
    const secondTp = await createTrustedParty(t.database.db);
    await linkTrustedParty(t, world.group.id, secondTp.id);
    const number = `PRC-${unique().toUpperCase()}`;
    await createBuying(world, { skus: [skuLine(number, 10, { unitPrice: 4599 })] });
    await createBuying(world, {
      skus: [skuLine(number, 10, { unitPrice: 4599 })],
      trustedPartyId: secondTp.id,
    });
    await createBuying(world, {
      skus: [skuLine(number, 10, { unitPrice: 7700, productDescription: 'Blender 500 W' })],
      trustedPartyId: secondTp.id,
    });
    const groupSku = (await search(world.buyer, { searchText: number })).result[0];
    expect(groupSku).toMatchObject({ unitPrice: 7700, unitCurrency: 'USD', owner: { _id: world.group.id } });
    return { world, number, id: groupSku?._id ?? '' };
  }

  it('reads the SKU and its history without the price for a linked trusted party; the group and staff see it', async () => {
    const { world, number, id } = await pricedByAnotherSupplier();
    const theirs = (await read(world.seller, id)).json().sku as SkuDetail;
    expect(theirs).toMatchObject({ unitPrice: null, unitCurrency: null, priceHidden: true, isMine: false });
    const texts = theirs.history.map((h) => h.updatedFieldsText);
    expect(texts).toEqual([
      `Description: Product ${number} → Blender 500 W (from a contract)`,
      'Created (from a contract)',
    ]);
    expect(JSON.stringify(theirs)).not.toMatch(/77\.00|45\.99|7700|4599/);
    for (const agent of [world.buyer, world.staff]) {
      const full = (await read(agent, id)).json().sku as SkuDetail;
      expect(full).toMatchObject({ unitPrice: 7700, unitCurrency: 'USD', priceHidden: false });
      expect(full.history[0]?.updatedFieldsText).toBe(
        `Description: Product ${number} → Blender 500 W; Unit price: 45.99 → 77.00 (from a contract)`,
      );
    }
    // A trusted party's own catalogue keeps its prices for its partners.
    const own = await create(world.seller, { sku: sku(`OWN-${unique()}`) });
    expect((await read(world.partner, own._id)).json().sku).toMatchObject({
      unitPrice: 1250,
      priceHidden: false,
    });
  });

  it('leaves the price out of the search, its currency filter, its sort and the CSV export', async () => {
    const { world, number } = await pricedByAnotherSupplier();
    const row = (await search(world.seller, { searchText: number })).result[0];
    expect(row).toMatchObject({
      productNumber: number,
      unitPrice: null,
      unitCurrency: null,
      priceHidden: true,
    });
    expect(
      (await search(world.seller, { searchText: number, filters: [{ unitCurrency: 'USD' }] })).totalCount,
    ).toBe(0);
    expect(
      (await search(world.buyer, { searchText: number, filters: [{ unitCurrency: 'USD' }] })).totalCount,
    ).toBe(1);

    const csv = await world.seller.get(
      `/api/connect/skus/export.csv?search=${encodeURIComponent(JSON.stringify({ searchText: number }))}`,
    );
    const line = csv.body.split('\r\n').find((l) => l.startsWith(`${number},`));
    expect(line).toMatch(new RegExp(`^${number},Blender 500 W,,,,EA,`));

    // Two group SKUs whose prices run against their ids: sorting by the hidden price must not order them.
    const tag = unique().toUpperCase();
    const a = await create(world.buyer, { sku: sku(`SRT-${tag}-A`, { unitPrice: 100 }) });
    const b = await create(world.buyer, { sku: sku(`SRT-${tag}-B`, { unitPrice: 100 }) });
    const [low, high] = [a, b].sort((x, y) => (x._id < y._id ? -1 : 1));
    await world.buyer.post('/api/connect/skus/edit', {
      _id: low?._id,
      version: 1,
      sku: { ...sku(low?.productNumber ?? ''), unitPrice: 9000 },
    });
    const idsSorted = async (agent: ContractAgent, orderDir: 'ASC' | 'DESC') =>
      (await search(agent, { searchText: `SRT-${tag}`, orderBy: 'unitPrice', orderDir })).result.map(
        (r) => r._id,
      );
    expect(await idsSorted(world.buyer, 'ASC')).toEqual([high?._id, low?._id]);
    expect(await idsSorted(world.seller, 'ASC')).toEqual([low?._id, high?._id]);
    expect(await idsSorted(world.seller, 'DESC')).toEqual([high?._id, low?._id]);
  });

  it('drops only the price parts of a history text', () => {
    expect(historyTextWithoutPrices('Unit price: 5.00 → 6.50')).toBeNull();
    expect(
      historyTextWithoutPrices('Unit price: 5.00 → 6.50; Currency: USD → AUD (from a contract)'),
    ).toBeNull();
    expect(historyTextWithoutPrices('Description: A → B; Unit price: 5.00 → 6.50 (CSV import)')).toBe(
      'Description: A → B (CSV import)',
    );
    expect(historyTextWithoutPrices('Unit price: — → 1.00; Status: ACTIVE → INACTIVE')).toBe(
      'Status: ACTIVE → INACTIVE',
    );
    expect(historyTextWithoutPrices('Created (CSV import)')).toBe('Created (CSV import)');
  });
});
