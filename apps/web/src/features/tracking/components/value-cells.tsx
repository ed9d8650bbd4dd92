/**
 * Cells shared by the result tables and the dashboard's shipment widgets (hub §9 dates and units):
 * kept apart from result-cells.tsx, whose action cells bring the delivery rules and the record
 * toggles, so that a widget loads only what it shows (issue 13's home page JS).
 */
import { Anchor, Text } from '@mantine/core';
import type { ShipmentListRow } from '@navia/domain/contracts/shipments';
import { formatWeight } from '@navia/domain/rules/detail-panels';
import { toKilograms } from '@navia/domain/rules/emissions';
import { recordMarkOf } from '@navia/domain/rules/record-marks';
import { Link } from 'react-router';
import { useCurrentUser } from '../../../lib/auth.ts';
import { formatDate, localeOf, useLocale } from '../../../lib/locale.ts';
import { detailPathOf } from '../rules/record-rules.ts';

/** DD MMM YYYY (hub §9) in the user's language (issue 13); blank when there is no date. */
export function formatListDate(iso: string | null, locale: string): string {
  return formatDate(iso, locale);
}

/** A date cell of the result tables, in the user's language. */
export function ListDateCell({ iso }: { iso: string | null }) {
  return formatListDate(iso, useLocale());
}

/** A number shown for a record: its shipment number, else its order number. */
export const recordNumberOf = (row: ShipmentListRow) => recordMarkOf(row).number;

/** The order an order-on-a-shipment record is, which its shipment number alone does not tell. */
const orderOfShippedRecord = (row: ShipmentListRow): string | null =>
  row.ShipKey && row.OrdKey ? (row.OrdNumberFull ?? row.OrdNumber) : null;

/**
 * A widget's record number, linked to its detail; under it, the order of an order on a shipment
 * (two orders of one shipment would otherwise show the same number twice).
 */
export function RecordNumberLink({ row }: { row: ShipmentListRow }) {
  const order = orderOfShippedRecord(row);
  return (
    <>
      <Anchor component={Link} to={detailPathOf(row)} size="sm" fw={600} display="block">
        {recordNumberOf(row)}
      </Anchor>
      {order && (
        <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
          Order {order}
        </Text>
      )}
    </>
  );
}

/** hub §9: metric shows KG, otherwise LBS (× 2.205), two decimals, following the user's unit. */
export function WeightCell({ weight, unitOfWeight }: { weight: number | null; unitOfWeight: string | null }) {
  const { data: user } = useCurrentUser();
  if (weight === null) return null;
  return formatWeight(
    toKilograms(weight, unitOfWeight),
    user?.unitOfMeasure ?? 'METRIC',
    localeOf(user?.language),
  );
}
