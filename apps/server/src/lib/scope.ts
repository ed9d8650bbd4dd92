/**
 * The caller's scope (ARCHITECTURE "Tenancy and access"): the single function that decides which
 * organisation groups a caller may see. Every repository query takes a scope.
 */
import { isStaff, type Role } from '@navia/domain/rules/access';
import { type AnyColumn, eq, type SQL, sql } from 'drizzle-orm';

export type Scope = {
  userId: string;
  role: Role;
  orgGroupId: string | null;
  trustedPartyId: string | null;
  /** An admin viewing as a customer or trusted party sees exactly what they see (filled by view-as). */
  viewAs: { orgGroupId: string | null; trustedPartyId: string | null } | null;
};

/** 'all' for provider staff (not viewing as anyone); otherwise the one organisation group, or none. */
export function visibleOrgGroup(scope: Scope): 'all' | string | null {
  if (scope.viewAs) return scope.viewAs.orgGroupId;
  if (isStaff(scope.role)) return 'all';
  return scope.orgGroupId;
}

/** The SQL condition restricting `column` (an org_group_id column) to what the scope may see. */
export function scopeCondition(scope: Scope, column: AnyColumn): SQL {
  const visible = visibleOrgGroup(scope);
  if (visible === 'all') return sql`true`;
  if (visible === null) return sql`false`;
  return eq(column, visible);
}
