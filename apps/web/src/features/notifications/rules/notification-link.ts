/**
 * Where a notification leads (hub §4 "Clicking a notification navigates to its redirect URL passing
 * notRead, the notification id and a return path of /"). Only a path inside this site is followed.
 */
import type { NotificationItem } from '@navia/domain/contracts/notification-schemas';
import { safeRedirectTarget } from '@navia/domain/rules/navigation';

export function notificationLink(
  item: Pick<NotificationItem, '_id' | 'read' | 'redirectUrl'>,
): string | null {
  const target = safeRedirectTarget(item.redirectUrl);
  if (!target) return null;
  const hashAt = target.indexOf('#');
  const path = hashAt < 0 ? target : target.slice(0, hashAt);
  const hash = hashAt < 0 ? '' : target.slice(hashAt);
  const separator = path.includes('?') ? '&' : '?';
  const query = `notRead=${!item.read}&notificationId=${encodeURIComponent(item._id)}&returnPath=/`;
  return `${path}${separator}${query}${hash}`;
}
