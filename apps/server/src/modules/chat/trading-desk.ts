/**
 * Whether the provider's desk is open for a user (hub §9 trading hours; issue 12: public holidays of
 * the user's zone close it). The rule is the domain's (rules/trading-hours.ts); the holidays come
 * from date-holidays, for this year and the next, so that the web decides alike from chatInfo.
 * NAVIA_CHAT_DESK_HOURS 'always' is a desk staffed around the clock (the e2e suite runs at any hour).
 */

import { checkTradingHours, type TradingHoursCheck, tradingZoneOf } from '@navia/domain/rules/trading-hours';
import type { AppConfig } from '../../config.ts';
import { publicHolidays } from '../deliveries/public-holidays.ts';

export type TradingDesk = TradingHoursCheck & {
  /** ISO days (in the zone) this year and next that close the desk. */
  publicHolidays: string[];
};

export function tradingDeskAt(
  now: Date,
  homeCountry: string | null | undefined,
  hours: AppConfig['NAVIA_CHAT_DESK_HOURS'],
): TradingDesk {
  const zone = tradingZoneOf(homeCountry);
  if (hours === 'always') return { open: true, zone, reason: 'OPEN', publicHolidays: [] };
  const year = now.getUTCFullYear();
  const holidays = [year, year + 1].flatMap((y) => publicHolidays(zone.holidayRegion, y).map((h) => h.iso));
  return { ...checkTradingHours(now, homeCountry, holidays), publicHolidays: holidays };
}
