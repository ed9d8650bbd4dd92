/**
 * POST /api/user/signin/twoFactor (issue 15): the login's second step, with an authentication code or
 * a recovery code for the challenge. Loaded with the code step only, not by the login page.
 */
import { type SigninTwoFactorBody, twoFactorEndpoints } from '@navia/domain/contracts/two-factor';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api-client.ts';
import { setCurrentUser } from '../../../lib/auth.ts';
import { notifyIfInvited } from './signin.ts';

export function useSigninTwoFactor(hash: string | null = null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: SigninTwoFactorBody) => {
      const { user } = await callEndpoint(twoFactorEndpoints.signinTwoFactor, { body });
      await notifyIfInvited(user, hash);
      return user;
    },
    onSuccess: (user) => setCurrentUser(queryClient, user),
  });
}
