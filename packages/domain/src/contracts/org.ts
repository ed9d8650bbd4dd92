/** Organisation contracts (hub §7 "Organisation and priority"; connect §7 "Organisations"). */
import { z } from 'zod';
import { HOME_COUNTRIES } from '../constants.ts';
import { HUB_ROUTE_RULES } from '../rules/access.ts';
import { BOOKING_TYPES, ORGANISATION_SEARCH_TYPES } from '../rules/bookings/types.ts';
import { defineEndpoint } from './endpoint.ts';

// POST /api/org/get — response not shown in the spec: designed as the organisation groups the caller may see.
export const orgGetBodySchema = z.object({ filter: z.string().trim().max(100).optional() }).default({});
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
export const orgGetResponseSchema = z.object({ result: z.array(orgGroupOverviewSchema) });
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
};
