/**
 * Milestones and key dates of a shipment or order (hub §2 "Shipment detail screen", hub §4).
 * Pure rules shared by the detail page, the quick-lookup modal and the server.
 */

/** hub §4: the milestone order. */
export const MILESTONE_ORDER = [
  'RAISED',
  'CONFIRMED',
  'PICKED UP',
  'DEPARTED',
  'IN TRANSIT',
  'ARRIVED',
  'DELIVERED',
] as const;
export type MilestoneName = (typeof MILESTONE_ORDER)[number];

/** hub §4: only these milestones are shown on small screens. */
export const SMALL_SCREEN_MILESTONES: readonly MilestoneName[] = ['DEPARTED', 'DELIVERED'];

/** hub §3 "Milestone": dates are ISO 8601 instants or null. */
export type Milestone = {
  Milestone: string;
  completed: boolean;
  ActualDate: string | null;
  EstimatedDate: string | null;
};

const rank = (name: string) => {
  const i = (MILESTONE_ORDER as readonly string[]).indexOf(name);
  return i === -1 ? MILESTONE_ORDER.length : i;
};

/** The milestones in the hub §4 order; unknown names go last, in the order given. */
export function sortMilestones<T extends Pick<Milestone, 'Milestone'>>(milestones: readonly T[]): T[] {
  return milestones
    .map((m, i) => ({ m, i }))
    .sort((a, b) => rank(a.m.Milestone) - rank(b.m.Milestone) || a.i - b.i)
    .map(({ m }) => m);
}

/** hub §4: completed milestones over all milestones, as a whole percent (rounded); 0 when there are none. */
export function milestonePercentage(milestones: readonly Pick<Milestone, 'completed'>[]): number {
  if (milestones.length === 0) return 0;
  const done = milestones.filter((m) => m.completed).length;
  return Math.round((done / milestones.length) * 100);
}

/**
 * hub §4: the date a milestone shows — the actual date when completed, else the estimated date;
 * an incomplete PICKED UP shows the ex-works date instead (its estimate when there is no ex-works date).
 */
export function milestoneDisplayDate(milestone: Milestone, exWorks: string | null): string | null {
  if (milestone.completed) return milestone.ActualDate;
  if (milestone.Milestone === 'PICKED UP') return exWorks ?? milestone.EstimatedDate;
  return milestone.EstimatedDate;
}

/** hub §4: small screens show only DEPARTED and DELIVERED. */
export function visibleMilestones<T extends Pick<Milestone, 'Milestone'>>(
  milestones: readonly T[],
  smallScreen: boolean,
): T[] {
  const ordered = sortMilestones(milestones);
  return smallScreen
    ? ordered.filter((m) => (SMALL_SCREEN_MILESTONES as readonly string[]).includes(m.Milestone))
    : ordered;
}

/** hub §4: the DELIVERED actual date feeds CARGO DELIVERY (and the LCL delivery date); null until delivered. */
export function cargoDeliveryDate(milestones: readonly Milestone[]): string | null {
  const delivered = milestones.find((m) => m.Milestone === 'DELIVERED');
  return delivered?.completed ? delivered.ActualDate : null;
}

/** The milestone reached last (the current status), or null when none is complete. */
export function currentMilestone(milestones: readonly Milestone[]): string | null {
  const done = sortMilestones(milestones).filter((m) => m.completed);
  return done[done.length - 1]?.Milestone ?? null;
}

export const KEY_DATE_LABELS = {
  orderDate: 'ORDER DATE',
  exWorks: 'EX WORKS DATE',
  requiredInStore: 'REQUIRED IN STORE',
  estimatedDeparture: 'ESTIMATED DEPARTURE',
  departed: 'DEPARTED',
  estimatedArrival: 'ESTIMATED ARRIVAL',
  arrived: 'ARRIVED',
  cargoDelivery: 'CARGO DELIVERY',
} as const;

export type KeyDate = { label: string; date: string | null };

/** hub §2: ESTIMATED DEPARTURE (the ETD) until an actual departure exists, then DEPARTED (the ATD). */
export function departureKeyDate(record: { ETD: string | null; ATD: string | null }): KeyDate {
  return record.ATD
    ? { label: KEY_DATE_LABELS.departed, date: record.ATD }
    : { label: KEY_DATE_LABELS.estimatedDeparture, date: record.ETD };
}

/** hub §2: ESTIMATED ARRIVAL (the ETA) until an actual arrival exists, then ARRIVED (the ATA). */
export function arrivalKeyDate(record: { ETA: string | null; ATA: string | null }): KeyDate {
  return record.ATA
    ? { label: KEY_DATE_LABELS.arrived, date: record.ATA }
    : { label: KEY_DATE_LABELS.estimatedArrival, date: record.ETA };
}

/** hub §2 key dates panel, in its order. */
export function keyDates(
  record: {
    OrdDate: string | null;
    OrdExWorks: string | null;
    OrdInStore: string | null;
    ETD: string | null;
    ATD: string | null;
    ETA: string | null;
    ATA: string | null;
  },
  milestones: readonly Milestone[],
): KeyDate[] {
  return [
    { label: KEY_DATE_LABELS.orderDate, date: record.OrdDate },
    { label: KEY_DATE_LABELS.exWorks, date: record.OrdExWorks },
    { label: KEY_DATE_LABELS.requiredInStore, date: record.OrdInStore },
    departureKeyDate(record),
    arrivalKeyDate(record),
    { label: KEY_DATE_LABELS.cargoDelivery, date: cargoDeliveryDate(milestones) },
  ];
}
