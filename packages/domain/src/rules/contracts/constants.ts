/** Contract constants and texts (connect §5, §8, §9). */
import { ERROR_CATALOGUE } from '../../errors.ts';

/** connect §9 contract types; STOCK TRANSFER is left out of the choices when the group flags it (connect §5). */
export const CONTRACT_TYPES = ['BUYING', 'SELLING', 'STOCK TRANSFER'] as const;
export type ContractType = (typeof CONTRACT_TYPES)[number];

/** connect §9: contracts write road as ROA. */
export const CONTRACT_TRANSPORT_TYPES = ['SEA', 'AIR', 'ROA'] as const;
export const CONTRACT_SERVICE_TYPES = ['PRIORITY', 'STANDARD'] as const;
export const INCOTERMS = [
  'CFR',
  'CIF',
  'CIP',
  'CPT',
  'DAP',
  'DAT',
  'DDP',
  'DDU',
  'EXW',
  'FCA',
  'FOB',
] as const;
/**
 * connect §9 "Container modes from 20FR to 45HC (full list not shown)": the ISO 6346 size-type
 * names a forwarder books, from 20FR to 45HC.
 */
export const CONTAINER_MODES = [
  '20FR',
  '20GP',
  '20HC',
  '20OT',
  '20RE',
  '20TK',
  '40FR',
  '40GP',
  '40HC',
  '40NOR',
  '40OT',
  '40RE',
  '40TK',
  '45HC',
] as const;
export const CONTRACT_DIRECTIONS = ['Import', 'Export', 'Cross-Trade'] as const;
export const UNITS_OF_MEASURE = ['EA', 'PCS', 'CTN', 'BOX', 'KG', 'L', 'M', 'PR', 'SET'] as const;
export const UNITS_OF_WEIGHT = ['KG', 'LB'] as const;
/** ISO 4217 codes a contract line may be priced in. */
export const CONTRACT_CURRENCIES = ['AUD', 'USD', 'NZD', 'EUR', 'GBP', 'CNY', 'MYR', 'SGD', 'JPY'] as const;

/** connect §9 truncation: buyer and seller 23, organisation name 25 (13 when small), other cells 14. */
export const CONTRACT_PARTY_TRUNCATE = 23;
export const CONTRACT_ORGANISATION_TRUNCATE = 25;
export const CONTRACT_ORGANISATION_TRUNCATE_SMALL = 13;
export const CONTRACT_CELL_TRUNCATE = 14;
/** connect §9: the template-creation callback fires after 2 s. */
export const TEMPLATE_CALLBACK_MS = 2000;
/** connect §9: a contract's documents, like the hub's, at most 10 MB each. */
export const CONTRACT_DOCUMENT_MAX_BYTES = 10 * 1024 * 1024;
/** Most lines one contract carries. */
export const CONTRACT_SKUS_MAX = 200;
/** Longest free text on a contract (goods description, addresses). */
export const CONTRACT_TEXT_MAX = 1000;

/** connect §5, §8 texts. */
export const CONTRACT_TEXTS = {
  /** connect §5, §8: an order or reference number already used (HTTP 401, kept for clients). */
  orderNumberTaken: ERROR_CATALOGUE.ORDER_NUMBER_TAKEN.message,
  /** connect §8: accept, reject, delete child and reject child, when the server gives no text. */
  actionFailed: 'ERROR OCCURRED',
  childTooLarge: 'A child contract cannot take more than its parent has left.',
  noContracts: 'NO CONTRACTS FOUND',
  uploadFailed: 'AN ERROR OCCURRED, PLEASE TRY AGAIN LATER',
  documentTypeRefused:
    'This type of document is not accepted. Upload a PDF, PNG, JPEG, TIFF, DOCX, XLSX, CSV or text file.',
} as const;

/**
 * connect §8: accept, reject, delete child and reject child show the server's error, else the
 * status text, else 'ERROR OCCURRED'.
 */
export function contractActionErrorText(error: {
  serverMessage?: string | null;
  statusText?: string | null;
}): string {
  const server = error.serverMessage?.trim();
  if (server) return server;
  const status = error.statusText?.trim();
  if (status) return status;
  return CONTRACT_TEXTS.actionFailed;
}

/** connect §9 truncation with an ellipsis; null and undefined read as ''. */
export function truncateCell(value: string | null | undefined, max: number): string {
  const text = value ?? '';
  return text.length > max ? `${text.slice(0, max)}…` : text;
}
