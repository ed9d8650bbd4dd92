/**
 * Test data for the tracking search: shipments, orders, containers, products and reference
 * numbers with explicit ids. Test files of a worker share one database, so ids come from a random
 * range per module and keys carry a unique suffix.
 */
import { randomInt } from 'node:crypto';
import type { ShipmentsWithFiltersResponse } from '@navia/domain/contracts/shipments';
import type { LightMyRequestResponse } from 'fastify';
import type { Db } from '../../db/client.ts';
import {
  carriers,
  containerProducts,
  containers,
  orders,
  ports,
  referenceNumbers,
  shipments,
} from '../../db/schema/index.ts';
import { createUser, TEST_PASSWORD } from '../../test/factories.ts';
import { signIn, type TestApp, unique } from '../../test/test-app.ts';

let nextId = randomInt(1, 2 ** 40) * 1000;
const newId = () => ++nextId;
let nextCarrierId = randomInt(100_000, 2_000_000_000);

const DAY_MS = 86_400_000;

type ShipmentInsert = typeof shipments.$inferInsert;
type OrderInsert = typeof orders.$inferInsert;
type ContainerInsert = typeof containers.$inferInsert;

export async function createShipment(db: Db, orgGroupId: string, overrides: Partial<ShipmentInsert> = {}) {
  const id = newId();
  const tag = unique().toUpperCase();
  const [row] = await db
    .insert(shipments)
    .values({
      id,
      orgGroupId,
      shipKey: `SK${tag}${id}`,
      shipNumber: `S${tag}`,
      dataSource: 'AU',
      direction: 'IMPORT',
      transportMode: 'SEA',
      packing: 'FCL',
      serviceLevel: 'STD',
      origin: 'CNSHA',
      destination: 'AUMEL',
      supplierCode: 'SUPCN',
      supplier: 'Supplier Co',
      consigneeCode: 'CONAU',
      consignee: 'Consignee Pty',
      houseBill: `HB${tag}`,
      noOfPacks: 10,
      packType: 'CTN',
      actualWeight: 1000,
      chargeableWeight: 1200,
      actualVolume: 10,
      milestone: 'IN TRANSIT',
      customsStatus: 'NOT SENT',
      ...overrides,
    })
    .returning();
  if (!row) throw new Error('shipment insert failed');
  return row;
}

export async function createOrder(db: Db, orgGroupId: string, overrides: Partial<OrderInsert> = {}) {
  const id = newId();
  const tag = unique().toUpperCase();
  const [row] = await db
    .insert(orders)
    .values({
      id,
      orgGroupId,
      ordKey: `OK${tag}${id}`,
      ordNumber: `O${tag}`,
      ordNumberFull: `O${tag}-0`,
      ordStatus: 'PLC',
      dataSource: 'AU',
      direction: 'IMPORT',
      transportMode: 'SEA',
      packing: 'FCL',
      supplierCode: 'SUPCN',
      supplier: 'Supplier Co',
      buyerCode: 'CONAU',
      buyer: 'Consignee Pty',
      origin: 'CNSHA',
      destination: 'AUMEL',
      orderDate: new Date('2026-01-01T00:00:00Z'),
      ...overrides,
    })
    .returning();
  if (!row) throw new Error('order insert failed');
  return row;
}

export async function createContainer(
  db: Db,
  orgGroupId: string,
  shipmentId: number,
  overrides: Partial<ContainerInsert> = {},
) {
  const [row] = await db
    .insert(containers)
    .values({
      id: newId(),
      orgGroupId,
      shipmentId,
      containerNumber: `MSCU${randomInt(1_000_000, 9_999_999)}`,
      containerType: '40HC',
      weight: 20000,
      ...overrides,
    })
    .returning();
  if (!row) throw new Error('container insert failed');
  return row;
}

export async function createProduct(
  db: Db,
  orgGroupId: string,
  containerId: number,
  overrides: Partial<typeof containerProducts.$inferInsert> = {},
) {
  await db.insert(containerProducts).values({
    id: newId(),
    orgGroupId,
    containerId,
    line: 1,
    partNo: `PN-${unique()}`,
    productDescription: 'Widget',
    quantity: 5,
    ...overrides,
  });
}

