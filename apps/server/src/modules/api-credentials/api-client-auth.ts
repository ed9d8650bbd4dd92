/**
 * API clients (issue 15, contracts/api-client.ts): the access token asked for with HTTP Basic, the
 * caller an access token stands for, and the per-credential rate limit. The auth plugin calls these.
 *
 * The caller is the group's API client: a client user (OP) of the credentials' group with the
 * tracking permission. It is built as the auth plugin builds a signed-in user, so the Scope (and with
 * it every repository's tenancy) applies unchanged: it sees exactly what its group's users see.
 */
import {
  type AccessTokenAnswer,
  API_ACCESS_TOKEN_PREFIX,
  API_ACCESS_TOKEN_TTL_SECONDS,
} from '@navia/domain/contracts/api-client';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../lib/app-error.ts';
import { type AuditClient, audit } from '../../lib/audit.ts';
import { dummyPasswordHash, verifyPassword } from '../../lib/password.ts';
import { type TokenBucket, type TokenRate, takeToken } from '../../lib/token-bucket.ts';
import { hashToken, newToken } from '../../lib/tokens.ts';
import type { UserRow, UserWithGroup } from '../users/users.repository.ts';
import * as repo from './api-credentials.repository.ts';

/** The API user an access token stands for. */
export type ApiClient = { apiUserId: string; apiUserName: string; orgGroupId: string };

export const isApiAccessToken = (token: string) => token.startsWith(API_ACCESS_TOKEN_PREFIX);

/** `Authorization: Basic base64(name:secret)`, or null when the header is missing or not Basic. */
export function parseBasicAuthorization(header: string | undefined): { name: string; secret: string } | null {
  const match = /^Basic\s+([A-Za-z0-9+/=_-]+)\s*$/i.exec(header ?? '');
  if (!match?.[1]) return null;
  const decoded = Buffer.from(match[1], 'base64').toString('utf8');
  const colon = decoded.indexOf(':');
  if (colon <= 0) return null;
  const name = decoded.slice(0, colon);
  const secret = decoded.slice(colon + 1);
  // Bounded before any lookup or hash: argon2 of a megabyte is a cheap attack.
  if (name.length > 200 || secret.length === 0 || secret.length > 200) return null;
  return { name, secret };
}

/**
 * POST /api/user/accessToken: checks the Basic credentials (the same time whether the name exists
 * or not) and answers a new access token. Both outcomes are audited; never the secret.
 */
export async function issueAccessToken(
  ctx: AppContext,
  authorization: string | undefined,
  client: AuditClient,
): Promise<AccessTokenAnswer> {
  const now = ctx.now();
  const basic = parseBasicAuthorization(authorization);
  const apiUser = basic ? await repo.findApiUserForSignIn(ctx.database.db, basic.name) : null;
  const hash = apiUser?.passwordHash ?? (await dummyPasswordHash());
  const matches = basic ? await verifyPassword(hash, basic.secret) : false;
  if (!apiUser?.passwordHash || !matches) {
    await audit(ctx.database.db, {
      type: 'API_TOKEN_REFUSED',
      outcome: 'REFUSED',
      who: { actorUserId: null, effectiveUserId: null, orgGroupId: apiUser?.orgGroupId ?? null },
      client,
      at: now,
      target: basic ? basic.name.slice(0, 100) : null,
      detail: basic ? (apiUser ? 'WRONG_SECRET' : 'UNKNOWN_CREDENTIALS') : 'NO_BASIC_AUTHORIZATION',
    });
    throw new AppError('INVALID_CREDENTIALS');
  }
  const token = `${API_ACCESS_TOKEN_PREFIX}${newToken()}`;
  const expiresAt = new Date(now.getTime() + API_ACCESS_TOKEN_TTL_SECONDS * 1000);
  await ctx.database.db.transaction(async (tx) => {
    const sessionId = await repo.insertApiSession(tx, {
      tokenHash: hashToken(token),
      apiUserId: apiUser.id,
      createdAt: now,
      expiresAt,
      ip: client.ip,
    });
    await audit(tx, {
      type: 'API_TOKEN_ISSUED',
      outcome: 'SUCCESS',
      who: { actorUserId: apiUser.id, effectiveUserId: apiUser.id, orgGroupId: apiUser.orgGroupId },
      client,
      at: now,
      target: sessionId,
      detail: basic?.name === apiUser.publicKey ? 'BY_PUBLIC_KEY' : 'BY_API_USER_NAME',
    });
  });
  return {
    accessToken: token,
    tokenType: 'Bearer',
    expiresIn: API_ACCESS_TOKEN_TTL_SECONDS,
    expiresAt: expiresAt.toISOString(),
  };
}

