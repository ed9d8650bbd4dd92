/**
 * Notification use cases (issue 11; hub §7 user and settings calls). Each acts on the caller's own
 * notifications and settings; a record named in a subscription must be one the caller may see,
 * and one they may not answers 404, as an unknown one.
 */
import type {
  NotificationSettingsBody,
  notificationSubscriptionsBodySchema,
  RecordNotificationBody,
} from '@navia/domain/contracts/notifications';
import {
  defaultFlags,
  hasAnyFlag,
  type NotificationFlags,
  type NotificationTypePreferences,
  type RecordNotificationSettings,
} from '@navia/domain/rules/notifications';
import type { z } from 'zod';
import type { AppContext } from '../../context.ts';
import type { Executor } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Scope } from '../../lib/scope.ts';
import { ensureSearchRowsFresh, findVisibleRecord } from '../shipments/shipments.repository.ts';
import { mergedPreferences, presentNotification, presentSettings } from './notifications.presenter.ts';
import * as repo from './notifications.repository.ts';

/** The caller's record notification settings (the current user's recordNotifications). */
export async function getSettings(db: Executor, userId: string): Promise<RecordNotificationSettings> {
  const settings = await repo.findSettingsRow(db, userId);
  if (!settings) throw new AppError('UNAUTHORISED');
  return presentSettings(settings, await repo.listSubscriptions(db, userId));
}

/** The newest notifications, as the current user carries them. */
const CURRENT_USER_NOTIFICATIONS = 50;

export async function recentNotifications(db: Executor, userId: string) {
  return (await repo.listNotifications(db, userId, CURRENT_USER_NOTIFICATIONS)).map(presentNotification);
}

export async function listNotifications(ctx: AppContext, userId: string, limit: number) {
  const db = ctx.database.db;
  const [rows, counts] = await Promise.all([
    repo.listNotifications(db, userId, limit),
    repo.countNotifications(db, userId),
  ]);
  return { notifications: rows.map(presentNotification), ...counts };
}

export async function removeNotification(ctx: AppContext, userId: string, id: string) {
  if (!(await repo.deleteNotification(ctx.database.db, userId, id))) throw new AppError('NOT_FOUND');
  return { ok: true as const };
}

export async function changeNotificationStatus(ctx: AppContext, userId: string, id: string, read: boolean) {
  if (!(await repo.setNotificationRead(ctx.database.db, userId, id, read))) throw new AppError('NOT_FOUND');
  return { ok: true as const };
}

export async function readAllNotifications(ctx: AppContext, userId: string) {
  await repo.markAllRead(ctx.database.db, userId);
  return { ok: true as const };
}

export async function saveSettings(ctx: AppContext, userId: string, body: NotificationSettingsBody) {
  const db = ctx.database.db;
  await repo.updateSettingsRow(db, userId, {
    active: body.active,
    notificationTypes: mergedPreferences(body.notificationTypes as Partial<NotificationTypePreferences>),
  });
  return getSettings(db, userId);
}

export async function toggleNotificationsPopup(ctx: AppContext, userId: string, show: boolean) {
  await repo.setShowNotificationsPopup(ctx.database.db, userId, show);
  return { showNotificationsPopup: show };
}

async function visibleRecordOrNotFound(ctx: AppContext, scope: Scope, key: string, isShipment: boolean) {
  const record = await findVisibleRecord(ctx.database.db, scope, key, isShipment);
  if (!record) throw new AppError('NOT_FOUND');
  return record;
}

/** POST /api/user/recordNotificationSettings: one record's flags; all false unsubscribes. */
export async function saveRecordSettings(ctx: AppContext, scope: Scope, body: RecordNotificationBody) {
  const db = ctx.database.db;
  await ensureSearchRowsFresh(db);
  const record = await visibleRecordOrNotFound(ctx, scope, body.recordKey, body.isShipment);
  if (hasAnyFlag(body.flags)) {
    await repo.upsertSubscription(db, scope.userId, {
      orgGroupId: record.orgGroupId,
      recordKey: body.recordKey,
      clientRecordKey: body.clientRecordKey,
      isShipment: body.isShipment,
      dataSource: body.DataSource,
      flags: body.flags,
    });
  } else {
    await repo.deleteSubscription(db, scope.userId, body.recordKey);
  }
  return getSettings(db, scope.userId);
}

/** PUT /api/user/notificationSubscriptions: replaces both lists, all or nothing. */
export async function replaceSubscriptions(
  ctx: AppContext,
  scope: Scope,
  body: z.output<typeof notificationSubscriptionsBodySchema>,
) {
  const db = ctx.database.db;
  await ensureSearchRowsFresh(db);
  const records: { entry: (typeof body.recordsToNotify)[number]; record: { orgGroupId: string } }[] = [];
  for (const entry of body.recordsToNotify) {
    const record = await visibleRecordOrNotFound(ctx, scope, entry.recordKey, entry.isShipment);
    records.push({ entry, record });
  }
  await db.transaction(async (tx) => {
    await repo.deleteAllSubscriptions(tx, scope.userId);
    for (const { entry, record } of records) {
      if (!hasAnyFlag(entry.notificationTypes)) continue;
      await repo.upsertSubscription(tx, scope.userId, {
        orgGroupId: record.orgGroupId,
        recordKey: entry.recordKey,
        clientRecordKey: entry.clientRecordKey,
        isShipment: entry.isShipment,
        dataSource: entry.DataSource,
        flags: entry.notificationTypes,
      });
    }
    await repo.updateSettingsRow(tx, scope.userId, {
      contractsToNotify: [...new Set(body.contractsToNotify)],
    });
  });
  return getSettings(db, scope.userId);
}

/**
 * Adding a favourite subscribes the record with the user's default flags (hub §7: the answer of
 * addShipmentToMyFavourite carries recordNotifications). An existing subscription is kept as it is.
 */
export async function subscribeWithDefaults(
  tx: Executor,
  userId: string,
  record: { orgGroupId: string; key: string; number: string; isShipment: boolean; dataSource: string },
) {
  const settings = await repo.findSettingsRow(tx, userId);
  if (!settings) return;
  const flags: NotificationFlags = defaultFlags(mergedPreferences(settings.notificationTypes));
  if (!hasAnyFlag(flags)) return;
  await repo.insertSubscriptionIfAbsent(tx, userId, {
    orgGroupId: record.orgGroupId,
    recordKey: record.key,
    clientRecordKey: record.number,
    isShipment: record.isShipment,
    dataSource: record.dataSource,
    flags,
  });
}
