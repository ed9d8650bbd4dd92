/**
 * Card payments (issue 14). Handlers only. The webhook's body is kept as the bytes received: its
 * signature is an HMAC of exactly those bytes, checked before anything else.
 */
import { Readable } from 'node:stream';
import { paymentEndpoints as endpoints } from '@navia/domain/contracts/payments';
import { zoneOfCountry } from '@navia/domain/rules/filters/dates';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext } from '../../context.ts';
import { WEBHOOK_SIGNATURE_HEADER } from '../../integrations/payments/gateway.ts';
import { AppError } from '../../lib/app-error.ts';
import { audit, auditClientOf } from '../../lib/audit.ts';
import { registerEndpoint } from '../../lib/endpoint-route.ts';
import { requireAuth } from '../../plugins/auth.ts';
import type { PaymentCaller } from './payment-caller.ts';
import * as payments from './payments.service.ts';
import * as reconciliation from './reconciliation.service.ts';
import * as refunds from './refunds.service.ts';
import * as savedCards from './saved-cards.service.ts';

type RawBodyRequest = FastifyRequest & { rawBody?: Buffer };

const callerOf = (req: FastifyRequest): PaymentCaller => {
  const auth = requireAuth(req);
  return { scope: auth.scope, zone: zoneOfCountry(auth.user.user.homeCountry), client: auditClientOf(req) };
};

export function paymentRoutes(ctx: AppContext) {
  return async (app: FastifyInstance) => {
    // In this module's scope only: JSON bodies are kept as received (the webhook's signature).
    app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (req, body, done) => {
      const raw = body as Buffer;
      (req as RawBodyRequest).rawBody = raw;
      try {
        done(null, raw.length === 0 ? undefined : JSON.parse(raw.toString('utf8')));
      } catch {
        done(new AppError('VALIDATION', { message: 'The body is not valid JSON.' }));
      }
    });
    registerEndpoint(app, endpoints.paymentsWithFilters, (req) =>
      payments.history(ctx, callerOf(req), req.body),
    );
    registerEndpoint(app, endpoints.editOrgCustomFee, (req) =>
      payments.editOrgCustomFee(ctx, callerOf(req), req.body),
    );
    registerEndpoint(app, endpoints.reconciliation, (req) =>
      reconciliation.list(ctx, callerOf(req), req.body),
    );
    registerEndpoint(app, endpoints.reconciliationExport, (req, reply) => {
      const csv = reconciliation.exportCsv(ctx, callerOf(req), req.query);
      reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${csv.fileName}"`);
      return reply.send(Readable.from(csv.chunks));
    });
    registerEndpoint(app, endpoints.resolve, (req) => reconciliation.resolve(ctx, callerOf(req), req.body));
    registerEndpoint(app, endpoints.savedCard, (req) => savedCards.savedCard(ctx, callerOf(req)));
    registerEndpoint(app, endpoints.deleteSavedCard, (req) => savedCards.deleteSavedCard(ctx, callerOf(req)));
    registerEndpoint(app, endpoints.gateway, () => payments.gatewayInfo(ctx));
    registerEndpoint(app, endpoints.tokenize, (req) => payments.tokenize(ctx, req.body));
    registerEndpoint(app, endpoints.merchantFees, (req) =>
      payments.merchantFees(ctx, requireAuth(req).scope),
    );
    registerEndpoint(app, endpoints.pay, (req) => payments.pay(ctx, callerOf(req), req.body));
    registerEndpoint(app, endpoints.authenticate, (req) =>
      payments.authenticate(ctx, callerOf(req), req.params.paymentId, req.body.approved),
    );
    registerEndpoint(app, endpoints.refund, (req) =>
      refunds.refund(ctx, callerOf(req), req.params.paymentId, req.body),
    );
    registerEndpoint(app, endpoints.receipt, (req) =>
      payments.receipt(ctx, callerOf(req), req.params.paymentId),
    );

    app.addHook('preValidation', async (req) => {
      if (req.routeOptions.config.endpoint !== endpoints.webhook) return;
      const gateway = (req.params as { gateway?: string }).gateway;
      const header = req.headers[WEBHOOK_SIGNATURE_HEADER];
      const event =
        gateway === ctx.payments.gateway.name.toLowerCase()
          ? ctx.payments.gateway.verifyWebhook(
              (req as RawBodyRequest).rawBody ?? Buffer.alloc(0),
              typeof header === 'string' ? header : undefined,
            )
          : null;
      if (!event) {
        await audit(ctx.database.db, {
          type: 'PAYMENT_WEBHOOK_REFUSED',
          outcome: 'REFUSED',
          who: { actorUserId: null, effectiveUserId: null, orgGroupId: null },
          client: auditClientOf(req),
          at: ctx.now(),
          target: gateway === 'test' || gateway === 'stripe' ? gateway : null,
        });
        throw new AppError('SIGNATURE_INVALID');
      }
      (req as RawBodyRequest & { gatewayEvent?: typeof event }).gatewayEvent = event;
    });
    registerEndpoint(app, endpoints.webhook, (req) => {
      const event = (req as RawBodyRequest & { gatewayEvent?: Parameters<typeof payments.applyEvent>[1] })
        .gatewayEvent;
      if (!event) throw new AppError('SIGNATURE_INVALID');
      return payments.applyEvent(ctx, event, auditClientOf(req));
    });
  };
}
