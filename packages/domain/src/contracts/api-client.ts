/**
 * How a customer's own system calls the API with its group's API credentials (issue 15; the
 * credentials themselves are in api-credentials.ts). Designed, as the spec shows no scheme:
 *
 * 1. POST /api/user/accessToken with HTTP Basic: the apiUserName (or the publicKey) and the secret.
 *    It answers a bearer token, valid for an hour, held by the server like a session (only its hash
 *    is stored) and ended at once when the credentials are rotated.
 * 2. Every other call sends `Authorization: Bearer <token>`. The caller then is the group's API
 *    client: a client user of that group (OP) with the tracking permission, scoped to the group as
 *    its users are. It reads — GET calls, and the POST searches listed below — and never writes;
 *    it has no user account, so the signed-in user's own calls (/api/user/…) are not open to it.
 * 3. Each API user has its own rate limit (a token bucket: API_CLIENT_RATE); past it, 429
 *    API_RATE_LIMITED with Retry-After. Every call is audited (API_CALL: method, path, status).
 *
 * The secret is checked (argon2id) only when a token is asked for, not on every call: that check is
 * slow on purpose, which is right for a sign-in and wrong for each of thousands of calls.
 *
 * This file imports the endpoints it lists; the web app never imports it.
 */
import { z } from 'zod';
import { type AnyEndpoint, defineEndpoint } from './endpoint.ts';
import { invoiceEndpoints } from './invoices.ts';
import { orgEndpoints } from './org.ts';
import { shipmentDetailEndpoints } from './shipment-detail.ts';
import { shipmentEndpoints } from './shipments.ts';

/** How long an access token lasts. */
export const API_ACCESS_TOKEN_TTL_SECONDS = 3600;
/** An access token starts with this, so the server tells it from a session token without a lookup. */
export const API_ACCESS_TOKEN_PREFIX = 'napi_';
/** Per API user: a burst of 30 calls, then 5 a second. */
export const API_CLIENT_RATE = { perSecond: 5, burst: 30 } as const;
/** Per client address, for POST /api/user/accessToken: 10 at once, then one every 6 seconds. */
export const API_TOKEN_REQUEST_RATE = { perSecond: 1 / 6, burst: 10 } as const;

/**
 * The POST calls an API client may make besides every GET: searches and lookups that read. Any other
 * POST, PUT or DELETE answers 403 API_CLIENT_READ_ONLY.
 */
const API_CLIENT_POST_READS: readonly AnyEndpoint[] = [
  shipmentEndpoints.shipmentsWithFilters,
  shipmentEndpoints.listSearch,
  shipmentEndpoints.getCarrier,
  shipmentEndpoints.shipmentsLocations,
  shipmentEndpoints.shipmentsConsignee,
  shipmentEndpoints.shipmentsSuppliers,
  shipmentDetailEndpoints.detailsGeneral,
  shipmentDetailEndpoints.detailsTransport,
  shipmentDetailEndpoints.detailsMilestones,
  shipmentDetailEndpoints.multipleShipmentDetails,
  invoiceEndpoints.invoicesWithFilters,
  orgEndpoints.get,
];

const accessTokenAnswerSchema = z
  .object({
    accessToken: z.string().describe('Send it as `Authorization: Bearer <accessToken>`.'),
    tokenType: z.literal('Bearer'),
    expiresIn: z.number().int().describe('Seconds the token is valid for.'),
    expiresAt: z.iso.datetime().describe('When it ends (ISO 8601, UTC).'),
  })
  .meta({ id: 'ApiAccessToken' });
export type AccessTokenAnswer = z.infer<typeof accessTokenAnswerSchema>;

const postReads = API_CLIENT_POST_READS.map((e) => `\`${e.path}\``).join(', ');

export const apiClientEndpoints = {
  accessToken: defineEndpoint({
    method: 'POST',
    path: '/api/user/accessToken',
    // Public to the session check: the credentials come in the Authorization header (HTTP Basic).
    access: 'public',
    tags: ['apiCredentials'],
    summary: 'An access token for an API client (HTTP Basic)',
    description: [
      'Send the API credentials as HTTP Basic (`Authorization: Basic base64(apiUserName:secret)`; the publicKey may stand for apiUserName). Answers a bearer token for the calls that follow, valid for an hour; rotating the credentials ends it at once. Wrong or missing credentials: 401 INVALID_CREDENTIALS with `WWW-Authenticate: Basic`. Rate-limited per client address (429 with Retry-After).',
      `With the token, the caller is a client user (OP) of the credentials' group with the tracking permission, seeing only that group's records, as its users do. It may call every GET route its rules admit, except those about the signed-in user (/api/user/…: it has no user account), and these POST searches: ${postReads}; any other call answers 403 API_CLIENT_READ_ONLY.`,
      `Each API user may make ${API_CLIENT_RATE.burst} calls at once, then ${API_CLIENT_RATE.perSecond} a second; past that, 429 API_RATE_LIMITED with Retry-After. Every call is in the audit log (API_CALL: method, path, status).`,
      "(GET /api/user/accessToken, the embedded report's token of hub §7, is a different call.)",
    ].join('\n\n'),
    responses: { 200: accessTokenAnswerSchema },
    example: {},
  }),
};

/** Whether `endpoint` is one of the POST calls that only read (searches that send their filters as a body). */
export function isPostRead(endpoint: Pick<AnyEndpoint, 'method' | 'path'>): boolean {
  return API_CLIENT_POST_READS.some((e) => e.method === endpoint.method && e.path === endpoint.path);
}

/**
 * Whether an API client may call `endpoint`: it reads (every GET, and the listed POST searches), and
 * it has no user account, so the calls about the signed-in user and their settings (/api/user/…)
 * are not open to it.
 */
export function apiClientMayCall(endpoint: Pick<AnyEndpoint, 'method' | 'path'>): boolean {
  if (endpoint.path.startsWith('/api/user/')) return false;
  return endpoint.method === 'GET' || isPostRead(endpoint);
}
