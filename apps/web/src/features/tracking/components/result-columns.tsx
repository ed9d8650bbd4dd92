/**
 * The columns of the shipment and order result tables (hub §2, hub §3 list row and order views):
 * each with its header, width and, where the server sorts by it, a sort. Which columns show, and in
 * what order, is the user's choice (customTableSettings per search type); the actions column is
 * always last.
 */
import type { ShipmentListRow } from '@navia/domain/contracts/shipments';
import type { SearchType } from '@navia/domain/rules/filters/search-keys';
import { isSortColumn } from '@navia/domain/rules/filters/sort';
import type { ConfigurableColumn } from '../../../components/data-table/column-settings.ts';
import {
  createDataColumnHelper,
  type DataColumn,
} from '../../../components/data-table/data-table-features.ts';
import {
  ActionsCell,
  Co2Cell,
  DeliveryButtonCell,
  OrderNumberCell,
  PartyCell,
  PriorityCell,
  RecordNumberCell,
  StaCell,
} from './result-cells.tsx';
import { ListDateCell, WeightCell } from './value-cells.tsx';

const col = createDataColumnHelper<ShipmentListRow>();

type Row = ShipmentListRow;
type TextKey = { [K in keyof Row]: Row[K] extends string | null ? K : never }[keyof Row];
type NumberKey = { [K in keyof Row]: Row[K] extends number | null ? K : never }[keyof Row];

const sortable = (id: string) => ({ enableSorting: isSortColumn(id) });

const text = (id: TextKey, header: string, size = 120) =>
  col.accessor(id, { id, header, size, ...sortable(id), cell: (c) => c.getValue() ?? '' });
const date = (id: TextKey, header: string) =>
  col.accessor(id, {
    id,
    header,
    size: 124,
    ...sortable(id),
    cell: (c) => <ListDateCell iso={c.getValue()} />,
  });
const count = (id: NumberKey, header: string, size = 100) =>
  col.accessor(id, {
    id,
    header,
    size,
    ...sortable(id),
    meta: { align: 'end' },
    cell: (c) => (c.getValue() === null ? '' : String(c.getValue())),
  });

/** Every configurable column, in the default order. */
const COLUMNS: DataColumn<Row>[] = [
  col.accessor('OrdPriority', {
    id: 'OrdPriority',
    header: 'PRIORITY',
    size: 100,
    enableSorting: false,
    meta: { align: 'center' },
    cell: (c) => <PriorityCell row={c.row.original} />,
  }),
  col.accessor('ShipNumber', {
    id: 'ShipNumber',
    header: 'SHIP. NO.',
    size: 118,
    enableSorting: true,
    cell: (c) => <RecordNumberCell text={c.getValue()} />,
  }),
  col.accessor('OrdNumberFull', {
    id: 'OrdNumberFull',
    header: 'ORDER NO.',
    size: 130,
    enableSorting: true,
    cell: (c) => <OrderNumberCell text={c.getValue()} />,
  }),
  text('ShipOrderReference', 'ORDER REF.', 120),
  col.accessor('Supplier', {
    id: 'Supplier',
    header: 'SUPPLIER',
    size: 240,
    enableSorting: true,
    cell: (c) => <PartyCell text={c.getValue()} />,
  }),
  col.accessor('ShipConsignee', {
    id: 'ShipConsignee',
    header: 'CONSIGNEE',
    size: 240,
    enableSorting: true,
    cell: (c) => <PartyCell text={c.getValue()} />,
  }),
  text('Transport', 'MODE', 96),
  text('Origin', 'ORIGIN', 104),
  text('Destination', 'DESTINATION', 150),
  date('ETD', 'ETD'),
  date('ETA', 'ETA'),
  col.accessor('STA', {
    id: 'STA',
    header: 'STA',
    size: 80,
    enableSorting: true,
    meta: { align: 'end' },
    cell: (c) => <StaCell row={c.row.original} />,
  }),
  text('Milestone', 'MILESTONE', 124),
  text('Packing', 'PACKING', 104),
  col.accessor('ActualWeight', {
    id: 'ActualWeight',
    header: 'WEIGHT',
    size: 130,
    enableSorting: true,
    meta: { align: 'end' },
    cell: (c) => <WeightCell weight={c.getValue()} unitOfWeight={c.row.original.UnitOfWeight} />,
  }),
  col.accessor('TotalCO2e', {
    id: 'TotalCO2e',
    header: 'TOTAL CO2E',
    size: 140,
    enableSorting: false,
    meta: { align: 'end' },
    cell: (c) => <Co2Cell kg={c.getValue()} />,
  }),
  col.accessor('ChargeableWeight', {
    id: 'ChargeableWeight',
    header: 'CHARGEABLE WEIGHT',
    size: 150,
    enableSorting: true,
    meta: { align: 'end' },
    cell: (c) => <WeightCell weight={c.getValue()} unitOfWeight={c.row.original.UnitOfWeight} />,
  }),
  count('ActualVolume', 'VOLUME'),
  count('NoOfPacks', 'PACKS', 80),
  text('PackType', 'PACK TYPE', 100),
  text('Container', 'CONTAINERS', 160),
  text('HouseBill', 'HOUSE BILL', 130),
  text('MasterBill', 'MASTER BILL', 130),
  text('ClientShipmentID', 'CLIENT SHIPMENT ID', 150),
  text('ServiceLevel', 'SERVICE LEVEL', 110),
  text('CarrierName', 'CARRIER', 130),
  text('Vessel', 'VESSEL', 130),
  text('TranshipmentVessel', 'TRANSHIPMENT VESSEL', 160),
  text('Voyage', 'VOYAGE', 100),
  text('LoadPort', 'LOAD PORT', 100),
  text('DischargePort', 'DISCHARGE PORT', 120),
  date('ATD', 'ATD'),
  date('ATA', 'ATA'),
  date('OrdExWorks', 'EX WORKS'),
  date('OrdInStore', 'REQ. IN STORE'),
  date('OrderDate', 'ORDER DATE'),
  date('PickupDate', 'PICKUP DATE'),
  date('DeliveredDate', 'DELIVERED'),
  text('OrdStatus', 'ORDER STATUS', 110),
  text('CustomsStatus', 'CUSTOMS', 140),
  text('Direction', 'DIRECTION', 100),
  count('ETAToInStore', 'ETA TO IN STORE', 120),
  count('DaysToETD', 'DAYS TO ETD'),
  count('DaysToExWorks', 'DAYS TO EX WORKS', 130),
  count('DaysToArrival', 'DAYS TO ARRIVAL', 120),
  count('DaysInStorage', 'DAYS IN STORAGE', 130),
  col.display({
    id: 'EarliestDelivery',
    header: 'EARLIEST DELIVERY',
    size: 160,
    meta: { align: 'center' },
    cell: (c) => <DeliveryButtonCell row={c.row.original} kind="earliestDelivery" />,
  }),
  col.display({
    id: 'Delivery',
    header: 'DELIVERY',
    size: 110,
    meta: { align: 'center' },
    cell: (c) => <DeliveryButtonCell row={c.row.original} kind="delivery" />,
  }),
];

