import { Text } from '@mantine/core';
import { checkTradingHours, tradingHoursNotice, tradingZoneOf } from '@navia/domain/rules/trading-hours';
import { formatDateTime } from '../../../lib/locale.ts';

/**
 * The trading hours of the home country's zone (hub §9) and whether the desk is open at `now`
 * (public holidays are not known here: the chat's notice checks them).
 */
export function TradingHoursText({
  homeCountry,
  locale,
  now,
}: {
  homeCountry: string;
  locale: string;
  now: Date;
}) {
  const zone = tradingZoneOf(homeCountry);
  const { open } = checkTradingHours(now, homeCountry);
  return (
    <>
      <Text size="sm" fw={700}>
        {tradingHoursNotice(zone)}
      </Text>
      <Text size="xs" c="dimmed">
        Now in {zone.shortName}: {formatDateTime(now, locale, { timeZone: zone.timeZone })} ·{' '}
        {open ? 'OPEN' : 'CLOSED'}
      </Text>
    </>
  );
}
