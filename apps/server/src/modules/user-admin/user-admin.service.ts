/**
 * The hub's user administration (issue 15): invite, PUT single, deactivate, sessions and END ALL
 * SESSIONS, security events, the caller's account and contact cards, and the inactive users report.
 * Who may do what is rules/user-admin/user-admin.ts; a user the caller may not read answers 404
 * exactly like an unknown id, and a refusal of a user it reads answers 403 USER_CHANGE_NOT_ALLOWED.
 *
 * The auth plugin loads the user and its flags from the database on every request, so a change made
 * here applies on the user's very next request; ending sessions takes effect the same way.
 */
import type {
  accountBodySchema,
  ContactCard,
  contactBodySchema,
  InactiveUsersResponse,
  inviteUserBodySchema,
  SecurityEvent,
  UserSession,
  userSingleBodySchema,
} from '@navia/domain/contracts/user-admin';
import { SECURITY_EVENTS_LIMIT } from '@navia/domain/contracts/user-admin';
import { PERMISSION_FLAGS, type Role } from '@navia/domain/rules/access';
import {
  groupInactiveUsers,
  type InactiveUserRow,
  inactiveSince,
  inactiveUsersCsv,
} from '@navia/domain/rules/user-admin/inactive-users';
import {
  canReadUser,
  mayInviteUser,
  mayManageUser,
  maySetUserPath,
  type UserAdminCaller,
  type UserAdminDecision,
} from '@navia/domain/rules/user-admin/user-admin';
import type { z } from 'zod';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../lib/app-error.ts';
import { type AuditClient, audit, auditWhoOf } from '../../lib/audit.ts';
import { hashPassword } from '../../lib/password.ts';
import type { Scope } from '../../lib/scope.ts';
import { hashToken, newToken } from '../../lib/tokens.ts';
import {
  deleteUnusedInviteTokens,
  emailTaken,
  insertUser,
} from '../connect-users/connect-users.repository.ts';
import { getUser } from '../connect-users/connect-users.service.ts';
import { insertAccountToken } from '../users/users.repository.ts';
import * as repo from './user-admin.repository.ts';

export type UserAdminRequest = { scope: Scope; client: AuditClient; sessionId: string };

/** An invited user's set-password link lives a week, as inviteConnectUser's (connect-users). */
const USER_INVITE_TTL_MS = 7 * 24 * 60 * 60 * 1000;

const callerOf = (scope: Scope): UserAdminCaller => ({
  id: scope.userId,
  role: scope.role,
  orgGroupId: scope.orgGroupId,
});

/** 404 for a user the caller may not read, 403 for a refusal of one it reads. */
function enforce(decision: UserAdminDecision): void {
  if (decision === 'NOT_FOUND') throw new AppError('NOT_FOUND');
  if (decision === 'FORBIDDEN') throw new AppError('USER_CHANGE_NOT_ALLOWED');
}

/** The target user, or 404 when unknown or not readable by the caller (no existence leak). */
async function readableUser(ctx: AppContext, scope: Scope, id: string) {
  const found = await repo.findUserWithCard(ctx.database.db, id);
  if (!found || !canReadUser(callerOf(scope), found.user)) throw new AppError('NOT_FOUND');
  return found;
}

const targetOf = (user: { id: string; role: string; orgGroupId: string | null }) => ({
  id: user.id,
  role: user.role as Role,
  orgGroupId: user.orgGroupId,
});

function auditEvent(req: UserAdminRequest, ctx: AppContext) {
  return { outcome: 'SUCCESS' as const, who: auditWhoOf(req.scope), client: req.client, at: ctx.now() };
}

// Invite

type InviteBody = z.output<typeof inviteUserBodySchema>;

