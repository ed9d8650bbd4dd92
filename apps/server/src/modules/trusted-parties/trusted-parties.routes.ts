/** Trusted parties (issue 17). Handlers only: each validates through its declaration, then calls a service. */
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.ts';

export function trustedPartyRoutes(_ctx: AppContext) {
  return async (_app: FastifyInstance) => {};
}
