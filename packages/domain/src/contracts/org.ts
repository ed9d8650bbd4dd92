/** Organisation contracts (hub §7 "Organisation and priority"; connect §7 "Organisations"). */
import { z } from 'zod';
import { HOME_COUNTRIES } from '../constants.ts';

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

export const generalSettingsParamsSchema = z.object({ id: z.uuid() });
