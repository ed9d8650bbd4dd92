/**
 * addToChat (connect §4 actions "add admin to chat"): the provider's admin joins the contract's chat;
 * the answer names the channel, which the contract is read again for.
 */
import { connectContractEndpoints } from '@navia/domain/contracts/connect-contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api-client.ts';
import { contractKeys } from './contract.ts';

export function useAddAdminToChat(contractId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () =>
      (await callEndpoint(connectContractEndpoints.addToChat, { body: { id: contractId } })).chatChannelId,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: contractKeys.detail(contractId) }),
  });
}
