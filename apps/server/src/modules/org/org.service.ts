/** Organisation groups (hub §7 "Organisation and priority", "User and settings"). */
import type { OrgGroupOverview } from '@navia/domain/contracts/org';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Scope } from '../../lib/scope.ts';
import { presentOrgGroupOverview } from './org.presenter.ts';
import { findGeneralSettings, listOrgGroupOverview } from './org.repository.ts';

/** POST /api/org/get: the organisation groups the caller may see, with their sizes. */
export async function listOrgGroups(
  ctx: AppContext,
  scope: Scope,
  filter: string | undefined,
): Promise<OrgGroupOverview[]> {
  return (await listOrgGroupOverview(ctx.database.db, scope, filter)).map(presentOrgGroupOverview);
}

/** GET /api/{id}/settings: 404 for a group the caller may not see, the same as for an unknown id. */
export async function getGeneralSettings(ctx: AppContext, scope: Scope, orgGroupId: string) {
  const found = await findGeneralSettings(ctx.database.db, scope, orgGroupId);
  if (!found) throw new AppError('NOT_FOUND');
  return found;
}
