import { Anchor, Stack } from '@mantine/core';
import type { CurrentUser } from '@navia/domain/contracts/user';
import { Link } from 'react-router';
import { useSaveCookieChoice } from '../api/display-settings.ts';
import { SegmentedSetting } from './setting-row.tsx';

const CHOICES = [
  { value: 'accept', label: 'ACCEPT' },
  { value: 'decline', label: 'DECLINE' },
] as const;

const CHOICE_TEXT = (accepted: boolean | null) =>
  accepted === null ? 'Not chosen yet.' : accepted ? 'You accepted cookies.' : 'You declined cookies.';

/** PRIVACY: the cookie banner's choice (hub §2), changed here with PUT /api/user/toggleCookieBanner. */
export function PrivacySettings({ user }: { user: CurrentUser }) {
  const save = useSaveCookieChoice();
  return (
    <Stack gap="md">
      <SegmentedSetting
        label="COOKIES"
        hint={
          <>
            {CHOICE_TEXT(user.acceptedCookies)}{' '}
            <Anchor component={Link} to="/cookie-policy" size="xs">
              Read the cookie policy
            </Anchor>
          </>
        }
        value={user.acceptedCookies === true ? 'accept' : user.acceptedCookies === false ? 'decline' : ''}
        options={CHOICES}
        save={{ mutate: (choice) => save.mutate(choice === 'accept'), isError: save.isError }}
      />
    </Stack>
  );
}
