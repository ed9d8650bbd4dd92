/**
 * The caller's scope (ARCHITECTURE "Tenancy and access"): the single place that decides which
 * organisation groups' records a caller may see. Every repository query takes a scope, or a
 * VisibleRecord that a scoped finder produced (lib/visible-record.ts).
 *
 * Three kinds of caller:
 * - provider staff (NA, NSU, NU) see every group;
 * - a customer user sees its own organisation group;
 * - a trusted-party user sees the groups its contracts and partnerships grant (connect §6; the
 *   connect issues fill `grantedOrgGroupIds`, empty until then).
 * Under view-as, the scope is the effective user's (the one viewed as), so the admin sees exactly
 * what that user sees; `actor` names the admin, for the audit log.
 */
import { isStaff, isTrustedPartyRole, type Role } from '@navia/domain/rules/access';
import { type AnyColumn, eq, inArray, type SQL, sql } from 'drizzle-orm';

/** The user whose view a scope is. */
export type ScopeUser = {
  userId: string;
  role: Role;
  orgGroupId: string | null;
  trustedPartyId: string | null;
};

export type Scope = ScopeUser & {
  /** The admin acting through view-as, or null when the user acts as themself. */
  actor: { userId: string; role: Role } | null;
  /** Organisation groups a trusted party's contracts and partnerships grant (connect §6). */
  grantedOrgGroupIds: readonly string[];
};

/** The scope of `user`; with `viewAs`, the scope of the user viewed as, acted on by `user`. */
export function scopeOf(
  user: ScopeUser,
  options: { viewAs?: ScopeUser; grantedOrgGroupIds?: readonly string[] } = {},
): Scope {
  const effective = options.viewAs ?? user;
  return {
    ...effective,
    actor: options.viewAs ? { userId: user.userId, role: user.role } : null,
    grantedOrgGroupIds: options.grantedOrgGroupIds ?? [],
  };
}

/** 'all' for provider staff; otherwise the organisation groups the scope may see (maybe none). */
export function visibleOrgGroups(scope: Scope): 'all' | readonly string[] {
  if (isStaff(scope.role)) return 'all';
  if (isTrustedPartyRole(scope.role)) return scope.grantedOrgGroupIds;
  return scope.orgGroupId ? [scope.orgGroupId] : [];
}

/** The SQL condition restricting `column` (an org_group_id column) to what the scope may see. */
export function scopeCondition(scope: Scope, column: AnyColumn): SQL {
  const visible = visibleOrgGroups(scope);
  if (visible === 'all') return sql`true`;
  if (visible.length === 0) return sql`false`;
  if (visible.length === 1) return eq(column, visible[0]);
  return inArray(column, [...visible]);
}
