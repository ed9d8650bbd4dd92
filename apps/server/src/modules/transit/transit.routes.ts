/** Cargo in transit and lane estimates (issue 13). STUB: the helper that owns this module registers its endpoints here. */
import { transitEndpoints } from '@navia/domain/contracts/transit';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.ts';

export function transitRoutes(_ctx: AppContext) {
  return async (_app: FastifyInstance) => {
    void transitEndpoints;
  };
}
