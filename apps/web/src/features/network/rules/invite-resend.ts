/**
 * When a sent invite may be sent again: the server refuses (429 TOO_MANY_INVITES) a resend within
 * INVITE_RESEND_MIN_MINUTES of the last send, or once INVITE_MAX_SENDS sends are spent, so RESEND
 * waits too and says why.
 */
import {
  type ConnectInvite,
  INVITE_MAX_SENDS,
  INVITE_RESEND_MIN_MINUTES,
} from '@navia/domain/contracts/connect-network';
import { NETWORK_TEXTS } from './network-texts.ts';

export type ResendBlock = {
  /** Shown under the button. */
  reason: string;
  /** Epoch ms from which RESEND is offered again; null when never. */
  until: number | null;
};

/** Why `invite` cannot be sent again at `now` (epoch ms), or null when it can. */
export function resendBlockOf(
  invite: Pick<ConnectInvite, 'sendCount' | 'lastSentAt'>,
  now: number,
): ResendBlock | null {
  if (invite.sendCount >= INVITE_MAX_SENDS) return { reason: NETWORK_TEXTS.resendSpent, until: null };
  const until = Date.parse(invite.lastSentAt) + INVITE_RESEND_MIN_MINUTES * 60_000;
  return now < until ? { reason: NETWORK_TEXTS.resendWait, until } : null;
}
