/**
 * A record the caller may see (issue 9 "a scope that the types enforce"). Only a scoped finder in a
 * repository produces one, after its query applied `scopeCondition`; loaders of a record's children
 * take a VisibleRecord instead of a raw organisation group id, so a query that skipped the
 * visibility check does not type-check. `.dependency-cruiser.cjs` lets only repositories import
 * this file, so nothing else can mark a row visible.
 */

declare const visible: unique symbol;

/** Anything tenant-owned: it carries the organisation group it belongs to. */
export type TenantOwned = { orgGroupId: string };

export type VisibleRecord<T extends TenantOwned = TenantOwned> = T & { readonly [visible]: true };

/** Marks a row as visible. Call only on rows read under `scopeCondition` (or derived from one). */
export function markVisible<T extends TenantOwned>(row: T): VisibleRecord<T> {
  // A type-level brand: nothing is added at run time.
  return row as VisibleRecord<T>;
}

/** markVisible for an optional row. */
export function markVisibleOrNull<T extends TenantOwned>(row: T | undefined | null): VisibleRecord<T> | null {
  return row ? markVisible(row) : null;
}
