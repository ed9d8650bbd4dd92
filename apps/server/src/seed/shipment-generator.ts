/**
 * Generates shipments and everything that hangs off them (orders, containers, products, milestones,
 * transport legs, reference numbers) as rows ready for COPY. Shipment i draws from its own random
 * stream, and child ids are counters carried from one chunk to the next, so the rows depend only on
 * the seed, `now` and i, never on the chunk size.

 */
import { makeContainerNumber } from '@navia/domain/rules/container-number';
import { DEFAULT_EMISSION_FACTORS, shipmentEmission } from '@navia/domain/rules/emissions';
import { MILESTONE_ORDER } from '@navia/domain/rules/milestones';
import { storedEmissionOf } from '../modules/emissions/stored-emissions.ts';
import { AIRLINES_BY_COUNTRY, ROAD_CARRIERS_BY_COUNTRY, type SeedCarrier } from './data/carriers.ts';
import type { SeedPort } from './data/ports.ts';
import { Rng } from './prng.ts';
import { type LegPlan, planRoute } from './routes.ts';
import {
  buildSlotCycle,
  type DeliveryBooking,
  type Direction,
  planShipment,
  type Scenario,
} from './scenarios.ts';
import type { BulkTableKey, Row } from './tables.ts';
import { buildTimeline, type Timeline } from './timeline.ts';
import { DAY, type GroupWorld, HOUR, type PackingMode, type Party, type World } from './world.ts';

export type ChunkRows = Record<BulkTableKey, Row[]>;

/** A shipment or order remembered for priority records or favourites. */
export type MarkedRecord = {
  groupIndex: number;
  recordKey: string;
  recordNumber: string;
  isShipment: boolean;
  dataSource: string;
};

const LEASING_BOX_OWNERS = ['TGH', 'TCN', 'TRH', 'SEG', 'CAI', 'FCI', 'GES', 'BMO', 'TEM', 'TCL'] as const;
const CONTAINER_TYPES = [
  ['20GP', 30],
  ['40GP', 20],
  ['40HC', 50],
] as const;
const CONTAINER_SPECS: Readonly<
  Record<string, { minKg: number; maxKg: number; minM3: number; maxM3: number }>
> = {
  '20GP': { minKg: 6000, maxKg: 24000, minM3: 18, maxM3: 33 },
  '40GP': { minKg: 7000, maxKg: 26000, minM3: 35, maxM3: 67 },
  '40HC': { minKg: 6000, maxKg: 26500, minM3: 45, maxM3: 76 },
  '20RE': { minKg: 12000, maxKg: 22000, minM3: 15, maxM3: 28 },
};
const SERVICE_LEVELS: Readonly<Record<PackingMode, readonly (readonly [string, number])[]>> = {
  fcl: [
    ['STD', 70],
    ['ECO', 15],
    ['EXP', 10],
    ['DTD', 5],
  ],
  lcl: [
    ['STD', 75],
    ['ECO', 15],
    ['DTD', 10],
  ],
  air: [
    ['STD', 50],
    ['EXP', 40],
    ['COU', 10],
  ],
  road: [
    ['STD', 70],
    ['EXP', 20],
    ['OVN', 10],
  ],
};
const PACK_TYPES: Readonly<Record<PackingMode, readonly (readonly [string, number])[]>> = {
  fcl: [
    ['CTN', 60],
    ['PLT', 40],
  ],
  lcl: [
    ['PLT', 50],
    ['CTN', 40],
    ['CRT', 10],
  ],
  air: [
    ['CTN', 60],
    ['PKG', 30],
    ['PLT', 10],
  ],
  road: [
    ['PLT', 80],
    ['CTN', 20],
  ],
};
const PACKING_CODE: Readonly<Record<PackingMode, readonly string[]>> = {
  fcl: ['FCL'],
  lcl: ['LCL'],
  air: ['LSE', 'LSE', 'LSE', 'ULD'],
  road: ['FTL', 'LTL'],
};
const TRANSPORT_MODE: Readonly<Record<PackingMode, 'SEA' | 'AIR' | 'ROAD'>> = {
  fcl: 'SEA',
  lcl: 'SEA',
  air: 'AIR',
  road: 'ROAD',
};

