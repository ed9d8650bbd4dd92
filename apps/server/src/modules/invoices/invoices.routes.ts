/** Invoices (issue 14). Handlers only: each validates through its declaration, then calls a service. */
import { Readable } from 'node:stream';
import { invoiceEndpoints as endpoints } from '@navia/domain/contracts/invoices';
import { zoneOfCountry } from '@navia/domain/rules/filters/dates';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext } from '../../context.ts';
import { registerEndpoint } from '../../lib/endpoint-route.ts';
import { requireAuth } from '../../plugins/auth.ts';
import * as invoices from './invoices.service.ts';

const callerOf = (req: FastifyRequest): invoices.InvoiceCaller => {
  const auth = requireAuth(req);
  return { scope: auth.scope, zone: zoneOfCountry(auth.user.user.homeCountry) };
};

export function invoiceRoutes(ctx: AppContext) {
  return async (app: FastifyInstance) => {
    registerEndpoint(app, endpoints.invoicesWithFilters, (req) =>
      invoices.searchInvoices(ctx, callerOf(req), req.body),
    );
    registerEndpoint(app, endpoints.exportCsv, (req, reply) => {
      const csv = invoices.exportCsv(ctx, callerOf(req), req.query.search);
      reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${csv.fileName}"`);
      return reply.send(Readable.from(csv.chunks));
    });
    // Parametric: Fastify's router tries the static /api/invoices/<name> paths first.
    registerEndpoint(app, endpoints.getOne, (req) => invoices.getInvoice(ctx, callerOf(req), req.params.id));
    registerEndpoint(app, endpoints.pdf, async (req, reply) => {
      const pdf = await invoices.invoicePdf(ctx, callerOf(req), req.params.id);
      reply
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="${pdf.fileName}"`)
        .header('cache-control', 'private, no-store');
      return reply.send(pdf.bytes);
    });
  };
}
