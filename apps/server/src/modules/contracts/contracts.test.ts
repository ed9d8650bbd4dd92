/**
 * The contracts API, creating and reading (issue 16): create with its ownership rules, the
 * reference rule (connect §5: 401 'Order number already taken'), visibility (nobody but the parties
 * and staff sees a contract), the search with its filters, sort, batches, favourites, only action
 * required and status counts, getAll, getSKUs, getDateGroupCount and the CONTRACT notifications.
 */
import type { Contract } from '@navia/domain/contracts/connect-contracts';
import { CONTRACT_TEXTS } from '@navia/domain/rules/contracts/constants';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTrustedParty } from '../../test/factories.ts';
import { createTestApp, type TestApp, unique } from '../../test/test-app.ts';
import { createOrder } from '../shipments/test-factories.ts';
import {
  addFavourite,
  buyingContract,
  type ContractAgent,
  type ContractWorld,
  connectUser,
  contractWorld,
  createBuying,
  linkTrustedParty,
  newReference,
  partnerTrustedParties,
  setApprovals,
  skuLine,
} from './test-contracts.ts';

let t: TestApp;
let w: ContractWorld;
const unknownId = '00000000-0000-4000-8000-00000000abcd';

beforeAll(async () => {
  t = await createTestApp();
  w = await contractWorld(t);
});

const fieldOf = (res: { json: () => unknown }) =>
  (res.json() as { issues: { field: string }[] }).issues[0]?.field;

