/**
 * The organisations known to the forwarding system (connect §7 allOrgsInCW, orgsInCW): a group's own
 * organisations, and the suppliers and consignees its shipments name. Only the caller's scope.
 */
import { and, asc, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { contracts, organisations, shipments, trustedParties } from '../../db/schema/index.ts';
import { type Scope, scopeCondition } from '../../lib/scope.ts';

/** Per source at most this many distinct parties are read (the answer is cut at 500 later). */
const PER_SOURCE_LIMIT = 2000;

export type KnownPartyRow = {
  code: string;
  name: string;
  /** ISO 3166-1 alpha-2. */
  country: string;
  source: 'organisation' | 'supplier' | 'consignee' | 'both';
};

export async function listKnownParties(db: Executor, scope: Scope): Promise<KnownPartyRow[]> {
  const own = db
    .selectDistinct({ code: organisations.code, name: organisations.name, country: organisations.country })
    .from(organisations)
    .where(and(scopeCondition(scope, organisations.orgGroupId), isNull(organisations.deletedAt)))
    .orderBy(asc(organisations.code), asc(organisations.name), asc(organisations.country))
    .limit(PER_SOURCE_LIMIT);
  // A shipment's supplier is where it starts, its consignee where it ends: the UN/LOCODE's country.
  const supplierCountry = sql<string>`substr(${shipments.origin}, 1, 2)`;
  const suppliers = db
    .selectDistinct({ code: shipments.supplierCode, name: shipments.supplier, country: supplierCountry })
    .from(shipments)
    .where(scopeCondition(scope, shipments.orgGroupId))
    .orderBy(asc(shipments.supplierCode), asc(shipments.supplier), asc(supplierCountry))
    .limit(PER_SOURCE_LIMIT);
  const consigneeCountry = sql<string>`substr(${shipments.destination}, 1, 2)`;
  const consignees = db
    .selectDistinct({ code: shipments.consigneeCode, name: shipments.consignee, country: consigneeCountry })
    .from(shipments)
    .where(scopeCondition(scope, shipments.orgGroupId))
    .orderBy(asc(shipments.consigneeCode), asc(shipments.consignee), asc(consigneeCountry))
    .limit(PER_SOURCE_LIMIT);
  // A BUYING contract's trusted party sells (a supplier), a SELLING one's buys (a consignee).
  const partners = db
    .selectDistinct({
      code: sql<string>`${trustedParties.orgCode}`,
      name: trustedParties.name,
      country: trustedParties.country,
      contractType: contracts.contractType,
    })
    .from(contracts)
    .innerJoin(trustedParties, eq(trustedParties.id, contracts.trustedPartyId))
    .where(
      and(
        scopeCondition(scope, contracts.orgGroupId),
        isNotNull(trustedParties.orgCode),
        isNull(trustedParties.deletedAt),
      ),
    )
    .orderBy(
      asc(trustedParties.orgCode),
      asc(trustedParties.name),
      asc(trustedParties.country),
      asc(contracts.contractType),
    )
    .limit(PER_SOURCE_LIMIT);
  const [a, b, c, d] = await Promise.all([own, suppliers, consignees, partners]);
  return [
    ...a.map((r) => ({ ...r, source: 'organisation' as const })),
    ...b.map((r) => ({ ...r, source: 'supplier' as const })),
    ...c.map((r) => ({ ...r, source: 'consignee' as const })),
    ...d.map(({ contractType, ...r }) => ({
      ...r,
      source:
        contractType === 'BUYING'
          ? ('supplier' as const)
          : contractType === 'SELLING'
            ? ('consignee' as const)
            : ('both' as const),
    })),
  ];
}
