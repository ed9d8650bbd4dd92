/** The SKU catalogue's constants and texts (connect §3 SKU, §5, §8, §9; issue 17). */
import { CONTRACT_CURRENCIES, UNITS_OF_MEASURE, UNITS_OF_WEIGHT } from '../contracts/constants.ts';

/** A catalogue SKU is ACTIVE (offered on contracts) or INACTIVE (kept for history). */
export const SKU_STATUSES = ['ACTIVE', 'INACTIVE'] as const;
export type SkuStatus = (typeof SKU_STATUSES)[number];

/** The same choices a contract line has (a contract line is made from a catalogue SKU). */
export const SKU_CURRENCIES = CONTRACT_CURRENCIES;
export const SKU_UNITS_OF_MEASURE = UNITS_OF_MEASURE;
export const SKU_UNITS_OF_WEIGHT = UNITS_OF_WEIGHT;

export const SKU_PRODUCT_NUMBER_MAX = 60;
export const SKU_DESCRIPTION_MAX = 200;
export const SKU_FULL_DESCRIPTION_MAX = 1000;
/** Most rows one CSV import takes, and the largest file (bytes of text). */
export const SKU_IMPORT_ROWS_MAX = 5000;
export const SKU_IMPORT_BYTES_MAX = 4 * 1024 * 1024;

/** Texts of the SKU screens (connect §8 empty states, §5 type-ahead). */
export const SKU_TEXTS = {
  noSkus: 'NO SKUS FOUND',
  noOptions: 'NO OPTIONS',
  typeToSearch: 'TYPE TO SEARCH',
  createdManually: 'Created',
  createdByImport: 'Created (CSV import)',
} as const;
