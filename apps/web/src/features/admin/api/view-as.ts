/**
 * VIEW AS on /org/:key (hub §6, issue 15): an admin (NA, NSU) views the portal as the group's client
 * admin (POST /api/user/getViewAsCA); STOP returns to /admin. The session changes under every cached
 * answer, so the app is loaded again on the home page rather than patched.
 */
import { useMutation } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api-client.ts';

/** The same key as every view-as button: one view-as load at a time (connect §4). */
const VIEW_AS_MUTATION_KEY = ['view-as'] as const;

export function useViewAsOrgGroup() {
  return useMutation({
    mutationKey: VIEW_AS_MUTATION_KEY,
    // The connect network's contracts load on the click: the page needs them only for this call.
    mutationFn: async (orgGroupId: string) => {
      const { connectNetworkEndpoints } = await import('@navia/domain/contracts/connect-network');
      return callEndpoint(connectNetworkEndpoints.getViewAsCA, {
        body: { orgGroupId, returnPath: '/admin' },
      });
    },
    onSuccess: () => window.location.assign('/'),
  });
}
