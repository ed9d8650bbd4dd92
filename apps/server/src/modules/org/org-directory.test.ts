/**
 * connect §7 POST /api/org/allOrgsInCW {filter, bookingType} and POST /api/org/orgsInCW {filter}: the
 * organisations known to the forwarding system, as connect §3's source rows, per the caller's scope.
 */
import type { OrgInCwRow } from '@navia/domain/contracts/org';
import { beforeAll, describe, expect, it } from 'vitest';
import { orgAddresses, organisations, trustedParties } from '../../db/schema/index.ts';
import { createOrgGroup } from '../../test/factories.ts';
import { createTestApp, type TestApp, unique } from '../../test/test-app.ts';
import { createTestContract } from '../contracts/contract-extras-test-factories.ts';
import { type Agent, createShipment, loggedIn } from '../shipments/test-factories.ts';

let t: TestApp;
let mine: Awaited<ReturnType<typeof createOrgGroup>>;
let client: Agent;
let staff: Agent;
let noBookings: Agent;
let other: Agent;
const tag = unique().toUpperCase();
const code = {
  own: `OWN${tag}`,
  supplier: `SUP${tag}`,
  consignee: `CON${tag}`,
  theirs: `THEIRS${tag}`,
  theirSupplier: `TSUP${tag}`,
  seller: `SELLER${tag}`,
  buyer: `BUYER${tag}`,
};

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  mine = await createOrgGroup(db);
  const theirs = await createOrgGroup(db);
  const [own] = await db
    .insert(organisations)
    .values({ orgGroupId: mine.id, code: code.own, name: `Own Retail ${tag}`, country: 'AU' })
    .returning();
  if (!own) throw new Error('organisation insert failed');
  await db.insert(orgAddresses).values({
    orgGroupId: mine.id,
    organisationId: own.id,
    label: 'WAREHOUSE',
    address1: '12 Example Road',
    city: 'Dandenong South',
    state: 'VIC',
    postcode: '3175',
    country: 'AU',
  });
  await db
    .insert(organisations)
    .values({ orgGroupId: theirs.id, code: code.theirs, name: `Their Retail ${tag}`, country: 'NZ' });
  // An import: the overseas supplier ships to the own organisation.
  await createShipment(db, mine.id, {
    origin: 'CNSHA',
    destination: 'AUMEL',
    supplierCode: code.supplier,
    supplier: `Ningbo Hongda ${tag}`,
    consigneeCode: code.own,
    consignee: `Own Retail ${tag}`,
  });
  // An export: the own organisation ships to an overseas consignee.
  await createShipment(db, mine.id, {
    direction: 'EXPORT',
    origin: 'AUMEL',
    destination: 'USLAX',
    supplierCode: code.own,
    supplier: `Own Retail ${tag}`,
    consigneeCode: code.consignee,
    consignee: `Pacific Imports ${tag}`,
  });
  await createShipment(db, theirs.id, {
    origin: 'DEHAM',
    destination: 'NZAKL',
    supplierCode: code.theirSupplier,
    supplier: `Hamburger ${tag}`,
    consigneeCode: code.theirs,
    consignee: `Their Retail ${tag}`,
  });
  // Trusted parties known to the provider (an orgCode): a BUYING contract's sells, a SELLING one's buys.
  const [seller, buyer, unknown] = await db
    .insert(trustedParties)
    .values([
      { name: `Seller TP ${tag}`, businessName: 'Seller', country: 'VN', orgCode: code.seller },
      { name: `Buyer TP ${tag}`, businessName: 'Buyer', country: 'DE', orgCode: code.buyer },
      { name: `Unknown TP ${tag}`, businessName: 'Unknown', country: 'DE' },
    ])
    .returning();
  if (!seller || !buyer || !unknown) throw new Error('trusted party insert failed');
  await createTestContract(db, { orgGroupId: mine.id, trustedPartyId: seller.id });
  await createTestContract(
    db,
    { orgGroupId: mine.id, trustedPartyId: buyer.id },
    { contractType: 'SELLING' },
  );
  await createTestContract(db, { orgGroupId: mine.id, trustedPartyId: unknown.id });
  client = await loggedIn(t, { role: 'CA', orgGroupId: mine.id, bookings: true });
  other = await loggedIn(t, { role: 'CA', orgGroupId: theirs.id, bookings: true });
  noBookings = await loggedIn(t, { role: 'OP', orgGroupId: mine.id, bookings: false });
  staff = await loggedIn(t, { role: 'NU' });
});

