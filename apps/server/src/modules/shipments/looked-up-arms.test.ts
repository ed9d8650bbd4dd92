/**
 * A sorted search whose ORed group holds only looked-up filters reads each filter's matches as an
 * arm, from its index alone, and sorts their union (issue 19, migration 0044). Its pages must be
 * exactly those of the one condition: each matching row once (a row may match two arms), blank
 * ETAs last both ways, equal ETAs by row id, for a client and for staff's pages merged per group;
 * and its count, read from the arms too, the number of those rows.
 */
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { type Scope, scopeOf } from '../../lib/scope.ts';
import { createOrgGroup } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { searchClock } from './filter-sql.ts';
import type { SearchSpec, Sort } from './search-sql.ts';
import { countSearch, findSearchPage, lookedUpArms, searchContextOf } from './shipments.repository.ts';
import { createShipments, daysAfter, ensurePort } from './test-factories.ts';

let t: TestApp;
const db = () => t.database.db;
const tag = `Qa${randomUUID().slice(0, 6)}`;
// Port codes no other test uses: five letters from the tag's hex digits.
const code = (first: string) =>
  `${first}${randomUUID()
    .replaceAll(/[^a-f]/g, '')
    .slice(0, 4)
    .toUpperCase()}`.padEnd(5, 'Q');
const ORIGIN = code('J');
const DESTINATION = code('K');
const clock = searchClock(new Date(), 'AU');
let client: Scope;
const staff = scopeOf({ userId: randomUUID(), role: 'NU', orgGroupId: null, trustedPartyId: null });

beforeAll(async () => {
  t = await createTestApp();
  await ensurePort(db(), ORIGIN, `Port ${tag} West`, ORIGIN.slice(0, 2));
  await ensurePort(db(), DESTINATION, `Port ${tag} East`, DESTINATION.slice(0, 2));
  const base = new Date('2026-10-01T00:00:00Z');
  const groups = [await createOrgGroup(db()), await createOrgGroup(db())];
  for (const group of groups) {
    // Rows matching the supplier, the origin, the destination, two or none of them; every customs
    // state and milestone; blank ETAs and runs of equal ones.
    await createShipments(db(), group.id, 90, (i) => ({
      supplier: i % 3 === 0 ? `${tag} Supplies` : 'Other Co',
      supplierCode: i % 3 === 0 ? 'QSUP' : 'QOTH',
      origin: i % 4 === 0 ? ORIGIN : 'CNSHA',
      destination: i % 5 === 0 ? DESTINATION : 'AUMEL',
      customsStatus: (['NOT SENT', 'SENT', 'CLEARED'] as const)[i % 3 === 0 ? (i / 3) % 3 : i % 3],
      milestone: i % 2 === 0 ? 'ARRIVED' : 'IN TRANSIT',
      eta: i % 7 === 0 ? null : daysAfter(base, i % 10),
    }));
  }
  client = scopeOf({
    userId: randomUUID(),
    role: 'OP',
    orgGroupId: groups[0]?.id ?? null,
    trustedPartyId: null,
  });
});

const SEARCHES: { name: string; filters: SearchSpec['filters'] }[] = [
  {
    name: '(NOT SENT or ARRIVED) and (Supplier or Origin)',
    filters: [
      { CustomsStatus: 'NOT SENT', Milestone: 'ARRIVED' },
      { Supplier: tag, Origin: ORIGIN },
    ],
  },
  {
    name: '(Supplier or Origin or Destination) and ARRIVED',
    filters: [
      { Supplier: tag.toLowerCase(), Origin: `${tag} west`, Destination: DESTINATION },
      { Milestone: 'ARRIVED' },
    ],
  },
];

/** Pages small enough that every search crosses several, so offsets and page ends are compared. */
const PAGE = 12;

/**
 * Dozens of page reads a test, staff's over every group of the worker's database: 30 s, against
 * the 5 s default (on PGlite beside the static checks, a test took over 5 s).
 */
