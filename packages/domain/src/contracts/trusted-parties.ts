/**
 * Trusted parties (issue 17; connect §3 "Trusted party", connect §7 "Trusted parties", under
 * /api/trustedParties), with the spec's paths and payload names. The answers the spec does not show
 * are designed here (decision 018) and documented in the OpenAPI.
 *
 * Who sees a trusted party is the network (connect §1): staff every one; an organisation group the
 * trusted parties linked to it; a trusted party itself and its partners. Anything else answers 404,
 * exactly like an unknown id. Sign-up, invites and addNewUser are in connect-network.ts.
 */
import { z } from 'zod';
import { BATCH_SIZE, FIRST_BATCH } from '../constants.ts';
import { MESSAGES } from '../errors.ts';
import { BATCH_SIZE_MAX } from '../rules/filters/constants.ts';
import { apiErrorSchema, emailSchema, okSchema } from './common.ts';
import { defineEndpoint } from './endpoint.ts';
import { newPasswordSchema } from './user.ts';

const tags = ['trusted parties'] as const;
const access = 'connect' as const;

// Shared pieces

const requiredText = (max = 200) => z.string().trim().min(1, MESSAGES.fieldRequired).max(max);
const optionalText = (max = 200) =>
  z
    .string()
    .trim()
    .max(max)
    .nullish()
    .transform((v) => (v ? v : null));
/** An ISO 3166-1 alpha-2 country code (AU, MY, …), as every country field of the portal holds it. */
export const countryCodeSchema = z
  .string()
  .trim()
  .toUpperCase()
  .regex(/^[A-Z]{2}$/, 'must be a two-letter country code');
/** connect §3 "New address form": postcode at most 10 characters. */
const postcodeSchema = z
  .string()
  .trim()
  .max(10, 'A maximum of 10 characters are allowed')
  .nullish()
  .transform((v) => (v ? v : null));
const iso = z.iso.datetime({ offset: true });

/** The trusted party's type (connect §3 organisationType): free text, e.g. SUPPLIER, MANUFACTURER. */
export const TRUSTED_PARTY_TYPE_MAX = 60;
/** connect §5 / §9: type-ahead starts at 3 characters. */
export const TRUSTED_PARTY_TYPEAHEAD_MIN = 3;

// Answers

/** A row of the trusted parties list and filter (connect §3 Trusted party). */
export const trustedPartyRowSchema = z
  .object({
    _id: z.string(),
    name: z.string(),
    businessName: z.string(),
    businessNumber: z.string().nullable(),
    businessNickName: z.string().nullable().describe("The trusted party's own short trading name."),
    nickname: z
      .string()
      .nullable()
      .describe("The caller's private nickname for it (setEntiyNickname); null for staff or when none."),
    type: z.string().nullable(),
    address1: z.string().nullable(),
    city: z.string().nullable(),
    country: z.string(),
    orgCode: z.string().nullable(),
    userCount: z.number().int().describe('Its active users.'),
    createdAt: iso,
  })
  .meta({ id: 'TrustedPartyRow' });
export type TrustedPartyRow = z.infer<typeof trustedPartyRowSchema>;

/** GET /{id}/details/general: every field of connect §3 Trusted party. */
export const trustedPartyDetailsSchema = z
  .object({
    _id: z.string(),
    name: z.string(),
    businessName: z.string(),
    businessNumber: z.string().nullable(),
    businessNickName: z.string().nullable(),
    businessWebsite: z.string().nullable(),
    type: z.string().nullable(),
    contactName: z.string().nullable(),
    contactEmail: z.string().nullable(),
    phone: z.string().nullable(),
    address1: z.string().nullable(),
    suburb: z.string().nullable(),
    city: z.string().nullable(),
    state: z.string().nullable(),
    postcode: z.string().nullable(),
    country: z.string(),
    /** connect §3 "address with Name, City, Country": the registered address as one object. */
    address: z.object({ Name: z.string(), City: z.string().nullable(), Country: z.string() }),
    orgCode: z.string().nullable().describe('The organisation known to the provider it is linked to.'),
    orgName: z.string().nullable().describe("The linked organisation's name, when one is linked."),
    addressSyncFailed: z
      .boolean()
      .describe('connect §8: the last syncAddresses could not pull (silent flag).'),
    nickname: z.string().nullable().describe("The caller's private nickname for it."),
    isOwn: z.boolean().describe("It is the caller's own trusted party (the caller may edit it as TPADMIN)."),
    deletedAt: iso.nullable().describe('Set when staff deleted it (staff only see deleted ones).'),
    createdAt: iso,
  })
  .meta({ id: 'TrustedPartyDetails' });
