import { Group, Stack, Text } from '@mantine/core';
import { MESSAGES } from '@navia/domain/errors';
import type { ReactNode } from 'react';

/**
 * One setting: its label (the control is labelled by `labelId`), a hint, the control, and the error
 * text of a failed save (the control has already switched back).
 */
export function SettingRow(props: {
  labelId: string;
  label: string;
  hint?: ReactNode;
  failed?: boolean;
  children: ReactNode;
}) {
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
