/**
 * POST /api/user/signin. The server sets the HttpOnly session cookie; the `token` in the answer is
 * for API clients and is deliberately dropped here (never stored in the browser).
 */
import { type signinBodySchema, userEndpoints } from '@navia/domain/contracts/user';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { callEndpoint } from '../../../lib/api-client.ts';
import { setCurrentUser } from '../../../lib/auth.ts';

export type SigninValues = z.output<typeof signinBodySchema>;

async function signin(body: SigninValues) {
  const { user } = await callEndpoint(userEndpoints.signin, { body });
  return user;
}

export function useSignin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signin,
    onSuccess: (user) => setCurrentUser(queryClient, user),
  });
}