const HEAVY_MS = 30_000;

async function pages(scope: Scope, spec: SearchSpec, sort: Sort, matches: number | undefined) {
  const context = await searchContextOf(db(), scope, spec, clock);
  const ids: number[] = [];
  for (let offset = 0; offset < 400; offset += PAGE) {
    const rows = await findSearchPage(db(), scope, { spec, context, sort, limit: PAGE, offset, matches });
    ids.push(...rows.map((row) => row.rid));
    if (rows.length < PAGE) break;
  }
  return ids;
}

describe('a sorted search read as the arms of its looked-up filters', () => {
  it.each(SEARCHES)(
    'reads the pages of the one condition: $name',
    async ({ filters }) => {
      const spec: SearchSpec = { searchType: 'tracking', key: 'All', filters, advanced: true };
      for (const scope of [client, staff]) {
        const context = await searchContextOf(db(), scope, spec, clock);
        // The search is read as arms (one per filter of the looked-up group).
        expect(lookedUpArms(scope, spec, context)?.length).toBeGreaterThan(1);
        for (const orderDir of ['ASC', 'DESC'] as const) {
          const sort: Sort = { orderBy: 'ETA', orderDir };
          // Not sorted (no count known): the sort index walked, one condition.
          const reference = await pages(scope, spec, sort, undefined);
          // A few matches: sorted, in one query. Many: sorted, and staff's merged per group.
          const few = await pages(scope, spec, sort, 10);
          const many = await pages(scope, spec, sort, 5_000);
          const what = `${scope.role} ETA ${orderDir}`;
          expect(few, what).toEqual(reference);
          expect(many, what).toEqual(reference);
          expect(new Set(reference).size, what).toBe(reference.length);
          expect(reference.length, what).toBeGreaterThan(20);
          // Counted from the arms too, each row once.
          expect(await countSearch(db(), scope, spec, context), what).toBe(reference.length);
        }
      }
    },
    HEAVY_MS,
  );

  it(
    'sorts a few matches read as arms by any column, equal values by row id',
    async () => {
      const spec: SearchSpec = {
        searchType: 'tracking',
        key: 'All',
        filters: SEARCHES[0]?.filters ?? [],
        advanced: true,
      };
      for (const scope of [client, staff]) {
        for (const sort of [
          { orderBy: 'ShipNumber', orderDir: 'ASC' },
          { orderBy: 'Supplier', orderDir: 'DESC' },
          { orderBy: 'Milestone', orderDir: 'ASC' },
        ] as const) {
          // At most FEW_MATCHES: sorted whatever the column, so read as arms.
          expect(await pages(scope, spec, sort, 10), `${scope.role} ${sort.orderBy}`).toEqual(
            await pages(scope, spec, sort, undefined),
          );
        }
      }
    },
    HEAVY_MS,
  );

  it('leaves a search without an ORed group of looked-up filters as one condition', async () => {
    const context = await searchContextOf(
      db(),
      client,
      searchOf([{ Supplier: tag, Milestone: 'ARRIVED' }]),
      clock,
    );
    expect(lookedUpArms(client, searchOf([{ Supplier: tag, Milestone: 'ARRIVED' }]), context)).toBeNull();
    expect(
      lookedUpArms(client, { ...searchOf([{ Supplier: tag, Origin: ORIGIN }]), advanced: false }, context),
    ).toBeNull();
    // An ORed filter that is not looked up (no index of its own) keeps the one condition.
    const mixed = searchOf([{ Supplier: tag, Transport: 'SEA' }]);
    expect(lookedUpArms(client, mixed, await searchContextOf(db(), client, mixed, clock))).toBeNull();
  });
});

function searchOf(filters: SearchSpec['filters']): SearchSpec {
  return { searchType: 'tracking', key: 'All', filters, advanced: true };
}
