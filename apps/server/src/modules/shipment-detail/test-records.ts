/**
 * Test data for the detail screen: a shipment with its containers, products, milestones and legs,
 * and orders. Ids come from a random range per module (test files of a worker share one database)
 * and keys carry a unique suffix. Ports use codes of their own (ZZ...) so the coordinates the CO2
 * tests depend on cannot collide with other modules' test ports.
 */
import { randomInt } from 'node:crypto';
import { MILESTONE_ORDER } from '@navia/domain/rules/milestones';
import type { Db } from '../../db/client.ts';
import {
  containerProducts,
  containers,
  milestones,
  orders,
  ports,
  shipments,
  transportLegs,
} from '../../db/schema/index.ts';
import { unique } from '../../test/test-app.ts';

let nextId = randomInt(1, 2 ** 40) * 1000;
const newId = () => ++nextId;

const DAY = 86_400_000;
export const BASE = new Date('2026-03-01T00:00:00.000Z');
const at = (days: number) => new Date(BASE.getTime() + days * DAY);

/** Test ports with real coordinates (Shanghai, Singapore, Melbourne, Sydney). */
const TEST_PORTS = {
  SHA: { code: 'ZZSHA', name: 'Shanghai Test', country: 'CN', latitude: 30.6268, longitude: 122.0647 },
  SIN: { code: 'ZZSIN', name: 'Singapore Test', country: 'SG', latitude: 1.2644, longitude: 103.8222 },
  MEL: { code: 'ZZMEL', name: 'Melbourne Test', country: 'AU', latitude: -37.8393, longitude: 144.9165 },
  SYD: { code: 'ZZSYD', name: 'Sydney Test', country: 'AU', latitude: -33.9692, longitude: 151.2152 },
} as const;

async function ensureTestPorts(db: Db) {
  await db
    .insert(ports)
    .values(Object.values(TEST_PORTS).map((p) => ({ ...p, state: null })))
    .onConflictDoNothing();
}

type Mode = 'FCL' | 'LCL' | 'AIR';

/**
 * A shipment from Shanghai to Melbourne. FCL: two boxes, the first with three products (inserted out
 * of line order), by sea via Singapore (chargeable 18.5 t). LCL: two cargo lines in one box. AIR: one
 * direct flight, no containers. The first four milestones are complete.
 */
