/**
 * /settings (hub §2 "user settings") and /connect/settings (connect §2): the user's own settings,
 * one section each. DISPLAY (theme and units) is this feature's own; on connect, so is
 * NOTIFICATIONS for contracts and invites (issue 17). Other sections come from other features and
 * are composed by the route table, as features do not import each other.
 */
import { Container, Paper, Stack, Title } from '@mantine/core';
import { areaForPath } from '@navia/domain/rules/navigation';
import { type ReactNode, useId } from 'react';
import { useLocation } from 'react-router';
import { PageLoader } from '../../../components/page-loader.tsx';
import { useCurrentUser } from '../../../lib/auth.ts';
import { ConnectNotificationSettings } from './connect-notification-settings.tsx';
import { DisplaySettings } from './display-settings.tsx';

export type SettingsSection = {
  /** The section's anchor on the page (/settings#notifications). */
  id: string;
  title: string;
  content: ReactNode;
};

function Section({ section }: { section: SettingsSection }) {
  const headingId = useId();
  return (
    <Paper component="section" id={section.id} aria-labelledby={headingId} withBorder radius="lg" p="md">
      <Stack gap="md">
        <Title order={2} size="h4" id={headingId}>
          {section.title}
        </Title>
        {section.content}
      </Stack>
    </Paper>
  );
}

export function SettingsPage({ sections }: { sections: readonly SettingsSection[] }) {
  const { data: user } = useCurrentUser();
  const connect = areaForPath(useLocation().pathname) === 'connect';
  if (!user) return <PageLoader />;
  const own: SettingsSection[] = [
    { id: 'display', title: 'DISPLAY', content: <DisplaySettings user={user} /> },
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
  const all = [...own, ...sections.filter((s) => !own.some((o) => o.id === s.id))];
  return (
    <Container component="main" size="lg" py="xl" px={{ base: 'xs', sm: 'md' }}>
      <Stack gap="lg">
        <Title order={1} size="h2">
          SETTINGS
        </Title>
        {all.map((section) => (
          <Section key={section.id} section={section} />
        ))}
      </Stack>
    </Container>
  );
}
