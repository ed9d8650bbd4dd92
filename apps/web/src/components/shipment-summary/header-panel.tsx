import { Paper, Text } from '@mantine/core';
import type { RecordSummary } from '@navia/domain/contracts/shipment-detail';
import { NOT_AVAILABLE, transportIconFor } from '@navia/domain/rules/detail-panels';
import { IconPlane, IconShip, IconTruck } from '@tabler/icons-react';
import { useLocale } from '../../lib/locale.ts';
import { Field } from './detail-panel.tsx';
import { formatDate, placeName } from './format.ts';
import classes from './shipment-summary.module.css';

const MODE = {
  SEA: { Icon: IconShip, label: 'Sea freight' },
  AIR: { Icon: IconPlane, label: 'Air freight' },
  ROAD: { Icon: IconTruck, label: 'Road freight' },
} as const;

/** hub §2 header panel: origin and ETD, the transport-mode icon, destination and ETA, then the numbers. */
export function HeaderPanel({ record }: { record: RecordSummary }) {
  const locale = useLocale();
  const { Icon, label } = MODE[transportIconFor(record.TransportMode)];
  return (
    <Paper component="section" withBorder radius="md" p="md" aria-label="Shipment summary">
      <div className={classes.header}>
        <div className={classes.place}>
          <Text size="xs" fw={600} c="dimmed">
            ORIGIN
          </Text>
          <div className={classes.placeName}>
            {placeName(record.Origin, record.OriginName, record.OriginCountry)}
          </div>
          <Text size="sm">
            <Text span size="xs" fw={600} c="dimmed">
              ETD{' '}
            </Text>
            {formatDate(record.ETD, locale)}
          </Text>
        </div>
        <div
          className={classes.modeIcon}
          role="img"
          aria-label={label}
          data-mode={transportIconFor(record.TransportMode)}
        >
          <Icon size={36} stroke={1.5} aria-hidden />
        </div>
        <div className={`${classes.place} ${classes.destination}`}>
          <Text size="xs" fw={600} c="dimmed">
            DESTINATION
          </Text>
          <div className={classes.placeName}>
            {placeName(record.Destination, record.DestName, record.DestCountry)}
          </div>
          <Text size="sm">
            <Text span size="xs" fw={600} c="dimmed">
              ETA{' '}
            </Text>
            {formatDate(record.ETA, locale)}
          </Text>
        </div>
      </div>
      <div className={classes.numbers}>
        <Field label="ORDER NUMBER">{record.OrdNumberFull ?? NOT_AVAILABLE}</Field>
        <Field label="SHIPMENT NUMBER">{record.ShipNumber ?? NOT_AVAILABLE}</Field>
        <Field label="METHOD">{record.ContainerMode || NOT_AVAILABLE}</Field>
      </div>
    </Paper>
  );
}
