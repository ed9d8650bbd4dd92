/** PUT /api/user/theme {theme} -> {user}: the dark/light setting lives on the account (hub §3). */

import { notifications } from '@mantine/notifications';
import { type CurrentUser, userEndpoints } from '@navia/domain/contracts/user';
import { MESSAGES } from '@navia/domain/errors';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api-client.ts';
import { currentUserQueryKey, setCurrentUser } from '../../../lib/auth.ts';

type Theme = CurrentUser['theme'];

async function updateTheme(theme: Theme) {
  const { user } = await callEndpoint(userEndpoints.theme, { body: { theme } });
  return user;
}

/** Switches at once and saves in the background; a failed save switches back and says so. */
export function useUpdateTheme() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateTheme,
    onMutate: async (theme) => {
      await queryClient.cancelQueries({ queryKey: currentUserQueryKey });
      const previous = queryClient.getQueryData<CurrentUser | null>(currentUserQueryKey);
      if (previous) setCurrentUser(queryClient, { ...previous, theme });
      return { previous };
    },
    onError: (_error, _theme, context) => {
      if (context?.previous) setCurrentUser(queryClient, context.previous);
      notifications.show({ color: 'red', message: MESSAGES.genericSubmit });
    },
    onSuccess: (user) => setCurrentUser(queryClient, user),
  });
}
