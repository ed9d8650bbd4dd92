/**
 * Authentication and access (fastify/demo style): every /api route carries an access rule, which
 * registerEndpoint takes from its declaration (packages/domain/contracts, decision 010); auth is on
 * by default, and public endpoints opt out with access 'public'. A route without a rule fails the
 * start, so no route can be left unguarded by accident.
 */
import type { RouteAccess } from '@navia/domain/contracts/endpoint';
import { type ViewAs, viewAsReturnPathSchema } from '@navia/domain/contracts/user';
import {
  type AccessSubject,
  hasAccess,
  hasConnectAccess,
  isAtLeast,
  type Role,
} from '@navia/domain/rules/access';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../context.ts';
import { AppError } from '../lib/app-error.ts';
import { audit, auditWhoOfUser } from '../lib/audit.ts';
import { type Scope, scopeOf } from '../lib/scope.ts';
import { hashToken } from '../lib/tokens.ts';
import { isTouchDue, sessionEnd, sessionLimits } from '../modules/users/session-limits.ts';
import { toAccessSubject } from '../modules/users/users.presenter.ts';
import {
  deleteSession,
  findLiveSession,
  findUserById,
  touchSession,
  type UserWithGroup,
} from '../modules/users/users.repository.ts';

export const SESSION_COOKIE = 'navia_session';

export type RequestAuth = {
  /** The effective user: under view-as the user viewed as, otherwise the signed-in user. */
  user: UserWithGroup;
  /** The effective user's, so access rules apply as to that user (connect §4 view-as). */
  subject: AccessSubject;
  sessionId: string;
  token: string;
  scope: Scope;
  /** Under view-as: the signed-in admin acting (the session's own user); null otherwise. */
  actor: UserWithGroup | null;
  /** Under view-as: who views as whom, and where STOP returns; null otherwise. */
  viewAs: ViewAs | null;
};

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: RouteAccess;
  }
  interface FastifyRequest {
    auth: RequestAuth | null;
  }
}

function tokenFrom(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (header?.startsWith('Bearer ')) return header.slice('Bearer '.length).trim() || null;
  return request.cookies[SESSION_COOKIE] ?? null;
}

/** The logged-in caller; throws 401 when there is none (for handlers behind a non-public rule). */
export function requireAuth(request: FastifyRequest): RequestAuth {
  if (!request.auth) throw new AppError('UNAUTHORISED');
  return request.auth;
}

export function sessionCookieOptions(ctx: AppContext, expiresAt: Date | null) {
  return {
    path: '/',
    httpOnly: true,
    sameSite: 'lax' as const,
    secure: ctx.config.NAVIA_COOKIE_SECURE ?? ctx.config.NAVIA_PUBLIC_URL.startsWith('https://'),
    ...(expiresAt ? { expires: expiresAt } : {}),
  };
}

export function clearSessionCookie(ctx: AppContext, reply: FastifyReply): void {
  reply.clearCookie(SESSION_COOKIE, sessionCookieOptions(ctx, null));
}

export function registerAuth(app: FastifyInstance, ctx: AppContext): void {
  app.decorateRequest('auth', null);

  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/api')) return;
    if (route.url.startsWith('/api/docs')) return;
    if (route.config?.access === undefined) {
      throw new Error(`Route ${route.method} ${route.url} declares no access rule (config.access)`);
    }
  });

  // onRequest, before the body is read or validated: a refused caller gets 401/403 and the route does
  // no work at all, whatever it sent. @fastify/cookie parses cookies in its own onRequest hook,
  // registered before this one.
  app.addHook('onRequest', async (request) => {
    const access = request.routeOptions.config.access;
    if (access === undefined) return;
    const token = tokenFrom(request);
    if (token) request.auth = await authenticate(ctx, token);
    if (access === 'public') return;
    const auth = requireAuth(request);
    const allowed = access === 'connect' ? hasConnectAccess(auth.subject) : hasAccess(auth.subject, access);
    if (!allowed) throw new AppError('FORBIDDEN');
  });
}

export async function authenticate(
  ctx: Omit<AppContext, 'realtime'>,
  token: string,
): Promise<RequestAuth | null> {
  const now = ctx.now();
  const { db } = ctx.database;
  const found = await findLiveSession(db, hashToken(token), now);
  if (!found?.user.active) return null;
  // Idle and absolute timeouts (decision 013): an ended session is deleted, and the call is
  // answered as logged out.
  const limits = sessionLimits(ctx.config, found.session.remember);
  const ended = sessionEnd(found.session, now, limits);
  if (ended) {
    await db.transaction(async (tx) => {
      await deleteSession(tx, found.session.id);
      await audit(tx, {
        type: 'SESSION_EXPIRED',
        outcome: 'SUCCESS',
        who: auditWhoOfUser(found.user),
        client: { ip: found.session.ip, userAgent: found.session.userAgent },
        at: now,
        target: found.session.id,
        detail: ended,
      });
    });
    return null;
  }
  if (isTouchDue(found.session.lastSeenAt, now, limits)) await touchSession(db, found.session.id, now);
  const user: UserWithGroup = {
    user: found.user,
    orgGroup: found.orgGroup,
    trustedParty: found.trustedParty,
  };
  const signedIn = {
    userId: found.user.id,
    role: found.user.role as Role,
    orgGroupId: found.user.orgGroupId,
    trustedPartyId: found.user.trustedPartyId,
  };
  // View-as (connect §4, hub §6): a staff admin's session names the user it views as. Only an admin
  // who is still NA or NSU keeps it; a viewed user who is no longer active ends the session's
  // answers as logged out (connect §4 "an inactive or missing user on refresh causes logout").
  const viewAsUserId = found.session.viewAsUserId;
  if (viewAsUserId && isAtLeast(signedIn.role, 'NSU')) {
    const effective = await findUserById(db, viewAsUserId);
    if (!effective?.user.active) return null;
    const subject = toAccessSubject(effective);
    const parsedReturn = viewAsReturnPathSchema.safeParse(found.session.viewAsReturnPath);
    return {
      user: effective,
      subject,
      sessionId: found.session.id,
      token,
      actor: user,
      viewAs: {
        actorUserId: found.user.id,
        actorName: found.user.fullname,
        userId: effective.user.id,
        userName: effective.user.fullname,
        kind: effective.user.trustedPartyId ? 'TRUSTED_PARTY' : 'ORG_GROUP',
        entityId: effective.user.trustedPartyId ?? effective.user.orgGroupId ?? '',
        entityName: effective.trustedParty?.name ?? effective.orgGroup?.name ?? '',
        returnPath: parsedReturn.success ? parsedReturn.data : '/connect/admin',
      },
      scope: scopeOf(signedIn, {
        viewAs: {
          userId: effective.user.id,
          role: subject.type,
          orgGroupId: effective.user.orgGroupId,
          trustedPartyId: effective.user.trustedPartyId,
        },
      }),
    };
  }
  const subject = toAccessSubject(user);
  return {
    user,
    subject,
    sessionId: found.session.id,
    token,
    actor: null,
    viewAs: null,
    scope: scopeOf({ ...signedIn, role: subject.type }),
  };
}
