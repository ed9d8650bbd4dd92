/**
 * The seam between the notifications feature (features/notifications: the record subscription
 * toggle and its settings popup, hub §4 "Record notification subscription") and the pages that show
 * it (the search tables' row actions, the shipment detail header). Features do not import each
 * other, so the app layer (app/routes.tsx) loads the toggle with those pages and provides it here;
 * a page places it with `useRecordNotificationToggle()`. Without a provider (a page rendered on its
 * own, a test) there is no toggle and the page shows none.
 */
import type { RecordMark } from '@navia/domain/rules/record-marks';
import { type ComponentType, createContext, useContext } from 'react';

export type RecordNotificationToggleProps = {
  /** The record by the key it is favourited and subscribed by, with its number and data source. */
  record: RecordMark;
  /** hub §4: inert when disabled. */
  disabled?: boolean;
  /**
   * `detail`: the record's own screen ("Notifications for this record"); `row`: a table row, whose
   * label names the record, as a page of rows holds many toggles.
   */
  placement: 'detail' | 'row';
};

export const RecordNotificationToggleContext =
  createContext<ComponentType<RecordNotificationToggleProps> | null>(null);

/** The toggle component the app layer provides, or null where it provides none. */
export function useRecordNotificationToggle(): ComponentType<RecordNotificationToggleProps> | null {
  return useContext(RecordNotificationToggleContext);
}
