/** Organisation groups (hub §7 "Organisation and priority", "User and settings"). */
import type { HomeCountry } from '@navia/domain/constants';
import type { OrgGroupOverview } from '@navia/domain/contracts/org';
import { MESSAGES } from '@navia/domain/errors';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Scope } from '../../lib/scope.ts';
import { findGeneralSettings, listOrgGroupOverview } from './org.repository.ts';

/** POST /api/org/get: the organisation groups the caller may see, with their sizes. */
export async function listOrgGroups(
  ctx: AppContext,
  scope: Scope,
  filter: string | undefined,
): Promise<OrgGroupOverview[]> {
  const rows = await listOrgGroupOverview(ctx.database.db, scope, filter);
  // country is a text column that only ever holds a home country (hub §1).
  return rows.map(({ id, country, ...rest }) => ({ _id: id, country: country as HomeCountry, ...rest }));
}

/** GET /api/{id}/settings: 404 for a group the caller may not see, the same as for an unknown id. */
export async function getGeneralSettings(ctx: AppContext, scope: Scope, orgGroupId: string) {
  const found = await findGeneralSettings(ctx.database.db, scope, orgGroupId);
  if (!found) throw new AppError('NOT_FOUND', 404, MESSAGES.notFound);
  return found;
}
