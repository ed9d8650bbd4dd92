/** Organisation contracts (hub §7 "Organisation and priority"; connect §7 "Organisations"). */
import { z } from 'zod';
import { HOME_COUNTRIES } from '../constants.ts';
import { HUB_ROUTE_RULES } from '../rules/access.ts';
import { BOOKING_TYPES, ORGANISATION_SEARCH_TYPES } from '../rules/bookings/types.ts';
import { DELIVERY_PRESETS, TRACKING_PRESETS, WIDGET_NAMES } from '../rules/dashboard/widgets.ts';
import { CARD_TYPES } from '../rules/invoices/merchant-fee.ts';
import {
  normaliseOrgCode,
  ORG_CODE_PATTERN,
  ORG_GROUP_MAX_PAGE_SIZE,
  ORG_GROUP_SORTS,
  SORT_DIRECTIONS,
} from '../rules/org-admin/org-list.ts';
import { ORG_GROUP_FEATURES } from '../rules/org-admin/settings.ts';
import { apiErrorSchema } from './common.ts';
import { defineEndpoint } from './endpoint.ts';

// POST /api/org/get — response not shown in the spec: designed as the organisation groups the caller may see.
// Issue 15 adds optional sort and paging for the /admin list; without `page` the answer is every
// group (what the pickers that call it with {} expect), and totalCount is always the full count.
export const orgGetBodySchema = z
  .object({
    filter: z.string().trim().max(100).optional().describe('Narrows by name or code (case-insensitive).'),
    sort: z.enum(ORG_GROUP_SORTS).optional().describe('The column to sort by; code unless given.'),
    direction: z.enum(SORT_DIRECTIONS).optional().describe('ASC unless given.'),
    page: z.number().int().min(1).max(100_000).optional().describe('A page from 1; without it, every row.'),
    recordsPerPage: z
      .number()
      .int()
      .min(1)
      .max(ORG_GROUP_MAX_PAGE_SIZE)
      .optional()
      .describe('Rows per page (with page); 25 unless given.'),
  })
  .default({});
export const orgGroupOverviewSchema = z.object({
  _id: z.string(),
  code: z.string(),
  name: z.string(),
  country: z.enum(HOME_COUNTRIES),
  hubbiEnabled: z.boolean(),
  connectAccess: z.boolean(),
  organisations: z.number().int(),
  users: z.number().int(),
  shipments: z.number().int(),
});
export const orgGetResponseSchema = z.object({
  result: z.array(orgGroupOverviewSchema),
  // Optional in the schema only so that answers recorded before issue 15 still parse; always sent.
  totalCount: z
    .number()
    .int()
    .optional()
    .describe('Groups matching the filter, over every page (always sent).'),
});
export type OrgGroupOverview = z.infer<typeof orgGroupOverviewSchema>;

// GET /api/{id}/settings: the general settings of an organisation group the caller may see.
export const generalSettingsParamsSchema = z.object({ id: z.uuid() });
export const generalSettingsResponseSchema = z.object({ generalSettings: z.record(z.string(), z.unknown()) });

// POST /api/org/allOrgsInCW {filter, bookingType} and POST /api/org/orgsInCW {filter} (connect §7):
// the organisations known to the forwarding system, as the rows of connect §3 "Organisation option
// and its source fields". The answer shape is not shown in the spec: designed as { result: rows }.
export const orgSearchFilterSchema = z.string().trim().max(100).default('');
export const allOrgsInCwBodySchema = z.object({
  filter: orgSearchFilterSchema,
  bookingType: z.enum(BOOKING_TYPES),
  /** connect §7: sent only for road transport or cross trade. */
  searchType: z.enum(ORGANISATION_SEARCH_TYPES).optional(),
});
export const orgsInCwBodySchema = z.object({ filter: orgSearchFilterSchema }).default({ filter: '' });
export const orgInCwRowSchema = z.object({
  ShipSupplier: z.string().nullable(),
  ShipSupplierCode: z.string().nullable(),
  ShipSupplierKey: z.string().nullable(),
  ShipConsignee: z.string().nullable(),
  ShipConsigneeCode: z.string().nullable(),
  ShipConsigneeKey: z.string().nullable(),
  /** The country's English name (the country list's name, connect §5). */
  BaseCountry: z.string().nullable(),
});
export type OrgInCwRow = z.infer<typeof orgInCwRowSchema>;
export const orgsInCwResponseSchema = z.object({ result: z.array(orgInCwRowSchema) });

