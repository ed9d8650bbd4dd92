/**
 * hub §7 POST /api/shipments/getPublicHolidays: the public holidays of one year, for the date
 * pickers: a shipment's destination (the delivery wizard; connect §7: loaded by year and shipment
 * key, and again when the viewed year changes), or a country's (a booking's origin and destination).
 */
import { deliveryEndpoints } from '@navia/domain/contracts/deliveries';
import type { IsoDay } from '@navia/domain/rules/delivery/calendar';
import { queryOptions, useQueries } from '@tanstack/react-query';
import { callEndpoint } from './api-client.ts';

/** Whose holidays: a shipment's destination, or a country (ISO 3166 alpha-2). */
export type HolidaySource = { shipKey: string } | { country: string };

const publicHolidayKeys = {
  ofYear: (source: HolidaySource, year: number) =>
    'shipKey' in source
      ? (['delivery', 'holidays', source.shipKey, year] as const)
      : (['holidays', 'country', source.country, year] as const),
};

const publicHolidaysQueryOptions = (source: HolidaySource, year: number) =>
  queryOptions({
    queryKey: publicHolidayKeys.ofYear(source, year),
    queryFn: ({ signal }) =>
      callEndpoint(deliveryEndpoints.getPublicHolidays, { body: { year, ...source } }, { signal }),
    staleTime: 24 * 60 * 60_000,
  });

/**
 * The public holidays for the years the picker can show (this one and the next; a date in late
 * December may fall in January). One set of ISO days; none while `source` is null.
 */
export function usePublicHolidays(source: HolidaySource | null, years: readonly number[], enabled = true) {
  const on = enabled && source !== null;
  const results = useQueries({
    queries: years.map((year) => ({
      ...publicHolidaysQueryOptions(source ?? { country: '' }, year),
      enabled: on,
    })),
  });
  const holidays = new Set<IsoDay>(results.flatMap((r) => (r.data ?? []).map((h) => h.date.iso)));
  return {
    holidays,
    isPending: results.some((r) => r.isPending && on),
    isError: results.some((r) => r.isError),
  };
}
