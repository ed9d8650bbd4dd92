/**
 * POST /api/user/stopViewAs ends the session's view-as (connect §4, hub §6) and answers where to
 * return. The page then reloads there, so no cached answer of the viewed-as user survives.
 */
import { connectNetworkEndpoints } from '@navia/domain/contracts/connect-network';
import { useMutation } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api-client.ts';

export function useStopViewAs(navigate: (path: string) => void = (path) => window.location.assign(path)) {
  return useMutation({
    // connect §4: one view-as load at a time; the button is disabled while this runs.
    mutationKey: ['view-as', 'stop'],
    mutationFn: () => callEndpoint(connectNetworkEndpoints.stopViewAs, {}),
    onSuccess: ({ returnPath }) => navigate(returnPath),
  });
}
