/** The SKU catalogue (issue 17). Handlers only: each validates through its declaration, then calls a service. */
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.ts';

export function skuRoutes(_ctx: AppContext) {
  return async (_app: FastifyInstance) => {};
}
