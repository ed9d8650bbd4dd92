/**
 * The SKU search reads each visible owner's SKUs through that owner's indexes and merges them, or
 * sorts a text's trigram matches (issue 19, migration 0043). Both must answer exactly what one
 * query over every SKU answers: the
 * same rows in the same order, page by page, and the same count, for each reader, sort, direction
 * and filter, with blank prices and quantities, hidden prices, equal names and equal sort values.
 */
import { randomUUID } from 'node:crypto';
import { SKU_SORT_COLUMNS } from '@navia/domain/contracts/skus';
import { isStaff } from '@navia/domain/rules/access';
import { dayOf } from '@navia/domain/rules/filters/dates';
import { normaliseSkuFilters } from '@navia/domain/rules/skus/filters';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { skus, trustedParties } from '../../db/schema/index.ts';
import { type Scope, scopeOf } from '../../lib/scope.ts';
import { createOrgGroup, createTrustedParty } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { linkTrustedParty, partnerTrustedParties } from '../contracts/test-contracts.ts';
import {
  countSkus,
  type SkuOwners,
  type SkuPosition,
  searchAndCountSkus,
  searchSkus,
  searchSkusAfter,
  typeaheadSkus,
  visibleSkuOwners,
} from './skus.repository.ts';

let t: TestApp;
const db = () => t.database.db;
const tag = `Mx${randomUUID().slice(0, 6)}`;
const clock = { zone: 'Australia/Sydney', today: dayOf(new Date(), 'Australia/Sydney') };

const READERS = ['client', 'trusted party', 'staff'] as const;
const scopes = new Map<(typeof READERS)[number], Scope>();
function readerScope(name: (typeof READERS)[number]): Scope {
  const scope = scopes.get(name);
  if (!scope) throw new Error(`no ${name}`);
  return scope;
}
/** Each reader's owners, all merged however many; staff's kept to this test's owners. */
const readerOwners = new Map<Scope, SkuOwners>();
function ownersOf(scope: Scope): SkuOwners {
  const owners = readerOwners.get(scope);
  if (!owners) throw new Error('no owners');
  return owners;
}

/**
 * A group linked to two trusted parties (one later deleted) and a second group; the first trusted
 * party partners a third. Two owners share a name; every owner has SKUs with equal upper-cased
 * numbers, blank prices and quantities, both statuses and equal change times.
 */
beforeAll(async () => {
  t = await createTestApp();
  const group = await createOrgGroup(db(), { name: `${tag} Same` });
  const otherGroup = await createOrgGroup(db(), { name: `${tag} Other` });
  const [supplier, partner, deleted] = await Promise.all([
    createTrustedParty(db()),
    createTrustedParty(db()),
    createTrustedParty(db()),
  ]);
  if (!supplier || !partner || !deleted) throw new Error('no trusted parties');
  await db()
    .update(trustedParties)
    .set({ name: `${tag} same` })
    .where(eq(trustedParties.id, supplier.id));
  await linkTrustedParty(t, group.id, supplier.id);
  await linkTrustedParty(t, group.id, deleted.id);
  await linkTrustedParty(t, otherGroup.id, supplier.id);
  await partnerTrustedParties(t, supplier.id, partner.id);
  const owners = [
    { orgGroupId: group.id, ownerTrustedPartyId: null },
    { orgGroupId: otherGroup.id, ownerTrustedPartyId: null },
    { orgGroupId: null, ownerTrustedPartyId: supplier.id },
    { orgGroupId: null, ownerTrustedPartyId: partner.id },
    { orgGroupId: null, ownerTrustedPartyId: deleted.id },
  ];
  const when = new Date('2026-11-01T00:00:00Z');
  await db()
    .insert(skus)
    .values(
      owners.flatMap((owner, o) =>
        Array.from({ length: 9 }, (_, i) => ({
          ...owner,
          // i 0 and 1 differ only in case: equal sort values, ordered by id.
          productNumber: `${tag}-${i === 1 ? 'p0' : `P${i}`}-${o % 2}`,
          productDescription: `${['Kettle', 'lamp', 'Kettle'][i % 3]} ${tag} ${o}`,
          unitPrice: i % 4 === 0 ? null : 100 * ((i + o) % 5),
          unitCurrency: i % 4 === 0 ? null : ['USD', 'EUR'][i % 2],
          skuQtyAvailable: i % 3 === 0 ? null : (i * 7 + o) % 4,
          status: i % 5 === 0 ? 'INACTIVE' : 'ACTIVE',
          updatedAt: new Date(when.getTime() + (i % 3) * 86_400_000),
        })),
      ),
    );
  // Contains a text that other numbers start with, and sorts before them.
  await db()
    .insert(skus)
    .values({ orgGroupId: group.id, productNumber: `A-${tag}-P3`, productDescription: 'Other' });
  await db().update(trustedParties).set({ deletedAt: new Date() }).where(eq(trustedParties.id, deleted.id));
  const user = { userId: randomUUID(), orgGroupId: null, trustedPartyId: null };
  scopes.set('client', scopeOf({ ...user, role: 'OP', orgGroupId: group.id }));
  scopes.set('trusted party', scopeOf({ ...user, role: 'TPADMIN', trustedPartyId: supplier.id }));
  scopes.set('staff', scopeOf({ ...user, role: 'NU' }));
  // Staff see every owner in the worker's shared database, so a merged read over all of them costs
  // what the other test files happened to create (it timed out on CI). This test's SKUs belong to
  // its own five owners, so merging those answers the same rows as one query over every SKU.
  const mine = new Set(owners.map((o) => o.orgGroupId ?? o.ownerTrustedPartyId));
  for (const scope of scopes.values()) {
    const visible = await visibleSkuOwners(db(), scope, 100_000);
    if (visible === 'many') throw new Error('too many owners');
    readerOwners.set(scope, isStaff(scope.role) ? visible.filter((o) => mine.has(o.id)) : visible);
  }
});

