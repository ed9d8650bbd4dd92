/**
 * Who may manage which users in the hub's user administration (issue 15; hub §6, connect §7 user
 * calls). One pure rule for the server's invite, PUT single, deactivate and END ALL SESSIONS, and
 * for the web's role select and permission switches (which offer only what the caller may give).
 *
 * - Staff NA and NSU manage every group's users (and staff users not ranked above them).
 * - A client admin (CA) manages only their own group's users, and never gives a role above their
 *   own (so never NU, NSU or NA) nor a staff-only setting (isSecret).
 * - NU staff read only. Every other role manages nobody here.
 * - Nobody changes their own role or permissions, nor deactivates or invites into a role above
 *   their own (so nobody edits themselves into a higher role).
 * Reading is decided apart (canReadUsersOf): a user the caller may not read answers as not found.
 */
import {
  isStaff,
  isTrustedPartyRole,
  PERMISSION_FLAGS,
  type PermissionFlag,
  ROLES,
  type Role,
} from '../access.ts';

/** The roles of the provider's own staff (users of no organisation group). */
export const STAFF_ROLES = ['NA', 'NSU', 'NU'] as const satisfies readonly Role[];
/** The roles an organisation group's (hub) user may hold, highest first (hub §6 rank order). */
export const ORG_GROUP_USER_ROLES = ['CA', 'ADMIN', 'NC', 'OP'] as const satisfies readonly Role[];

/** connect §7 PUT single {path, value, id}: the only paths it sets (issue 15 allow-list). */
export const USER_SINGLE_PATHS = ['role', ...PERMISSION_FLAGS, 'isSecret'] as const;
export type UserSinglePath = (typeof USER_SINGLE_PATHS)[number];

/** Settings only staff give: secret mode hides a name in the welcome header (hub §6). */
const STAFF_ONLY_PATHS: readonly UserSinglePath[] = ['isSecret'];

/** The caller, as the rule reads it. */
export type UserAdminCaller = { id: string; role: Role; orgGroupId: string | null };
/** A managed (or to-be-invited) user, as the rule reads it. */
export type UserAdminTarget = { id: string; role: Role; orgGroupId: string | null };

/** Why a change is refused: 'NOT_FOUND' hides a user the caller may not even read. */
export type UserAdminDecision = 'ALLOWED' | 'FORBIDDEN' | 'NOT_FOUND';

const rankOf = (role: Role) => ROLES.indexOf(role);
/** Is `a` ranked above `b` (a lower index is a higher role)? */
const ranksAbove = (a: Role, b: Role) => rankOf(a) < rankOf(b);

/** Staff who manage users: NA and NSU (NU reads only). */
const isManagingStaff = (role: Role) => role === 'NA' || role === 'NSU';

/** Whether the caller may read `target` at all (staff every user; a CA their own group's users). */
export function canReadUser(caller: UserAdminCaller, target: { orgGroupId: string | null }): boolean {
  if (isStaff(caller.role)) return true;
  return caller.role === 'CA' && caller.orgGroupId !== null && target.orgGroupId === caller.orgGroupId;
}

/** Whether the caller manages users at all (staff NA or NSU, or a client admin). */
export function managesUsers(caller: UserAdminCaller): boolean {
  return isManagingStaff(caller.role) || (caller.role === 'CA' && caller.orgGroupId !== null);
}

/**
 * The roles a user of this kind may hold: group roles within a group, staff roles for staff (no
 * group). A trusted party's users are the connect calls' (PUT connectUser): none here.
 */
export function rolesOfUserKind(target: { role: Role; orgGroupId: string | null }): readonly Role[] {
  if (isTrustedPartyRole(target.role)) return [];
  if (target.orgGroupId !== null) return ORG_GROUP_USER_ROLES;
  return isStaff(target.role) ? STAFF_ROLES : [];
}

/**
 * Whether the caller may change anything of `target` (not the caller themself); also whether they
 * may deactivate the user and end all their sessions.
 */
export function mayManageUser(caller: UserAdminCaller, target: UserAdminTarget): UserAdminDecision {
  if (!canReadUser(caller, target)) return 'NOT_FOUND';
  if (!managesUsers(caller)) return 'FORBIDDEN';
  if (target.id === caller.id) return 'FORBIDDEN';
  if (ranksAbove(target.role, caller.role)) return 'FORBIDDEN';
  if (rolesOfUserKind(target).length === 0) return 'FORBIDDEN';
  return 'ALLOWED';
}

/** The roles the caller may give `target` (empty when it may not manage them). */
export function grantableRoles(caller: UserAdminCaller, target: UserAdminTarget): readonly Role[] {
  if (mayManageUser(caller, target) !== 'ALLOWED') return [];
  return rolesOfUserKind(target).filter((role) => !ranksAbove(role, caller.role));
}

/** The PUT single paths other than role that the caller may set on `target`. */
export function grantableFlags(caller: UserAdminCaller, target: UserAdminTarget): readonly UserSinglePath[] {
  if (mayManageUser(caller, target) !== 'ALLOWED') return [];
  const flags: UserSinglePath[] = [...PERMISSION_FLAGS];
  if (isManagingStaff(caller.role)) flags.push(...STAFF_ONLY_PATHS);
  return flags;
}

export type UserSingleChange =
  | { path: 'role'; value: Role }
  | { path: PermissionFlag | 'isSecret'; value: boolean };

/** PUT single: may the caller set `change` on `target`? */
export function maySetUserPath(
  caller: UserAdminCaller,
  target: UserAdminTarget,
  change: UserSingleChange,
): UserAdminDecision {
  const manage = mayManageUser(caller, target);
  if (manage !== 'ALLOWED') return manage;
  if (change.path === 'role')
    return grantableRoles(caller, target).includes(change.value) ? 'ALLOWED' : 'FORBIDDEN';
  return grantableFlags(caller, target).includes(change.path) ? 'ALLOWED' : 'FORBIDDEN';
}

/**
 * Invite: may the caller invite a user with `role` into `orgGroupId` (null: a staff user)? Another
 * group answers as not found for a client admin (no existence leak of the group).
 */
export function mayInviteUser(
  caller: UserAdminCaller,
  invitee: { role: Role; orgGroupId: string | null; flags: readonly UserSinglePath[] },
): UserAdminDecision {
  if (!canReadUser(caller, invitee)) return 'NOT_FOUND';
  if (!managesUsers(caller)) return 'FORBIDDEN';
  if (!rolesOfUserKind(invitee).includes(invitee.role)) return 'FORBIDDEN';
  if (ranksAbove(invitee.role, caller.role)) return 'FORBIDDEN';
  const allowedFlags: readonly UserSinglePath[] = isManagingStaff(caller.role)
    ? USER_SINGLE_PATHS
    : PERMISSION_FLAGS;
  return invitee.flags.every((flag) => allowedFlags.includes(flag)) ? 'ALLOWED' : 'FORBIDDEN';
}
