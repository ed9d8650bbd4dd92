/**
 * The help page's call: the support team of the user's organisation group (GET
 * /api/user/getSupportTeam/:orgGroupId). The contact form is components/contact-form.tsx.
 */
import { chatEndpoints } from '@navia/domain/contracts/chat';
import { useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api-client.ts';

export function useSupportTeam(orgGroupId: string | null) {
  return useQuery({
    queryKey: ['supportTeam', orgGroupId],
    queryFn: async () =>
      (await callEndpoint(chatEndpoints.supportTeam, { params: { orgGroupId: orgGroupId ?? '' } })).contacts,
    enabled: orgGroupId !== null,
    staleTime: 5 * 60_000,
  });
}
