/**
 * SQL of contract templates (issue 16; connect §3 contractTemplate). A template belongs to the
 * caller's organisation group (customer users) or to the caller's trusted party (trusted-party
 * users); provider staff own none and see none (they act as a customer through view-as). Every
 * query takes the caller's scope, which decides the owner: another owner's template is unknown.
 */
import { isStaff, isTrustedPartyRole } from '@navia/domain/rules/access';
import { and, asc, eq, ilike, ne, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client.ts';
import { contractTemplates, orgGroups, trustedParties, trustedPartyLinks } from '../../db/schema/index.ts';
import { containsPattern } from '../../lib/like-pattern.ts';
import type { Scope } from '../../lib/scope.ts';

export type TemplateRow = typeof contractTemplates.$inferSelect;

/** Who owns the templates the scope sees: its group, its trusted party, or nobody (staff). */
type TemplateOwner =
  | { orgGroupId: string; ownerTrustedPartyId: null }
  | { orgGroupId: null; ownerTrustedPartyId: string };

function ownerOf(scope: Scope): TemplateOwner | null {
  if (isStaff(scope.role)) return null;
  if (isTrustedPartyRole(scope.role)) {
    return scope.trustedPartyId ? { orgGroupId: null, ownerTrustedPartyId: scope.trustedPartyId } : null;
  }
  return scope.orgGroupId ? { orgGroupId: scope.orgGroupId, ownerTrustedPartyId: null } : null;
}

/** Whether the scope may own templates at all. */
export function mayOwnTemplates(scope: Scope): boolean {
  return ownerOf(scope) !== null;
}

function ownedBy(scope: Scope): SQL {
  const owner = ownerOf(scope);
  if (!owner) return sql`false`;
  return owner.orgGroupId !== null
    ? eq(contractTemplates.orgGroupId, owner.orgGroupId)
    : eq(contractTemplates.ownerTrustedPartyId, owner.ownerTrustedPartyId);
}

/** A template with the names it shows: its counterparty's and its owner's. */
export type TemplateView = {
  template: TemplateRow;
  trustedPartyName: string | null;
  ownerGroupName: string | null;
  ownerTrustedPartyName: string | null;
};

const ownerTrustedParty = alias(trustedParties, 'owner_trusted_party');

function selectViews(db: Executor) {
  return db
    .select({
      template: contractTemplates,
      trustedPartyName: trustedParties.name,
      ownerGroupName: orgGroups.name,
      ownerTrustedPartyName: ownerTrustedParty.name,
    })
    .from(contractTemplates)
    .leftJoin(trustedParties, eq(trustedParties.id, contractTemplates.trustedPartyId))
    .leftJoin(orgGroups, eq(orgGroups.id, contractTemplates.orgGroupId))
    .leftJoin(ownerTrustedParty, eq(ownerTrustedParty.id, contractTemplates.ownerTrustedPartyId));
}

/** The scope's templates whose name contains `filter` (any case), by name. */
export async function findTemplates(db: Executor, scope: Scope, filter: string): Promise<TemplateView[]> {
  const conditions = [ownedBy(scope)];
  if (filter.length > 0) conditions.push(ilike(contractTemplates.name, containsPattern(filter)));
  return selectViews(db)
    .where(and(...conditions))
    .orderBy(sql`lower(${contractTemplates.name})`, asc(contractTemplates.id));
}

/** One of the scope's templates, by id. */
export async function findOwnTemplate(db: Executor, scope: Scope, id: string): Promise<TemplateView | null> {
  const [row] = await selectViews(db)
    .where(and(eq(contractTemplates.id, id), ownedBy(scope)))
    .limit(1);
  return row ?? null;
}

/** Whether another of the scope's templates has this name in any case. */
export async function templateNameTaken(
  db: Executor,
  scope: Scope,
  name: string,
  exceptId: string | null,
): Promise<boolean> {
  const conditions = [ownedBy(scope), sql`lower(${contractTemplates.name}) = lower(${name})`];
  if (exceptId) conditions.push(ne(contractTemplates.id, exceptId));
  const [row] = await db
    .select({ id: contractTemplates.id })
    .from(contractTemplates)
    .where(and(...conditions))
    .limit(1);
  return row !== undefined;
}

/**
 * Whether the scope may name this trusted party as a template's counterparty: one linked to the
 * caller's group (trusted_party_links), or, for a trusted-party user, its own.
 */
export async function mayNameTrustedParty(
  db: Executor,
  scope: Scope,
  trustedPartyId: string,
): Promise<boolean> {
  const owner = ownerOf(scope);
  if (!owner) return false;
  if (owner.ownerTrustedPartyId !== null) return owner.ownerTrustedPartyId === trustedPartyId;
  const [row] = await db
    .select({ id: trustedPartyLinks.trustedPartyId })
    .from(trustedPartyLinks)
    .where(
      and(
        eq(trustedPartyLinks.orgGroupId, owner.orgGroupId),
        eq(trustedPartyLinks.trustedPartyId, trustedPartyId),
      ),
    )
    .limit(1);
  return row !== undefined;
}

export type TemplateValues = Pick<
  typeof contractTemplates.$inferInsert,
  'name' | 'contractType' | 'trustedPartyId' | 'terms' | 'skus'
>;

/** Stores a template owned by the scope; null when the scope owns none (staff). */
export async function insertTemplate(
  db: Executor,
  scope: Scope,
  values: TemplateValues,
  now: Date,
): Promise<string | null> {
  const owner = ownerOf(scope);
  if (!owner) return null;
  const [row] = await db
    .insert(contractTemplates)
    .values({ ...values, ...owner, createdByUserId: scope.userId, createdAt: now, updatedAt: now })
    .returning({ id: contractTemplates.id });
  return row?.id ?? null;
}

/** Changes one of the scope's templates; false when it has none by that id. */
export async function updateTemplate(
  db: Executor,
  scope: Scope,
  id: string,
  values: TemplateValues,
  now: Date,
): Promise<boolean> {
  const rows = await db
    .update(contractTemplates)
    .set({ ...values, updatedAt: now })
    .where(and(eq(contractTemplates.id, id), ownedBy(scope)))
    .returning({ id: contractTemplates.id });
  return rows.length > 0;
}

/** Deletes one of the scope's templates; false when it has none by that id. */
export async function deleteTemplate(db: Executor, scope: Scope, id: string): Promise<boolean> {
  const rows = await db
    .delete(contractTemplates)
    .where(and(eq(contractTemplates.id, id), ownedBy(scope)))
    .returning({ id: contractTemplates.id });
  return rows.length > 0;
}
