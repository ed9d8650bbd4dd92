/** Invites, sign-up by link, the network and view-as (issue 17; connect §7). */
import type { AnyEndpoint } from './endpoint.ts';

export const connectNetworkEndpoints = {} satisfies Record<string, AnyEndpoint>;
