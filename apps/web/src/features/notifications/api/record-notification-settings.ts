/**
 * One record's notification flags (hub §4 "Record notification subscription", hub §7 "The path for
 * saving record notification settings … (recordKey, clientRecordKey, flags, isShipment,
 * DataSource)"). Every flag false unsubscribes. The answer is the caller's whole
 * `recordNotifications`, written into the current user; the user is then fetched again, so the
 * toggle shows what the server holds (hub §4 "then re-checks").
 */
import { notificationEndpoints } from '@navia/domain/contracts/notifications';
import type { CurrentUser } from '@navia/domain/contracts/user';
import type { NotificationFlags } from '@navia/domain/rules/notifications';
import type { RecordMark } from '@navia/domain/rules/record-marks';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api-client.ts';
import { currentUserQueryKey } from '../../../lib/auth.ts';

/**
 * hub §8 "Notification settings save or remove fails": 'An error occured, please try again later'
 * in upper case (the spec's spelling).
 */
// Kept here until the error catalogue (packages/domain/src/errors.ts) carries it.
export const RECORD_NOTIFICATION_ERROR = 'AN ERROR OCCURED, PLEASE TRY AGAIN LATER';

export type RecordNotificationChange = { record: RecordMark; flags: NotificationFlags };

const saveRecordNotificationSettings = ({ record, flags }: RecordNotificationChange) =>
  callEndpoint(notificationEndpoints.recordNotificationSettings, {
    body: {
      recordKey: record.key,
      clientRecordKey: record.number,
      flags,
      isShipment: record.isShipment,
      DataSource: record.dataSource,
    },
  });

/**
 * Saves a record's flags (the popup's SAVE, or all false from the toggle). It stays pending until
 * the current user has been fetched again, so nothing shows the old state in between.
 */
export function useSaveRecordNotificationSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveRecordNotificationSettings,
    onSuccess: async (recordNotifications) => {
      queryClient.setQueryData<CurrentUser | null>(currentUserQueryKey, (user) =>
        user ? { ...user, recordNotifications } : user,
      );
      await queryClient.invalidateQueries({ queryKey: currentUserQueryKey });
    },
  });
}
