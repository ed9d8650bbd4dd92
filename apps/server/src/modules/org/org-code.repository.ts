/**
 * Every place an organisation code is written (connect §7 POST /api/org/editOrgCode), renamed by
 * one statement each inside the caller's transaction:
 * - organisations.code (the organisation itself, in every group that has it);
 * - shipments.supplier_code and consignee_code, orders.supplier_code and buyer_code (BuyerCode);
 *   their triggers rewrite the search rows (migration 0005), and search_rows is renamed as well, so
 *   a bulk rename that only marked the search stale still finds the records at once;
 * - invoices.org_code (OrgCode, the debtor);
 * - trusted_parties.org_code (the organisation a trusted party is, PUT /orgCode);
 * - bookings' shipper and consignee organisations (key, code and orgCode in the JSON).
 * Codes are stored upper case. Saved searches keep what their owner typed (a filter value, not a
 * reference) and are not rewritten.
 */
import { eq, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import {
  bookings,
  invoices,
  orders,
  organisations,
  searchRows,
  shipments,
  trustedParties,
} from '../../db/schema/index.ts';

/**
 * Serialises renames to the same new code (two admins giving one code at once): the second waits
 * for the first's commit, then finds the code taken.
 */
export async function lockOrgCode(tx: Executor, code: string) {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`org-code:${code}`}))`);
}

/** Whether `code` is an organisation's, or is written on any record as a party's code. */
export async function isOrgCodeInUse(tx: Executor, code: string): Promise<boolean> {
  const probes = [
    tx.select({ one: sql`1` }).from(organisations).where(eq(organisations.code, code)).limit(1),
    tx
      .select({ one: sql`1` })
      .from(shipments)
      .where(or(eq(shipments.supplierCode, code), eq(shipments.consigneeCode, code)))
      .limit(1),
    tx
      .select({ one: sql`1` })
      .from(orders)
      .where(or(eq(orders.supplierCode, code), eq(orders.buyerCode, code)))
      .limit(1),
    tx.select({ one: sql`1` }).from(invoices).where(eq(invoices.orgCode, code)).limit(1),
    tx.select({ one: sql`1` }).from(trustedParties).where(eq(trustedParties.orgCode, code)).limit(1),
  ];
  // One at a time: a transaction runs one statement at a time anyway.
  for (const probe of probes) if ((await probe).length > 0) return true;
  return false;
}

export async function organisationCodeExists(tx: Executor, code: string): Promise<boolean> {
  const [row] = await tx
    .select({ id: organisations.id })
    .from(organisations)
    .where(eq(organisations.code, code))
    .limit(1);
  return row !== undefined;
}

/** The organisations (id, group) that have `code`, for the audit. */
export async function organisationsWithCode(tx: Executor, code: string) {
  return tx
    .select({ id: organisations.id, orgGroupId: organisations.orgGroupId })
    .from(organisations)
    .where(eq(organisations.code, code));
}

type Rename = (tx: Executor, from: string, to: string) => Promise<number>;

const count = (rows: readonly unknown[]) => rows.length;

const PARTY_CODE_KEYS = ['key', 'code', 'orgCode'] as const;

/** A booking party's JSON with organisation.key, .code and .orgCode set to `to` where they were `from`. */
function renamedParty(column: typeof bookings.shipper | typeof bookings.consignee, from: string, to: string) {
  let value = sql`${column}`;
  for (const key of PARTY_CODE_KEYS) {
    value = sql`(case when ${value}->'organisation'->>${key}::text = ${from}
      then jsonb_set(${value}, ${`{organisation,${key}}`}::text[], to_jsonb(${to}::text))
      else ${value} end)`;
  }
  return value;
}

/** Whether a booking party names `code`. */
const names = (column: typeof bookings.shipper | typeof bookings.consignee, code: string) =>
  or(...PARTY_CODE_KEYS.map((key) => sql`${column}->'organisation'->>${key}::text = ${code}`));

/**
 * The renames, in the order they run, keyed "table.column". Each answers the rows it changed. The
 * order puts the organisation first and the records after it, so that a failure anywhere (the
 * transaction rolls back) is a failure "halfway" in the test.
 */
const ORG_CODE_RENAMES: readonly (readonly [string, Rename])[] = [
  [
    'organisations.code',
    async (tx, from, to) =>
      count(
        await tx
          .update(organisations)
          .set({ code: to })
          .where(eq(organisations.code, from))
          .returning({ id: organisations.id }),
      ),
  ],
  [
    'shipments.supplier_code',
    async (tx, from, to) =>
      count(
        await tx
          .update(shipments)
          .set({ supplierCode: to })
          .where(eq(shipments.supplierCode, from))
          .returning({ id: shipments.id }),
      ),
  ],
  [
    'shipments.consignee_code',
    async (tx, from, to) =>
      count(
        await tx
          .update(shipments)
          .set({ consigneeCode: to })
          .where(eq(shipments.consigneeCode, from))
          .returning({ id: shipments.id }),
      ),
  ],
  [
    'orders.supplier_code',
    async (tx, from, to) =>
      count(
        await tx
          .update(orders)
          .set({ supplierCode: to })
          .where(eq(orders.supplierCode, from))
          .returning({ id: orders.id }),
      ),
  ],
  [
    'orders.buyer_code',
    async (tx, from, to) =>
      count(
        await tx
          .update(orders)
          .set({ buyerCode: to })
          .where(eq(orders.buyerCode, from))
          .returning({ id: orders.id }),
      ),
  ],
  [
    'search_rows.supplier_code',
    async (tx, from, to) =>
      count(
        await tx
          .update(searchRows)
          .set({ supplierCode: to })
          .where(eq(searchRows.supplierCode, from))
          .returning({ rid: searchRows.rid }),
      ),
  ],
  [
    'search_rows.consignee_code',
    async (tx, from, to) =>
      count(
        await tx
          .update(searchRows)
          .set({ consigneeCode: to })
          .where(eq(searchRows.consigneeCode, from))
          .returning({ rid: searchRows.rid }),
      ),
  ],
  [
    'invoices.org_code',
    async (tx, from, to) =>
      count(
        await tx
          .update(invoices)
          .set({ orgCode: to })
          .where(eq(invoices.orgCode, from))
          .returning({ id: invoices.id }),
      ),
  ],
  [
    'trusted_parties.org_code',
    async (tx, from, to) =>
      count(
        await tx
          .update(trustedParties)
          .set({ orgCode: to })
          .where(eq(trustedParties.orgCode, from))
          .returning({ id: trustedParties.id }),
      ),
  ],
  [
    'bookings.shipper',
    async (tx, from, to) =>
      count(
        await tx
          .update(bookings)
          .set({ shipper: renamedParty(bookings.shipper, from, to) })
          .where(names(bookings.shipper, from))
          .returning({ id: bookings.id }),
      ),
  ],
  [
    'bookings.consignee',
    async (tx, from, to) =>
      count(
        await tx
          .update(bookings)
          .set({ consignee: renamedParty(bookings.consignee, from, to) })
          .where(names(bookings.consignee, from))
          .returning({ id: bookings.id }),
      ),
  ],
];

/** Renames `from` to `to` everywhere; answers the rows changed per "table.column". */
export async function renameOrgCode(tx: Executor, from: string, to: string): Promise<Record<string, number>> {
  const updated: Record<string, number> = {};
  for (const [name, rename] of ORG_CODE_RENAMES) updated[name] = await rename(tx, from, to);
  return updated;
}
