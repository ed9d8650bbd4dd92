/** POST /api/user/signup -> 201 {ok}; 406 when the e-mail is not available (hub §8). */
import { type signupBodySchema, userEndpoints } from '@navia/domain/contracts/user';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { callEndpoint } from '../../../lib/api-client.ts';

export type SignupValues = z.output<typeof signupBodySchema>;

function signup(body: SignupValues) {
  return callEndpoint(userEndpoints.signup, { body });
}

export function useSignup() {
  return useMutation({ mutationFn: signup });
}
