/**
 * How the bookings page names and shows things (issue 18): texts in the portal's upper case, the
 * status colours, dates, and who acts as staff (hub §6: NU and above see every group's bookings and
 * confirm or decline them).
 */
import { isAtLeast, type Role } from '@navia/domain/rules/access';
import type { BookingStatus } from '@navia/domain/rules/bookings/status';
import { BOOKING_TYPE_LABELS, type BookingType } from '@navia/domain/rules/bookings/types';
import { formatDate, formatDateTime } from '../../../lib/locale.ts';

export const BOOKING_TEXTS = {
  noBookings: 'NO BOOKINGS YET. NEW BOOKING STARTS ONE.',
  noRequests: 'NO BOOKING REQUESTS YET.',
  noMatches: 'NO BOOKINGS MATCH THE SEARCH.',
  loadFailed: 'THE BOOKINGS COULD NOT BE LOADED.',
  detailFailed: 'THE BOOKING COULD NOT BE LOADED.',
  prefillFailed: 'THE BOOKING COULD NOT BE PRE-FILLED. YOU CAN STILL FILL IT IN.',
  submitFailed: 'THE BOOKING WAS NOT SENT. WHAT YOU TYPED IS KEPT: CORRECT IT AND SUBMIT AGAIN.',
  fixFields: 'PLEASE CORRECT THE FIELDS MARKED: ',
  submitted:
    'BOOKING SUBMITTED. A CONFIRMATION E-MAIL IS ON ITS WAY; WE WILL LET YOU KNOW WHEN IT IS CONFIRMED.',
  declineReasonRequired: 'A REASON IS REQUIRED.',
  documentsFollow: 'ONCE THE BOOKING IS CONFIRMED, ITS DOCUMENTS GO WITH THE SHIPMENT.',
  documentsClosed: 'THIS BOOKING IS CLOSED: IT TAKES NO MORE DOCUMENTS.',
  documentsNotSent:
    'THE BOOKING WAS SENT, BUT THESE DOCUMENTS COULD NOT BE UPLOADED. ADD THEM UNDER DOCUMENTS: ',
  typeLabel: (type: BookingType) => BOOKING_TYPE_LABELS[type],
} as const;

export const BOOKING_STATUS_COLORS: Readonly<Record<BookingStatus, string>> = {
  SUBMITTED: 'blue',
  CONFIRMED: 'green',
  DECLINED: 'red',
  CANCELLED: 'gray',
};

/** hub §6: NU and above act as the forwarder's staff on bookings. */
export function isBookingStaff(role: Role): boolean {
  return isAtLeast(role, 'NU');
}

/** The page address of a booking's detail. */
export function bookingPath(bookingId: string): string {
  return `/bookings?${new URLSearchParams({ booking: bookingId }).toString()}`;
}

/** The shipment a confirmed booking became. */
export function shipmentPath(shipKey: string): string {
  return `/shipment/${encodeURIComponent(shipKey)}`;
}

/** A day (YYYY-MM-DD, shown as that calendar day) or an instant, as DD MMM YYYY; '-' without one. */
export function bookingDateText(value: string | null | undefined, locale: string): string {
  if (!value) return '-';
  if (/^\d{4}-\d{2}-\d{2}$/.test(value)) return formatDate(value, locale, { timeZone: 'UTC' }) || '-';
  return formatDate(value, locale) || '-';
}

/** An instant as DD MMM YYYY and the time of day in the user's locale; '-' without one. */
export function bookingInstantText(value: string | null | undefined, locale: string): string {
  return value ? formatDateTime(value, locale) || '-' : '-';
}
