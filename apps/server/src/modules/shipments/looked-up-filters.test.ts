/**
 * The Supplier and port filters look their text up first (search_suppliers, ports), then test equal
 * values (issue 19, migration 0040). They must find exactly the rows the contains tests find, also
 * when the lookups are kept between searches (decision 040, migration 0046).
 */
import { randomUUID } from 'node:crypto';
import { eq, ilike, or, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { searchRows, searchSuppliers, shipments } from '../../db/schema/index.ts';
import { scopeOf } from '../../lib/scope.ts';
import { createOrgGroup } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { keptSearchLookups } from './search-counts.ts';
import { findSupplierMatches } from './shipments.repository.ts';
import { createShipment, ensurePort, loggedIn, shipNumbers } from './test-factories.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
const db = () => t.database.db;

const groupScope = (orgGroupId: string) =>
  scopeOf({ userId: randomUUID(), role: 'OP', orgGroupId, trustedPartyId: null });
const staffScope = () =>
  scopeOf({ userId: randomUUID(), role: 'NU', orgGroupId: null, trustedPartyId: null });

/** A fragment no other test's supplier holds. */
const tagOf = () => `Qx${randomUUID().slice(0, 8)}`;

/** A fresh fragment, and a client of a new group of its own. */
async function newClient() {
  const group = await createOrgGroup(db());
  return { tag: tagOf(), group, agent: await loggedIn(t, { orgGroupId: group.id }) };
}

/** What the contains-or-code test finds, read straight from search_rows. */
async function containsOrCode(groupId: string, text: string) {
  const rows = await db()
    .select({ n: searchRows.shipNumber })
    .from(searchRows)
    .where(
      sql`${searchRows.orgGroupId} = ${groupId} and ${or(
        eq(searchRows.supplierCode, text.toUpperCase()),
        ilike(searchRows.supplier, `%${text}%`),
      )}`,
    );
  return rows.map((row) => row.n ?? '').sort();
}

describe('the Supplier filter', () => {
  it('finds the names that contain the text, and the code, as the contains test does', async () => {
    const { tag, group, agent } = await newClient();
    await createShipment(db(), group.id, {
      shipNumber: 'S-NAME',
      supplier: `Big ${tag} Textiles`,
      supplierCode: 'BIGTEX',
    });
    await createShipment(db(), group.id, {
      shipNumber: 'S-LOWER',
      supplier: `small ${tag.toLowerCase()} ltd`,
      supplierCode: 'SMALL',
    });
    await createShipment(db(), group.id, {
      shipNumber: 'S-CODE',
      supplier: 'Coded Supplier',
      supplierCode: tag.toUpperCase(),
    });
    await createShipment(db(), group.id, {
      shipNumber: 'S-OTHER',
      supplier: 'Unrelated Co',
      supplierCode: 'UNREL',
    });

    const found = shipNumbers(await agent.search({ filters: [{ Supplier: tag }] }));
    expect(found).toEqual(['S-CODE', 'S-LOWER', 'S-NAME']);
    expect(found).toEqual(await containsOrCode(group.id, tag));
    // A code alone, and a text nothing matches.
    expect(shipNumbers(await agent.search({ filters: [{ Supplier: 'bigtex' }] }))).toEqual(['S-NAME']);
    expect((await agent.search({ filters: [{ Supplier: `${tag}-none` }] })).totalCount).toBe(0);
  });

  it('treats LIKE wildcards in the text as characters', async () => {
    const { tag, group, agent } = await newClient();
    await createShipment(db(), group.id, {
      shipNumber: 'S-PCT',
      supplier: `${tag} 100% Cotton`,
      supplierCode: 'PCT',
    });
    await createShipment(db(), group.id, {
      shipNumber: 'S-NOPCT',
      supplier: `${tag} 1000 Cotton`,
      supplierCode: 'NOPCT',
    });
    expect(shipNumbers(await agent.search({ filters: [{ Supplier: `${tag} 100%` }] }))).toEqual(['S-PCT']);
    expect(shipNumbers(await agent.search({ filters: [{ Supplier: `${tag} 10_` }] }))).toEqual([]);
  });

  it('finds a supplier renamed after the search rows were built, and no longer the old name', async () => {
    const { tag, group, agent } = await newClient();
    const s = await createShipment(db(), group.id, {
      shipNumber: 'S-RENAMED',
      supplier: `Old ${tag}`,
      supplierCode: 'OLDCO',
    });
    expect(shipNumbers(await agent.search({ filters: [{ Supplier: `Old ${tag}` }] }))).toEqual(['S-RENAMED']);
    await db()
      .update(shipments)
      .set({ supplier: `New ${tag}` })
      .where(eq(shipments.id, s.id));
    expect(shipNumbers(await agent.search({ filters: [{ Supplier: `New ${tag}` }] }))).toEqual(['S-RENAMED']);
    // The old name stays in search_suppliers (never pruned) but matches no row.
    expect((await agent.search({ filters: [{ Supplier: `Old ${tag}` }] })).totalCount).toBe(0);
  });

  it("looks up only the caller's groups; staff find every group's", async () => {
    const tag = tagOf();
    const mine = await createOrgGroup(db());
    const theirs = await createOrgGroup(db());
    await createShipment(db(), mine.id, {
      shipNumber: 'S-MINE',
      supplier: `${tag} Mine`,
      supplierCode: 'MINE',
    });
    await createShipment(db(), theirs.id, {
      shipNumber: 'S-THEIRS',
      supplier: `${tag} Theirs`,
      supplierCode: 'THEIRS',
    });

    const lookedUp = await findSupplierMatches(db(), groupScope(mine.id), [tag, 'theirs']);
    expect(lookedUp.get(tag)).toEqual({ names: [`${tag} Mine`], code: false });
    expect(lookedUp.get('theirs')).toEqual({ names: [], code: false });
    const everyGroup = await findSupplierMatches(db(), staffScope(), [tag]);
    expect([...(everyGroup.get(tag)?.names ?? [])].sort()).toEqual([`${tag} Mine`, `${tag} Theirs`]);

    const client = await loggedIn(t, { orgGroupId: mine.id });
    expect(shipNumbers(await client.search({ filters: [{ Supplier: tag }] }))).toEqual(['S-MINE']);
    expect((await client.search({ filters: [{ Supplier: 'theirs' }] })).totalCount).toBe(0);
    const staff = await loggedIn(t, { role: 'NU' });
    expect(shipNumbers(await staff.search({ filters: [{ Supplier: tag }] }))).toEqual(['S-MINE', 'S-THEIRS']);
  });

  it('keeps every supplier search_rows holds in search_suppliers', async () => {
    const missing = await db().execute(
      sql`select count(*)::int as n from (select distinct org_group_id, supplier, supplier_code from ${searchRows}) r
          where not exists (select 1 from ${searchSuppliers} s where s.org_group_id = r.org_group_id and s.name = r.supplier and s.code = r.supplier_code)`,
    );
    expect((missing as unknown as { rows: { n: number }[] }).rows[0]?.n).toBe(0);
  });

  it('ORs with another filter in advanced search', async () => {
    const { tag, group, agent } = await newClient();
    await createShipment(db(), group.id, {
      shipNumber: 'S-SUP',
      supplier: `${tag} Co`,
      supplierCode: 'SUPX',
      origin: 'NZAKL',
    });
    await createShipment(db(), group.id, {
      shipNumber: 'S-ORIGIN',
      supplier: 'Other',
      supplierCode: 'OTHX',
      origin: 'CNSHA',
    });
    await createShipment(db(), group.id, {
      shipNumber: 'S-NEITHER',
      supplier: 'Other',
      supplierCode: 'OTHX',
      origin: 'NZAKL',
    });
    const found = await agent.search({
      isAdvancedSearch: true,
      filters: [{ Supplier: tag, Origin: 'CNSHA' }],
    });
    expect(shipNumbers(found)).toEqual(['S-ORIGIN', 'S-SUP']);
  });
});

describe('the port filters', () => {
  it('find a port by its code prefix or by a name that contains the text', async () => {
    const { tag, group, agent } = await newClient();
    await ensurePort(db(), 'WQAAA', `Port ${tag} Alpha`, 'WQ');
    await ensurePort(db(), 'WQBBB', 'Port Beta', 'WQ');
    await ensurePort(db(), 'WYCCC', `Port ${tag} Gamma`, 'WY');
    await createShipment(db(), group.id, { shipNumber: 'P-ALPHA', origin: 'WQAAA', destination: 'WYCCC' });
    await createShipment(db(), group.id, { shipNumber: 'P-BETA', origin: 'WQBBB', destination: 'NZAKL' });
    await createShipment(db(), group.id, { shipNumber: 'P-GAMMA', origin: 'WYCCC', destination: 'NZAKL' });

    expect(shipNumbers(await agent.search({ filters: [{ Origin: tag.toLowerCase() }] }))).toEqual([
      'P-ALPHA',
      'P-GAMMA',
    ]);
    expect(shipNumbers(await agent.search({ filters: [{ Origin: 'wq' }] }))).toEqual(['P-ALPHA', 'P-BETA']);
    expect(shipNumbers(await agent.search({ filters: [{ Destination: `${tag} Gamma` }] }))).toEqual([
      'P-ALPHA',
    ]);
    expect((await agent.search({ filters: [{ Origin: `${tag} none` }] })).totalCount).toBe(0);
    // An advanced OR of a port name and a supplier: each arm through its own lookup.
    const either = await agent.search({
      isAdvancedSearch: true,
      filters: [{ Origin: 'beta', Supplier: 'no such supplier' }],
    });
    expect(shipNumbers(either)).toEqual(['P-BETA']);
  });
});

describe('kept lookups (decision 040)', () => {
  /** A lookup standing for the database's, so the test sees when it is read. */
  function lookup() {
    const reads = { n: 0 };
    const load = async () => {
      reads.n += 1;
      return ['X'];
    };
    return { reads, load };
  }
  const settle = () => t.ctx.sessions.settle();
  /** A port code no other test uses. */
  const portCode = () =>
    `Z${randomUUID()
      .replace(/[^a-f]/g, '')
      .slice(0, 4)
      .toUpperCase()
      .padEnd(4, 'A')}`;

  it("keeps a group's lookup until one of its groups' rows change, not for another group's", async () => {
    const keep = keptSearchLookups(t.database);
    const mine = await createOrgGroup(db());
    const other = await createOrgGroup(db());
    await settle();
    const key = `test:${randomUUID()}`;
    const { reads, load } = lookup();
    expect(await keep([mine.id], key, load)).toEqual(['X']);
    await keep([mine.id], key, load);
    expect(reads.n).toBe(1);

    await createShipment(db(), other.id);
    await settle();
    await keep([mine.id], key, load);
    expect(reads.n).toBe(1);

    await createShipment(db(), mine.id);
    await settle();
    await keep([mine.id], key, load);
    expect(reads.n).toBe(2);
  });

  it('keeps a port lookup until ports change; an insert that changes no port says nothing', async () => {
    const keep = keptSearchLookups(t.database);
    const code = portCode();
    await ensurePort(db(), code, `Port ${tagOf()}`, 'ZZ');
    await settle();
    const key = `test:${randomUUID()}`;
    const { reads, load } = lookup();
    await keep([], key, load);
    await keep([], key, load);
    expect(reads.n).toBe(1);

    // The same port again: the insert conflicts and changes nothing.
    await ensurePort(db(), code, 'Another name', 'ZZ');
    await settle();
    await keep([], key, load);
    expect(reads.n).toBe(1);

    await ensurePort(db(), portCode(), `Port ${tagOf()}`, 'ZZ');
    await settle();
    await keep([], key, load);
    expect(reads.n).toBe(2);
  });

  it('a repeated search finds a supplier name that is new since its first run', async () => {
    const { tag, group, agent } = await newClient();
    await createShipment(db(), group.id, { shipNumber: 'K-FIRST', supplier: `First ${tag}` });
    await settle();
    expect(shipNumbers(await agent.search({ filters: [{ Supplier: tag }] }))).toEqual(['K-FIRST']);

    await createShipment(db(), group.id, { shipNumber: 'K-SECOND', supplier: `Second ${tag}` });
    await settle();
    const found = await agent.search({ filters: [{ Supplier: tag }] });
    expect(shipNumbers(found)).toEqual(['K-FIRST', 'K-SECOND']);
    expect(found.totalCount).toBe(2);
  });

  it('a repeated search finds a port that is new since its first run', async () => {
    const { tag, group, agent } = await newClient();
    const first = portCode();
    await ensurePort(db(), first, `Harbour ${tag} One`, 'ZZ');
    await createShipment(db(), group.id, { shipNumber: 'K-ONE', origin: first });
    await settle();
    expect(shipNumbers(await agent.search({ filters: [{ Origin: `Harbour ${tag}` }] }))).toEqual(['K-ONE']);

    // A second port named alike, and a shipment from it.
    const second = portCode();
    await ensurePort(db(), second, `Harbour ${tag} Two`, 'ZZ');
    await createShipment(db(), group.id, { shipNumber: 'K-TWO', origin: second });
    await settle();
    const found = await agent.search({ filters: [{ Origin: `Harbour ${tag}` }] });
    expect(shipNumbers(found)).toEqual(['K-ONE', 'K-TWO']);
    expect(found.totalCount).toBe(2);
  });
});
