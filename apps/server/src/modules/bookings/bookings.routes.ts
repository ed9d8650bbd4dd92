/** Bookings (issue 18). Handlers only: each validates through its declaration, then calls the service. */
import { bookingEndpoints as endpoints } from '@navia/domain/contracts/bookings';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext } from '../../context.ts';
import { registerEndpoint } from '../../lib/endpoint-route.ts';
import { requireAuth } from '../../plugins/auth.ts';
import * as bookings from './bookings.service.ts';

const callerOf = (req: FastifyRequest): bookings.BookingCaller => {
  const auth = requireAuth(req);
  return { scope: auth.scope, userId: auth.user.user.id };
};

export function bookingRoutes(ctx: AppContext) {
  return async (app: FastifyInstance) => {
    registerEndpoint(app, endpoints.submit, (req) => bookings.submitBooking(ctx, callerOf(req), req.body));
    registerEndpoint(app, endpoints.list, (req) =>
      bookings.listBookings(ctx, requireAuth(req).scope, req.body),
    );
    registerEndpoint(app, endpoints.prefill, (req) =>
      bookings.prefillBooking(ctx, requireAuth(req).scope, req.query.shipKey),
    );
    registerEndpoint(app, endpoints.getOne, (req) =>
      bookings.getBooking(ctx, requireAuth(req).scope, req.params.bookingId),
    );
    registerEndpoint(app, endpoints.confirm, (req) =>
      bookings.confirmBooking(ctx, callerOf(req), req.params.bookingId),
    );
    registerEndpoint(app, endpoints.decline, (req) =>
      bookings.declineBooking(ctx, callerOf(req), req.params.bookingId, req.body.reason),
    );
    registerEndpoint(app, endpoints.cancel, (req) =>
      bookings.cancelBooking(ctx, callerOf(req), req.params.bookingId),
    );
    registerEndpoint(app, endpoints.getVessels, (req) => bookings.getVessels(ctx, req.body));
    registerEndpoint(app, endpoints.getPortNamesInList, (req) => bookings.getPortNames(ctx, req.body));
    registerEndpoint(app, endpoints.getPortNames, (req) => bookings.getPortNames(ctx, req.body.filter));
  };
}
