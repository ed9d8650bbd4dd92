/**
 * Builds the Fastify app: cross-cutting plugins first, then the domain modules. No listen() here,
 * so tests drive the same app through app.inject.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import fastifyCookie from '@fastify/cookie';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import { systemEndpoints } from '@navia/domain/contracts/system';
import Fastify, { type FastifyInstance } from 'fastify';
import {
  jsonSchemaTransform,
  jsonSchemaTransformObject,
  serializerCompiler,
} from 'fastify-type-provider-zod';
import type { AppConfig } from './config.ts';
import type { AppContext, CachedSession } from './context.ts';
import type { Database } from './db/client.ts';
import { createMailer, type Mailer } from './integrations/email.ts';
import { createFactorTableEmissions } from './integrations/emissions.ts';
import { WEBHOOK_SIGNATURE_HEADER } from './integrations/payments/gateway.ts';
import { StripeGateway } from './integrations/payments/stripe-gateway.ts';
import { TestGateway } from './integrations/payments/test-gateway.ts';
import { registerAppJobs } from './jobs/app-jobs.ts';
import { createJobs, type JobsMode } from './jobs/jobs.ts';
import { createDomainEvents } from './lib/domain-events.ts';
import { registerEndpoint, watchEndpointRoutes } from './lib/endpoint-route.ts';
import { requestLogSerializer } from './lib/log-redaction.ts';
import { createSessionCache } from './lib/session-cache.ts';
import { guardedValidatorCompiler } from './lib/validator.ts';
import { apiCredentialRoutes } from './modules/api-credentials/api-credentials.routes.ts';
import { bookingRoutes } from './modules/bookings/bookings.routes.ts';
import { carrierEventRoutes } from './modules/carrier-events/carrier-events.routes.ts';
import { chatRoutes } from './modules/chat/chat.routes.ts';
import { registerChatSocket } from './modules/chat/chat-socket.ts';
import { connectNetworkRoutes } from './modules/connect-network/connect-network.routes.ts';
import { connectUserRoutes } from './modules/connect-users/connect-users.routes.ts';
import { contractExtraRoutes } from './modules/contracts/contract-extras.routes.ts';
import { contractRoutes } from './modules/contracts/contracts.routes.ts';
import { dashboardRoutes } from './modules/dashboard/dashboard.routes.ts';
import { deliveryAddressRoutes } from './modules/deliveries/addresses.routes.ts';
import { deliveryRoutes } from './modules/deliveries/deliveries.routes.ts';
import { exchangeRateRoutes } from './modules/exchange-rates/exchange-rates.routes.ts';
import { insightsRoutes } from './modules/insights/insights.routes.ts';
import { invoiceRoutes } from './modules/invoices/invoices.routes.ts';
import { newsRoutes } from './modules/news/news.routes.ts';
import { notificationRoutes } from './modules/notifications/notifications.routes.ts';
import { orgRoutes } from './modules/org/org.routes.ts';
import { paymentRoutes } from './modules/payments/payments.routes.ts';
import { quickLookupRoutes } from './modules/quick-lookup/quick-lookup.routes.ts';
import { quoteRoutes } from './modules/quotes/quotes.routes.ts';
import { reportRoutes } from './modules/reports/reports.routes.ts';
import { savedSearchRoutes } from './modules/saved-searches/saved-searches.routes.ts';
import { settingsRoutes } from './modules/settings/settings.routes.ts';
import { shipmentDetailRoutes } from './modules/shipment-detail/shipment-detail.routes.ts';
import { priorityRoutes } from './modules/shipments/priority.routes.ts';
import { shipmentRoutes } from './modules/shipments/shipments.routes.ts';
import { skuRoutes } from './modules/skus/skus.routes.ts';
import { supportRoutes } from './modules/support/support.routes.ts';
import { transitRoutes } from './modules/transit/transit.routes.ts';
import { trustedPartyRoutes } from './modules/trusted-parties/trusted-parties.routes.ts';
import { twoFactorRoutes } from './modules/two-factor/two-factor.routes.ts';
import { userAdminRoutes } from './modules/user-admin/user-admin.routes.ts';
import { userRoutes } from './modules/users/users.routes.ts';
import { registerAuth } from './plugins/auth.ts';
import { registerCompression } from './plugins/compression.ts';
import { answerFrameworkError, registerErrorHandling, registerNotFound } from './plugins/errors.ts';
import { createRealtime } from './plugins/realtime.ts';
import { apiDocsCsp, registerSecurityHeaders } from './plugins/security-headers.ts';
import { type Drain, registerGracefulShutdown } from './plugins/shutdown.ts';
import { registerViewAsPolicy } from './plugins/view-as-policy.ts';
import { registerWebApp } from './plugins/web-app.ts';

const DEFAULT_WEB_DIST = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../web/dist');

export type BuildOptions = {
  config: AppConfig;
  database: Database;
  now?: () => Date;
  /** Replaces the outbox mailer (tests). */
  mailer?: Mailer;
  /** 'background' (default) works the queues once started; 'manual' (tests) only on ctx.jobs.drain(). */
  jobsMode?: JobsMode;
  /**
   * 'shared' (default): on PostgreSQL, the Postgres adapter shares realtime events between
   * processes (it holds one pooled connection for LISTEN). 'local' keeps them in this process (the
   * test harness, whose apps share one small pool).
   */
  realtime?: 'shared' | 'local';
  /**
   * The test gateway's webhooks: 'auto' (default) posts each to the app as a processor would;
   * 'manual' (tests) holds them until `ctx.payments.testGateway.flush()` answers them.
   */
  testGatewayWebhooks?: 'auto' | 'manual';
  logger?: boolean;
};

