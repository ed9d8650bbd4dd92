/**
 * FAVOURITES SHIPMENTS widget (hub §2 "FAVOURITES (count) table", hub §9 "the favourites table is
 * 392 px high"; issue 13 item 5): the user's favourite records (favouriteShipments, in batches of
 * 30 with LOAD MORE), the count in the title, a table scrolled inside 392 px. A row's number links
 * to its detail; weights follow the user's unit of measure (WeightCell).
 */
import { Anchor, Button, Center, Table } from '@mantine/core';
import { DEFAULT_SORT } from '@navia/domain/rules/filters/sort';
import { Link } from 'react-router';
import { WidgetFrame, type WidgetState } from '../../../../components/dashboard/widget-frame.tsx';
import type { WidgetProps } from '../../../../lib/dashboard-widgets.ts';
import { rowsOf, totalOf, useFavouriteRecords } from '../../api/search.ts';
import { detailPathOf } from '../../rules/record-rules.ts';
import { formatListDate, recordNumberOf, WeightCell } from '../result-cells.tsx';

/** hub §9: the favourites table is 392 px high. */
const FAVOURITES_WIDGET_HEIGHT = 392;
export const NO_FAVOURITES_TEXT = 'No favourite shipments yet. Star a shipment to add it here.';

export function FavouriteShipmentsWidget({ item }: WidgetProps) {
  const favourites = useFavouriteRecords(DEFAULT_SORT.orderBy, DEFAULT_SORT.orderDir);
  const rows = rowsOf(favourites.data);
  const total = totalOf(favourites.data);
  const title = `${item.componentNameValue} (${favourites.isPending || favourites.isError ? '…' : total})`;
  const state: WidgetState = favourites.isError
    ? { status: 'error' }
    : favourites.isPending
      ? { status: 'loading' }
      : rows.length === 0
        ? { status: 'empty', message: NO_FAVOURITES_TEXT }
        : { status: 'ready' };
  return (
    <WidgetFrame title={title} state={state} height={FAVOURITES_WIDGET_HEIGHT}>
      <Table.ScrollContainer minWidth={640} type="native">
        <Table stickyHeader striped highlightOnHover verticalSpacing={6} fz="sm" aria-label={title}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>NUMBER</Table.Th>
              <Table.Th>SUPPLIER</Table.Th>
              <Table.Th>ORIGIN</Table.Th>
              <Table.Th>DESTINATION</Table.Th>
              <Table.Th>ETD</Table.Th>
              <Table.Th>ETA</Table.Th>
              <Table.Th>WEIGHT</Table.Th>
              <Table.Th>STATUS</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((row) => (
              <Table.Tr key={row.RecordId}>
                <Table.Td>
                  <Anchor component={Link} to={detailPathOf(row)} size="sm" fw={600}>
                    {recordNumberOf(row)}
                  </Anchor>
                </Table.Td>
                <Table.Td>{row.Supplier}</Table.Td>
                <Table.Td>{row.OriginName ?? row.Origin}</Table.Td>
                <Table.Td>{row.DestName ?? row.Destination}</Table.Td>
                <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatListDate(row.ETD)}</Table.Td>
                <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatListDate(row.ETA)}</Table.Td>
                <Table.Td style={{ whiteSpace: 'nowrap' }}>
                  <WeightCell weight={row.ActualWeight} unitOfWeight={row.UnitOfWeight} />
                </Table.Td>
                <Table.Td>{row.Milestone}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
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
