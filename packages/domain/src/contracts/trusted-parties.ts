/** Trusted parties (issue 17; connect §7 "Trusted parties", under /api/trustedParties). */
import type { AnyEndpoint } from './endpoint.ts';

export const trustedPartyEndpoints = {} satisfies Record<string, AnyEndpoint>;