/** Only this many shipments are candidates for random priority records, so the table stays small. */
const RANDOM_PRIORITY_WINDOW = 50_000;
/** Shipments of a group with an ordinal below this become favourite candidates. */
const FAVOURITE_ORDINALS = 14;

const round = (value: number, step: number) => Math.round(value / step) * step;
const startOfDay = (ms: number) => Math.floor(ms / DAY) * DAY;
const pad = (value: number, width: number) => String(value).padStart(width, '0');

/** What the order writers need to know about the shipment being generated. */
type OrderContext = {
  rng: Rng;
  shipmentId: number;
  group: GroupWorld;
  groupIndex: number;
  ordinal: number;
  direction: Direction;
  mode: PackingMode;
  packing: string;
  origin: string;
  destination: string;
  supplier: Party;
  buyer: Party;
  dataSource: string;
  t: Timeline;
  transit: number;
  scenario: Scenario | null;
  legs: readonly LegRow[];
};

type LegRow = {
  mode: LegPlan['mode'];
  load: string;
  discharge: string;
  etd: number;
  eta: number;
  vessel: string | null;
  voyage: string | null;
  carrierId: number;
  cargoAvailability: number | null;
};

type ContainerInput = {
  group: GroupWorld;
  shipmentId: number;
  t: Timeline;
  /** Position in the shipment; later boxes are delivered a few hours after the first. */
  position: number;
  type: string;
  weight: number;
  number: string;
  seal: string;
  fcl: boolean;
  /** For cargo arrived and not yet delivered: the delivery is booked, only an earliest date is asked, or neither. */
  booking: DeliveryBooking;
  line?: { description: string; pieces: number; volume: number };
};

export class ShipmentGenerator {
  private readonly cycle;
  private readonly groupDefs;
  private readonly partyForPort = new Map<string, Party[]>();
  private orderSeq = 0;
  private orderIdSeq = 0;
  private containerSeq = 0;
  private productSeq = 0;
  private milestoneSeq = 0;
  private legSeq = 0;
  private referenceSeq = 0;
  readonly priority: MarkedRecord[] = [];
  readonly favourites: MarkedRecord[] = [];

  constructor(
    private readonly world: World,
    private readonly seed: number,
    private readonly now: number,
  ) {
    this.groupDefs = world.groups.map((g) => g.def);
    this.cycle = buildSlotCycle(this.groupDefs);
  }

  /** Rows for shipments with index in [from, to). Must be called with consecutive ranges. */
  generate(from: number, to: number): ChunkRows {
    const out: ChunkRows = {
      shipments: [],
      orders: [],
      containers: [],
      containerProducts: [],
      milestones: [],
      transportLegs: [],
      referenceNumbers: [],
    };
    for (let index = from; index < to; index++) this.shipment(index, out);
    return out;
  }

  /** The shipment's stored CO2e columns (modules/emissions/stored-emissions.ts), from its legs' ports. */
  private storedEmission(legs: readonly LegRow[], chargeableKg: number) {
    const input = legs.map((leg) => {
      const from = this.port(leg.load);
      const to = this.port(leg.discharge);
      return { transportMode: leg.mode, from, to };
    });
    const stored = storedEmissionOf(shipmentEmission(input, chargeableKg), DEFAULT_EMISSION_FACTORS.version);
    return [stored.co2eKg, stored.co2eSeaKg, stored.co2eAirKg, stored.co2eRoadKg, stored.co2eFactors];
  }

  private port(code: string): SeedPort {
    const found = this.world.ports.get(code);
    if (!found) throw new Error(`unknown port ${code}`);
    return found;
  }

