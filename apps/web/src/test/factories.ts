import { type CurrentUser, currentUserSchema } from '@navia/domain/contracts/user';
import type { PermissionFlags } from '@navia/domain/rules/access';
import { defaultNotificationPreferences } from '@navia/domain/rules/notifications';

const noPermissions: PermissionFlags = {
  bookings: false,
  quotes: false,
  criticalChain: false,
  tracking: false,
  insights: false,
  hasHubAccess: true,
  connectAccess: false,
};

/** A valid current user (checked against the shared schema); override what the test is about. */
export function buildCurrentUser(
  overrides: Partial<Omit<CurrentUser, 'permissions'>> & { permissions?: Partial<PermissionFlags> } = {},
): CurrentUser {
  const { permissions, ...rest } = overrides;
  return currentUserSchema.parse({
    _id: 'user-1',
    email: 'jane.citizen@example.com',
    type: 'CA',
    sessionId: 'session-1',
    fullname: 'Jane Citizen',
    theme: 'light',
    mode: 'default',
    unitOfMeasure: 'METRIC',
    language: 'en',
    homeCountry: 'AU',
    localViewActive: false,
    viewTooltip: true,
    permissions: { ...noPermissions, ...permissions },
    favourites: [],
    recordNotifications: {
      active: true,
      recordsToNotify: [],
      contractsToNotify: [],
      notificationTypes: defaultNotificationPreferences(),
    },
    notifications: [],
    customLayout: [],
    customTableSettings: {},
    acceptedCookies: null,
    showCookieBanner: false,
    isConnectUser: false,
    isViewActionRequired: false,
    updatesPending: false,
    connectWelcomePopups: {},
    hidePopups: {},
    showNotificationsPopup: false,
    orgGroupCode: null,
    trustedParty: null,
    contacts: [],
    isSecret: false,
    ...rest,
  });
}
