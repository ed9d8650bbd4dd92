/** My private nickname for a partner (connect §7 setEntiyNickname). */
import { connectNetworkEndpoints } from '@navia/domain/contracts/connect-network';
import type { TrustedPartyDetails } from '@navia/domain/contracts/trusted-parties';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api-client.ts';
import { networkKeys } from './network-query-keys.ts';

export function useSetNickname(trustedPartyId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (nickname: string) =>
      callEndpoint(connectNetworkEndpoints.setEntiyNickname, {
        body: { entityId: trustedPartyId, isTrustedParty: true, nickname: nickname === '' ? null : nickname },
      }),
    onSuccess: ({ entity }) => {
      queryClient.setQueryData<TrustedPartyDetails>(networkKeys.trustedParty(trustedPartyId), (tp) =>
        tp ? { ...tp, nickname: entity.nickname } : tp,
      );
      void queryClient.invalidateQueries({ queryKey: [...networkKeys.trustedParties, 'list'] });
    },
  });
}
