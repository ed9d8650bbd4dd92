/**
 * Registers a route from its shared endpoint declaration (packages/domain/contracts, decision 010):
 * the declaration gives the method, path, schemas, access rule, tags and OpenAPI text; a route file
 * supplies only the handler (and, rarely, server-only route config such as a rate limit).
 */
import type {
  AnyEndpoint,
  EndpointDefinition,
  EndpointParsedInput,
  EndpointReply,
  FileResponseSchema,
} from '@navia/domain/contracts/endpoint';
import { ALL_ENDPOINTS } from '@navia/domain/contracts/endpoints';
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteShorthandOptions } from 'fastify';

/** A request whose params, query and body are the endpoint's parsed input. */
type EndpointRequest<E extends EndpointDefinition> = Omit<FastifyRequest, 'params' | 'query' | 'body'> &
  EndpointParsedInput<E>;

/** File endpoints send their own answer through `reply`; JSON endpoints return the 200 body. */
type HandlerResult<E extends EndpointDefinition> = E['responses'][200] extends FileResponseSchema
  ? FastifyReply
  : EndpointReply<E>;

export type EndpointHandler<E extends EndpointDefinition> = (
  request: EndpointRequest<E>,
  reply: FastifyReply,
) => HandlerResult<E> | Promise<HandlerResult<E>>;

/** Server-only route options that do not belong in the shared contract. */
export type EndpointRouteOptions = {
  /** Extra route config, e.g. @fastify/rate-limit's `rateLimit`. */
  config?: Record<string, unknown>;
  bodyLimit?: number;
};

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The declaration the route was registered from; the auth plugin refuses /api routes without one. */
    endpoint?: AnyEndpoint;
  }
  interface FastifyInstance {
    /** Every /api route as registered, with its route config (read by the guard tests). */
    apiRoutes: readonly RegisteredRoute[];
  }
}

/** An /api route as Fastify registered it: its method, URL and route config. */
export type RegisteredRoute = {
  method: string;
  url: string;
  config: { access?: unknown; endpoint?: AnyEndpoint | undefined };
};

/** Registers `endpoint` on `app` with `handler`. */
export function registerEndpoint<E extends AnyEndpoint>(
  app: FastifyInstance,
  endpoint: E,
  handler: EndpointHandler<E>,
  options: EndpointRouteOptions = {},
): void {
  const schema: RouteShorthandOptions['schema'] & Record<string, unknown> = {
    tags: [...endpoint.tags],
    response: { ...endpoint.errorResponses, ...endpoint.responses },
  };
  if (endpoint.summary) schema.summary = endpoint.summary;
  if (endpoint.description) schema.description = endpoint.description;
  if (endpoint.params) schema.params = endpoint.params;
  if (endpoint.query) schema.querystring = endpoint.query;
  if (endpoint.body) schema.body = endpoint.body;
  if (endpoint.multipart) schema.consumes = ['multipart/form-data'];
  if (endpoint.access === 'public') schema.security = [];

  app.route({
    method: endpoint.method,
    url: endpoint.path,
    schema,
    config: { ...options.config, access: endpoint.access, endpoint },
    ...(options.bodyLimit ? { bodyLimit: options.bodyLimit } : {}),
    // The validator compiler has parsed params, query and body with the endpoint's schemas, so the
    // request matches EndpointRequest<E>; Fastify's own request type cannot carry that generic.
    handler: handler as unknown as (request: FastifyRequest, reply: FastifyReply) => unknown,
  });
}

/**
 * Watches the routes registered from here on and returns a check for the end of the app's build:
 * it fails the start when an /api route was registered without a declaration, or a declared
 * endpoint has no route, so the catalogue and the server agree.
 */
export function watchEndpointRoutes(app: FastifyInstance): () => void {
  const undeclared: string[] = [];
  const routes: RegisteredRoute[] = [];
  app.decorate('apiRoutes', routes);
  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/api/') || route.url.startsWith('/api/docs')) return;
    if (route.method === 'HEAD') return;
    for (const method of [route.method].flat()) {
      routes.push({ method: String(method), url: route.url, config: { ...route.config } });
    }
    if (route.config?.endpoint) return;
    undeclared.push(`${String(route.method)} ${route.url}`);
  });
  return () => {
    if (undeclared.length > 0) {
      throw new Error(`Routes registered without an endpoint declaration: ${undeclared.join(', ')}`);
    }
    const missing = ALL_ENDPOINTS.filter((e) => !app.hasRoute({ method: e.method, url: e.path }));
    if (missing.length > 0) {
      const names = missing.map((e) => `${e.method} ${e.path}`).join(', ');
      throw new Error(`Endpoints declared but not registered: ${names}`);
    }
  };
}
