/**
 * The notification preferences (hub §3 "Notification preferences", "Record notification settings";
 * hub §7 notificationSettings, toggleNotificationsPopup): the global active flag; per type whether
 * new subscriptions start with it on, whether it also comes by e-mail, and for the date-change
 * types the smallest move worth a notification; whether notifications pop up as toasts; desktop
 * notifications. A failed save keeps what the user chose and says so (hub §8).
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Checkbox, Group, Loader, NumberInput, Stack, Switch, Text } from '@mantine/core';
import {
  type NotificationSettingsBody,
  notificationSettingsBodySchema,
} from '@navia/domain/contracts/notifications';
import { MESSAGES } from '@navia/domain/errors';
import {
  DATE_CHANGE_TYPES,
  NOTIFICATION_TYPE_LABELS,
  NOTIFICATION_TYPES,
  type NotificationType,
  type RecordNotificationSettings,
} from '@navia/domain/rules/notifications';
import { type Control, Controller, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { useCurrentUser } from '../../../lib/auth.ts';
import { requiredWhenEmpty } from '../../../lib/required-when-empty.ts';
import { useToggleNotificationsPopup } from '../api/notification-actions.ts';
import { useNotificationSettings, useSaveNotificationSettings } from '../api/notification-settings.ts';
import { DesktopNotificationsControl } from './desktop-notifications-control.tsx';
import classes from './notification-preferences.module.css';

type SettingsForm = NotificationSettingsBody;
type SettingsValues = z.output<typeof notificationSettingsBodySchema>;

const MAX_CHANGE_HOURS = 24 * 30;

function isDateChange(type: NotificationType): boolean {
  return (DATE_CHANGE_TYPES as readonly NotificationType[]).includes(type);
}

function formValuesOf(settings: RecordNotificationSettings): SettingsForm {
  return { active: settings.active, notificationTypes: settings.notificationTypes };
}

function TypePreference({ type, control }: { type: NotificationType; control: Control<SettingsForm> }) {
  return (
    <fieldset className={classes.type}>
      <legend className={classes.typeLegend}>{NOTIFICATION_TYPE_LABELS[type]}</legend>
      <Stack gap="xs">
        <Group gap="lg" wrap="wrap">
          <Controller
            control={control}
            name={`notificationTypes.${type}.default`}
            render={({ field }) => (
              <Checkbox
                label="On by default"
                checked={field.value}
                onChange={(e) => field.onChange(e.currentTarget.checked)}
                onBlur={field.onBlur}
                ref={field.ref}
                name={field.name}
              />
            )}
          />
          <Controller
            control={control}
            name={`notificationTypes.${type}.email`}
            render={({ field }) => (
              <Checkbox
                label="E-mail"
                checked={field.value}
                onChange={(e) => field.onChange(e.currentTarget.checked)}
                onBlur={field.onBlur}
                ref={field.ref}
                name={field.name}
              />
            )}
          />
        </Group>
        {isDateChange(type) && (
          <Controller
            control={control}
            name={`notificationTypes.${type}.minChangeHours`}
            render={({ field, fieldState }) => (
              <NumberInput
                label="Minimum change (hours)"
                description="0: any change"
                className={classes.hours}
                min={0}
                max={MAX_CHANGE_HOURS}
                step={1}
                allowDecimal={false}
                allowNegative={false}
                clampBehavior="strict"
                value={field.value ?? ''}
                onChange={(value) => field.onChange(typeof value === 'number' ? value : undefined)}
                onBlur={field.onBlur}
                ref={field.ref}
                name={field.name}
                error={fieldState.error?.message}
              />
            )}
          />
        )}
      </Stack>
    </fieldset>
  );
}

function PreferencesForm({ settings }: { settings: RecordNotificationSettings }) {
  const save = useSaveNotificationSettings();
  const form = useForm<SettingsForm, unknown, SettingsValues>({
    resolver: zodResolver(notificationSettingsBodySchema, requiredWhenEmpty),
    defaultValues: formValuesOf(settings),
  });

  const onSubmit = form.handleSubmit((values) => {
    save.mutate(values, { onSuccess: (saved) => form.reset(formValuesOf(saved)) });
  });

  return (
    <form onSubmit={onSubmit} noValidate aria-label="Notification preferences">
      <Stack gap="md">
        <Controller
          control={form.control}
          name="active"
          render={({ field }) => (
            <Switch
              label="Receive notifications"
              description="Off: no notification is sent, whatever a record's own choices."
              checked={field.value}
              onChange={(e) => field.onChange(e.currentTarget.checked)}
              onBlur={field.onBlur}
              ref={field.ref}
              name={field.name}
            />
          )}
        />
        <Text size="sm" c="dimmed">
          A record you subscribe to starts with the types that are on by default. E-mail sends them by e-mail
          as well.
        </Text>
        <div className={classes.types}>
          {NOTIFICATION_TYPES.map((type) => (
            <TypePreference key={type} type={type} control={form.control} />
          ))}
        </div>
        <Group gap="md">
          <Button type="submit" loading={save.isPending}>
            SAVE
          </Button>
          <div aria-live="polite">
            {save.isError && (
              <Text c="red" size="sm" fw={700} role="alert">
                {MESSAGES.notificationSettingsFailed}
              </Text>
            )}
            {save.isSuccess && !form.formState.isDirty && (
              <Text size="sm" c="dimmed">
                SAVED
              </Text>
            )}
          </div>
        </Group>
      </Stack>
    </form>
  );
}

/** "Show notification pop-ups": applied at once (toggleNotificationsPopup), put back when refused. */
function PopupsSwitch() {
  const { data: user } = useCurrentUser();
  const toggle = useToggleNotificationsPopup();
  if (!user) return null;
  return (
    <Stack gap={4}>
      <Switch
        label="Show notification pop-ups"
        checked={user.showNotificationsPopup}
        onChange={(e) => toggle.mutate(e.currentTarget.checked)}
      />
      {toggle.isError && (
        <Text c="red" size="sm" fw={700} role="alert">
          {MESSAGES.notificationSettingsFailed}
        </Text>
      )}
    </Stack>
  );
}

export function NotificationPreferences() {
  const { data: user } = useCurrentUser();
  const settings = useNotificationSettings();
  // The current user carries the same settings: they stand in when the settings cannot be fetched.
  const current = settings.data ?? (settings.isError ? user?.recordNotifications : undefined);
  return (
    <Stack gap="lg">
      <Stack gap="sm" align="flex-start">
        <PopupsSwitch />
        <DesktopNotificationsControl size="sm" />
      </Stack>
      {current ? (
        <PreferencesForm settings={current} />
      ) : (
        <Loader size="sm" aria-label="Loading notification preferences" />
      )}
    </Stack>
  );
}
