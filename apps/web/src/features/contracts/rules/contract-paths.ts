/**
 * The contracts' paths (connect §2), apart from the list's URL state (contract-search-url.ts): a
 * contract's page, its panels and dialogs link to contracts without loading the filter rules that
 * the list's URL needs (decision 013, the JS budget).
 */

/** The contracts list path. */
export const CONTRACTS_PATH = '/connect/contracts';

/** A contract's own page (connect §2 /connect/contracts/:key, key = its _id). */
export const contractPath = (id: string) => `${CONTRACTS_PATH}/${encodeURIComponent(id)}`;