export async function createReference(
  db: Db,
  orgGroupId: string,
  shipmentId: number,
  refType: string,
  value: string,
) {
  await db.insert(referenceNumbers).values({ id: newId(), orgGroupId, shipmentId, refType, value });
}

export async function createCarrier(db: Db, name: string) {
  const id = ++nextCarrierId;
  const [row] = await db
    .insert(carriers)
    .values({ id, code: `C${unique().toUpperCase()}`, name, transportMode: 'SEA' })
    .returning();
  if (!row) throw new Error('carrier insert failed');
  return row;
}

export async function ensurePort(db: Db, code: string, name: string, country: string) {
  await db.insert(ports).values({ code, name, country, latitude: 0, longitude: 0 }).onConflictDoNothing();
}

/** An instant `days` whole days after `base`. */
export const daysAfter = (base: Date, days: number) => new Date(base.getTime() + days * DAY_MS);

/** A logged-in user and helpers that call the API with their session. */
export async function loggedIn(t: TestApp, options: Parameters<typeof createUser>[1] = {}): Promise<Agent> {
  const user = await createUser(t.database.db, options);
  const { cookie } = await signIn(t.app, user.email, TEST_PASSWORD);
  const post = (url: string, payload: unknown = {}) =>
    t.app.inject({ method: 'POST', url, payload: payload as object, headers: { cookie } });
  const get = (url: string) => t.app.inject({ method: 'GET', url, headers: { cookie } });
  const search = async (body: Record<string, unknown>) => {
    const res = await post('/api/shipments/shipmentsWithFilters', { batchNo: 1, ...body });
    if (res.statusCode !== 200) throw new Error(`search failed: ${res.statusCode} ${res.body}`);
    return res.json() as ShipmentsWithFiltersResponse;
  };
  return { user, cookie, post, get, search };
}

export type Agent = {
  user: Awaited<ReturnType<typeof createUser>>;
  cookie: string;
  post: (url: string, payload?: unknown) => Promise<LightMyRequestResponse>;
  get: (url: string) => Promise<LightMyRequestResponse>;
  search: (body: Record<string, unknown>) => Promise<ShipmentsWithFiltersResponse>;
};

/** The ship numbers of a search answer, sorted (for order-independent comparisons). */
export const shipNumbers = (res: ShipmentsWithFiltersResponse) =>
  res.result.map((r) => r.ShipNumber ?? r.OrdNumber ?? '').sort();

/** Many shipments in one statement (for paging and export tests). */
export async function createShipments(
  db: Db,
  orgGroupId: string,
  count: number,
  values: (i: number) => Partial<ShipmentInsert> = () => ({}),
  options: { perStatement?: number } = {},
) {
  const tag = unique().toUpperCase();
  const rows = Array.from({ length: count }, (_, i) => {
    const id = newId();
    return {
      id,
      orgGroupId,
      shipKey: `SK${tag}${id}`,
      shipNumber: `S${tag}-${String(i).padStart(5, '0')}`,
      dataSource: 'AU',
      direction: 'IMPORT' as const,
      transportMode: 'SEA' as const,
      packing: 'FCL',
      serviceLevel: 'STD',
      origin: 'CNSHA',
      destination: 'AUMEL',
      supplierCode: 'SUPCN',
      supplier: 'Supplier Co',
      consigneeCode: 'CONAU',
      consignee: 'Consignee Pty',
      noOfPacks: 1,
      packType: 'CTN',
      actualWeight: 1,
      chargeableWeight: 1,
      actualVolume: 1,
      milestone: 'IN TRANSIT',
      customsStatus: 'NOT SENT',
      ...values(i),
    };
  });
  const size = options.perStatement ?? 500;
  for (let i = 0; i < rows.length; i += size) await db.insert(shipments).values(rows.slice(i, i + size));
  return { tag, rows };
}