  /** The group's organisations with a site in the port's state (or country), for consignee/shipper. */
  private groupPartiesAt(group: GroupWorld, portCode: string): Party[] {
    const key = `${group.def.code}|${portCode}`;
    let parties = this.partyForPort.get(key);
    if (!parties) {
      const port = this.port(portCode);
      const local = group.def.organisations.filter(
        (o) => port.state !== null && o.addresses.some((a) => a.state === port.state),
      );
      const codes = new Set(local.map((o) => o.code));
      parties =
        local.length > 0 ? group.organisations.filter((o) => codes.has(o.code)) : [...group.organisations];
      this.partyForPort.set(key, parties);
    }
    return parties;
  }

  private partner(group: GroupWorld, country: string, own: Party, rng: Rng): Party {
    if (country === group.def.country) {
      const others = group.organisations.filter((o) => o.code !== own.code);
      return others.length > 0 ? rng.pick(others) : own;
    }
    const list = this.world.partners.get(country);
    return list && list.length > 0 ? rng.pick(list) : own;
  }

  private shipment(index: number, out: ChunkRows): void {
    const { world } = this;
    const id = index + 1;
    const rng = new Rng(this.seed, 2, index);
    const plan = planShipment(this.groupDefs, this.cycle, index);
    const group = world.groups[plan.groupIndex] as GroupWorld;
    const scenario = plan.scenario;
    const direction: Direction =
      scenario?.direction ?? (rng.chance(group.def.importShare) ? 'IMPORT' : 'EXPORT');
    // A scenario may pin the mode; the pick still happens so the random stream stays the same.
    const pickedMode = group.modes.pick(rng);
    const mode = scenario?.mode ?? pickedMode;
    const lane = group.lanes[direction][mode].pick(rng);
    const route = planRoute(world.ports, mode, lane, rng);
    const origin = this.port(lane.origin);
    const destination = this.port(lane.destination);
    const transportMode = TRANSPORT_MODE[mode];
    const dataSource = direction === 'IMPORT' ? destination.country : origin.country;

    const own = rng.pick(this.groupPartiesAt(group, direction === 'IMPORT' ? lane.destination : lane.origin));
    const other = this.partner(group, lane.partnerCountry, own, rng);
    const supplier = direction === 'IMPORT' ? other : own;
    const consignee = direction === 'IMPORT' ? own : other;

    const t = buildTimeline(rng, this.now, mode, route.total, direction, scenario);
    const done = (milestone: number) => t.completed > milestone;

    // Carriers and legs
    const carrier = this.mainCarrier(rng, mode, group, origin);
    const legs = this.legs(rng, route.legs, carrier, group, t, mode);
    const mainLeg = legs.find((l) => l.mode !== 'ROAD') ?? legs[0];
    const lastMainLeg = [...legs].reverse().find((l) => l.mode !== 'ROAD') ?? legs[legs.length - 1];
    const secondSea = legs.filter((l) => l.mode === 'SEA')[1];

    // Identity
    const shipNumber = `S${pad(1_000_000 + id * 3 + rng.int(0, 2), 8)}`;
    const shipKey = `${dataSource}-${shipNumber}`;
    // The house bill is issued around departure: before it, a third of shipments have none yet.
    const houseBillIssued = !scenario?.houseBillMissing && (done(3) || rng.chance(0.67));
    const houseBill = !houseBillIssued
      ? null
      : mode === 'road'
        ? `CN${pad(id, 8)}`
        : `NV${lane.origin.slice(2)}${pad(id, 7)}`;
    const masterBill = this.masterBill(rng, mode, carrier);
    const serviceLevel = rng.weighted(SERVICE_LEVELS[mode]);
    const packing = rng.pick(PACKING_CODE[mode]);
    const yy = new Date(t.etd).getUTCFullYear() % 100;
    const clientShipmentId = rng.chance(0.6) ? `${group.def.code.slice(0, 3)}-${yy}${rng.digits(5)}` : null;

    // Cargo
    const packType = rng.weighted(PACK_TYPES[mode]);
    const cargo = this.cargo(rng, mode, packing, group, t, id, carrier, out, scenario);
    const upsAwb =
      serviceLevel === 'COU' && rng.chance(0.5)
        ? `1Z${rng.pick(['A', 'E', 'R', 'V', 'W'])}${rng.digits(5)}${rng.pick(['01', '02', '03'])}${rng.digits(8)}`
        : null;
    const fedexAwb = serviceLevel === 'COU' && upsAwb === null ? rng.digits(12) : null;
    const carnet = rng.chance(0.004) ? `${dataSource}/${rng.digits(6)}` : null;

    // Orders linked to this shipment
    const orders: OrderContext = {
      rng,
      shipmentId: id,
      group,
      groupIndex: plan.groupIndex,
      ordinal: plan.ordinal,
      direction,
      mode,
      packing,
      origin: lane.origin,
      destination: lane.destination,
      supplier,
      buyer: consignee,
      dataSource,
      t,
      transit: route.total,
      scenario,
      legs,
    };
    const orderNumbers = this.linkedOrders(orders, out);
    if (scenario?.unlinkedOrder || rng.chance(0.12)) this.unlinkedOrder(orders, out);
    const shipOrderReference =
      orderNumbers.length > 0 ? orderNumbers.join(', ') : rng.chance(0.3) ? `REF${rng.digits(7)}` : null;

    out.shipments.push([
      id,
      group.id,
      shipKey,
      shipNumber,
      dataSource,
      direction,
      transportMode,
      packing,
      serviceLevel,
      lane.origin,
      lane.destination,
      destination.country === 'AU' || destination.country === 'US' ? destination.state : null,
      supplier.code,
      supplier.name,
      consignee.code,
      consignee.name,
      houseBill,
      masterBill,
      clientShipmentId,
      shipOrderReference,
      cargo.packs,
      packType,
      cargo.weight,
      cargo.chargeable,
      cargo.volume,
      t.etd,
      t.eta,
      done(3) ? t.actual[3] : null,
      done(5) ? t.actual[5] : null,
      t.sta,
      done(2) ? t.actual[2] : null,
      done(6) ? t.actual[6] : null,
      MILESTONE_ORDER[t.completed - 1] ?? 'RAISED',
      t.customsStatus,
      carrier.id,
      mainLeg?.vessel ?? null,
      mainLeg?.voyage ?? null,
      secondSea && secondSea.vessel !== mainLeg?.vessel ? secondSea.vessel : null,
      mainLeg?.load ?? lane.origin,
      lastMainLeg?.discharge ?? lane.destination,
      upsAwb,
      fedexAwb,
      carnet,
      t.actual[0],
      ...this.storedEmission(legs, cargo.chargeable),
    ]);

    MILESTONE_ORDER.forEach((name, m) => {
      const actual = t.actual[m] ?? null;
      out.milestones.push([
        ++this.milestoneSeq,
        group.id,
        id,
        m + 1,
        name,
        t.estimated[m] ?? null,
        done(m) ? actual : null,
        done(m),
      ]);
    });

    legs.forEach((leg, i) => {
      out.transportLegs.push([
        ++this.legSeq,
        group.id,
        id,
        i + 1,
        leg.mode,
        leg.vessel,
        leg.voyage,
        leg.carrierId,
        leg.etd,
        leg.eta,
        leg.cargoAvailability,
        leg.load,
        leg.discharge,
      ]);
    });

    for (const orderNumber of orderNumbers) this.reference(out, group.id, id, 'PO', orderNumber);
    if (direction === 'IMPORT' && rng.chance(0.4))
      this.reference(out, group.id, id, 'ASN', `ASN${rng.digits(8)}`);
    const skus =
      cargo.partNos.length > 0
        ? cargo.partNos.slice(0, 2)
        : rng.chance(0.2)
          ? [rng.pick(group.products).partNo]
          : [];
    for (const sku of skus) this.reference(out, group.id, id, 'SKU', sku);

    const mark: MarkedRecord = {
      groupIndex: plan.groupIndex,
      recordKey: shipKey,
      recordNumber: shipNumber,
      isShipment: true,
      dataSource,
    };
    if (scenario?.priority || (index < RANDOM_PRIORITY_WINDOW && rng.chance(0.004))) this.priority.push(mark);
    if (plan.ordinal < FAVOURITE_ORDINALS) this.favourites.push(mark);
  }

