/**
 * One error shape for all of /api (packages/domain errors.ts): bad input is a 400 naming the
 * field, unknown /api paths a 404, a database that cannot be reached a 503 with Retry-After, and
 * 5xx details never reach the client.
 */
import {
  type ApiErrorBody,
  ERROR_CATALOGUE,
  type ErrorCode,
  type FieldIssue,
  MESSAGES,
} from '@navia/domain/errors';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { databaseUnavailableReason } from '../db/unavailable.ts';
import { AppError } from '../lib/app-error.ts';

/** Seconds a client is asked to wait when the database is unavailable (the pool reconnects by then). */
const DATABASE_RETRY_AFTER_SECONDS = 1;

function fieldIssues(
  error: { validation: { instancePath: string; message?: string | undefined }[] },
  context: string | undefined,
) {
  return error.validation.map<FieldIssue>((v) => {
    const field = v.instancePath.replace(/^\//, '').replaceAll('/', '.');
    return { field: field || context || 'body', message: v.message ?? 'Invalid value' };
  });
}

/** Fastify's own 4xx answers, by status, as catalogue codes; any other 4xx is bad input (400). */
const FASTIFY_CLIENT_ERROR_CODES: Partial<Record<number, ErrorCode>> = {
  404: 'NOT_FOUND',
  413: 'PAYLOAD_TOO_LARGE',
  415: 'UNSUPPORTED_MEDIA_TYPE',
};

export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    let body: ApiErrorBody;
    if (hasZodFastifySchemaValidationErrors(error)) {
      const issues = fieldIssues(error, error.validationContext);
      const first = issues[0];
      body = {
        statusCode: 400,
        code: 'VALIDATION',
        message: first ? `${first.field}: ${first.message}` : ERROR_CATALOGUE.VALIDATION.message,
        issues,
      };
    } else if (error instanceof AppError) {
      body = { statusCode: error.statusCode, code: error.code, message: error.message };
      if (error.email) body.email = error.email;
      if (error.issues) body.issues = error.issues;
    } else if (error.statusCode === 429) {
      body = {
        statusCode: 429,
        code: 'TOO_MANY_ATTEMPTS',
        message: ERROR_CATALOGUE.TOO_MANY_ATTEMPTS.message,
      };
    } else if (typeof error.statusCode === 'number' && error.statusCode >= 400 && error.statusCode < 500) {
      // Fastify's own client errors: malformed JSON, wrong content type, body too large.
      body = clientErrorBody(error);
    } else {
      const unavailable = databaseUnavailableReason(error);
      if (unavailable !== null) {
        // The database is restarting or dropped the connection: the same request works again once
        // the pool has reconnected, so the client is told to retry rather than shown a failure.
        request.log.warn({ reason: unavailable }, 'database unavailable');
        reply.header('retry-after', String(DATABASE_RETRY_AFTER_SECONDS));
        body = {
          statusCode: 503,
          code: 'SERVICE_UNAVAILABLE',
          message: ERROR_CATALOGUE.SERVICE_UNAVAILABLE.message,
        };
      } else {
        request.log.error({ err: error }, 'unhandled error');
        body = { statusCode: 500, code: 'INTERNAL', message: ERROR_CATALOGUE.INTERNAL.message };
      }
    }
    if (body.statusCode < 500)
      request.log.info({ code: body.code, statusCode: body.statusCode }, 'request refused');
    return reply.code(body.statusCode).send(body);
  });
}

/** A Fastify client error (4xx) in the platform's shape, by its status. */
function clientErrorBody(error: FastifyError): ApiErrorBody {
  const code = FASTIFY_CLIENT_ERROR_CODES[error.statusCode ?? 400] ?? 'VALIDATION';
  return { statusCode: ERROR_CATALOGUE[code].status, code, message: error.message };
}

/**
 * Fastify's `frameworkErrors` option: errors raised before a route is chosen (a path that is not
 * valid percent-encoding, a path parameter over the router's length limit) answer a 400 in the
 * platform's shape, naming the path, instead of Fastify's own shape.
 */
export function answerFrameworkError(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  request.log.info({ code: error.code }, 'request refused before routing');
  const body: ApiErrorBody = {
    statusCode: 400,
    code: 'VALIDATION',
    message: MESSAGES.invalidPath,
    issues: [{ field: 'params', message: MESSAGES.invalidPath }],
  };
  return reply.code(400).send(body);
}

/** Unknown /api paths answer a JSON 404; anything else falls back to the single-page app. */
export function registerNotFound(
  app: FastifyInstance,
  spaFallback: ((reply: import('fastify').FastifyReply) => unknown) | null,
) {
  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? '';
    if (path === '/api' || path.startsWith('/api/') || !spaFallback || request.method !== 'GET') {
      const body: ApiErrorBody = {
        statusCode: 404,
        code: 'NOT_FOUND',
        message: `${MESSAGES.notFound}: ${request.method} ${path}`,
      };
      return reply.code(404).send(body);
    }
    return spaFallback(reply);
  });
}
