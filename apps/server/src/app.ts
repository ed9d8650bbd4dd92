/**
 * Builds the Fastify app: cross-cutting plugins first, then the domain modules. No listen() here,
 * so tests drive the same app through app.inject.
 */
import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import fastifyCookie from '@fastify/cookie';
import fastifyStatic from '@fastify/static';
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
import type { AppContext } from './context.ts';
import type { Database } from './db/client.ts';
import { createMailer, type Mailer } from './integrations/email.ts';
import { createFactorTableEmissions } from './integrations/emissions.ts';
import { registerEndpoint, watchEndpointRoutes } from './lib/endpoint-route.ts';
import { guardedValidatorCompiler } from './lib/validator.ts';
import { deliveryAddressRoutes } from './modules/deliveries/addresses.routes.ts';
import { deliveryRoutes } from './modules/deliveries/deliveries.routes.ts';
import { lookupRoutes } from './modules/lookup/lookup.routes.ts';
import { orgRoutes } from './modules/org/org.routes.ts';
import { savedSearchRoutes } from './modules/saved-searches/saved-searches.routes.ts';
import { settingsRoutes } from './modules/settings/settings.routes.ts';
import { shipmentDetailRoutes } from './modules/shipment-detail/shipment-detail.routes.ts';
import { priorityRoutes } from './modules/shipments/priority.routes.ts';
import { shipmentRoutes } from './modules/shipments/shipments.routes.ts';
import { supportRoutes } from './modules/support/support.routes.ts';
import { userRoutes } from './modules/users/users.routes.ts';
import { registerAuth } from './plugins/auth.ts';
import { answerFrameworkError, registerErrorHandling, registerNotFound } from './plugins/errors.ts';
import { type Drain, registerGracefulShutdown } from './plugins/shutdown.ts';

export const DEFAULT_WEB_DIST = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../web/dist');

export type BuildOptions = {
  config: AppConfig;
  database: Database;
  now?: () => Date;
  /** Replaces the outbox mailer (tests). */
  mailer?: Mailer;
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
            // Secrets never reach the log: session cookies, bearer tokens and set-cookie answers.
            redact: ['req.headers.authorization', 'req.headers.cookie', 'res.headers["set-cookie"]'],
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

  const ctx: AppContext = {
    config,
    database,
    log: app.log,
    now: options.now ?? (() => new Date()),
    emissions: createFactorTableEmissions(),
    mailer:
      options.mailer ??
      createMailer({ db: database.db, smtpUrl: config.SMTP_URL, from: config.NAVIA_MAIL_FROM, log: app.log }),
  };

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
          bearer: { type: 'http', scheme: 'bearer' },
          session: { type: 'apiKey', in: 'cookie', name: 'navia_session' },
        },
      },
      security: [{ session: [] }, { bearer: [] }],
    },
    transform: jsonSchemaTransform,
    transformObject: jsonSchemaTransformObject,
  });
  await app.register(fastifySwaggerUi, { routePrefix: '/api/docs' });
  registerAuth(app, ctx);

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
  await app.register(lookupRoutes(ctx));
  await app.register(deliveryRoutes(ctx));
  await app.register(deliveryAddressRoutes(ctx));
  checkEndpointRoutes();

  const webDist = config.NAVIA_WEB_DIST ?? DEFAULT_WEB_DIST;
  const hasWeb = existsSync(path.join(webDist, 'index.html'));
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root: webDist,
      wildcard: false,
      setHeaders: (res, filePath) => {
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        res.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }
  registerNotFound(
    app,
    hasWeb ? (reply) => reply.header('cache-control', 'no-cache').sendFile('index.html') : null,
  );
  return { app, ctx, drain };
}