  private reference(out: ChunkRows, groupId: string, shipmentId: number, type: string, value: string): void {
    out.referenceNumbers.push([++this.referenceSeq, groupId, shipmentId, type, value]);
  }

  private mainCarrier(rng: Rng, mode: PackingMode, group: GroupWorld, origin: SeedPort): SeedCarrier {
    let code: string;
    if (mode === 'air') code = rng.pick(AIRLINES_BY_COUNTRY[group.def.country] ?? ['SQ']);
    else if (mode === 'road')
      code = rng.pick(
        ROAD_CARRIERS_BY_COUNTRY[origin.country] ?? ROAD_CARRIERS_BY_COUNTRY[group.def.country] ?? ['DHLFRT'],
      );
    else return this.world.seaCarriers.pick(rng);
    const carrier = this.world.carriers.get(code);
    if (!carrier) throw new Error(`unknown carrier ${code}`);
    return carrier;
  }

  private masterBill(rng: Rng, mode: PackingMode, carrier: SeedCarrier): string | null {
    if (mode === 'road') return null;
    if (mode === 'air') {
      const serial = rng.int(1_000_000, 9_999_999);
      return `${carrier.awbPrefix ?? '000'}-${serial}${serial % 7}`;
    }
    return `${carrier.code}${rng.digits(9)}`;
  }

