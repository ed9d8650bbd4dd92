import { NativeSelect, SegmentedControl, Stack, Switch } from '@mantine/core';
import { type CurrentUser, SUPPORTED_LANGUAGES, type SupportedLanguage } from '@navia/domain/contracts/user';
import { useId } from 'react';
import { formatDate, formatNumber, LANGUAGE_LABELS, localeOf } from '../../../lib/locale.ts';
import {
  useSaveLanguage,
  useSaveMode,
  useSaveTheme,
  useSaveTooltip,
  useSaveUnitOfMeasure,
} from '../api/display-settings.ts';
import { SettingRow } from './setting-row.tsx';

const UNIT_TEXT: Record<CurrentUser['unitOfMeasure'], string> = {
  METRIC: 'METRIC: kilograms and cubic metres',
  IMPERIAL: 'IMPERIAL: pounds and cubic feet',
};

const MODE_TEXT: Record<string, string> = {
  tracking: 'The search bar searches shipments and orders (/tracking/All) from other pages.',
  deliveries: 'The search bar searches deliveries (/delivery/All) from other pages.',
};

/** A fixed sample, so the preview shows what the language changes. */
const SAMPLE_DATE = new Date('2026-03-09T12:00:00Z');

/** DISPLAY: theme, tooltips, search mode, units and language, each saved at once. */
export function DisplaySettings({ user }: { user: CurrentUser }) {
  const saveTheme = useSaveTheme();
  const saveUnits = useSaveUnitOfMeasure();
  const saveTooltip = useSaveTooltip();
  const saveMode = useSaveMode();
  const saveLanguage = useSaveLanguage();
  const ids = { theme: useId(), units: useId(), tooltip: useId(), mode: useId(), language: useId() };
  const locale = localeOf(user.language);
  return (
    <Stack gap="md">
      <SettingRow
        labelId={ids.theme}
        label="THEME"
        hint="Saved on your account, on every device."
        failed={saveTheme.isError}
      >
        <SegmentedControl
          aria-labelledby={ids.theme}
          value={user.theme}
          onChange={(value) => saveTheme.mutate(value === 'dark' ? 'dark' : 'light')}
          data={[
            { value: 'light', label: 'LIGHT' },
            { value: 'dark', label: 'DARK' },
          ]}
        />
      </SettingRow>
      <SettingRow
        labelId={ids.tooltip}
        label="TOOLTIPS"
        hint="Show help tooltips on the portal's screens."
        failed={saveTooltip.isError}
      >
        <Switch
          aria-labelledby={ids.tooltip}
          checked={user.viewTooltip}
          onChange={(event) => saveTooltip.mutate(event.currentTarget.checked)}
          size="md"
        />
      </SettingRow>
      <SettingRow
        labelId={ids.mode}
        label="SEARCH MODE"
        hint={MODE_TEXT[user.mode] ?? MODE_TEXT.tracking}
        failed={saveMode.isError}
      >
        <SegmentedControl
          aria-labelledby={ids.mode}
          value={user.mode === 'deliveries' ? 'deliveries' : 'tracking'}
          onChange={(value) => saveMode.mutate(value === 'deliveries' ? 'deliveries' : 'tracking')}
          data={[
            { value: 'tracking', label: 'TRACKING' },
            { value: 'deliveries', label: 'DELIVERIES' },
          ]}
        />
      </SettingRow>
      <SettingRow
        labelId={ids.units}
        label="UNITS"
        hint={UNIT_TEXT[user.unitOfMeasure]}
        failed={saveUnits.isError}
      >
        <SegmentedControl
          aria-labelledby={ids.units}
          value={user.unitOfMeasure}
          onChange={(value) => saveUnits.mutate(value === 'IMPERIAL' ? 'IMPERIAL' : 'METRIC')}
          data={[
            { value: 'METRIC', label: 'METRIC' },
            { value: 'IMPERIAL', label: 'IMPERIAL' },
          ]}
        />
      </SettingRow>
      <SettingRow
        labelId={ids.language}
        label="LANGUAGE"
        hint={`Dates and numbers: ${formatDate(SAMPLE_DATE, locale)}, ${formatNumber(1234567.89, locale)}. Texts stay in English.`}
        failed={saveLanguage.isError}
      >
        <NativeSelect
          aria-labelledby={ids.language}
          value={locale}
          onChange={(event) => saveLanguage.mutate(event.currentTarget.value as SupportedLanguage)}
          data={SUPPORTED_LANGUAGES.map((tag) => ({ value: tag, label: LANGUAGE_LABELS[tag] }))}
          w={{ base: '100%', xs: 260 }}
        />
      </SettingRow>
    </Stack>
  );
}
