/** The dashboard layout (issue 13). STUB: the helper that owns this module registers its endpoints here. */
import { dashboardEndpoints } from '@navia/domain/contracts/dashboard';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.ts';

export function dashboardRoutes(_ctx: AppContext) {
  return async (_app: FastifyInstance) => {
    void dashboardEndpoints;
  };
}