  private legs(
    rng: Rng,
    plans: readonly LegPlan[],
    carrier: SeedCarrier,
    group: GroupWorld,
    t: Timeline,
    mode: PackingMode,
  ): LegRow[] {
    const arrived = t.completed > 5;
    let previousVessel: string | null = null;
    return plans.map((plan, i) => {
      const last = i === plans.length - 1;
      const etd = t.etd + plan.start;
      const eta = last ? t.eta : t.etd + plan.end;
      let legCarrier = carrier;
      let vessel: string | null = null;
      let voyage: string | null = null;
      if (plan.mode === 'SEA') {
        const names = carrier.vessels ?? [];
        vessel = names.length > 0 ? rng.pick(names) : null;
        if (vessel === previousVessel && names.length > 1)
          vessel = names[(names.indexOf(vessel ?? '') + 1) % names.length] ?? vessel;
        previousVessel = vessel;
        voyage = this.voyage(etd, plan.load, plan.discharge);
      } else if (plan.mode === 'AIR') {
        vessel = `${carrier.code}${rng.int(1, 999)}`;
      } else if (mode !== 'road') {
        const country = this.port(plan.load).country;
        const code = rng.pick(
          ROAD_CARRIERS_BY_COUNTRY[country] ?? ROAD_CARRIERS_BY_COUNTRY[group.def.country] ?? ['DHLFRT'],
        );
        legCarrier = this.world.carriers.get(code) ?? carrier;
      }
      const cargoAvailability = last ? (arrived ? t.availableAt : eta + DAY) : null;
      return {
        mode: plan.mode,
        load: plan.load,
        discharge: plan.discharge,
        etd,
        eta,
        vessel,
        voyage,
        carrierId: legCarrier.id,
        cargoAvailability,
      };
    });
  }

  /** A voyage code like 425S: last digit of the year, ISO-ish week, and the heading. */
  private voyage(etd: number, load: string, discharge: string): string {
    const date = new Date(etd);
    const startOfYear = Date.UTC(date.getUTCFullYear(), 0, 1);
    const week = Math.min(52, Math.floor((etd - startOfYear) / (7 * DAY)) + 1);
    const from = this.port(load);
    const to = this.port(discharge);
    const dLat = to.latitude - from.latitude;
    let dLon = to.longitude - from.longitude;
    if (dLon > 180) dLon -= 360;
    if (dLon < -180) dLon += 360;
    const heading = Math.abs(dLat) > Math.abs(dLon) * 0.5 ? (dLat < 0 ? 'S' : 'N') : dLon > 0 ? 'E' : 'W';
    return `${date.getUTCFullYear() % 10}${pad(week, 2)}${heading}`;
  }

