/**
 * The fixed part of the demo data: reference tables, organisation groups with their organisations
 * and addresses, the trusted party and the demo accounts, plus the lookups the shipment generator
 * draws from (lanes, partners, products). Built once per seed run; small.
 */

import { CONNECT_WELCOME_POPUPS } from '@navia/domain/contracts/connect-network';
import { SEED_CARRIERS, type SeedCarrier } from './data/carriers.ts';
import { SEED_PARTNERS } from './data/contracts.ts';
import { DEMO_ACCOUNTS } from './data/demo-accounts.ts';
import {
  CONNECT_COLUMNS_NONE,
  type ConnectColumns,
  GROUP_CONNECT_USERS,
  NETWORK_PARTIES,
  NETWORK_USERS,
  TRUSTED_PARTY_DETAILS,
  type TrustedPartyDetails,
  type TrustedPartyKey,
} from './data/network.ts';
import { SEED_ORG_GROUPS, SEED_TRUSTED_PARTY, type SeedOrgGroup, type Weighted } from './data/org-groups.ts';
import { SEED_PORTS, type SeedPort } from './data/ports.ts';
import { TRADING_PARTNERS } from './data/trading-partners.ts';
import { imoNumber, seedUuid } from './ids.ts';
import { Rng, WeightedTable } from './prng.ts';
import type { Row } from './tables.ts';

export const HOUR = 3_600_000;
export const DAY = 24 * HOUR;

export type Party = { code: string; name: string; country: string };

export type Lane = { origin: string; destination: string; partnerCountry: string };

export type PackingMode = 'fcl' | 'lcl' | 'air' | 'road';

type ProductItem = { partNo: string; description: string };

export type GroupWorld = {
  def: SeedOrgGroup;
  id: string;
  organisations: readonly Party[];
  lanes: Record<'IMPORT' | 'EXPORT', Record<PackingMode, WeightedTable<Lane>>>;
  modes: WeightedTable<PackingMode>;
  products: readonly ProductItem[];
  /** Demo users of this group, for favourites and as the author of priority records. */
  userIds: readonly string[];
};

export type World = {
  ports: ReadonlyMap<string, SeedPort>;
  carriers: ReadonlyMap<string, SeedCarrier>;
  seaCarriers: WeightedTable<SeedCarrier>;
  partners: ReadonlyMap<string, readonly Party[]>;
  groups: readonly GroupWorld[];
  adminUserId: string;
  /** The trusted party of supplier@tp.demo (SEED_TRUSTED_PARTY). */
  trustedPartyId: string;
  /**
   * Every seeded trusted party, by its key: the connect contracts' counterparties (data/contracts.ts)
   * and the network's own (data/network.ts).
   */
  trustedPartyIds: ReadonlyMap<TrustedPartyKey, string>;
  /** The seed number, for the streams of the parts built after the world (contracts, network). */
  seed: number;
  rows: {
    ports: Row[];
    carriers: Row[];
    vessels: Row[];
    orgGroups: Row[];
    organisations: Row[];
    orgAddresses: Row[];
    trustedParties: Row[];
    users: Row[];
  };
};

/** A CargoWise-style organisation code: three letters of the first two words and of the country. */
function partyCode(name: string, country: string, taken: Set<string>): string {
  const words = name
    .toUpperCase()
    .replace(/[^A-Z ]/g, '')
    .split(' ')
    .filter((w) => w.length > 1);
  const base = `${(words[0] ?? 'XXX').slice(0, 3)}${(words[1] ?? words[0] ?? 'XXX').slice(0, 3)}${country}`;
  let code = base;
  for (let n = 1; taken.has(code); n++) code = `${base}${n}`;
  taken.add(code);
  return code;
}

const SEA_CARRIER_WEIGHTS: Readonly<Record<string, number>> = {
  MAEU: 12,
  MSCU: 14,
  CMDU: 10,
  HLCU: 8,
  ONEY: 8,
  EGLV: 8,
  COSU: 10,
  ANNU: 5,
  OOLU: 6,
  HDMU: 5,
  ZIMU: 4,
  PABV: 4,
};

function portsWithFlag(country: string, flag: 'S' | 'A'): SeedPort[] {
  return SEED_PORTS.filter((p) => p.country === country && p.flags.includes(flag));
}

function buildLanes(
  group: SeedOrgGroup,
  direction: 'IMPORT' | 'EXPORT',
  ports: ReadonlyMap<string, SeedPort>,
) {
  const partners = direction === 'IMPORT' ? group.importFrom : group.exportTo;
  const portLanes = (homes: Weighted<string>, flag: 'S' | 'A') => {
    const entries: [Lane, number][] = [];
    for (const [country, countryWeight] of partners) {
      const foreign = portsWithFlag(country, flag);
      for (const port of foreign) {
        for (const [home, homeWeight] of homes) {
          const lane =
            direction === 'IMPORT'
              ? { origin: port.code, destination: home, partnerCountry: country }
              : { origin: home, destination: port.code, partnerCountry: country };
          entries.push([lane, (countryWeight / foreign.length) * homeWeight]);
        }
      }
    }
    return new WeightedTable(entries);
  };
  const roadPairs = direction === 'IMPORT' ? group.roadImports : group.roadExports;
  const road = new WeightedTable(
    roadPairs.map(([origin, destination]): [Lane, number] => {
      const foreign = direction === 'IMPORT' ? origin : destination;
      const country = ports.get(foreign)?.country ?? group.country;
      return [{ origin, destination, partnerCountry: country }, 1];
    }),
  );
  const sea = portLanes(group.seaPorts, 'S');
  return { fcl: sea, lcl: sea, air: portLanes(group.airports, 'A'), road };
}