export async function buildApp(
  options: BuildOptions,
): Promise<{ app: FastifyInstance; ctx: AppContext; drain: Drain }> {
  const { config, database } = options;
  const app = Fastify({
    logger:
      options.logger === false
        ? false
        : {
            level: config.NAVIA_LOG_LEVEL,
            // Secrets never reach the log: session cookies, bearer tokens, set-cookie answers and
            // the one-time hash or token a page's URL carries (lib/log-redaction.ts).
            redact: ['req.headers.authorization', 'req.headers.cookie', 'res.headers["set-cookie"]'],
            serializers: { req: requestLogSerializer },
          },
    genReqId: (req) => {
      const given = req.headers['x-request-id'];
      return typeof given === 'string' && /^[\w-]{8,64}$/.test(given) ? given : randomUUID();
    },
    trustProxy: config.NAVIA_TRUST_PROXY,
    return503OnClosing: true,
    bodyLimit: 1024 * 1024,
    frameworkErrors: answerFrameworkError,
  });
  const drain = registerGracefulShutdown(app);
  app.addHook('onSend', async (req, reply) => {
    reply.header('x-request-id', req.id);
  });
  // zod validation, behind the one check for characters no field may hold (lib/validator.ts).
  app.setValidatorCompiler(guardedValidatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  // Started by main.ts (or the test harness) once the app is built; stopped when the app closes,
  // which graceful shutdown does after the in-flight requests finished.
  const jobs = createJobs({ database, log: app.log, mode: options.jobsMode ?? 'background' });
  app.addHook('onClose', () => jobs.stop());
  const sessions = createSessionCache<CachedSession>(database, {
    onLost: (err) => app.log.warn({ err }, 'session cache: not listening for auth changes; reconnecting'),
  });
  app.addHook('onClose', () => sessions.clear());
  const base: Omit<AppContext, 'realtime' | 'payments'> = {
    config,
    database,
    log: app.log,
    now: options.now ?? (() => new Date()),
    sessions,
    emissions: createFactorTableEmissions(),
    jobs,
    events: createDomainEvents({ log: app.log }),
    mailer:
      options.mailer ??
      createMailer({
        db: database.db,
        jobs,
        smtpUrl: config.SMTP_URL,
        from: config.NAVIA_MAIL_FROM,
        log: app.log,
      }),
  };
  const testGateway = new TestGateway({
    // The gateway runs in this process: its webhook secret is this process's own.
    secret: randomBytes(32).toString('hex'),
    now: base.now,
    deliver:
      options.testGatewayWebhooks === 'manual'
        ? undefined
        : async (rawBody, signature) => {
            await app.inject({
              method: 'POST',
              url: '/api/payments/webhooks/test',
              headers: { 'content-type': 'application/json', [WEBHOOK_SIGNATURE_HEADER]: signature },
              payload: rawBody,
            });
          },
  });
  // Stripe takes cards when configured (config.ts requires its three keys together); else the test gateway.
  const stripe =
    config.STRIPE_SECRET_KEY && config.STRIPE_WEBHOOK_SECRET
      ? StripeGateway.fromConfig(config.STRIPE_SECRET_KEY, config.STRIPE_WEBHOOK_SECRET)
      : null;
  const withPayments = {
    ...base,
    payments: stripe
      ? { gateway: stripe, testGateway: null, publishableKey: config.STRIPE_PUBLISHABLE_KEY ?? null }
      : { gateway: testGateway, testGateway, publishableKey: null },
  };
  const ctx: AppContext = {
    ...withPayments,
    realtime: createRealtime(app, withPayments, { shared: (options.realtime ?? 'shared') === 'shared' }),
  };
  registerAppJobs(ctx);
  registerChatSocket(ctx);

  const https = config.NAVIA_PUBLIC_URL.startsWith('https://');
  // Stripe's scripts and frames are allowed only when Stripe takes the cards (issue 14).
  await registerSecurityHeaders(app, { https, stripe: stripe !== null });
  await registerCompression(app);
  await app.register(fastifyCookie);
  registerErrorHandling(app);
  await app.register(fastifySwagger, {
    openapi: {
      info: {
        title: 'NAVIA portal API',
        version: '1.0.0',
        description: 'Hub and connect API. Paths and payload names follow the spec.',
      },
      components: {
        securitySchemes: {
          bearer: {
            type: 'http',
            scheme: 'bearer',
            description:
              'A session token (POST /api/user/signin), or an API client\'s access token (napi_…, from POST /api/user/accessToken with the group\'s API credentials; README "API access").',
          },
          session: { type: 'apiKey', in: 'cookie', name: 'navia_session' },
          apiClientBasic: {
            type: 'http',
            scheme: 'basic',
            description:
              'API credentials (apiUserName or publicKey, and the secret) for POST /api/user/accessToken only.',
          },
        },
      },
      security: [{ session: [] }, { bearer: [] }],
    },
    transform: jsonSchemaTransform,
    transformObject: jsonSchemaTransformObject,
  });
  const docsCsp = apiDocsCsp({ https });
  await app.register(fastifySwaggerUi, {
    routePrefix: '/api/docs',
    uiHooks: {
      onRequest: async (_req, reply) => {
        reply.header('content-security-policy', docsCsp);
      },
    },
  });
  registerAuth(app, ctx);
  registerViewAsPolicy(app, ctx);

  // Each module registers its routes from their endpoint declarations, which carry the full path.
  const checkEndpointRoutes = watchEndpointRoutes(app);
  registerEndpoint(app, systemEndpoints.health, () => ({ status: 'ok' as const, database: database.kind }));
  await app.register(userRoutes(ctx));
  await app.register(supportRoutes(ctx));
  await app.register(settingsRoutes(ctx));
  await app.register(orgRoutes(ctx));
  await app.register(shipmentRoutes(ctx));
  await app.register(priorityRoutes(ctx));
  await app.register(savedSearchRoutes(ctx));
  await app.register(shipmentDetailRoutes(ctx));
  await app.register(quickLookupRoutes(ctx));
  await app.register(deliveryRoutes(ctx));
  await app.register(deliveryAddressRoutes(ctx));
  await app.register(notificationRoutes(ctx));
  await app.register(carrierEventRoutes(ctx));
  await app.register(chatRoutes(ctx));
  await app.register(contractRoutes(ctx));
  await app.register(contractExtraRoutes(ctx));
  await app.register(trustedPartyRoutes(ctx));
  await app.register(connectUserRoutes(ctx));
  await app.register(userAdminRoutes(ctx));
  await app.register(connectNetworkRoutes(ctx));
  await app.register(skuRoutes(ctx));
  await app.register(invoiceRoutes(ctx));
  await app.register(paymentRoutes(ctx));
  await app.register(dashboardRoutes(ctx));
  await app.register(exchangeRateRoutes(ctx));
  await app.register(newsRoutes(ctx));
  await app.register(insightsRoutes(ctx));
  await app.register(transitRoutes(ctx));
  await app.register(quoteRoutes(ctx));
  await app.register(bookingRoutes(ctx));
  await app.register(reportRoutes(ctx));
  await app.register(twoFactorRoutes(ctx));
  await app.register(apiCredentialRoutes(ctx));
  checkEndpointRoutes();

  const sendAppPage = await registerWebApp(app, {
    webDist: config.NAVIA_WEB_DIST ?? DEFAULT_WEB_DIST,
    https,
    stripe: stripe !== null,
  });
  registerNotFound(app, sendAppPage);
  return { app, ctx, drain };
}
