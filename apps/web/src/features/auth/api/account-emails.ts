/** Account e-mails: activation re-send (hub §4) and password-reset requests. */
import { okSchema } from '@navia/domain/contracts/common';
import { MESSAGES } from '@navia/domain/errors';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

/** POST /api/user/sendActivationEmail {email} */
export function useSendActivationEmail() {
  return useMutation({
    mutationFn: (email: string) =>
      apiRequest('/api/user/sendActivationEmail', { method: 'POST', body: { email }, schema: okSchema }),
  });
}

/** POST /api/user/requestPassReset {email, loginFromConnect} -> {ok, message}: the same answer for every e-mail. */
export async function requestPasswordReset(body: {
  email: string;
  loginFromConnect: boolean;
}): Promise<string> {
  const answer = await apiRequest('/api/user/requestPassReset', { method: 'POST', body });
  if (
    typeof answer === 'object' &&
    answer !== null &&
    'message' in answer &&
    typeof answer.message === 'string'
  ) {
    return answer.message;
  }
  return MESSAGES.resetRequested;
}

export function useRequestPasswordReset() {
  return useMutation({ mutationFn: requestPasswordReset });
}