/**
 * The user an API client acts as: a client user (OP) of its group with the tracking permission and
 * hub access, and nothing else. Its id is the API user's (no users row), so nothing a user owns
 * (favourites, saved searches, notifications) is found for it; the auth plugin lets it only read.
 */
function apiClientUser(apiUser: repo.ApiUserRow, orgGroup: repo.OrgGroupRow): UserWithGroup {
  const user: UserRow = {
    id: apiUser.id,
    orgGroupId: orgGroup.id,
    trustedPartyId: null,
    email: apiUser.email,
    passwordHash: '',
    fullname: apiUser.apiUserName,
    role: 'OP',
    active: true,
    emailValidatedAt: null,
    bookings: false,
    quotes: false,
    criticalChain: false,
    tracking: true,
    insights: false,
    hasHubAccess: true,
    connectAccess: false,
    isConnectUser: false,
    isSecret: false,
    theme: 'light',
    mode: 'default',
    unitOfMeasure: 'METRIC',
    language: 'en',
    // Dates in the group's own country (the search's "today", hub §9 zones).
    homeCountry: orgGroup.country,
    localViewActive: false,
    viewTooltip: false,
    customLayout: null,
    customTableSettings: {},
    acceptedCookies: null,
    showCookieBanner: false,
    connectWelcomePopups: {},
    hidePopups: {},
    showNotificationsPopup: false,
    notificationsActive: false,
    notificationTypes: {},
    contractsToNotify: [],
    isViewActionRequired: false,
    connectManageUsers: false,
    connectPageAccess: false,
    connectContractApprovals: false,
    connectInviteTrustedParties: false,
    connectReceivesInvites: false,
    updatesPending: false,
    createdAt: apiUser.createdAt,
    updatedAt: apiUser.updatedAt,
    lastLoginAt: null,
  };
  return { user, orgGroup, trustedParty: null };
}

/** The API client a live access token stands for, or null (unknown, expired, rotated away). */
export async function findApiClient(ctx: Pick<AppContext, 'database' | 'now'>, token: string) {
  const found = await repo.findLiveApiSession(ctx.database.db, hashToken(token), ctx.now());
  if (!found) return null;
  const client: ApiClient = {
    apiUserId: found.apiUser.id,
    apiUserName: found.apiUser.apiUserName,
    orgGroupId: found.orgGroup.id,
  };
  return { sessionId: found.sessionId, client, user: apiClientUser(found.apiUser, found.orgGroup) };
}

/** The buckets kept at most; past it, the least recently used key is forgotten (never the whole map). */
const MAX_KEYS = 10_000;

/**
 * Rate limits kept in this process's memory (as the invite limits, decision 019): a token bucket per
 * key. `take` answers null when the call may go ahead, else the seconds until it may (Retry-After).
 */
export function retryAfterLimiter(rate: TokenRate, clockMs: () => number) {
  const buckets = new Map<string, TokenBucket>();
  return (key: string): number | null => {
    const previous = buckets.get(key) ?? null;
    buckets.delete(key);
    if (buckets.size >= MAX_KEYS) {
      const oldest = buckets.keys().next();
      if (!oldest.done) buckets.delete(oldest.value);
    }
    const result = takeToken(previous, rate, clockMs());
    buckets.set(key, result.bucket);
    if (result.taken) return null;
    return Math.max(1, Math.ceil((1 - result.bucket.tokens) / rate.perSecond));
  };
}
