/**
 * hub §7 POST /api/shipments/getPublicHolidays: a shipment's public holidays of one year, for the
 * date pickers of the delivery wizard and of a booking made again from a shipment (connect §7: loaded
 * by year and shipment key, and again when the viewed year changes).
 */
import { deliveryEndpoints } from '@navia/domain/contracts/deliveries';
import type { IsoDay } from '@navia/domain/rules/delivery/calendar';
import { queryOptions, useQueries } from '@tanstack/react-query';
import { callEndpoint } from './api-client.ts';

const publicHolidayKeys = {
  ofYear: (shipKey: string, year: number) => ['delivery', 'holidays', shipKey, year] as const,
};

const getPublicHolidays = (shipKey: string, year: number, signal?: AbortSignal) =>
  callEndpoint(deliveryEndpoints.getPublicHolidays, { body: { year, shipKey } }, { signal });

const publicHolidaysQueryOptions = (shipKey: string, year: number) =>
  queryOptions({
    queryKey: publicHolidayKeys.ofYear(shipKey, year),
    queryFn: ({ signal }) => getPublicHolidays(shipKey, year, signal),
    staleTime: 24 * 60 * 60_000,
  });

/**
 * hub §5: the public holidays of the destination for the years the picker can show (this one and
 * the next; a delivery in late December may fall in January). One set of ISO days.
 */
export function usePublicHolidays(shipKey: string, years: readonly number[], enabled = true) {
  const results = useQueries({
    queries: years.map((year) => ({ ...publicHolidaysQueryOptions(shipKey, year), enabled })),
  });
  const holidays = new Set<IsoDay>(results.flatMap((r) => (r.data ?? []).map((h) => h.date.iso)));
  return {
    holidays,
    isPending: results.some((r) => r.isPending && enabled),
    isError: results.some((r) => r.isError),
  };
}