// Hundreds of statements a test: 30 s each, against the 5 s default, for a busy CI machine.

/** Every filter set tried; each also keeps to this test's SKUs (staff see every test's). */
type FilterSet = { name: string; filters: Record<string, unknown>[]; searchText?: string };
const FILTER_SETS: FilterSet[] = [
  { name: 'none', filters: [] },
  { name: 'search bar', filters: [], searchText: 'kettle' },
  { name: 'status', filters: [{ status: 'INACTIVE' }] },
  { name: 'mine', filters: [{ owner: 'MINE' }] },
  { name: 'partners', filters: [{ owner: 'PARTNERS' }] },
  { name: 'currency', filters: [{ unitCurrency: 'USD' }] },
  { name: 'owner name', filters: [{ ownerName: 'SAME' }] },
  { name: 'quantity', filters: [{ skuQtyAvailable: { from: 1, to: 2.5 } }] },
];

const matchOf = (set: FilterSet) => ({
  filters: normaliseSkuFilters([{ productNumber: tag }, ...set.filters] as never),
  searchText: set.searchText ?? null,
});

type Order = { orderBy: (typeof SKU_SORT_COLUMNS)[number]; orderDir: 'ASC' | 'DESC' };
const ORDERS: Order[] = SKU_SORT_COLUMNS.flatMap((orderBy) =>
  (['ASC', 'DESC'] as const).map((orderDir) => ({ orderBy, orderDir })),
);

async function both(scope: Scope, set: FilterSet, order: Order, page = { offset: 0, limit: 100 }) {
  const owners = ownersOf(scope);
  const match = matchOf(set);
  const [merged, everySku, mergedCount, everyCount, byText] = await Promise.all([
    searchSkus(db(), { scope, owners, match, clock }, { ...order, ...page }),
    searchSkus(db(), { scope, owners: 'many', match, clock }, { ...order, ...page }),
    countSkus(db(), { scope, owners, match, clock }),
    countSkus(db(), { scope, owners: 'many', match, clock }),
    // Every set has a PRODUCT N° text: counted and sorted out of the trigram matches.
    searchAndCountSkus(db(), { scope, owners, match, clock }, { ...order, ...page }),
  ]);
  const rows = (list: typeof merged) =>
    list.map((r) => [r.sku.id, r.ownerName, r.isMine, r.priceShown].join(' '));
  expect(rows(byText.rows)).toEqual(rows(everySku));
  expect(byText.total).toBe(everyCount);
  return { merged: rows(merged), everySku: rows(everySku), mergedCount, everyCount };
}

