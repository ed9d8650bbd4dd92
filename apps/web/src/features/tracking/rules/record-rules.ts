/**
 * Rules of a result row the table shows (hub §2 special cells, hub §4). Candidates for
 * packages/domain/rules once another screen needs them.
 */
import type { ShipmentListRow } from '@navia/domain/contracts/shipments';

/** hub §9 "Priority list refresh 1 s" after a priority toggle. */
export const PRIORITY_REFRESH_MS = 1000;

/**
 * The key a row is opened, favourited and prioritised by: its shipment when it has one, else its
 * order (hub §2 "/shipment/:key: key is shipment key or order key"). The detail page marks the key
 * it was opened by, so the table and the detail page agree on what is a favourite.
 */
export function recordMarkOf(
  row: Pick<
    ShipmentListRow,
    'ShipKey' | 'OrdKey' | 'ShipNumber' | 'OrdNumberFull' | 'OrdNumber' | 'DataSource'
  >,
) {
  if (row.ShipKey) {
    return {
      key: row.ShipKey,
      number: row.ShipNumber ?? row.ShipKey,
      isShipment: true,
      dataSource: row.DataSource,
    };
  }
  const key = row.OrdKey ?? '';
  return {
    key,
    number: row.OrdNumberFull ?? row.OrdNumber ?? key,
    isShipment: false,
    dataSource: row.DataSource,
  };
}

/** Every key a row answers to (favourites and priority records match either, hub §4). */
export function recordKeysOf(row: Pick<ShipmentListRow, 'ShipKey' | 'OrdKey'>): string[] {
  return [row.ShipKey, row.OrdKey].filter((k): k is string => Boolean(k));
}

/** The detail page of a row (hub §2 "Clicking a cell opens /shipment/{id}"). */
export function detailPathOf(row: Pick<ShipmentListRow, 'ShipKey' | 'OrdKey'>): string {
  return `/shipment/${encodeURIComponent(row.ShipKey ?? row.OrdKey ?? '')}`;
}

/** hub §4: a record is priority when it is in the priority records or ticked (OrdPriority 1). */
export const isPriority = (row: Pick<ShipmentListRow, 'priority' | 'OrdPriority'>) =>
  row.priority || row.OrdPriority === 1;

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
