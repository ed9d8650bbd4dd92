/** Issue 15: the API user calls of hub §7 and POST /api/user/accessToken for API clients. */
import { API_TOKEN_REQUEST_RATE, apiClientEndpoints } from '@navia/domain/contracts/api-client';
import { apiCredentialEndpoints as endpoints } from '@navia/domain/contracts/api-credentials';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../lib/app-error.ts';
import { auditClientOf } from '../../lib/audit.ts';
import { registerEndpoint } from '../../lib/endpoint-route.ts';
import { requireAuth } from '../../plugins/auth.ts';
import { issueAccessToken, retryAfterLimiter } from './api-client-auth.ts';
import * as credentials from './api-credentials.service.ts';

/** The OpenAPI security scheme of POST /api/user/accessToken (declared in app.ts). */
const API_CLIENT_BASIC_SCHEME = 'apiClientBasic';

function callerOf(req: FastifyRequest): credentials.CredentialsCaller {
  const auth = requireAuth(req);
  // Under view-as the rotations are refused by their declarations; reads name the admin in history.
  const acting = auth.actor ?? auth.user;
  return {
    scope: auth.scope,
    name: acting.user.fullname,
    email: acting.user.email,
    client: auditClientOf(req),
  };
}

export function apiCredentialRoutes(ctx: AppContext) {
  const tokenRequests = retryAfterLimiter(API_TOKEN_REQUEST_RATE, () => ctx.now().getTime());
  return async (app: FastifyInstance) => {
    // The OpenAPI document: the token call takes HTTP Basic (its declaration is public to the session check).
    app.addHook('onRoute', (route) => {
      if (route.url !== apiClientEndpoints.accessToken.path || route.method !== 'POST') return;
      route.schema = { ...route.schema, security: [{ [API_CLIENT_BASIC_SCHEME]: [] }] };
    });
    registerEndpoint(app, endpoints.getApiCredentials, (req) =>
      credentials.getApiCredentials(ctx, callerOf(req), req.query.orgGroupId),
    );
    registerEndpoint(app, endpoints.credentialsHistory, (req) =>
      credentials.credentialsHistory(ctx, callerOf(req), req.query.orgGroupId),
    );
    registerEndpoint(app, endpoints.resetPassword, (req) =>
      credentials.resetPassword(ctx, callerOf(req), req.body.orgGroupId),
    );
    registerEndpoint(app, endpoints.resetPublicKey, (req) =>
      credentials.resetPublicKey(ctx, callerOf(req), req.body.orgGroupId),
    );
    registerEndpoint(app, apiClientEndpoints.accessToken, async (req, reply) => {
      const retryAfter = tokenRequests(req.ip);
      if (retryAfter !== null) {
        reply.header('retry-after', String(retryAfter));
        throw new AppError('API_RATE_LIMITED');
      }
      reply.header('cache-control', 'no-store');
      try {
        return await issueAccessToken(ctx, req.headers.authorization, auditClientOf(req));
      } catch (error) {
        if (error instanceof AppError && error.code === 'INVALID_CREDENTIALS') {
          reply.header('www-authenticate', 'Basic realm="navia-api", charset="UTF-8"');
        }
        throw error;
      }
    });
  };
}
