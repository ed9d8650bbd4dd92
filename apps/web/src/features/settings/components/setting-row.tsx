import { Group, NativeSelect, SegmentedControl, Stack, Switch, Text } from '@mantine/core';
import { MESSAGES } from '@navia/domain/errors';
import { type ReactNode, useId } from 'react';

/** What saves a setting: a react-query mutation that takes the new value. */
type Saver<T> = { mutate: (value: T) => void; isError: boolean };

type RowText = { label: string; hint?: ReactNode };

/**
 * One setting: its label (the control is labelled by `labelId`), a hint, the control, and the error
 * text of a failed save (the control has already switched back).
 */
function SettingRow(props: RowText & { labelId: string; failed?: boolean; children: ReactNode }) {
  return (
    <Stack gap={4}>
      <Group justify="space-between" wrap="wrap" gap="xs" align="center">
        <div style={{ minWidth: 0, flex: '1 1 14rem' }}>
          <Text fw={700} size="sm" id={props.labelId}>
            {props.label}
          </Text>
          {props.hint && (
            <Text size="xs" c="dimmed" component="div">
              {props.hint}
            </Text>
          )}
        </div>
        {props.children}
      </Group>
      {props.failed && (
        <Text size="xs" c="red" role="alert">
          {MESSAGES.genericSubmit}
        </Text>
      )}
    </Stack>
  );
}

type Option<T extends string> = { value: T; label: string };

/** The option whose value a control reported (controls report plain strings). */
const optionOf = <T extends string>(options: readonly Option<T>[], value: string | null) =>
  options.find((o) => o.value === value)?.value;

/** A setting chosen among a few options, saved at once. */
export function SegmentedSetting<T extends string>(
  props: RowText & { value: T | ''; options: readonly Option<T>[]; save: Saver<T> },
) {
  const labelId = useId();
  return (
    <SettingRow labelId={labelId} label={props.label} hint={props.hint} failed={props.save.isError}>
      <SegmentedControl
        aria-labelledby={labelId}
        value={props.value}
        onChange={(value) => {
          const chosen = optionOf(props.options, value);
          if (chosen !== undefined) props.save.mutate(chosen);
        }}
        data={[...props.options]}
      />
    </SettingRow>
  );
}

/** A setting chosen from a longer list, saved at once. */
export function SelectSetting<T extends string>(
  props: RowText & { value: T; options: readonly Option<T>[]; save: Saver<T> },
) {
  const labelId = useId();
  return (
    <SettingRow labelId={labelId} label={props.label} hint={props.hint} failed={props.save.isError}>
      <NativeSelect
        aria-labelledby={labelId}
        value={props.value}
        onChange={(event) => {
          const chosen = optionOf(props.options, event.currentTarget.value);
          if (chosen !== undefined) props.save.mutate(chosen);
        }}
        data={[...props.options]}
        w={{ base: '100%', xs: 260 }}
      />
    </SettingRow>
  );
}

/** An on/off setting, saved at once. */
export function SwitchSetting(props: RowText & { checked: boolean; save: Saver<boolean> }) {
  const labelId = useId();
  return (
    <SettingRow labelId={labelId} label={props.label} hint={props.hint} failed={props.save.isError}>
      <Switch
        aria-labelledby={labelId}
        checked={props.checked}
        onChange={(event) => props.save.mutate(event.currentTarget.checked)}
        size="md"
      />
    </SettingRow>
  );
}
