/**
 * The delivery calls (hub §7): saved addresses of the buyer, public holidays of the destination,
 * arrangeTransport (the wizard and earliest delivery), and the staff list and confirmation. Shared
 * by the tracking table and the detail page, which refresh their own queries through `onDone`.
 */
import {
  type ArrangeTransportInput,
  arrangeTransportResponseSchema,
  deliveryRequestSchema,
  deliveryRequestsResponseSchema,
  publicHolidaysResponseSchema,
  savedAddressesResponseSchema,
} from '@navia/domain/contracts/deliveries';
import { MESSAGES } from '@navia/domain/errors';
import type { IsoDay } from '@navia/domain/rules/delivery/calendar';
import { useMutation, useQueries, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest, isApiError } from '../../lib/api-client.ts';

/**
 * hub §8 "Arrange-transport error": the server's text, then its field issues that say more, for
 * both dialogs; the generic error when the failure did not come from the server.
 */
export function arrangeErrorTexts(error: unknown): string[] {
  if (!isApiError(error)) return [MESSAGES.otherError];
  const details = error.issues.map((i) => i.message).filter((m) => m !== error.message);
  return [error.message, ...new Set(details)];
}

export const deliveryKeys = {
  addresses: (buyerCode: string) => ['delivery', 'addresses', buyerCode] as const,
  holidays: (shipKey: string, year: number) => ['delivery', 'holidays', shipKey, year] as const,
  requests: (shipKey: string) => ['delivery', 'requests', shipKey] as const,
};

/** hub §7 /api/org/deliveryAddress: the buyer's saved delivery addresses with their equipment. */
export const useSavedAddresses = (buyerCode: string, enabled = true) =>
  useQuery({
    queryKey: deliveryKeys.addresses(buyerCode),
    queryFn: ({ signal }) =>
      apiRequest('/api/org/deliveryAddress', {
        method: 'POST',
        body: { buyerCode },
        schema: savedAddressesResponseSchema,
        signal,
      }).then((r) => r.result),
    enabled: enabled && buyerCode !== '',
    staleTime: 5 * 60_000,
  });

/**
 * hub §5: the public holidays of the destination for the years the picker can show (this one and
 * the next; a delivery in late December may fall in January). One set of ISO days.
 */
export function usePublicHolidays(shipKey: string, years: readonly number[], enabled = true) {
  const results = useQueries({
    queries: years.map((year) => ({
      queryKey: deliveryKeys.holidays(shipKey, year),
      queryFn: ({ signal }: { signal: AbortSignal }) =>
        apiRequest('/api/shipments/getPublicHolidays', {
          method: 'POST',
          body: { year, shipKey },
          schema: publicHolidaysResponseSchema,
          signal,
        }),
      enabled,
      staleTime: 24 * 60 * 60_000,
    })),
  });
  const holidays = new Set<IsoDay>(results.flatMap((r) => (r.data ?? []).map((h) => h.date.iso)));
  return {
    holidays,
    isPending: results.some((r) => r.isPending && enabled),
    isError: results.some((r) => r.isError),
  };
}

/** hub §7 POST /api/shipments/arrangeTransport. */
export function useArrangeTransport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ArrangeTransportInput) =>
      apiRequest('/api/shipments/arrangeTransport', {
        method: 'POST',
        body,
        schema: arrangeTransportResponseSchema,
      }),
    onSuccess: (answer) =>
      queryClient.invalidateQueries({ queryKey: deliveryKeys.requests(answer.deliveryRequest.ShipKey) }),
  });
}

/** The delivery requests of a shipment (staff see them on the detail page). */
export const useDeliveryRequests = (shipKey: string, enabled = true) =>
  useQuery({
    queryKey: deliveryKeys.requests(shipKey),
    queryFn: ({ signal }) =>
      apiRequest(`/api/shipments/${encodeURIComponent(shipKey)}/deliveryRequests`, {
        schema: deliveryRequestsResponseSchema,
        signal,
      }).then((r) => r.result),
    enabled,
  });

/** Staff (NU and above) confirm a request: ConfirmedDelivery is set on its containers. */
export function useConfirmDeliveryRequest(shipKey: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      apiRequest(`/api/shipments/deliveryRequests/${encodeURIComponent(id)}/confirm`, {
        method: 'POST',
        body: {},
        schema: deliveryRequestSchema,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: deliveryKeys.requests(shipKey) }),
  });
}
