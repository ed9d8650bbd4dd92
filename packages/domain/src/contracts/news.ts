/** News feed, news updates and newsletters (issue 13). */
import { defineEndpoint } from './endpoint.ts';

void defineEndpoint;

/** STUB: the helper that owns this file declares the endpoints here. */
export const newsEndpoints = {};
