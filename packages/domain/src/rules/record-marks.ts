/**
 * Favourite and priority marks of a record (hub §2 special cells, hub §4 "Priority"). Shared by the
 * results table, the detail page and the server's toggles.
 */

/** The fields of a search row (or a detail record) the marks read. */
export type MarkableRecord = {
  ShipKey: string | null;
  OrdKey: string | null;
  ShipNumber?: string | null;
  OrdNumberFull?: string | null;
  OrdNumber?: string | null;
  DataSource: string;
};

/** The key a record is favourited and prioritised by, with the number shown for it. */
export type RecordMark = { key: string; number: string; isShipment: boolean; dataSource: string };

/**
 * The key a row is opened, favourited and prioritised by: its shipment when it has one, else its
 * order (hub §2 "/shipment/:key: key is shipment key or order key"). The detail page marks the key
 * it was opened by, so the table and the detail page agree on what is a favourite.
 */
export function recordMarkOf(row: MarkableRecord): RecordMark {
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
export function recordKeysOf(row: { ShipKey: string | null; OrdKey: string | null }): string[] {
  return [row.ShipKey, row.OrdKey].filter((k): k is string => Boolean(k));
}

/** hub §4: a record is priority when it is in the priority records or ticked (OrdPriority 1). */
export const isPriority = (row: { priority: boolean; OrdPriority: number }) =>
  row.priority || row.OrdPriority === 1;

/**
 * hub §4 priority toggle of a record that answers to several keys: when any of them is a priority
 * record, the toggle unticks all of them; otherwise it ticks the record's own mark key.
 */
export function priorityToggle(
  markKey: string,
  keys: readonly string[],
  priorityKeys: ReadonlySet<string>,
): { tick: string | null; untick: string[] } {
  const ticked = keys.filter((k) => priorityKeys.has(k));
  return ticked.length > 0 ? { tick: null, untick: ticked } : { tick: markKey, untick: [] };
}

/** hub §7 addShipmentToMyFavourite body for a mark. */
export const favouriteBodyOf = (mark: RecordMark) => ({
  favouriteId: mark.key,
  favouriteNumber: mark.number,
  DataSource: mark.dataSource,
  isShipment: mark.isShipment,
});

/**
 * hub §7 POST /api/org/priorityShipments body for a mark; `ordKey` names the row's order on that
 * shipment, so the server can untick a row that is priority by its order key (see priorityToggle).
 */
export const priorityBodyOf = (mark: RecordMark, ordKey: string | null = null) => ({
  recordKey: mark.key,
  recordNumber: mark.number,
  isShipment: mark.isShipment,
  DataSource: mark.dataSource,
  ...(mark.isShipment && ordKey ? { OrdKey: ordKey } : {}),
});
