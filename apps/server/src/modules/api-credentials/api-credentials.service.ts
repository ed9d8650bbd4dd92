/**
 * API credentials (hub §3, hub §7 "API user", issue 15): read, rotate and list the rotations of an
 * organisation group's API user. Each rotation owns its transaction: the new secret or public key,
 * the end of every access token the API user held, the history row and the audit event commit
 * together, so the old secret stops working the moment the answer is sent.
 */
import { randomBytes } from 'node:crypto';
import {
  API_CREDENTIALS_HISTORY_LIMIT,
  type ApiCredentialAction,
  type ApiCredentials,
  type CredentialsHistoryRow,
  type ResetPasswordAnswer,
} from '@navia/domain/contracts/api-credentials';
import { apiCredentialsReach } from '@navia/domain/rules/api-credentials';
import type { AppContext } from '../../context.ts';
import type { Executor } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { type AuditClient, audit, auditWhoOf } from '../../lib/audit.ts';
import { hashPassword } from '../../lib/password.ts';
import type { Scope } from '../../lib/scope.ts';
import * as repo from './api-credentials.repository.ts';

/** Who asks: their scope, their name and e-mail (for the history), and where from (for the audit). */
export type CredentialsCaller = { scope: Scope; name: string; email: string; client: AuditClient };

/** A new secret: 256 random bits, base64url, with a prefix that says what it is. */
const newApiSecret = () => `nsk_${randomBytes(32).toString('base64url')}`;
/** A new public key (a public client id): 128 random bits. */
const newPublicKey = () => `npk_${randomBytes(16).toString('hex')}`;

/** The group whose credentials the caller names: their own for a client admin, any for an administrator. */
async function groupOf(ctx: AppContext, caller: CredentialsCaller, orgGroupId: string | undefined) {
  const reach = apiCredentialsReach(caller.scope.role);
  if (reach === 'NONE') throw new AppError('API_CREDENTIALS_NOT_ALLOWED');
  const id = orgGroupId ?? (reach === 'OWN_GROUP' ? caller.scope.orgGroupId : null);
  if (!id) throw new AppError('VALIDATION', { message: 'orgGroupId: name the organisation group' });
  // A client admin naming another group finds nothing, as for an unknown id (the scope decides).
  const group = await repo.findVisibleOrgGroup(ctx.database.db, caller.scope, id);
  if (!group) throw new AppError('NOT_FOUND');
  return group;
}

function present(apiUser: repo.ApiUserRow | null): ApiCredentials {
  return {
    apiUserName: apiUser?.apiUserName ?? null,
    publicKey: apiUser?.publicKey ?? null,
    hasPassword: apiUser?.passwordHash != null,
    email: apiUser?.email ?? null,
  };
}

export async function getApiCredentials(
  ctx: AppContext,
  caller: CredentialsCaller,
  orgGroupId: string | undefined,
): Promise<ApiCredentials> {
  const group = await groupOf(ctx, caller, orgGroupId);
  return present(await repo.findActiveApiUser(ctx.database.db, group.id));
}

export async function credentialsHistory(
  ctx: AppContext,
  caller: CredentialsCaller,
  orgGroupId: string | undefined,
): Promise<{ result: CredentialsHistoryRow[] }> {
  const group = await groupOf(ctx, caller, orgGroupId);
  const rows = await repo.listHistory(ctx.database.db, group.id, API_CREDENTIALS_HISTORY_LIMIT);
  return {
    result: rows.map((r) => ({
      _id: r.id,
      action: r.action,
      changeDate: r.changedAt.toISOString(),
      changedBy: r.changedByName,
    })),
  };
}

/** A free apiUserName from the group's code: acme-api, else acme-api-2, acme-api-3, … */
async function freeApiUserName(tx: Executor, code: string): Promise<string> {
  const base = `${code.toLowerCase().replace(/[^a-z0-9]+/g, '-')}-api`;
  const taken = new Set(await repo.apiUserNamesLike(tx, base));
  if (!taken.has(base)) return base;
  for (let n = 2; ; n += 1) if (!taken.has(`${base}-${n}`)) return `${base}-${n}`;
}

type Rotation = {
  action: Exclude<ApiCredentialAction, 'CREATED'>;
  passwordHash?: string;
  publicKey?: string;
};

/** Applies a rotation to the group's API user (made first when it has none), in one transaction. */
async function rotate(ctx: AppContext, caller: CredentialsCaller, group: repo.OrgGroupRow, change: Rotation) {
  const now = ctx.now();
  const history = {
    changedByUserId: caller.scope.actor?.userId ?? caller.scope.userId,
    changedByName: caller.name,
  };
  const who = auditWhoOf(caller.scope);
  // The group's id in the audit row, whoever acts (an administrator has none of their own).
  const auditWho = { ...who, orgGroupId: group.id };
  return ctx.database.db.transaction(async (tx) => {
    await repo.lockOrgGroup(tx, group.id);
    let apiUser = await repo.findActiveApiUser(tx, group.id);
    if (!apiUser) {
      const ownEmail = caller.scope.role === 'CA' ? caller.email : null;
      apiUser = await repo.insertApiUser(tx, {
        orgGroupId: group.id,
        apiUserName: await freeApiUserName(tx, group.code),
        email: ownEmail ?? (await repo.firstClientAdminEmail(tx, group.id)) ?? caller.email,
        publicKey: newPublicKey(),
        passwordHash: null,
        createdAt: now,
        updatedAt: now,
      });
      await repo.insertHistory(tx, { apiUserId: apiUser.id, action: 'CREATED', changedAt: now, ...history });
      await audit(tx, {
        type: 'API_CREDENTIALS_ROTATED',
        outcome: 'SUCCESS',
        who: auditWho,
        client: caller.client,
        at: now,
        target: apiUser.id,
        detail: 'CREATED',
      });
    }
    const updated = await repo.updateApiUser(tx, apiUser.id, {
      ...(change.passwordHash ? { passwordHash: change.passwordHash } : {}),
      ...(change.publicKey ? { publicKey: change.publicKey } : {}),
      updatedAt: now,
    });
    const ended = await repo.deleteApiSessions(tx, apiUser.id);
    await repo.insertHistory(tx, {
      apiUserId: apiUser.id,
      action: change.action,
      changedAt: now,
      ...history,
    });
    await audit(tx, {
      type: 'API_CREDENTIALS_ROTATED',
      outcome: 'SUCCESS',
      who: auditWho,
      client: caller.client,
      at: now,
      target: apiUser.id,
      detail: ended > 0 ? `${change.action} (${ended} access tokens ended)` : change.action,
    });
    return updated;
  });
}

/** resetPassword: a new secret, answered this once. */
export async function resetPassword(
  ctx: AppContext,
  caller: CredentialsCaller,
  orgGroupId: string | undefined,
): Promise<ResetPasswordAnswer> {
  const group = await groupOf(ctx, caller, orgGroupId);
  const secret = newApiSecret();
  // Hashed before the transaction: argon2id is slow on purpose, and no lock need wait for it.
  const passwordHash = await hashPassword(secret);
  const apiUser = await rotate(ctx, caller, group, { action: 'PASSWORD_RESET', passwordHash });
  return { ...present(apiUser), password: secret };
}

/** resetPublicKey: a new public client id. */
export async function resetPublicKey(
  ctx: AppContext,
  caller: CredentialsCaller,
  orgGroupId: string | undefined,
): Promise<ApiCredentials> {
  const group = await groupOf(ctx, caller, orgGroupId);
  return present(await rotate(ctx, caller, group, { action: 'PUBLIC_KEY_RESET', publicKey: newPublicKey() }));
}
