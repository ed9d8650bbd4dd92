import { describe, expect, it } from 'vitest';
import {
  addDays,
  type DeliveryCalendar,
  datesUnconfirmed,
  deliveryDateDisabledReason,
  firstSelectableDay,
  formatSubmittedDate,
  isDeliveryDateHighlighted,
  parseSubmittedDate,
  returnDateMinimum,
  willIncurStorageDelivery,
  willIncurStorageReturn,
} from './calendar.ts';

// 2026-03-04 is a Wednesday.
const calendar = (overrides: Partial<DeliveryCalendar> = {}): DeliveryCalendar => ({
  today: '2026-03-04',
  firstAvailable: '2026-03-02',
  inStorage: '2026-03-10',
  holidays: new Set(['2026-03-09']),
  ...overrides,
});

describe('delivery-date picker (hub §5, connect §5)', () => {
  it('hub §5: disables past days', () => {
    expect(deliveryDateDisabledReason('2026-03-03', calendar())).toBe('PAST');
  });
  it('hub §5: disables today', () => {
    expect(deliveryDateDisabledReason('2026-03-04', calendar())).toBe('TODAY');
  });
  it('hub §5: disables weekends', () => {
    expect(deliveryDateDisabledReason('2026-03-07', calendar())).toBe('WEEKEND');
    expect(deliveryDateDisabledReason('2026-03-08', calendar())).toBe('WEEKEND');
  });
  it('hub §5: disables days before the first available day', () => {
    const c = calendar({ firstAvailable: '2026-03-06' });
    expect(deliveryDateDisabledReason('2026-03-05', c)).toBe('BEFORE_FIRST_AVAILABLE');
    expect(deliveryDateDisabledReason('2026-03-06', c)).toBeNull();
  });
  it('hub §5: disables public holidays of the destination', () => {
    expect(deliveryDateDisabledReason('2026-03-09', calendar())).toBe('PUBLIC_HOLIDAY');
  });
  it('hub §5: allows a weekday after today that is no holiday', () => {
    expect(deliveryDateDisabledReason('2026-03-05', calendar())).toBeNull();
  });
  it('hub §5: highlights days after the in-storage date only', () => {
    expect(isDeliveryDateHighlighted('2026-03-10', '2026-03-10')).toBe(false);
    expect(isDeliveryDateHighlighted('2026-03-11', '2026-03-10')).toBe(true);
    expect(isDeliveryDateHighlighted('2026-03-11', null)).toBe(false);
  });
  it('finds the first selectable day, skipping weekends and holidays', () => {
    expect(firstSelectableDay(calendar({ today: '2026-03-06' }))).toBe('2026-03-10');
  });
});

describe('submitted dates (hub §9)', () => {
  it('hub §9: submitted delivery dates are DD/MM/YYYY', () => {
    expect(formatSubmittedDate('2026-03-05')).toBe('05/03/2026');
    expect(parseSubmittedDate('05/03/2026')).toBe('2026-03-05');
  });
  it('refuses dates that are not real days or not DD/MM/YYYY', () => {
    expect(parseSubmittedDate('30/02/2026')).toBeNull();
    expect(parseSubmittedDate('2026-03-05')).toBeNull();
  });
  it('adds days across months', () => {
    expect(addDays('2026-02-28', 1)).toBe('2026-03-01');
  });
});

describe('storage, detention and the return-date minimum (hub §4, §5)', () => {
  it('hub §4: willIncurStorageDelivery when the delivery date is after the storage date', () => {
    expect(willIncurStorageDelivery('2026-03-11', '2026-03-10')).toBe(true);
    expect(willIncurStorageDelivery('2026-03-10', '2026-03-10')).toBe(false);
    expect(willIncurStorageDelivery('2026-03-11', null)).toBe(false);
  });
  it('hub §4: willIncurStorageReturn when the return date is after EmptyReturnBy (our reading)', () => {
    expect(willIncurStorageReturn('2026-03-21', '2026-03-20')).toBe(true);
    expect(willIncurStorageReturn('2026-03-20', '2026-03-20')).toBe(false);
  });
  it('hub §5: the return-date minimum is the storage date when it is later than delivery + 1', () => {
    expect(returnDateMinimum('2026-03-05', '2026-03-10')).toBe('2026-03-10');
  });
  it('hub §5: the return-date minimum is the delivery date + 1 when that is later', () => {
    expect(returnDateMinimum('2026-03-10', '2026-03-10')).toBe('2026-03-11');
    expect(returnDateMinimum('2026-03-10', null)).toBe('2026-03-11');
    expect(returnDateMinimum(null, '2026-03-10')).toBeNull();
  });
  it('hub §2: dates are unconfirmed (Oh No!) only when both availability and storage are missing', () => {
    expect(datesUnconfirmed({ firstAvailable: null, inStorage: null })).toBe(true);
    expect(datesUnconfirmed({ firstAvailable: '2026-03-01', inStorage: null })).toBe(false);
  });
});
