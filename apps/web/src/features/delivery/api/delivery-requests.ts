/**
 * The delivery requests of a shipment (GET /api/shipments/:id/deliveryRequests; staff and the
 * record's own users) and their confirmation by staff (POST /api/shipments/deliveryRequests/:id/confirm).
 */
import { deliveryEndpoints } from '@navia/domain/contracts/deliveries';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api-client.ts';

export const deliveryRequestKeys = {
  ofShipment: (shipKey: string) => ['delivery', 'requests', shipKey] as const,
};

async function getDeliveryRequests(shipKey: string, signal?: AbortSignal) {
  return (await callEndpoint(deliveryEndpoints.deliveryRequests, { params: { id: shipKey } }, { signal }))
    .result;
}

const deliveryRequestsQueryOptions = (shipKey: string) =>
  queryOptions({
    queryKey: deliveryRequestKeys.ofShipment(shipKey),
    queryFn: ({ signal }) => getDeliveryRequests(shipKey, signal),
  });

export const useDeliveryRequests = (shipKey: string, enabled = true) =>
  useQuery({ ...deliveryRequestsQueryOptions(shipKey), enabled });

const confirmDeliveryRequest = (id: string) =>
  callEndpoint(deliveryEndpoints.confirmDeliveryRequest, { params: { id }, body: {} });

/** Staff (NU and above) confirm a request: ConfirmedDelivery is set on its containers. */
export function useConfirmDeliveryRequest(shipKey: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: confirmDeliveryRequest,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: deliveryRequestKeys.ofShipment(shipKey) }),
  });
}
