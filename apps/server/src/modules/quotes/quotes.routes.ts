/** Quotes (issue 18). Handlers only: each validates through its declaration, then calls the service. */
import fastifyMultipart from '@fastify/multipart';
import {
  quoteEndpoints as endpoints,
  RATE_CARD_IMPORT_FIELDS,
  RATE_CARD_IMPORT_MAX_BYTES,
} from '@navia/domain/contracts/quotes';
import { MESSAGES } from '@navia/domain/errors';
import { zoneOfCountry } from '@navia/domain/rules/filters/dates';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../lib/app-error.ts';
import { auditClientOf } from '../../lib/audit.ts';
import { registerEndpoint } from '../../lib/endpoint-route.ts';
import { readUploadForm } from '../../lib/multipart-form.ts';
import { requireAuth } from '../../plugins/auth.ts';
import * as quotes from './quotes.service.ts';

const callerOf = (req: FastifyRequest): quotes.QuoteCaller => {
  const auth = requireAuth(req);
  return {
    scope: auth.scope,
    user: auth.user.user,
    orgGroup: auth.user.orgGroup,
    zone: zoneOfCountry(auth.user.user.homeCountry),
    client: auditClientOf(req),
  };
};

const invalid = (issues: { field: string; message: string }[]) =>
  new AppError('VALIDATION', { message: issues.map((i) => `${i.field}: ${i.message}`).join('; '), issues });

/** Reads the import form: one CSV file and the dryRun flag ('true' or 'false', required). */
async function readRateCardUpload(req: FastifyRequest): Promise<quotes.RateCardUpload> {
  const { fields, file } = await readUploadForm(req, {
    fileField: RATE_CARD_IMPORT_FIELDS.file,
    tooLarge: 'PAYLOAD_TOO_LARGE',
    unreadable: () => invalid([{ field: RATE_CARD_IMPORT_FIELDS.file, message: MESSAGES.fieldRequired }]),
  });
  const dryRunText = fields[RATE_CARD_IMPORT_FIELDS.dryRun]?.trim().toLowerCase();
  const issues: { field: string; message: string }[] = [];
  if (dryRunText !== 'true' && dryRunText !== 'false')
    issues.push({ field: RATE_CARD_IMPORT_FIELDS.dryRun, message: "required: 'true' or 'false'" });
  if (!file) issues.push({ field: RATE_CARD_IMPORT_FIELDS.file, message: MESSAGES.fieldRequired });
  if (issues.length > 0 || !file) throw invalid(issues);
  return { dryRun: dryRunText === 'true', bytes: file.bytes };
}

export function quoteRoutes(ctx: AppContext) {
  return async (app: FastifyInstance) => {
    await app.register(fastifyMultipart, {
      limits: { fileSize: RATE_CARD_IMPORT_MAX_BYTES, files: 1, fields: 5, fieldSize: 1024, parts: 6 },
    });

    registerEndpoint(app, endpoints.getQuote, (req) => quotes.getQuote(ctx, callerOf(req), req.body));
    registerEndpoint(app, endpoints.list, (req) => quotes.listQuotes(ctx, callerOf(req), req.body));
    registerEndpoint(app, endpoints.getOne, (req) =>
      quotes.getOneQuote(ctx, callerOf(req), req.params.quoteId),
    );
    registerEndpoint(app, endpoints.accept, (req) =>
      quotes.acceptQuote(ctx, callerOf(req), req.params.quoteId, req.body.optionId),
    );
    registerEndpoint(app, endpoints.price, (req) =>
      quotes.priceQuote(ctx, callerOf(req), req.params.quoteId, req.body),
    );

    registerEndpoint(app, endpoints.rateCardsList, (req) => quotes.listRateCards(ctx, req.body));
    registerEndpoint(app, endpoints.rateCardImport, async (req) =>
      quotes.importRateCards(ctx, callerOf(req), await readRateCardUpload(req)),
    );
    registerEndpoint(app, endpoints.rateCardCreate, (req) =>
      quotes.createRateCard(ctx, callerOf(req), req.body),
    );
    registerEndpoint(app, endpoints.rateCardUpdate, (req) =>
      quotes.updateRateCard(ctx, callerOf(req), req.params.rateCardId, req.body),
    );
    registerEndpoint(app, endpoints.rateCardDelete, (req) =>
      quotes.deleteRateCard(ctx, callerOf(req), req.params.rateCardId),
    );
  };
}
