/**
 * Who is in whose network (issue 17, connect §1 "business partners"): the single place that decides
 * which trusted parties, organisation groups and their users, addresses and SKUs a scope sees.
 *
 * - Provider staff see every one.
 * - A customer user's group sees itself and the trusted parties linked to it (trusted_party_links).
 * - A trusted-party user sees its own trusted party, the groups linked to it, and the trusted parties
 *   it is a partner of (trusted_party_partnerships). Nothing else: never another trusted party's
 *   users, addresses or SKUs unless the two are partners.
 *
 * A deleted trusted party (deleted_at set) leaves every network, so it is seen by staff only.
 */
import { isStaff, isTrustedPartyRole } from '@navia/domain/rules/access';
import { type AnyColumn, and, eq, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { trustedPartyLinks } from '../../db/schema/contracts.ts';
import { trustedPartyPartnerships } from '../../db/schema/network.ts';
import { trustedParties } from '../../db/schema/org.ts';
import type { Scope } from '../../lib/scope.ts';

/** The entity a scope acts for in the network; null for staff (who act for the provider). */
export type NetworkEntity = { kind: 'ORG_GROUP'; id: string } | { kind: 'TRUSTED_PARTY'; id: string };

export function ownEntityOf(scope: Scope): NetworkEntity | null {
  if (isStaff(scope.role)) return null;
  if (isTrustedPartyRole(scope.role)) {
    return scope.trustedPartyId ? { kind: 'TRUSTED_PARTY', id: scope.trustedPartyId } : null;
  }
  return scope.orgGroupId ? { kind: 'ORG_GROUP', id: scope.orgGroupId } : null;
}

/**
 * Trusted parties that are not deleted (a subquery condition on `column`). The subquery's table is
 * aliased so that `column` may itself be trusted_parties.id (the outer row), not the inner one.
 */
function liveTrustedParty(column: AnyColumn): SQL {
  return sql`exists (select 1 from ${trustedParties} as live_tp where live_tp.id = ${column} and live_tp.deleted_at is null)`;
}

/**
 * The SQL condition on a trusted-party id column (a trusted party's own id, or the trusted party
 * owning an address, a user or a SKU) for what the scope sees.
 */
export function trustedPartyVisibleCondition(scope: Scope, column: AnyColumn): SQL {
  if (isStaff(scope.role)) return sql`true`;
  const entity = ownEntityOf(scope);
  if (!entity) return sql`false`;
  if (entity.kind === 'ORG_GROUP') {
    return and(
      sql`exists (select 1 from ${trustedPartyLinks} where ${trustedPartyLinks.orgGroupId} = ${entity.id} and ${trustedPartyLinks.trustedPartyId} = ${column})`,
      liveTrustedParty(column),
    ) as SQL;
  }
  return or(
    eq(column, entity.id),
    and(
      sql`exists (select 1 from ${trustedPartyPartnerships} where ${trustedPartyPartnerships.trustedPartyId} = ${entity.id} and ${trustedPartyPartnerships.partnerTrustedPartyId} = ${column})`,
      liveTrustedParty(column),
    ),
  ) as SQL;
}

/**
 * The SQL condition on an organisation-group id column for the groups the scope sees in the network:
 * staff every one; a customer its own group; a trusted party the groups linked to it.
 */
export function orgGroupInNetworkCondition(scope: Scope, column: AnyColumn): SQL {
  if (isStaff(scope.role)) return sql`true`;
  const entity = ownEntityOf(scope);
  if (!entity) return sql`false`;
  if (entity.kind === 'ORG_GROUP') return eq(column, entity.id);
  return sql`exists (select 1 from ${trustedPartyLinks} where ${trustedPartyLinks.trustedPartyId} = ${entity.id} and ${trustedPartyLinks.orgGroupId} = ${column})`;
}

/** The scope's partners, by kind (staff: none; they are not in anyone's network). */
export async function partnersOf(
  db: Executor,
  scope: Scope,
): Promise<{ orgGroupIds: string[]; trustedPartyIds: string[] }> {
  const entity = ownEntityOf(scope);
  if (!entity) return { orgGroupIds: [], trustedPartyIds: [] };
  if (entity.kind === 'ORG_GROUP') {
    const rows = await db
      .select({ id: trustedPartyLinks.trustedPartyId })
      .from(trustedPartyLinks)
      .innerJoin(trustedParties, eq(trustedParties.id, trustedPartyLinks.trustedPartyId))
      .where(and(eq(trustedPartyLinks.orgGroupId, entity.id), isNull(trustedParties.deletedAt)));
    return { orgGroupIds: [], trustedPartyIds: rows.map((r) => r.id) };
  }
  const [groups, partners] = await Promise.all([
    db
      .select({ id: trustedPartyLinks.orgGroupId })
      .from(trustedPartyLinks)
      .where(eq(trustedPartyLinks.trustedPartyId, entity.id)),
    db
      .select({ id: trustedPartyPartnerships.partnerTrustedPartyId })
      .from(trustedPartyPartnerships)
      .innerJoin(trustedParties, eq(trustedParties.id, trustedPartyPartnerships.partnerTrustedPartyId))
      .where(and(eq(trustedPartyPartnerships.trustedPartyId, entity.id), isNull(trustedParties.deletedAt))),
  ]);
  return { orgGroupIds: groups.map((r) => r.id), trustedPartyIds: partners.map((r) => r.id) };
}
