import { Anchor, SegmentedControl, Stack } from '@mantine/core';
import type { CurrentUser } from '@navia/domain/contracts/user';
import { useId } from 'react';
import { Link } from 'react-router';
import { useSaveCookieChoice } from '../api/display-settings.ts';
import { SettingRow } from './setting-row.tsx';

const CHOICE_TEXT = (accepted: boolean | null) =>
  accepted === null ? 'Not chosen yet.' : accepted ? 'You accepted cookies.' : 'You declined cookies.';

/** PRIVACY: the cookie banner's choice (hub §2), changed here with PUT /api/user/toggleCookieBanner. */
export function PrivacySettings({ user }: { user: CurrentUser }) {
  const save = useSaveCookieChoice();
  const labelId = useId();
  return (
    <Stack gap="md">
      <SettingRow
        labelId={labelId}
        label="COOKIES"
        hint={
          <>
            {CHOICE_TEXT(user.acceptedCookies)}{' '}
            <Anchor component={Link} to="/cookie-policy" size="xs">
              Read the cookie policy
            </Anchor>
          </>
        }
        failed={save.isError}
      >
        <SegmentedControl
          aria-labelledby={labelId}
          value={user.acceptedCookies === true ? 'accept' : user.acceptedCookies === false ? 'decline' : ''}
          onChange={(value) => save.mutate(value === 'accept')}
          data={[
            { value: 'accept', label: 'ACCEPT' },
            { value: 'decline', label: 'DECLINE' },
          ]}
        />
      </SettingRow>
    </Stack>
  );
}
