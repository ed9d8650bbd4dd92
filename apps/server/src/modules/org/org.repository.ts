import { and, asc, eq, ilike, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { orgGroups } from '../../db/schema/index.ts';
import { containsPattern } from '../../lib/like-pattern.ts';
import { type Scope, scopeCondition } from '../../lib/scope.ts';

export async function listOrgGroupOverview(db: Executor, scope: Scope, filter: string | undefined) {
  const text = filter ? containsPattern(filter) : null;
  return db
    .select({
      id: orgGroups.id,
      code: orgGroups.code,
      name: orgGroups.name,
      country: orgGroups.country,
      hubbiEnabled: orgGroups.hubbiEnabled,
      connectAccess: orgGroups.connectAccess,
      // Drizzle leaves columns unqualified inside raw fragments, so the correlation is written out.
      organisations: sql<number>`(select count(*)::int from organisations o where o.org_group_id = org_groups.id)`,
      users: sql<number>`(select count(*)::int from users u where u.org_group_id = org_groups.id)`,
      shipments: sql<number>`(select count(*)::int from shipments s where s.org_group_id = org_groups.id)`,
    })
    .from(orgGroups)
    .where(
      and(
        scopeCondition(scope, orgGroups.id),
        text ? or(ilike(orgGroups.name, text), ilike(orgGroups.code, text)) : undefined,
      ),
    )
    .orderBy(asc(orgGroups.code));
}

export async function findGeneralSettings(db: Executor, scope: Scope, orgGroupId: string) {
  const [row] = await db
    .select({ generalSettings: orgGroups.generalSettings })
    .from(orgGroups)
    .where(and(eq(orgGroups.id, orgGroupId), scopeCondition(scope, orgGroups.id)));
  return row ?? null;
}

export type OrgGroupOverviewRow = Awaited<ReturnType<typeof listOrgGroupOverview>>[number];
