/**
 * Website-wide settings (hub §9 "maintenance.active"; issue 15: message and planned end).
 * Maintenance is announced, not enforced: the banner shows it to everyone and customers can open the
 * /maintenance screen; no request is refused because of it, so staff can always sign in.
 */
import type { WebsiteSettings } from '@navia/domain/contracts/settings';
import type { AppContext } from '../../context.ts';
import type { Executor } from '../../db/client.ts';
import { type AuditClient, type AuditWho, audit } from '../../lib/audit.ts';
import { findWebsiteSetting, upsertWebsiteSetting } from './settings.repository.ts';

const MAINTENANCE_KEY = 'maintenance';
const DEFAULT_MAINTENANCE: WebsiteSettings['maintenance'] = { active: false, message: '', plannedEnd: null };

async function readSettings(db: Executor): Promise<WebsiteSettings> {
  // The stored value was written by setWebsiteSettings; defaults fill any field it lacks.
  const stored = ((await findWebsiteSetting(db, MAINTENANCE_KEY)) ?? {}) as Partial<
    WebsiteSettings['maintenance']
  >;
  return { maintenance: { ...DEFAULT_MAINTENANCE, ...stored } };
}

export function getWebsiteSettings(ctx: AppContext): Promise<WebsiteSettings> {
  return readSettings(ctx.database.db);
}

/** Who changes the settings, for the audit log (absent: a test or the seed). */
export type SettingsActor = { who: AuditWho; client: AuditClient };

/** PUT /api/settings/website: stores the settings; a change is audited MAINTENANCE_CHANGED in the same transaction. */
export async function setWebsiteSettings(
  ctx: AppContext,
  settings: WebsiteSettings,
  actor?: SettingsActor,
): Promise<WebsiteSettings> {
  const maintenance: WebsiteSettings['maintenance'] = {
    active: settings.maintenance.active,
    message: settings.maintenance.message,
    plannedEnd: settings.maintenance.plannedEnd
      ? new Date(settings.maintenance.plannedEnd).toISOString()
      : null,
  };
  return ctx.database.db.transaction(async (tx) => {
    const before = await readSettings(tx);
    await upsertWebsiteSetting(tx, MAINTENANCE_KEY, maintenance);
    const changed = JSON.stringify(before.maintenance) !== JSON.stringify(maintenance);
    if (changed && actor) {
      await audit(tx, {
        type: 'MAINTENANCE_CHANGED',
        outcome: 'SUCCESS',
        who: actor.who,
        client: actor.client,
        at: ctx.now(),
        target: MAINTENANCE_KEY,
        detail: `${maintenance.active ? 'ON' : 'OFF'}${maintenance.plannedEnd ? ` until ${maintenance.plannedEnd}` : ''}`,
      });
    }
    return readSettings(tx);
  });
}
