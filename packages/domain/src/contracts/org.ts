/** Organisation contracts (hub §7 "Organisation and priority"; connect §7 "Organisations"). */
import { z } from 'zod';
import { HOME_COUNTRIES } from '../constants.ts';
import { HUB_ROUTE_RULES } from '../rules/access.ts';
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
};
