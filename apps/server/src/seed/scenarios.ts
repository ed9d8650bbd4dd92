/**
 * Which organisation group each shipment belongs to, and the situations the first shipments of
 * every group are pinned to, so that every key-metric tile (hub §9) has rows in every group even
 * with a few hundred shipments. Later shipments are placed at random around today.
 */
import type { SeedOrgGroup } from './data/org-groups.ts';
import type { PackingMode } from './world.ts';

export type Direction = 'IMPORT' | 'EXPORT';

/** What the provider has booked for a box: a confirmed delivery, an earliest-delivery request, or nothing. */
export type DeliveryBooking = 'confirmed' | 'earliest' | 'none';

type Anchor = { on: 'etd' | 'eta' | 'pickup'; fromDays: number; toDays: number };

export type Scenario = {
  /** The key metric (hub §9) this situation feeds; for reading the plan and the tests. */
  feeds: string;
  direction: Direction;
  anchor?: Anchor;
  /** No house bill issued yet (ETD7MIS: the house bill is the missing document). */
  houseBillMissing?: boolean;
  /** The cargo is not yet collected when `now` comes (ETD7NOTC). */
  pickupAfterNow?: boolean;
  /** Arrived, cleared, delivery still ahead (ARVNOTDEL). */
  deliveryAfterNow?: boolean;
  /** Arrived, customs not cleared (ARVNOTCLE). */
  notCleared?: boolean;
  /** The shipment is in the group's priority records (PRINOTDEL, PRINOTSHIP). */
  priority?: boolean;
  /** Shape of the linked order. */
  order?: 'exWorks7' | 'reqInStore7' | 'reqInStoreBeforeEta';
  /** Also raise an order not yet on any shipment. */
  unlinkedOrder?: 'exWorks7' | 'exWorksPast';
  /** Pins the packing mode, the number of FCL boxes and the delivery booking of the containers. */
  mode?: PackingMode;
  boxes?: 1 | 2 | 3 | 4;
  booking?: DeliveryBooking;
};

const SCENARIOS: readonly Scenario[] = [
  { feeds: 'SHIPARR7', direction: 'IMPORT', anchor: { on: 'eta', fromDays: 1, toDays: 6.5 } },
  { feeds: 'SHIPARR14', direction: 'IMPORT', anchor: { on: 'eta', fromDays: 7.5, toDays: 13.5 } },
  { feeds: 'SHIPARR7', direction: 'EXPORT', anchor: { on: 'eta', fromDays: 1, toDays: 6.5 } },
  { feeds: 'SHIPDEP7', direction: 'EXPORT', anchor: { on: 'etd', fromDays: 1, toDays: 6.5 } },
  { feeds: 'SHIPDEP7', direction: 'IMPORT', anchor: { on: 'etd', fromDays: 1, toDays: 6.5 } },
  { feeds: 'SHIPDEP14', direction: 'EXPORT', anchor: { on: 'etd', fromDays: 7.5, toDays: 13.5 } },
  {
    feeds: 'EXWORK7',
    direction: 'IMPORT',
    anchor: { on: 'pickup', fromDays: 0.5, toDays: 6.5 },
    order: 'exWorks7',
    unlinkedOrder: 'exWorks7',
  },
  {
    feeds: 'RIS7',
    direction: 'IMPORT',
    anchor: { on: 'eta', fromDays: 0.5, toDays: 4 },
    order: 'reqInStore7',
  },
  {
    feeds: 'RISETA',
    direction: 'IMPORT',
    anchor: { on: 'eta', fromDays: 3, toDays: 25 },
    order: 'reqInStoreBeforeEta',
  },
  { feeds: 'ORDEXW', direction: 'IMPORT', unlinkedOrder: 'exWorksPast' },
  {
    feeds: 'ARVNOTDEL',
    direction: 'IMPORT',
    anchor: { on: 'eta', fromDays: -5, toDays: -1.5 },
    deliveryAfterNow: true,
  },
  {
    feeds: 'ARVNOTCLE',
    direction: 'IMPORT',
    anchor: { on: 'eta', fromDays: -4, toDays: -1.5 },
    notCleared: true,
  },
  {
    feeds: 'ETD7MIS',
    direction: 'EXPORT',
    anchor: { on: 'etd', fromDays: 1, toDays: 6.5 },
    houseBillMissing: true,
  },
  {
    feeds: 'ETD7NOTC',
    direction: 'EXPORT',
    anchor: { on: 'etd', fromDays: 2, toDays: 6.5 },
    pickupAfterNow: true,
  },
  { feeds: 'PRINOTDEL', direction: 'IMPORT', anchor: { on: 'eta', fromDays: 2, toDays: 20 }, priority: true },
  {
    feeds: 'PRINOTSHIP',
    direction: 'EXPORT',
    anchor: { on: 'etd', fromDays: 2, toDays: 25 },
    priority: true,
  },
  // Arrived, cargo available, nothing booked yet: what the delivery dialogs work on (hub §2).
  {
    feeds: 'DELIVERY-FCL',
    direction: 'IMPORT',
    anchor: { on: 'eta', fromDays: -6, toDays: -3 },
    deliveryAfterNow: true,
    mode: 'fcl',
    boxes: 2,
    booking: 'none',
  },
  {
    feeds: 'DELIVERY-LCL',
    direction: 'IMPORT',
    anchor: { on: 'eta', fromDays: -6, toDays: -3 },
    deliveryAfterNow: true,
    mode: 'lcl',
    booking: 'none',
  },
  // A delivered priority shipment: the tiles must leave it out (hub §2 "priority records exclude delivered ones").
  {
    feeds: 'PRIORITY-DELIVERED',
    direction: 'IMPORT',
    anchor: { on: 'eta', fromDays: -60, toDays: -20 },
    priority: true,
  },
];