describe('POST /api/connect/contracts/create', () => {
  it('creates a buying contract awaiting the seller, with its lines, history and the creator subscribed', async () => {
    const c = await createBuying(w);
    expect(c).toMatchObject({
      contractType: 'BUYING',
      status: 'AWAITING ACCEPTANCE',
      stage: 'ACCEPT',
      awaitingParty: 'seller',
      creatorSide: 'buyer',
      isChild: false,
      approvalsRequired: false,
      version: 1,
      organisation: w.group.name,
      buyer: { name: w.group.name, kind: 'ORGANISATION', _id: w.group.id },
      seller: { name: w.tp.name, kind: 'TRUSTED PARTY', _id: w.tp.id },
      myParties: ['buyer', 'approver'],
      isViewActionRequired: false,
      notifications: true,
      order: null,
      parentContract: null,
    });
    expect(c.skus.map((s) => [s.productNumber, s.quantity, s.status, s.skuQtyAvailable])).toEqual([
      ['ACM-BLND-500', 1200, 'PENDING', 1200],
      ['ACM-KETL-200', 600, 'PENDING', 600],
      ['ACM-TOST-100', 300, 'PENDING', 300],
    ]);
    expect(c.history).toEqual([
      expect.objectContaining({
        action: 'create',
        changedBy: 'Mei Ling Tan',
        fromStatus: null,
        toStatus: 'AWAITING ACCEPTANCE',
        updatedFieldsText: 'created with 3 SKUs',
      }),
    ]);
    const asSeller = (await w.seller.read(c._id)).json().contract as Contract;
    expect(asSeller).toMatchObject({
      myParties: ['seller'],
      isViewActionRequired: true,
      notifications: false,
    });
  });

  it('lets staff create for a group they name, and asks for it when missing', async () => {
    const missing = await w.staff.call('create', { contract: buyingContract(w) });
    expect(missing.statusCode).toBe(400);
    expect(fieldOf(missing)).toBe('contract.orgGroupId');
    const c = await w.staff.ok('create', { contract: buyingContract(w, { orgGroupId: w.group.id }) });
    expect(c).toMatchObject({ orgGroupId: w.group.id, creatorSide: 'buyer', myParties: ['admin'] });
  });

  it('lets a trusted party create for a linked group only, as the seller of a buying contract', async () => {
    const body = buyingContract(w, { orgGroupId: w.group.id, trustedPartyId: null });
    const c = await w.seller.ok('create', { contract: body });
    expect(c).toMatchObject({ creatorSide: 'seller', awaitingParty: 'buyer', trustedPartyId: w.tp.id });
    expect((await w.buyer.read(c._id)).json().contract.isViewActionRequired).toBe(true);

    const noGroup = await w.seller.call('create', { contract: buyingContract(w, { trustedPartyId: null }) });
    expect([noGroup.statusCode, fieldOf(noGroup)]).toEqual([400, 'contract.orgGroupId']);
    const unlinked = await w.seller.call('create', {
      contract: buyingContract(w, { orgGroupId: w.kiwiGroup.id, trustedPartyId: null }),
    });
    expect(unlinked.statusCode).toBe(404);
    const otherTp = await w.seller.call('create', {
      contract: buyingContract(w, { orgGroupId: w.group.id, trustedPartyId: w.otherTp.id }),
    });
    expect(otherTp.statusCode).toBe(404);
  });

  it('needs a linked counterparty for buying and selling, and none for a stock transfer', async () => {
    const none = await w.buyer.call('create', { contract: buyingContract(w, { trustedPartyId: null }) });
    expect([none.statusCode, fieldOf(none)]).toEqual([400, 'contract.trustedPartyId']);
    // Another group's trusted party answers exactly as an unknown one.
    const foreign = await w.buyer.call('create', {
      contract: buyingContract(w, { trustedPartyId: w.otherTp.id }),
    });
    const unknown = await w.buyer.call('create', {
      contract: buyingContract(w, { trustedPartyId: unknownId }),
    });
    expect([foreign.statusCode, unknown.statusCode]).toEqual([404, 404]);
    expect(foreign.json()).toEqual(unknown.json());

    const stockWithTp = await w.buyer.call('create', {
      contract: buyingContract(w, { contractType: 'STOCK TRANSFER' }),
    });
    expect([stockWithTp.statusCode, fieldOf(stockWithTp)]).toEqual([400, 'contract.trustedPartyId']);
    const stock = await w.buyer.ok('create', {
      contract: buyingContract(w, { contractType: 'STOCK TRANSFER', trustedPartyId: null }),
    });
    expect(stock).toMatchObject({
      buyer: { name: w.group.name },
      seller: { name: w.group.name },
      myParties: ['buyer', 'seller', 'approver'],
    });
    // A trusted party is never party to a stock transfer.
    const byTp = await w.seller.call('create', {
      contract: buyingContract(w, {
        contractType: 'STOCK TRANSFER',
        trustedPartyId: null,
        orgGroupId: w.group.id,
      }),
    });
    expect([byTp.statusCode, fieldOf(byTp)]).toEqual([400, 'contract.contractType']);
    const selling = await w.buyer.ok('create', { contract: buyingContract(w, { contractType: 'SELLING' }) });
    expect(selling).toMatchObject({
      buyer: { name: w.tp.name, kind: 'TRUSTED PARTY' },
      seller: { name: w.group.name },
      awaitingParty: 'buyer',
      myParties: ['seller', 'approver'],
    });
  });

  it('refuses a stock transfer when the group has it switched off', async () => {
    const group = await contractWorld(t);
    await t.database.query(
      'insert into contract_settings (org_group_id, stock_transfer_disabled) values ($1, true)',
      [group.group.id],
    );
    const res = await group.buyer.call('create', {
      contract: buyingContract(group, { contractType: 'STOCK TRANSFER', trustedPartyId: null }),
    });
    expect([res.statusCode, fieldOf(res)]).toEqual([400, 'contract.contractType']);
  });

  it('answers bad input with 400 naming the field', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ skus: [] }, 'contract.skus'],
      [{ skus: [skuLine('A', 0)] }, 'contract.skus.0.quantity'],
      [{ skus: [skuLine('A', 1, { unitPrice: 12.5 })] }, 'contract.skus.0.unitPrice'],
      [{ contractType: 'RENTING' }, 'contract.contractType'],
      [{ referenceNumber: '' }, 'contract.referenceNumber'],
      [{ productReadyDate: '2026-02-30' }, 'contract.productReadyDate'],
      [{ productReadyDate: '2026-05-02', productDeliveryDate: '2026-05-01' }, 'contract.productDeliveryDate'],
      [{ trustedPartyId: 'not-a-uuid' }, 'contract.trustedPartyId'],
      [{ transportType: 'RAIL' }, 'contract.transportType'],
    ];
    for (const [overrides, field] of cases) {
      const res = await w.buyer.call('create', { contract: buyingContract(w, overrides) });
      expect(res.statusCode, JSON.stringify(overrides)).toBe(400);
      expect(fieldOf(res), JSON.stringify(overrides)).toBe(field);
    }
  });

  it("answers 401 'Order number already taken' for a reference the group uses, or a hub order's number", async () => {
    const first = await createBuying(w);
    const again = await w.buyer.call('create', {
      contract: buyingContract(w, { referenceNumber: first.referenceNumber.toLowerCase() }),
    });
    expect(again.statusCode).toBe(401);
    expect(again.json().message).toBe(CONTRACT_TEXTS.orderNumberTaken);

    const order = await createOrder(t.database.db, w.group.id);
    const hub = await w.buyer.call('create', {
      contract: buyingContract(w, { referenceNumber: order.ordNumber }),
    });
    expect([hub.statusCode, hub.json().message]).toEqual([401, 'Order number already taken']);

    // Another group may use the same reference.
    const elsewhere = await contractWorld(t);
    await elsewhere.buyer.ok('create', {
      contract: buyingContract(elsewhere, { referenceNumber: first.referenceNumber }),
    });
  });

  it('lets only one of two concurrent creations with the same reference win', async () => {
    const referenceNumber = newReference();
    const results = await Promise.all(
      [0, 1].map(() => w.buyer.call('create', { contract: buyingContract(w, { referenceNumber }) })),
    );
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 401]);
  });

  it("copies the group's approval setting and applies its auto-assign routes", async () => {
    const world = await contractWorld(t);
    await setApprovals(t, world.group.id, true);
    await t.database.query(
      `insert into contract_auto_assign_routes (org_group_id, user_id, port_of_loading, position)
       values ($1, $2, 'SGSIN', 0), ($1, $3, null, 1)`,
      [world.group.id, world.operator.user.id, world.buyer.user.id],
    );
    const toSingapore = await createBuying(world, { portOfLoading: 'sgsin' });
    expect(toSingapore.approvalsRequired).toBe(true);
    expect(toSingapore.userAssigned).toEqual({
      _id: world.operator.user.id,
      fullname: world.operator.user.fullname,
    });
    const fromPenang = await createBuying(world);
    expect(fromPenang.userAssigned?._id).toBe(world.buyer.user.id);
  });

  it('keeps catalogue SKUs of lines that are not ad hoc', async () => {
    const world = await contractWorld(t);
    await createBuying(world, {
      skus: [
        skuLine('CAT-001', 5, { productDescription: 'Catalogued kettle' }),
        skuLine('ADHOC-9', 2, { isAdhoc: true }),
      ],
    });
    const res = await world.buyer.get('/api/connect/contracts/getSKUs?filters=cat-0');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().result).toEqual([
      expect.objectContaining({
        productNumber: 'CAT-001',
        productDescription: 'Catalogued kettle',
        quantity: null,
      }),
    ]);
    const adhoc = await world.buyer.get('/api/connect/contracts/getSKUs?filters=ADHOC');
    expect(adhoc.json().result).toEqual([]);
    // Another group's catalogue is not the caller's.
    expect((await w.kiwi.get('/api/connect/contracts/getSKUs?filters=CAT-001')).json().result).toEqual([]);
  });

  it("records a catalogue SKU's creation and each change a contract's lines make, with a new version", async () => {
    const world = await contractWorld(t);
    await createBuying(world, {
      skus: [skuLine('HIST-1', 5, { unitPrice: 500, productDescription: 'Kettle' })],
    });
    await createBuying(world, {
      skus: [skuLine('HIST-1', 2, { unitPrice: 500, productDescription: 'Kettle' })],
    });
    await createBuying(world, {
      skus: [skuLine('HIST-1', 2, { unitPrice: 650, productDescription: 'Kettle' })],
    });
    const [sku] = await t.database.query<{ id: string; version: number; unit_price: string }>(
      'select id, version, unit_price from skus where org_group_id = $1 and product_number = $2',
      [world.group.id, 'HIST-1'],
    );
    expect(sku?.version).toBe(2);
    const history = await t.database.query<{ updated_fields_text: string; changed_by_name: string }>(
      'select updated_fields_text, changed_by_name from sku_changes where sku_id = $1 order by id',
      [sku?.id],
    );
    // The second contract repeats the line unchanged: no row.
    expect(history.map((h) => h.updated_fields_text)).toEqual([
      'Created (from a contract)',
      expect.stringMatching(/^Unit price: .*5\.00 → .*6\.50 \(from a contract\)$/),
    ]);
    expect(history[0]?.changed_by_name).toBe('Mei Ling Tan');
  });

  it("answers a trusted party's SKUs from its own contracts' lines, never the group's catalogue", async () => {
    const world = await contractWorld(t);
    const rival = await createTrustedParty(t.database.db);
    await linkTrustedParty(t, world.group.id, rival.id);
    const skusOf = async (agent: ContractAgent, filters = '') => {
      const res = await agent.get(`/api/connect/contracts/getSKUs?filters=${filters}`);
      expect(res.statusCode, res.body).toBe(200);
      return res.json().result as { _id: string; productNumber: string; unitPrice: number | null }[];
    };
    // The seller's contracts name SHARED-1 at 500, then at 450: its latest line.
    await createBuying(world, { skus: [skuLine('SHARED-1', 5, { unitPrice: 500 })] });
    const latest = await createBuying(world, {
      skus: [skuLine('SHARED-1', 5, { unitPrice: 450 }), skuLine('LOOSE-1', 1, { isAdhoc: true })],
    });
    // A rival's contract refreshes the group's catalogue: SHARED-1 at 999, and RIVAL-1.
    await createBuying(world, {
      trustedPartyId: rival.id,
      skus: [skuLine('SHARED-1', 5, { unitPrice: 999 }), skuLine('RIVAL-1', 1, { unitPrice: 777 })],
    });
    expect((await skusOf(world.buyer, 'shared')).map((s) => s.unitPrice)).toEqual([999]);
    expect((await skusOf(world.seller)).map((s) => [s._id, s.productNumber, s.unitPrice])).toEqual([
      [latest.skus[0]?._id, 'SHARED-1', 450],
    ]);
    expect(await skusOf(world.seller, 'rival')).toEqual([]);

    // A trusted party's lines link the catalogue row that exists, and never create nor change one.
    const byTp = await world.seller.ok('create', {
      contract: buyingContract(world, {
        orgGroupId: world.group.id,
        trustedPartyId: null,
        skus: [skuLine('SHARED-1', 5, { unitPrice: 1 }), skuLine('TP-ONLY-1', 5, { unitPrice: 2 })],
      }),
    });
    const amended = await world.seller.call('submitSkus', {
      id: byTp._id,
      referenceNumber: byTp.referenceNumber,
      skus: [
        { ...skuLine('SHARED-1', 5, { unitPrice: 3 }), _id: byTp.skus[0]?._id },
        skuLine('TP-ONLY-2', 1, { unitPrice: 4 }),
      ],
    });
    expect(amended.statusCode, amended.body).toBe(200);
    expect((await skusOf(world.buyer, 'shared')).map((s) => s.unitPrice)).toEqual([999]);
    expect(await skusOf(world.buyer, 'tp-only')).toEqual([]);
    const links = await t.database.query<{ product_number: string; sku_id: string | null }>(
      'select product_number, sku_id from contract_skus where contract_id = $1 order by position',
      [byTp._id],
    );
    const [catalogued] = await t.database.query<{ id: string }>(
      'select id from skus where org_group_id = $1 and product_number = $2',
      [world.group.id, 'SHARED-1'],
    );
    expect(links).toEqual([
      { product_number: 'SHARED-1', sku_id: catalogued?.id },
      { product_number: 'TP-ONLY-2', sku_id: null },
    ]);
  });

  it('upserts the catalogue of concurrent contracts naming the same SKUs in opposite orders', async () => {
    const world = await contractWorld(t);
    const names = ['ORD-A', 'ORD-B', 'ORD-C', 'ORD-D'];
    const results = await Promise.all(
      [names, [...names].reverse()].map((order) =>
        world.buyer.call('create', {
          contract: buyingContract(world, { skus: order.map((n) => skuLine(n, 1)) }),
        }),
      ),
    );
    expect(results.map((r) => r.statusCode)).toEqual([200, 200]);
    const [row] = await t.database.query<{ n: number }>(
      `select count(*)::int as n from skus where org_group_id = $1 and product_number like 'ORD-%'`,
      [world.group.id],
    );
    expect(row?.n).toBe(4);
  });
});

