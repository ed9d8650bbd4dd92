/** The SKU catalogue (issue 17; connect §3 SKU, /connect/sku). */
import type { AnyEndpoint } from './endpoint.ts';

export const skuEndpoints = {} satisfies Record<string, AnyEndpoint>;
