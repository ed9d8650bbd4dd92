/**
 * Two-factor sign-in (issue 15): enrolment on /settings/security and the second sign-in step's
 * checks. The sign-in itself (sessions, attempt limits) stays in the users module, which calls
 * issueChallenge and attemptChallenge. Every use case owns its transaction and audits in it.
 */

import type {
  RecoveryCodesAnswer,
  TwoFactorSetup,
  TwoFactorStatus,
} from '@navia/domain/contracts/two-factor';
import type { Role } from '@navia/domain/rules/access';
import {
  formatManualKey,
  mayEnrolTwoFactor,
  normaliseTotpCode,
  TWO_FACTOR_CHALLENGE_ATTEMPTS,
  TWO_FACTOR_CHALLENGE_MINUTES,
  twoFactorPolicyFor,
} from '@navia/domain/rules/two-factor/two-factor';
import QRCode from 'qrcode';
import type { AppContext } from '../../context.ts';
import type { Executor } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { type AuditClient, type AuditWho, audit } from '../../lib/audit.ts';
import { hashToken, newToken } from '../../lib/tokens.ts';
import { hashRecoveryCode, newRecoveryCodes } from './recovery-codes.ts';
import { newTotpSecret, totpUri, verifyTotp } from './totp.ts';
import * as repo from './two-factor.repository.ts';

/** The account a security call is about: always the caller's own (view-as is refused by the declarations). */
export type TwoFactorAccount = { id: string; email: string; role: Role; orgGroupId: string | null };
type Caller = { account: TwoFactorAccount; who: AuditWho; client: AuditClient };

async function statusOf(db: Executor, account: TwoFactorAccount): Promise<TwoFactorStatus> {
  const policy = twoFactorPolicyFor(account.role);
  const secret = await repo.findSecret(db, account.id);
  const enabled = secret?.confirmedAt != null;
  return {
    policy,
    enabled,
    enabledAt: enabled && secret?.confirmedAt ? secret.confirmedAt.toISOString() : null,
    recoveryCodesLeft: enabled ? await repo.countUnusedRecoveryCodes(db, account.id) : 0,
    // Staff keep it once enrolled; a user whose role changed since may turn it off.
    mayDisable: enabled && policy !== 'STAFF',
  };
}

export function getStatus(ctx: AppContext, account: TwoFactorAccount): Promise<TwoFactorStatus> {
  return statusOf(ctx.database.db, account);
}

/** Whether sign-in asks this user for a code: a confirmed secret, whatever the role is now. */
export async function isTwoFactorOn(db: Executor, userId: string): Promise<boolean> {
  const secret = await repo.findSecret(db, userId);
  return secret?.confirmedAt != null;
}

function requireEligible(account: TwoFactorAccount) {
  if (!mayEnrolTwoFactor(account.role)) throw new AppError('TWO_FACTOR_NOT_AVAILABLE');
}

/** START: a new pending secret; sign-in does not ask for it until a code confirms it. */
export async function start(ctx: AppContext, { account }: Caller): Promise<TwoFactorSetup> {
  requireEligible(account);
  const secret = newTotpSecret();
  await ctx.database.db.transaction(async (tx) => {
    const current = await repo.lockSecret(tx, account.id);
    if (current?.confirmedAt) throw new AppError('TWO_FACTOR_STATE_CONFLICT');
    await repo.savePendingSecret(tx, account.id, secret, ctx.now());
  });
  const otpauthUri = totpUri(secret, account.email);
  const svg = await QRCode.toString(otpauthUri, { type: 'svg', errorCorrectionLevel: 'M', margin: 1 });
  return {
    manualKey: formatManualKey(secret),
    otpauthUri,
    qrCode: `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`,
  };
}

/**
 * Checks a code of the user's secret inside the transaction and records its time step, so that the
 * code is not accepted again. A wrong code is audited (TWO_FACTOR_FAILED) by the caller.
 */
async function acceptCode(
  tx: Executor,
  secret: repo.TwoFactorSecretRow,
  typed: string,
  now: Date,
): Promise<boolean> {
  const timeStep = verifyTotp({
    secret: secret.secret,
    code: normaliseTotpCode(typed),
    at: now,
    afterTimeStep: secret.lastTimeStep,
  });
  if (timeStep === null) return false;
  return repo.acceptTimeStep(tx, secret.userId, timeStep, now);
}

type CodeCheck<T> = { ok: true; value: T } | { ok: false };

/** Runs a change that needs a current code; a wrong code is audited and answered 400. */
async function withCurrentCode<T>(
  ctx: AppContext,
  caller: Caller,
  code: string,
  detail: string,
  change: (tx: Executor, secret: repo.TwoFactorSecretRow) => Promise<T>,
  { pending }: { pending: boolean } = { pending: false },
): Promise<T> {
  const now = ctx.now();
  const result = await ctx.database.db.transaction(async (tx): Promise<CodeCheck<T>> => {
    const secret = await repo.lockSecret(tx, caller.account.id);
    if (!secret || (secret.confirmedAt === null) !== pending) {
      throw new AppError('TWO_FACTOR_STATE_CONFLICT');
    }
    if (!(await acceptCode(tx, secret, code, now))) return { ok: false };
    return { ok: true, value: await change(tx, secret) };
  });
  if (!result.ok) {
    await audit(ctx.database.db, {
      type: 'TWO_FACTOR_FAILED',
      outcome: 'FAILURE',
      who: caller.who,
      client: caller.client,
      at: now,
      detail,
    });
    throw new AppError('TWO_FACTOR_CODE_REFUSED');
  }
  return result.value;
}

