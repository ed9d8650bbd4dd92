/**
 * Invoice vocabulary (hub §3 Invoice): the transaction types and categories the provider's
 * accounting system issues. The spec names CUR (its outstanding amount is shown as $ plus OSTotal);
 * the other codes are the demo's freight, customs duty and GST categories.
 */
export const TRANSACTION_TYPES = [
  { value: 'INV', label: 'Invoice' },
  { value: 'CRD', label: 'Credit note' },
] as const;

export const TRANSACTION_CATEGORIES = [
  { value: 'FRT', label: 'Freight' },
  { value: 'DUT', label: 'Customs duty' },
  { value: 'GST', label: 'GST' },
  { value: 'CUR', label: 'Current account' },
] as const;
export type TransactionCategory = (typeof TRANSACTION_CATEGORIES)[number]['value'];

/** The provider's accounting currency: LocalTotal is in it. */
export const LOCAL_CURRENCY = 'AUD';

/** GST on domestic charges, in basis points (10 %). */
export const GST_BASIS_POINTS = 1000;

/** hub §9: OrdNumberFull is shown with a trailing '0' suffix (the order's split number) trimmed. */
export function displayOrdNumber(ordNumberFull: string | null): string | null {
  if (ordNumberFull === null) return null;
  return ordNumberFull.replace(/-0$/, '');
}
