/**
 * hub §7 notification calls under /api/user (issue 11): the list and its actions, the settings,
 * the subscriptions and the pop-up switch. Each acts on the caller's own rows (scope.userId).
 */
import { notificationEndpoints as endpoints } from '@navia/domain/contracts/notifications';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.ts';
import { registerEndpoint } from '../../lib/endpoint-route.ts';
import { requireAuth } from '../../plugins/auth.ts';
import * as notifications from './notifications.service.ts';

export function notificationRoutes(ctx: AppContext) {
  return async (app: FastifyInstance) => {
    const userOf = (req: Parameters<typeof requireAuth>[0]) => requireAuth(req).scope.userId;

    registerEndpoint(app, endpoints.notifications, (req) =>
      notifications.listNotifications(ctx, userOf(req), req.query.limit),
    );
    registerEndpoint(app, endpoints.removeNotification, (req) =>
      notifications.removeNotification(ctx, userOf(req), req.body.notificationId),
    );
    registerEndpoint(app, endpoints.changeNotificationStatus, (req) =>
      notifications.changeNotificationStatus(ctx, userOf(req), req.body.notificationId, req.body.read),
    );
    registerEndpoint(app, endpoints.readAllNotifications, (req) =>
      notifications.readAllNotifications(ctx, userOf(req)),
    );
    registerEndpoint(app, endpoints.getNotificationSettings, (req) =>
      notifications.getSettings(ctx.database.db, userOf(req)),
    );
    registerEndpoint(app, endpoints.notificationSettings, (req) =>
      notifications.saveSettings(ctx, userOf(req), req.body),
    );
    registerEndpoint(app, endpoints.notificationSubscriptions, (req) =>
      notifications.replaceSubscriptions(ctx, requireAuth(req).scope, req.body),
    );
    registerEndpoint(app, endpoints.recordNotificationSettings, (req) =>
      notifications.saveRecordSettings(ctx, requireAuth(req).scope, req.body),
    );
    registerEndpoint(app, endpoints.toggleNotificationsPopup, (req) =>
      notifications.toggleNotificationsPopup(ctx, userOf(req), req.body.showNotificationsPopup),
    );
  };
}
