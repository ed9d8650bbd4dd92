/**
 * FAVOURITES SHIPMENTS widget (hub §2 "FAVOURITES (count) table", hub §9 "the favourites table is
 * 392 px high"; issue 13 item 5): the user's favourite records (favouriteShipments, in batches of
 * 30 with LOAD MORE), the count in the title, a table scrolled inside 392 px. A row's number links
 * to its detail, with the order named for an order on a shipment; weights follow the user's unit of
 * measure (WeightCell).
 */
import { Button, Center } from '@mantine/core';
import type { ShipmentListRow } from '@navia/domain/contracts/shipments';
import { DEFAULT_SORT } from '@navia/domain/rules/filters/sort';
import { WidgetFrame, widgetStateOf } from '../../../../components/dashboard/widget-frame.tsx';
import { type SimpleColumn, SimpleTable } from '../../../../components/simple-table.tsx';
import type { WidgetProps } from '../../../../lib/dashboard-widgets.ts';
import { rowsOf, totalOf, useFavouriteRecords } from '../../api/search.ts';
import { ListDateCell, RecordNumberLink, WeightCell } from '../value-cells.tsx';

/** hub §9: the favourites table is 392 px high. */
const FAVOURITES_WIDGET_HEIGHT = 392;
export const NO_FAVOURITES_TEXT = 'No favourite shipments yet. Star a shipment to add it here.';

const COLUMNS: readonly SimpleColumn<ShipmentListRow>[] = [
  { header: 'NUMBER', cell: (row) => <RecordNumberLink row={row} /> },
  { header: 'SUPPLIER', cell: (row) => row.Supplier },
  { header: 'ORIGIN', cell: (row) => row.OriginName ?? row.Origin },
  { header: 'DESTINATION', cell: (row) => row.DestName ?? row.Destination },
  { header: 'ETD', cell: (row) => <ListDateCell iso={row.ETD} />, nowrap: true },
  { header: 'ETA', cell: (row) => <ListDateCell iso={row.ETA} />, nowrap: true },
  {
    header: 'WEIGHT',
    cell: (row) => <WeightCell weight={row.ActualWeight} unitOfWeight={row.UnitOfWeight} />,
    nowrap: true,
  },
  { header: 'STATUS', cell: (row) => row.Milestone },
];

export function FavouriteShipmentsWidget({ item }: WidgetProps) {
  const favourites = useFavouriteRecords(DEFAULT_SORT.orderBy, DEFAULT_SORT.orderDir);
  const rows = rowsOf(favourites.data);
  const total = totalOf(favourites.data);
  const title = `${item.componentNameValue} (${favourites.isPending || favourites.isError ? '…' : total})`;
  const state = widgetStateOf(favourites, {
    empty: rows.length === 0,
    emptyMessage: NO_FAVOURITES_TEXT,
  });
  return (
    <WidgetFrame title={title} state={state} height={FAVOURITES_WIDGET_HEIGHT}>
      <SimpleTable
        columns={COLUMNS}
        rows={rows}
        rowKey={(row) => row.RecordId}
        minWidth={640}
        stickyHeader
        striped
        highlightOnHover
        verticalSpacing={6}
        fz="sm"
        aria-label={title}
      />
      {favourites.hasNextPage && (
        <Center py="xs">
          <Button
            variant="subtle"
            size="xs"
            loading={favourites.isFetchingNextPage}
            onClick={() => void favourites.fetchNextPage()}
          >
            LOAD MORE
          </Button>
        </Center>
      )}
    </WidgetFrame>
  );
}
