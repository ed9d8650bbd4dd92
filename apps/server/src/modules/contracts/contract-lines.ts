/**
 * Pure rules about a contract's lines (connect §3 SKU): what a child contract may still take from a
 * line, and the line's confirmation status. The services check with them and the presenter shows
 * them, so the number a child is refused on is the number the screen showed.
 */
import type { ContractStatus } from '@navia/domain/rules/contracts/workflow';

/** A child that no longer takes anything from its parent (its quantities went back). */
export const RELEASED_CHILD_STATUSES: readonly ContractStatus[] = ['REJECTED', 'CANCELLED', 'DELETED'];

/**
 * A child no longer being agreed: released, or ordered (ORDER CREATION and the transport statuses).
 * A parent whose children are all settled may be cancelled or rejected.
 */
export const SETTLED_CHILD_STATUSES: readonly ContractStatus[] = [
  ...RELEASED_CHILD_STATUSES,
  'ORDER CREATION',
  'PARTIALLY SHIPPED',
  'SHIPPED',
  'PARTIALLY DELIVERED',
  'DELIVERED',
];

type Line = { id: string; quantity: number; quantityTemp: number | null };

/**
 * skuQtyAvailable: the quantity less the seller's confirmed quantity and what live children take
 * (`taken`: parent line id → the sum of the children's quantities on it).
 */
export function skuQtyAvailable(line: Line, taken: ReadonlyMap<string, number>): number {
  return line.quantity - (line.quantityTemp ?? 0) - (taken.get(line.id) ?? 0);
}

/** PENDING until confirmed; CONFIRMED in full; otherwise PARTIALLY CONFIRMED. */
export function skuStatus(line: Line): 'PENDING' | 'CONFIRMED' | 'PARTIALLY CONFIRMED' {
  if (line.quantityTemp === null) return 'PENDING';
  return line.quantityTemp === line.quantity ? 'CONFIRMED' : 'PARTIALLY CONFIRMED';
}

/** skuQtyConfirm's fact for the workflow: every line confirmed in full. */
export function allQuantitiesConfirmed(lines: readonly Line[]): boolean {
  return lines.length > 0 && lines.every((l) => l.quantityTemp === l.quantity);
}

/** A field name as history text reads it: portOfLoading → 'port of loading'. */
export function fieldLabel(field: string): string {
  return field.replace(/([A-Z])/g, ' $1').toLowerCase();
}

/** A value as history text shows it. */
export function shownValue(value: unknown): string {
  if (value === null || value === undefined || value === '') return '—';
  if (typeof value === 'boolean') return value ? 'yes' : 'no';
  return String(value);
}
