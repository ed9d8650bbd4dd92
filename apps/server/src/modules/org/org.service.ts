/** Organisation groups (hub §7 "Organisation and priority", "User and settings"; issue 15 /org/:key). */

import type { EndpointParsedInput } from '@navia/domain/contracts/endpoint';
import type { OrgGroupDetail, OrgGroupOverview, orgEndpoints } from '@navia/domain/contracts/org';
import { ORG_GROUP_PAGE_SIZE } from '@navia/domain/rules/org-admin/org-list';
import type { AppContext } from '../../context.ts';
import type { Executor } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Scope } from '../../lib/scope.ts';
import { presentOrgGroupDetail, presentOrgGroupOverview } from './org.presenter.ts';
import {
  countOrgGroups,
  customMerchantFees,
  findGeneralSettings,
  findVisibleOrgGroup,
  listGroupOrganisations,
  listOrgGroupOverview,
} from './org.repository.ts';

type OrgGetBody = EndpointParsedInput<typeof orgEndpoints.get>['body'];

/**
 * POST /api/org/get: the organisation groups the caller may see, with their sizes. With `page`, one
 * page of `recordsPerPage` (25); without, every group (the pickers' call). totalCount counts all.
 */
export async function listOrgGroups(
  ctx: AppContext,
  scope: Scope,
  body: OrgGetBody,
): Promise<{ result: OrgGroupOverview[]; totalCount: number }> {
  const db = ctx.database.db;
  const size = body.recordsPerPage ?? ORG_GROUP_PAGE_SIZE;
  const paged = body.page !== undefined;
  const [rows, totalCount] = await Promise.all([
    listOrgGroupOverview(db, scope, {
      filter: body.filter,
      sort: body.sort,
      direction: body.direction,
      ...(paged ? { offset: ((body.page ?? 1) - 1) * size, limit: size } : {}),
    }),
    countOrgGroups(db, scope, body.filter),
  ]);
  return { result: rows.map(presentOrgGroupOverview), totalCount };
}

/** GET /api/{id}/settings: 404 for a group the caller may not see, the same as for an unknown id. */
export async function getGeneralSettings(ctx: AppContext, scope: Scope, orgGroupId: string) {
  const found = await findGeneralSettings(ctx.database.db, scope, orgGroupId);
  if (!found) throw new AppError('NOT_FOUND');
  return found;
}

/** A group's page, read with `db` (a transaction's, after an edit); null when the scope does not see it. */
export async function readOrgGroupDetail(
  db: Executor,
  scope: Scope,
  orgGroupId: string,
): Promise<OrgGroupDetail | null> {
  const group = await findVisibleOrgGroup(db, scope, orgGroupId);
  if (!group) return null;
  const [organisations, fees] = await Promise.all([
    listGroupOrganisations(db, group.id),
    customMerchantFees(db, group.id),
  ]);
  return presentOrgGroupDetail(group, organisations, fees);
}

/** GET /api/orgGroups/:id: staff any group, a client admin their own; any other is 404. */
export async function getOrgGroup(ctx: AppContext, scope: Scope, orgGroupId: string) {
  const orgGroup = await readOrgGroupDetail(ctx.database.db, scope, orgGroupId);
  if (!orgGroup) throw new AppError('NOT_FOUND');
  return { orgGroup };
}
