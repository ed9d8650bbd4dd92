/**
 * Connect users (issue 17; connect §6, §7 user calls): the connect admin's users table, changing the
 * connect-user columns, deactivating and inviting users; and the network's organisations, contract
 * party addresses and the admin tables' entities.
 *
 * Who may change a user: staff; the group's CA; the trusted party's TPADMIN; or a user of the same
 * entity with connectManageUsers. Nobody changes a user ranked above themselves, changes their own
 * role, gives a role above their own, or deactivates themselves.
 */
import type { ConnectUser, connectUserUpdateSchema } from '@navia/domain/contracts/connect-users';
import { TRUSTED_PARTY_ORGANISATION_LABEL } from '@navia/domain/contracts/connect-users';
import { hasConnectAccess, isStaff, isTrustedPartyRole, ROLES, type Role } from '@navia/domain/rules/access';
import { mayGiveRole, rolesOfEntity } from '@navia/domain/rules/network/roles';
import { grantableFlags, grantableRoles } from '@navia/domain/rules/user-admin/user-admin';
import type { z } from 'zod';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../lib/app-error.ts';
import { type AuditClient, audit, auditWhoOf } from '../../lib/audit.ts';
import { hashPassword } from '../../lib/password.ts';
import type { Scope } from '../../lib/scope.ts';
import { hashToken, newToken } from '../../lib/tokens.ts';
import { ownEntityOf } from '../trusted-parties/network-access.repository.ts';
import { toAccessSubject } from '../users/users.presenter.ts';
import { deleteSessionsOfUser, findUserById, insertAccountToken } from '../users/users.repository.ts';
import * as repo from './connect-users.repository.ts';

export type ConnectUserCaller = { scope: Scope; client: AuditClient };
type ConnectUserUpdate = z.output<typeof connectUserUpdateSchema>;

/** An invited user's set-password link lives a week (a password-reset link lives 30 minutes). */
const USER_INVITE_TTL_MINUTES = 7 * 24 * 60;

/** The route admitted the caller, but its role does not allow the action (not an access refusal). */
const forbidden = () => new AppError('CONNECT_ROLE_NOT_ALLOWED');
const notFound = () => new AppError('NOT_FOUND');
const rank = (role: string) => ROLES.indexOf(role as Role);

/** The entity admin roles: a group's CA and a trusted party's TPADMIN. */
function isEntityAdmin(scope: Scope): boolean {
  const entity = ownEntityOf(scope);
  if (!entity) return false;
  return entity.kind === 'ORG_GROUP' ? scope.role === 'CA' : scope.role === 'TPADMIN';
}

/** Whether the caller manages users at all (the caller's own row is read for connectManageUsers). */
async function managesUsers(ctx: AppContext, scope: Scope): Promise<boolean> {
  if (isStaff(scope.role) || isEntityAdmin(scope)) return true;
  const me = await findUserById(ctx.database.db, scope.userId);
  return me?.user.connectManageUsers === true && me.user.active;
}

/** May a manager change `target`'s columns: staff anyone; others a user not ranked above them. */
function mayChange(scope: Scope, manages: boolean, target: repo.ConnectUserRecord['user']): boolean {
  if (!manages) return false;
  if (isStaff(scope.role)) return true;
  if (isStaff(target.role as Role)) return false;
  return rank(target.role) >= rank(scope.role);
}

function isTrustedPartyUser(user: repo.ConnectUserRecord['user']): boolean {
  return user.trustedPartyId !== null || isTrustedPartyRole(user.role as Role);
}

function present(record: repo.ConnectUserRecord, canEdit: boolean, scope: Scope): ConnectUser {
  const { user, orgGroup } = record;
  const tpUser = isTrustedPartyUser(user);
  // issue 15: what the hub's user administration offers the caller on this user.
  const caller = { id: scope.userId, role: scope.role, orgGroupId: scope.orgGroupId };
  const target = { id: user.id, role: user.role as Role, orgGroupId: user.orgGroupId };
  return {
    _id: user.id,
    fullname: user.fullname,
    email: user.email,
    type: user.role as Role,
    active: user.active,
    createdAt: user.createdAt.toISOString(),
    // connect §6: the ORGANISATION column reads TRUSTED PARTY for a connect (trusted-party) user.
    ORGANISATION:
      tpUser || (user.isConnectUser && !orgGroup)
        ? TRUSTED_PARTY_ORGANISATION_LABEL
        : (orgGroup?.name ?? '-'),
    orgGroupId: user.orgGroupId,
    orgGroupCode: orgGroup?.code ?? null,
    trustedPartyId: user.trustedPartyId,
    trustedPartyName: record.trustedPartyName,
    isConnectUser: user.isConnectUser,
    hasConnectAccess: hasConnectAccess(toAccessSubject({ user, orgGroup })),
    connectManageUsers: user.connectManageUsers,
    connectPageAccess: user.connectPageAccess,
    connectContractApprovals: user.connectContractApprovals,
    connectInviteTrustedParties: user.connectInviteTrustedParties,
    notificationsActive: user.notificationsActive,
    connectReceivesInvites: user.connectReceivesInvites,
    canEdit,
    invitePending: Boolean(record.invitePending),
    permissions: {
      bookings: user.bookings,
      quotes: user.quotes,
      criticalChain: user.criticalChain,
      tracking: user.tracking,
      insights: user.insights,
      hasHubAccess: user.hasHubAccess,
      connectAccess: user.connectAccess,
    },
    isSecret: user.isSecret,
    lastLoginAt: user.lastLoginAt?.toISOString() ?? null,
    grantableRoles: [...grantableRoles(caller, target)],
    grantableFlags: [...grantableFlags(caller, target)],
  };
}

