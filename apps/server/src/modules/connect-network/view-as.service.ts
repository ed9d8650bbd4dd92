/**
 * View-as (connect §4, §6; hub §6): a staff admin (NA, NSU) views the portal as a trusted party's
 * TPADMIN or an organisation group's client admin (CA). The session stores whom (viewAsUserId) and
 * where STOP returns (viewAsReturnPath, one of connect §2's paths); plugins/auth.ts then answers
 * every call as the effective user, with the admin as the scope's actor for the audit log.
 */
import { type ViewAsReturnPath, viewAsReturnPathSchema } from '@navia/domain/contracts/user';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../lib/app-error.ts';
import { type AuditClient, audit } from '../../lib/audit.ts';
import type { RequestAuth } from '../../plugins/auth.ts';
import { getSelf } from '../users/users.service.ts';
import * as repo from './connect-network.repository.ts';

export type ViewAsTarget =
  | { kind: 'TRUSTED_PARTY'; trustedPartyId: string }
  | { kind: 'ORG_GROUP'; orgGroupId: string };

export async function startViewAs(
  ctx: AppContext,
  auth: RequestAuth,
  target: ViewAsTarget,
  returnPath: ViewAsReturnPath,
  client: AuditClient,
) {
  if (auth.actor) throw new AppError('CONFLICT', { message: 'Stop viewing as first.' });
  const db = ctx.database.db;
  const admin = auth.user.user;
  let viewed: repo.UserRow | null;
  if (target.kind === 'TRUSTED_PARTY') {
    if (!(await repo.findLiveTrustedParty(db, target.trustedPartyId))) throw new AppError('NOT_FOUND');
    viewed = await repo.findTrustedPartyAdmin(db, target.trustedPartyId);
    if (!viewed)
      throw new AppError('CONFLICT', { message: 'This trusted party has no active admin user to view as.' });
  } else {
    if (!(await repo.findOrgGroup(db, target.orgGroupId))) throw new AppError('NOT_FOUND');
    viewed = await repo.findGroupClientAdmin(db, target.orgGroupId);
    if (!viewed)
      throw new AppError('CONFLICT', { message: 'This organisation has no active client admin to view as.' });
  }
  const viewedUser = viewed;
  const now = ctx.now();
  await db.transaction(async (tx) => {
    await repo.setSessionViewAs(tx, auth.sessionId, { userId: viewedUser.id, returnPath });
    await audit(tx, {
      type: 'VIEW_AS_STARTED',
      outcome: 'SUCCESS',
      who: { actorUserId: admin.id, effectiveUserId: viewedUser.id, orgGroupId: viewedUser.orgGroupId },
      client,
      at: now,
      target: viewedUser.id,
      detail:
        target.kind === 'TRUSTED_PARTY'
          ? `TRUSTED_PARTY:${target.trustedPartyId}`
          : `ORG_GROUP:${target.orgGroupId}`,
    });
  });
  const found = await getSelf(ctx, viewedUser.id, auth.sessionId);
  const viewAs = {
    actorUserId: admin.id,
    actorName: admin.fullname,
    userId: viewedUser.id,
    userName: viewedUser.fullname,
    kind: target.kind,
    entityId: target.kind === 'TRUSTED_PARTY' ? target.trustedPartyId : target.orgGroupId,
    entityName: found.trustedParty?.name ?? found.orgGroupCode?.name ?? '',
    returnPath,
  };
  return { user: { ...found, viewAs }, viewAs };
}

/**
 * Ends the session's view-as. Checked against the session (its own user is the admin), not the
 * request's effective user, so it works while viewing as anyone.
 */
export async function stopViewAs(ctx: AppContext, auth: RequestAuth, client: AuditClient) {
  const db = ctx.database.db;
  const now = ctx.now();
  return db.transaction(async (tx) => {
    const session = await repo.findSessionViewAs(tx, auth.sessionId);
    if (!session?.viewAsUserId)
      throw new AppError('CONFLICT', { message: 'This session is not viewing as anyone.' });
    await repo.setSessionViewAs(tx, auth.sessionId, null);
    await audit(tx, {
      type: 'VIEW_AS_STOPPED',
      outcome: 'SUCCESS',
      who: {
        actorUserId: session.userId,
        effectiveUserId: session.viewAsUserId,
        orgGroupId: auth.scope.orgGroupId,
      },
      client,
      at: now,
      target: session.viewAsUserId,
    });
    const returnPath = viewAsReturnPathSchema.safeParse(session.returnPath);
    return { returnPath: returnPath.success ? returnPath.data : ('/connect/admin' as const) };
  });
}
