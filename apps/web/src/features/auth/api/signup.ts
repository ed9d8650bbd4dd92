/** POST /api/user/signup -> 201 {ok}; 406 when the e-mail is not available (hub §8). */
import { okSchema } from '@navia/domain/contracts/common';
import type { signupBodySchema } from '@navia/domain/contracts/user';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '../../../lib/api-client.ts';

export type SignupValues = z.output<typeof signupBodySchema>;

export function useSignup() {
  return useMutation({
    mutationFn: (body: SignupValues) =>
      apiRequest('/api/user/signup', { method: 'POST', body, schema: okSchema }),
  });
}
