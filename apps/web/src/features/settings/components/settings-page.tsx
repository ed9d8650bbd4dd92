/**
 * /settings (hub §2 "user settings") and /connect/settings (connect §2): the user's own settings,
 * one section each. DISPLAY (theme, tooltips, search mode, units, language), REGION (home country
 * and its trading hours, local view), POPUPS and PRIVACY (cookie choice) are this feature's own
 * (issue 13); on connect, so is NOTIFICATIONS for contracts and invites (issue 17). Other sections
 * come from other features, are composed by the route table (features do not import each other),
 * and show between REGION and POPUPS.
 */
import { Anchor, Container, Stack, Title } from '@mantine/core';
import { areaForPath } from '@navia/domain/rules/navigation';
import { mayEnrolTwoFactor } from '@navia/domain/rules/two-factor/two-factor';
import type { ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import { PageLoader } from '../../../components/page-loader.tsx';
import { PageSection } from '../../../components/page-section.tsx';
import { useCurrentUser } from '../../../lib/auth.ts';
import { ConnectNotificationSettings } from './connect-notification-settings.tsx';
import { DisplaySettings } from './display-settings.tsx';
import { PopupSettings } from './popup-settings.tsx';
import { PrivacySettings } from './privacy-settings.tsx';
import { RegionSettings } from './region-settings.tsx';

export type SettingsSection = {
  /** The section's anchor on the page (/settings#notifications). */
  id: string;
  title: string;
  content: ReactNode;
};

export function SettingsPage({ sections }: { sections: readonly SettingsSection[] }) {
  const { data: user } = useCurrentUser();
  const connect = areaForPath(useLocation().pathname) === 'connect';
  if (!user) return <PageLoader />;
  const first: SettingsSection[] = [
    { id: 'display', title: 'DISPLAY', content: <DisplaySettings user={user} /> },
    { id: 'region', title: 'REGION', content: <RegionSettings user={user} /> },
    ...(connect
      ? [
          {
            id: 'notifications',
            title: 'NOTIFICATIONS',
            content: <ConnectNotificationSettings user={user} />,
          },
        ]
      : []),
  ];
  const last: SettingsSection[] = [
    { id: 'popups', title: 'POPUPS', content: <PopupSettings user={user} /> },
    { id: 'privacy', title: 'PRIVACY', content: <PrivacySettings user={user} /> },
  ];
  const own = [...first, ...last];
  const all = [...first, ...sections.filter((s) => !own.some((o) => o.id === s.id)), ...last];
  return (
    <Container component="main" size="lg" py="xl" px={{ base: 'xs', sm: 'md' }}>
      <Stack gap="lg">
        <Title order={1} size="h2">
          SETTINGS
        </Title>
        {/* Issue 15: two-factor sign-in has its own page (staff and client admins). */}
        {!connect && mayEnrolTwoFactor(user.type) && (
          <Anchor component={Link} to="/settings/security" fw={600}>
            TWO-FACTOR SIGN-IN
          </Anchor>
        )}
        {all.map((section) => (
          <PageSection key={section.id} id={section.id} title={section.title}>
            {section.content}
          </PageSection>
        ))}
      </Stack>
    </Container>
  );
}
