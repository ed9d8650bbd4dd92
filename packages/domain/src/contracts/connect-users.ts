/** Connect users and organisations of the network (issue 17; connect §7 user calls for connect). */
import type { AnyEndpoint } from './endpoint.ts';

export const connectUserEndpoints = {} satisfies Record<string, AnyEndpoint>;