/** How many times each pinned situation repeats per group. */
const SCENARIO_ROUNDS = 3;

export type ShipmentPlan = {
  groupIndex: number;
  /** The shipment's position among its group's shipments (0-based). */
  ordinal: number;
  scenario: Scenario | null;
};

/** A fixed 20-slot cycle interleaving the groups by their share of shipments. */
export function buildSlotCycle(groups: readonly SeedOrgGroup[]): { slotGroup: number[]; slotRank: number[] } {
  const total = groups.reduce((sum, g) => sum + g.slots, 0);
  const slotGroup: number[] = [];
  const used = groups.map(() => 0);
  // Largest remaining share first, spreading each group's slots across the cycle.
  for (let slot = 0; slot < total; slot++) {
    let best = 0;
    let bestScore = -Infinity;
    groups.forEach((g, i) => {
      const score = (g.slots * (slot + 1)) / total - (used[i] ?? 0);
      if (score > bestScore) {
        bestScore = score;
        best = i;
      }
    });
    used[best] = (used[best] ?? 0) + 1;
    slotGroup.push(best);
  }
  const seen = groups.map(() => 0);
  const slotRank = slotGroup.map((g) => {
    const rank = seen[g] ?? 0;
    seen[g] = rank + 1;
    return rank;
  });
  return { slotGroup, slotRank };
}

export function planShipment(
  groups: readonly SeedOrgGroup[],
  cycle: { slotGroup: number[]; slotRank: number[] },
  index: number,
): ShipmentPlan {
  const length = cycle.slotGroup.length;
  const slot = index % length;
  const groupIndex = cycle.slotGroup[slot] ?? 0;
  const group = groups[groupIndex] as SeedOrgGroup;
  const ordinal = Math.floor(index / length) * group.slots + (cycle.slotRank[slot] ?? 0);
  const pinned = ordinal < SCENARIOS.length * SCENARIO_ROUNDS;
  return { groupIndex, ordinal, scenario: pinned ? (SCENARIOS[ordinal % SCENARIOS.length] ?? null) : null };
}