describe('who sees a contract', () => {
  it('shows nothing of it to another group or an unrelated trusted party; staff see it', async () => {
    const c = await createBuying(w);
    for (const outsider of [w.kiwi, w.stranger]) {
      const found = await outsider.search({ filters: [{ referenceNumber: c.referenceNumber }] });
      expect(found.totalCount).toBe(0);
      const read = await outsider.read(c._id);
      const unknown = await outsider.read(unknownId);
      expect(read.statusCode).toBe(404);
      expect(read.json()).toEqual(unknown.json());
      const attempts: [string, unknown][] = [
        ['accept', { id: c._id, referenceNumber: c.referenceNumber }],
        ['reject', { id: c._id, referenceNumber: c.referenceNumber }],
        ['cancel', { contractId: c._id }],
        ['edit', { updatedValues: { _id: c._id, goodsDescription: 'x' } }],
        ['submitSkus', { id: c._id, referenceNumber: 'x', skus: [skuLine('X', 1)] }],
        ['skuQtyConfirm', { contractId: c._id, skus: [{ _id: c.skus[0]?._id, quantityTemp: 1 }] }],
        ['assignUser', { contractId: c._id, userAssigned: null, referenceNumber: 'x' }],
        [
          'childCreate',
          {
            contract: {
              parentContract: c._id,
              referenceNumber: 'X-1',
              skus: [{ _id: c.skus[0]?._id, quantity: 1 }],
            },
          },
        ],
        ['approveExisting', { contract: { _id: c._id } }],
        ['deleteChild', { contract: { _id: c._id } }],
        ['rejectChild', { contract: { _id: c._id }, value: 'no' }],
        ['editChild', { contract: { _id: c._id, skus: [{ _id: c.skus[0]?._id, quantity: 1 }] } }],
      ];
      for (const [path, body] of attempts) {
        const res = await outsider.call(path, body);
        expect(res.statusCode, `${path}: ${res.body}`).toBe(404);
      }
      const skus = await outsider.get(`/api/connect/contracts/getSKUs?contractId=${c._id}`);
      expect(skus.statusCode).toBe(404);
      const all = await outsider.get('/api/connect/contracts/getAll');
      expect(all.json().result.map((r: { _id: string }) => r._id)).not.toContain(c._id);
    }
    expect((await w.staff.read(c._id)).statusCode).toBe(200);
    const staffSearch = await w.staff.search({
      orgGroupCode: w.group.code,
      filters: [{ referenceNumber: c.referenceNumber }],
    });
    expect(staffSearch.result.map((r) => r._id)).toEqual([c._id]);
    expect(staffSearch.result[0]?.myParties).toEqual(['admin']);
  });
});