function buildProducts(group: SeedOrgGroup, rng: Rng): ProductItem[] {
  const items: ProductItem[] = [];
  for (const product of group.products) {
    const variants = rng.int(2, 4);
    for (let v = 0; v < variants; v++) {
      items.push({
        partNo: `${product.partPrefix}${rng.int(10000, 99999)}-${String(v + 1).padStart(2, '0')}`,
        description: product.description,
      });
    }
  }
  return items;
}

/** Builds the fixed data for a run. `now` dates the accounts and groups; passwordHash is shared. */
export function buildWorld(options: { seed: number; now: number; passwordHash: string }): World {
  const { seed, now, passwordHash } = options;
  const rng = new Rng(seed, 1, 0);
  const ports = new Map(SEED_PORTS.map((p) => [p.code, p]));
  const carriers = new Map(SEED_CARRIERS.map((c) => [c.code, c]));
  const createdAt = now - 400 * DAY;

  const rows: World['rows'] = {
    ports: SEED_PORTS.map((p) => [p.code, p.name, p.country, p.state, p.latitude, p.longitude]),
    carriers: SEED_CARRIERS.map((c) => [c.id, c.code, c.name, c.transportMode]),
    vessels: [],
    orgGroups: [],
    organisations: [],
    orgAddresses: [],
    trustedParties: [],
    users: [],
  };

  const imos = new Set<string>();
  let vesselId = 0;
  for (const carrier of SEED_CARRIERS) {
    for (const name of carrier.vessels ?? []) {
      // Modern hulls have IMO numbers 9xxxxxx; the six digits come from the name, bumped on a clash.
      let serial = seedHash(name) % 89000;
      while (imos.has(imoNumber(910000 + serial))) serial = (serial + 1) % 89000;
      const imo = imoNumber(910000 + serial);
      imos.add(imo);
      rows.vessels.push([++vesselId, name, imo, carrier.id]);
    }
  }

  const takenCodes = new Set<string>();
  const partners = new Map<string, Party[]>();
  for (const [country, names] of Object.entries(TRADING_PARTNERS)) {
    partners.set(
      country,
      names.map((name) => ({ name, country, code: partyCode(name, country, takenCodes) })),
    );
  }

  const trustedPartyId = seedUuid('trusted-party', SEED_TRUSTED_PARTY.name);
  const trustedPartyRow = (
    id: string,
    party: { name: string; businessName: string; businessNumber: string; country: string },
    details: TrustedPartyDetails,
  ): Row => [
    id,
    party.name,
    party.businessName,
    party.businessNumber,
    details.businessNickName,
    details.businessWebsite,
    details.type,
    details.contactName,
    details.contactEmail,
    details.phone,
    details.address1,
    details.suburb,
    details.city,
    details.state,
    details.postcode,
    party.country,
    {},
    createdAt,
  ];
  rows.trustedParties.push(trustedPartyRow(trustedPartyId, SEED_TRUSTED_PARTY, TRUSTED_PARTY_DETAILS.SEL));
  const trustedPartyIds = new Map<TrustedPartyKey, string>();
  for (const partner of SEED_PARTNERS) {
    if (partner.name === SEED_TRUSTED_PARTY.name) {
      trustedPartyIds.set(partner.key, trustedPartyId);
      continue;
    }
    const id = seedUuid('trusted-party', partner.name);
    trustedPartyIds.set(partner.key, id);
    rows.trustedParties.push(trustedPartyRow(id, partner, TRUSTED_PARTY_DETAILS[partner.key]));
  }
  // The network's own trusted parties (issue 17): on connect, in no contract yet; they joined later.
  for (const party of NETWORK_PARTIES) {
    const id = seedUuid('trusted-party', party.name);
    trustedPartyIds.set(party.key, id);
    const row = trustedPartyRow(id, party, TRUSTED_PARTY_DETAILS[party.key]);
    row[row.length - 1] = now - 60 * DAY;
    rows.trustedParties.push(row);
  }

  const userIdByEmail = new Map(DEMO_ACCOUNTS.map((a) => [a.email, seedUuid('user', a.email)]));
  const groups: GroupWorld[] = [];
  for (const def of SEED_ORG_GROUPS) {
    const id = seedUuid('org-group', def.code);
    rows.orgGroups.push([
      id,
      def.code,
      def.name,
      def.country,
      def.hubbiEnabled,
      def.connectAccess,
      {},
      createdAt,
    ]);
    const organisations: Party[] = [];
    for (const org of def.organisations) {
      const orgId = seedUuid('organisation', `${def.code}/${org.code}`);
      organisations.push({ code: org.code, name: org.name, country: org.country });
      rows.organisations.push([
        orgId,
        id,
        org.code,
        org.name,
        org.country,
        org.dropModes.fcl,
        org.dropModes.lcl,
        org.dropModes.air,
        createdAt,
      ]);
      for (const address of org.addresses) {
        rows.orgAddresses.push([
          seedUuid('org-address', `${def.code}/${org.code}/${address.label}`),
          id,
          orgId,
          address.label,
          address.address1,
          address.city,
          address.state,
          address.postcode,
          org.country,
          address.phone,
          address.equipment.fcl,
          address.equipment.lcl,
          address.equipment.air,
          address.isDelivery,
        ]);
      }
    }
    const { fcl, lcl, air, road } = def.modeMix;
    groups.push({
      def,
      id,
      organisations,
      lanes: { IMPORT: buildLanes(def, 'IMPORT', ports), EXPORT: buildLanes(def, 'EXPORT', ports) },
      modes: new WeightedTable<PackingMode>([
        ['fcl', fcl],
        ['lcl', lcl],
        ['air', air],
        ['road', road],
      ]),
      products: buildProducts(def, rng),
      userIds: DEMO_ACCOUNTS.filter((a) => a.orgGroupCode === def.code).map(
        (a) => userIdByEmail.get(a.email) ?? '',
      ),
    });
  }

  const groupIdByCode = new Map(groups.map((g) => [g.def.code, g.id]));
  // The demo users have used connect for months: its welcome popups are behind them (a new sign-up
  // sees them once, on its first dashboard).
  const WELCOME_TOUR_TAKEN = Object.fromEntries(CONNECT_WELCOME_POPUPS.map((p) => [p, false]));
  const connectColumns = (c: ConnectColumns) => [
    c.manageUsers,
    c.pageAccess,
    c.contractApprovals,
    c.inviteTrustedParties,
    c.receivesInvites,
  ];
  for (const account of DEMO_ACCOUNTS) {
    const f = account.flags;
    rows.users.push([
      userIdByEmail.get(account.email) ?? null,
      account.orgGroupCode ? (groupIdByCode.get(account.orgGroupCode) ?? null) : null,
      account.trustedParty ? trustedPartyId : null,
      account.email,
      passwordHash,
      account.fullname,
      account.role,
      true,
      createdAt + DAY,
      f.bookings,
      f.quotes,
      f.criticalChain,
      f.tracking,
      f.insights,
      f.hasHubAccess,
      f.connectAccess,
      f.isConnectUser,
      ...connectColumns(account.connect ?? CONNECT_COLUMNS_NONE),
      WELCOME_TOUR_TAKEN,
      account.homeCountry,
      createdAt,
      createdAt,
    ]);
  }
  // ACME's other connect users (data/network.ts): hub tracking and connect, demo password.
  for (const user of GROUP_CONNECT_USERS) {
    const joined = createdAt + 30 * DAY;
    rows.users.push([
      seedUuid('user', user.email),
      groupIdByCode.get(user.orgGroupCode) ?? null,
      null,
      user.email,
      passwordHash,
      user.fullname,
      user.role,
      true,
      joined + HOUR,
      false,
      false,
      false,
      true,
      false,
      true,
      true,
      false,
      ...connectColumns(user.connect),
      WELCOME_TOUR_TAKEN,
      'AU',
      joined,
      joined,
    ]);
  }
  // The trusted parties' other users (data/network.ts): connect users, demo password.
  for (const user of NETWORK_USERS) {
    const joined = user.trustedParty === 'SEL' ? createdAt + 20 * DAY : now - 58 * DAY;
    rows.users.push([
      seedUuid('user', user.email),
      null,
      trustedPartyIds.get(user.trustedParty) ?? null,
      user.email,
      passwordHash,
      user.fullname,
      user.role,
      true,
      joined + HOUR,
      false,
      false,
      false,
      false,
      false,
      false,
      true,
      true,
      ...connectColumns(user.connect),
      WELCOME_TOUR_TAKEN,
      user.homeCountry,
      joined,
      joined,
    ]);
  }

  return {
    ports,
    carriers,
    seaCarriers: new WeightedTable(
      SEED_CARRIERS.filter((c) => c.transportMode === 'SEA').map((c): [SeedCarrier, number] => [
        c,
        SEA_CARRIER_WEIGHTS[c.code] ?? 1,
      ]),
    ),
    partners,
    groups,
    adminUserId: userIdByEmail.get('admin@navia.demo') ?? '',
    trustedPartyId,
    trustedPartyIds,
    seed,
    rows,
  };
}

/** A small stable string hash (FNV-1a) for deriving fixed numbers from names. */
function seedHash(value: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < value.length; i++) {
    h ^= value.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}
