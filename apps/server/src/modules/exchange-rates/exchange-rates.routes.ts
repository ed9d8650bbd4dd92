/** Exchange rates and currencies (issue 13). STUB: the helper that owns this module registers its endpoints here. */
import { exchangeRateEndpoints } from '@navia/domain/contracts/exchange-rates';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.ts';

export function exchangeRateRoutes(_ctx: AppContext) {
  return async (_app: FastifyInstance) => {
    void exchangeRateEndpoints;
  };
}
