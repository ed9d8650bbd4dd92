/** Invites, sign-up by link, the network and view-as (issue 17). Handlers only: each validates through its declaration, then calls a service. */
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.ts';

export function connectNetworkRoutes(_ctx: AppContext) {
  return async (_app: FastifyInstance) => {};
}
