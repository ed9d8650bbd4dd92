/**
 * The cargo map as a table (issue 13): the keyboard and screen-reader alternative to the canvas map,
 * the same shipments with their route, progress, ETA and late risk, each number linking to the shipment.
 */
import { Anchor, Badge } from '@mantine/core';
import type { InTransitShipment } from '@navia/domain/contracts/transit';
import dayjs from 'dayjs';
import { Link } from 'react-router';
import { type SimpleColumn, SimpleTable } from '../../../components/simple-table.tsx';
import { shipmentPath } from './cargo-map-rules.ts';

const day = (iso: string | null) => (iso ? dayjs(iso).format('DD MMM YYYY') : '—');

const COLUMNS: readonly SimpleColumn<InTransitShipment>[] = [
  {
    header: 'SHIPMENT',
    cell: (s) => (
      <Anchor component={Link} to={shipmentPath(s.ShipKey)} size="sm">
        {s.ShipNumber}
      </Anchor>
    ),
  },
  { header: 'MODE', cell: (s) => s.TransportMode },
  { header: 'FROM', cell: (s) => `${s.loadPort.name} (${s.loadPort.code})` },
  { header: 'TO', cell: (s) => `${s.dischargePort.name} (${s.dischargePort.code})` },
  { header: 'PROGRESS', cell: (s) => `${Math.round(s.progress * 100)}%` },
  { header: 'ETA', cell: (s) => day(s.ETA), nowrap: true },
  {
    header: 'STATUS',
    cell: (s) =>
      s.lateRisk ? (
        <Badge color="red.9" variant="filled" title={`ETA ${s.delayHours} h past the first estimate`}>
          LATE RISK
        </Badge>
      ) : (
        <Badge color="blue" variant="light">
          ON TIME
        </Badge>
      ),
  },
];

export function CargoMapList({
  shipments,
  height,
}: {
  shipments: readonly InTransitShipment[];
  height: number;
}) {
  return (
    <SimpleTable
      columns={COLUMNS}
      rows={shipments}
      rowKey={(s) => s.ShipKey}
      caption="Shipments in transit, earliest ETA first"
      minWidth={560}
      maxHeight={height}
      striped
      highlightOnHover
      stickyHeader
    />
  );
}