// ---------------------------------------------------------------------------------------------
// Issue 15: an organisation group's page (/org/:key), its settings, and the organisation actions
// of connect §7 (delete, deleted, editOrgCode) with a designed restore. Answers not shown in the
// spec are designed here.

export const orgGroupIdParamsSchema = z.object({ id: z.uuid() });

/** The parts of general_settings SETTINGS edits (rules/org-admin/settings.ts); the rest is kept. */
export const orgGroupSettingsSchema = z
  .object({
    widgets: z
      .array(z.enum(WIDGET_NAMES))
      .max(WIDGET_NAMES.length)
      .describe("The dashboard widgets on for the group's users (componentName)."),
    features: z
      .object(
        Object.fromEntries(ORG_GROUP_FEATURES.map((f) => [f, z.boolean()])) as Record<
          (typeof ORG_GROUP_FEATURES)[number],
          z.ZodBoolean
        >,
      )
      .describe('Each feature on (true) or off for the group.'),
    searchPresets: z
      .object({
        tracking: z.array(z.enum(TRACKING_PRESETS)).max(TRACKING_PRESETS.length),
        deliveries: z.array(z.enum(DELIVERY_PRESETS)).max(DELIVERY_PRESETS.length),
      })
      .describe('The preset searches offered on the PRESET SEARCHES widget, per tab.'),
  })
  .meta({ id: 'OrgGroupSettings' });

export const orgGroupSettingsBodySchema = z.object({
  hubbiEnabled: z.boolean().describe('Hubbi, the chat bot, answers the group (hub §6).'),
  connectAccess: z.boolean().describe("The group's client admins may use connect (hub §6)."),
  settings: orgGroupSettingsSchema,
});

export const orgAddressSchema = z.object({
  _id: z.string(),
  label: z.string(),
  address1: z.string(),
  city: z.string(),
  state: z.string().nullable(),
  postcode: z.string().nullable(),
  country: z.string(),
  phone: z.string().nullable(),
  isDelivery: z.boolean(),
});

export const organisationSchema = z
  .object({
    _id: z.string(),
    code: z.string(),
    name: z.string(),
    /** ISO 3166-1 alpha-2. */
    country: z.string(),
    addresses: z.array(orgAddressSchema),
  })
  .meta({ id: 'Organisation' });
export type Organisation = z.infer<typeof organisationSchema>;

export const orgGroupDetailSchema = z
  .object({
    _id: z.string(),
    code: z.string(),
    name: z.string(),
    country: z.enum(HOME_COUNTRIES),
    hubbiEnabled: z.boolean(),
    connectAccess: z.boolean(),
    settings: orgGroupSettingsSchema,
    organisations: z.array(organisationSchema).describe('Its organisations that are not deleted, by code.'),
    merchantFees: z
      .array(
        z.object({
          cardType: z.enum(CARD_TYPES),
          basisPoints: z.number().int().describe('1.40 % is 140.'),
          isCustom: z.boolean().describe("The group's own rate (editOrgCustomFee), not the default."),
        }),
      )
      .describe('The merchant fee per card type its payments are charged.'),
  })
  .meta({ id: 'OrgGroupDetail' });
export type OrgGroupDetail = z.infer<typeof orgGroupDetailSchema>;
export const orgGroupDetailResponseSchema = z.object({ orgGroup: orgGroupDetailSchema });

export const orgRefBodySchema = z.object({ org: z.uuid().describe("The organisation's _id.") });

export const deletedOrgSchema = z
  .object({
    _id: z.string(),
    code: z.string(),
    name: z.string(),
    country: z.string(),
    orgGroupId: z.string(),
    orgGroupCode: z.string(),
    orgGroupName: z.string(),
    deletedAt: z.string().describe('ISO 8601 instant.'),
    deletedBy: z.string().nullable().describe('The name (or e-mail) of who deleted it.'),
  })
  .meta({ id: 'DeletedOrganisation' });
export type DeletedOrg = z.infer<typeof deletedOrgSchema>;
export const deletedOrgsResponseSchema = z.object({ result: z.array(deletedOrgSchema) });
export const orgDeleteResponseSchema = z.object({ org: deletedOrgSchema });
export const orgRestoreResponseSchema = z.object({ org: organisationSchema });

