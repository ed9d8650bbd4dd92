/**
 * Rules of a result row only the table shows (hub §2 special cells). The favourite and priority
 * marks, which the detail page and the server share, are in packages/domain rules/record-marks.ts.
 */
import type { ShipmentListRow } from '@navia/domain/contracts/shipments';

/** The detail page of a row (hub §2 "Clicking a cell opens /shipment/{id}"). */
export function detailPathOf(row: Pick<ShipmentListRow, 'ShipKey' | 'OrdKey'>): string {
  return `/shipment/${encodeURIComponent(row.ShipKey ?? row.OrdKey ?? '')}`;
}

const DAY_MS = 86_400_000;
const utcDay = (iso: string) => {
  const d = new Date(iso);
  return Date.UTC(d.getFullYear(), d.getMonth(), d.getDate());
};

/**
 * hub §2 STA cell: the days between ETA and STA. DECIDED: ETA minus STA in whole calendar days of
 * the browser, so a positive number is a late arrival; blank when either date is missing.
 */
export function staDays(row: Pick<ShipmentListRow, 'ETA' | 'STA'>): number | null {
  if (!row.ETA || !row.STA) return null;
  return Math.round((utcDay(row.ETA) - utcDay(row.STA)) / DAY_MS);
}
