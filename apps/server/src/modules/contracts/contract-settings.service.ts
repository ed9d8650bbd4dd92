/**
 * An organisation group's contract settings (issue 16; paths designed, the spec shows none):
 * approvals on or off, stock transfer offered or not (connect §5), and the auto-assign routes
 * (autoAssignContractRoutes: who is assigned a new contract, by lane or counterparty, first match
 * wins). A customer user reads its own group's; staff name the group (orgGroupId); a trusted-party
 * user has no group's settings (404). Saving is for client admins and staff (the route's rule):
 * the row is upserted and the routes replaced in one transaction, and the change is audited.
 */
import type { ContractSettings } from '@navia/domain/contracts/connect-contracts';
import { isStaff, isTrustedPartyRole } from '@navia/domain/rules/access';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../lib/app-error.ts';
import { type AuditClient, audit, auditWhoOf } from '../../lib/audit.ts';
import type { Scope } from '../../lib/scope.ts';
import * as repo from './contract-settings.repository.ts';

const notFound = () => new AppError('NOT_FOUND');
/** Staff act for every group, so they name the one they mean. */
const staffNameTheGroup = () =>
  new AppError('VALIDATION', {
    message: 'orgGroupId: staff name the organisation group whose settings they mean',
  });

/** The group the call is about: the caller's own, or (staff) the one named; else 404 as unknown. */
async function settingsGroupOf(ctx: AppContext, scope: Scope, orgGroupId: string | null | undefined) {
  const id = orgGroupId ?? (isStaff(scope.role) ? null : scope.orgGroupId);
  if (id === null) throw isStaff(scope.role) ? staffNameTheGroup() : notFound();
  const group = await repo.findSettingsGroup(ctx.database.db, scope, id);
  if (!group) throw notFound();
  return group;
}

async function readSettings(ctx: AppContext, group: repo.SettingsGroup): Promise<ContractSettings> {
  const db = ctx.database.db;
  const [settings, routes, groupUsers, trustedParties] = await Promise.all([
    repo.findContractSettings(db, group),
    repo.findAutoAssignRoutes(db, group),
    repo.findGroupUsers(db, group),
    repo.findLinkedTrustedParties(db, group),
  ]);
  return {
    orgGroupId: group.orgGroupId,
    approvalsRequired: settings?.approvalsRequired ?? false,
    stockTransferDisabled: settings?.stockTransferDisabled ?? false,
    autoAssignContractRoutes: routes.map(({ route, userName, trustedPartyName }) => ({
      _id: route.id,
      userId: route.userId,
      userName,
      portOfLoading: route.portOfLoading,
      portOfFinalDestination: route.portOfFinalDestination,
      trustedPartyId: route.trustedPartyId,
      trustedPartyName,
    })),
    users: groupUsers.map((u) => ({ _id: u.id, fullname: u.fullname })),
    trustedParties: trustedParties.map((tp) => ({ _id: tp.id, name: tp.name })),
  };
}

/** GET /api/connect/contractSettings {orgGroupId?}: the defaults (all off) until a first save. */
export async function getSettings(ctx: AppContext, scope: Scope, orgGroupId: string | undefined) {
  return readSettings(ctx, await settingsGroupOf(ctx, scope, orgGroupId));
}

export type SaveSettings = {
  orgGroupId: string | null;
  approvalsRequired: boolean;
  stockTransferDisabled: boolean;
  autoAssignContractRoutes: readonly repo.AutoAssignRouteValues[];
};

/**
 * PUT /api/connect/contractSettings. Every route names a user of the group and, if any, a trusted
 * party linked to it; another one answers as an unknown id (404) and nothing is saved.
 */
export async function saveSettings(
  ctx: AppContext,
  caller: { scope: Scope; client: AuditClient },
  body: SaveSettings,
): Promise<ContractSettings> {
  const group = await settingsGroupOf(ctx, caller.scope, body.orgGroupId);
  const db = ctx.database.db;
  const routes = body.autoAssignContractRoutes.map((r) => ({
    userId: r.userId,
    portOfLoading: r.portOfLoading,
    portOfFinalDestination: r.portOfFinalDestination,
    trustedPartyId: r.trustedPartyId,
  }));
  const userIds = [...new Set(routes.map((r) => r.userId))];
  const trustedPartyIds = [...new Set(routes.flatMap((r) => (r.trustedPartyId ? [r.trustedPartyId] : [])))];
  const [knownUsers, linked] = await Promise.all([
    repo.groupUserIds(db, group, userIds),
    repo.linkedTrustedPartyIds(db, group, trustedPartyIds),
  ]);
  if (userIds.some((id) => !knownUsers.has(id)) || trustedPartyIds.some((id) => !linked.has(id)))
    throw notFound();
  const now = ctx.now();
  await db.transaction(async (tx) => {
    await repo.upsertContractSettings(
      tx,
      group,
      { approvalsRequired: body.approvalsRequired, stockTransferDisabled: body.stockTransferDisabled },
      now,
    );
    await repo.replaceAutoAssignRoutes(tx, group, routes, now);
    await audit(tx, {
      type: 'CONTRACT_SETTINGS_CHANGED',
      outcome: 'SUCCESS',
      who: auditWhoOf(caller.scope),
      client: caller.client,
      at: now,
      target: group.orgGroupId,
      detail: `approvals ${body.approvalsRequired ? 'on' : 'off'}, stock transfer ${
        body.stockTransferDisabled ? 'off' : 'on'
      }, ${routes.length} auto-assign route(s)`,
    });
  });
  return readSettings(ctx, group);
}

/**
 * GET counterparties: whom the caller may make a contract with (connect §6 "connect users pick
 * organisation groups; others pick trusted parties"): a trusted-party user, the groups its trusted
 * party is linked to; a customer user, the trusted parties linked to its group; staff, none here.
 */
export async function counterparties(ctx: AppContext, scope: Scope) {
  const db = ctx.database.db;
  const named = (rows: readonly { id: string; name: string }[]) =>
    rows.map((r) => ({ _id: r.id, name: r.name }));
  if (isTrustedPartyRole(scope.role)) {
    const groups = scope.trustedPartyId ? await repo.findLinkedOrgGroups(db, scope.trustedPartyId) : [];
    return { orgGroups: named(groups), trustedParties: [] };
  }
  if (isStaff(scope.role) || scope.orgGroupId === null) return { orgGroups: [], trustedParties: [] };
  const group = await repo.findSettingsGroup(db, scope, scope.orgGroupId);
  const trustedParties = group ? await repo.findLinkedTrustedParties(db, group) : [];
  return { orgGroups: [], trustedParties: named(trustedParties) };
}