describe('POST /api/connect/contracts/get', () => {
  let s: ContractWorld;
  let made: Contract[];
  beforeAll(async () => {
    s = await contractWorld(t);
    made = [];
    made.push(
      await createBuying(s, {
        referenceNumber: 'SRCH-A',
        productReadyDate: '2026-06-01',
        skus: [skuLine('ALPHA-1', 10)],
      }),
    );
    made.push(
      await createBuying(s, {
        referenceNumber: 'SRCH-B',
        productReadyDate: '2026-06-15',
        skus: [skuLine('BETA-1', 20), skuLine('BETA-2', 5)],
      }),
    );
    made.push(
      await createBuying(s, {
        referenceNumber: 'SRCH-C',
        productReadyDate: null,
        productDeliveryDate: null,
        transportType: 'AIR',
        skus: [skuLine('GAMMA-1', 100)],
      }),
    );
    made.push(
      await s.seller.ok('create', {
        contract: buyingContract(s, {
          referenceNumber: 'SRCH-D',
          orgGroupId: s.group.id,
          trustedPartyId: null,
          skus: [skuLine('DELTA-1', 1)],
        }),
      }),
    );
    // SRCH-A accepted: it awaits the seller's quantities.
    await s.seller.ok('accept', { id: made[0]?._id, referenceNumber: 'SRCH-A' });
  });
  const refs = (res: { result: { referenceNumber: string }[] }) => res.result.map((r) => r.referenceNumber);

  it('sorts by createdAt DESC by default, and by any sort column either way', async () => {
    const all = await s.buyer.search({});
    expect(all.totalCount).toBe(4);
    expect(all.currentCount).toBe(4);
    expect(refs(all)).toEqual(['SRCH-D', 'SRCH-C', 'SRCH-B', 'SRCH-A']);
    expect(refs(await s.buyer.search({ orderBy: 'referenceNumber', orderDir: 'ASC' }))).toEqual([
      'SRCH-A',
      'SRCH-B',
      'SRCH-C',
      'SRCH-D',
    ]);
    expect(refs(await s.buyer.search({ orderBy: 'totalQuantity', orderDir: 'desc' }))).toEqual([
      'SRCH-C',
      'SRCH-B',
      'SRCH-A',
      'SRCH-D',
    ]);
    // Rows without the date come last either way.
    expect(refs(await s.buyer.search({ orderBy: 'productReadyDate', orderDir: 'ASC' })).at(-1)).toBe(
      'SRCH-C',
    );
  });

  it('answers in batches, counting the batch and the whole match', async () => {
    const page = (batchNo: number) =>
      s.buyer.search({ orderBy: 'referenceNumber', orderDir: 'ASC', batchNo, batchSize: 3 });
    const first = await page(1);
    const second = await page(2);
    expect([refs(first), first.currentCount, first.totalCount]).toEqual([
      ['SRCH-A', 'SRCH-B', 'SRCH-C'],
      3,
      4,
    ]);
    expect([refs(second), second.currentCount, second.totalCount]).toEqual([['SRCH-D'], 1, 4]);
    expect(Date.parse(first.timestamp)).not.toBeNaN();
  });

  it('filters by text, options, ranges, dates and product numbers', async () => {
    const found = async (filters: Record<string, unknown>[]) =>
      refs(await s.buyer.search({ filters, orderBy: 'referenceNumber', orderDir: 'ASC' }));
    expect(await found([{ referenceNumber: 'srch-b' }])).toEqual(['SRCH-B']);
    expect(await found([{ referenceNumber: 'SRCH-A##SRCH-C' }])).toEqual(['SRCH-A', 'SRCH-C']);
    expect(await found([{ productNumber: 'beta-2' }])).toEqual(['SRCH-B']);
    expect(await found([{ status: 'ACCEPTED' }])).toEqual(['SRCH-A']);
    expect(await found([{ status: 'AWAITING ACCEPTANCE', transportType: 'AIR' }])).toEqual(['SRCH-C']);
    expect(await found([{ totalQuantity: { from: 10, to: 25 } }])).toEqual(['SRCH-A', 'SRCH-B']);
    expect(await found([{ seller: s.tp.name.toLowerCase() }])).toHaveLength(4);
    expect(await found([{ buyer: 'nobody-like-this' }])).toEqual([]);
    expect(
      await found([
        { productReadyDate: { durationType: 'DateRange', startDate: '2026-06-01', endDate: '2026-06-10' } },
      ]),
    ).toEqual(['SRCH-A']);
    expect(await found([{ productReadyDate: { durationType: 'PrevNext', isBlank: true } }])).toEqual([
      'SRCH-C',
    ]);
    expect(
      await found([{ createdAt: { durationType: 'PrevNext', prevDuration: 1, nextDuration: 1 } }]),
    ).toHaveLength(4);
    expect(await found([{ createdAt: '7 DAYS', contractType: 'SELLING' }])).toEqual([]);
    const text = await s.buyer.search({ searchText: 'gamma' });
    expect(refs(text)).toEqual(['SRCH-C']);
  });

  it('matches the search bar on the reference, either party, the organisation or a product number', async () => {
    const bar = async (agent: ContractAgent, searchText: string) =>
      refs(await agent.search({ searchText, orderBy: 'referenceNumber', orderDir: 'ASC' }));
    expect(await bar(s.buyer, 'srch-b')).toEqual(['SRCH-B']);
    expect(await bar(s.buyer, 'beta-2')).toEqual(['SRCH-B']);
    // The trusted party's name (the seller of all four) and the buyer's group's name.
    const all = ['SRCH-A', 'SRCH-B', 'SRCH-C', 'SRCH-D'];
    expect(await bar(s.buyer, s.tp.name.toLowerCase())).toEqual(all);
    expect(await bar(s.buyer, s.group.name.toUpperCase())).toEqual(all);
    expect(await bar(s.seller, s.group.name)).toEqual(all);
    // Another group's or trusted party's name matches none of them.
    expect(await bar(s.buyer, s.kiwiGroup.name)).toEqual([]);
    expect(await bar(s.buyer, s.otherTp.name)).toEqual([]);
    expect(
      (await s.buyer.search({ searchText: 'nothing-like-this', includeStatusTotals: true })).totalCount,
    ).toBe(0);
  });

  it('answers the status counts over the whole match when asked', async () => {
    const res = await s.buyer.search({ includeStatusTotals: true, batchSize: 1 });
    expect(res.statusCounts).toMatchObject({ ACCEPTED: 1, 'AWAITING ACCEPTANCE': 3, REJECTED: 0 });
    expect((await s.buyer.search({})).statusCounts).toBeNull();
  });

  it("shows only the caller's favourites on the favourites tab", async () => {
    await addFavourite(t, s.buyer.user.id, made[1]?._id ?? '');
    expect(refs(await s.buyer.search({ key: 'favourites' }))).toEqual(['SRCH-B']);
    expect(refs(await s.buyer.search({ getFavourites: true }))).toEqual(['SRCH-B']);
    expect((await s.buyer.search({})).result.find((r) => r.referenceNumber === 'SRCH-B')?.isFavourite).toBe(
      true,
    );
    expect((await s.operator.search({ key: 'favourites' })).totalCount).toBe(0);
  });

  it('shows only what awaits the caller when only action required is on, and remembers the toggle', async () => {
    // The seller owes an answer on B and C and its quantities on A; the buyer owes one on D.
    expect(
      refs(
        await s.seller.search({ isOnlyActionRequired: true, orderBy: 'referenceNumber', orderDir: 'ASC' }),
      ),
    ).toEqual(['SRCH-A', 'SRCH-B', 'SRCH-C']);
    const buyerView = await s.buyer.search({ isOnlyActionRequired: true });
    expect(refs(buyerView)).toEqual(['SRCH-D']);
    expect(buyerView.result[0]?.isViewActionRequired).toBe(true);
    const [stored] = await t.database.query<{ is_view_action_required: boolean }>(
      'select is_view_action_required from users where id = $1',
      [s.buyer.user.id],
    );
    expect(stored?.is_view_action_required).toBe(true);
    expect(refs(await s.staff.search({ isOnlyActionRequired: true, orgGroupCode: s.group.code }))).toEqual(
      [],
    );
  });

  it('refuses bad search input naming the field', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ orderBy: 'colour' }, 'orderBy'],
      [{ batchNo: 0 }, 'batchNo'],
      [{ filters: [{ status: 'SLEEPING' }] }, 'filters.0.status'],
      [{ filters: [{ colour: 'red' }] }, 'filters.0'],
      [{ key: 'mine' }, 'key'],
    ];
    for (const [body, field] of cases) {
      const res = await s.buyer.call('get', body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(fieldOf(res), JSON.stringify(body)).toBe(field);
    }
  });

  it('counts the matching contracts per period of a date field', async () => {
    const res = await s.buyer.call('getDateGroupCount', {
      field: 'productReadyDate',
      dateFormat: 'month',
      filters: [],
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().result).toEqual([
      { date: '2026-06-01', count: 2 },
      { date: '2026-12-01', count: 1 },
    ]);
    const days = await s.buyer.call('getDateGroupCount', {
      field: 'productReadyDate',
      dateFormat: 'day',
      filters: [{ referenceNumber: 'SRCH-B' }],
    });
    expect(days.json().result).toEqual([{ date: '2026-06-15', count: 1 }]);
    const created = await s.buyer.call('getDateGroupCount', { field: 'createdAt', dateFormat: 'year' });
    expect(created.json().result).toEqual([{ date: `${new Date().getUTCFullYear()}-01-01`, count: 4 }]);
    const bad = await s.buyer.call('getDateGroupCount', { field: 'eta', dateFormat: 'month' });
    expect([bad.statusCode, fieldOf(bad)]).toEqual([400, 'field']);
    expect((await w.kiwi.call('getDateGroupCount', { field: 'productReadyDate' })).json().result).toEqual([]);
  });

  it('lists every visible contract for pickers (getAll), narrowed by text', async () => {
    const res = await s.buyer.get('/api/connect/contracts/getAll?filters=srch-');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().result.map((r: { referenceNumber: string }) => r.referenceNumber)).toEqual([
      'SRCH-D',
      'SRCH-C',
      'SRCH-B',
      'SRCH-A',
    ]);
    expect(res.json().result[0]).toEqual({
      _id: made[3]?._id,
      referenceNumber: 'SRCH-D',
      status: 'AWAITING ACCEPTANCE',
      buyer: s.group.name,
      seller: s.tp.name,
    });
  });
});