describe('the SKU search merged over owners', () => {
  it('finds each owner the network shows the reader, with what it may see of them', async () => {
    const names = async (scope: Scope) => {
      const owners = await visibleSkuOwners(db(), scope);
      if (owners === 'many') throw new Error('too many owners');
      return owners.map((o) => `${o.name.startsWith(tag) ? o.name : 'tp'} ${o.mine} ${o.priceShown}`).sort();
    };
    // The deleted trusted party has left the client's network; the partner was never in it.
    expect(await names(readerScope('client'))).toEqual([`${tag} Same true true`, `${tag} same false true`]);
    expect(await names(readerScope('trusted party'))).toEqual([
      `${tag} Other false false`,
      `${tag} Same false false`,
      `${tag} same true true`,
      'tp false true',
    ]);
  });

  /** Every order unfiltered; each filter set under a few orders (the sort's SQL is the same). */
  const COMBINATIONS = [
    ...ORDERS.map((order) => ({ set: FILTER_SETS[0] as FilterSet, order })),
    ...FILTER_SETS.slice(1).flatMap((set) =>
      ORDERS.filter(
        (o) =>
          (o.orderBy === 'productNumber' && o.orderDir === 'ASC') ||
          (o.orderBy === 'unitPrice' && o.orderDir === 'DESC') ||
          (o.orderBy === 'owner' && o.orderDir === 'ASC'),
      ).map((order) => ({ set, order })),
    ),
  ];

  it.each(READERS)(
    'answers the rows and count of one query over every SKU: %s',
    async (name) => {
      const scope = readerScope(name);
      let found = 0;
      for (const { set, order } of COMBINATIONS) {
        const r = await both(scope, set, order);
        const what = `${set.name}, ${order.orderBy} ${order.orderDir}`;
        expect(r.merged, what).toEqual(r.everySku);
        expect(r.mergedCount, what).toBe(r.everyCount);
        expect(r.mergedCount, what).toBe(r.merged.length);
        if (r.merged.length > 0) found += 1;
      }
      // Nearly every combination finds rows, so the equality above compares something.
      expect(found).toBeGreaterThan(COMBINATIONS.length * 0.8);
    },
    30_000,
  );

  it.each(READERS)(
    'reads the same pages as one query, by offset and after a position: %s',
    async (name) => {
      const scope = readerScope(name);
      const none = FILTER_SETS[0] as FilterSet;
      for (const order of ORDERS) {
        const whole = await both(scope, none, order);
        const pages: string[] = [];
        for (let offset = 0; offset < whole.merged.length; offset += 7) {
          const page = await both(scope, none, order, { offset, limit: 7 });
          expect(page.merged, `${order.orderBy} ${order.orderDir} at ${offset}`).toEqual(page.everySku);
          pages.push(...page.merged);
        }
        expect(pages).toEqual(whole.merged);
        // The export's keyset reads, merged and over every SKU, go through the same rows.
        for (const owners of [ownersOf(scope), 'many' as const]) {
          const read: string[] = [];
          let after: SkuPosition | null = null;
          for (let batches = 0; batches < 100; batches += 1) {
            const query = { scope, owners, match: matchOf(none), clock };
            const batch = await searchSkusAfter(db(), query, { ...order, limit: 5 }, after);
            read.push(...batch.rows.map((r) => [r.sku.id, r.ownerName, r.isMine, r.priceShown].join(' ')));
            if (batch.rows.length < 5 || !batch.last) break;
            after = batch.last;
          }
          expect(
            read,
            `keyset ${owners === 'many' ? 'over every SKU' : 'merged'}, ${order.orderBy} ${order.orderDir}`,
          ).toEqual(whole.merged);
        }
      }
    },
    30_000,
  );

  it.each(READERS)(
    'suggests what one query suggests, numbers starting with the text first: %s',
    async (name) => {
      const scope = readerScope(name);
      const owners = ownersOf(scope);
      // Numbers starting with the text, a number's middle, descriptions, case, and LIKE's wildcards;
      // each text holds the tag, as staff see every test's SKUs.
      const texts = [
        `${tag}-P`,
        tag.toLowerCase(),
        `${tag}-p0`,
        `${tag.slice(2)}-P2-`,
        `lamp ${tag.toLowerCase()}`,
        `${tag}_P`,
        `${tag}%`,
      ];
      for (const text of texts) {
        for (const limit of [3, 20, 100]) {
          const merged = await typeaheadSkus(db(), scope, owners, text, limit);
          const one = await typeaheadSkus(db(), scope, 'many', text, limit);
          expect(merged, `${text}, ${limit}`).toEqual(one);
        }
      }
      // The numbers that start with the text come first; one that only contains it, after them.
      const numbers = (await typeaheadSkus(db(), scope, owners, `${tag}-P3`, 100)).map(
        (s) => s.productNumber,
      );
      expect(numbers.at(-1)).toBe(`A-${tag}-P3`);
      expect(numbers.slice(0, -1).every((n) => n.startsWith(`${tag}-P3-`))).toBe(true);
      expect(numbers.length).toBeGreaterThan(2);
    },
    30_000,
  );
});
