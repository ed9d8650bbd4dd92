/**
 * The organisation writes of issue 15 (NA only, each in one transaction with its audit event):
 * a group's SETTINGS (PUT /api/orgGroups/:id/settings), an organisation's soft delete and restore
 * (connect §7 POST /api/org/delete, designed POST /api/org/restore), the deleted list (GET
 * /api/org/deleted) and the code rename (POST /api/org/editOrgCode).
 */
import type { EndpointParsedInput } from '@navia/domain/contracts/endpoint';
import type { DeletedOrg, Organisation, orgEndpoints } from '@navia/domain/contracts/org';
import {
  describeSettingsChange,
  readOrgGroupSettings,
  writeOrgGroupSettings,
} from '@navia/domain/rules/org-admin/settings';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../lib/app-error.ts';
import { type AuditClient, audit, auditWhoOf } from '../../lib/audit.ts';
import type { Scope } from '../../lib/scope.ts';
import { presentDeletedOrganisation, presentOrganisation } from './org.presenter.ts';
import {
  clearOrganisationDeleted,
  findOrganisationWithAddresses,
  listDeletedOrganisations,
  lockOrgGroup,
  lockVisibleOrganisation,
  markOrganisationDeleted,
  updateOrgGroupSettings,
} from './org.repository.ts';
import { readOrgGroupDetail } from './org.service.ts';
import {
  isOrgCodeInUse,
  lockOrgCode,
  organisationCodeExists,
  organisationsWithCode,
  renameOrgCode,
} from './org-code.repository.ts';

/** Who calls: their scope and, for the audit, where from. */
export type OrgAdminCaller = { scope: Scope; client: AuditClient };

const notFound = () => new AppError('NOT_FOUND');

type SettingsBody = EndpointParsedInput<typeof orgEndpoints.orgGroupSettings>['body'];

/** PUT /api/orgGroups/:id/settings: the flags and this feature's generalSettings keys; the rest kept. */
export async function updateSettings(
  ctx: AppContext,
  caller: OrgAdminCaller,
  orgGroupId: string,
  body: SettingsBody,
) {
  return ctx.database.db.transaction(async (tx) => {
    const group = await lockOrgGroup(tx, caller.scope, orgGroupId);
    if (!group) throw notFound();
    const before = readOrgGroupSettings(group.generalSettings);
    await updateOrgGroupSettings(tx, group.id, {
      hubbiEnabled: body.hubbiEnabled,
      connectAccess: body.connectAccess,
      generalSettings: writeOrgGroupSettings(group.generalSettings, body.settings),
    });
    const flags = [
      group.hubbiEnabled !== body.hubbiEnabled ? `hubbiEnabled ${body.hubbiEnabled ? 'on' : 'off'}` : '',
      group.connectAccess !== body.connectAccess ? `connectAccess ${body.connectAccess ? 'on' : 'off'}` : '',
      describeSettingsChange(before, readOrgGroupSettings(writeOrgGroupSettings({}, body.settings))),
    ].filter(Boolean);
    await audit(tx, {
      type: 'ORG_SETTINGS_CHANGED',
      outcome: 'SUCCESS',
      who: { ...auditWhoOf(caller.scope), orgGroupId: group.id },
      client: caller.client,
      at: ctx.now(),
      target: group.id,
      detail: flags.join('; ') || 'no change',
    });
    const orgGroup = await readOrgGroupDetail(tx, caller.scope, group.id);
    if (!orgGroup) throw notFound();
    return { orgGroup };
  });
}

/** POST /api/org/delete: a soft delete; 404 for an unknown or already deleted organisation. */
export async function deleteOrganisation(
  ctx: AppContext,
  caller: OrgAdminCaller,
  organisationId: string,
): Promise<{ org: DeletedOrg }> {
  return ctx.database.db.transaction(async (tx) => {
    const org = await lockVisibleOrganisation(tx, caller.scope, organisationId);
    if (!org || org.deletedAt) throw notFound();
    const at = ctx.now();
    await markOrganisationDeleted(tx, org.id, caller.scope.actor?.userId ?? caller.scope.userId, at);
    await audit(tx, {
      type: 'ORG_DELETED',
      outcome: 'SUCCESS',
      who: { ...auditWhoOf(caller.scope), orgGroupId: org.orgGroupId },
      client: caller.client,
      at,
      target: org.id,
      detail: `${org.code} ${org.name}`,
    });
    const [row] = await listDeletedOrganisations(tx, caller.scope, org.id);
    if (!row) throw notFound();
    return { org: presentDeletedOrganisation(row) };
  });
}

/** GET /api/org/deleted. */
export async function listDeleted(ctx: AppContext, caller: OrgAdminCaller) {
  const rows = await listDeletedOrganisations(ctx.database.db, caller.scope);
  return { result: rows.map(presentDeletedOrganisation) };
}

/** POST /api/org/restore: 404 unless the organisation is deleted. */
export async function restoreOrganisation(
  ctx: AppContext,
  caller: OrgAdminCaller,
  organisationId: string,
): Promise<{ org: Organisation }> {
  return ctx.database.db.transaction(async (tx) => {
    const org = await lockVisibleOrganisation(tx, caller.scope, organisationId);
    if (!org?.deletedAt) throw notFound();
    await clearOrganisationDeleted(tx, org.id);
    await audit(tx, {
      type: 'ORG_RESTORED',
      outcome: 'SUCCESS',
      who: { ...auditWhoOf(caller.scope), orgGroupId: org.orgGroupId },
      client: caller.client,
      at: ctx.now(),
      target: org.id,
      detail: `${org.code} ${org.name}`,
    });
    const restored = await findOrganisationWithAddresses(tx, org.id);
    if (!restored) throw notFound();
    return { org: presentOrganisation(restored) };
  });
}

type EditOrgCodeBody = EndpointParsedInput<typeof orgEndpoints.editOrgCode>['body'];

const codeTaken = () =>
  new AppError('ORG_CODE_TAKEN', {
    issues: [{ field: 'newOrgCode', message: 'this organisation code is already in use' }],
  });

/**
 * POST /api/org/editOrgCode: renames the code everywhere (org-code.repository.ts) in one
 * transaction, so a failure on any table leaves every table as it was.
 */
export async function editOrgCode(ctx: AppContext, caller: OrgAdminCaller, body: EditOrgCodeBody) {
  const { oldOrgCode, newOrgCode } = body;
  if (oldOrgCode === newOrgCode) throw codeTaken();
  return ctx.database.db.transaction(async (tx) => {
    await lockOrgCode(tx, newOrgCode);
    if (!(await organisationCodeExists(tx, oldOrgCode))) throw notFound();
    if (await isOrgCodeInUse(tx, newOrgCode)) throw codeTaken();
    const renamed = await organisationsWithCode(tx, oldOrgCode);
    const updated = await renameOrgCode(tx, oldOrgCode, newOrgCode);
    const at = ctx.now();
    await audit(
      tx,
      ...renamed.map((org) => ({
        type: 'ORG_CODE_CHANGED' as const,
        outcome: 'SUCCESS' as const,
        who: { ...auditWhoOf(caller.scope), orgGroupId: org.orgGroupId },
        client: caller.client,
        at,
        target: org.id,
        detail: `${oldOrgCode} -> ${newOrgCode} (${Object.entries(updated)
          .filter(([, n]) => n > 0)
          .map(([column, n]) => `${column} ${n}`)
          .join(', ')})`,
      })),
    );
    return { oldOrgCode, newOrgCode, updated };
  });
}
