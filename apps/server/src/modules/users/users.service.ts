/**
 * Sign-in and account use cases (hub §4 Login, hub §5, hub §7 "User and settings", hub §8).
 * Each use case owns its transaction; e-mails go through the outbox inside it.
 */
import { ACCOUNT_TOKEN_TTL_MINUTES } from '@navia/domain/constants';
import type { SigninBody, SignupBody } from '@navia/domain/contracts/user';
import { hasConnectAccess } from '@navia/domain/rules/access';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../lib/app-error.ts';
import { dummyPasswordHash, hashPassword, verifyPassword } from '../../lib/password.ts';
import { hashToken, newToken } from '../../lib/tokens.ts';
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
  if (byAccount >= SIGNIN_LIMITS.perAccount || byIp >= SIGNIN_LIMITS.perIp) {
    throw new AppError('TOO_MANY_ATTEMPTS');
  }

  const found = await repo.findUserByEmail(db, email);
  const passwordOk = await verifyPassword(
    found?.user.passwordHash ?? (await dummyPasswordHash()),
    body.password,
  );
  if (!found || !passwordOk) {
    await repo.recordSigninAttempt(db, { email, ip, succeeded: false, at: now });
    throw new AppError('INVALID_CREDENTIALS');
  }
  // The password was right: what follows is told to the user, and is not a failed attempt.
  if (!found.user.active) {
    throw new AppError('NOT_ACTIVE', { email });
  }
  if (body.loginFromConnect && !hasConnectAccess(toAccessSubject(found))) {
    throw new AppError('NO_CONNECT_ACCESS', { email });
  }

  const remember = body.rememberMe === true;
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
    return created;
  });
  const favourites = await repo.listFavouriteRecords(db, found.user.id);
  return { token, expiresAt, remember, user: presentCurrentUser(found, session.id, favourites) };
}

export async function getSelf(ctx: AppContext, userId: string, sessionId: string) {
  const found = await repo.findUserById(ctx.database.db, userId);
  if (!found) throw new AppError('UNAUTHORISED');
  const favourites = await repo.listFavouriteRecords(ctx.database.db, userId);
  return presentCurrentUser(found, sessionId, favourites);
}

export async function signout(ctx: AppContext, token: string): Promise<void> {
  await repo.deleteSessionByHash(ctx.database.db, hashToken(token));
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

export async function signup(ctx: AppContext, body: SignupBody & { email: string }) {
  const { db } = ctx.database;
  if (await repo.findUserByEmail(db, body.email)) throw new AppError('EMAIL_TAKEN');
  const passwordHash = await hashPassword(body.password);
  let emailId: string;
  try {
    emailId = await db.transaction(async (tx) => {
      const user = await repo.insertUser(tx, {
        email: body.email,
        passwordHash,
        fullname: body.fullname,
        role: 'OP',
        active: false,
        homeCountry: body.homeCountry,
        isConnectUser: body.loginFromConnect === true,
      });
      return issueValidationEmail(ctx, tx, user);
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError('EMAIL_TAKEN');
    throw error;
  }
  await ctx.mailer.deliver([emailId]);
}

export async function sendActivationEmail(ctx: AppContext, email: string): Promise<void> {
  const { db } = ctx.database;
  const found = await repo.findUserByEmail(db, email);
  if (!found || found.user.active) return;
  const emailId = await db.transaction((tx) => issueValidationEmail(ctx, tx, found.user));
  await ctx.mailer.deliver([emailId]);
}

export async function validateEmail(ctx: AppContext, token: string): Promise<void> {
  const now = ctx.now();
  await ctx.database.db.transaction(async (tx) => {
    const found = await repo.findUsableToken(tx, hashToken(token), 'EMAIL_VALIDATION', now);
    if (!found || !(await repo.consumeToken(tx, found.token.id, now))) {
      throw new AppError('INVALID_TOKEN');
    }
    await repo.updateUser(tx, found.user.id, { active: true, emailValidatedAt: now });
  });
}

/** The same answer whether or not the account exists (no account enumeration). */
export async function requestPasswordReset(ctx: AppContext, email: string): Promise<void> {
  const { db } = ctx.database;
  const found = await repo.findUserByEmail(db, email);
  if (!found) return;
  const token = newToken();
  const emailId = await db.transaction(async (tx) => {
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
  await ctx.mailer.deliver([emailId]);
}

/** Checks a reset token without spending it (the change-password page checks on load). */
export async function checkResetToken(ctx: AppContext, token: string) {
  const found = await repo.findUsableToken(ctx.database.db, hashToken(token), 'PASSWORD_RESET', ctx.now());
  if (!found) throw new AppError('INVALID_TOKEN');
  return { email: found.user.email };
}

/** Spends the token, sets the password and ends every session of the account. */
export async function changePassword(ctx: AppContext, token: string, password: string): Promise<void> {
  const now = ctx.now();
  const passwordHash = await hashPassword(password);
  await ctx.database.db.transaction(async (tx) => {
    const found = await repo.findUsableToken(tx, hashToken(token), 'PASSWORD_RESET', now);
    if (!found || !(await repo.consumeToken(tx, found.token.id, now))) {
      throw new AppError('INVALID_TOKEN');
    }
    await repo.updateUser(tx, found.user.id, { passwordHash });
    await repo.deleteSessionsOfUser(tx, found.user.id);
  });
}

export async function updateSettings(
  ctx: AppContext,
  who: { userId: string; sessionId: string },
  values: { theme?: 'light' | 'dark'; acceptedCookies?: boolean },
) {
  const patch: Parameters<typeof repo.updateUser>[2] = {};
  if (values.theme) patch.theme = values.theme;
  if (values.acceptedCookies !== undefined) {
    patch.acceptedCookies = values.acceptedCookies;
    patch.showCookieBanner = false;
  }
  await repo.updateUser(ctx.database.db, who.userId, patch);
  return getSelf(ctx, who.userId, who.sessionId);
}

function isUniqueViolation(error: unknown): boolean {
  const code =
    (error as { code?: unknown; cause?: { code?: unknown } } | null)?.code ??
    (error as { cause?: { code?: unknown } })?.cause?.code;
  return code === '23505';
}