/** CONFIRM: the first code turns two-factor sign-in on and makes the recovery codes (shown once). */
export async function confirm(ctx: AppContext, caller: Caller, code: string): Promise<RecoveryCodesAnswer> {
  requireEligible(caller.account);
  const { codes, hashes } = newRecoveryCodes();
  const now = ctx.now();
  await withCurrentCode(
    ctx,
    caller,
    code,
    'CONFIRM',
    async (tx) => {
      // acceptCode recorded the code's time step; confirmedAt makes the secret live.
      await repo.confirmSecret(tx, caller.account.id, now);
      await repo.replaceRecoveryCodes(tx, caller.account.id, hashes, now);
      await audit(tx, {
        type: 'TWO_FACTOR_ENROLLED',
        outcome: 'SUCCESS',
        who: caller.who,
        client: caller.client,
        at: now,
      });
    },
    { pending: true },
  );
  return { recoveryCodes: codes, status: await statusOf(ctx.database.db, caller.account) };
}

/** DISABLE: a client admin opts out with a current code; staff keep it (issue 15). */
export async function disable(ctx: AppContext, caller: Caller, code: string): Promise<TwoFactorStatus> {
  if (twoFactorPolicyFor(caller.account.role) === 'STAFF') throw new AppError('TWO_FACTOR_REQUIRED');
  const now = ctx.now();
  await withCurrentCode(ctx, caller, code, 'DISABLE', async (tx) => {
    await repo.deleteTwoFactor(tx, caller.account.id);
    await audit(tx, {
      type: 'TWO_FACTOR_DISABLED',
      outcome: 'SUCCESS',
      who: caller.who,
      client: caller.client,
      at: now,
    });
  });
  return statusOf(ctx.database.db, caller.account);
}

/** New recovery codes with a current code; the old set stops working. */
export async function regenerateRecoveryCodes(
  ctx: AppContext,
  caller: Caller,
  code: string,
): Promise<RecoveryCodesAnswer> {
  const { codes, hashes } = newRecoveryCodes();
  const now = ctx.now();
  await withCurrentCode(ctx, caller, code, 'RECOVERY_CODES', async (tx) => {
    await repo.replaceRecoveryCodes(tx, caller.account.id, hashes, now);
    await audit(tx, {
      type: 'TWO_FACTOR_RECOVERY_CODES_REGENERATED',
      outcome: 'SUCCESS',
      who: caller.who,
      client: caller.client,
      at: now,
    });
  });
  return { recoveryCodes: codes, status: await statusOf(ctx.database.db, caller.account) };
}

/** The second sign-in step's challenge (single use, 5 minutes); only its hash is stored. */
export async function issueChallenge(
  ctx: AppContext,
  input: { userId: string; remember: boolean; loginFromConnect: boolean },
) {
  const now = ctx.now();
  const challengeId = newToken();
  const expiresAt = new Date(now.getTime() + TWO_FACTOR_CHALLENGE_MINUTES * 60_000);
  await repo.insertChallenge(ctx.database.db, {
    tokenHash: hashToken(challengeId),
    userId: input.userId,
    remember: input.remember,
    loginFromConnect: input.loginFromConnect,
    expiresAt,
    createdAt: now,
  });
  return { twoFactorRequired: true as const, challengeId, expiresAt: expiresAt.toISOString() };
}

/** The live challenge of an id (no attempt spent), so the caller can apply the sign-in limits first. */
export function findChallenge(ctx: AppContext, challengeId: string) {
  return repo.findLiveChallenge(ctx.database.db, hashToken(challengeId), ctx.now());
}

export type ChallengeAttempt =
  | {
      ok: true;
      userId: string;
      remember: boolean;
      loginFromConnect: boolean;
      method: 'TOTP' | 'RECOVERY_CODE';
    }
  | { ok: false; reason: 'EXPIRED' | 'INVALID'; userId: string | null };

/**
 * One attempt at a challenge with an authenticator code or a recovery code. A success spends the
 * challenge (and the recovery code, or the code's time step); a failure spends one of its attempts.
 */
export async function attemptChallenge(
  ctx: AppContext,
  input: { challengeId: string; code?: string | undefined; recoveryCode?: string | undefined },
): Promise<ChallengeAttempt> {
  const now = ctx.now();
  return ctx.database.db.transaction(async (tx): Promise<ChallengeAttempt> => {
    const challenge = await repo.lockLiveChallenge(tx, hashToken(input.challengeId), now);
    if (!challenge || challenge.attempts >= TWO_FACTOR_CHALLENGE_ATTEMPTS) {
      return { ok: false, reason: 'EXPIRED', userId: challenge?.userId ?? null };
    }
    const secret = await repo.lockSecret(tx, challenge.userId);
    let method: 'TOTP' | 'RECOVERY_CODE' | null = null;
    if (secret?.confirmedAt) {
      if (input.code !== undefined && (await acceptCode(tx, secret, input.code, now))) method = 'TOTP';
      if (
        input.recoveryCode !== undefined &&
        (await repo.spendRecoveryCode(tx, challenge.userId, hashRecoveryCode(input.recoveryCode), now))
      ) {
        method = 'RECOVERY_CODE';
      }
    }
    const attempts = challenge.attempts + 1;
    await repo.recordChallengeAttempt(tx, challenge.id, {
      attempts,
      usedAt: method || attempts >= TWO_FACTOR_CHALLENGE_ATTEMPTS ? now : null,
    });
    if (!method) return { ok: false, reason: 'INVALID', userId: challenge.userId };
    return {
      ok: true,
      userId: challenge.userId,
      remember: challenge.remember,
      loginFromConnect: challenge.loginFromConnect,
      method,
    };
  });
}

/** Part of the purge-expired-sessions job: challenges past their expiry. */
export function purgeExpiredChallenges(ctx: AppContext): Promise<number> {
  return repo.deleteExpiredChallenges(ctx.database.db, ctx.now());
}