export async function inviteUser(ctx: AppContext, req: UserAdminRequest, body: InviteBody) {
  const { db } = ctx.database;
  const flags = [...PERMISSION_FLAGS, 'isSecret' as const].filter((flag) => body[flag]);
  enforce(mayInviteUser(callerOf(req.scope), { role: body.role, orgGroupId: body.orgGroupId, flags }));
  if (body.orgGroupId && !(await repo.findOrgGroupById(db, body.orgGroupId))) throw new AppError('NOT_FOUND');
  const token = newToken();
  // Nobody knows this password: the account is usable only once the link has set one.
  const passwordHash = await hashPassword(newToken());
  const now = ctx.now();
  const userId = await db.transaction(async (tx) => {
    if (await emailTaken(tx, body.email)) throw new AppError('EMAIL_TAKEN');
    const id = await insertUser(tx, {
      email: body.email,
      fullname: body.fullname,
      passwordHash,
      role: body.role,
      active: false,
      orgGroupId: body.orgGroupId,
      bookings: body.bookings,
      quotes: body.quotes,
      criticalChain: body.criticalChain,
      tracking: body.tracking,
      insights: body.insights,
      hasHubAccess: body.hasHubAccess,
      connectAccess: body.connectAccess,
      isSecret: body.isSecret,
    });
    await insertAccountToken(tx, {
      userId: id,
      purpose: 'USER_INVITE',
      tokenHash: hashToken(token),
      expiresAt: new Date(now.getTime() + USER_INVITE_TTL_MS),
    });
    await audit(tx, { ...auditEvent(req, ctx), type: 'USER_INVITED', target: id, detail: body.role });
    await ctx.mailer.enqueue(tx, {
      to: body.email,
      subject: 'You have been invited to the NAVIA portal',
      text: `Hello ${body.fullname},\n\nYou have been given an account on the NAVIA portal. Choose your password here to activate it:\n${ctx.config.NAVIA_PUBLIC_URL}/changePassword?token=${token}\n\nThe link can be used once and expires in 7 days. If you did not expect this, ignore this e-mail.`,
    });
    return id;
  });
  return getUser(ctx, req, { userID: userId, hasConnectAccess: false });
}

// PUT single

type SingleBody = z.output<typeof userSingleBodySchema>;

export async function setUserField(ctx: AppContext, req: UserAdminRequest, body: SingleBody) {
  const found = await readableUser(ctx, req.scope, body.id);
  const change =
    body.path === 'role'
      ? { path: 'role' as const, value: body.value as Role }
      : { path: body.path, value: body.value as boolean };
  enforce(maySetUserPath(callerOf(req.scope), targetOf(found.user), change));
  const before = change.path === 'role' ? found.user.role : found.user[change.path];
  await ctx.database.db.transaction(async (tx) => {
    await repo.updateUserFields(tx, body.id, { [change.path]: change.value });
    await audit(tx, {
      ...auditEvent(req, ctx),
      type: change.path === 'role' ? 'ROLE_CHANGED' : 'PERMISSION_CHANGED',
      target: body.id,
      detail: `${change.path}: ${String(before)} -> ${String(change.value)}`,
    });
  });
  return getUser(ctx, req, { userID: body.id, hasConnectAccess: false });
}

// Deactivate and sessions

/** After commit: the ended sessions' sockets disconnect (plugins/realtime). */
async function emitEnded(ctx: AppContext, userId: string, ended: { id: string }[]) {
  const occurredAt = ctx.now().toISOString();
  for (const session of ended)
    await ctx.events.emit('sessionEnded', { userId, sessionId: session.id, occurredAt });
}

export async function deactivateUser(ctx: AppContext, req: UserAdminRequest, id: string) {
  const found = await readableUser(ctx, req.scope, id);
  // Under view-as the admin acting is not deactivated through the viewed user's scope either.
  if (req.scope.actor?.userId === id) throw new AppError('USER_CHANGE_NOT_ALLOWED');
  enforce(mayManageUser(callerOf(req.scope), targetOf(found.user)));
  const ended = await ctx.database.db.transaction(async (tx) => {
    await repo.updateUserFields(tx, id, { active: false });
    await deleteUnusedInviteTokens(tx, id);
    const gone = await repo.deleteAllSessions(tx, id);
    await audit(tx, {
      ...auditEvent(req, ctx),
      type: 'USER_DEACTIVATED',
      target: id,
      detail: `sessions: ${gone.length}`,
    });
    return gone;
  });
  await emitEnded(ctx, id, ended);
  return { ok: true as const };
}

export async function listSessions(
  ctx: AppContext,
  req: UserAdminRequest,
  id: string,
): Promise<{ result: UserSession[] }> {
  await readableUser(ctx, req.scope, id);
  const rows = await repo.listLiveSessions(ctx.database.db, id, ctx.now());
  return {
    result: rows.map((s) => ({
      _id: s.id,
      createdAt: s.createdAt.toISOString(),
      lastSeenAt: s.lastSeenAt.toISOString(),
      expiresAt: s.expiresAt.toISOString(),
      ip: s.ip,
      userAgent: s.userAgent,
      remember: s.remember,
      current: s.id === req.sessionId,
    })),
  };
}

export async function endAllSessions(ctx: AppContext, req: UserAdminRequest, id: string) {
  const found = await readableUser(ctx, req.scope, id);
  enforce(mayManageUser(callerOf(req.scope), targetOf(found.user)));
  const ended = await ctx.database.db.transaction(async (tx) => {
    const gone = await repo.deleteAllSessions(tx, id);
    await audit(tx, {
      ...auditEvent(req, ctx),
      type: 'SESSIONS_ENDED',
      target: id,
      detail: `sessions: ${gone.length}`,
    });
    return gone;
  });
  await emitEnded(ctx, id, ended);
  return { ended: ended.length };
}

