/**
 * hub §2 "a query parameter hash on the login page is used to notify a trusted party after login":
 * POST /api/trustedParties/notify {trustedPartyId, isTrustedParty, hash} for the signed-in user's own
 * entity (its trusted party, or its organisation group). A failure shows the generic text and never
 * blocks the login.
 */
import { notifications } from '@mantine/notifications';
import { connectNetworkEndpoints } from '@navia/domain/contracts/connect-network';
import type { CurrentUser } from '@navia/domain/contracts/user';
import { MESSAGES } from '@navia/domain/errors';
import { callEndpoint } from '../../../lib/api-client.ts';

/** The entity an invite is accepted for: the user's trusted party, else its organisation group. */
function ownEntityOf(user: CurrentUser): { trustedPartyId: string; isTrustedParty: boolean } | null {
  if (user.trustedParty) return { trustedPartyId: user.trustedParty._id, isTrustedParty: true };
  if (user.orgGroupCode) return { trustedPartyId: user.orgGroupCode._id, isTrustedParty: false };
  return null;
}

/**
 * Hashes already sent in this page load: signing in with ?hash accepts the invite, and the login
 * page, now seeing a signed-in user, would otherwise send it again (and StrictMode runs effects twice).
 */
const attempted = new Set<string>();

/**
 * Accepts the invite of `hash` for the user, once per page load; answers whether this call sent it
 * and it worked (a failure is shown, not thrown).
 */
export async function notifyInviter(user: CurrentUser, hash: string): Promise<boolean> {
  if (attempted.has(hash)) return false;
  attempted.add(hash);
  const entity = ownEntityOf(user);
  try {
    if (!entity) throw new Error('No entity to accept the invite for');
    const { partner } = await callEndpoint(connectNetworkEndpoints.notify, { body: { ...entity, hash } });
    notifications.show({ color: 'green', message: `You are now connected with ${partner.name}.` });
    return true;
  } catch {
    notifications.show({ color: 'red', message: MESSAGES.genericSubmit });
    return false;
  }
}

/** For tests: a new page load. */
export function forgetSentHashes(): void {
  attempted.clear();
}
