import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { websiteSettings } from '../../db/schema/index.ts';

/** The stored value of one website setting, or null when it was never set. */
export async function findWebsiteSetting(db: Executor, key: string): Promise<unknown> {
  const [row] = await db.select().from(websiteSettings).where(eq(websiteSettings.key, key));
  return row?.value ?? null;
}

export async function upsertWebsiteSetting(db: Executor, key: string, value: unknown): Promise<void> {
  await db
    .insert(websiteSettings)
    .values({ key, value })
    .onConflictDoUpdate({ target: websiteSettings.key, set: { value, updatedAt: new Date() } });
}
