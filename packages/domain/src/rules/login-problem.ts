/**
 * hub §4 "Login" and §8: which message a failed sign-in shows, from the server's error answer.
 */
import { type ApiErrorBody, MESSAGES } from '../errors.ts';

export type LoginProblem =
  /** 'Not active': the inactive-account notice with a link that re-sends the activation e-mail. */
  { kind: 'notActive'; email: string } | { kind: 'message'; text: string };

/**
 * @param answer the server's error body, or null when no answer came (offline, timeout)
 * @param typedEmail the e-mail as submitted, used when the answer does not echo one
 */
export function loginProblemFor(
  answer: Pick<ApiErrorBody, 'message' | 'email'> | null,
  typedEmail: string,
): LoginProblem {
  if (answer === null) return { kind: 'message', text: MESSAGES.genericSubmit };
  if (answer.message === MESSAGES.notActive) return { kind: 'notActive', email: answer.email ?? typedEmail };
  if (answer.message.includes('REGION')) return { kind: 'message', text: MESSAGES.regionError };
  // hub §4: any other error carrying an e-mail is the connect-access refusal.
  if (answer.email) return { kind: 'message', text: MESSAGES.noConnectAccess };
  return { kind: 'message', text: answer.message.trim() || MESSAGES.invalidCredentials };
}
