/** Account e-mails: activation re-send (hub §4) and password-reset requests. */
import { currentUserEndpoints } from '@navia/domain/contracts/current-user';
import { useMutation } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api-client.ts';

/** POST /api/user/sendActivationEmail {email} */
function sendActivationEmail(email: string) {
  return callEndpoint(currentUserEndpoints.sendActivationEmail, { body: { email } });
}

export function useSendActivationEmail() {
  return useMutation({ mutationFn: sendActivationEmail });
}

/** POST /api/user/requestPassReset {email, loginFromConnect} -> {ok, message}: the same answer for every e-mail. */
async function requestPasswordReset(body: { email: string; loginFromConnect: boolean }): Promise<string> {
  const { message } = await callEndpoint(currentUserEndpoints.requestPassReset, { body });
  return message;
}

export function useRequestPasswordReset() {
  return useMutation({ mutationFn: requestPasswordReset });
}
