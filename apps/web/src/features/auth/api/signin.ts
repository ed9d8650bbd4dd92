/**
 * POST /api/user/signin. The server sets the HttpOnly session cookie; the `token` in the answer is
 * for API clients and is deliberately dropped here (never stored in the browser).
 */
import { currentUserEndpoints, type signinBodySchema } from '@navia/domain/contracts/current-user';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { callEndpoint } from '../../../lib/api-client.ts';
import { setCurrentUser } from '../../../lib/auth.ts';

export type SigninValues = z.output<typeof signinBodySchema>;

async function signin(body: SigninValues) {
  const { user } = await callEndpoint(currentUserEndpoints.signin, { body });
  return user;
}

/**
 * Signs in; with an invite `hash` from the login URL (hub §2) the inviter is then notified, before
 * the user is stored (which sends them on), so the outcome toast shows on the next page.
 */
export function useSignin(hash: string | null = null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: SigninValues) => {
      const user = await signin(body);
      if (hash) {
        // Loaded only with an invite link, so the login page does not carry the network contract.
        const { notifyInviter } = await import('./notify-invite.ts');
        await notifyInviter(user, hash);
      }
      return user;
    },
    onSuccess: (user) => setCurrentUser(queryClient, user),
  });
}
