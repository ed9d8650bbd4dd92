/**
 * One declaration per endpoint (decision 010): method, path, request schemas, response schemas,
 * access rule, tags and one valid example request. The server registers its routes from these
 * declarations, the web calls them through the same ones, and the guard tests read them, so a
 * path or a payload is never typed twice.
 */
import { z } from 'zod';
import type { AccessRule } from '../rules/access.ts';
import { apiErrorSchema } from './common.ts';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/**
 * 'public': no sign-in needed; 'connect': connect access (connect §6); 'users': the users table's
 * (connect access, or a hub client admin and staff; rules/access hasUsersTableAccess); otherwise an
 * access rule (hub §6).
 */
export type RouteAccess = 'public' | 'connect' | 'users' | AccessRule;

/** Any zod schema. */
type Schema = z.ZodType;

/**
 * A response that is not JSON: a file download or a stream (CSV, documents). The handler sends it
 * itself; the web links to it with `endpointUrl` rather than calling it.
 */
export const fileResponse = z.custom<unknown>().describe('The file bytes.').meta({ id: 'FileResponse' });
export type FileResponseSchema = typeof fileResponse;

/** The request body is multipart/form-data, read by the handler (no JSON body schema). */
export type MultipartBody = { multipart: true; fields: readonly string[] };

export type EndpointResponses = { 200: Schema } & { [status: number]: Schema };

/**
 * Kinds of tenant record a request can name. The tenant-isolation guard test makes one of each kind
 * in another organisation group and checks that naming it answers exactly as an unknown id does.
 */
export const RECORD_KINDS = [
  /** A ShipKey. */
  'shipmentKey',
  /** An OrdKey. */
  'orderKey',
  /** A ShipKey or an OrdKey. */
  'recordKey',
  /** An e-document's DocumentId. */
  'documentId',
  /** A delivery request's _id. */
  'deliveryRequestId',
  /** The requestId (idempotency key) a delivery request was submitted with. */
  'deliveryRequestKey',
  /** A saved search's _id. */
  'savedSearchId',
  /** An organisation group's _id. */
  'orgGroupId',
  /** An organisation code as a buyer (BuyerCode). */
  'buyerCode',
  /** A saved address's _id. */
  'addressId',
  /** A notification's _id (it belongs to one user). */
  'notificationId',
  /** A chat channel's id (a record's, a user's general chat, a contract's). */
  'chatChannelId',
  /** A chat attachment's stored file name (its id and extension). */
  'chatAttachmentName',
  /** A connect contract's _id (issue 16): its parties (buyer, seller) and staff see it. */
  'contractId',
  /** A contract template's _id: its owner (an organisation group or a trusted party) sees it. */
  'contractTemplateId',
  /** A contract document's _id. */
  'contractDocumentId',
  /** A trusted party's _id: the organisation groups it is linked to see it. */
  'trustedPartyId',
  /** A user's _id: users of the same organisation group or trusted party (and staff) see them. */
  'userId',
  /** A trusted party's address _id (issue 17): the trusted party and its partners see it. */
  'trustedPartyAddressId',
  /** A catalogue SKU's _id (issue 17): its owner and the owner's partners see it. */
  'skuId',
  /** A connect invite's _id (issue 17): its sender's and its invitee's users see it. */
  'inviteId',
  /** An invoice's _id (issue 14): its organisation group's users and staff see it. */
  'invoiceId',
  /** A payment's PaymentId (issue 14): its organisation group's users and staff see it. */
  'paymentId',
  /** A freight quote's _id (issue 18): its organisation group's users and staff see it. */
  'quoteId',
  /** A booking's _id (issue 18): its organisation group's users and staff see it. */
  'bookingId',
  /** An organisation's _id (issue 15): its organisation group's users and staff see it. */
  'organisationId',
  /** A report run's _id (issue 15): its organisation group's users and staff may download its file. */
  'reportRunId',
] as const;
export type RecordKind = (typeof RECORD_KINDS)[number];

/** Where in a request a field is: path params, query, JSON body, or multipart form fields. */
export type RequestPart = 'params' | 'query' | 'body' | 'fields';

/**
 * A field of the request that names a record (`kind`), or an id-like field that does not open a
 * tenant record (`exempt`, saying why). `name` is a dotted path within the part; `*` stands for any
 * array item or record value.
 */
export type RecordRef =
  | { in: RequestPart; name: string; kind: RecordKind }
  | { in: RequestPart; name: string; exempt: string };

