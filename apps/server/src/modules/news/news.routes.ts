/** News feed, news updates and newsletters (issue 13). STUB: the helper that owns this module registers its endpoints here. */
import { newsEndpoints } from '@navia/domain/contracts/news';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.ts';

export function newsRoutes(_ctx: AppContext) {
  return async (_app: FastifyInstance) => {
    void newsEndpoints;
  };
}
