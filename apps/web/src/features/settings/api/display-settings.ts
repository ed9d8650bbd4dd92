/**
 * The settings page's own calls (features do not import each other): PUT /api/user/theme and
 * /api/user/unitOfMeasure, the
 * notification settings' global active flag (PUT /api/user/notificationSettings) and whether new
 * notifications pop up (POST /api/user/toggleNotificationsPopup), and issue 13's tooltip, mode,
 * language, homeCountry, view, hidePopup, welcomePopups (PUT) and countries. Each answer updates the
 * current user.
 */
import { notifications } from '@mantine/notifications';
import { notificationEndpoints } from '@navia/domain/contracts/notifications';
import {
  type CurrentUser,
  type HidePopup,
  type SupportedLanguage,
  type UserMode,
  userEndpoints,
  type WELCOME_POPUP_NAMES,
} from '@navia/domain/contracts/user';
import { MESSAGES } from '@navia/domain/errors';
import { type QueryClient, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api-client.ts';
import { currentUserQueryKey, setCurrentUser } from '../../../lib/auth.ts';

function patchUser(queryClient: QueryClient, patch: Partial<CurrentUser>): CurrentUser | null {
  const previous = queryClient.getQueryData<CurrentUser | null>(currentUserQueryKey) ?? null;
  if (previous) setCurrentUser(queryClient, { ...previous, ...patch });
  return previous;
}

/** Switches at once and saves; a failed save switches back and says so (hub §8 generic submit). */
function useOptimisticUserSetting<T>(
  save: (value: T) => Promise<unknown>,
  patchOf: (value: T) => Partial<CurrentUser>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: save,
    onMutate: async (value: T) => {
      await queryClient.cancelQueries({ queryKey: currentUserQueryKey });
      return { previous: patchUser(queryClient, patchOf(value)) };
    },
    onError: (_error, _value, context) => {
      if (context?.previous) setCurrentUser(queryClient, context.previous);
      notifications.show({ color: 'red', message: MESSAGES.genericSubmit });
      // The stored user may differ from both the guess and the previous value: ask again.
      void queryClient.invalidateQueries({ queryKey: currentUserQueryKey });
    },
  });
}

export function useSaveTheme() {
  const queryClient = useQueryClient();
  const mutation = useOptimisticUserSetting(
    async (theme: CurrentUser['theme']) => {
      const { user } = await callEndpoint(userEndpoints.theme, { body: { theme } });
      setCurrentUser(queryClient, user);
    },
    (theme) => ({ theme }),
  );
  return mutation;
}

export function useSaveUnitOfMeasure() {
  const queryClient = useQueryClient();
  return useOptimisticUserSetting(
    async (unitOfMeasure: CurrentUser['unitOfMeasure']) => {
      const { user } = await callEndpoint(userEndpoints.unitOfMeasure, { body: { unitOfMeasure } });
      setCurrentUser(queryClient, user);
    },
    (unitOfMeasure) => ({ unitOfMeasure }),
  );
}

export function useSaveNotificationsActive(user: CurrentUser) {
  return useOptimisticUserSetting(
    async (active: boolean) => {
      const { notificationTypes } = user.recordNotifications;
      await callEndpoint(notificationEndpoints.notificationSettings, { body: { active, notificationTypes } });
    },
    (active) => ({ recordNotifications: { ...user.recordNotifications, active } }),
  );
}

export function useSaveNotificationsPopup() {
  return useOptimisticUserSetting(
    (showNotificationsPopup: boolean) =>
      callEndpoint(notificationEndpoints.toggleNotificationsPopup, { body: { showNotificationsPopup } }),
    (showNotificationsPopup) => ({ showNotificationsPopup }),
  );
}

/**
 * Issue 13's settings calls: each applies at once, saves, and puts the answered user in the
 * current-user query (a failed save switches back, says so, and refetches the user).
 */
function useSavedSetting<T>(
  save: (value: T) => Promise<{ user: CurrentUser }>,
  patchOf: (value: T) => Partial<CurrentUser>,
) {
  const queryClient = useQueryClient();
  return useOptimisticUserSetting(async (value: T) => {
    const { user } = await save(value);
    setCurrentUser(queryClient, user);
  }, patchOf);
}

export const useSaveTooltip = () =>
  useSavedSetting(
    (viewTooltip: boolean) => callEndpoint(userEndpoints.tooltip, { body: { viewTooltip } }),
    (viewTooltip) => ({ viewTooltip }),
  );

export const useSaveMode = () =>
  useSavedSetting(
    (mode: UserMode) => callEndpoint(userEndpoints.mode, { body: { mode } }),
    (mode) => ({ mode }),
  );

export const useSaveLanguage = () =>
  useSavedSetting(
    (language: SupportedLanguage) => callEndpoint(userEndpoints.language, { body: { language } }),
    (language) => ({ language }),
  );

export const useSaveHomeCountry = () =>
  useSavedSetting(
    (homeCountry: CurrentUser['homeCountry']) =>
      callEndpoint(userEndpoints.homeCountry, { body: { homeCountry } }),
    (homeCountry) => ({ homeCountry }),
  );

export const useSaveLocalView = () =>
  useSavedSetting(
    (localViewActive: boolean) => callEndpoint(userEndpoints.view, { body: { localViewActive } }),
    (localViewActive) => ({ localViewActive }),
  );

export const useSaveCookieChoice = () =>
  useSavedSetting(
    (acceptedCookies: boolean) =>
      callEndpoint(userEndpoints.toggleCookieBanner, { body: { acceptedCookies } }),
    (acceptedCookies) => ({ acceptedCookies, showCookieBanner: false }),
  );

export function useSaveHidePopup(user: CurrentUser) {
  return useSavedSetting(
    (value: { popup: HidePopup; hide: boolean }) => callEndpoint(userEndpoints.hidePopup, { body: value }),
    ({ popup, hide }) => ({ hidePopups: { ...user.hidePopups, [popup]: hide } }),
  );
}

export function useSaveWelcomePopup(user: CurrentUser) {
  return useSavedSetting(
    (value: { popup: WelcomePopupName; show: boolean }) =>
      callEndpoint(userEndpoints.showWelcomePopup, { body: value }),
    ({ popup, show }) => ({ connectWelcomePopups: { ...user.connectWelcomePopups, [popup]: show } }),
  );
}

type WelcomePopupName = (typeof WELCOME_POPUP_NAMES)[number];

/** GET /api/user/countries: the five home countries with their trading-hours zone. */
export function useCountries() {
  return useQuery({
    queryKey: ['user', 'countries'],
    queryFn: async () => (await callEndpoint(userEndpoints.countries, {})).countries,
    staleTime: Number.POSITIVE_INFINITY,
  });
}
