/**
 * The time model of a shipment (all UTC, relative to `now`): the ETD is placed first (at random, or
 * pinned by a scenario), the route gives the scheduled arrival (STA), a possible delay gives the ETA.
 * Each of the seven milestones (hub §4) has an estimated date and a candidate actual date; the
 * candidates rise strictly, so "completed" (actual on or before now) is always a prefix of the
 * milestone list, and ATD, ATA, pickup and delivered dates are filled exactly when their milestone
 * is complete. Customs clearance (imports: at destination; exports: before departure) gates delivery.
 */
import type { Rng } from './prng.ts';
import type { Direction, Scenario } from './scenarios.ts';
import { DAY, HOUR, type PackingMode } from './world.ts';

/** One date per milestone, in the hub §4 order. */
type MilestoneDates = [number, number, number, number, number, number, number];

export type Timeline = {
  etd: number;
  eta: number;
  sta: number;
  delay: number;
  estimated: MilestoneDates;
  actual: MilestoneDates;
  /** How many milestones are complete at `now` (at least RAISED). */
  completed: number;
  /** When the cargo is available at destination (used once arrived). */
  availableAt: number;
  customsStatus: 'CLEARED' | 'NOT SENT' | 'SENT NOT CLEARED';
};

const round = (value: number, step: number) => Math.round(value / step) * step;

/** Dates of one shipment; see the file comment. */
export function buildTimeline(
  rng: Rng,
  now: number,
  mode: PackingMode,
  total: number,
  direction: Direction,
  scenario: Scenario | null,
): Timeline {
  const sea = mode === 'fcl' || mode === 'lcl';
  let pickupLead =
    mode === 'air' ? rng.int(6, 48) * HOUR : mode === 'road' ? rng.int(1, 6) * HOUR : rng.int(24, 144) * HOUR;
  const delay =
    sea && rng.chance(0.25)
      ? rng.int(1, 4) * DAY
      : mode === 'air' && rng.chance(0.15)
        ? rng.int(2, 12) * HOUR
        : 0;

  let etd: number;
  const anchor = scenario?.anchor;
  if (anchor) {
    const target = now + rng.float(anchor.fromDays, anchor.toDays) * DAY;
    etd = anchor.on === 'etd' ? target : anchor.on === 'eta' ? target - total - delay : target + pickupLead;
  } else {
    const offsetDays = rng.chance(0.35) ? rng.float(-30, 20) : rng.float(-150, 45);
    etd = now + offsetDays * DAY;
  }
  etd = round(etd, HOUR);
  if (scenario?.pickupAfterNow) pickupLead = Math.min(pickupLead, round(etd - now - 6 * HOUR, HOUR));

  const sta = etd + total;
  const eta = sta + delay;
  // Departure and arrival slip by at most a fifth and a tenth of the transit, so ATD < IN TRANSIT < ATA.
  const atd = etd + round(rng.float(0, Math.min(sea ? 8 * HOUR : 2 * HOUR, total * 0.2)), 15 * 60_000);
  const jitterMax = Math.min(8 * HOUR, total * 0.1);
  const ata = eta + round(rng.float(-jitterMax, jitterMax), 30 * 60_000);

  const pickupPlanned = etd - pickupLead;
  const pickupActual = pickupPlanned + round(rng.float(0, Math.min(2 * HOUR, pickupLead / 2)), 15 * 60_000);
  const raisedLead = Math.max(
    pickupLead + DAY,
    (sea ? rng.float(14, 40) : mode === 'air' ? rng.float(3, 12) : rng.float(1, 6)) * DAY,
  );
  let raised = round(etd - raisedLead, 15 * 60_000);
  if (raised > now - HOUR) raised = now - rng.int(1, 72) * HOUR;
  const confirmed =
    raised + round(Math.min(rng.float(4 * HOUR, 4 * DAY), (pickupActual - raised) / 2), 15 * 60_000);
  const confirmedPlanned = Math.min(raised + DAY, pickupPlanned);

  const transitMark = round(total * 0.4, 15 * 60_000);
  const inTransitPlanned = etd + transitMark;
  const inTransit = Math.min(Math.max(atd + transitMark, atd + 30 * 60_000), ata - 30 * 60_000);
  const availableAt = ata + round(rng.float(6, 36) * HOUR, HOUR);

  let cleared: number;
  let sent: number;
  if (direction === 'IMPORT') {
    const preCleared = scenario?.deliveryAfterNow || (!scenario?.notCleared && rng.chance(0.6));
    cleared = preCleared ? Math.max(atd + HOUR, ata - rng.float(0, 2) * DAY) : ata + rng.float(0.25, 5) * DAY;
    sent = cleared - rng.float(0.25, 3) * DAY;
    if (scenario?.notCleared) {
      cleared = Math.max(cleared, now + rng.float(0.5, 4) * DAY);
      sent = rng.chance(0.5) ? now - rng.float(0.2, 1.5) * DAY : now + rng.float(0.1, 0.4) * (cleared - now);
    }
  } else {
    cleared = etd - rng.float(0.5, 3) * DAY;
    sent = cleared - rng.float(0.1, 2) * DAY;
  }
  sent = Math.max(sent, raised + HOUR);
  cleared = round(Math.max(cleared, sent + HOUR), 15 * 60_000);
  sent = round(sent, 15 * 60_000);

  let delivered =
    Math.max(availableAt, direction === 'IMPORT' ? cleared : 0) + round(rng.float(0.5, 4) * DAY, HOUR);
  if (scenario?.deliveryAfterNow) delivered = Math.max(delivered, now + round(rng.float(0.5, 5) * DAY, HOUR));
  const deliveredPlanned = eta + rng.int(2, 5) * DAY;

  const actual: MilestoneDates = [raised, confirmed, pickupActual, atd, inTransit, ata, delivered];
  const estimated: MilestoneDates = [
    raised,
    confirmedPlanned,
    pickupPlanned,
    etd,
    inTransitPlanned,
    eta,
    deliveredPlanned,
  ];
  let completed = 0;
  while (completed < actual.length && (actual[completed] ?? Number.POSITIVE_INFINITY) <= now) completed++;
  const customsStatus = cleared <= now ? 'CLEARED' : sent <= now ? 'SENT NOT CLEARED' : 'NOT SENT';
  return { etd, eta, sta, delay, estimated, actual, completed, availableAt, customsStatus };
}
