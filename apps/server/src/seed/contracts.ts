/**
 * The demo's connect contracts (issue 16), built from data/contracts.ts: each contract's actions
 * are walked through the workflow's transition table (`contractStep`), from create on, so its
 * status and whose turn it is are exactly what the machine gives; a step the machine refuses stops
 * the seed. ORDER CREATION makes the contract's hub order (as contract-orders.ts does: one order,
 * ordNumber the reference, an id from contract_order_id_seq's range); TRANSPORT then follows the
 * order's and the children's orders' statuses through the system's transport step, forward only,
 * as the sync-contract-transport job moves it. Every step leaves a history row; the confirmed
 * quantities, child contracts, documents, chat, favourites and subscriptions follow the same walk.
 * Deterministic: ids are name-based (seedUuid) and dates are offsets from the seed's `now`.
 */
import { ownerSides } from '@navia/domain/rules/contracts/parties';
import {
  type ContractContext,
  type ContractParty,
  type ContractStatus,
  contractStep,
  transportStatusOf,
} from '@navia/domain/rules/contracts/workflow';
import type { SkuFields } from '@navia/domain/rules/skus/sku-fields';
import {
  HOME_ORGANISATION,
  PRODUCT_SPECS,
  type ProductKey,
  type ProductSpec,
  SEED_AUTO_ASSIGN,
  SEED_CONTRACT_SETTINGS,
  SEED_CONTRACTS,
  SEED_GROUP_ACTORS,
  SEED_PARTNERS,
  SEED_TEMPLATES,
  type SeedActor,
  type SeedContract,
  type SeedOrder,
  type SeedPartner,
  type SeedStep,
  USD_RATES,
} from './data/contracts.ts';
import { DEMO_ACCOUNTS } from './data/demo-accounts.ts';
import {
  LINK_NICKNAMES,
  NETWORK_PARTIES,
  NETWORK_USERS,
  SEED_INVITES,
  TRUSTED_PARTY_SKUS,
  type TrustedPartyKey,
} from './data/network.ts';
import { SEED_ORG_GROUPS } from './data/org-groups.ts';
import { seedUuid } from './ids.ts';
import { Rng } from './prng.ts';
import { type SkuActor, skuHistory } from './sku-history.ts';
import type { ContractTableKey, Row } from './tables.ts';
import { DAY, type GroupWorld, HOUR, type World } from './world.ts';

/** Hub orders made at ORDER CREATION take their ids from contract_order_id_seq (migration 0014), from here. */
export const CONTRACT_ORDER_ID_BASE = 900_000_000_000;

/** The prng stream of the catalogue's change history (shipments use their own streams). */
const SKU_HISTORY_STREAM = 17;

const MINUTE = 60_000;
const minute = (ms: number) => Math.round(ms / MINUTE) * MINUTE;
const dayText = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** Days between an action and the one before it, unless the step says otherwise. */
const DEFAULT_GAP: Readonly<Record<SeedStep['do'], number>> = {
  create: 0,
  childCreate: 1,
  edit: 1,
  submitSkus: 1,
  accept: 1.5,
  reject: 2,
  cancel: 2,
  approveExisting: 1,
  rejectChild: 1,
  deleteChild: 0.5,
  editChild: 0.5,
  skuQtyConfirm: 4,
  assignUser: 0.1,
  subscribe: 0.1,
  addToChat: 0.1,
};

/** Sea transit by the supplier's country (days), air and road. */
const TRANSIT_DAYS = { SEA: 16, SEA_EU: 38, AIR: 3, ROA: 2 } as const;

/** A document the seed stores through the file storage (its bytes) and then lists (its row). */
export type SeedDocumentFile = { bytes: Buffer; row: (storageKey: string) => Row };

export type ContractSeed = {
  rows: Record<ContractTableKey, Row[]>;
  /** Hub orders of contracts at ORDER CREATION and beyond (rows of TABLES.orders). */
  orders: Row[];
  /** The largest order id used, for contract_order_id_seq; null when none. */
  lastOrderId: number | null;
  documents: SeedDocumentFile[];
  /** contracts_to_notify per user id. */
  contractsToNotify: Map<string, string[]>;
  /** Contracts per status and group code (the seed test and the CLI's summary read it). */
  statusCounts: Map<string, Map<ContractStatus, number>>;
};

type Actor = { userId: string | null; name: string };

const SYSTEM: Actor = { userId: null, name: 'SYSTEM' };
const accountByEmail = new Map(DEMO_ACCOUNTS.map((a) => [a.email, a]));

function actorOf(actor: SeedActor): Actor {
  if ('name' in actor) return { userId: null, name: actor.name };
  const account = accountByEmail.get(actor.email);
  if (!account) throw new Error(`seed contracts: no demo account ${actor.email}`);
  return { userId: seedUuid('user', actor.email), name: account.fullname };
}

/** A network user (data/network.ts) or a demo account, as the author of a SKU change. */
function networkActorOf(email: string): Actor {
  const user = NETWORK_USERS.find((u) => u.email === email);
  return user ? { userId: seedUuid('user', email), name: user.fullname } : actorOf({ email });
}

/** Who keeps each trusted party's catalogue: the first created it, the others edit it. */
const NETWORK_SKU_ACTORS: Readonly<Record<TrustedPartyKey, readonly string[]>> = {
  SEL: ['supplier@tp.demo', 'ahmad.faizal@tp.demo'],
  PUN: ['rajesh.iyer@deccancastings.demo', 'anjali.deshmukh@deccancastings.demo'],
  WRO: ['katarzyna.nowak@odrapack.demo'],
  NIN: [],
  SAI: [],
  RHE: [],
  CHU: [],
};

