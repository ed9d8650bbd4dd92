/**
 * The provider's trading hours (hub §9): Mon–Fri 8:30 to 17:00 in the user's home-country zone,
 * AU Melbourne by default. Public holidays count as closed (issue 12). Pure: the caller gives the
 * instant and the zone's public holidays (the server works them out with date-holidays and hands
 * them to the web in azure/chatInfo), so the server and the web decide alike.
 */
import type { HomeCountry } from '../constants.ts';

export type TradingZone = {
  /** IANA zone. */
  timeZone: string;
  /** The short name hub §9 gives the zone; shown in the notice as the spec writes it. */
  shortName: string;
  /** date-holidays region whose public holidays close the desk. */
  holidayRegion: { country: string; state: string | null };
};

/** hub §9 "Zones". */
export const TRADING_ZONES: Readonly<Record<HomeCountry, TradingZone>> = {
  AU: {
    timeZone: 'Australia/Melbourne',
    shortName: 'AEST',
    holidayRegion: { country: 'AU', state: 'VIC' },
  },
  NZ: { timeZone: 'Pacific/Auckland', shortName: 'NZST', holidayRegion: { country: 'NZ', state: 'AUK' } },
  US: { timeZone: 'America/Chicago', shortName: 'CDT', holidayRegion: { country: 'US', state: 'IL' } },
  MY: { timeZone: 'Asia/Kuala_Lumpur', shortName: 'MYT', holidayRegion: { country: 'MY', state: '14' } },
  HU: { timeZone: 'Europe/Budapest', shortName: 'CET', holidayRegion: { country: 'HU', state: null } },
};

/** hub §9: AU Melbourne is the default zone. */
export const DEFAULT_TRADING_COUNTRY: HomeCountry = 'AU';

/** hub §9: open from 8:30 to 17:00, in minutes after midnight. */
export const TRADING_OPEN_MINUTE = 8 * 60 + 30;
export const TRADING_CLOSE_MINUTE = 17 * 60;

/** hub §9: the notice flashes for 8 s. */
export const TRADING_NOTICE_MS = 8000;

export function tradingZoneOf(homeCountry: string | null | undefined): TradingZone {
  return TRADING_ZONES[(homeCountry ?? '') as HomeCountry] ?? TRADING_ZONES[DEFAULT_TRADING_COUNTRY];
}

/** hub §9: 'TRADING HOURS: MON - FRI 8:30AM TO 5PM {zone short name}'. */
export function tradingHoursNotice(zone: TradingZone): string {
  return `TRADING HOURS: MON - FRI 8:30AM TO 5PM ${zone.shortName}`;
}

type LocalTime = { isoDay: string; weekday: number; minute: number };

const formatters = new Map<string, Intl.DateTimeFormat>();

/** The wall-clock day, weekday (0 Sunday) and minute of `at` in `timeZone`. */
export function localTimeIn(at: Date, timeZone: string): LocalTime {
  let format = formatters.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      weekday: 'short',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    formatters.set(timeZone, format);
  }
  const parts = Object.fromEntries(format.formatToParts(at).map((p) => [p.type, p.value]));
  const weekdays = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
  return {
    isoDay: `${parts.year}-${parts.month}-${parts.day}`,
    weekday: weekdays.indexOf(parts.weekday ?? ''),
    minute: Number(parts.hour) * 60 + Number(parts.minute),
  };
}

export type TradingHoursCheck = {
  open: boolean;
  zone: TradingZone;
  /** Why it is closed, for the note and the tests. */
  reason: 'OPEN' | 'WEEKEND' | 'BEFORE_OPENING' | 'AFTER_CLOSING' | 'PUBLIC_HOLIDAY';
};

/**
 * Whether the desk is open at `at` for a user of `homeCountry`. `publicHolidays` holds the ISO days
 * (YYYY-MM-DD, in the zone) that are public holidays there.
 */
export function checkTradingHours(
  at: Date,
  homeCountry: string | null | undefined,
  publicHolidays: ReadonlySet<string> | readonly string[] = [],
): TradingHoursCheck {
  const zone = tradingZoneOf(homeCountry);
  const local = localTimeIn(at, zone.timeZone);
  const holidays = publicHolidays instanceof Set ? publicHolidays : new Set(publicHolidays);
  const closed = (reason: TradingHoursCheck['reason']): TradingHoursCheck => ({ open: false, zone, reason });
  if (local.weekday === 0 || local.weekday === 6) return closed('WEEKEND');
  if (holidays.has(local.isoDay)) return closed('PUBLIC_HOLIDAY');
  if (local.minute < TRADING_OPEN_MINUTE) return closed('BEFORE_OPENING');
  if (local.minute >= TRADING_CLOSE_MINUTE) return closed('AFTER_CLOSING');
  return { open: true, zone, reason: 'OPEN' };
}
