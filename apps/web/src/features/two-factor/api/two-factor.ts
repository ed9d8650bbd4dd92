/** The calls of /settings/security (issue 15): the caller's two-factor sign-in status and its changes. */
import {
  type TwoFactorCodeBody,
  type TwoFactorStatus,
  twoFactorEndpoints,
} from '@navia/domain/contracts/two-factor';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api-client.ts';

const statusKey = ['twoFactor', 'status'] as const;

const statusQuery = queryOptions({
  queryKey: statusKey,
  queryFn: async () => (await callEndpoint(twoFactorEndpoints.getTwoFactor, {})).status,
});

export function useTwoFactorStatus() {
  return useQuery(statusQuery);
}

/** Every change answers the new status; the page shows it at once. */
function useStatusSetter() {
  const queryClient = useQueryClient();
  return (status: TwoFactorStatus) => queryClient.setQueryData(statusKey, status);
}

export function useStartTwoFactor() {
  return useMutation({ mutationFn: () => callEndpoint(twoFactorEndpoints.startTwoFactor, {}) });
}

export function useConfirmTwoFactor() {
  const setStatus = useStatusSetter();
  return useMutation({
    mutationFn: (body: TwoFactorCodeBody) => callEndpoint(twoFactorEndpoints.confirmTwoFactor, { body }),
    onSuccess: (answer) => setStatus(answer.status),
  });
}

export function useDisableTwoFactor() {
  const setStatus = useStatusSetter();
  return useMutation({
    mutationFn: (body: TwoFactorCodeBody) => callEndpoint(twoFactorEndpoints.disableTwoFactor, { body }),
    onSuccess: (answer) => setStatus(answer.status),
  });
}

export function useRegenerateRecoveryCodes() {
  const setStatus = useStatusSetter();
  return useMutation({
    mutationFn: (body: TwoFactorCodeBody) =>
      callEndpoint(twoFactorEndpoints.regenerateRecoveryCodes, { body }),
    onSuccess: (answer) => setStatus(answer.status),
  });
}
