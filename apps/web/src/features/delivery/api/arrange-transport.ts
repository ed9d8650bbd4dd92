/**
 * hub §7 POST /api/shipments/arrangeTransport: the Arrange Delivery wizard (kind ARRANGE) and the
 * EARLIEST DELIVERY dialog (kind EARLIEST).
 */
import { type ArrangeTransportInput, deliveryEndpoints } from '@navia/domain/contracts/deliveries';
import { MESSAGES } from '@navia/domain/errors';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint, isApiError } from '../../../lib/api-client.ts';
import { deliveryRequestKeys } from './delivery-requests.ts';

/**
 * hub §8 "Arrange-transport error": the server's text, then its field issues that say more, for
 * both dialogs; the generic error when the failure did not come from the server.
 */
export function arrangeErrorTexts(error: unknown): string[] {
  if (!isApiError(error)) return [MESSAGES.otherError];
  const details = error.issues.map((i) => i.message).filter((m) => m !== error.message);
  return [error.message, ...new Set(details)];
}

const arrangeTransport = (body: ArrangeTransportInput) =>
  callEndpoint(deliveryEndpoints.arrangeTransport, { body });

export function useArrangeTransport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: arrangeTransport,
    onSuccess: (answer) =>
      queryClient.invalidateQueries({
        queryKey: deliveryRequestKeys.ofShipment(answer.deliveryRequest.ShipKey),
      }),
  });
}