async function rows(agent: Agent, path: 'allOrgsInCW' | 'orgsInCW', body: Record<string, unknown>) {
  const res = await agent.post(`/api/org/${path}`, body);
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as { result: OrgInCwRow[] }).result;
}
const ofTag = (list: OrgInCwRow[]) =>
  list.filter((r) => `${r.ShipSupplierCode ?? ''}${r.ShipConsigneeCode ?? ''}`.includes(tag));
const codes = (list: OrgInCwRow[], side: 'supplier' | 'consignee') =>
  ofTag(list)
    .map((r) => (side === 'supplier' ? r.ShipSupplierCode : r.ShipConsigneeCode))
    .filter((c): c is string => c !== null)
    .sort();

describe('POST /api/org/allOrgsInCW', () => {
  it('IMPORT answers the supplier side: the own organisation and the suppliers of its shipments', async () => {
    const list = await rows(client, 'allOrgsInCW', { filter: '', bookingType: 'IMPORT' });
    expect(codes(list, 'supplier')).toEqual([code.own, code.seller, code.supplier].sort());
    expect(JSON.stringify(list)).not.toContain('Unknown TP');
    const supplier = list.find((r) => r.ShipSupplierCode === code.supplier);
    expect(supplier).toEqual({
      ShipSupplier: `Ningbo Hongda ${tag}`,
      ShipSupplierCode: code.supplier,
      ShipSupplierKey: code.supplier,
      ShipConsignee: null,
      ShipConsigneeCode: null,
      ShipConsigneeKey: null,
      BaseCountry: 'China',
    });
    const own = list.find((r) => r.ShipSupplierCode === code.own);
    expect(own).toMatchObject({ ShipConsigneeCode: code.own, BaseCountry: 'Australia' });
  });

  it.each([
    ['EXPORT', undefined, 'consignee'],
    ['ROAD', undefined, 'consignee'],
    ['ROAD', 'importer', 'consignee'],
    ['ROAD', 'exporter', 'supplier'],
    ['CROSS_TRADE', 'exporter', 'supplier'],
    ['CROSS_TRADE', 'importer', 'consignee'],
  ] as const)('%s with search type %s answers the %s side', async (bookingType, searchType, side) => {
    const list = await rows(client, 'allOrgsInCW', { filter: '', bookingType, searchType });
    const expected =
      side === 'supplier' ? [code.own, code.seller, code.supplier] : [code.buyer, code.own, code.consignee];
    expect(codes(list, side)).toEqual(expected.sort());
    expect(ofTag(list).every((r) => (side === 'supplier' ? r.ShipSupplier : r.ShipConsignee) !== null)).toBe(
      true,
    );
  });

  it("names a contract's trusted party by its orgCode and country", async () => {
    const list = await rows(client, 'allOrgsInCW', { filter: code.seller, bookingType: 'IMPORT' });
    expect(list).toEqual([
      {
        ShipSupplier: `Seller TP ${tag}`,
        ShipSupplierCode: code.seller,
        ShipSupplierKey: code.seller,
        ShipConsignee: null,
        ShipConsigneeCode: null,
        ShipConsigneeKey: null,
        BaseCountry: 'Vietnam',
      },
    ]);
  });

  it('filters case-insensitively by name, code or country', async () => {
    const byName = await rows(client, 'allOrgsInCW', { filter: 'ningbo hongda', bookingType: 'IMPORT' });
    expect(codes(byName, 'supplier')).toEqual([code.supplier]);
    const byCode = await rows(client, 'allOrgsInCW', {
      filter: code.own.toLowerCase(),
      bookingType: 'IMPORT',
    });
    expect(codes(byCode, 'supplier')).toEqual([code.own]);
    const byCountry = await rows(client, 'allOrgsInCW', { filter: 'united states', bookingType: 'EXPORT' });
    expect(codes(byCountry, 'consignee')).toEqual([code.consignee]);
  });

  it("never answers another group's organisations or partners to a customer", async () => {
    const list = await rows(client, 'allOrgsInCW', { filter: '', bookingType: 'IMPORT' });
    const all = JSON.stringify(list);
    expect(all).not.toContain(code.theirs);
    expect(all).not.toContain(code.theirSupplier);
    const theirs = await rows(other, 'allOrgsInCW', { filter: '', bookingType: 'IMPORT' });
    expect(codes(theirs, 'supplier')).toEqual([code.theirSupplier, code.theirs].sort());
    expect(JSON.stringify(theirs)).not.toContain(code.own);
  });

  it("lets staff see every group's", async () => {
    const list = await rows(staff, 'allOrgsInCW', { filter: tag, bookingType: 'IMPORT' });
    expect(codes(list, 'supplier')).toEqual(
      [code.own, code.seller, code.supplier, code.theirSupplier, code.theirs].sort(),
    );
  });

  it('refuses a caller without the bookings permission', async () => {
    const res = await noBookings.post('/api/org/allOrgsInCW', { filter: '', bookingType: 'IMPORT' });
    expect(res.statusCode).toBe(403);
  });

  it.each([
    ['no booking type', { filter: '' }, 'bookingType'],
    ['an unknown booking type', { filter: '', bookingType: 'SEA' }, 'bookingType'],
    ['an unknown search type', { filter: '', bookingType: 'ROAD', searchType: 'buyer' }, 'searchType'],
    ['a long filter', { filter: 'x'.repeat(101), bookingType: 'ROAD' }, 'filter'],
  ])('answers 400 naming the field for %s', async (_, body, field) => {
    const res = await client.post('/api/org/allOrgsInCW', body);
    expect(res.statusCode).toBe(400);
    expect(res.body).toContain(field);
  });

  it("gives the own organisation's addresses through POST /api/org/address {buyerCode: key}", async () => {
    const list = await rows(client, 'allOrgsInCW', { filter: code.own, bookingType: 'IMPORT' });
    const key = list[0]?.ShipSupplierKey;
    expect(key).toBe(code.own);
    const res = await client.post('/api/org/address', { buyerCode: key });
    expect(res.statusCode).toBe(200);
    expect(res.json().result).toEqual([
      expect.objectContaining({ address1: '12 Example Road', city: 'Dandenong South', country: 'AU' }),
    ]);
    const theirs = await other.post('/api/org/address', { buyerCode: key });
    expect(theirs.json().result).toEqual([]);
  });
});

describe('POST /api/org/orgsInCW', () => {
  it('answers both sides of every known organisation in scope', async () => {
    const list = await rows(client, 'orgsInCW', { filter: tag });
    expect(codes(list, 'supplier')).toEqual([code.own, code.seller, code.supplier].sort());
    expect(codes(list, 'consignee')).toEqual([code.buyer, code.consignee, code.own].sort());
    expect(JSON.stringify(list)).not.toContain(code.theirs);
  });

  it('accepts an empty body', async () => {
    const res = await client.post('/api/org/orgsInCW', {});
    expect(res.statusCode).toBe(200);
  });

  it('answers 400 naming the field for a filter that is not text', async () => {
    const res = await client.post('/api/org/orgsInCW', { filter: 42 });
    expect(res.statusCode).toBe(400);
    expect(res.body).toContain('filter');
  });
});
