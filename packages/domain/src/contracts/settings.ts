/**
 * Website-wide settings (hub §9 "Maintenance mode is a website setting (maintenance.active)").
 * Issue 15 adds the planned end of a maintenance (designed: an ISO 8601 instant or null). Maintenance
 * is announced (the banner for everyone, the /maintenance screen), not enforced: no request is
 * refused because of it, so staff (and customers) can still sign in.
 */
import { z } from 'zod';
import { HUB_ROUTE_RULES } from '../rules/access.ts';
import { defineEndpoint } from './endpoint.ts';

export const MAINTENANCE_MESSAGE_MAX = 500;

export const websiteSettingsSchema = z
  .object({
    maintenance: z.object({
      active: z.boolean(),
      message: z.string().trim().max(MAINTENANCE_MESSAGE_MAX),
      plannedEnd: z.iso
        .datetime({ offset: true })
        .nullable()
        .default(null)
        .describe('When the maintenance is planned to end (ISO 8601 instant), or null.'),
    }),
  })
  .meta({ id: 'WebsiteSettings' });
export type WebsiteSettings = z.infer<typeof websiteSettingsSchema>;
export type WebsiteSettingsInput = z.input<typeof websiteSettingsSchema>;

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
    description:
      'Changes the website settings (NA only): maintenance on or off, its message (plain text) and planned end. Audited MAINTENANCE_CHANGED when anything changed.',
    body: websiteSettingsSchema,
    responses: { 200: websiteSettingsSchema },
    example: {
      body: {
        maintenance: {
          active: true,
          message: 'Upgrade tonight from 22:00 to 23:00 AEST.',
          plannedEnd: '2026-12-01T13:00:00.000Z',
        },
      },
    },
  }),
};