  /** Packs, weights and volume; writes containers (FCL boxes or LCL cargo lines) and products. */
  private cargo(
    rng: Rng,
    mode: PackingMode,
    packing: string,
    group: GroupWorld,
    t: Timeline,
    shipmentId: number,
    carrier: SeedCarrier,
    out: ChunkRows,
    scenario: Scenario | null = null,
  ) {
    const partNos: string[] = [];
    const drawnBooking = rng.weighted<DeliveryBooking>([
      ['confirmed', 50],
      ['earliest', 10],
      ['none', 40],
    ]);
    const booking = scenario?.booking ?? drawnBooking;
    if (mode === 'fcl') {
      const drawnCount = rng.weighted([
        [1, 55],
        [2, 25],
        [3, 12],
        [4, 8],
      ] as const);
      const count = scenario?.boxes ?? drawnCount;
      const reefer = rng.chance(group.def.reeferShare);
      let weight = 0;
      let volume = 0;
      let packs = 0;
      for (let c = 0; c < count; c++) {
        const type = reefer ? '20RE' : rng.weighted(CONTAINER_TYPES);
        const spec = CONTAINER_SPECS[type] ?? { minKg: 6000, maxKg: 24000, minM3: 18, maxM3: 33 };
        const boxWeight = round(rng.float(spec.minKg, spec.maxKg), 10);
        weight += boxWeight;
        volume += round(rng.float(spec.minM3, spec.maxM3), 0.01);
        packs += rng.chance(0.4) ? rng.int(10, 22) : rng.int(120, 1400);
        const containerId = this.container(rng, out, {
          group,
          shipmentId,
          t,
          position: c,
          type,
          weight: boxWeight,
          number: this.boxNumber(rng, carrier),
          seal: this.seal(rng, carrier),
          fcl: true,
          booking,
        });
        if (rng.chance(0.35)) {
          const lines = rng.int(1, 6);
          for (let line = 1; line <= lines; line++) {
            const product = rng.pick(group.products);
            partNos.push(product.partNo);
            out.containerProducts.push([
              ++this.productSeq,
              group.id,
              containerId,
              line,
              product.partNo,
              product.description,
              rng.chance(0.06),
              rng.int(2, 200) * 12,
            ]);
          }
        }
      }
      return {
        packs,
        weight: round(weight, 0.1),
        chargeable: round(weight, 0.1),
        volume: round(volume, 0.001),
        partNos,
      };
    }
    if (mode === 'lcl') {
      const weight = round(rng.float(150, 6000), 0.5);
      const volume = round(weight / rng.float(150, 600), 0.001);
      const packs = rng.int(1, 60);
      const lines = Math.min(packs, rng.int(1, 3));
      const consolType = rng.chance(0.7) ? '40HC' : '20GP';
      const consolNumber = this.boxNumber(rng, carrier);
      const consolSeal = this.seal(rng, carrier);
      let piecesLeft = packs;
      for (let line = 0; line < lines; line++) {
        const pieces = line === lines - 1 ? piecesLeft : rng.int(1, piecesLeft - (lines - line - 1));
        piecesLeft -= pieces;
        const share = pieces / packs;
        this.container(rng, out, {
          group,
          shipmentId,
          t,
          position: line,
          type: consolType,
          weight: round(weight * share, 0.1),
          number: consolNumber,
          seal: consolSeal,
          fcl: false,
          booking,
          line: {
            description: rng.pick(group.products).description,
            pieces,
            volume: round(volume * share, 0.001),
          },
        });
      }
      return { packs, weight, chargeable: round(Math.max(weight, volume * 1000), 0.5), volume, partNos };
    }
    if (mode === 'air') {
      const weight = round(rng.float(12, 2500), 0.5);
      const volume = round(weight / rng.float(90, 400), 0.001);
      // IATA volumetric ratio 1:6000 (cm3 per kg): 1 m3 counts as 166.67 kg.
      const chargeable = Math.ceil(Math.max(weight, (volume * 1_000_000) / 6000) * 2) / 2;
      return { packs: rng.int(1, 80), weight, chargeable, volume, partNos };
    }
    const full = packing === 'FTL';
    const weight = round(full ? rng.float(8000, 22000) : rng.float(200, 4000), 1);
    const volume = round(full ? rng.float(30, 80) : weight / rng.float(150, 400), 0.001);
    // Road freight cubic conversion 333 kg per m3.
    return {
      packs: full ? rng.int(10, 26) : rng.int(1, 12),
      weight,
      chargeable: round(Math.max(weight, volume * 333), 1),
      volume,
      partNos,
    };
  }