export type TrustedPartyDetails = z.infer<typeof trustedPartyDetailsSchema>;

/** connect §3 Trusted party user. */
export const trustedPartyUserSchema = z
  .object({
    _id: z.string(),
    fullname: z.string(),
    type: z.string().describe('The role (TPADMIN, TPOP, TP).'),
    email: z.string(),
    active: z.boolean(),
    createdAt: iso,
  })
  .meta({ id: 'TrustedPartyUser' });
export type TrustedPartyUser = z.infer<typeof trustedPartyUserSchema>;

/** A trusted party's address (connect §3 "address with Name, City, Country"; new address form fields). */
export const trustedPartyAddressSchema = z
  .object({
    _id: z.string(),
    trustedPartyId: z.string(),
    name: z.string(),
    address1: z.string(),
    city: z.string(),
    state: z.string().nullable(),
    postcode: z.string().nullable(),
    country: z.string(),
    phone: z.string().nullable(),
    contactName: z.string().nullable(),
    email: z.string().nullable(),
    source: z.enum(['MANUAL', 'SYNC']).describe('SYNC: pulled by syncAddresses (replaced on the next sync).'),
    createdAt: iso,
  })
  .meta({ id: 'TrustedPartyAddress' });
export type TrustedPartyAddress = z.infer<typeof trustedPartyAddressSchema>;

export const trustedPartyListResponseSchema = z.object({ result: z.array(trustedPartyRowSchema) });
export type TrustedPartyListResponse = z.infer<typeof trustedPartyListResponseSchema>;
export const trustedPartyFilterResponseSchema = z.object({
  result: z.array(trustedPartyRowSchema),
  currentCount: z.number().int().describe('Rows loaded up to and including this batch.'),
  totalCount: z.number().int().describe('Rows matching the filter.'),
});
export type TrustedPartyFilterResponse = z.infer<typeof trustedPartyFilterResponseSchema>;
export const trustedPartyDetailsResponseSchema = z.object({ trustedParty: trustedPartyDetailsSchema });
export type TrustedPartyDetailsResponse = z.infer<typeof trustedPartyDetailsResponseSchema>;
export const trustedPartyUsersResponseSchema = z.object({ result: z.array(trustedPartyUserSchema) });
export const trustedPartyAddressesResponseSchema = z.object({ result: z.array(trustedPartyAddressSchema) });
export type TrustedPartyAddressesResponse = z.infer<typeof trustedPartyAddressesResponseSchema>;
export const trustedPartyAddressResponseSchema = z.object({ address: trustedPartyAddressSchema });
export const syncAddressesResponseSchema = z.object({
  addressSyncFailed: z.boolean(),
  result: z.array(trustedPartyAddressSchema).describe("The trusted party's addresses after the sync."),
});
export type SyncAddressesResponse = z.infer<typeof syncAddressesResponseSchema>;
export const createManuallyResponseSchema = z.object({
  trustedParty: trustedPartyDetailsSchema,
  userId: z.string().describe('Its first user (TPADMIN).'),
});
export type CreateManuallyResponse = z.infer<typeof createManuallyResponseSchema>;

// Requests

export const trustedPartyIdParamsSchema = z.object({ id: z.uuid() });
export const trustedPartyAddressIdParamsSchema = z.object({ id: z.uuid() });

/** POST /filter: the filter object. `text` matches name, business name, nickname or business number. */
export const trustedPartyFilterSchema = z.object({
  text: z
    .string()
    .trim()
    .max(100)
    .refine((v) => v === '' || v.length >= TRUSTED_PARTY_TYPEAHEAD_MIN, 'type at least 3 characters')
    .optional()
    .describe('Type-ahead over name, business name, nickname and business number (from 3 characters).'),
  country: countryCodeSchema.optional(),
  type: z.string().trim().max(TRUSTED_PARTY_TYPE_MAX).optional(),
  batchNo: z.number().int().min(FIRST_BATCH).default(FIRST_BATCH),
  batchSize: z.number().int().min(1).max(BATCH_SIZE_MAX).default(BATCH_SIZE),
});
export type TrustedPartyFilter = z.input<typeof trustedPartyFilterSchema>;

