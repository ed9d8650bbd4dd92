import { Stack } from '@mantine/core';
import { type CurrentUser, SUPPORTED_LANGUAGES } from '@navia/domain/contracts/user';
import { formatDate, formatNumber, LANGUAGE_LABELS, localeOf } from '../../../lib/locale.ts';
import {
  useSaveLanguage,
  useSaveMode,
  useSaveTheme,
  useSaveTooltip,
  useSaveUnitOfMeasure,
} from '../api/display-settings.ts';
import { SegmentedSetting, SelectSetting, SwitchSetting } from './setting-row.tsx';

const UNIT_TEXT: Record<CurrentUser['unitOfMeasure'], string> = {
  METRIC: 'METRIC: kilograms and cubic metres',
  IMPERIAL: 'IMPERIAL: pounds and cubic feet',
};

const MODE_TEXT = {
  tracking: 'The search bar searches shipments and orders (/tracking/All) from other pages.',
  deliveries: 'The search bar searches deliveries (/delivery/All) from other pages.',
} as const;

const THEMES = [
  { value: 'light', label: 'LIGHT' },
  { value: 'dark', label: 'DARK' },
] as const;
const MODES = [
  { value: 'tracking', label: 'TRACKING' },
  { value: 'deliveries', label: 'DELIVERIES' },
] as const;
const UNITS = [
  { value: 'METRIC', label: 'METRIC' },
  { value: 'IMPERIAL', label: 'IMPERIAL' },
] as const;
const LANGUAGES = SUPPORTED_LANGUAGES.map((tag) => ({ value: tag, label: LANGUAGE_LABELS[tag] }));

/** A fixed sample, so the preview shows what the language changes. */
const SAMPLE_DATE = new Date('2026-03-09T12:00:00Z');

/** DISPLAY: theme, tooltips, search mode, units and language, each saved at once. */
export function DisplaySettings({ user }: { user: CurrentUser }) {
  const locale = localeOf(user.language);
  const mode = user.mode === 'deliveries' ? 'deliveries' : 'tracking';
  return (
    <Stack gap="md">
      <SegmentedSetting
        label="THEME"
        hint="Saved on your account, on every device."
        value={user.theme}
        options={THEMES}
        save={useSaveTheme()}
      />
      <SwitchSetting
        label="TOOLTIPS"
        hint="Show help tooltips on the portal's screens."
        checked={user.viewTooltip}
        save={useSaveTooltip()}
      />
      <SegmentedSetting
        label="SEARCH MODE"
        hint={MODE_TEXT[mode]}
        value={mode}
        options={MODES}
        save={useSaveMode()}
      />
      <SegmentedSetting
        label="UNITS"
        hint={UNIT_TEXT[user.unitOfMeasure]}
        value={user.unitOfMeasure}
        options={UNITS}
        save={useSaveUnitOfMeasure()}
      />
      <SelectSetting
        label="LANGUAGE"
        hint={`Dates and numbers: ${formatDate(SAMPLE_DATE, locale)}, ${formatNumber(1234567.89, locale)}. Texts stay in English.`}
        value={locale}
        options={LANGUAGES}
        save={useSaveLanguage()}
      />
    </Stack>
  );
}