  private boxNumber(rng: Rng, carrier: SeedCarrier): string {
    const owners = carrier.boxOwners && rng.chance(0.75) ? carrier.boxOwners : LEASING_BOX_OWNERS;
    return makeContainerNumber(rng.pick(owners), 'U', rng.int(0, 999_999));
  }

  private seal(rng: Rng, carrier: SeedCarrier): string {
    return `${carrier.code.slice(0, 2)}${rng.digits(7)}`;
  }

  /** An FCL box, or (with `line`) one LCL cargo line in a consolidation box. Returns its id. */
  private container(rng: Rng, out: ChunkRows, box: ContainerInput): number {
    const { now } = this;
    const { t, position, fcl } = box;
    const arrived = t.completed > 5;
    const delivered = t.completed > 6;
    const available = arrived ? t.availableAt : null;
    const storage = available !== null ? available + rng.int(3, 5) * DAY : null;
    const emptyReturn = fcl && available !== null ? available + rng.int(7, 14) * DAY : null;
    const deliveredAt = t.actual[6];
    const actualDelivery = delivered ? Math.min(deliveredAt + position * 3 * HOUR, now) : null;
    const estimatedDelivery =
      available !== null
        ? delivered
          ? deliveredAt
          : Math.max(available + DAY, deliveredAt)
        : t.estimated[6];
    const pending = arrived && !delivered;
    const confirmed =
      pending && box.booking === 'confirmed' ? deliveredAt + position * 3 * HOUR : actualDelivery;
    // An earliest-delivery request asks for the AM slot (9:00) of a day after both availability and today.
    const earliest =
      pending && box.booking === 'earliest'
        ? startOfDay(Math.max(available ?? now, now)) + DAY + 9 * HOUR
        : null;
    const id = ++this.containerSeq;
    out.containers.push([
      id,
      box.group.id,
      box.shipmentId,
      box.number,
      box.seal,
      box.type,
      box.weight,
      confirmed !== null ? 1 : 0,
      available,
      storage,
      emptyReturn,
      estimatedDelivery,
      actualDelivery,
      confirmed,
      earliest,
      box.line?.description ?? null,
      box.line?.pieces ?? null,
      box.line?.volume ?? null,
      confirmed !== null || earliest !== null,
    ]);
    return id;
  }

  private orderNumber(direction: Direction, seq: number): string {
    return `${direction === 'IMPORT' ? 'PO' : 'SO'}-${100000 + seq}`;
  }