export async function createDetailShipment(
  db: Db,
  orgGroupId: string,
  mode: Mode = 'FCL',
  overrides: Partial<typeof shipments.$inferInsert> = {},
) {
  await ensureTestPorts(db);
  const id = newId();
  const tag = unique().toUpperCase();
  const sea = mode !== 'AIR';
  const [shipment] = await db
    .insert(shipments)
    .values({
      id,
      orgGroupId,
      shipKey: `AU-S${tag}${id}`,
      shipNumber: `S${tag}`,
      dataSource: 'AU',
      direction: 'IMPORT',
      transportMode: sea ? 'SEA' : 'AIR',
      packing: mode === 'AIR' ? 'LSE' : mode,
      serviceLevel: 'STD',
      origin: TEST_PORTS.SHA.code,
      destination: TEST_PORTS.MEL.code,
      supplierCode: 'SUPCN',
      supplier: 'Ningbo Housewares Co',
      consigneeCode: 'ACMRETMEL',
      consignee: 'Acme Retail Pty Ltd',
      houseBill: `HB${tag}`,
      masterBill: `MB${tag}`,
      clientShipmentId: `CS-${tag}`,
      noOfPacks: 120,
      packType: 'CTN',
      actualWeight: 18_000,
      chargeableWeight: 18_500,
      actualVolume: 56.5,
      etd: at(0),
      eta: at(20),
      atd: at(0.2),
      milestone: 'DEPARTED',
      customsStatus: 'NOT SENT',
      upsAwbNumber: null,
      fedexAwbNumber: null,
      carnetNumber: null,
      ...overrides,
    })
    .returning();
  if (!shipment) throw new Error('shipment insert failed');

  if (mode === 'FCL') {
    const first = newId();
    const second = newId();
    await db.insert(containers).values([
      {
        id: first,
        orgGroupId,
        shipmentId: id,
        containerNumber: `MSCU${String(id).slice(-7)}`,
        sealNumber: 'SL1234567',
        containerType: '40HC',
        weight: 12_000,
        bookedFlag: 1,
        estimatedDelivery: at(23),
      },
      {
        id: second,
        orgGroupId,
        shipmentId: id,
        containerNumber: `TGHU${String(id).slice(-7)}`,
        sealNumber: null,
        containerType: '20GP',
        weight: 6_500,
        bookedFlag: 0,
        estimatedDelivery: at(23),
        actualDelivery: at(24),
      },
    ]);
    await db.insert(containerProducts).values(
      [3, 1, 2].map((line) => ({
        id: newId(),
        orgGroupId,
        containerId: first,
        line,
        partNo: `HW-${line}00`,
        productDescription: `PRODUCT LINE ${line}`,
        isPriority: line === 2,
        quantity: line * 12,
      })),
    );
  } else if (mode === 'LCL') {
    const number = `CAIU${String(id).slice(-7)}`;
    await db.insert(containers).values(
      [
        { pieces: 4, description: 'STAINLESS STEEL COOKWARE SET 10PC IN GIFT BOX', volume: 1.2, weight: 400 },
        { pieces: 2, description: 'BAMBOO CUTTING BOARD 3PC', volume: 0.4, weight: 120 },
      ].map((line) => ({
        id: newId(),
        orgGroupId,
        shipmentId: id,
        containerNumber: number,
        sealNumber: 'SL7654321',
        containerType: '40HC',
        bookedFlag: 0,
        estimatedDelivery: at(24),
        ...line,
      })),
    );
  }

  await db.insert(milestones).values(
    MILESTONE_ORDER.map((name, i) => ({
      id: newId(),
      orgGroupId,
      shipmentId: id,
      seq: i + 1,
      name,
      estimatedDate: at(i * 3 - 9),
      actualDate: i < 4 ? at(i * 3 - 9 + 0.1) : null,
      completed: i < 4,
    })),
  );

  const legs = sea
    ? [
        {
          mode: 'SEA',
          load: TEST_PORTS.SHA.code,
          discharge: TEST_PORTS.SIN.code,
          vessel: 'MSC OSCAR',
          voyage: '612S',
        },
        {
          mode: 'SEA',
          load: TEST_PORTS.SIN.code,
          discharge: TEST_PORTS.MEL.code,
          vessel: 'MSC ANNA',
          voyage: '614S',
        },
      ]
    : [
        {
          mode: 'AIR',
          load: TEST_PORTS.SHA.code,
          discharge: TEST_PORTS.MEL.code,
          vessel: 'CX123',
          voyage: null,
        },
      ];
  await db.insert(transportLegs).values(
    legs.map((leg, i) => ({
      id: newId(),
      orgGroupId,
      shipmentId: id,
      leg: i + 1,
      transportMode: leg.mode,
      vessel: leg.vessel,
      voyage: leg.voyage,
      etd: at(i * 10),
      eta: at(i * 10 + 8),
      cargoAvailability: i === legs.length - 1 ? at(21) : null,
      loadPort: leg.load,
      dischargePort: leg.discharge,
    })),
  );
  return shipment;
}

export async function createDetailOrder(
  db: Db,
  orgGroupId: string,
  shipmentId: number | null,
  overrides: Partial<typeof orders.$inferInsert> = {},
) {
  const id = newId();
  const ordNumberFull = `PO-${unique().toUpperCase()}-0`;
  const [order] = await db
    .insert(orders)
    .values({
      id,
      orgGroupId,
      ordKey: `AU-${ordNumberFull}`,
      ordNumber: ordNumberFull.slice(0, -2),
      ordNumberFull,
      shipmentId,
      ordStatus: shipmentId === null ? 'CNF' : 'SHP',
      dataSource: 'AU',
      direction: 'IMPORT',
      transportMode: 'SEA',
      packing: 'FCL',
      supplierCode: 'SUPCN',
      supplier: 'Ningbo Housewares Co',
      buyerCode: 'ACMRETMEL',
      buyer: 'Acme Retail Pty Ltd',
      origin: TEST_PORTS.SHA.code,
      destination: TEST_PORTS.MEL.code,
      orderDate: at(-30),
      exWorks: at(-3),
      reqInStore: at(30),
      etd: at(0),
      eta: at(20),
      departureVessel: null,
      departureVoyage: null,
      arrivalVessel: null,
      arrivalVoyage: null,
      ...overrides,
    })
    .returning();
  if (!order) throw new Error('order insert failed');
  return order;
}
