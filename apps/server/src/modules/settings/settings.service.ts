/** Website-wide settings (hub §9 "maintenance.active"). */
import type { WebsiteSettings } from '@navia/domain/contracts/settings';
import type { AppContext } from '../../context.ts';
import { findWebsiteSetting, upsertWebsiteSetting } from './settings.repository.ts';

const MAINTENANCE_KEY = 'maintenance';
const DEFAULT_MAINTENANCE: WebsiteSettings['maintenance'] = { active: false, message: '' };

export async function getWebsiteSettings(ctx: AppContext): Promise<WebsiteSettings> {
  // The stored value was written by setWebsiteSettings; defaults fill any field it lacks.
  const stored = ((await findWebsiteSetting(ctx.database.db, MAINTENANCE_KEY)) ?? {}) as Partial<
    WebsiteSettings['maintenance']
  >;
  return { maintenance: { ...DEFAULT_MAINTENANCE, ...stored } };
}

export async function setWebsiteSettings(
  ctx: AppContext,
  settings: WebsiteSettings,
): Promise<WebsiteSettings> {
  await upsertWebsiteSetting(ctx.database.db, MAINTENANCE_KEY, settings.maintenance);
  return getWebsiteSettings(ctx);
}
