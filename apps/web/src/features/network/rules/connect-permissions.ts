/**
 * connect §6 connect-user columns, with the headers the admin table and the user page show, who
 * sees the admin-only columns, and which roles the caller may give a user in the users table. The
 * keys are the shared declaration's (CONNECT_USER_FLAGS).
 */
import {
  CONNECT_USER_FLAGS,
  type ConnectUser,
  type ConnectUserFlag,
  type ConnectUserUpdate,
  ORG_GROUP_CONNECT_USER_ROLES,
  TRUSTED_PARTY_USER_ROLES,
} from '@navia/domain/contracts/connect-users';
import { isAtLeast, isStaff, isTrustedPartyRole, ROLES, type Role } from '@navia/domain/rules/access';

const CONNECT_PERMISSION_LABELS: Record<ConnectUserFlag, string> = {
  connectManageUsers: 'MANAGE USERS',
  connectPageAccess: 'PAGE ACCESS',
  connectContractApprovals: 'CONTRACT APPROVALS',
  connectInviteTrustedParties: 'INVITE TRUSTED PARTIES',
  notificationsActive: 'NOTIFICATIONS',
  connectReceivesInvites: 'RECEIVES INVITES',
};

export const CONNECT_PERMISSION_COLUMNS = CONNECT_USER_FLAGS.map((key) => ({
  key,
  label: CONNECT_PERMISSION_LABELS[key],
}));

/** connect §6 "Only admins see delete and view-as columns": the provider's admins (NA, NSU). */
export function seesAdminColumns(role: Role): boolean {
  return isAtLeast(role, 'NSU');
}

/** A role PUT connectUser {path: 'type'} gives: a trusted party's or an organisation group's. */
export type AssignableRole = Extract<ConnectUserUpdate, { path: 'type' }>['value'];

/** connect §6 rank order: a lower index is a higher role. */
const rankOf = (role: Role) => ROLES.indexOf(role);

/**
 * The roles the caller may give `user` in the users table, as the server decides them
 * (connect-users.service updateConnectUser): none on the caller's own row, on a row the server says
 * the caller may not change (canEdit) or for a user of neither a trusted party nor a group (staff);
 * otherwise the roles of the user's kind of entity (TPADMIN, TPOP for a trusted party's user; CA, OP
 * for a group's) that are not ranked above the caller's own, staff giving any.
 */
export function assignableRoles(
  caller: { _id: string; type: Role },
  user: ConnectUser,
): readonly AssignableRole[] {
  if (!user.canEdit || user._id === caller._id) return [];
  const roles: readonly AssignableRole[] =
    user.trustedPartyId !== null || isTrustedPartyRole(user.type)
      ? TRUSTED_PARTY_USER_ROLES
      : user.orgGroupId !== null
        ? ORG_GROUP_CONNECT_USER_ROLES
        : [];
  if (isStaff(caller.type)) return roles;
  return roles.filter((role) => rankOf(role) >= rankOf(caller.type));
}