export const ACTIONS_COLUMN_ID = 'actions';

const ACTIONS: DataColumn<Row> = col.display({
  id: ACTIONS_COLUMN_ID,
  header: 'ACTIONS',
  size: 112,
  meta: { align: 'center' },
  cell: (c) => <ActionsCell row={c.row.original} />,
});

/** The columns with the actions column (search results and favourites tabs) or without (priority). */
export const RESULT_COLUMNS_WITH_ACTIONS: DataColumn<Row>[] = [...COLUMNS, ACTIONS];
export const RESULT_COLUMNS: DataColumn<Row>[] = COLUMNS;

const DEFAULT_VISIBLE: Readonly<Record<SearchType, readonly string[]>> = {
  tracking: [
    'OrdPriority',
    'ShipNumber',
    'OrdNumberFull',
    'Supplier',
    'ShipConsignee',
    'Transport',
    'Origin',
    'Destination',
    'ETD',
    'ETA',
    'STA',
    'Milestone',
    'ActualWeight',
    'TotalCO2e',
  ],
  deliveries: [
    'OrdPriority',
    'ShipNumber',
    'OrdNumberFull',
    'ShipConsignee',
    'Container',
    'Transport',
    'Destination',
    'ETA',
    'ATA',
    'DaysInStorage',
    'Milestone',
    'EarliestDelivery',
    'Delivery',
  ],
  criticalChain: [
    'OrdPriority',
    'ShipNumber',
    'OrdNumberFull',
    'Supplier',
    'Transport',
    'Origin',
    'Destination',
    'ETD',
    'ETA',
    'STA',
    'Milestone',
  ],
};

const headerOf = (c: DataColumn<Row>) => (typeof c.header === 'string' ? c.header : (c.id ?? ''));

/** The configurable columns of a search type with their default visibility (and default order first). */
export function configurableColumns(searchType: SearchType): ConfigurableColumn[] {
  const visible = DEFAULT_VISIBLE[searchType];
  const all = COLUMNS.map((c) => ({
    id: c.id ?? '',
    label: headerOf(c),
    defaultVisible: visible.includes(c.id ?? ''),
  }));
  const byDefaultOrder = visible.flatMap((id) => all.filter((c) => c.id === id));
  return [...byDefaultOrder, ...all.filter((c) => !c.defaultVisible)];
}

/** The user's table name of a search type in customTableSettings. */
export const tableNameOf = (searchType: SearchType) => `${searchType}Results`;
