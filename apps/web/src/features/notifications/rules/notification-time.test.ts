import { describe, expect, it } from 'vitest';
import { notificationAge, notificationDateTime } from './notification-time.ts';

const now = Date.parse('2026-03-12T12:00:00Z');
const ago = (seconds: number) => new Date(now - seconds * 1000).toISOString();

describe('the age of a notification', () => {
  it('is relative within a week', () => {
    expect(notificationAge(ago(20), now, 'en-GB')).toBe('just now');
    expect(notificationAge(ago(5 * 60), now, 'en-GB')).toBe('5 minutes ago');
    expect(notificationAge(ago(3 * 3600), now, 'en-GB')).toBe('3 hours ago');
    expect(notificationAge(ago(26 * 3600), now, 'en-GB')).toBe('yesterday');
    expect(notificationAge(ago(3 * 86400), now, 'en-GB')).toBe('3 days ago');
  });

  it('is the hub §9 date beyond a week', () => {
    expect(notificationAge('2026-02-01T09:30:00Z', now, 'en-GB')).toBe('01 Feb 2026');
  });

  it("is relative in the reader's locale", () => {
    expect(notificationAge(ago(3 * 3600), now, 'hu-HU')).toBe('3 órával ezelőtt');
    expect(notificationAge(ago(26 * 3600), now, 'ms-MY')).toBe('semalam');
  });
});

describe('the date beyond a week and the tooltip, in the reader language (issue 13)', () => {
  const sent = new Date(2026, 1, 1, 9, 30).toISOString();
  it.each([
    ['en-GB', '01 Feb 2026', '01 Feb 2026 09:30'],
    ['en-US', '01 Feb 2026', '01 Feb 2026 09:30 AM'],
    ['ms-MY', '01 Feb 2026', '01 Feb 2026 09:30 PG'],
    ['hu-HU', '01 Febr 2026', '01 Febr 2026 09:30'],
  ])('%s', (locale, day, dateTime) => {
    expect(notificationAge(sent, now, locale)).toBe(day);
    expect(notificationDateTime(sent, locale).replace(/\s/g, ' ')).toBe(dateTime);
  });
});
