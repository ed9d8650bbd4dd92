/** Labels of the user administration screens (issue 15): the hub §6 permission flags, upper case. */
import type { PermissionFlag } from '@navia/domain/rules/access';

export const FLAG_LABELS: Record<PermissionFlag | 'isSecret', string> = {
  bookings: 'BOOKINGS',
  quotes: 'QUOTES',
  criticalChain: 'CRITICAL CHAIN',
  tracking: 'TRACKING',
  insights: 'INSIGHTS',
  hasHubAccess: 'HUB ACCESS',
  connectAccess: 'CONNECT ACCESS',
  isSecret: 'SECRET MODE',
};