  /** Orders on the shipment; their status follows it (DLV delivered, SHP departed, else CNF). Returns the order numbers. */
  private linkedOrders(ctx: OrderContext, out: ChunkRows): string[] {
    const { rng, group, direction, mode, packing, supplier, buyer, dataSource, t, scenario, legs } = ctx;
    const count = scenario?.order
      ? 1
      : rng.weighted([
          [0, 35],
          [1, 55],
          [2, 10],
        ] as const);
    const numbers: string[] = [];
    const status = t.completed > 6 ? 'DLV' : t.completed > 3 ? 'SHP' : 'CNF';
    const departure = legs.find((l) => l.mode !== 'ROAD');
    const arrival = [...legs].reverse().find((l) => l.mode !== 'ROAD');
    const eta = t.eta;
    const plannedDelivery = t.estimated[6];
    for (let n = 0; n < count; n++) {
      const split = n > 0 && rng.chance(0.3);
      const previous = numbers[numbers.length - 1];
      const ordNumber = split && previous ? previous : this.orderNumber(direction, ++this.orderSeq);
      const ordNumberFull = `${ordNumber}-${split ? n : 0}`;
      let reqInStore: number;
      if (scenario?.order === 'reqInStore7') reqInStore = eta + rng.float(1, 2) * DAY;
      else if (scenario?.order === 'reqInStoreBeforeEta') reqInStore = eta - rng.float(1, 6) * DAY;
      else if (direction === 'IMPORT' && rng.chance(0.12)) reqInStore = eta - rng.float(0.5, 8) * DAY;
      else reqInStore = plannedDelivery + rng.float(2, 21) * DAY;
      const exWorks = scenario?.order === 'exWorks7' ? t.estimated[2] : t.estimated[2] - rng.int(0, 3) * DAY;
      const ordKey = `${dataSource}-${ordNumberFull}`;
      out.orders.push([
        ++this.orderIdSeq,
        group.id,
        ordKey,
        ordNumber,
        ordNumberFull,
        ctx.shipmentId,
        status,
        dataSource,
        direction,
        TRANSPORT_MODE[mode],
        packing,
        supplier.code,
        supplier.name,
        buyer.code,
        buyer.name,
        ctx.origin,
        ctx.destination,
        round(t.actual[0] - rng.float(5, 60) * DAY, HOUR),
        round(exWorks, HOUR),
        round(reqInStore, HOUR),
        t.etd,
        t.eta,
        departure?.vessel ?? null,
        departure?.voyage ?? null,
        arrival?.vessel ?? null,
        arrival?.voyage ?? null,
      ]);
      if (!split) numbers.push(ordNumber);
      const mark: MarkedRecord = {
        groupIndex: ctx.groupIndex,
        recordKey: ordKey,
        recordNumber: ordNumberFull,
        isShipment: false,
        dataSource,
      };
      if (scenario?.order === 'reqInStore7') this.priority.push(mark);
      if (ctx.ordinal < 4) this.favourites.push(mark);
    }
    return numbers;
  }

  /** An order on the same lane not booked on any shipment yet (PLC or CNF). */
  private unlinkedOrder(ctx: OrderContext, out: ChunkRows): void {
    const { now } = this;
    const { rng, group, direction, mode, packing, supplier, buyer, dataSource, transit } = ctx;
    const kind = ctx.scenario?.unlinkedOrder;
    const exWorks = round(
      kind === 'exWorks7'
        ? now + rng.float(0.5, 6.5) * DAY
        : kind === 'exWorksPast'
          ? now - rng.float(1, 25) * DAY
          : now + rng.float(-20, 60) * DAY,
      HOUR,
    );
    const status = exWorks < now + 14 * DAY || rng.chance(0.5) ? 'CNF' : 'PLC';
    const etd = round(exWorks + rng.float(2, 8) * DAY, HOUR);
    const eta = etd + transit;
    const ordNumber = this.orderNumber(direction, ++this.orderSeq);
    const ordNumberFull = `${ordNumber}-0`;
    out.orders.push([
      ++this.orderIdSeq,
      group.id,
      `${dataSource}-${ordNumberFull}`,
      ordNumber,
      ordNumberFull,
      null,
      status,
      dataSource,
      direction,
      TRANSPORT_MODE[mode],
      packing,
      supplier.code,
      supplier.name,
      buyer.code,
      buyer.name,
      ctx.origin,
      ctx.destination,
      round(Math.min(exWorks, now) - rng.float(14, 90) * DAY, HOUR),
      exWorks,
      round(eta + rng.float(3, 20) * DAY, HOUR),
      etd,
      eta,
      null,
      null,
      null,
      null,
    ]);
  }
}