function partnerOf(key: string | null): SeedPartner | null {
  if (key === null) return null;
  const partner = SEED_PARTNERS.find((p) => p.key === key);
  if (!partner) throw new Error(`seed contracts: no partner ${key}`);
  return partner;
}

/** The organisation at a home port, with its first delivery address as one line. */
function homeOrganisation(port: SeedContract['homePort']) {
  const code = HOME_ORGANISATION[port];
  for (const group of SEED_ORG_GROUPS) {
    const org = group.organisations.find((o) => o.code === code);
    if (!org) continue;
    const address = org.addresses.find((a) => a.isDelivery) ?? org.addresses[0];
    const line = address
      ? `${address.label}, ${address.address1}, ${address.city}${address.state ? ` ${address.state}` : ''} ${address.postcode}, ${org.country}`
      : null;
    return { code: org.code, name: org.name, country: org.country, address: line };
  }
  throw new Error(`seed contracts: no organisation ${code}`);
}

/** A small, valid one-page PDF (Helvetica text lines), so a download opens in any viewer. */
function simplePdf(lines: readonly string[]): Buffer {
  const safe = (text: string) =>
    text
      .normalize('NFKD')
      .replace(/[^\x20-\x7e]/g, '')
      .replace(/([\\()])/g, '\\$1');
  const content = [
    'BT',
    '/F1 16 Tf',
    '56 780 Td',
    ...lines.flatMap((line, i) => [
      ...(i === 1 ? ['/F1 10 Tf'] : []),
      `(${safe(line)}) Tj`,
      `0 ${i === 0 ? -28 : -15} Td`,
    ]),
    'ET',
  ].join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
    `<< /Length ${Buffer.byteLength(content)} >>\nstream\n${content}\nendstream`,
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, i) => {
    offsets.push(Buffer.byteLength(body));
    body += `${i + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = Buffer.byteLength(body);
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) body += `${String(offset).padStart(10, '0')} 00000 n \n`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

/** A contract line as the walk holds it. */
type Line = {
  id: string;
  skuId: string | null;
  parentSkuId: string | null;
  product: ProductSpec;
  productNumber: string;
  unitPrice: number;
  currency: string;
  quantity: number;
  /** What the seller will confirm (the data's third value, else the whole quantity). */
  confirms: number;
  quantityTemp: number | null;
  isChild: boolean;
};

function lineRow(line: Line, contractId: string, orgGroupId: string, position: number): Row {
  const p = line.product;
  return [
    line.id,
    contractId,
    orgGroupId,
    position,
    line.skuId,
    line.parentSkuId,
    line.productNumber,
    p.description,
    p.full,
    line.unitPrice,
    line.currency,
    line.quantity,
    line.quantityTemp,
    p.uom,
    p.weightKg,
    'KG',
    p.perInner,
    p.innerPerOuter,
    p.outer[0],
    p.outer[1],
    p.outer[2],
    p.outerKg,
    'KG',
    p.adhocNumber !== undefined,
    line.isChild,
  ];
}

/** The product numbers of a group's catalogue (world.ts products), by description. */
function catalogueOf(group: GroupWorld): Map<string, string[]> {
  const numbers = new Map<string, string[]>();
  for (const item of group.products) {
    const list = numbers.get(item.description) ?? [];
    list.push(item.partNo);
    numbers.set(item.description, list);
  }
  return numbers;
}

const specByDescription = new Map<string, ProductSpec>(
  Object.values(PRODUCT_SPECS).map((spec) => [spec.description, spec]),
);

/** Whose turn and which status, step by step; throws when the workflow refuses a step. */
class Walk {
  context: ContractContext;
  version = 0;

  constructor(
    private readonly ref: string,
    init: Omit<ContractContext, 'status' | 'awaitingParty'>,
  ) {
    this.context = { ...init, status: null, awaitingParty: null };
  }

  /** A party's step; throws when refused. */
  step(step: SeedStep, lines: readonly Line[]) {
    const facts =
      step.do === 'skuQtyConfirm'
        ? { allQuantitiesConfirmed: lines.every((l) => l.confirms === l.quantity) }
        : {};
    const result = contractStep(this.context, step.do, [step.by], facts);
    if (!result) {
      throw new Error(
        `seed contract ${this.ref}: the workflow refuses ${step.do} by ${step.by} in ${this.context.status ?? 'no status'} (awaiting ${this.context.awaitingParty})`,
      );
    }
    return this.apply(result.status, result.awaitingParty);
  }

  /** The system's transport step to what the orders give; null when it would not move forward. */
  transport(transportStatus: ContractStatus) {
    const result = contractStep(this.context, 'transport', ['system'], { transportStatus });
    return result ? this.apply(result.status, result.awaitingParty) : null;
  }

  private apply(status: ContractStatus, awaitingParty: ContractParty | null) {
    const from = this.context.status;
    this.context = { ...this.context, status, awaitingParty };
    this.version += 1;
    return { from, to: status };
  }
}

const money = (cents: number, currency: string) =>
  `${currency} ${(cents / 100).toLocaleString('en-GB', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
const count = (n: number) => n.toLocaleString('en-GB');

/** The words a history row shows for a step. */
function historyText(
  step: SeedStep,
  to: ContractStatus,
  lines: readonly Line[],
  extra: { ref: string; parentRef?: string; assignee?: string; edit?: [string, string] },
): string {
  switch (step.do) {
    case 'create': {
      const units = lines.reduce((sum, l) => sum + l.quantity, 0);
      return `Created with ${lines.length} SKU${lines.length === 1 ? '' : 's'} (${count(units)} units)`;
    }
    case 'childCreate':
      return `Child contract of ${extra.parentRef}: ${lines.map((l) => `${l.productNumber} ${count(l.quantity)}`).join(', ')}`;
    case 'edit':
      return `product ready date: ${extra.edit?.[0]} → ${extra.edit?.[1]}`;
    case 'skuQtyConfirm':
      return lines
        .map((l) => `${l.productNumber}: ${count(l.quantityTemp ?? 0)} of ${count(l.quantity)}`)
        .join('; ');
    case 'accept': {
      const texts: Partial<Record<ContractStatus, string>> = {
        ACCEPTED: 'Accepted',
        'AWAITING APPROVAL': 'Accepted; awaiting the organisation’s approval',
        'AWAITING ADMIN APPROVAL': 'Approved by the organisation; awaiting admin approval',
        APPROVED: 'Approved by admin',
        CONFIRMED: 'Inspection passed',
        'PARTIALLY CONFIRMED': 'Inspection passed',
        'AWAITING ORDER REVIEW': 'Confirmed quantities accepted; awaiting the order review',
        'ORDER CREATION': `Confirmed quantities accepted: order ${extra.ref} created`,
      };
      return step.note ?? texts[to] ?? 'Accepted';
    }
    case 'assignUser':
      return `Assigned to ${extra.assignee}`;
    case 'approveExisting':
      return 'Child contract approved';
    case 'deleteChild':
      return step.note ?? `Child contract deleted; its quantities return to ${extra.parentRef}`;
    default:
      return step.note ?? '';
  }
}

const TRANSPORT_TEXT: Partial<Record<ContractStatus, string>> = {
  'PARTIALLY SHIPPED': 'Some of the orders have shipped',
  SHIPPED: 'Every order has shipped',
  'PARTIALLY DELIVERED': 'Some of the orders are delivered',
  DELIVERED: 'Every order is delivered',
};

/** A contracts row by name (TABLES.contracts column order). */
type ContractFields = {
  id: string;
  orgGroupId: string;
  trustedPartyId: string | null;
  parentId: string | null;
  contractType: SeedContract['type'];
  status: ContractStatus;
  awaitingParty: ContractParty | null;
  creatorSide: 'buyer' | 'seller';
  approvalsRequired: boolean;
  inspectionRequired: boolean;
  version: number;
  referenceNumber: string;
  countryOfOrigin: string;
  portOfLoading: string;
  countryOfDestination: string;
  portOfFinalDestination: string;
  transportType: string;
  containerMode: string | null;
  serviceType: string;
  incoTerms: string;
  additionalService: string | null;
  goodsDescription: string;
  dates: { ready: string; delivery: string; exWorks: string; inStore: string };
  shippingAddress: string | null;
  pickUpAddress: string | null;
  userAssignedId: string | null;
  createdByUserId: string | null;
  orderId: number | null;
  createdAt: number;
  updatedAt: number;
};

function contractRow(c: ContractFields): Row {
  return [
    c.id,
    c.orgGroupId,
    c.trustedPartyId,
    c.parentId,
    c.contractType,
    c.status,
    c.awaitingParty,
    c.creatorSide,
    c.approvalsRequired,
    c.inspectionRequired,
    c.version,
    c.referenceNumber,
    c.countryOfOrigin,
    c.portOfLoading,
    c.countryOfDestination,
    c.portOfFinalDestination,
    c.transportType,
    c.containerMode,
    c.serviceType,
    c.incoTerms,
    c.additionalService !== null,
    c.additionalService,
    c.goodsDescription,
    c.dates.ready,
    c.dates.delivery,
    c.dates.exWorks,
    c.dates.inStore,
    c.shippingAddress,
    c.pickUpAddress,
    false,
    null,
    c.userAssignedId,
    c.createdByUserId,
    null,
    c.orderId,
    c.createdAt,
    c.updatedAt,
  ];
}

const RELEASED: readonly ContractStatus[] = ['REJECTED', 'CANCELLED', 'DELETED'];
const WITH_ORDER: readonly ContractStatus[] = [
  'ORDER CREATION',
  'PARTIALLY SHIPPED',
  'SHIPPED',
  'PARTIALLY DELIVERED',
  'DELIVERED',
];
type OrderStatus = 'PLC' | 'SHP' | 'DLV';

/** The contract's dates from its ready date (transit in days). */
function datesFrom(ready: number, transit: number): ContractFields['dates'] {
  return {
    ready: dayText(ready),
    delivery: dayText(ready + (transit + 5) * DAY),
    exWorks: dayText(ready + DAY),
    inStore: dayText(ready + (transit + 12) * DAY),
  };
}

/** A history row waiting for its time: its offset from the parent's creation. */
type PendingHistory = {
  offset: number;
  actor: Actor;
  action: string;
  from: ContractStatus | null;
  to: ContractStatus;
  text: string;
};

/**
 * One contract of the walk: the parent, or one of its children. Offsets are from the parent's
 * creation (known once the whole timeline is), so children and orders interleave with it.
 */
type Chain = {
  id: string;
  ref: string;
  parent: Chain | null;
  lines: Line[];
  walk: Walk;
  steps: readonly SeedStep[];
  offsets: number[];
  history: PendingHistory[];
  order: SeedOrder | undefined;
  /** When its order was made, and its order's status changes (offsets). */
  orderAt: number | null;
  orderEvents: { offset: number; status: OrderStatus }[];
  assignedId: string | null;
  children: Chain[];
};

/** Builds every contract row; pure. */
export function buildContractSeed(world: World, now: number): ContractSeed {
  const rows = Object.fromEntries(
    [
      'trustedPartyLinks',
      'contractSettings',
      'contractAutoAssignRoutes',
      'skus',
      'skuChanges',
      'contractTemplates',
      'contracts',
      'contractSkus',
      'contractHistory',
      'contractDocuments',
      'contractFavourites',
      'chatChannels',
      'chatMessages',
    ].map((k) => [k, [] as Row[]]),
  ) as Record<ContractTableKey, Row[]>;
  const orders: Row[] = [];
  const documents: SeedDocumentFile[] = [];
  const contractsToNotify = new Map<string, string[]>();
  const statusCounts = new Map<string, Map<ContractStatus, number>>();
  const setUp = now - 120 * DAY;
  let nextOrderId = CONTRACT_ORDER_ID_BASE;

  const groupOf = (code: string) => {
    const group = world.groups.find((g) => g.def.code === code);
    if (!group) throw new Error(`seed contracts: no organisation group ${code}`);
    return group;
  };
  const tpId = (key: string) => {
    const id = world.trustedPartyIds.get(key as TrustedPartyKey);
    if (!id) throw new Error(`seed contracts: no trusted party ${key}`);
    return id;
  };
  const countStatus = (code: string, status: ContractStatus) => {
    const counts = statusCounts.get(code) ?? new Map<ContractStatus, number>();
    counts.set(status, (counts.get(status) ?? 0) + 1);
    statusCounts.set(code, counts);
  };

  // Links (with the group's private nickname, and the invite that made it), settings, auto-assign rules
  const link = (code: string, key: TrustedPartyKey, createdAt: number) => {
    const nickname = LINK_NICKNAMES.find((n) => n.group === code && n.trustedParty === key)?.nickname ?? null;
    const invite = SEED_INVITES.find(
      (i) =>
        i.status === 'ACCEPTED' &&
        'group' in i.from &&
        i.from.group === code &&
        'trustedParty' in i.to &&
        i.to.trustedParty === key,
    );
    rows.trustedPartyLinks.push([
      groupOf(code).id,
      tpId(key),
      nickname,
      invite ? seedUuid('connect-invite', invite.name) : null,
      invite ? minute(now - (invite.sentDaysAgo - 1) * DAY) : createdAt,
    ]);
  };
  for (const partner of SEED_PARTNERS) for (const code of partner.linkedTo) link(code, partner.key, setUp);
  for (const party of NETWORK_PARTIES) for (const code of party.linkedTo) link(code, party.key, setUp);
  for (const setting of SEED_CONTRACT_SETTINGS) {
    rows.contractSettings.push([groupOf(setting.group).id, setting.approvalsRequired, false, setUp]);
  }
  SEED_AUTO_ASSIGN.forEach((rule, position) => {
    const group = groupOf(rule.group);
    rows.contractAutoAssignRoutes.push([
      seedUuid('contract-auto-assign', `${rule.group}/${position}`),
      group.id,
      seedUuid('user', rule.user),
      rule.portOfLoading ?? null,
      null,
      rule.partner ? tpId(rule.partner) : null,
      position,
      setUp,
    ]);
  });

  // The SKU catalogue of each group that trades on connect: its products (world.ts), priced in USD,
  // each with its change history (issue 17).
  const catalogues = new Map<string, Map<string, string[]>>();
  const skuIdOf = (group: GroupWorld, partNo: string) => seedUuid('sku', `${group.def.code}/${partNo}`);
  const skuRng = new Rng(world.seed, SKU_HISTORY_STREAM, 0);
  const addSku = (
    id: string,
    owner: { orgGroupId: string } | { trustedPartyId: string },
    fields: SkuFields,
    createdAt: number,
    actors: readonly SkuActor[],
  ) => {
    const history = skuHistory(id, fields, createdAt, now, actors, skuRng);
    const f = history.fields;
    rows.skus.push([
      id,
      'orgGroupId' in owner ? owner.orgGroupId : null,
      'trustedPartyId' in owner ? owner.trustedPartyId : null,
      f.productNumber,
      f.productDescription,
      f.fullProductDescription,
      f.unitPrice,
      f.unitCurrency,
      f.unitOfMeasure,
      f.weightPerUnit,
      f.unitOfWeight,
      f.unitPerInnerPack,
      f.innerUnitPerOuterPack,
      f.outerPackDepth,
      f.outerPackWidth,
      f.outerPackHeight,
      f.outerPackWeight,
      f.outerPackUnitOfWeight,
      f.skuQtyAvailable,
      f.status,
      history.version,
      actors[0]?.userId ?? null,
      createdAt,
      history.updatedAt,
    ]);
    rows.skuChanges.push(...history.changes);
  };
  for (const code of new Set(SEED_CONTRACTS.map((c) => c.group))) {
    const group = groupOf(code);
    catalogues.set(code, catalogueOf(group));
    const groupActors = SEED_GROUP_ACTORS[code];
    const actors = groupActors ? [actorOf(groupActors.approver), actorOf(groupActors.receiver)] : [SYSTEM];
    for (const item of group.products) {
      const spec = specByDescription.get(item.description);
      addSku(
        skuIdOf(group, item.partNo),
        { orgGroupId: group.id },
        {
          productNumber: item.partNo,
          productDescription: item.description,
          fullProductDescription: spec?.full ?? null,
          unitPrice: spec?.usdCents ?? null,
          unitCurrency: spec ? 'USD' : null,
          unitOfMeasure: spec?.uom ?? 'EA',
          weightPerUnit: spec?.weightKg ?? null,
          unitOfWeight: 'KG',
          unitPerInnerPack: spec?.perInner ?? null,
          innerUnitPerOuterPack: spec?.innerPerOuter ?? null,
          outerPackDepth: spec?.outer[0] ?? null,
          outerPackWidth: spec?.outer[1] ?? null,
          outerPackHeight: spec?.outer[2] ?? null,
          outerPackWeight: spec?.outerKg ?? null,
          outerPackUnitOfWeight: 'KG',
          skuQtyAvailable: null,
          status: 'ACTIVE',
        },
        setUp,
        actors,
      );
    }
  }
  // The trusted parties' own catalogues (data/network.ts): their users keep them.
  for (const [i, sku] of TRUSTED_PARTY_SKUS.entries()) {
    const actors = NETWORK_SKU_ACTORS[sku.trustedParty].map((email) => networkActorOf(email));
    const joined = sku.trustedParty === 'SEL' ? setUp - 30 * DAY : now - 55 * DAY;
    addSku(
      seedUuid('sku', `tp/${sku.trustedParty}/${sku.productNumber}`),
      { trustedPartyId: tpId(sku.trustedParty) },
      {
        productNumber: sku.productNumber,
        productDescription: sku.productDescription,
        fullProductDescription: sku.fullProductDescription,
        unitPrice: sku.unitPrice,
        unitCurrency: sku.unitCurrency,
        unitOfMeasure: sku.unitOfMeasure,
        weightPerUnit: sku.weightPerUnit,
        unitOfWeight: 'KG',
        unitPerInnerPack: sku.unitPerInnerPack,
        innerUnitPerOuterPack: sku.innerUnitPerOuterPack,
        outerPackDepth: sku.outer[0],
        outerPackWidth: sku.outer[1],
        outerPackHeight: sku.outer[2],
        outerPackWeight: sku.outerKg,
        outerPackUnitOfWeight: 'KG',
        skuQtyAvailable: sku.skuQtyAvailable,
        status: 'ACTIVE',
      },
      minute(joined + i * 2 * DAY),
      actors,
    );
  }

  /** A line of product `key` on contract number `index` of the list (the variant rotates). */
  const newLine = (
    group: GroupWorld,
    contractId: string,
    position: number,
    index: number,
    key: ProductKey,
    quantity: number,
    confirms: number | undefined,
    currency: keyof typeof USD_RATES,
  ): Line => {
    const spec: ProductSpec = PRODUCT_SPECS[key];
    let productNumber: string;
    let skuId: string | null = null;
    if (spec.adhocNumber !== undefined) productNumber = spec.adhocNumber;
    else {
      const numbers = catalogues.get(group.def.code)?.get(spec.description) ?? [];
      const picked = numbers[(index + position) % Math.max(1, numbers.length)];
      if (!picked) throw new Error(`seed contracts: ${group.def.code} has no product ${spec.description}`);
      productNumber = picked;
      skuId = skuIdOf(group, picked);
    }
    // Prices differ a little from contract to contract (±3 %).
    const factor = USD_RATES[currency] * (1 + (((index * 7 + position * 3) % 7) - 3) / 100);
    return {
      id: seedUuid('contract-sku', `${contractId}/${position}`),
      skuId,
      parentSkuId: null,
      product: spec,
      productNumber,
      unitPrice: Math.round(spec.usdCents * factor),
      currency,
      quantity,
      confirms: confirms ?? quantity,
      quantityTemp: null,
      isChild: false,
    };
  };

  type Built = {
    id: string;
    seed: SeedContract;
    group: GroupWorld;
    partner: SeedPartner | null;
    createdAt: number;
    lastAt: number;
    actors: Record<ContractParty, Actor>;
  };
  const built: Built[] = [];

  for (const [index, seed] of SEED_CONTRACTS.entries()) {
    const group = groupOf(seed.group);
    const partner = partnerOf(seed.partner);
    const id = seedUuid('contract', `${seed.group}/${seed.ref}`);
    const groupActors = SEED_GROUP_ACTORS[seed.group];
    if (!groupActors) throw new Error(`seed contracts: no actors for ${seed.group}`);
    const own = ownerSides(seed.type);
    const counterparty = partner ? actorOf(partner.contact) : actorOf(groupActors.trader);
    const actors: Record<ContractParty, Actor> = {
      buyer:
        seed.type === 'STOCK TRANSFER'
          ? actorOf(groupActors.receiver)
          : own.includes('buyer')
            ? actorOf(groupActors.trader)
            : counterparty,
      seller: own.includes('seller') ? actorOf(groupActors.trader) : counterparty,
      approver: actorOf(groupActors.approver),
      admin: actorOf({ email: 'admin@navia.demo' }),
      system: SYSTEM,
    };
    const approvals =
      seed.approvals ??
      SEED_CONTRACT_SETTINGS.find((s) => s.group === seed.group)?.approvalsRequired ??
      false;
    const inspection = seed.inspection ?? false;
    const settings = { approvalsRequired: approvals, inspectionRequired: inspection };

    /** Offsets of `steps` after `start`. */
    const offsetsOf = (steps: readonly SeedStep[], start: number) => {
      let t = start;
      return steps.map((step) => {
        t += (step.after ?? DEFAULT_GAP[step.do]) * DAY;
        return minute(t);
      });
    };
    /** Walks a chain's own steps; ORDER CREATION makes its order. */
    const walkSteps = (chain: Chain, parentRef?: string) => {
      for (const [i, step] of chain.steps.entries()) {
        let note = step.note;
        let edit: [string, string] | undefined;
        let assignee: string | undefined;
        if (step.do === 'skuQtyConfirm') for (const line of chain.lines) line.quantityTemp = line.confirms;
        if (step.do === 'submitSkus') {
          const line = chain.lines[step.line];
          if (!line) throw new Error(`seed contract ${chain.ref}: no line ${step.line}`);
          note ??= `${line.productNumber} quantity: ${count(line.quantity)} → ${count(step.quantity)}`;
          line.quantity = step.quantity;
          line.confirms = Math.min(line.confirms, step.quantity);
        }
        if (step.do === 'edit') edit = [`+${step.days} days`, ''];
        if (step.do === 'assignUser') {
          const user = actorOf({ email: step.user });
          chain.assignedId = user.userId;
          assignee = user.name;
        }
        const { from, to } = chain.walk.step(step, chain.lines);
        // A failed inspection asks the seller to confirm again.
        if (step.do === 'reject' && to === 'AWAITING QUANTITIES CONFIRMATION') {
          for (const line of chain.lines) line.quantityTemp = null;
        }
        const offset = chain.offsets[i] ?? 0;
        if (to === 'ORDER CREATION' && from !== 'ORDER CREATION') {
          if (!chain.order) throw new Error(`seed contract ${chain.ref}: ORDER CREATION without its order`);
          chain.orderAt = offset;
          chain.orderEvents = [
            { offset, status: 'PLC' },
            ...(chain.order.shipped !== undefined
              ? [{ offset: minute(offset + chain.order.shipped * DAY), status: 'SHP' as const }]
              : []),
            ...(chain.order.delivered !== undefined
              ? [{ offset: minute(offset + chain.order.delivered * DAY), status: 'DLV' as const }]
              : []),
          ];
        }
        chain.history.push({
          offset,
          actor: actors[step.by],
          action: step.do,
          from,
          to,
          text: historyText({ ...step, note } as SeedStep, to, chain.lines, {
            ref: chain.ref,
            parentRef,
            assignee,
            edit,
          }),
        });
      }
      if (chain.order && chain.orderAt === null)
        throw new Error(`seed contract ${chain.ref}: an order but no ORDER CREATION`);
    };

    // The parent's own steps
    const lines = seed.lines.map(([key, quantity, confirms], i) =>
      newLine(group, id, i + 1, index, key, quantity, confirms, seed.currency),
    );
    const parent: Chain = {
      id,
      ref: seed.ref,
      parent: null,
      lines,
      walk: new Walk(seed.ref, {
        creatorSide: seed.steps[0]?.by === 'seller' ? 'seller' : 'buyer',
        isChild: false,
        ...settings,
      }),
      steps: seed.steps,
      offsets: offsetsOf(seed.steps, 0),
      history: [],
      order: seed.order,
      orderAt: null,
      orderEvents: [],
      assignedId: null,
      children: [],
    };
    walkSteps(parent);

    // Children: each takes part of what the parent's lines have left (connect §5), never more.
    const taken = new Map<string, number>();
    for (const child of seed.children ?? []) {
      const ref = `${seed.ref}-${child.suffix}`;
      const childId = seedUuid('contract', `${seed.group}/${ref}`);
      const childLines: Line[] = child.take.map(([lineIndex, quantity], i) => {
        const parentLine = lines[lineIndex];
        if (!parentLine) throw new Error(`seed contract ${ref}: no parent line ${lineIndex}`);
        const left = parentLine.quantity - parentLine.confirms - (taken.get(parentLine.id) ?? 0);
        if (quantity > left)
          throw new Error(`seed contract ${ref}: takes ${quantity}, the parent has ${left} left`);
        taken.set(parentLine.id, (taken.get(parentLine.id) ?? 0) + quantity);
        return {
          ...parentLine,
          id: seedUuid('contract-sku', `${childId}/${i + 1}`),
          parentSkuId: parentLine.id,
          quantity,
          confirms: quantity,
          quantityTemp: null,
          isChild: true,
        };
      });
      const chain: Chain = {
        id: childId,
        ref,
        parent,
        lines: childLines,
        walk: new Walk(ref, {
          creatorSide: child.steps[0]?.by === 'seller' ? 'seller' : 'buyer',
          isChild: true,
          ...settings,
        }),
        steps: child.steps,
        offsets: offsetsOf(child.steps, parent.offsets[child.afterStep] ?? 0),
        history: [],
        order: child.order,
        orderAt: null,
        orderEvents: [],
        assignedId: null,
        children: [],
      };
      walkSteps(chain, seed.ref);
      // A released child (rejected, deleted) gives its quantities back.
      if (chain.walk.context.status && RELEASED.includes(chain.walk.context.status)) {
        for (const [lineIndex, quantity] of child.take) {
          const parentLine = lines[lineIndex];
          if (parentLine) taken.set(parentLine.id, (taken.get(parentLine.id) ?? 0) - quantity);
        }
      }
      parent.children.push(chain);
    }

    // TRANSPORT follows the orders: a chain's own order and its children's, in time order.
    for (const chain of [parent, ...parent.children]) {
      const tracked = [chain, ...chain.children].filter((c) => c.orderAt !== null);
      const events = tracked
        .flatMap((c) => c.orderEvents.map((e) => ({ ...e, chain: c })))
        .sort((a, b) => a.offset - b.offset);
      const current = new Map<Chain, OrderStatus>();
      for (const event of events) {
        current.set(event.chain, event.status);
        if (chain.orderAt === null || event.offset < chain.orderAt) continue;
        const target = transportStatusOf([...current.values()]);
        if (!target) continue;
        const from = chain.walk.context.status;
        const moved = chain.walk.transport(target);
        if (moved) {
          chain.history.push({
            offset: event.offset,
            actor: SYSTEM,
            action: 'transport',
            from,
            to: moved.to,
            text: TRANSPORT_TEXT[moved.to] ?? moved.to,
          });
        }
      }
      const status = chain.walk.context.status;
      if (status && WITH_ORDER.includes(status)) {
        const expected = transportStatusOf([...current.values()]);
        if (expected !== status)
          throw new Error(`seed contract ${chain.ref}: its orders give ${expected}, not ${status}`);
      }
    }

    // The timeline is known: place it so that the last thing happened `idle` days ago.
    const chains = [parent, ...parent.children];
    const span = Math.max(...chains.flatMap((c) => [...c.offsets, ...c.orderEvents.map((e) => e.offset)]));
    const createdAt = minute(now - seed.idle * DAY - span);
    const timeOf = (offset: number) => createdAt + offset;

    // Where from and to: a purchase comes from the partner's port to the home port, a sale goes the other way.
    const home = homeOrganisation(seed.homePort);
    const stockFrom = seed.type === 'STOCK TRANSFER' ? homeOrganisation('AUSYD') : null;
    const partnerPort = partner
      ? seed.transport === 'AIR'
        ? partner.airport
        : partner.portOfLoading
      : 'AUSYD';
    const sells = seed.type === 'SELLING';
    const origin = sells ? seed.homePort : partnerPort;
    const destination = sells ? partnerPort : seed.homePort;
    const partnerCountry = partner?.country ?? home.country;
    const partnerAddress = partner?.pickUpAddress ?? stockFrom?.address ?? null;
    const transit =
      seed.transport === 'AIR'
        ? TRANSIT_DAYS.AIR
        : seed.transport === 'ROA'
          ? TRANSIT_DAYS.ROA
          : partner?.country === 'DE'
            ? TRANSIT_DAYS.SEA_EU
            : TRANSIT_DAYS.SEA;
    const editStep = seed.steps.find((s): s is Extract<SeedStep, { do: 'edit' }> => s.do === 'edit');
    const dataSource = (sells ? origin : destination).slice(0, 2);
    const partnerParty = { code: partner?.code ?? home.code, name: partner?.businessName ?? home.name };
    const homeParty = { code: home.code, name: home.name };

    for (const chain of chains) {
      const created = timeOf(chain.offsets[0] ?? 0);
      // Ready a few days before its order sailed, else five (a child six) weeks after it was made.
      const sailed = chain.orderEvents.find((e) => e.status === 'SHP');
      const readyBase = sailed ? timeOf(sailed.offset) - 4 * DAY : created + (chain.parent ? 42 : 35) * DAY;
      const ready = readyBase + (chain.parent ? 0 : (editStep?.days ?? 0)) * DAY;
      const dates = datesFrom(ready, transit);

      // The hub order, as contract-orders.ts makes it.
      let orderId: number | null = null;
      if (chain.orderAt !== null) {
        orderId = nextOrderId++;
        const final = chain.orderEvents[chain.orderEvents.length - 1]?.status ?? 'PLC';
        const shipped = chain.orderEvents.find((e) => e.status === 'SHP');
        const delivered = chain.orderEvents.find((e) => e.status === 'DLV');
        const etd = shipped ? timeOf(shipped.offset) : Math.max(ready + 3 * DAY, now + 5 * DAY);
        let eta = etd + transit * DAY;
        if (delivered) eta = Math.min(eta, timeOf(delivered.offset) - DAY);
        else if (shipped) eta = Math.max(eta, now + 2 * DAY);
        const supplier = sells ? homeParty : partnerParty;
        const buyer = sells ? partnerParty : homeParty;
        orders.push([
          orderId,
          group.id,
          `${dataSource}-${chain.ref.toUpperCase().replace(/[^A-Z0-9-]/g, '')}-C${orderId}`,
          chain.ref,
          `${chain.ref}-0`,
          null,
          final,
          dataSource,
          sells ? 'EXPORT' : 'IMPORT',
          seed.transport === 'ROA' ? 'ROAD' : seed.transport,
          seed.containerMode ? 'FCL' : 'LCL',
          supplier.code,
          supplier.name,
          buyer.code,
          buyer.name,
          origin,
          destination,
          timeOf(chain.orderAt),
          Date.parse(`${dates.exWorks}T00:00:00Z`),
          Date.parse(`${dates.inStore}T00:00:00Z`),
          minute(etd),
          minute(eta),
          null,
          null,
          null,
          null,
        ]);
      }

      const status = chain.walk.context.status;
      if (!status) throw new Error(`seed contract ${chain.ref}: no status`);
      if (WITH_ORDER.includes(status) !== (orderId !== null)) {
        throw new Error(
          `seed contract ${chain.ref}: ${status} ${orderId === null ? 'needs' : 'has'} an order`,
        );
      }
      for (const h of chain.history) {
        const text =
          h.action === 'edit' ? `product ready date: ${dayText(readyBase)} → ${dayText(ready)}` : h.text;
        rows.contractHistory.push([
          chain.id,
          group.id,
          timeOf(h.offset),
          h.actor.userId,
          h.actor.name,
          h.action,
          h.from,
          h.to,
          text,
        ]);
      }
      const last = Math.max(...chain.history.map((h) => h.offset));
      rows.contracts.push(
        contractRow({
          id: chain.id,
          orgGroupId: group.id,
          trustedPartyId: partner ? tpId(partner.key) : null,
          parentId: chain.parent?.id ?? null,
          contractType: seed.type,
          status,
          awaitingParty: chain.walk.context.awaitingParty,
          creatorSide: chain.walk.context.creatorSide,
          ...settings,
          version: chain.walk.version,
          referenceNumber: chain.ref,
          countryOfOrigin: sells ? home.country : partnerCountry,
          portOfLoading: origin,
          countryOfDestination: sells ? partnerCountry : home.country,
          portOfFinalDestination: destination,
          transportType: seed.transport,
          containerMode: seed.containerMode ?? null,
          serviceType: seed.serviceType ?? 'STANDARD',
          incoTerms: seed.incoTerms,
          additionalService: seed.additionalService ?? null,
          goodsDescription: chain.parent ? `${seed.goods} (child of ${seed.ref})` : seed.goods,
          dates,
          shippingAddress: sells ? partnerAddress : home.address,
          pickUpAddress: sells ? home.address : partnerAddress,
          userAssignedId: chain.assignedId,
          createdByUserId: actors[chain.steps[0]?.by ?? 'buyer'].userId,
          orderId,
          createdAt: created,
          updatedAt: timeOf(last),
        }),
      );
      for (const [i, line] of chain.lines.entries())
        rows.contractSkus.push(lineRow(line, chain.id, group.id, i + 1));
      countStatus(seed.group, status);
    }
    built.push({ id, seed, group, partner, createdAt, lastAt: timeOf(span), actors });
  }

  // Chat between the two sides, documents, favourites and subscriptions
  for (const contract of built) {
    const { seed, id, group, createdAt, actors } = contract;
    // Chat and uploads follow the latest action, within a day and a half of it.
    const from = contract.lastAt + 10 * MINUTE;
    const to = Math.max(from, Math.min(now - HOUR, contract.lastAt + 1.5 * DAY));
    const spread = (i: number, n: number) => minute(from + ((to - from) * (i + 1)) / (n + 1));
    if (seed.chat && seed.chat.length > 0) {
      const channelId = seedUuid('chat-channel', id);
      const times = seed.chat.map((_, i) => spread(i, seed.chat?.length ?? 0));
      const first = times[0] ?? createdAt;
      const last = times[times.length - 1] ?? createdAt;
      const archived = last <= now - 14 * DAY;
      rows.chatChannels.push([
        channelId,
        group.id,
        'contract',
        id,
        archived ? 'archived' : 'open',
        seed.chat.length,
        0,
        last,
        archived ? null : first,
        archived ? last + 14 * DAY : null,
        first,
      ]);
      seed.chat.forEach(([side, text, mention], i) => {
        const author = actors[side];
        rows.chatMessages.push([
          seedUuid('chat-message', `${id}/${i + 1}`),
          channelId,
          group.id,
          i + 1,
          author.userId,
          author.name,
          'customer',
          'text',
          text,
          mention ? { name: mention, isBot: false } : null,
          times[i] ?? first,
        ]);
      });
    }
    for (const [n, document] of (seed.documents ?? []).entries()) {
      const uploader = actors[document.side];
      const lines = rows.contractSkus.filter((r) => r[1] === id);
      const bytes = simplePdf([
        document.title,
        `Reference: ${seed.ref}`,
        `Buyer: ${contract.seed.type === 'SELLING' ? contract.partner?.businessName : group.def.name}`,
        `Seller: ${contract.seed.type === 'SELLING' ? group.def.name : contract.partner?.businessName}`,
        `Incoterms: ${seed.incoTerms}`,
        '',
        ...lines.map(
          (r) =>
            `${r[6]}  ${String(r[7]).slice(0, 48)}  ${count(Number(r[11]))} x ${money(Number(r[9]), String(r[10]))}`,
        ),
      ]);
      const uploadedAt = spread(n + 1, (seed.documents?.length ?? 0) + 1);
      const docId = seedUuid('contract-document', `${id}/${document.name}`);
      documents.push({
        bytes,
        row: (storageKey) => [
          docId,
          id,
          group.id,
          document.name,
          'application/pdf',
          bytes.length,
          storageKey,
          uploader.userId,
          uploader.name,
          uploadedAt,
        ],
      });
    }
    for (const email of seed.favouriteOf ?? []) {
      rows.contractFavourites.push([
        seedUuid('user', email),
        id,
        minute(Math.min(now, contract.lastAt + HOUR)),
      ]);
    }
    for (const email of seed.notify ?? []) {
      const userId = seedUuid('user', email);
      contractsToNotify.set(userId, [...(contractsToNotify.get(userId) ?? []), id]);
    }
  }

  // Templates: a contract's terms and lines, for the create form.
  SEED_TEMPLATES.forEach((template, index) => {
    const group = groupOf(template.group);
    const partner = partnerOf(template.partner);
    const home = homeOrganisation(template.homePort);
    const templateId = seedUuid('contract-template', `${template.group}/${template.name}`);
    const lines = template.lines.map(([key, quantity], i) =>
      newLine(group, templateId, i + 1, index, key, quantity, undefined, template.currency),
    );
    rows.contractTemplates.push([
      templateId,
      group.id,
      null,
      template.name,
      template.type,
      tpId(template.partner),
      {
        transportType: template.transport,
        containerMode: template.containerMode,
        serviceType: 'STANDARD',
        incoTerms: template.incoTerms,
        countryOfOrigin: partner?.country ?? null,
        portOfLoading: template.transport === 'AIR' ? partner?.airport : partner?.portOfLoading,
        countryOfDestination: home.country,
        portOfFinalDestination: template.homePort,
        goodsDescription: template.goods,
        shippingAddress: home.address,
        pickUpAddress: partner?.pickUpAddress ?? null,
        additionalServiceRequired: false,
        inspectionRequired: false,
      },
      lines.map((line) => ({
        productNumber: line.productNumber,
        productDescription: line.product.description,
        fullProductDescription: line.product.full,
        unitPrice: line.unitPrice,
        unitCurrency: line.currency,
        quantity: line.quantity,
        unitOfMeasure: line.product.uom,
        weightPerUnit: line.product.weightKg,
        unitOfWeight: 'KG',
        unitPerInnerPack: line.product.perInner,
        innerUnitPerOuterPack: line.product.innerPerOuter,
        outerPackDepth: line.product.outer[0],
        outerPackWidth: line.product.outer[1],
        outerPackHeight: line.product.outer[2],
        outerPackWeight: line.product.outerKg,
        outerPackUnitOfWeight: 'KG',
        isAdhoc: false,
      })),
      seedUuid('user', 'clientadmin@acme.demo'),
      setUp + index * DAY,
      setUp + index * DAY,
    ]);
  });

  return {
    rows,
    orders,
    lastOrderId: nextOrderId > CONTRACT_ORDER_ID_BASE ? nextOrderId - 1 : null,
    documents,
    contractsToNotify,
    statusCounts,
  };
}
