/** Exchange rates and currencies (issue 13 item 11): getExchangeRate (hub §7) and the currency list. */
import { exchangeRateEndpoints as endpoints } from '@navia/domain/contracts/exchange-rates';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.ts';
import { registerEndpoint } from '../../lib/endpoint-route.ts';
import { requireAuth } from '../../plugins/auth.ts';
import * as rates from './exchange-rates.service.ts';

export function exchangeRateRoutes(ctx: AppContext) {
  return async (app: FastifyInstance) => {
    registerEndpoint(app, endpoints.getExchangeRate, (req) => {
      requireAuth(req);
      return rates.getExchangeRate(ctx, req.body.baseCurrency, req.body.quoteCurrency);
    });
    registerEndpoint(app, endpoints.currencies, (req) => {
      requireAuth(req);
      return rates.listCurrencies(ctx);
    });
  };
}
