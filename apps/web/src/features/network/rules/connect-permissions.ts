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
} from '@navia/domain/contracts/connect-users';
import { isAtLeast, type Role } from '@navia/domain/rules/access';
import { assignableRoles as sharedAssignableRoles } from '@navia/domain/rules/network/roles';

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

/**
 * The roles the caller may give `user` in the users table: the shared rule of the server's PUT
 * connectUser (rules/network/roles.ts), on a row the server says the caller may change (canEdit).
 */
export function assignableRoles(
  caller: { _id: string; type: Role },
  user: ConnectUser,
): readonly AssignableRole[] {
  return sharedAssignableRoles(
    { id: caller._id, role: caller.type },
    { id: user._id, role: user.type, trustedPartyId: user.trustedPartyId, orgGroupId: user.orgGroupId },
    user.canEdit,
  );
}
