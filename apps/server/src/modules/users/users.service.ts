/**
 * Sign-in and account use cases (hub §4 Login, hub §5, hub §7 "User and settings", hub §8).
 * Each use case owns its transaction; e-mails go through the outbox inside it (their delivery is a
 * job), and domain events are emitted after it commits.
 */

import type { HomeCountry } from '@navia/domain/constants';
import { ACCOUNT_TOKEN_TTL_MINUTES } from '@navia/domain/constants';
import type {
  HidePopup,
  SigninBody,
  SignupBody,
  SupportedLanguage,
  UserMode,
} from '@navia/domain/contracts/user';
import { hasConnectAccess } from '@navia/domain/rules/access';
import { HOME_COUNTRY_OPTIONS } from '@navia/domain/rules/home-countries';
import { tradingZoneOf } from '@navia/domain/rules/trading-hours';
import type { AppContext } from '../../context.ts';
import type { Executor } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { type AuditClient, audit, auditWhoOf, auditWhoOfUser } from '../../lib/audit.ts';
import { dummyPasswordHash, hashPassword, verifyPassword } from '../../lib/password.ts';
import type { Scope } from '../../lib/scope.ts';
import { hashToken, newToken } from '../../lib/tokens.ts';
import {
  getSettings as getNotificationSettings,
  recentNotifications,
} from '../notifications/notifications.service.ts';
import {
  attemptChallenge,
  findChallenge,
  issueChallenge,
  isTwoFactorOn,
  purgeExpiredChallenges,
} from '../two-factor/two-factor.service.ts';
import { sessionLimits } from './session-limits.ts';
import { presentCurrentUser, toAccessSubject } from './users.presenter.ts';
import * as repo from './users.repository.ts';

/** Failed sign-ins allowed in the window, per account and per IP address. */
export const SIGNIN_LIMITS = { windowMinutes: 15, perAccount: 5, perIp: 30 } as const;

type SigninInput = {
  body: Required<Pick<SigninBody, 'email' | 'password'>> & SigninBody;
  ip: string;
  userAgent: string | undefined;
};

const minutesFrom = (now: Date, minutes: number) => new Date(now.getTime() + minutes * 60_000);

export async function signin(ctx: AppContext, { body, ip, userAgent }: SigninInput) {
  const { db } = ctx.database;
  const now = ctx.now();
  const email = body.email;
  const since = minutesFrom(now, -SIGNIN_LIMITS.windowMinutes);
  const [byAccount, byIp] = await Promise.all([
    repo.countFailedSignins(db, { email }, since),
    repo.countFailedSignins(db, { ip }, since),
  ]);
  const client: AuditClient = { ip, userAgent: userAgent?.slice(0, 300) ?? null };
  const signinEvent = { type: 'SIGNIN', client, at: now, target: email } as const;
  if (byAccount >= SIGNIN_LIMITS.perAccount || byIp >= SIGNIN_LIMITS.perIp) {
    await audit(db, {
      ...signinEvent,
      type: 'SIGNIN_LOCKED_OUT',
      outcome: 'REFUSED',
      who: auditWhoOfUser(null),
    });
    throw new AppError('TOO_MANY_ATTEMPTS');
  }

  const found = await repo.findUserByEmail(db, email);
  const passwordOk = await verifyPassword(
    found?.user.passwordHash ?? (await dummyPasswordHash()),
    body.password,
  );
  if (!found || !passwordOk) {
    await db.transaction(async (tx) => {
      await repo.recordSigninAttempt(tx, { email, ip, succeeded: false, at: now });
      await audit(tx, {
        ...signinEvent,
        outcome: 'FAILURE',
        who: auditWhoOfUser(found?.user ?? null),
        detail: found ? 'WRONG_PASSWORD' : 'UNKNOWN_ACCOUNT',
      });
    });
    throw new AppError('INVALID_CREDENTIALS');
  }
  // The password was right: what follows is told to the user, and is not a failed attempt.
  const refusal = !found.user.active
    ? new AppError('NOT_ACTIVE', { email })
    : body.loginFromConnect && !hasConnectAccess(toAccessSubject(found))
      ? new AppError('NO_CONNECT_ACCESS', { email })
      : null;
  if (refusal) {
    await audit(db, {
      ...signinEvent,
      outcome: 'REFUSED',
      who: auditWhoOfUser(found.user),
      detail: refusal.code,
    });
    throw refusal;
  }

  const remember = body.rememberMe === true;
  // Issue 15: a right password of a user with two-factor sign-in on asks for the second step; no
  // session yet. The challenge remembers REMEMBER ME; the second step makes the session.
  if (await isTwoFactorOn(db, found.user.id)) {
    return issueChallenge(ctx, {
      userId: found.user.id,
      remember,
      loginFromConnect: body.loginFromConnect === true,
    });
  }
  return startSession(ctx, found, { remember, email, ip, userAgent, client, detail: null });
}

