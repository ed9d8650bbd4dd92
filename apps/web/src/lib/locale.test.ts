import { describe, expect, it } from 'vitest';
import {
  formatDate,
  formatDateTime,
  formatNumber,
  formatRelativeTime,
  formatTime,
  localeOf,
} from './locale.ts';

const at = new Date('2026-11-28T03:05:00Z');

describe('localeOf', () => {
  it.each([
    ['en-US', 'en-US'],
    ['hu-HU', 'hu-HU'],
    ['en', 'en-GB'],
    ['', 'en-GB'],
    [null, 'en-GB'],
    ['fr-FR', 'en-GB'],
  ])('%s → %s', (stored, locale) => {
    expect(localeOf(stored)).toBe(locale);
  });
});

describe('formatDate: DD MMM YYYY in the language', () => {
  it.each([
    ['en-GB', 'Australia/Melbourne', '28 Nov 2026'],
    ['en-US', 'Australia/Melbourne', '28 Nov 2026'],
    ['en-US', 'America/Chicago', '27 Nov 2026'],
    ['hu-HU', 'Europe/Budapest', '28 Nov 2026'],
  ])('%s in %s', (locale, timeZone, text) => {
    expect(formatDate(at, locale, { timeZone })).toBe(text);
  });

  it('is empty without a valid date', () => {
    expect(formatDate(null, 'en-GB')).toBe('');
    expect(formatDate('not a date', 'en-GB')).toBe('');
  });
});

describe('time and numbers follow the language', () => {
  it('uses a 12-hour clock in en-US and a 24-hour clock in en-GB', () => {
    expect(formatTime(at, 'en-US', { timeZone: 'Australia/Melbourne' })).toBe('2:05 PM');
    expect(formatTime(at, 'en-GB', { timeZone: 'Australia/Melbourne' })).toBe('14:05');
    expect(formatDateTime(at, 'en-GB', { timeZone: 'Australia/Melbourne' })).toBe('28 Nov 2026 14:05');
  });

  it.each([
    ['en-GB', '1,234.5'],
    ['en-US', '1,234.5'],
    ['hu-HU', '1234,5'],
  ])('%s groups 1234.5 as %s', (locale, text) => {
    expect(formatNumber(1234.5, locale).replace(/\s/g, '')).toBe(text.replace(/\s/g, ''));
  });

  it('groups large numbers with a space in hu-HU', () => {
    expect(formatNumber(1234567, 'hu-HU')).toMatch(/^1\s234\s567$/);
  });
});

describe('the smaller formats follow the language too', () => {
  it('leaves the year out on request, keeping DD MMM in every language', () => {
    expect(formatDate(at, 'en-GB', { timeZone: 'Australia/Melbourne', year: false })).toBe('28 Nov');
    expect(formatDate(at, 'en-US', { timeZone: 'Australia/Melbourne', year: false })).toBe('28 Nov');
  });

  it('pads the hour on request', () => {
    expect(formatTime(at, 'en-GB', { timeZone: 'UTC', hour: '2-digit' })).toBe('03:05');
    expect(formatTime(at, 'en-US', { timeZone: 'UTC', hour: '2-digit' })).toMatch(/^03:05\sAM$/);
  });

  it('formats a decimal string exactly', () => {
    expect(formatNumber('12345678901234567.25', 'en-GB', { minimumFractionDigits: 2 })).toBe(
      '12,345,678,901,234,567.25',
    );
  });

  it('says how long ago in the language', () => {
    expect(formatRelativeTime(-3, 'hour', 'en-GB')).toBe('3 hours ago');
    expect(formatRelativeTime(-1, 'day', 'en-US')).toBe('yesterday');
    expect(formatRelativeTime(-3, 'hour', 'hu-HU')).toBe('3 órával ezelőtt');
  });
});

describe('formatDate keeps English months at three letters', () => {
  const september = new Date('2026-09-05T09:05:00Z');
  it.each([
    ['en-GB', '05 Sep 2026'],
    ['en-AU', '05 Sep 2026'],
    ['en-US', '05 Sep 2026'],
  ])('%s', (locale, text) => {
    expect(formatDate(september, locale, { timeZone: 'UTC' })).toBe(text);
  });

  it('matches the 2-digit clock of the old HH:mm in en-GB', () => {
    expect(formatDateTime(september, 'en-GB', { timeZone: 'UTC', hour: '2-digit' })).toBe(
      '05 Sep 2026 09:05',
    );
  });
});