export type EndpointDefinition = {
  method: HttpMethod;
  /** The full path, with Fastify-style :params, exactly as the spec's API tables give it. */
  path: `/api${string}`;
  access: RouteAccess;
  tags: readonly string[];
  summary?: string;
  description?: string;
  params?: Schema;
  query?: Schema;
  body?: Schema;
  multipart?: MultipartBody;
  /**
   * Every field that names a tenant record, and every id-like field that does not (with why). The
   * tenant-isolation guard test probes each record field with another group's id, and fails for an
   * id-like field (id, _id, key, …Id, …Key, buyerCode, or a uuid) that is not listed here.
   */
  records?: readonly RecordRef[];
  /**
   * 'refused': an admin viewing as a customer (view-as, hub §6) may not call it — it moves money or
   * commits the customer to an operation (decision 026). Any other call under view-as is allowed
   * and, when it writes, audited with both the admin's and the customer's ids.
   */
  viewAs?: 'refused';
  /** The success answer; 400/401/403/404 error answers are added unless given here. */
  responses: EndpointResponses;
};

type InputOf<S> = S extends Schema ? z.input<S> : undefined;
type OutputOf<S> = S extends Schema ? z.output<S> : undefined;

/** The parts of a request the endpoint takes, as a caller writes them (before parsing). */
export type EndpointInput<E extends EndpointDefinition> = (E['params'] extends Schema
  ? { params: InputOf<E['params']> }
  : { params?: undefined }) &
  (E['query'] extends Schema ? { query: InputOf<E['query']> } : { query?: undefined }) &
  (E['body'] extends Schema ? { body: InputOf<E['body']> } : { body?: undefined });

/** The parts of a request after validation, as a handler reads them. */
export type EndpointParsedInput<E extends EndpointDefinition> = {
  params: OutputOf<E['params']>;
  query: OutputOf<E['query']>;
  body: OutputOf<E['body']>;
};

/** What a handler returns for a 200 (the serializer validates it against the response schema). */
export type EndpointReply<E extends EndpointDefinition> = z.input<E['responses'][200]>;
/** What a caller receives for a 200, after parsing with the response schema. */
export type EndpointResult<E extends EndpointDefinition> = z.output<E['responses'][200]>;

/**
 * One valid request, used by the guard tests (authorization matrix, fuzzer) and checked against
 * the endpoint's own schemas in a test. For multipart endpoints, `fields` are the form fields.
 */
export type EndpointExample<E extends EndpointDefinition> = EndpointInput<E> & {
  fields?: Record<string, string>;
};

export type Endpoint<E extends EndpointDefinition> = E & {
  example: EndpointExample<E>;
  /** The error answers every endpoint may give, merged with its own. */
  errorResponses: Record<number, Schema>;
};

/** Any declared endpoint, whatever its schemas (the catalogue, the route table, the guard tests). */
export type AnyEndpoint = EndpointDefinition & {
  example: { params?: unknown; query?: unknown; body?: unknown; fields?: Record<string, string> };
  errorResponses: Record<number, Schema>;
};

/** The error answers every guarded endpoint can give; public ones cannot answer 401/403. */
function defaultErrors(access: RouteAccess): Record<number, Schema> {
  const errors: Record<number, Schema> = { 400: apiErrorSchema, 404: apiErrorSchema };
  if (access !== 'public') {
    errors[401] = apiErrorSchema;
    errors[403] = apiErrorSchema;
  }
  return errors;
}

/** Declares an endpoint. `example` must be a valid request; a test parses it against the schemas. */
export function defineEndpoint<const E extends EndpointDefinition>(
  definition: E & { example: EndpointExample<E> },
): Endpoint<E> {
  return { ...definition, errorResponses: defaultErrors(definition.access) };
}

/** Fills the :params of a path, each encoded as one path segment. */
export function fillPath(path: string, params: Record<string, unknown> | undefined): string {
  return path.replace(/:([A-Za-z_][A-Za-z0-9_]*)/g, (_, name: string) => {
    const value = params?.[name];
    if (value === undefined || value === null) throw new Error(`Missing path parameter ${name} for ${path}`);
    return encodeURIComponent(String(value));
  });
}

/** A query string from a flat object, skipping undefined and null values. */
export function toQueryString(query: Record<string, unknown> | undefined): string {
  if (!query) return '';
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    if (value === undefined || value === null) continue;
    if (Array.isArray(value)) for (const item of value) search.append(name, String(item));
    else search.set(name, String(value));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}

/** The URL of an endpoint for the given params and query (for links and downloads). */
export function endpointUrl(
  endpoint: EndpointDefinition,
  input: { params?: Record<string, unknown> | undefined; query?: Record<string, unknown> | undefined },
): string {
  return `${fillPath(endpoint.path, input.params)}${toQueryString(input.query)}`;
}
