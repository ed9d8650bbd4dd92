/** The only way a user row reaches the client (hub §3 "Current user"). */

import type { HomeCountry } from '@navia/domain/constants';
import {
  type CurrentUser,
  DEFAULT_LANGUAGE,
  SUPPORTED_LANGUAGES,
  USER_MODES,
} from '@navia/domain/contracts/user';
import type { AccessSubject, Role } from '@navia/domain/rules/access';
import { effectiveLayout } from '@navia/domain/rules/dashboard/layout';
import type { UserWithGroup } from './users.repository.ts';

type FavouriteRecord = {
  favouriteId: string;
  favouriteNumber: string;
  DataSource: string;
  isShipment: boolean;
};

export function toAccessSubject({ user, orgGroup }: Pick<UserWithGroup, 'user' | 'orgGroup'>): AccessSubject {
  return {
    type: user.role as Role,
    isConnectUser: user.isConnectUser,
    orgGroup: orgGroup
      ? {
          connectAccess: orgGroup.connectAccess,
          generalSettings: orgGroup.generalSettings,
        }
      : null,
    permissions: {
      bookings: user.bookings,
      quotes: user.quotes,
      criticalChain: user.criticalChain,
      tracking: user.tracking,
      insights: user.insights,
      hasHubAccess: user.hasHubAccess,
      connectAccess: user.connectAccess,
    },
  };
}

export function presentCurrentUser(
  { user, orgGroup, trustedParty }: UserWithGroup,
  sessionId: string,
  lists: {
    favourites: FavouriteRecord[];
    recordNotifications: CurrentUser['recordNotifications'];
    notifications: CurrentUser['notifications'];
  },
): CurrentUser {
  return {
    _id: user.id,
    email: user.email,
    type: user.role as Role,
    sessionId,
    fullname: user.fullname,
    theme: user.theme === 'dark' ? 'dark' : 'light',
    // Issue 13: a stored value from before the settings calls ('default', 'en') reads as the default.
    mode: (USER_MODES as readonly string[]).includes(user.mode) ? user.mode : 'tracking',
    unitOfMeasure: user.unitOfMeasure === 'IMPERIAL' ? 'IMPERIAL' : 'METRIC',
    language: (SUPPORTED_LANGUAGES as readonly string[]).includes(user.language)
      ? user.language
      : DEFAULT_LANGUAGE,
    homeCountry: user.homeCountry as HomeCountry,
    localViewActive: user.localViewActive,
    viewTooltip: user.viewTooltip,
    permissions: toAccessSubject({ user, orgGroup }).permissions,
    favourites: lists.favourites,
    recordNotifications: lists.recordNotifications,
    notifications: lists.notifications,
    // The layout the dashboard draws (GET /api/user/customLayout), not the stored raw value.
    customLayout: effectiveLayout(user.customLayout ?? null, {
      subject: toAccessSubject({ user, orgGroup }),
      localViewActive: user.localViewActive,
      homeCountry: user.homeCountry,
    }),
    customTableSettings: user.customTableSettings,
    acceptedCookies: user.acceptedCookies,
    showCookieBanner: user.showCookieBanner,
    isConnectUser: user.isConnectUser,
    isViewActionRequired: user.isViewActionRequired,
    updatesPending: user.updatesPending,
    connectWelcomePopups: user.connectWelcomePopups,
    hidePopups: user.hidePopups,
    showNotificationsPopup: user.showNotificationsPopup,
    orgGroupCode: orgGroup
      ? {
          _id: orgGroup.id,
          code: orgGroup.code,
          name: orgGroup.name,
          country: orgGroup.country as HomeCountry,
          connectAccess: orgGroup.connectAccess,
          hubbiEnabled: orgGroup.hubbiEnabled,
          generalSettings: orgGroup.generalSettings,
        }
      : null,
    trustedParty: trustedParty
      ? { _id: trustedParty.id, name: trustedParty.name, generalSettings: trustedParty.generalSettings }
      : null,
    contacts: [],
    isSecret: user.isSecret,
  };
}
