/**
 * The cargo map as a table (issue 13): the keyboard and screen-reader alternative to the canvas map,
 * the same shipments with their route, progress, ETA and late risk, each number linking to the shipment.
 */
import { Anchor, Badge, Table } from '@mantine/core';
import type { InTransitShipment } from '@navia/domain/contracts/transit';
import dayjs from 'dayjs';
import { Link } from 'react-router';
import { shipmentPath } from './cargo-map-rules.ts';

const day = (iso: string | null) => (iso ? dayjs(iso).format('DD MMM YYYY') : '—');

export function CargoMapList({
  shipments,
  height,
}: {
  shipments: readonly InTransitShipment[];
  height: number;
}) {
  return (
    <Table.ScrollContainer minWidth={560} maxHeight={height}>
      <Table striped highlightOnHover stickyHeader>
        <Table.Caption>Shipments in transit, earliest ETA first</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>SHIPMENT</Table.Th>
            <Table.Th>MODE</Table.Th>
            <Table.Th>FROM</Table.Th>
            <Table.Th>TO</Table.Th>
            <Table.Th>PROGRESS</Table.Th>
            <Table.Th>ETA</Table.Th>
            <Table.Th>STATUS</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {shipments.map((s) => (
            <Table.Tr key={s.ShipKey}>
              <Table.Td>
                <Anchor component={Link} to={shipmentPath(s.ShipKey)} size="sm">
                  {s.ShipNumber}
                </Anchor>
              </Table.Td>
              <Table.Td>{s.TransportMode}</Table.Td>
              <Table.Td>{`${s.loadPort.name} (${s.loadPort.code})`}</Table.Td>
              <Table.Td>{`${s.dischargePort.name} (${s.dischargePort.code})`}</Table.Td>
              <Table.Td>{`${Math.round(s.progress * 100)}%`}</Table.Td>
              <Table.Td>{day(s.ETA)}</Table.Td>
              <Table.Td>
                {s.lateRisk ? (
                  <Badge
                    color="red.9"
                    variant="filled"
                    title={`ETA ${s.delayHours} h past the first estimate`}
                  >
                    LATE RISK
                  </Badge>
                ) : (
                  <Badge color="blue" variant="light">
                    ON TIME
                  </Badge>
                )}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
