/** Website-wide settings (hub §9 "maintenance.active"). */
import type { WebsiteSettings } from '@navia/domain/contracts/user';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import { websiteSettings } from '../../db/schema/index.ts';

const MAINTENANCE_KEY = 'maintenance';
const DEFAULT_MAINTENANCE: WebsiteSettings['maintenance'] = { active: false, message: '' };

export async function getWebsiteSettings(ctx: AppContext): Promise<WebsiteSettings> {
  const [row] = await ctx.database.db
    .select()
    .from(websiteSettings)
    .where(eq(websiteSettings.key, MAINTENANCE_KEY));
  const stored = (row?.value ?? {}) as Partial<WebsiteSettings['maintenance']>;
  return { maintenance: { ...DEFAULT_MAINTENANCE, ...stored } };
}

export async function setWebsiteSettings(
  ctx: AppContext,
  settings: WebsiteSettings,
): Promise<WebsiteSettings> {
  await ctx.database.db
    .insert(websiteSettings)
    .values({ key: MAINTENANCE_KEY, value: settings.maintenance })
    .onConflictDoUpdate({
      target: websiteSettings.key,
      set: { value: settings.maintenance, updatedAt: new Date() },
    });
  return getWebsiteSettings(ctx);
}
