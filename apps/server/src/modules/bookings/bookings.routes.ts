/** Bookings (issue 18). Handlers only: each validates through its declaration, then calls the service. */
import fastifyMultipart from '@fastify/multipart';
import { bookingEndpoints as endpoints } from '@navia/domain/contracts/bookings';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext } from '../../context.ts';
import { fileStorageFor } from '../../integrations/storage.ts';
import { auditClientOf } from '../../lib/audit.ts';
import { registerEndpoint } from '../../lib/endpoint-route.ts';
import { requireAuth } from '../../plugins/auth.ts';
import { readTypedUpload, UPLOAD_MULTIPART_OPTIONS } from '../shipment-detail/document-transfer.ts';
import type { DocumentCaller } from '../shipment-detail/record-documents.ts';
import * as documents from './booking-documents.service.ts';
import * as bookings from './bookings.service.ts';

const callerOf = (req: FastifyRequest): bookings.BookingCaller => {
  const auth = requireAuth(req);
  return { scope: auth.scope, userId: auth.user.user.id };
};

const documentCallerOf = (req: FastifyRequest): DocumentCaller => {
  const auth = requireAuth(req);
  return { scope: auth.scope, userName: auth.user.user.fullname, client: auditClientOf(req) };
};

export function bookingRoutes(ctx: AppContext) {
  const deps = { ctx, storage: fileStorageFor(ctx.config) };
  return async (app: FastifyInstance) => {
    await app.register(fastifyMultipart, UPLOAD_MULTIPART_OPTIONS);
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
    registerEndpoint(app, endpoints.documents, (req) =>
      documents.listBookingDocuments(deps, requireAuth(req).scope, req.params.bookingId),
    );
    registerEndpoint(app, endpoints.uploadDocument, async (req) =>
      documents.uploadBookingDocument(
        deps,
        documentCallerOf(req),
        req.params.bookingId,
        await readTypedUpload(req),
      ),
    );
    registerEndpoint(app, endpoints.getVessels, (req) => bookings.getVessels(ctx, req.body));
    registerEndpoint(app, endpoints.getPortNamesInList, (req) => bookings.getPortNames(ctx, req.body));
    registerEndpoint(app, endpoints.getPortNames, (req) => bookings.getPortNames(ctx, req.body.filter));
  };
}