export async function getUsers(
  ctx: AppContext,
  caller: ConnectUserCaller,
  body: repo.ScopeUsersFilter & {
    hasConnectAccess: boolean;
    page?: number | undefined;
    recordsPerPage: number;
  },
) {
  const { scope } = caller;
  const [records, manages] = await Promise.all([
    repo.listScopeUsers(ctx.database.db, scope, body),
    managesUsers(ctx, scope),
  ]);
  const all = records
    .map((r) => present(r, mayChange(scope, manages, r.user), scope))
    .filter((u) => !body.hasConnectAccess || u.hasConnectAccess);
  // issue 15: the hub's list pages (the connect tables take every row).
  const result =
    body.page === undefined
      ? all
      : all.slice((body.page - 1) * body.recordsPerPage, body.page * body.recordsPerPage);
  return { result, totalCount: all.length };
}

async function scopeUserOr404(ctx: AppContext, scope: Scope, id: string) {
  const found = await repo.findScopeUser(ctx.database.db, scope, id);
  if (!found) throw notFound();
  return found;
}

export async function getUser(
  ctx: AppContext,
  caller: ConnectUserCaller,
  body: { userID: string; hasConnectAccess: boolean },
) {
  const { scope } = caller;
  const record = await scopeUserOr404(ctx, scope, body.userID);
  const user = present(record, mayChange(scope, await managesUsers(ctx, scope), record.user), scope);
  if (body.hasConnectAccess && !user.hasConnectAccess) throw notFound();
  return { user };
}

/** The roles a user of this kind of entity may hold (rules/network/roles.ts; none for staff). */
const rolesFor = (user: repo.ConnectUserRecord['user']): readonly Role[] =>
  rolesOfEntity({
    role: user.role as Role,
    trustedPartyId: user.trustedPartyId,
    orgGroupId: user.orgGroupId,
  });

export async function updateConnectUser(ctx: AppContext, caller: ConnectUserCaller, body: ConnectUserUpdate) {
  const { scope } = caller;
  const record = await scopeUserOr404(ctx, scope, body.id);
  const target = record.user;
  if (!mayChange(scope, await managesUsers(ctx, scope), target)) throw forbidden();
  // A user who manages users by the connectManageUsers column (not an admin) does not grant
  // themselves approvals, invites or the column itself: their own row is their admin's to change.
  if (target.id === scope.userId && !isStaff(scope.role) && !isEntityAdmin(scope)) throw forbidden();
  let detail: string;
  if (body.path === 'type') {
    const role = body.value;
    if (target.id === scope.userId) throw forbidden();
    if (!rolesFor(target).includes(role)) {
      throw new AppError('VALIDATION', {
        message: `value: a ${isTrustedPartyUser(target) ? 'trusted party' : 'organisation'} user's role is one of ${rolesFor(target).join(', ')}`,
        issues: [{ field: 'value', message: `must be one of ${rolesFor(target).join(', ')}` }],
      });
    }
    if (!mayGiveRole(scope.role, role)) throw forbidden();
    detail = `type: ${target.role} -> ${role}`;
    await ctx.database.db.transaction(async (tx) => {
      await repo.updateUserColumns(tx, target.id, { role });
      await auditChange(ctx, tx, caller, target.id, detail);
    });
  } else {
    detail = `${body.path}: ${String(target[body.path])} -> ${String(body.value)}`;
    await ctx.database.db.transaction(async (tx) => {
      await repo.updateUserColumns(tx, target.id, { [body.path]: body.value });
      await auditChange(ctx, tx, caller, target.id, detail);
    });
  }
  return getUser(ctx, caller, { userID: target.id, hasConnectAccess: false });
}

