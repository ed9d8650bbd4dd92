/**
 * A price the caller may not see (decision 020): a trusted party reading an organisation group's SKU
 * gets no unitPrice or unitCurrency and `priceHidden: true`. The screens say so instead of '—', which
 * would read as "no price".
 */
import type { SkuRow } from '@navia/domain/contracts/skus';

export const PRICE_NOT_SHARED = 'PRICE NOT SHARED';
export const PRICE_NOT_SHARED_NOTE =
  "The owner's prices come from its contracts and are not shared with partners.";

export const isPriceHidden = (sku: Pick<SkuRow, 'priceHidden'>): boolean => sku.priceHidden === true;