describe('GET /api/connect/contracts/getSKUs without a contract: the network catalogues (issue 17)', () => {
  type Choice = {
    _id: string;
    productNumber: string;
    unitPrice: number | null;
    unitCurrency: string | null;
    source?: string;
    sourceName?: string;
  };
  const skusOf = async (agent: ContractAgent, filters: string) => {
    const res = await agent.get(`/api/connect/contracts/getSKUs?filters=${encodeURIComponent(filters)}`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().result as Choice[];
  };
  const summary = (rows: Choice[]) => rows.map((r) => [r.productNumber, r.source, r.sourceName]);
  /** A catalogue SKU created through the SKU screen's call, owned by the caller's group or trusted party. */
  async function catalogueSku(
    agent: ContractAgent,
    productNumber: string,
    overrides: Record<string, unknown> = {},
  ) {
    const res = await agent.post('/api/connect/skus/create', {
      sku: {
        productNumber,
        productDescription: `Product ${productNumber}`,
        unitPrice: 1250,
        unitCurrency: 'USD',
        ...overrides,
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    return (res.json() as { sku: { _id: string } }).sku._id;
  }
  const partner = (a: string, b: string) => partnerTrustedParties(t, a, b);
  /** The contracts world plus a partner of its supplier (not linked to ACME) and that partner's user. */
  async function networkWorld() {
    const world = await contractWorld(t);
    const partnerTp = await createTrustedParty(t.database.db);
    await partner(world.tp.id, partnerTp.id);
    return {
      ...world,
      partnerTp,
      partnerUser: await connectUser(t, { role: 'TPADMIN', trustedPartyId: partnerTp.id }),
    };
  }

  it("offers a trusted party its own catalogue, its contracts' products, then its partners' catalogues, one per product number", async () => {
    const n = await networkWorld();
    const p = `NW${unique().toUpperCase()}`;
    const ownId = await catalogueSku(n.seller, `${p}-BOTH`, { unitPrice: 100 });
    await catalogueSku(n.seller, `${p}-OWN`, { unitPrice: null, unitCurrency: null });
    await catalogueSku(n.partnerUser, `${p}-BOTH`, { unitPrice: 300 });
    await catalogueSku(n.partnerUser, `${p}-LINE`, { unitPrice: 300 });
    await catalogueSku(n.partnerUser, `${p}-PART`, { unitPrice: 300 });
    // Not in the supplier's network: a stranger trusted party's and a group's (ACME's, KIWI's) catalogues.
    await catalogueSku(n.stranger, `${p}-STRANGER`);
    await catalogueSku(n.buyer, `${p}-GROUP`);
    await catalogueSku(n.kiwi, `${p}-KIWI`);
    // ACME's contract with the supplier names BOTH, LINE and GRP2 (its catalogue gets GRP2 too).
    const contract = await createBuying(n, {
      skus: [
        skuLine(`${p}-BOTH`, 1, { unitPrice: 200 }),
        skuLine(`${p}-LINE`, 1, { unitPrice: 200 }),
        skuLine(`${p}-GRP2`, 1, { unitPrice: 200 }),
      ],
    });

    const offered = await skusOf(n.seller, p);
    expect(summary(offered)).toEqual([
      [`${p}-BOTH`, 'CATALOGUE', n.tp.name],
      [`${p}-OWN`, 'CATALOGUE', n.tp.name],
      [`${p}-GRP2`, 'CONTRACT', n.group.name],
      [`${p}-LINE`, 'CONTRACT', n.group.name],
      [`${p}-PART`, 'PARTNER', n.partnerTp.name],
    ]);
    // Each row carries its own source's values: the own catalogue's price, the line's, the partner's.
    expect(offered.map((r) => [r._id, r.unitPrice, r.unitCurrency])).toEqual([
      [ownId, 100, 'USD'],
      [expect.any(String), null, null],
      [contract.skus[2]?._id, 200, 'USD'],
      [contract.skus[1]?._id, 200, 'USD'],
      [expect.any(String), 300, 'USD'],
    ]);
    // The text matches the description too, and narrows every source.
    expect(summary(await skusOf(n.seller, `product ${p}-pa`))).toEqual([
      [`${p}-PART`, 'PARTNER', n.partnerTp.name],
    ]);

    // The partner sees the supplier's catalogue as a partner's, never ACME's (it is not linked to it).
    expect(summary(await skusOf(n.partnerUser, p))).toEqual([
      [`${p}-BOTH`, 'CATALOGUE', n.partnerTp.name],
      [`${p}-LINE`, 'CATALOGUE', n.partnerTp.name],
      [`${p}-PART`, 'CATALOGUE', n.partnerTp.name],
      [`${p}-OWN`, 'PARTNER', n.tp.name],
    ]);
    // The stranger, outside both networks, sees its own SKU only.
    expect(summary(await skusOf(n.stranger, p))).toEqual([[`${p}-STRANGER`, 'CATALOGUE', n.otherTp.name]]);
  });

  it("stops offering a former partner's catalogue once the partnership is gone, and a deleted partner's", async () => {
    const n = await networkWorld();
    const p = `EX${unique().toUpperCase()}`;
    await catalogueSku(n.partnerUser, `${p}-1`);
    expect(summary(await skusOf(n.seller, p))).toEqual([[`${p}-1`, 'PARTNER', n.partnerTp.name]]);
    await t.database.query(
      'delete from trusted_party_partnerships where trusted_party_id = $1 and partner_trusted_party_id = $2',
      [n.tp.id, n.partnerTp.id],
    );
    expect(await skusOf(n.seller, p)).toEqual([]);

    const deleted = await networkWorld();
    const q = `DL${unique().toUpperCase()}`;
    await catalogueSku(deleted.partnerUser, `${q}-1`);
    await t.database.query('update trusted_parties set deleted_at = now() where id = $1', [
      deleted.partnerTp.id,
    ]);
    expect(await skusOf(deleted.seller, q)).toEqual([]);
  });

  it('offers a customer its group catalogue first, then the catalogues of the trusted parties linked to it', async () => {
    const n = await networkWorld();
    const p = `CU${unique().toUpperCase()}`;
    await catalogueSku(n.buyer, `${p}-SAME`, { unitPrice: 100 });
    await catalogueSku(n.buyer, `${p}-ZED`);
    await catalogueSku(n.seller, `${p}-SAME`, { unitPrice: 900 });
    await catalogueSku(n.seller, `${p}-AAA`, { unitPrice: null, unitCurrency: null });
    // Not linked to ACME: the supplier's partner, and KIWI's supplier.
    await catalogueSku(n.partnerUser, `${p}-PARTNER`);
    await catalogueSku(n.stranger, `${p}-STRANGER`);

    const offered = await skusOf(n.buyer, p);
    expect(summary(offered)).toEqual([
      [`${p}-SAME`, 'CATALOGUE', n.group.name],
      [`${p}-ZED`, 'CATALOGUE', n.group.name],
      [`${p}-AAA`, 'PARTNER', n.tp.name],
    ]);
    expect(offered.map((r) => r.unitPrice)).toEqual([100, 1250, null]);
    // Another group sees none of it; its own linked trusted party's SKU only.
    expect(summary(await skusOf(n.kiwi, p))).toEqual([[`${p}-STRANGER`, 'PARTNER', n.otherTp.name]]);
    // Staff: the groups' catalogues, as before.
    expect(summary(await skusOf(n.staff, p))).toEqual([
      [`${p}-SAME`, 'CATALOGUE', n.group.name],
      [`${p}-ZED`, 'CATALOGUE', n.group.name],
    ]);
  });

  it('answers at most the picker limit, the earlier sources first', async () => {
    const n = await networkWorld();
    const p = `LM${unique().toUpperCase()}`;
    await catalogueSku(n.seller, `${p}-ZZ-OWN`);
    await t.database.query(
      `insert into skus (owner_trusted_party_id, product_number, product_description)
       select $1, $2 || '-' || lpad(i::text, 4, '0'), 'Bulk' from generate_series(1, 510) as i`,
      [n.partnerTp.id, p],
    );
    const offered = await skusOf(n.seller, p);
    expect(offered).toHaveLength(500);
    expect(summary(offered.slice(0, 2))).toEqual([
      [`${p}-ZZ-OWN`, 'CATALOGUE', n.tp.name],
      [`${p}-0001`, 'PARTNER', n.partnerTp.name],
    ]);
    expect(offered.at(-1)?.productNumber).toBe(`${p}-0499`);
  });
});

describe('GET /api/connect/contracts/getSKUs with a contract', () => {
  it("lists the contract's lines with what a child may still take", async () => {
    const c = await createBuying(w);
    const res = await w.seller.get(`/api/connect/contracts/getSKUs?contractId=${c._id}&filters=blnd`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().result).toEqual([
      expect.objectContaining({ productNumber: 'ACM-BLND-500', quantity: 1200, skuQtyAvailable: 1200 }),
    ]);
    const bad = await w.seller.get('/api/connect/contracts/getSKUs?contractId=nope');
    expect([bad.statusCode, fieldOf(bad)]).toEqual([400, 'contractId']);
  });
});

describe('CONTRACT notifications', () => {
  const notificationsOf = async (agent: ContractAgent) => {
    await t.ctx.jobs.drain();
    const res = await agent.get('/api/user/notifications?limit=50');
    expect(res.statusCode, res.body).toBe(200);
    return (
      res.json() as {
        notifications: {
          text: string;
          eventType: string;
          isConnect: boolean;
          referenceId: string;
          redirectUrl: string;
          type: string | null;
        }[];
      }
    ).notifications;
  };

  it('tell the creator and the assigned user of each change, never the actor nor who cannot see it', async () => {
    const world = await contractWorld(t);
    const c = await createBuying(world);
    await world.buyer.ok('assignUser', {
      contractId: c._id,
      userAssigned: world.operator.user.id,
      referenceNumber: c.referenceNumber,
    });
    // A subscriber of another group (it cannot see the contract) hears nothing.
    await t.database.query('update users set contracts_to_notify = $2::jsonb where id = $1', [
      world.kiwi.user.id,
      JSON.stringify([c._id]),
    ]);
    await world.seller.ok('accept', { id: c._id, referenceNumber: c.referenceNumber });

    const buyerHeard = await notificationsOf(world.buyer);
    expect(buyerHeard[0]).toMatchObject({
      text: `${c.referenceNumber}: ACCEPTED by Sam Supplier`,
      eventType: 'CONTRACT',
      isConnect: true,
      referenceId: c._id,
      redirectUrl: `/connect/contracts/${c._id}`,
      type: null,
    });
    const operatorHeard = await notificationsOf(world.operator);
    expect(operatorHeard.map((n) => n.text)).toContain(`${c.referenceNumber}: ACCEPTED by Sam Supplier`);
    // The seller was awaited (told of the creation and the assignment), never of its own accept.
    expect((await notificationsOf(world.seller)).map((n) => n.text)).toEqual([
      `${c.referenceNumber}: ASSIGNED by Mei Ling Tan • assigned to ${world.operator.user.fullname}`,
      `${c.referenceNumber}: CREATED by Mei Ling Tan • Status: AWAITING ACCEPTANCE • created with 3 SKUs`,
    ]);
    expect(await notificationsOf(world.kiwi)).toEqual([]);
  });

  it('tells the party who must act: the counterparty on a new buying contract', async () => {
    const world = await contractWorld(t);
    const c = await createBuying(world);
    const heard = await notificationsOf(world.seller);
    expect(heard).toEqual([
      expect.objectContaining({ referenceId: c._id, eventType: 'CONTRACT', isConnect: true }),
    ]);
    expect(heard[0]?.text.startsWith(`${c.referenceNumber}: CREATED by Mei Ling Tan`)).toBe(true);
    // The owner's side hears as a subscriber only: the operator follows nothing.
    expect(await notificationsOf(world.operator)).toEqual([]);
    // A user of an unrelated trusted party, never.
    expect(await notificationsOf(world.stranger)).toEqual([]);
  });

  it("tells the owning group's client admins when the contract awaits the approver", async () => {
    const world = await contractWorld(t);
    await setApprovals(t, world.group.id, true);
    const admin = await connectUser(t, { role: 'CA', orgGroupId: world.group.id });
    const c = await createBuying(world);
    await world.seller.ok('accept', { id: c._id, referenceNumber: c.referenceNumber });
    expect((await notificationsOf(admin)).map((n) => n.text)).toEqual([
      expect.stringContaining(`${c.referenceNumber}: ACCEPTED by Sam Supplier`),
    ]);
    expect(await notificationsOf(world.operator)).toEqual([]);
    expect(await notificationsOf(world.kiwi)).toEqual([]);
  });

  it('stops telling the creator and the assigned user once they unsubscribe; assigning subscribes once', async () => {
    const world = await contractWorld(t);
    const c = await createBuying(world);
    const assign = (userAssigned: string | null) =>
      world.buyer.ok('assignUser', { contractId: c._id, userAssigned, referenceNumber: c.referenceNumber });
    await assign(world.operator.user.id);
    await assign(null);
    await assign(world.operator.user.id);
    const [row] = await t.database.query<{ contracts_to_notify: string[] }>(
      'select contracts_to_notify from users where id = $1',
      [world.operator.user.id],
    );
    expect(row?.contracts_to_notify).toEqual([c._id]);
    for (const agent of [world.buyer, world.operator]) {
      const res = await agent.post('/api/connect/contracts/toggleContractSubscription', {
        contractId: c._id,
        notifications: false,
      });
      expect(res.statusCode, res.body).toBe(200);
    }
    const before = (await notificationsOf(world.buyer)).length;
    const operatorBefore = (await notificationsOf(world.operator)).length;
    await world.seller.ok('accept', { id: c._id, referenceNumber: c.referenceNumber });
    expect(await notificationsOf(world.buyer)).toHaveLength(before);
    expect(await notificationsOf(world.operator)).toHaveLength(operatorBefore);
  });
});
