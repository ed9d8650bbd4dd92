/**
 * The connect network screens' texts and error rules (connect §8, §9). The generic texts come from
 * the shared catalogue (MESSAGES); the ones only these screens show are written once here.
 */
import { MESSAGES } from '@navia/domain/errors';
import { isApiError } from '../../../lib/api-client.ts';
import { formatDate } from '../../../lib/locale.ts';

export const NETWORK_TEXTS = {
  /** connect §8 empty states. */
  noOrgs: 'NO ORGS FOUND',
  noAddresses: 'NO ADDRESSES FOUND FOR THIS ORG',
  typeToSearch: 'TYPE TO SEARCH',
  /** connect §8 "Add-user and invite fallback" (spelling as the spec gives it). */
  tryAgainLater: 'AN ERROR OCURRED. PLEASE TRY AGAIN LATER.',
  noTrustedParties: 'NO TRUSTED PARTIES FOUND',
  noUsers: 'NO USERS FOUND',
  noInvites: 'NO INVITES',
  /** Why RESEND waits (the server refuses a send within INVITE_RESEND_MIN_MINUTES of the last). */
  resendWait: 'You can send it again 5 minutes after the last send.',
  /** Why RESEND is off for good (INVITE_MAX_SENDS reached). */
  resendSpent: 'This invite has been sent 5 times: it cannot be sent again.',
} as const;

/** DD MMM YYYY (connect §9) in the user's language; blank without a date. */
export function formatNetworkDate(value: string | null | undefined, locale: string): string {
  return formatDate(value, locale);
}

/**
 * connect §8 "Invite error on 401 or 403: server text; else generic message", the generic message
 * being the add-user and invite fallback.
 */
export function inviteErrorText(error: unknown): string {
  if (isApiError(error) && (error.status === 401 || error.status === 403)) return error.message;
  return NETWORK_TEXTS.tryAgainLater;
}

/**
 * connect §8 "User creation 406: 'This email is not available.'; other status 'Something went
 * wrong…'"; with no answer at all, the add-user fallback.
 */
export function addUserErrorText(error: unknown): string {
  if (!isApiError(error) || error.code === 'NETWORK') return NETWORK_TEXTS.tryAgainLater;
  if (error.status === 406) return MESSAGES.emailNotAvailable;
  return MESSAGES.userCreationFailed;
}

/**
 * RESEND's failure: the server's own text on 429 (TOO_MANY_INVITES, "please wait a few minutes"),
 * which says more than the generic message; else the invite rule.
 */
export function resendErrorText(error: unknown): string {
  if (isApiError(error) && error.status === 429) return error.message;
  return inviteErrorText(error);
}

/** connect §8 "Other errors": the server's text, else 'Error Occurred'. */
export function networkErrorText(error: unknown): string {
  return isApiError(error) && error.code !== 'NETWORK' ? error.message : MESSAGES.otherError;
}
