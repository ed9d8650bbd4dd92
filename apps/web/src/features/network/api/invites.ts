/**
 * Invites (connect §7 POST /invite {orgDetails, ignoreEntitiyIds}; invites GET and PUT {inviteId,
 * accepted}; resend and cancel). Accepting links the two entities, so the network's lists are
 * refreshed.
 */
import { connectNetworkEndpoints, type InviteBody } from '@navia/domain/contracts/connect-network';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api-client.ts';
import { networkKeys } from './network-query-keys.ts';

export function useInvitePartner() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: InviteBody) => callEndpoint(connectNetworkEndpoints.invite, { body }),
    onSuccess: (answer) => {
      if (answer.outcome !== 'POSSIBLE_EXISTING')
        void queryClient.invalidateQueries({ queryKey: networkKeys.invites });
    },
  });
}

export function useInvites() {
  return useQuery({
    queryKey: networkKeys.invites,
    queryFn: ({ signal }) => callEndpoint(connectNetworkEndpoints.getInvites, {}, { signal }),
  });
}

export function useAnswerInvite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { inviteId: string; accepted: boolean }) =>
      callEndpoint(connectNetworkEndpoints.respondInvite, { body }),
    // An accepted invite adds a partner: every list of the network may change.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: networkKeys.root }),
  });
}

export function useResendInvite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => callEndpoint(connectNetworkEndpoints.resendInvite, { params: { id } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: networkKeys.invites }),
  });
}

/** Cancels a pending sent invite: its link stops working, the list shows it CANCELLED. */
export function useCancelInvite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => callEndpoint(connectNetworkEndpoints.cancelInvite, { params: { id } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: networkKeys.invites }),
  });
}
