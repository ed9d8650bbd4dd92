/**
 * The special cells of the result tables (hub §2 "Special cells", hub §9 truncation and units):
 * priority tick, favourite, notification and open-in-new-tab actions, truncated party names and order numbers,
 * STA days, CO2e, weights, and the DELIVERY and EARLIEST DELIVERY buttons.
 */

import { ActionIcon, Anchor, Button, Group } from '@mantine/core';
import type { ShipmentListRow } from '@navia/domain/contracts/shipments';
import { recordDeliveryButtons } from '@navia/domain/rules/delivery/earliest';
import { deliveryTargetOfRow } from '@navia/domain/rules/delivery/target';
import { truncateText } from '@navia/domain/rules/detail-panels';
import { formatCo2e } from '@navia/domain/rules/emissions';
import { ORDER_NUMBER_TRUNCATE, PARTY_NAME_TRUNCATE } from '@navia/domain/rules/filters/constants';
import { zoneOfCountry } from '@navia/domain/rules/filters/dates';
import { isPriority, recordMarkOf } from '@navia/domain/rules/record-marks';
import {
  IconCircleCheck,
  IconCircleCheckFilled,
  IconExternalLink,
  IconStar,
  IconStarFilled,
} from '@tabler/icons-react';
import { DeferredTooltip } from '../../../components/floating/deferred-floating.tsx';
import { usePriorityConfirm } from '../../../components/priority-confirm.tsx';
import { useCurrentUser } from '../../../lib/auth.ts';
import { useDeliveryDialogs } from '../../../lib/delivery-slots.ts';
import { useLocale } from '../../../lib/locale.ts';
import { useRecordNotificationToggle } from '../../../lib/record-notification-slot.ts';
import { useFavouriteToggle, usePriorityToggle } from '../api/record-marks.ts';
import { detailPathOf, staDays } from '../rules/record-rules.ts';
import { recordNumberOf } from './value-cells.tsx';

/** Text cut to `max` characters with an ellipsis; the full text is the cell's title. */
function TruncatedText({ text, max }: { text: string | null; max: number }) {
  if (!text) return null;
  const cut = truncateText(text, max);
  return cut.truncated ? <span title={text}>{cut.text}</span> : text;
}

export const PartyCell = ({ text }: { text: string | null }) => (
  <TruncatedText text={text} max={PARTY_NAME_TRUNCATE} />
);
export const OrderNumberCell = ({ text }: { text: string | null }) => (
  <TruncatedText text={text} max={ORDER_NUMBER_TRUNCATE} />
);

/** hub §2 STA: days between ETA and STA (see staDays). */
export function StaCell({ row }: { row: ShipmentListRow }) {
  const days = staDays(row);
  if (days === null) return null;
  const title =
    days === 0
      ? 'ETA is on the STA'
      : `ETA is ${Math.abs(days)} day${Math.abs(days) === 1 ? '' : 's'} ${days > 0 ? 'after' : 'before'} the STA`;
  return <span title={title}>{days > 0 ? `+${days}` : String(days)}</span>;
}

/** hub §9: CO2e with 2 decimals plus KGS; blank until calculated. */
export function Co2Cell({ kg }: { kg: number | null }) {
  const locale = useLocale();
  return kg === null ? null : formatCo2e(kg, locale);
}

/** hub §2 priority tick (OrdPriority), a toggle for the record's organisation group. */
export function PriorityCell({ row }: { row: ShipmentListRow }) {
  const toggle = usePriorityToggle();
  const confirm = usePriorityConfirm();
  const ticked = isPriority(row);
  const number = recordNumberOf(row);
  const label = `${ticked ? 'Remove priority from' : 'Mark as priority'} ${number}`;
  return (
    <>
      <DeferredTooltip label={ticked ? 'Priority' : 'Not priority'} openDelay={400}>
        <ActionIcon
          variant="subtle"
          color={ticked ? 'green' : 'gray'}
          aria-label={label}
          aria-pressed={ticked}
          loading={toggle.isPending}
          loaderProps={{ 'aria-label': 'Saving priority' }}
          onClick={() => confirm.ask(ticked ? 'remove' : 'set', number, () => toggle.mutate(row))}
        >
          {ticked ? (
            <IconCircleCheckFilled size={18} aria-hidden />
          ) : (
            <IconCircleCheck size={18} aria-hidden />
          )}
        </ActionIcon>
      </DeferredTooltip>
      {confirm.dialog}
    </>
  );
}

/**
 * hub §2 actions column: open in a new tab, and the favourite toggle; then the record's
 * notification toggle (hub §4), which the app layer provides (lib/record-notification-slot.ts).
 */
export function ActionsCell({ row }: { row: ShipmentListRow }) {
  const toggle = useFavouriteToggle();
  const NotificationToggle = useRecordNotificationToggle();
  const number = recordNumberOf(row);
  const favouriteLabel = `${row.isFavourite ? 'Remove' : 'Add'} ${number} ${row.isFavourite ? 'from' : 'to'} favourites`;
  return (
    <Group gap={2} wrap="nowrap" justify="center">
      <ActionIcon
        component="a"
        href={detailPathOf(row)}
        target="_blank"
        rel="noopener"
        variant="subtle"
        color="gray"
        aria-label={`Open ${number} in a new tab`}
      >
        <IconExternalLink size={18} aria-hidden />
      </ActionIcon>
      <ActionIcon
        variant="subtle"
        color="yellow"
        aria-label={favouriteLabel}
        aria-pressed={row.isFavourite}
        loading={toggle.isPending}
        loaderProps={{ 'aria-label': 'Saving favourite' }}
        onClick={() => toggle.mutate(row)}
      >
        {row.isFavourite ? <IconStarFilled size={18} aria-hidden /> : <IconStar size={18} aria-hidden />}
      </ActionIcon>
      {NotificationToggle && <NotificationToggle record={recordMarkOf(row)} placement="row" />}
    </Group>
  );
}

/**
 * hub §2 DELIVERY and EARLIEST DELIVERY buttons with the hub §4 enable rules; they open the
 * Arrange Delivery wizard and the EARLIEST DELIVERY dialog. An order on no shipment has nothing to
 * deliver yet, so both are disabled for it.
 */
export function DeliveryButtonCell({
  row,
  kind,
}: {
  row: ShipmentListRow;
  kind: 'delivery' | 'earliestDelivery';
}) {
  const openDialog = useDeliveryDialogs();
  const { data: user } = useCurrentUser();
  const enabled = recordDeliveryButtons(row, new Date());
  const label = kind === 'delivery' ? 'DELIVERY' : 'EARLIEST DELIVERY';
  return (
    <Button
      size="compact-xs"
      variant="light"
      disabled={!enabled[kind] || row.ShipKey === null}
      aria-label={`${label} for ${recordNumberOf(row)}`}
      onClick={() => {
        // Built on the click, not for every rendered row; null only for an order on no shipment.
        const target = deliveryTargetOfRow(row, zoneOfCountry(user?.homeCountry ?? 'AU'));
        if (target) openDialog(kind === 'delivery' ? 'ARRANGE' : 'EARLIEST', target);
      }}
    >
      {label}
    </Button>
  );
}

/** The record's number as a link-like text (the row itself opens the record). */
export function RecordNumberCell({ text }: { text: string | null }) {
  return text ? (
    <Anchor component="span" fw={600} size="sm">
      {text}
    </Anchor>
  ) : null;
}
