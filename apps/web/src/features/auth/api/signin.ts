/**
 * POST /api/user/signin. The server sets the HttpOnly session cookie; the `token` in the answer is
 * for API clients and is deliberately dropped here (never stored in the browser).
 */
import { type signinBodySchema, signinResponseSchema } from '@navia/domain/contracts/user';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '../../../lib/api-client.ts';
import { setCurrentUser } from '../../../lib/auth.ts';

export type SigninValues = z.output<typeof signinBodySchema>;

export async function signin(body: SigninValues) {
  const { user } = await apiRequest('/api/user/signin', {
    method: 'POST',
    body,
    schema: signinResponseSchema,
  });
  return user;
}

export function useSignin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signin,
    onSuccess: (user) => setCurrentUser(queryClient, user),
  });
}
