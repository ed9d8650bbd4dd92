/**
 * Authentication and access (fastify/demo style): every /api route carries an access rule, which
 * registerEndpoint takes from its declaration (packages/domain/contracts, decision 010); auth is on
 * by default, and public endpoints opt out with access 'public'. A route without a rule fails the
 * start, so no route can be left unguarded by accident.
 *
 * API clients (issue 15, contracts/api-client.ts) send an access token (napi_…) as a bearer token:
 * they act as a client user of their credentials' group with the tracking permission, only read,
 * are rate-limited per API user (429 with Retry-After), and every call they make is audited.
 */
import { API_CLIENT_RATE, apiClientMayCall, isPostRead } from '@navia/domain/contracts/api-client';
import type { RouteAccess } from '@navia/domain/contracts/endpoint';
import { type ViewAs, viewAsReturnPathSchema } from '@navia/domain/contracts/user';
import {
  type AccessSubject,
  hasAccess,
  hasConnectAccess,
  hasUsersTableAccess,
  isAtLeast,
  type Role,
} from '@navia/domain/rules/access';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext, CachedSession } from '../context.ts';
import { AppError } from '../lib/app-error.ts';
import { audit, auditClientOf, auditWhoOfUser } from '../lib/audit.ts';
import { type Scope, scopeOf } from '../lib/scope.ts';
import { hashToken } from '../lib/tokens.ts';
import {
  type ApiClient,
  findApiClient,
  isApiAccessToken,
  retryAfterLimiter,
} from '../modules/api-credentials/api-client-auth.ts';
import {
  isTouchDue,
  type SessionLimits,
  sessionEnd,
  sessionLimits,
} from '../modules/users/session-limits.ts';
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
  /** An API client (an access token from API credentials): the API user; absent for a session. */
  apiClient?: ApiClient | null;
};

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: RouteAccess;
  }
  interface FastifyRequest {
    auth: RequestAuth | null;
  }
}

function bearerFrom(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (header?.startsWith('Bearer ')) return header.slice('Bearer '.length).trim() || null;
  return null;
}

function tokenFrom(request: FastifyRequest): string | null {
  return bearerFrom(request) ?? request.cookies[SESSION_COOKIE] ?? null;
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
  const apiCalls = retryAfterLimiter(API_CLIENT_RATE, () => ctx.now().getTime());
  app.addHook('onRequest', async (request, reply) => {
    const access = request.routeOptions.config.access;
    if (access === undefined) return;
    const bearer = bearerFrom(request);
    if (bearer && isApiAccessToken(bearer)) {
      request.auth = await authenticateApiClient(ctx, bearer);
      const apiClient = request.auth?.apiClient;
      if (apiClient) {
        const retryAfter = apiCalls(apiClient.apiUserId);
        if (retryAfter !== null) {
          reply.header('retry-after', String(retryAfter));
          throw new AppError('API_RATE_LIMITED');
        }
        const endpoint = request.routeOptions.config.endpoint;
        if (!endpoint || !apiClientMayCall(endpoint)) throw new AppError('API_CLIENT_READ_ONLY');
      }
    } else {
      const token = tokenFrom(request);
      if (token) request.auth = await authenticate(ctx, token);
    }
    if (access === 'public') return;
    const auth = requireAuth(request);
    const allowed =
      access === 'connect'
        ? hasConnectAccess(auth.subject)
        : access === 'users'
          ? hasUsersTableAccess(auth.subject)
          : hasAccess(auth.subject, access);
    if (!allowed) throw new AppError('FORBIDDEN');
  });

  // A write request is answered only once this process has heard every change committed so far
  // (its own included), so a logout or a revocation holds for the caller's next request and a
  // search after a write counts it (lib/change-feed.ts; immediate on PGlite). The POST searches
  // only read, and skip it.
  app.addHook('onSend', async (request) => {
    if (request.method === 'GET' || request.method === 'HEAD') return;
    const endpoint = request.routeOptions.config?.endpoint;
    if (endpoint && isPostRead(endpoint)) return;
    await ctx.sessions.settle();
  });

  // Every call of an API client, whatever its answer, once the answer is sent: one insert.
  app.addHook('onResponse', async (request, reply) => {
    const apiClient = request.auth?.apiClient;
    if (!apiClient) return;
    const status = reply.statusCode;
    try {
      await audit(ctx.database.db, {
        type: 'API_CALL',
        outcome:
          status < 400
            ? 'SUCCESS'
            : status === 401 || status === 403 || status === 429
              ? 'REFUSED'
              : 'FAILURE',
        who: {
          actorUserId: apiClient.apiUserId,
          effectiveUserId: apiClient.apiUserId,
          orgGroupId: apiClient.orgGroupId,
        },
        client: auditClientOf(request),
        at: ctx.now(),
        target: `${request.method} ${(request.url.split('?')[0] ?? '').slice(0, 300)}`,
        detail: String(status),
      });
    } catch (err) {
      // The answer is sent already; a lost audit row is logged, never turned into an error.
      request.log.error({ err }, 'API call audit failed');
    }
  });
}

