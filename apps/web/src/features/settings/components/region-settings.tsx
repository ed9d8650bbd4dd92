import { NativeSelect, Stack, Switch } from '@mantine/core';
import type { HomeCountry } from '@navia/domain/constants';
import type { CurrentUser } from '@navia/domain/contracts/user';
import { HOME_COUNTRY_OPTIONS } from '@navia/domain/rules/home-countries';
import { useId, useState } from 'react';
import { localeOf } from '../../../lib/locale.ts';
import { useCountries, useSaveHomeCountry, useSaveLocalView } from '../api/display-settings.ts';
import { SettingRow } from './setting-row.tsx';
import { TradingHoursText } from './trading-hours-text.tsx';

/**
 * REGION: the home country (one of the five, GET /api/user/countries) whose zone sets the trading
 * hours shown here and in chat, and local view (hub §6).
 */
export function RegionSettings({ user }: { user: CurrentUser }) {
  const countries = useCountries();
  const saveCountry = useSaveHomeCountry();
  const saveView = useSaveLocalView();
  const ids = { country: useId(), view: useId() };
  const [now] = useState(() => new Date());
  const options = (countries.data ?? HOME_COUNTRY_OPTIONS).map(({ value, label }) => ({ value, label }));
  return (
    <Stack gap="md">
      <SettingRow
        labelId={ids.country}
        label="HOME COUNTRY"
        hint={<TradingHoursText homeCountry={user.homeCountry} locale={localeOf(user.language)} now={now} />}
        failed={saveCountry.isError}
      >
        <NativeSelect
          aria-labelledby={ids.country}
          value={user.homeCountry}
          onChange={(event) => saveCountry.mutate(event.currentTarget.value as HomeCountry)}
          data={options}
          w={{ base: '100%', xs: 260 }}
        />
      </SettingRow>
      <SettingRow
        labelId={ids.view}
        label="LOCAL VIEW"
        hint="See the portal as your home country's office does. Chat is unavailable in local view."
        failed={saveView.isError}
      >
        <Switch
          aria-labelledby={ids.view}
          checked={user.localViewActive}
          onChange={(event) => saveView.mutate(event.currentTarget.checked)}
          size="md"
        />
      </SettingRow>
    </Stack>
  );
}