export async function securityEvents(
  ctx: AppContext,
  req: UserAdminRequest,
  id: string,
): Promise<{ result: SecurityEvent[] }> {
  await readableUser(ctx, req.scope, id);
  const rows = await repo.listSecurityEvents(ctx.database.db, id, SECURITY_EVENTS_LIMIT);
  return {
    result: rows.map((e) => ({
      _id: String(e.id),
      type: e.eventType,
      outcome: e.outcome,
      occurredAt: e.occurredAt.toISOString(),
      ip: e.ip,
      detail: e.detail,
      byThisUser: e.actorUserId === id || e.effectiveUserId === id,
    })),
  };
}

// Account and contact cards

type CardSource = NonNullable<Awaited<ReturnType<typeof repo.findUserWithCard>>>;
function presentCard({ user, card }: CardSource): ContactCard {
  return {
    _id: user.id,
    image: card?.imageUrl ?? null,
    GS_FullName: user.fullname,
    GS_EmailAddress: user.email,
    Role: card?.role ?? '',
    GS_MobilePhone: card?.mobilePhone ?? null,
  };
}

async function cardOf(ctx: AppContext, id: string) {
  const found = await repo.findUserWithCard(ctx.database.db, id);
  if (!found) throw new AppError('NOT_FOUND');
  return { contact: presentCard(found) };
}

/** PUT account: the caller's own name and mobile phone. */
export async function updateAccount(
  ctx: AppContext,
  req: UserAdminRequest,
  body: z.output<typeof accountBodySchema>,
) {
  const id = req.scope.userId;
  const now = ctx.now();
  await ctx.database.db.transaction(async (tx) => {
    await repo.updateUserFields(tx, id, { fullname: body.fullname });
    await repo.upsertContactCard(tx, id, { mobilePhone: body.GS_MobilePhone }, now);
  });
  return cardOf(ctx, id);
}

export async function getContact(ctx: AppContext, req: UserAdminRequest, id: string) {
  if (id !== req.scope.userId) await readableUser(ctx, req.scope, id);
  return cardOf(ctx, id);
}

/** PUT contact: one's own card, or the card of a user one manages. */
export async function updateContact(
  ctx: AppContext,
  req: UserAdminRequest,
  body: z.output<typeof contactBodySchema>,
) {
  if (body.id !== req.scope.userId) {
    const found = await readableUser(ctx, req.scope, body.id);
    enforce(mayManageUser(callerOf(req.scope), targetOf(found.user)));
  }
  const values = { role: body.Role, mobilePhone: body.GS_MobilePhone, imageUrl: body.image };
  await ctx.database.db.transaction(async (tx) => {
    await repo.upsertContactCard(tx, body.id, values, ctx.now());
    await audit(tx, {
      ...auditEvent(req, ctx),
      type: 'PERMISSION_CHANGED',
      target: body.id,
      detail: 'contact card',
    });
  });
  return cardOf(ctx, body.id);
}

// Inactive users

function presentInactive(row: Awaited<ReturnType<typeof repo.listInactiveUsers>>[number]): InactiveUserRow {
  return {
    _id: row.id,
    fullname: row.fullname,
    email: row.email,
    type: row.role,
    orgGroupId: row.orgGroupId,
    orgGroupName: row.orgGroupName,
    lastLoginAt: row.lastLoginAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}

export async function inactiveUsers(
  ctx: AppContext,
  body: { page: number; recordsPerPage: number; filter: string; days: number },
): Promise<InactiveUsersResponse> {
  const { db } = ctx.database;
  const q = { before: inactiveSince(ctx.now(), body.days), filter: body.filter };
  const [rows, totals] = await Promise.all([
    repo.listInactiveUsers(db, q, {
      offset: (body.page - 1) * body.recordsPerPage,
      limit: body.recordsPerPage,
    }),
    repo.countInactiveUsersByGroup(db, q),
  ]);
  const totalCount = [...totals.values()].reduce((sum, n) => sum + n, 0);
  return {
    groups: groupInactiveUsers(rows.map(presentInactive), totals),
    totalCount,
    page: body.page,
    recordsPerPage: body.recordsPerPage,
    days: body.days,
  };
}

export async function inactiveUsersCsvFile(ctx: AppContext, query: { days: number; filter: string }) {
  const q = { before: inactiveSince(ctx.now(), query.days), filter: query.filter };
  const rows = await repo.listInactiveUsers(ctx.database.db, q);
  return {
    fileName: `inactive-users-${query.days}-days.csv`,
    text: inactiveUsersCsv(rows.map(presentInactive)),
  };
}
