/**
 * The origin's public holidays for the booking date pickers (hub §7 POST
 * /api/shipments/getPublicHolidays; connect §7: "loads public holidays by year and shipment key on
 * mount (when a shipment key exists) and when the viewed year changes").
 *
 * TODO(lead): this is the delivery wizard's usePublicHolidays (features/delivery/api/public-holidays.ts)
 * under the same query key; features may not import each other, so that hook should move to
 * lib/public-holidays.ts and this file then re-uses it.
 */
import { deliveryEndpoints } from '@navia/domain/contracts/deliveries';
import { useQueries } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api-client.ts';

export function useShipmentHolidays(shipKey: string | null, years: readonly number[]): string[] {
  const enabled = shipKey !== null && shipKey !== '';
  const results = useQueries({
    queries: years.map((year) => ({
      queryKey: ['delivery', 'holidays', shipKey ?? '', year] as const,
      queryFn: ({ signal }: { signal: AbortSignal }) =>
        callEndpoint(
          deliveryEndpoints.getPublicHolidays,
          { body: { year, shipKey: shipKey ?? '' } },
          { signal },
        ),
      staleTime: 24 * 60 * 60_000,
      enabled,
    })),
  });
  return results.flatMap((r) => (r.data ?? []).map((h) => h.date.iso));
}