/** Whether a cached session still serves at `now` without reading or writing the database. */
function isCurrent({ found }: CachedSession, now: Date, limits: SessionLimits): boolean {
  const { session } = found;
  return (
    session.expiresAt > now &&
    sessionEnd(session, now, limits) === null &&
    !isTouchDue(session.lastSeenAt, now, limits)
  );
}

/**
 * A session read from the database: null when it is missing, expired, its user inactive, or it
 * has timed out (then it is deleted and audited). A live one is touched when due and cached.
 */
async function readSession(
  ctx: Omit<AppContext, 'realtime'>,
  tokenHash: string,
  now: Date,
): Promise<CachedSession | null> {
  const { db } = ctx.database;
  const generation = ctx.sessions.generation();
  const found = await findLiveSession(db, tokenHash, now);
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
  let session = found.session;
  if (isTouchDue(session.lastSeenAt, now, limits)) {
    await touchSession(db, session.id, now);
    session = { ...session, lastSeenAt: now };
  }
  // View-as (connect §4, hub §6): a staff admin's session names the user it views as. Only an admin
  // who is still NA or NSU keeps it; a viewed user who is no longer active ends the session's
  // answers as logged out (connect §4 "an inactive or missing user on refresh causes logout").
  let viewAsUser: UserWithGroup | null = null;
  if (session.viewAsUserId && isAtLeast(found.user.role as Role, 'NSU')) {
    viewAsUser = await findUserById(db, session.viewAsUserId);
    if (!viewAsUser?.user.active) return null;
  }
  const live = { found: { ...found, session }, viewAsUser };
  ctx.sessions.set(tokenHash, live, generation);
  return live;
}

/** The caller an API client's access token stands for, built as a signed-in user is (Scope included). */
async function authenticateApiClient(
  ctx: Pick<AppContext, 'database' | 'now'>,
  token: string,
): Promise<RequestAuth | null> {
  const found = await findApiClient(ctx, token);
  if (!found) return null;
  const subject = toAccessSubject(found.user);
  const { user } = found.user;
  return {
    user: found.user,
    subject,
    sessionId: found.sessionId,
    token,
    actor: null,
    viewAs: null,
    apiClient: found.client,
    scope: scopeOf({
      userId: user.id,
      role: subject.type,
      orgGroupId: user.orgGroupId,
      trustedPartyId: null,
    }),
  };
}

export async function authenticate(
  ctx: Omit<AppContext, 'realtime'>,
  token: string,
): Promise<RequestAuth | null> {
  const now = ctx.now();
  const tokenHash = hashToken(token);
  // A cached session serves while it is live and its lastSeenAt needs no write; otherwise it is read
  // again (another process may have used it since), checked and touched, and cached again.
  const cached = ctx.sessions.get(tokenHash);
  const live =
    cached && isCurrent(cached, now, sessionLimits(ctx.config, cached.found.session.remember))
      ? cached
      : await readSession(ctx, tokenHash, now);
  if (!live) return null;
  const { found, viewAsUser } = live;
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
  // View-as: the session answers as the user it views the portal as (readSession checked them).
  if (viewAsUser) {
    const effective = viewAsUser;
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
