/** PUT /api/user/toggleCookieBanner {acceptedCookies} -> {user} (hub §2 Home page: either choice is recorded). */
import { currentUserEndpoints } from '@navia/domain/contracts/current-user';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api-client.ts';
import { setCurrentUser } from '../../../lib/auth.ts';

async function recordCookieChoice(acceptedCookies: boolean) {
  const { user } = await callEndpoint(currentUserEndpoints.toggleCookieBanner, { body: { acceptedCookies } });
  return user;
}

export function useRecordCookieChoice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: recordCookieChoice,
    onSuccess: (user) => setCurrentUser(queryClient, user),
  });
}
