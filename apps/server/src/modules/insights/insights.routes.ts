/** Insights reports and CO2 emissions (issue 13). STUB: the helper that owns this module registers its endpoints here. */
import { insightsEndpoints } from '@navia/domain/contracts/insights';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.ts';

export function insightsRoutes(_ctx: AppContext) {
  return async (_app: FastifyInstance) => {
    void insightsEndpoints;
  };
}
