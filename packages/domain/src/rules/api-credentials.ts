/**
 * Who manages an organisation group's API credentials (issue 15, designed): an administrator (NA)
 * any group's, a client admin (CA) their own group's; nobody else (NSU and NU staff, customers,
 * trusted parties) — the secret opens the group's data to a machine, so fewer hands hold it.
 */
import type { Role } from './access.ts';

export type ApiCredentialsReach = 'ANY_GROUP' | 'OWN_GROUP' | 'NONE';

/** Which groups' API credentials a user of `role` may read and rotate. */
export function apiCredentialsReach(role: Role): ApiCredentialsReach {
  if (role === 'NA') return 'ANY_GROUP';
  if (role === 'CA') return 'OWN_GROUP';
  return 'NONE';
}