/** A signed-in session: the attempt counted as a success, SIGNIN audited, lastLoginAt set. */
async function startSession(
  ctx: AppContext,
  found: repo.UserWithGroup,
  input: {
    remember: boolean;
    email: string;
    ip: string;
    userAgent: string | undefined;
    client: AuditClient;
    /** How the second step was passed (TOTP, RECOVERY_CODE); null without two-factor sign-in. */
    detail: string | null;
  },
) {
  const { db } = ctx.database;
  const now = ctx.now();
  const { remember, email, ip, userAgent } = input;
  const token = newToken();
  const expiresAt = new Date(now.getTime() + sessionLimits(ctx.config, remember).absoluteMs);
  const session = await db.transaction(async (tx) => {
    const created = await repo.insertSession(tx, {
      tokenHash: hashToken(token),
      userId: found.user.id,
      remember,
      expiresAt,
      createdAt: now,
      lastSeenAt: now,
      ip,
      userAgent: userAgent?.slice(0, 300),
    });
    await repo.updateUser(tx, found.user.id, { lastLoginAt: now });
    await repo.recordSigninAttempt(tx, { email, ip, succeeded: true, at: now });
    await audit(tx, {
      type: 'SIGNIN',
      client: input.client,
      at: now,
      target: email,
      outcome: 'SUCCESS',
      who: auditWhoOfUser(found.user),
      detail: input.detail,
    });
    return created;
  });
  return {
    token,
    expiresAt,
    remember,
    user: presentCurrentUser(found, session.id, await userLists(db, found.user.id)),
  };
}

type SigninTwoFactorInput = {
  body: { challengeId: string; code?: string | undefined; recoveryCode?: string | undefined };
  ip: string;
  userAgent: string | undefined;
};

/**
 * Issue 15: the second sign-in step. The per-account and per-IP sign-in limits apply (a wrong code
 * counts as a failed sign-in), on top of the challenge's own 5 attempts and 5 minutes.
 */
export async function signinTwoFactor(ctx: AppContext, { body, ip, userAgent }: SigninTwoFactorInput) {
  const { db } = ctx.database;
  const now = ctx.now();
  const client: AuditClient = { ip, userAgent: userAgent?.slice(0, 300) ?? null };
  const challenge = await findChallenge(ctx, body.challengeId);
  const found = challenge ? await repo.findUserById(db, challenge.userId) : null;
  if (!challenge || !found) throw new AppError('TWO_FACTOR_CHALLENGE_EXPIRED');
  const email = found.user.email;
  const since = minutesFrom(now, -SIGNIN_LIMITS.windowMinutes);
  const [byAccount, byIp] = await Promise.all([
    repo.countFailedSignins(db, { email }, since),
    repo.countFailedSignins(db, { ip }, since),
  ]);
  if (byAccount >= SIGNIN_LIMITS.perAccount || byIp >= SIGNIN_LIMITS.perIp) {
    await audit(db, {
      type: 'SIGNIN_LOCKED_OUT',
      outcome: 'REFUSED',
      who: auditWhoOfUser(found.user),
      client,
      at: now,
      target: email,
      detail: 'TWO_FACTOR',
    });
    throw new AppError('TOO_MANY_ATTEMPTS');
  }
  const attempt = await attemptChallenge(ctx, body);
  if (!attempt.ok) {
    await db.transaction(async (tx) => {
      await repo.recordSigninAttempt(tx, { email, ip, succeeded: false, at: now });
      await audit(tx, {
        type: 'TWO_FACTOR_FAILED',
        outcome: 'FAILURE',
        who: auditWhoOfUser(found.user),
        client,
        at: now,
        target: email,
        detail: body.recoveryCode === undefined ? 'SIGNIN_CODE' : 'SIGNIN_RECOVERY_CODE',
      });
    });
    throw new AppError(
      attempt.reason === 'EXPIRED' ? 'TWO_FACTOR_CHALLENGE_EXPIRED' : 'TWO_FACTOR_CODE_INVALID',
    );
  }
  // The account may have been deactivated in the 5 minutes since the password step.
  const refusal = !found.user.active
    ? new AppError('NOT_ACTIVE', { email })
    : attempt.loginFromConnect && !hasConnectAccess(toAccessSubject(found))
      ? new AppError('NO_CONNECT_ACCESS', { email })
      : null;
  if (refusal) throw refusal;
  if (attempt.method === 'RECOVERY_CODE') {
    await audit(db, {
      type: 'RECOVERY_CODE_USED',
      outcome: 'SUCCESS',
      who: auditWhoOfUser(found.user),
      client,
      at: now,
      target: email,
    });
  }
  return startSession(ctx, found, {
    remember: attempt.remember,
    email,
    ip,
    userAgent,
    client,
    detail: attempt.method,
  });
}

