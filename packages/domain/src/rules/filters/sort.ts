/**
 * Sorting of the search result tables (hub §9): the sortable columns (list-row field names), and
 * the default sort of each view. Every sort ends with the record id, so batches never overlap.
 */

export const SORT_COLUMNS = [
  'ShipNumber',
  'OrdNumber',
  'OrdNumberFull',
  'ShipOrderReference',
  'Supplier',
  'ShipConsignee',
  'Transport',
  'Origin',
  'Destination',
  'ETD',
  'ETA',
  'ATD',
  'ATA',
  'STA',
  'ServiceLevel',
  'Packing',
  'Milestone',
  'ClientShipmentID',
  'NoOfPacks',
  'HouseBill',
  'MasterBill',
  'PackType',
  'ActualWeight',
  'ChargeableWeight',
  'ActualVolume',
  'OrdExWorks',
  'OrdInStore',
  'ExWorks',
  'ReqInStore',
  'OrderDate',
  'OrdStatus',
  'PickupDate',
  'DeliveredDate',
  'CarrierName',
  'LoadPort',
  'DischargePort',
  'Vessel',
  'Voyage',
  'DataSource',
  'Direction',
  'CustomsStatus',
  'ETAToInStore',
  'DaysToETD',
  'DaysToExWorks',
  'DaysToArrival',
] as const;
export type SortColumn = (typeof SORT_COLUMNS)[number];

export const SORT_DIRECTIONS = ['ASC', 'DESC'] as const;
export type SortDirection = (typeof SORT_DIRECTIONS)[number];

/** hub §9: default sort ETA descending. */
export const DEFAULT_SORT = { orderBy: 'ETA', orderDir: 'DESC' } as const satisfies {
  orderBy: SortColumn;
  orderDir: SortDirection;
};
/** hub §9: a sort change by a chosen column defaults to DESC. */
export const CHOSEN_COLUMN_SORT_DIR: SortDirection = 'DESC';

export function isSortColumn(column: string): column is SortColumn {
  return (SORT_COLUMNS as readonly string[]).includes(column);
}
