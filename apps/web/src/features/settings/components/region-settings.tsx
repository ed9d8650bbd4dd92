import { Stack } from '@mantine/core';
import type { CurrentUser } from '@navia/domain/contracts/user';
import { HOME_COUNTRY_OPTIONS } from '@navia/domain/rules/home-countries';
import { useState } from 'react';
import { localeOf } from '../../../lib/locale.ts';
import { useCountries, useSaveHomeCountry, useSaveLocalView } from '../api/display-settings.ts';
import { SelectSetting, SwitchSetting } from './setting-row.tsx';
import { TradingHoursText } from './trading-hours-text.tsx';

/**
 * REGION: the home country (one of the five, GET /api/user/countries) whose zone sets the trading
 * hours shown here and in chat, and local view (hub §6).
 */
export function RegionSettings({ user }: { user: CurrentUser }) {
  const countries = useCountries();
  const [now] = useState(() => new Date());
  const options = (countries.data ?? HOME_COUNTRY_OPTIONS).map(({ value, label }) => ({ value, label }));
  return (
    <Stack gap="md">
      <SelectSetting
        label="HOME COUNTRY"
        hint={<TradingHoursText homeCountry={user.homeCountry} locale={localeOf(user.language)} now={now} />}
        value={user.homeCountry}
        options={options}
        save={useSaveHomeCountry()}
      />
      <SwitchSetting
        label="LOCAL VIEW"
        hint="See the portal as your home country's office does. Chat is unavailable in local view."
        checked={user.localViewActive}
        save={useSaveLocalView()}
      />
    </Stack>
  );
}