export async function getSelf(ctx: AppContext, userId: string, sessionId: string) {
  const found = await repo.findUserById(ctx.database.db, userId);
  if (!found) throw new AppError('UNAUTHORISED');
  return presentCurrentUser(found, sessionId, await userLists(ctx.database.db, userId));
}

/** The lists the current user carries: favourites, record notification settings, newest notifications. */
async function userLists(db: Executor, userId: string) {
  const [favourites, recordNotifications, notifications] = await Promise.all([
    repo.listFavouriteRecords(db, userId),
    getNotificationSettings(db, userId),
    recentNotifications(db, userId),
  ]);
  return { favourites, recordNotifications, notifications };
}

export async function signout(
  ctx: AppContext,
  session: { scope: Scope; token: string; sessionId: string },
  client: AuditClient,
): Promise<void> {
  const { scope } = session;
  await ctx.database.db.transaction(async (tx) => {
    await repo.deleteSessionByHash(tx, hashToken(session.token));
    await audit(tx, { type: 'LOGOUT', outcome: 'SUCCESS', who: auditWhoOf(scope), client, at: ctx.now() });
  });
  // The realtime channel disconnects the session's sockets.
  await ctx.events.emit('sessionEnded', {
    userId: scope.userId,
    sessionId: session.sessionId,
    occurredAt: ctx.now().toISOString(),
  });
}

/** Sends an e-mail validation link to an inactive account; silent for unknown or active accounts. */
async function issueValidationEmail(
  ctx: AppContext,
  tx: Parameters<typeof repo.insertAccountToken>[0],
  user: repo.UserRow,
) {
  const token = newToken();
  await repo.insertAccountToken(tx, {
    userId: user.id,
    purpose: 'EMAIL_VALIDATION',
    tokenHash: hashToken(token),
    expiresAt: minutesFrom(ctx.now(), ACCOUNT_TOKEN_TTL_MINUTES),
  });
  const link = `${ctx.config.NAVIA_PUBLIC_URL}/validate?token=${token}`;
  return ctx.mailer.enqueue(tx, {
    to: user.email,
    subject: 'Activate your NAVIA account',
    text: `Hello ${user.fullname},\n\nPlease confirm your e-mail address to activate your account:\n${link}\n\nThe link can be used once and expires in ${ACCOUNT_TOKEN_TTL_MINUTES} minutes.`,
  });
}

