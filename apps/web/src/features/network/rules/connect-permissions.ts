/**
 * connect §6 connect-user columns, with the headers the admin table and the user page show, and who
 * sees the admin-only columns. The keys are the shared declaration's (CONNECT_USER_FLAGS).
 */
import { CONNECT_USER_FLAGS, type ConnectUserFlag } from '@navia/domain/contracts/connect-users';
import { isAtLeast, type Role } from '@navia/domain/rules/access';

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
