/** Rows of the cargo map and the shipping calculator → the declared answers (contracts/transit.ts). */
import type { InTransitShipment } from '@navia/domain/contracts/transit';
import {
  delayHours,
  greatCircleInterpolate,
  isLateRisk,
  transitProgress,
} from '@navia/domain/rules/transit/position';
import type { InTransitRow } from './transit.repository.ts';

const iso = (date: Date | null) => (date ? date.toISOString() : null);
const round = (value: number, decimals: number) => Math.round(value * 10 ** decimals) / 10 ** decimals;

/** A shipment in transit, placed between its ports by the share of ATD → ETA elapsed at `now`. */
export function presentInTransit(row: InTransitRow, now: Date): InTransitShipment {
  // The query keeps only departed rows, so ATD is set; the fallbacks keep the types honest.
  const atd = row.atd ?? now;
  const arrival = row.eta ?? row.sta;
  const progress = arrival ? transitProgress(atd, arrival, now) : 0;
  const position = greatCircleInterpolate(row.load, row.discharge, progress);
  return {
    ShipKey: row.shipKey,
    ShipNumber: row.shipNumber,
    TransportMode: row.transportMode,
    loadPort: row.load,
    dischargePort: row.discharge,
    ATD: atd.toISOString(),
    ETA: iso(row.eta),
    firstETA: iso(row.sta),
    progress: round(progress, 4),
    position: { latitude: round(position.latitude, 4), longitude: round(position.longitude, 4) },
    lateRisk: isLateRisk(row.eta, row.sta),
    delayHours: delayHours(row.eta, row.sta),
  };
}