export async function signup(ctx: AppContext, body: SignupBody & { email: string }, client: AuditClient) {
  const { db } = ctx.database;
  if (await repo.findUserByEmail(db, body.email)) throw new AppError('EMAIL_TAKEN');
  const passwordHash = await hashPassword(body.password);
  let user: repo.UserRow;
  try {
    user = await db.transaction(async (tx) => {
      const created = await repo.insertUser(tx, {
        email: body.email,
        passwordHash,
        fullname: body.fullname,
        role: 'OP',
        active: false,
        homeCountry: body.homeCountry,
        isConnectUser: body.loginFromConnect === true,
      });
      await issueValidationEmail(ctx, tx, created);
      await audit(tx, {
        type: 'SIGNUP',
        outcome: 'SUCCESS',
        who: auditWhoOfUser(created),
        client,
        at: ctx.now(),
        target: created.email,
      });
      return created;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError('EMAIL_TAKEN');
    throw error;
  }
  await ctx.events.emit('userSignedUp', {
    userId: user.id,
    isConnectUser: user.isConnectUser,
    occurredAt: ctx.now().toISOString(),
  });
}

export async function sendActivationEmail(ctx: AppContext, email: string): Promise<void> {
  const { db } = ctx.database;
  const found = await repo.findUserByEmail(db, email);
  if (!found || found.user.active) return;
  await db.transaction((tx) => issueValidationEmail(ctx, tx, found.user));
}

export async function validateEmail(ctx: AppContext, token: string, client: AuditClient): Promise<void> {
  const now = ctx.now();
  const event = { type: 'EMAIL_VALIDATED', client, at: now } as const;
  const validated = await ctx.database.db.transaction(async (tx) => {
    const found = await repo.findUsableToken(tx, hashToken(token), 'EMAIL_VALIDATION', now);
    if (!found || !(await repo.consumeToken(tx, found.token.id, now))) return false;
    await repo.updateUser(tx, found.user.id, { active: true, emailValidatedAt: now });
    await audit(tx, { ...event, outcome: 'SUCCESS', who: auditWhoOfUser(found.user) });
    return true;
  });
  if (!validated) {
    await audit(ctx.database.db, { ...event, outcome: 'FAILURE', who: auditWhoOfUser(null) });
    throw new AppError('INVALID_TOKEN');
  }
}

/** The same answer whether or not the account exists (no account enumeration). */
export async function requestPasswordReset(
  ctx: AppContext,
  email: string,
  client: AuditClient,
): Promise<void> {
  const { db } = ctx.database;
  const found = await repo.findUserByEmail(db, email);
  const event = { type: 'PASSWORD_RESET_REQUESTED', client, at: ctx.now(), target: email } as const;
  if (!found) {
    await audit(db, { ...event, outcome: 'FAILURE', who: auditWhoOfUser(null) });
    return;
  }
  const token = newToken();
  await db.transaction(async (tx) => {
    await audit(tx, { ...event, outcome: 'SUCCESS', who: auditWhoOfUser(found.user) });
    await repo.insertAccountToken(tx, {
      userId: found.user.id,
      purpose: 'PASSWORD_RESET',
      tokenHash: hashToken(token),
      expiresAt: minutesFrom(ctx.now(), ACCOUNT_TOKEN_TTL_MINUTES),
    });
    return ctx.mailer.enqueue(tx, {
      to: found.user.email,
      subject: 'Reset your NAVIA password',
      text: `Hello ${found.user.fullname},\n\nA password reset was requested for your account. Choose a new password here:\n${ctx.config.NAVIA_PUBLIC_URL}/changePassword?token=${token}\n\nThe link can be used once and expires in ${ACCOUNT_TOKEN_TTL_MINUTES} minutes. If you did not ask for this, ignore this e-mail.`,
    });
  });
}

/**
 * The tokens the change-password page spends: a reset link, or the set-password link of a user
 * invited by inviteConnectUser (issue 17), which also activates the account.
 */
const SET_PASSWORD_PURPOSES = ['PASSWORD_RESET', 'USER_INVITE'] as const;

/** Checks a reset token without spending it (the change-password page checks on load). */
export async function checkResetToken(ctx: AppContext, token: string) {
  const found = await repo.findUsableToken(
    ctx.database.db,
    hashToken(token),
    SET_PASSWORD_PURPOSES,
    ctx.now(),
  );
  if (!found) throw new AppError('INVALID_TOKEN');
  return { email: found.user.email };
}

/** Spends the token, sets the password and ends every session of the account. */
export async function changePassword(
  ctx: AppContext,
  token: string,
  password: string,
  client: AuditClient,
): Promise<void> {
  const now = ctx.now();
  const passwordHash = await hashPassword(password);
  const userId = await ctx.database.db.transaction(async (tx) => {
    const found = await repo.findUsableToken(tx, hashToken(token), SET_PASSWORD_PURPOSES, now);
    if (!found || !(await repo.consumeToken(tx, found.token.id, now))) {
      throw new AppError('INVALID_TOKEN');
    }
    const invited = found.token.purpose === 'USER_INVITE';
    await repo.updateUser(
      tx,
      found.user.id,
      invited ? { passwordHash, active: true, emailValidatedAt: now } : { passwordHash },
    );
    await repo.deleteSessionsOfUser(tx, found.user.id);
    await audit(tx, {
      type: 'PASSWORD_RESET_DONE',
      outcome: 'SUCCESS',
      who: auditWhoOfUser(found.user),
      client,
      at: now,
    });
    return found.user.id;
  });
  await ctx.events.emit('passwordChanged', { userId, occurredAt: now.toISOString() });
}

/** The purge-expired-sessions job: sessions and account tokens past their expiry (decision 003). */
export async function purgeExpiredSessionsAndTokens(ctx: AppContext) {
  const now = ctx.now();
  const sessions = await ctx.database.db.transaction(async (tx) => {
    const expired = await repo.deleteExpiredSessions(tx, now);
    await audit(
      tx,
      ...expired.map((session) => ({
        type: 'SESSION_EXPIRED' as const,
        outcome: 'SUCCESS' as const,
        who: { actorUserId: null, effectiveUserId: session.userId, orgGroupId: null },
        client: { ip: session.ip, userAgent: session.userAgent },
        at: now,
        target: session.id,
        detail: 'EXPIRED',
      })),
    );
    return expired.length;
  });
  const tokens = await repo.deleteExpiredAccountTokens(ctx.database.db, now);
  // Issue 15: the second sign-in step's challenges past their 5 minutes.
  const twoFactorChallenges = await purgeExpiredChallenges(ctx);
  return { sessions, tokens, twoFactorChallenges };
}

/** GET /api/user/countries: the supported home countries with their trading-hours zone (hub §9). */
export function countryOptions() {
  return HOME_COUNTRY_OPTIONS.map(({ value, label }) => {
    const zone = tradingZoneOf(value);
    return { value, label, timeZone: zone.timeZone, zoneShortName: zone.shortName };
  });
}

/** The settings /settings saves (hub §7 user settings calls); each key is optional. */
export type SettingsPatch = {
  theme?: 'light' | 'dark';
  unitOfMeasure?: 'METRIC' | 'IMPERIAL';
  acceptedCookies?: boolean;
  viewTooltip?: boolean;
  mode?: UserMode;
  homeCountry?: HomeCountry;
  language?: SupportedLanguage;
  localViewActive?: boolean;
  /** One hide-popup flag (hub §3): hidden or shown again. */
  hidePopup?: { popup: HidePopup; hide: boolean };
  /** One connect welcome popup: shown again or stopped. */
  welcomePopup?: { popup: string; show: boolean };
};

export async function updateSettings(
  ctx: AppContext,
  who: { userId: string; sessionId: string },
  values: SettingsPatch,
) {
  const patch: Parameters<typeof repo.updateUser>[2] = {};
  if (values.theme) patch.theme = values.theme;
  if (values.unitOfMeasure) patch.unitOfMeasure = values.unitOfMeasure;
  if (values.acceptedCookies !== undefined) {
    patch.acceptedCookies = values.acceptedCookies;
    patch.showCookieBanner = false;
  }
  if (values.viewTooltip !== undefined) patch.viewTooltip = values.viewTooltip;
  if (values.mode) patch.mode = values.mode;
  if (values.homeCountry) patch.homeCountry = values.homeCountry;
  if (values.language) patch.language = values.language;
  if (values.localViewActive !== undefined) patch.localViewActive = values.localViewActive;
  await ctx.database.db.transaction(async (tx) => {
    if (Object.keys(patch).length > 0) await repo.updateUser(tx, who.userId, patch);
    if (values.hidePopup)
      await repo.setJsonFlag(tx, who.userId, 'hidePopups', values.hidePopup.popup, values.hidePopup.hide);
    if (values.welcomePopup)
      await repo.setJsonFlag(
        tx,
        who.userId,
        'connectWelcomePopups',
        values.welcomePopup.popup,
        values.welcomePopup.show,
      );
  });
  return getSelf(ctx, who.userId, who.sessionId);
}

function isUniqueViolation(error: unknown): boolean {
  const code =
    (error as { code?: unknown; cause?: { code?: unknown } } | null)?.code ??
    (error as { cause?: { code?: unknown } })?.cause?.code;
  return code === '23505';
}