/** PUT /orgCode. */
export const trustedPartyOrgCodeBodySchema = z.object({
  trustedPartyId: z.uuid(),
  orgCode: z
    .string()
    .trim()
    .toUpperCase()
    .max(40)
    .nullable()
    .describe('The organisation code (organisations.code); null unlinks.'),
});
export type TrustedPartyOrgCodeBody = z.input<typeof trustedPartyOrgCodeBodySchema>;

/** The editable fields of a trusted party (editOwnTrustedParty updatedTP). */
export const trustedPartyFieldsSchema = z.object({
  name: requiredText(200),
  businessName: requiredText(200),
  businessNumber: optionalText(60),
  businessNickName: optionalText(100),
  businessWebsite: optionalText(200),
  type: optionalText(TRUSTED_PARTY_TYPE_MAX),
  contactName: optionalText(120),
  contactEmail: emailSchema.nullish().transform((v) => v ?? null),
  phone: optionalText(40),
  address1: optionalText(200),
  suburb: optionalText(100),
  city: optionalText(100),
  state: optionalText(100),
  postcode: postcodeSchema,
  country: countryCodeSchema,
});
export type TrustedPartyFields = z.input<typeof trustedPartyFieldsSchema>;
export const editOwnTrustedPartyBodySchema = z.object({ updatedTP: trustedPartyFieldsSchema });
export type EditOwnTrustedPartyBody = z.input<typeof editOwnTrustedPartyBodySchema>;

/** An address as the new-address form writes it (connect §3 "New address/organisation form values"). */
export const trustedPartyAddressInputSchema = z.object({
  name: requiredText(120),
  address1: requiredText(200),
  city: requiredText(100),
  state: optionalText(100),
  postcode: postcodeSchema,
  country: countryCodeSchema,
  phone: optionalText(40),
  contactName: optionalText(120),
  email: emailSchema.nullish().transform((v) => v ?? null),
});
export type TrustedPartyAddressInput = z.input<typeof trustedPartyAddressInputSchema>;
export const newAddressBodySchema = z.object({
  newAddress: trustedPartyAddressInputSchema.extend({
    trustedPartyId: z
      .uuid()
      .optional()
      .describe('Staff only: the trusted party to add it to (others add to their own trusted party).'),
  }),
});
export type NewAddressBody = z.input<typeof newAddressBodySchema>;
export const updatedAddressBodySchema = z.object({ updatedAddress: trustedPartyAddressInputSchema });
export type UpdatedAddressBody = z.input<typeof updatedAddressBodySchema>;

/** POST /createManually: connect §3 manual creation fields. */
export const createManuallyBodySchema = z.object({
  companyName: requiredText(200),
  companyWebsite: optionalText(200),
  contactEmail: emailSchema,
  contactName: requiredText(120),
  businessNickName: optionalText(100),
  contactNickName: optionalText(100).describe("The creating group's private nickname for the trusted party."),
  phone: optionalText(40),
  organisationType: optionalText(TRUSTED_PARTY_TYPE_MAX),
  businessNumber: optionalText(60),
  password: newPasswordSchema.describe("The first user's password (the contact's account, TPADMIN)."),
  country: countryCodeSchema,
  state: optionalText(100),
  streetAddress: optionalText(200),
  suburb: optionalText(100),
  city: optionalText(100),
  postcode: postcodeSchema,
  client: z
    .string()
    .trim()
    .max(40)
    .optional()
    .describe(
      'Staff: the code of the organisation group to link it to (required for staff; an unknown code answers 404). Others: ignored, their own group is used.',
    ),
});
export type CreateManuallyBody = z.input<typeof createManuallyBodySchema>;

// Declarations

const exampleId = '3b1f6f7e-2c4d-4e5f-8a9b-0c1d2e3f4a5b';
const exampleAddress = {
  name: 'Shah Alam plant',
  address1: 'Lot 12, Jalan Perusahaan 3',
  city: 'Shah Alam',
  state: 'Selangor',
  postcode: '40150',
  country: 'MY',
  phone: '+60 3 5510 0000',
};
const notFoundOrForbidden = {
  403: apiErrorSchema.describe(
    'CONNECT_ROLE_NOT_ALLOWED: the route admits the caller, but its role does not allow this action.',
  ),
};

