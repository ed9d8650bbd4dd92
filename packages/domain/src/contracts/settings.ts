/** Website-wide settings (hub §9 "Maintenance mode is a website setting (maintenance.active)"). */
import { z } from 'zod';
import { HUB_ROUTE_RULES } from '../rules/access.ts';
import { defineEndpoint } from './endpoint.ts';

export const websiteSettingsSchema = z
  .object({ maintenance: z.object({ active: z.boolean(), message: z.string().max(500) }) })
  .meta({ id: 'WebsiteSettings' });
export type WebsiteSettings = z.infer<typeof websiteSettingsSchema>;

const tags = ['settings'];

export const settingsEndpoints = {
  getWebsite: defineEndpoint({
    method: 'GET',
    path: '/api/settings/website',
    access: 'public',
    tags,
    description: 'Website settings every page needs, such as maintenance mode.',
    responses: { 200: websiteSettingsSchema },
    example: {},
  }),
  updateWebsite: defineEndpoint({
    method: 'PUT',
    path: '/api/settings/website',
    access: HUB_ROUTE_RULES.admin,
    tags,
    description: 'Changes the website settings (NA only).',
    body: websiteSettingsSchema,
    responses: { 200: websiteSettingsSchema },
    example: {
      body: { maintenance: { active: true, message: 'Upgrade tonight from 22:00 to 23:00 AEST.' } },
    },
  }),
};
