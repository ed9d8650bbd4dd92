/**
 * API credentials (hub §3 "API credentials", hub §7 "API user", issue 15): an organisation group's
 * API user — its name, public key, whether a secret is set, its contact e-mail — the rotations of
 * its secret and public key, and their history. How an API client signs in with them is declared in
 * api-client.ts (POST /api/user/accessToken).
 *
 * Designed where the spec is silent:
 * - a client admin (CA) acts on their own group (orgGroupId may be left out); an administrator (NA)
 *   names the group with orgGroupId; anyone else is refused (403 API_CREDENTIALS_NOT_ALLOWED);
 * - the first resetPassword or resetPublicKey of a group creates its API user (CREATED in the
 *   history), named after the group's code;
 * - the secret is answered once, by resetPassword, and stored only as an argon2id hash;
 * - both rotations end every access token the API user holds, at once.
 */
import { z } from 'zod';
import { HUB_ROUTE_RULES } from '../rules/access.ts';
import { defineEndpoint } from './endpoint.ts';

const TAGS = ['apiCredentials'];

/** The seed's ACME group (seedUuid('org-group', 'ACME')), for the examples. */
const ACME_GROUP_ID = '635109ad-d15a-59f8-8eaf-9241265350fa';

/** Rotations credentialsHistory lists. */
const API_CREDENTIAL_ACTIONS = ['CREATED', 'PASSWORD_RESET', 'PUBLIC_KEY_RESET'] as const;
export type ApiCredentialAction = (typeof API_CREDENTIAL_ACTIONS)[number];

/** The rows credentialsHistory answers at most (newest first): rotations are rare. */
export const API_CREDENTIALS_HISTORY_LIMIT = 100;

const orgGroupIdField = z
  .uuid()
  .optional()
  .describe("The organisation group: required for staff; a client admin's own group when left out.");

const apiCredentialsQuerySchema = z.object({ orgGroupId: orgGroupIdField });
const apiCredentialsBodySchema = z.object({ orgGroupId: orgGroupIdField }).default({});

/** hub §3 "API credentials (apiUserName, publicKey, hasPassword, email)". */
const apiCredentialsSchema = z
  .object({
    apiUserName: z
      .string()
      .nullable()
      .describe('The HTTP Basic user name of the API user; null while the group has none.'),
    publicKey: z
      .string()
      .nullable()
      .describe('A public client id, usable in place of apiUserName with the secret; null while none.'),
    hasPassword: z.boolean().describe('A secret is set (resetPassword sets a new one).'),
    email: z.string().nullable().describe('Whom the provider contacts about this credential.'),
  })
  .meta({ id: 'ApiCredentials' });
export type ApiCredentials = z.infer<typeof apiCredentialsSchema>;

const resetPasswordAnswerSchema = apiCredentialsSchema
  .extend({
    password: z
      .string()
      .describe('The new secret. Shown this once: only its hash is kept, so it cannot be shown again.'),
  })
  .meta({ id: 'ApiCredentialsWithSecret' });
export type ResetPasswordAnswer = z.infer<typeof resetPasswordAnswerSchema>;

const credentialsHistoryRowSchema = z
  .object({
    _id: z.string(),
    action: z.enum(API_CREDENTIAL_ACTIONS),
    changeDate: z.iso.datetime().describe('When (ISO 8601, UTC).'),
    changedBy: z.string().describe('Who did it (the name they had then).'),
  })
  .meta({ id: 'ApiCredentialsHistoryRow' });
export type CredentialsHistoryRow = z.infer<typeof credentialsHistoryRowSchema>;
const credentialsHistorySchema = z.object({ result: z.array(credentialsHistoryRowSchema) });

const records = [{ in: 'query', name: 'orgGroupId', kind: 'orgGroupId' }] as const;
const bodyRecords = [{ in: 'body', name: 'orgGroupId', kind: 'orgGroupId' }] as const;
const WHO =
  'A client admin acts on their own group; an administrator (NA) names the group with orgGroupId. Another group answers 404, as an unknown one; other callers get 403 API_CREDENTIALS_NOT_ALLOWED.';

export const apiCredentialEndpoints = {
  getApiCredentials: defineEndpoint({
    method: 'GET',
    path: '/api/user/getApiCredentials',
    access: HUB_ROUTE_RULES.orgGroupPage,
    tags: TAGS,
    summary: "The group's API credentials",
    description: `hub §3: apiUserName, publicKey, hasPassword and email of the group's API user (nulls and hasPassword false while it has none). The secret is never answered here. ${WHO}`,
    query: apiCredentialsQuerySchema,
    records,
    responses: { 200: apiCredentialsSchema },
    example: { query: { orgGroupId: ACME_GROUP_ID } },
  }),
  credentialsHistory: defineEndpoint({
    method: 'GET',
    path: '/api/user/credentialsHistory',
    access: HUB_ROUTE_RULES.orgGroupPage,
    tags: TAGS,
    summary: 'Rotations of the API credentials',
    description: `The creation and every rotation of the group's API user (who, when, what), newest first, at most ${API_CREDENTIALS_HISTORY_LIMIT}. ${WHO}`,
    query: apiCredentialsQuerySchema,
    records,
    responses: { 200: credentialsHistorySchema },
    example: { query: { orgGroupId: ACME_GROUP_ID } },
  }),
  resetPassword: defineEndpoint({
    method: 'PUT',
    path: '/api/user/resetPassword',
    access: HUB_ROUTE_RULES.orgGroupPage,
    viewAs: 'refused',
    tags: TAGS,
    summary: 'A new secret for the API user',
    description: `Sets a new random secret and answers it once (only its argon2id hash is kept). The old secret stops working at once and every access token of the API user ends. Creates the group's API user when it has none. Audited (API_CREDENTIALS_ROTATED). ${WHO}`,
    body: apiCredentialsBodySchema,
    records: bodyRecords,
    responses: { 200: resetPasswordAnswerSchema },
    example: { body: { orgGroupId: ACME_GROUP_ID } },
  }),
  resetPublicKey: defineEndpoint({
    method: 'PUT',
    path: '/api/user/resetPublicKey',
    access: HUB_ROUTE_RULES.orgGroupPage,
    viewAs: 'refused',
    tags: TAGS,
    summary: 'A new public key for the API user',
    description: `Replaces the public key (a public client id) with a new random one; the old one stops working at once and every access token of the API user ends. Creates the group's API user when it has none. Audited (API_CREDENTIALS_ROTATED). ${WHO}`,
    body: apiCredentialsBodySchema,
    records: bodyRecords,
    responses: { 200: apiCredentialsSchema },
    example: { body: { orgGroupId: ACME_GROUP_ID } },
  }),
};
