/**
 * Who may give which role to a connect user (connect §6 "who picks what", issue 17): one rule for
 * the server's PUT connectUser {path: 'type'} and the users table's role picker.
 *
 * - A trusted party's user holds TPADMIN or TPOP; an organisation group's user CA or OP; a user of
 *   neither (the provider's staff) is not given a connect role here.
 * - Nobody changes their own role.
 * - Staff give any role of the user's kind; anyone else only roles not ranked above their own
 *   (ROLES order: a lower index is a higher role).
 */
import { ORG_GROUP_CONNECT_USER_ROLES, TRUSTED_PARTY_USER_ROLES } from '../../contracts/connect-users.ts';
import { isStaff, isTrustedPartyRole, ROLES, type Role } from '../access.ts';

export type ConnectRole =
  | (typeof TRUSTED_PARTY_USER_ROLES)[number]
  | (typeof ORG_GROUP_CONNECT_USER_ROLES)[number];

type RoleHolder = { role: Role; trustedPartyId: string | null; orgGroupId: string | null };

const rankOf = (role: Role) => ROLES.indexOf(role);

/** The roles a user of this kind of entity may hold. */
export function rolesOfEntity(user: RoleHolder): readonly ConnectRole[] {
  if (user.trustedPartyId !== null || isTrustedPartyRole(user.role)) return TRUSTED_PARTY_USER_ROLES;
  return user.orgGroupId !== null ? ORG_GROUP_CONNECT_USER_ROLES : [];
}

/** Whether `giver` may give `role` at all (staff any; others none above their own). */
export const mayGiveRole = (giver: Role, role: Role): boolean =>
  isStaff(giver) || rankOf(role) >= rankOf(giver);

/**
 * The roles `giver` may set on `user`, given that the giver may change that user at all
 * (`canChange`, the server's mayChange): none on their own row.
 */
export function assignableRoles(
  giver: { id: string; role: Role },
  user: RoleHolder & { id: string },
  canChange: boolean,
): readonly ConnectRole[] {
  if (!canChange || user.id === giver.id) return [];
  return rolesOfEntity(user).filter((role) => mayGiveRole(giver.role, role));
}
