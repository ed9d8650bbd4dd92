/**
 * A booking's life (issue 18; hub §4 states): the customer submits it (SUBMITTED); staff confirm it
 * (CONFIRMED: a shipment is made from it) or decline it with a reason (DECLINED); the customer may
 * cancel it while it is still SUBMITTED (CANCELLED). CONFIRMED, DECLINED and CANCELLED are final.
 * The server and the web both read this table: the server to refuse a move (409), the web to show
 * only the buttons that can work.
 */

export const BOOKING_STATUSES = ['SUBMITTED', 'CONFIRMED', 'DECLINED', 'CANCELLED'] as const;
export type BookingStatus = (typeof BOOKING_STATUSES)[number];

export const BOOKING_ACTIONS = ['CONFIRM', 'DECLINE', 'CANCEL'] as const;
export type BookingAction = (typeof BOOKING_ACTIONS)[number];

/** Who may take an action: provider staff, or the booking's own organisation group (the customer). */
export type BookingActor = 'STAFF' | 'CUSTOMER';

/** The moves: from a status, by an action, to a status; who may take it. */
const MOVES: Readonly<
  Record<BookingAction, { from: readonly BookingStatus[]; to: BookingStatus; by: readonly BookingActor[] }>
> = {
  CONFIRM: { from: ['SUBMITTED'], to: 'CONFIRMED', by: ['STAFF'] },
  DECLINE: { from: ['SUBMITTED'], to: 'DECLINED', by: ['STAFF'] },
  CANCEL: { from: ['SUBMITTED'], to: 'CANCELLED', by: ['CUSTOMER'] },
};

export const BOOKING_STATUS_LABELS: Readonly<Record<BookingStatus, string>> = {
  SUBMITTED: 'SUBMITTED',
  CONFIRMED: 'CONFIRMED',
  DECLINED: 'DECLINED',
  CANCELLED: 'CANCELLED',
};

export const BOOKING_ACTION_LABELS: Readonly<Record<BookingAction, string>> = {
  CONFIRM: 'CONFIRM',
  DECLINE: 'DECLINE',
  CANCEL: 'CANCEL BOOKING',
};

/** The status `action` leads to from `status`, or null when the move is not allowed from there. */
export function nextBookingStatus(status: BookingStatus, action: BookingAction): BookingStatus | null {
  const move = MOVES[action];
  return move.from.includes(status) ? move.to : null;
}

/** Whether `actor` is the kind of user who takes `action` (the status aside). */
export function actorMayTake(actor: BookingActor, action: BookingAction): boolean {
  return MOVES[action].by.includes(actor);
}

/** The actions `actor` can take on a booking in `status`, in BOOKING_ACTIONS order. */
export function bookingActionsFor(status: BookingStatus, actor: BookingActor): BookingAction[] {
  return BOOKING_ACTIONS.filter((a) => actorMayTake(actor, a) && nextBookingStatus(status, a) !== null);
}

/** A status no action leaves. */
export function isFinalBookingStatus(status: BookingStatus): boolean {
  return BOOKING_ACTIONS.every((a) => nextBookingStatus(status, a) === null);
}
