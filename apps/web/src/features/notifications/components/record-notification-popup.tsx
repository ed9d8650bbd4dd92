/**
 * The record notification settings popup (hub §3 "Notification preferences", hub §4 "Record
 * notification subscription"): the eight record types, ticked as the record has them or, for a
 * record not yet subscribed, as the user's per-type defaults say. SAVE stores the ticks (SAVING with
 * a spinner meanwhile); a failure keeps the ticks and says so in upper case (hub §8). Loaded lazily
 * by the toggle.
 */
import { Alert, Anchor, Button, Checkbox, Fieldset, Group, Loader, Modal, Stack, Text } from '@mantine/core';
import {
  defaultFlags,
  NOTIFICATION_TYPE_LABELS,
  type NotificationFlags,
  RECORD_POPUP_TYPES,
  type RecordNotificationSettings,
} from '@navia/domain/rules/notifications';
import type { RecordMark } from '@navia/domain/rules/record-marks';
import type { SyntheticEvent } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import {
  RECORD_NOTIFICATION_ERROR,
  useSaveRecordNotificationSettings,
} from '../api/record-notification-settings.ts';

/** The record's own flags when it is in recordsToNotify, else the user's defaults (hub §3). */
function initialFlags(settings: RecordNotificationSettings, recordKey: string): NotificationFlags {
  const own = settings.recordsToNotify.find((r) => r.recordKey === recordKey);
  return own ? { ...own.notificationTypes } : defaultFlags(settings.notificationTypes);
}

/**
 * The popup may sit inside a table row that opens its record on a click or Enter; React passes a
 * portal's events up its component tree, so they stop here.
 */
const keepInside = (event: SyntheticEvent) => event.stopPropagation();

export function RecordNotificationPopup({
  record,
  settings,
  opened,
  onClose,
}: {
  record: RecordMark;
  settings: RecordNotificationSettings;
  opened: boolean;
  onClose: () => void;
}) {
  const save = useSaveRecordNotificationSettings();
  const form = useForm<NotificationFlags>({ defaultValues: initialFlags(settings, record.key) });
  const ticks = form.watch();
  // Only the types shown count: a record subscribed to nothing it lists would look unsubscribed.
  const anyTicked = RECORD_POPUP_TYPES.some((type) => ticks[type]);
  const title = `NOTIFICATIONS FOR ${record.isShipment ? 'SHIPMENT' : 'ORDER'} ${record.number}`;

  const onSubmit = form.handleSubmit((flags) => {
    if (save.isPending) return;
    save.mutate({ record, flags }, { onSuccess: onClose });
  });

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={title}
      centered
      size="md"
      styles={{ title: { fontWeight: 700 } }}
      onClick={keepInside}
      onKeyDown={keepInside}
    >
      <form onSubmit={onSubmit} noValidate aria-label={title}>
        <Stack gap="md">
          {!settings.active && (
            <Alert color="yellow" variant="light" title="NOTIFICATIONS ARE SWITCHED OFF">
              Your notifications are switched off for every record, so none are sent for this one until you
              switch them on again in{' '}
              <Anchor component={Link} to="/settings" onClick={onClose} inherit underline="always">
                your notification settings
              </Anchor>
              .
            </Alert>
          )}
          <Fieldset
            legend="NOTIFY ME ABOUT"
            variant="unstyled"
            styles={{ legend: { fontWeight: 700, fontSize: 'var(--mantine-font-size-sm)' } }}
          >
            <Stack gap="xs" mt="xs">
              {RECORD_POPUP_TYPES.map((type) => (
                <Checkbox key={type} label={NOTIFICATION_TYPE_LABELS[type]} {...form.register(type)} />
              ))}
            </Stack>
          </Fieldset>
          {!anyTicked && (
            <Text size="sm" c="dimmed">
              Tick at least one notification to subscribe to this record.
            </Text>
          )}
          <div aria-live="polite">
            {save.isError && (
              <Alert color="red" variant="light" role="alert">
                {RECORD_NOTIFICATION_ERROR}
              </Alert>
            )}
          </div>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose}>
              CANCEL
            </Button>
            <Button
              type="submit"
              disabled={!anyTicked}
              aria-disabled={save.isPending || undefined}
              leftSection={save.isPending ? <Loader size={14} color="currentColor" aria-hidden /> : undefined}
            >
              {save.isPending ? 'SAVING' : 'SAVE'}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
