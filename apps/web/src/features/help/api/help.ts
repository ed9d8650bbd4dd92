/**
 * The help page's calls: the support team of the user's organisation group (GET
 * /api/user/getSupportTeam/:orgGroupId) and the contact message (POST /api/services/contact, with
 * the signed-in user's name and e-mail).
 */
import { chatEndpoints } from '@navia/domain/contracts/chat';
import { supportEndpoints } from '@navia/domain/contracts/support';
import { useMutation, useQuery } from '@tanstack/react-query';
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

export function useSendHelpMessage() {
  return useMutation({
    mutationFn: (body: { name: string; email: string; message: string }) =>
      callEndpoint(supportEndpoints.contact, { body }),
  });
}
