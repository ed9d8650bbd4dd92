/**
 * Carrier feeds (NA), the DCSA T&T 2.2 callback (public, signed), parked events (NA), and a
 * shipment's date history and staff date edits (issue 11).
 *
 * The callback's body is kept as the bytes received: the signature is an HMAC of exactly those
 * bytes. It is checked in preValidation, before the body is validated as events, so a caller
 * without the secret learns nothing from the answer but 401.
 */
import fastifyRateLimit from '@fastify/rate-limit';
import { carrierEventEndpoints as endpoints } from '@navia/domain/contracts/carrier-events';
import { NOTIFICATION_SIGNATURE_HEADER } from '@navia/domain/contracts/dcsa-tnt';
import { shipmentDateEndpoints } from '@navia/domain/contracts/shipment-dates';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../lib/app-error.ts';
import { audit, auditClientOf } from '../../lib/audit.ts';
import { registerEndpoint } from '../../lib/endpoint-route.ts';
import { requireAuth } from '../../plugins/auth.ts';
import * as carrier from './carrier-events.service.ts';

/** A publisher sends batches; this is far above any real feed and blunts a flood of bad signatures. */
const CALLBACK_RATE_LIMIT = { max: 3000, timeWindow: 60_000 };
/** A DCSA notification carries a batch of events; 1 MiB holds hundreds. */
const CALLBACK_BODY_LIMIT = 1024 * 1024;

const FEED_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

type RawBodyRequest = FastifyRequest & { rawBody?: Buffer; bodyIsJson?: boolean };

export function carrierEventRoutes(ctx: AppContext) {
  return async (app: FastifyInstance) => {
    await app.register(fastifyRateLimit, {
      global: false,
      errorResponseBuilder: () => new AppError('TOO_MANY_ATTEMPTS'),
    });
    // In this module's scope only: JSON bodies are kept as received, and parsed after the signature.
    app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (req, body, done) => {
      const request = req as RawBodyRequest;
      const raw = body as Buffer;
      request.rawBody = raw;
      try {
        request.bodyIsJson = true;
        done(null, raw.length === 0 ? undefined : JSON.parse(raw.toString('utf8')));
      } catch {
        request.bodyIsJson = false;
        done(null, undefined);
      }
    });

    registerEndpoint(app, endpoints.listFeeds, () => carrier.listFeeds(ctx));
    registerEndpoint(app, endpoints.registerFeed, (req) =>
      carrier.registerFeed(ctx, requireAuth(req).scope, req.body, auditClientOf(req)),
    );
    registerEndpoint(app, endpoints.deactivateFeed, (req) =>
      carrier.deactivateFeed(ctx, requireAuth(req).scope, req.params.feedId, auditClientOf(req)),
    );
    registerEndpoint(app, endpoints.unmatchedEvents, (req) => carrier.unmatchedEvents(ctx, req.query.limit));

    app.addHook('preValidation', async (req) => {
      if (req.routeOptions.config.endpoint !== endpoints.receiveEvents) return;
      const request = req as RawBodyRequest;
      const feedId = (req.params as { feedId?: string }).feedId ?? '';
      const header = req.headers[NOTIFICATION_SIGNATURE_HEADER.toLowerCase()];
      try {
        const feed = await carrier.verifyCallback(
          ctx,
          feedId,
          request.rawBody ?? Buffer.alloc(0),
          typeof header === 'string' ? header : undefined,
        );
        (req as RawBodyRequest & { carrierFeed?: typeof feed }).carrierFeed = feed;
      } catch (error) {
        if (error instanceof AppError) {
          await audit(ctx.database.db, {
            type: 'CARRIER_SIGNATURE_REFUSED',
            outcome: 'REFUSED',
            who: { actorUserId: null, effectiveUserId: null, orgGroupId: null },
            client: auditClientOf(req),
            at: ctx.now(),
            // Only a well-formed id is kept: the path is the caller's, unvalidated here.
            target: FEED_ID.test(feedId) ? feedId : null,
          });
        }
        throw error;
      }
      if (request.bodyIsJson === false)
        throw new AppError('VALIDATION', { message: 'The body is not valid JSON.' });
    });

    registerEndpoint(
      app,
      endpoints.receiveEvents,
      (req) => {
        const feed = (req as unknown as { carrierFeed?: { id: string; name: string } }).carrierFeed;
        if (!feed) throw new AppError('INVALID_SIGNATURE');
        return carrier.receiveEvents(ctx, feed, req.body);
      },
      { config: { rateLimit: CALLBACK_RATE_LIMIT }, bodyLimit: CALLBACK_BODY_LIMIT },
    );

    registerEndpoint(app, shipmentDateEndpoints.dateHistory, (req) =>
      carrier.dateHistory(ctx, requireAuth(req).scope, req.params.ShipKey),
    );
    registerEndpoint(app, shipmentDateEndpoints.changeDates, (req) =>
      carrier.changeDates(ctx, requireAuth(req).scope, req.params.ShipKey, req.body),
    );
  };
}
