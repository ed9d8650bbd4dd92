/** SQL for saved searches (hub §3 "Saved search") and the user's table settings. A user reaches only their own. */
import { and, asc, count, eq, ne, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { savedSearches, users } from '../../db/schema/index.ts';
import type { Scope } from '../../lib/scope.ts';

export type SavedSearchRow = typeof savedSearches.$inferSelect;

const own = (scope: Scope) => eq(savedSearches.userId, scope.userId);

export async function listSavedSearches(db: Executor, scope: Scope): Promise<SavedSearchRow[]> {
  return db
    .select()
    .from(savedSearches)
    .where(own(scope))
    .orderBy(asc(savedSearches.createdAt), asc(savedSearches.id));
}

export async function countSavedSearches(db: Executor, scope: Scope): Promise<number> {
  const [row] = await db.select({ n: count() }).from(savedSearches).where(own(scope));
  return row?.n ?? 0;
}

/** Serialises saves of one user (the 7-search limit is checked inside the same transaction). */
export async function lockUser(db: Executor, scope: Scope): Promise<void> {
  await db.select({ id: users.id }).from(users).where(eq(users.id, scope.userId)).for('update');
}

/** The caller's saved search with this id, or with this name in any case (excluding `exceptId`). */
export async function findOwnSavedSearch(
  db: Executor,
  scope: Scope,
  by: { id: string } | { name: string; exceptId?: string | undefined },
): Promise<SavedSearchRow | null> {
  const where: SQL[] = [own(scope)];
  if ('id' in by) where.push(eq(savedSearches.id, by.id));
  else {
    where.push(sql`lower(${savedSearches.name}) = lower(${by.name})`);
    if (by.exceptId) where.push(ne(savedSearches.id, by.exceptId));
  }
  const [row] = await db
    .select()
    .from(savedSearches)
    .where(and(...where));
  return row ?? null;
}

export type SavedSearchValues = Pick<
  typeof savedSearches.$inferInsert,
  'name' | 'filters' | 'advancedSearch' | 'deliveriesCustomSearch' | 'isContractsSearch' | 'isInvoicesSearch'
>;

export async function insertSavedSearch(
  db: Executor,
  scope: Scope,
  values: SavedSearchValues,
): Promise<void> {
  await db.insert(savedSearches).values({ ...values, userId: scope.userId, orgGroupId: scope.orgGroupId });
}

export async function updateSavedSearch(
  db: Executor,
  scope: Scope,
  id: string,
  values: SavedSearchValues,
  now: Date,
) {
  await db
    .update(savedSearches)
    .set({ ...values, updatedAt: now })
    .where(and(own(scope), eq(savedSearches.id, id)));
}

export async function deleteSavedSearch(db: Executor, scope: Scope, id: string): Promise<boolean> {
  const removed = await db
    .delete(savedSearches)
    .where(and(own(scope), eq(savedSearches.id, id)))
    .returning({ id: savedSearches.id });
  return removed.length > 0;
}

/** Merges table settings into the caller's own (tables not given keep theirs); answers the result. */
export async function mergeCustomTableSettings(
  db: Executor,
  scope: Scope,
  tables: Record<string, unknown>,
  now: Date,
): Promise<Record<string, unknown>> {
  const [row] = await db
    .update(users)
    .set({
      customTableSettings: sql`${users.customTableSettings} || ${JSON.stringify(tables)}::jsonb`,
      updatedAt: now,
    })
    .where(eq(users.id, scope.userId))
    .returning({ customTableSettings: users.customTableSettings });
  return row?.customTableSettings ?? {};
}
