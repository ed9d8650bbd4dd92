/**
 * A group's own merchant fee (connect §7 POST /api/orgGroups/editOrgCustomFee {orgGroupID, org}),
 * apart from org-groups.ts so that the payments contract loads with the SETTINGS tab only.
 */
import type { EndpointInput } from '@navia/domain/contracts/endpoint';
import { paymentEndpoints } from '@navia/domain/contracts/payments';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api-client.ts';
import { orgGroupQueryKey } from './org-groups.ts';

type FeeBody = EndpointInput<typeof paymentEndpoints.editOrgCustomFee>['body'];

export function useEditOrgCustomFee(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (merchantFees: FeeBody['org']['merchantFees']) =>
      callEndpoint(paymentEndpoints.editOrgCustomFee, { body: { orgGroupID: id, org: { merchantFees } } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: orgGroupQueryKey(id) }),
  });
}
