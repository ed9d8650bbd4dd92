/**
 * POST /api/user/signin (its second step, issue 15, is in signin-two-factor.ts). The server sets
 * the HttpOnly session cookie; the `token` in the answer is for API clients and is deliberately
 * dropped here (never stored in the browser).
 */
import {
  type CurrentUser,
  currentUserEndpoints,
  type SigninChallenge,
  type signinBodySchema,
} from '@navia/domain/contracts/current-user';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { callEndpoint } from '../../../lib/api-client.ts';
import { setCurrentUser } from '../../../lib/auth.ts';

export type SigninValues = z.output<typeof signinBodySchema>;

/** A right password either signs in, or (two-factor sign-in on) asks for the authentication code. */
export type SigninOutcome =
  | { kind: 'signedIn'; user: CurrentUser }
  | { kind: 'twoFactor'; challenge: SigninChallenge };

/**
 * With an invite `hash` from the login URL (hub §2) the inviter is notified, before the user is
 * stored (which sends them on), so the outcome toast shows on the next page.
 */
export async function notifyIfInvited(user: CurrentUser, hash: string | null) {
  if (!hash) return;
  // Loaded only with an invite link, so the login page does not carry the network contract.
  const { notifyInviter } = await import('./notify-invite.ts');
  await notifyInviter(user, hash);
}

export function useSignin(hash: string | null = null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: SigninValues): Promise<SigninOutcome> => {
      const answer = await callEndpoint(currentUserEndpoints.signin, { body });
      if ('twoFactorRequired' in answer) return { kind: 'twoFactor', challenge: answer };
      await notifyIfInvited(answer.user, hash);
      return { kind: 'signedIn', user: answer.user };
    },
    onSuccess: (outcome) => {
      if (outcome.kind === 'signedIn') setCurrentUser(queryClient, outcome.user);
    },
  });
}
