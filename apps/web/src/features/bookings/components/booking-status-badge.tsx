import { Badge } from '@mantine/core';
import { BOOKING_STATUS_LABELS, type BookingStatus } from '@navia/domain/rules/bookings/status';
import { BOOKING_STATUS_COLORS } from '../rules/booking-view.ts';

/** A booking's status (SUBMITTED, CONFIRMED, DECLINED, CANCELLED), in words and colour. */
export function BookingStatusBadge({ status }: { status: BookingStatus }) {
  return (
    <Badge
      color={BOOKING_STATUS_COLORS[status]}
      variant="light"
      radius="sm"
      style={{ minWidth: 'max-content' }}
    >
      {BOOKING_STATUS_LABELS[status]}
    </Badge>
  );
}