function auditChange(
  ctx: AppContext,
  tx: Parameters<typeof audit>[0],
  caller: ConnectUserCaller,
  target: string,
  detail: string,
) {
  return audit(tx, {
    type: 'CONNECT_USER_CHANGED',
    outcome: 'SUCCESS',
    who: auditWhoOf(caller.scope),
    client: caller.client,
    at: ctx.now(),
    target,
    detail,
  });
}

export async function deactivateConnectUser(ctx: AppContext, caller: ConnectUserCaller, id: string) {
  const { scope } = caller;
  const record = await scopeUserOr404(ctx, scope, id);
  if (id === scope.userId || (scope.actor && id === scope.actor.userId)) throw forbidden();
  if (!mayChange(scope, await managesUsers(ctx, scope), record.user)) throw forbidden();
  await ctx.database.db.transaction(async (tx) => {
    await repo.updateUserColumns(tx, id, { active: false });
    await repo.deleteUnusedInviteTokens(tx, id);
    await deleteSessionsOfUser(tx, id);
    await audit(tx, {
      type: 'CONNECT_USER_DEACTIVATED',
      outcome: 'SUCCESS',
      who: auditWhoOf(scope),
      client: caller.client,
      at: ctx.now(),
      target: id,
    });
  });
  return { ok: true as const };
}

/** The invitee's role in the inviter's kind of entity (TPADMIN = CA, the admin; TPOP = OP, the operator). */
function roleInEntity(type: InviteType, kind: 'ORG_GROUP' | 'TRUSTED_PARTY'): InviteType {
  const admin = type === 'TPADMIN' || type === 'CA';
  if (kind === 'TRUSTED_PARTY') return admin ? 'TPADMIN' : 'TPOP';
  return admin ? 'CA' : 'OP';
}
type InviteType = 'TPADMIN' | 'TPOP' | 'CA' | 'OP';

/**
 * inviteConnectUser: a new, inactive user of my trusted party (or of my group, when it has connect
 * access) with a single-use set-password link; setting the password activates the account.
 */
export async function inviteConnectUser(
  ctx: AppContext,
  caller: ConnectUserCaller,
  body: { email: string; fullname: string; type: InviteType },
) {
  const { scope } = caller;
  const entity = ownEntityOf(scope);
  if (!entity || !(await managesUsers(ctx, scope))) throw forbidden();
  const { db } = ctx.database;
  const role = roleInEntity(body.type, entity.kind);
  if (!mayGiveRole(scope.role, role)) throw forbidden();
  if (entity.kind === 'ORG_GROUP') {
    const group = await repo.findOrgGroup(db, entity.id);
    if (!group?.connectAccess) throw forbidden();
  }
  const token = newToken();
  // Nobody knows this password: the account is usable only once the link has set one.
  const passwordHash = await hashPassword(newToken());
  const now = ctx.now();
  const userId = await db.transaction(async (tx) => {
    if (await repo.emailTaken(tx, body.email)) throw new AppError('EMAIL_TAKEN');
    const userId = await repo.insertUser(tx, {
      email: body.email,
      fullname: body.fullname,
      passwordHash,
      role,
      active: false,
      isConnectUser: true,
      connectAccess: true,
      orgGroupId: entity.kind === 'ORG_GROUP' ? entity.id : null,
      trustedPartyId: entity.kind === 'TRUSTED_PARTY' ? entity.id : null,
      connectManageUsers: role === 'TPADMIN' || role === 'CA',
    });
    await insertAccountToken(tx, {
      userId,
      purpose: 'USER_INVITE',
      tokenHash: hashToken(token),
      expiresAt: new Date(now.getTime() + USER_INVITE_TTL_MINUTES * 60_000),
    });
    await audit(tx, {
      type: 'CONNECT_USER_INVITED',
      outcome: 'SUCCESS',
      who: auditWhoOf(scope),
      client: caller.client,
      at: now,
      target: userId,
      detail: role,
    });
    await ctx.mailer.enqueue(tx, {
      to: body.email,
      subject: 'You have been invited to NAVIA connect',
      text: `Hello ${body.fullname},\n\nYou have been added to NAVIA connect. Choose your password here to activate your account:\n${ctx.config.NAVIA_PUBLIC_URL}/changePassword?token=${token}\n\nThe link can be used once and expires in 7 days. If you did not expect this, ignore this e-mail.`,
    });
    return userId;
  });
  return getUser(ctx, caller, { userID: userId, hasConnectAccess: false });
}