export const trustedPartyEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    path: '/api/trustedParties/list',
    access,
    tags,
    description:
      'The trusted parties in my network (staff: every live one), by name, with my private nickname for each.',
    responses: { 200: trustedPartyListResponseSchema },
    example: {},
  }),
  filter: defineEndpoint({
    method: 'POST',
    path: '/api/trustedParties/filter',
    access,
    tags,
    description:
      'The trusted parties in my network matching the filter object: `text` (type-ahead from 3 characters over name, business name, my nickname and business number), country and type; paged in batches of 30.',
    body: trustedPartyFilterSchema,
    responses: { 200: trustedPartyFilterResponseSchema },
    example: { body: { text: 'sel', country: 'MY', batchNo: 1, batchSize: 30 } },
  }),
  orgCode: defineEndpoint({
    method: 'PUT',
    path: '/api/trustedParties/orgCode',
    access,
    tags,
    description:
      "Staff only: links the trusted party to an organisation known to the provider (its code must exist in the organisations), or unlinks it with null. syncAddresses then pulls that organisation's addresses.",
    body: trustedPartyOrgCodeBodySchema,
    records: [
      { in: 'body', name: 'trustedPartyId', kind: 'trustedPartyId' },
      {
        in: 'body',
        name: 'orgCode',
        exempt:
          'Staff only (others are refused before it is read): any organisation known to the provider may be linked.',
      },
    ],
    responses: { 200: trustedPartyDetailsResponseSchema, ...notFoundOrForbidden },
    example: { body: { trustedPartyId: exampleId, orgCode: 'SELPREMY' } },
  }),
  editOwnTrustedParty: defineEndpoint({
    method: 'POST',
    path: '/api/trustedParties/editOwnTrustedParty',
    access,
    tags,
    description: "A TPADMIN edits its own trusted party's details (every field of updatedTP is written).",
    body: editOwnTrustedPartyBodySchema,
    responses: { 200: trustedPartyDetailsResponseSchema, ...notFoundOrForbidden },
    example: {
      body: {
        updatedTP: {
          name: 'Selangor Precision Plastics',
          businessName: 'Selangor Precision Plastics Sdn Bhd',
          businessNumber: '201901012345',
          country: 'MY',
          city: 'Shah Alam',
        },
      },
    },
  }),
  updateAddress: defineEndpoint({
    method: 'PUT',
    path: '/api/trustedParties/addresses/:id',
    access,
    tags,
    description:
      "Edits an address: the owning trusted party's TPADMIN, or staff. A SYNC address edited by hand becomes MANUAL (the next sync keeps it).",
    params: trustedPartyAddressIdParamsSchema,
    body: updatedAddressBodySchema,
    records: [{ in: 'params', name: 'id', kind: 'trustedPartyAddressId' }],
    responses: { 200: trustedPartyAddressResponseSchema, ...notFoundOrForbidden },
    example: { params: { id: exampleId }, body: { updatedAddress: exampleAddress } },
  }),
  deleteAddress: defineEndpoint({
    method: 'DELETE',
    path: '/api/trustedParties/addresses/:id',
    access,
    tags,
    description: "Deletes an address: the owning trusted party's TPADMIN, or staff.",
    params: trustedPartyAddressIdParamsSchema,
    records: [{ in: 'params', name: 'id', kind: 'trustedPartyAddressId' }],
    responses: { 200: okSchema, ...notFoundOrForbidden },
    example: { params: { id: exampleId } },
  }),
  addAddress: defineEndpoint({
    method: 'POST',
    path: '/api/trustedParties/addresses',
    access,
    tags,
    description:
      'Adds an address: a TPADMIN to its own trusted party; staff to the trusted party named by newAddress.trustedPartyId.',
    body: newAddressBodySchema,
    records: [{ in: 'body', name: 'newAddress.trustedPartyId', kind: 'trustedPartyId' }],
    responses: { 200: trustedPartyAddressResponseSchema, ...notFoundOrForbidden },
    example: { body: { newAddress: { ...exampleAddress, trustedPartyId: exampleId } } },
  }),
  ownAddresses: defineEndpoint({
    method: 'GET',
    path: '/api/trustedParties/addresses',
    access,
    tags,
    description:
      "My own trusted party's addresses (trusted-party users); a caller without a trusted party of its own has none (empty list).",
    responses: { 200: trustedPartyAddressesResponseSchema, ...notFoundOrForbidden },
    example: {},
  }),
  addresses: defineEndpoint({
    method: 'GET',
    path: '/api/trustedParties/:id/addresses',
    access,
    tags,
    description: 'The addresses of a trusted party in my network.',
    params: trustedPartyIdParamsSchema,
    records: [{ in: 'params', name: 'id', kind: 'trustedPartyId' }],
    responses: { 200: trustedPartyAddressesResponseSchema },
    example: { params: { id: exampleId } },
  }),
  remove: defineEndpoint({
    method: 'DELETE',
    path: '/api/trustedParties/:id',
    access,
    tags,
    description:
      "Staff: soft-deletes the trusted party (deletedAt): it leaves every network and list, its users can no longer sign in to it, and contracts keep naming it. A customer's client admin (CA): removes it from the group's own network (deletes the link; the trusted party itself stays), refused with 409 TRUSTED_PARTY_HAS_OPEN_CONTRACTS while the group has open contracts with it. Anyone else 403 CONNECT_ROLE_NOT_ALLOWED. The list reloads after.",
    params: trustedPartyIdParamsSchema,
    records: [{ in: 'params', name: 'id', kind: 'trustedPartyId' }],
    responses: {
      200: okSchema,
      ...notFoundOrForbidden,
      409: apiErrorSchema.describe('TRUSTED_PARTY_HAS_OPEN_CONTRACTS: close or cancel them first.'),
    },
    example: { params: { id: exampleId } },
  }),
  detailsGeneral: defineEndpoint({
    method: 'GET',
    path: '/api/trustedParties/:id/details/general',
    access,
    tags,
    description:
      'A trusted party in my network: every connect §3 field, my nickname, the linked orgCode and addressSyncFailed.',
    params: trustedPartyIdParamsSchema,
    records: [{ in: 'params', name: 'id', kind: 'trustedPartyId' }],
    responses: { 200: trustedPartyDetailsResponseSchema },
    example: { params: { id: exampleId } },
  }),
  detailsUsers: defineEndpoint({
    method: 'GET',
    path: '/api/trustedParties/:id/details/users',
    access,
    tags,
    description: 'The users of a trusted party in my network (connect §3 Trusted party user), by name.',
    params: trustedPartyIdParamsSchema,
    records: [{ in: 'params', name: 'id', kind: 'trustedPartyId' }],
    responses: { 200: trustedPartyUsersResponseSchema },
    example: { params: { id: exampleId } },
  }),
  createManually: defineEndpoint({
    method: 'POST',
    path: '/api/trustedParties/createManually',
    access,
    tags,
    description:
      "Creates a trusted party from the manual creation fields, its first user (contactEmail, contactName, password; TPADMIN, active) and the link to my organisation group (staff: to the group whose code is `client`), in one transaction. contactNickName becomes my group's private nickname for it. 406 EMAIL_TAKEN when contactEmail already has an account (nothing is written). Client admins, users allowed to invite trusted parties, and staff.",
    body: createManuallyBodySchema,
    responses: {
      200: createManuallyResponseSchema,
      ...notFoundOrForbidden,
      406: apiErrorSchema.describe(`EMAIL_TAKEN: '${MESSAGES.emailNotAvailable}'`),
    },
    example: {
      body: {
        companyName: 'Penang Moulding Works',
        contactEmail: 'owner@penang-moulding.example',
        contactName: 'Lim Wei Ming',
        password: 'a-long-enough-password',
        country: 'MY',
        city: 'George Town',
        organisationType: 'SUPPLIER',
        client: 'ACME',
      },
    },
  }),
  syncAddresses: defineEndpoint({
    method: 'POST',
    path: '/api/trustedParties/syncAddresses',
    access,
    tags,
    description:
      'A TPADMIN pulls the addresses of the organisation linked to its own trusted party (orgCode) into its addresses (source SYNC, replacing earlier SYNC ones). With no organisation linked, or when the pull fails, it answers 200 with addressSyncFailed true (connect §8 silent flag) and keeps the addresses; a successful sync clears the flag. A caller without a trusted party of its own (staff, customer users) has nothing to sync: 200 with an empty list and the flag false. Other trusted-party users: 403 CONNECT_ROLE_NOT_ALLOWED.',
    responses: { 200: syncAddressesResponseSchema, ...notFoundOrForbidden },
    example: {},
  }),
};
