/**
 * /settings (hub §2 "user settings"): the user's own settings, one section each. The sections come
 * from other features (notifications now; theme, units and others with later issues) and are
 * composed by the route table, as features do not import each other.
 */
import { Container, Paper, Stack, Title } from '@mantine/core';
import { type ReactNode, useId } from 'react';

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
  return (
    <Container component="main" size="lg" py="xl" px={{ base: 'xs', sm: 'md' }}>
      <Stack gap="lg">
        <Title order={1} size="h2">
          SETTINGS
        </Title>
        {sections.map((section) => (
          <Section key={section.id} section={section} />
        ))}
      </Stack>
    </Container>
  );
}
