/**
 * A trusted party's addresses (connect §7): GET /{id}/addresses, add (POST /addresses {newAddress};
 * staff name the trusted party), edit (PUT /addresses/{id} {updatedAddress}), delete, and
 * syncAddresses for my own trusted party (connect §8: a failure only sets addressSyncFailed).
 */
import {
  type TrustedPartyAddressInput,
  type TrustedPartyDetails,
  trustedPartyEndpoints,
} from '@navia/domain/contracts/trusted-parties';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api-client.ts';
import { networkKeys } from './network-query-keys.ts';

export function useTrustedPartyAddresses(trustedPartyId: string) {
  return useQuery({
    queryKey: networkKeys.trustedPartyAddresses(trustedPartyId),
    queryFn: async ({ signal }) =>
      (await callEndpoint(trustedPartyEndpoints.addresses, { params: { id: trustedPartyId } }, { signal }))
        .result,
  });
}

function useAddressesChanged(trustedPartyId: string) {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: networkKeys.trustedPartyAddresses(trustedPartyId) });
}

/**
 * Adds (id null) or edits an address. `forTrustedParty`: staff add to the trusted party they look
 * at; its own users add to their own (the server's rule).
 */
export function useSaveAddress(trustedPartyId: string, forTrustedParty: boolean) {
  const changed = useAddressesChanged(trustedPartyId);
  return useMutation({
    mutationFn: ({ id, values }: { id: string | null; values: TrustedPartyAddressInput }) =>
      id
        ? callEndpoint(trustedPartyEndpoints.updateAddress, {
            params: { id },
            body: { updatedAddress: values },
          })
        : callEndpoint(trustedPartyEndpoints.addAddress, {
            body: { newAddress: forTrustedParty ? { ...values, trustedPartyId } : values },
          }),
    onSuccess: changed,
  });
}

export function useDeleteAddress(trustedPartyId: string) {
  const changed = useAddressesChanged(trustedPartyId);
  return useMutation({
    mutationFn: (id: string) => callEndpoint(trustedPartyEndpoints.deleteAddress, { params: { id } }),
    onSuccess: changed,
  });
}

export function useSyncAddresses(trustedPartyId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => callEndpoint(trustedPartyEndpoints.syncAddresses, {}),
    onSuccess: (answer) => {
      queryClient.setQueryData(networkKeys.trustedPartyAddresses(trustedPartyId), answer.result);
      queryClient.setQueryData<TrustedPartyDetails>(networkKeys.trustedParty(trustedPartyId), (tp) =>
        tp ? { ...tp, addressSyncFailed: answer.addressSyncFailed } : tp,
      );
    },
  });
}
