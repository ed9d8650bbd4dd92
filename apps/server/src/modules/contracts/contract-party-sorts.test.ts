/**
 * The BUYER, SELLER and ORGANISATION sorts read names kept on the contract by the database
 * (migration 0041), so the contracts search sorts by them through an index (issue 19). They must
 * follow the contract and every rename of its group or trusted party.
 */
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { orgGroups, trustedParties } from '../../db/schema/index.ts';
import { createTrustedParty } from '../../test/factories.ts';
import { createTestApp, type TestApp, unique } from '../../test/test-app.ts';
import {
  buyingContract,
  type ContractWorld,
  contractWorld,
  createBuying,
  linkTrustedParty,
} from './test-contracts.ts';

let t: TestApp;
let w: ContractWorld;
beforeAll(async () => {
  t = await createTestApp();
  w = await contractWorld(t);
});
const db = () => t.database.db;

const rename = (table: typeof trustedParties | typeof orgGroups, id: string, name: string) =>
  db().update(table).set({ name }).where(eq(table.id, id));

/** The contracts whose kept names differ from the names the search used to join (none, always). */
async function stale(): Promise<number> {
  const result = await db().execute(sql`
    select count(*)::int as n
      from contracts c join org_groups g on g.id = c.org_group_id
      left join trusted_parties tp on tp.id = c.trusted_party_id
     where c.organisation_sort <> upper(g.name)
        or c.buyer_sort <> upper(case when c.contract_type = 'SELLING' then coalesce(tp.name, '') else g.name end)
        or c.seller_sort <> upper(case when c.contract_type = 'BUYING' then coalesce(tp.name, '') else g.name end)`);
  return (result as unknown as { rows: { n: number }[] }).rows[0]?.n ?? -1;
}

describe('the party sorts of the contracts search', () => {
  it('sort by the seller name, either way, and follow a rename of the trusted party', async () => {
    const u = unique();
    const other = await createTrustedParty(db());
    await linkTrustedParty(t, w.group.id, other.id);
    await rename(trustedParties, w.tp.id, `middle supplier ${u}`);
    await rename(trustedParties, other.id, `Zed Supplier ${u}`);
    const middle = await createBuying(w, { referenceNumber: `MID-${u}` });
    const zed = await createBuying(w, { referenceNumber: `ZED-${u}`, trustedPartyId: other.id });
    const mine = [middle._id, zed._id];
    const sorted = async (orderDir: 'ASC' | 'DESC') => {
      const res = await w.buyer.search({ orderBy: 'seller', orderDir, batchSize: 100 });
      return res.result.map((r) => r._id).filter((id) => mine.includes(id));
    };

    // Case does not matter ("middle" before "Zed").
    expect(await sorted('ASC')).toEqual([middle._id, zed._id]);
    expect(await sorted('DESC')).toEqual([zed._id, middle._id]);

    await rename(trustedParties, other.id, `Aardvark Supplier ${u}`);
    expect(await sorted('ASC')).toEqual([zed._id, middle._id]);
    expect(await stale()).toBe(0);
  });

  it('sort by the organisation for staff, and follow a rename of the group', async () => {
    const u = unique();
    const acme = await createBuying(w, { referenceNumber: `ORG-A-${u}` });
    const kiwi = await w.kiwi.ok('create', {
      contract: buyingContract(w, { referenceNumber: `ORG-K-${u}`, trustedPartyId: w.otherTp.id }),
    });
    const staffOrder = async (orderDir: 'ASC' | 'DESC') => {
      const res = await w.staff.search({
        filters: [{ referenceNumber: u }],
        orderBy: 'organisation',
        orderDir,
      });
      return res.result.map((r) => r._id);
    };
    expect(await staffOrder('ASC')).toEqual([acme._id, kiwi._id]);
    expect(await staffOrder('DESC')).toEqual([kiwi._id, acme._id]);

    await rename(orgGroups, w.group.id, `Zulu ${u}`);
    expect(await staffOrder('ASC')).toEqual([kiwi._id, acme._id]);
    expect(await stale()).toBe(0);
  });

  it('follow a contract moved to another trusted party, made a SELLING contract, or left without a party', async () => {
    const u = unique();
    const created = await createBuying(w, { referenceNumber: `MOVE-${u}` });
    const sortsOf = async () => {
      const result = await db().execute(
        sql`select buyer_sort, seller_sort from contracts where id = ${created._id}`,
      );
      return (result as unknown as { rows: { buyer_sort: string; seller_sort: string }[] }).rows[0];
    };
    await db().execute(
      sql`update contracts set trusted_party_id = ${w.otherTp.id}, contract_type = 'SELLING' where id = ${created._id}`,
    );
    expect(await stale()).toBe(0);
    expect((await sortsOf())?.buyer_sort).toBe(w.otherTp.name.toUpperCase());
    await db().execute(sql`update contracts set trusted_party_id = null where id = ${created._id}`);
    // No trusted party sorts as '' (first, ascending).
    const [group] = await db()
      .select({ name: orgGroups.name })
      .from(orgGroups)
      .where(eq(orgGroups.id, w.group.id));
    expect(await sortsOf()).toEqual({ buyer_sort: '', seller_sort: group?.name.toUpperCase() });
    expect(await stale()).toBe(0);
  });
});
