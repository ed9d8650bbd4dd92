/**
 * The settings page's own calls (features do not import each other): PUT /api/user/theme and
 * /api/user/unitOfMeasure, the
 * notification settings' global active flag (PUT /api/user/notificationSettings) and whether new
 * notifications pop up (POST /api/user/toggleNotificationsPopup). Each answer updates the current user.
 */
import { notifications } from '@mantine/notifications';
import { notificationEndpoints } from '@navia/domain/contracts/notifications';
import { type CurrentUser, userEndpoints } from '@navia/domain/contracts/user';
import { MESSAGES } from '@navia/domain/errors';
import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
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
