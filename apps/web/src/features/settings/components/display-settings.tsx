import { Group, SegmentedControl, Stack, Text } from '@mantine/core';
import type { CurrentUser } from '@navia/domain/contracts/user';
import { useId } from 'react';
import { useSaveTheme, useSaveUnitOfMeasure } from '../api/display-settings.ts';

const UNIT_TEXT: Record<CurrentUser['unitOfMeasure'], string> = {
  METRIC: 'METRIC: kilograms and cubic metres',
  IMPERIAL: 'IMPERIAL: pounds and cubic feet',
};

/** THEME and UNITS: the light or dark theme, saved on the account, and the units figures show in. */
export function DisplaySettings({ user }: { user: CurrentUser }) {
  const saveTheme = useSaveTheme();
  const saveUnits = useSaveUnitOfMeasure();
  const themeLabel = useId();
  const unitsLabel = useId();
  return (
    <Stack gap="md">
      <Group justify="space-between" wrap="wrap" gap="xs">
        <div>
          <Text fw={700} size="sm" id={themeLabel}>
            THEME
          </Text>
          <Text size="xs" c="dimmed">
            Saved on your account, on every device.
          </Text>
        </div>
        <SegmentedControl
          aria-labelledby={themeLabel}
          value={user.theme}
          onChange={(value) => saveTheme.mutate(value === 'dark' ? 'dark' : 'light')}
          data={[
            { value: 'light', label: 'LIGHT' },
            { value: 'dark', label: 'DARK' },
          ]}
        />
      </Group>
      <Group justify="space-between" wrap="wrap" gap="xs">
        <div>
          <Text fw={700} size="sm" id={unitsLabel}>
            UNITS
          </Text>
          <Text size="xs" c="dimmed">
            {UNIT_TEXT[user.unitOfMeasure]}
          </Text>
        </div>
        <SegmentedControl
          aria-labelledby={unitsLabel}
          value={user.unitOfMeasure}
          onChange={(value) => saveUnits.mutate(value === 'IMPERIAL' ? 'IMPERIAL' : 'METRIC')}
          data={[
            { value: 'METRIC', label: 'METRIC' },
            { value: 'IMPERIAL', label: 'IMPERIAL' },
          ]}
        />
      </Group>
    </Stack>
  );
}