const orgCodeSchema = z
  .string()
  .max(40)
  .transform(normaliseOrgCode)
  .pipe(z.string().regex(ORG_CODE_PATTERN, 'Use 2 to 20 letters, digits, - or _.'));
export const editOrgCodeBodySchema = z.object({
  oldOrgCode: z.string().max(40).transform(normaliseOrgCode).pipe(z.string().min(1)),
  newOrgCode: orgCodeSchema,
});
export const editOrgCodeResponseSchema = z.object({
  oldOrgCode: z.string(),
  newOrgCode: z.string(),
  updated: z
    .record(z.string(), z.number().int())
    .describe('Rows renamed per table.column (organisations.code, shipments.supplier_code, …).'),
});

const tags = ['org'];

/** hub §7 "Organisation and priority" (POST /api/org/get) and "User and settings" (GET /api/{id}/settings). */
export const orgEndpoints = {
  get: defineEndpoint({
    method: 'POST',
    path: '/api/org/get',
    access: HUB_ROUTE_RULES.loggedIn,
    tags,
    description: 'Organisation groups the caller may see, with their sizes.',
    body: orgGetBodySchema,
    responses: { 200: orgGetResponseSchema },
    example: { body: { filter: 'ACME' } },
  }),
  generalSettings: defineEndpoint({
    method: 'GET',
    path: '/api/:id/settings',
    access: HUB_ROUTE_RULES.loggedIn,
    tags,
    description:
      'The general settings of an organisation group the caller may see (404 for any other, as for an unknown id).',
    params: generalSettingsParamsSchema,
    records: [{ in: 'params', name: 'id', kind: 'orgGroupId' }],
    responses: { 200: generalSettingsResponseSchema },
    // The seed's ACME group: seedUuid('org-group', 'ACME').
    example: { params: { id: '635109ad-d15a-59f8-8eaf-9241265350fa' } },
  }),
  allOrgsInCW: defineEndpoint({
    method: 'POST',
    path: '/api/org/allOrgsInCW',
    access: HUB_ROUTE_RULES.bookings,
    tags,
    description:
      "The bookings organisation picker's list (connect §3, §7): the organisations known to the forwarding " +
      "system that the caller may see — its own group's organisations and the suppliers and consignees of " +
      'its shipments (staff: every group) — up to 500, by name. A row fills ShipSupplier/ShipSupplierCode/' +
      'ShipSupplierKey when the organisation may ship (own organisations, suppliers of shipments) and ' +
      'ShipConsignee… when it may receive (own organisations, consignees); only rows with the side the ' +
      'booking reads are answered: the supplier side for IMPORT, and for ROAD or CROSS_TRADE with ' +
      'searchType exporter; the consignee side otherwise. BaseCountry is the country name. The key is the ' +
      "organisation code (POST /api/org/address {buyerCode: key} gives the addresses of the caller's own " +
      'organisations). filter narrows by name, code or country (case-insensitive; empty: all).',
    body: allOrgsInCwBodySchema,
    responses: { 200: orgsInCwResponseSchema },
    example: { body: { filter: '', bookingType: 'ROAD', searchType: 'exporter' } },
  }),
  orgsInCW: defineEndpoint({
    method: 'POST',
    path: '/api/org/orgsInCW',
    access: HUB_ROUTE_RULES.bookings,
    tags,
    description:
      'The organisations known to the forwarding system that the caller may see (as allOrgsInCW, both sides), ' +
      'whose name, code or country contains the filter (case-insensitive), up to 500, by name.',
    body: orgsInCwBodySchema,
    responses: { 200: orgsInCwResponseSchema },
    example: { body: { filter: 'ACME' } },
  }),
  orgGroup: defineEndpoint({
    method: 'GET',
    path: '/api/orgGroups/:id',
    access: HUB_ROUTE_RULES.orgGroupPage,
    tags,
    description:
      "Designed (issue 15, /org/:key): an organisation group's page — its name, code, country, chat bot and " +
      'connect flags, settings, organisations (not deleted) with their addresses, and merchant fees. Staff see ' +
      'any group, a client admin their own; any other group answers 404, as an unknown id does.',
    params: orgGroupIdParamsSchema,
    records: [{ in: 'params', name: 'id', kind: 'orgGroupId' }],
    responses: { 200: orgGroupDetailResponseSchema },
    example: { params: { id: '635109ad-d15a-59f8-8eaf-9241265350fa' } },
  }),
  orgGroupSettings: defineEndpoint({
    method: 'PUT',
    path: '/api/orgGroups/:id/settings',
    access: HUB_ROUTE_RULES.admin,
    tags,
    description:
      "Designed (issue 15, SETTINGS on /org/:key; NA): sets a group's hubbiEnabled and connectAccess, and in its " +
      'generalSettings the widgets, features and search presets that are on (other generalSettings keys are ' +
      'kept). Answers the group as GET /api/orgGroups/:id. Audited ORG_SETTINGS_CHANGED.',
    params: orgGroupIdParamsSchema,
    body: orgGroupSettingsBodySchema,
    records: [{ in: 'params', name: 'id', kind: 'orgGroupId' }],
    responses: { 200: orgGroupDetailResponseSchema },
    example: {
      params: { id: '635109ad-d15a-59f8-8eaf-9241265350fa' },
      body: {
        hubbiEnabled: true,
        connectAccess: false,
        settings: {
          widgets: ['PresetSearches', 'SupportTeam'],
          features: Object.fromEntries(ORG_GROUP_FEATURES.map((f) => [f, true])) as Record<
            (typeof ORG_GROUP_FEATURES)[number],
            boolean
          >,
          searchPresets: { tracking: ['ARRIVING_5_DAYS'], deliveries: [] },
        },
      },
    },
  }),
  delete: defineEndpoint({
    method: 'POST',
    path: '/api/org/delete',
    access: HUB_ROUTE_RULES.admin,
    tags,
    description:
      'connect §7 (NA): soft-deletes one organisation. Its row and everything naming its code stay; it leaves ' +
      "its group's lists and the organisation pickers and is listed by GET /api/org/deleted until restored. " +
      'Answers the deleted organisation; 404 for an unknown or already deleted one. Audited ORG_DELETED.',
    body: orgRefBodySchema,
    records: [{ in: 'body', name: 'org', kind: 'organisationId' }],
    responses: { 200: orgDeleteResponseSchema },
    example: { body: { org: '00000000-0000-4000-8000-000000000000' } },
  }),
  deleted: defineEndpoint({
    method: 'GET',
    path: '/api/org/deleted',
    access: HUB_ROUTE_RULES.admin,
    tags,
    description:
      'connect §7 (NA, /admin/deletedorgs): every soft-deleted organisation with its group, newest first.',
    responses: { 200: deletedOrgsResponseSchema },
    example: {},
  }),
  restore: defineEndpoint({
    method: 'POST',
    path: '/api/org/restore',
    access: HUB_ROUTE_RULES.admin,
    tags,
    description:
      'Designed (issue 15, RESTORE on /admin/deletedorgs; NA): brings a soft-deleted organisation back into its ' +
      "group's lists. 404 when it is not deleted. Audited ORG_RESTORED.",
    body: orgRefBodySchema,
    records: [{ in: 'body', name: 'org', kind: 'organisationId' }],
    responses: { 200: orgRestoreResponseSchema },
    example: { body: { org: '00000000-0000-4000-8000-000000000000' } },
  }),
  editOrgCode: defineEndpoint({
    method: 'POST',
    path: '/api/org/editOrgCode',
    access: HUB_ROUTE_RULES.admin,
    tags,
    description:
      "connect §7 (NA): renames an organisation's code everywhere it is referenced — the organisation, " +
      "shipments' supplier and consignee codes, orders' supplier and buyer codes (and so the search rows), " +
      "invoices' OrgCode, trusted parties' orgCode and bookings' parties — in one transaction. Codes are " +
      'compared upper case. 404 when no organisation has oldOrgCode; 409 ORG_CODE_TAKEN naming newOrgCode ' +
      'when an organisation (of any group, deleted or not) already has it. Audited ORG_CODE_CHANGED.',
    body: editOrgCodeBodySchema,
    records: [
      { in: 'body', name: 'oldOrgCode', kind: 'buyerCode' },
      {
        in: 'body',
        name: 'newOrgCode',
        exempt: 'the code to give: it names no record yet (a taken one is 409)',
      },
    ],
    responses: {
      200: editOrgCodeResponseSchema,
      409: apiErrorSchema.describe('ORG_CODE_TAKEN: newOrgCode is already an organisation code.'),
    },
    example: { body: { oldOrgCode: 'ACMRETMEL', newOrgCode: 'ACMRETMEL2' } },
  }),
};
