import { Table, Text } from '@mantine/core';
import type { OrderLeg, ShipmentLeg } from '@navia/domain/contracts/shipment-detail';
import { NOT_AVAILABLE } from '@navia/domain/rules/detail-panels';
import { useLocale } from '../../lib/locale.ts';
import { DetailPanel } from './detail-panel.tsx';
import { formatDate } from './format.ts';
import { HorizontalScroller } from './horizontal-scroller.tsx';
import classes from './shipment-summary.module.css';

const text = (value: string | null) => value ?? NOT_AVAILABLE;
const port = (code: string, name: string | null) => (name ? `${name} (${code})` : code);

function ShipmentLayout({ legs }: { legs: readonly ShipmentLeg[] }) {
  const locale = useLocale();
  return (
    <Table verticalSpacing="xs" className={classes.table}>
      <Table.Thead>
        <Table.Tr>
          {['LEG', 'VESSEL', 'VOYAGE VESSEL', 'ETD', 'ETA', 'CARGO AVAIL', 'LOAD PORT', 'DISCHARGE PORT'].map(
            (h) => (
              <Table.Th key={h} scope="col">
                {h}
              </Table.Th>
            ),
          )}
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {legs.map((leg) => (
          <Table.Tr key={leg.Leg}>
            <Table.Td>{leg.Leg}</Table.Td>
            <Table.Td>{text(leg.Vessel)}</Table.Td>
            <Table.Td>{text(leg.VoyageVessel)}</Table.Td>
            <Table.Td>{formatDate(leg.VesselETD, locale)}</Table.Td>
            <Table.Td>{formatDate(leg.VesselETA, locale)}</Table.Td>
            <Table.Td>{formatDate(leg.CargoAvailability, locale)}</Table.Td>
            <Table.Td>{port(leg.LoadPort, leg.LoadPortName)}</Table.Td>
            <Table.Td>{port(leg.DischargePort, leg.DischargePortName)}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

const ORDER_COLUMNS = [
  'VESSEL',
  'VOYAGE',
  'ETD',
  'INTERMED VESSEL',
  'INTERMED VOYAGE',
  'INTERMED ETA',
  'ARRIVAL VOYAGE',
  'ARRIVAL VESSEL',
  'ARRIVAL ETA',
];

function OrderLayout({ rows }: { rows: readonly OrderLeg[] }) {
  const locale = useLocale();
  return (
    <Table verticalSpacing="xs" className={classes.table}>
      <Table.Thead>
        <Table.Tr>
          {ORDER_COLUMNS.map((h) => (
            <Table.Th key={h} scope="col">
              {h}
            </Table.Th>
          ))}
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {rows.map((row, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: the order layout has one row per order, in a fixed order
          <Table.Tr key={i}>
            <Table.Td>{text(row.DepartureVessel)}</Table.Td>
            <Table.Td>{text(row.DepartureVoyage)}</Table.Td>
            <Table.Td>{formatDate(row.DepartureETD, locale)}</Table.Td>
            <Table.Td>{text(row.IntermediateVessel)}</Table.Td>
            <Table.Td>{text(row.IntermediateVoyage)}</Table.Td>
            <Table.Td>{formatDate(row.IntermediateETA, locale)}</Table.Td>
            <Table.Td>{text(row.ArrivalVoyage)}</Table.Td>
            <Table.Td>{text(row.ArrivalVessel)}</Table.Td>
            <Table.Td>{formatDate(row.ArrivalETA, locale)}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

/** hub §2 planned route, with 170 px scroll arrows: the shipment layout (legs) or the order layout. */
export function RoutePanel(
  props:
    | { layout: 'SHIPMENT'; legs: readonly ShipmentLeg[] }
    | { layout: 'ORDER'; rows: readonly OrderLeg[] },
) {
  const empty = props.layout === 'SHIPMENT' ? props.legs.length === 0 : props.rows.length === 0;
  return (
    <DetailPanel title="PLANNED ROUTE">
      {empty ? (
        <Text size="sm" c="dimmed">
          NO ROUTE PLANNED YET
        </Text>
      ) : (
        <HorizontalScroller label="planned route">
          {props.layout === 'SHIPMENT' ? (
            <ShipmentLayout legs={props.legs} />
          ) : (
            <OrderLayout rows={props.rows} />
          )}
        </HorizontalScroller>
      )}
    </DetailPanel>
  );
}
