import { describe, expect, it } from 'vitest';
import {
  BOOKING_ACTIONS,
  BOOKING_STATUSES,
  type BookingAction,
  type BookingStatus,
  bookingActionsFor,
  isFinalBookingStatus,
  nextBookingStatus,
} from './status.ts';

describe('nextBookingStatus (the booking state machine)', () => {
  const table: [BookingStatus, BookingAction, BookingStatus | null][] = [
    ['SUBMITTED', 'CONFIRM', 'CONFIRMED'],
    ['SUBMITTED', 'DECLINE', 'DECLINED'],
    ['SUBMITTED', 'CANCEL', 'CANCELLED'],
    ['CONFIRMED', 'CONFIRM', null],
    ['CONFIRMED', 'DECLINE', null],
    ['CONFIRMED', 'CANCEL', null],
    ['DECLINED', 'CONFIRM', null],
    ['DECLINED', 'DECLINE', null],
    ['DECLINED', 'CANCEL', null],
    ['CANCELLED', 'CONFIRM', null],
    ['CANCELLED', 'DECLINE', null],
    ['CANCELLED', 'CANCEL', null],
  ];
  it('covers every status and action', () => {
    expect(table).toHaveLength(BOOKING_STATUSES.length * BOOKING_ACTIONS.length);
  });
  it.each(table)('%s --%s--> %s', (from, action, to) => {
    expect(nextBookingStatus(from, action)).toBe(to);
  });
});

describe('bookingActionsFor', () => {
  it.each([
    ['SUBMITTED', 'STAFF', ['CONFIRM', 'DECLINE']],
    ['SUBMITTED', 'CUSTOMER', ['CANCEL']],
    ['CONFIRMED', 'STAFF', []],
    ['CONFIRMED', 'CUSTOMER', []],
    ['DECLINED', 'CUSTOMER', []],
    ['CANCELLED', 'STAFF', []],
  ] as const)('%s for %s: %j', (status, actor, actions) => {
    expect(bookingActionsFor(status, actor)).toEqual(actions);
  });
});

describe('isFinalBookingStatus', () => {
  it.each([
    ['SUBMITTED', false],
    ['CONFIRMED', true],
    ['DECLINED', true],
    ['CANCELLED', true],
  ] as const)('%s: %s', (status, final) => {
    expect(isFinalBookingStatus(status)).toBe(final);
  });
});
