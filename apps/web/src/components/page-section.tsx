import { Paper, Stack, Title } from '@mantine/core';
import { type ReactNode, useId } from 'react';

/** A titled section of a page (settings, help, admin screens): a bordered card named by its heading. */
export function PageSection({
  title,
  id,
  children,
}: {
  title: string;
  /** The section's anchor on the page (/settings#region). */
  id?: string;
  children: ReactNode;
}) {
  const headingId = useId();
  return (
    <Paper component="section" id={id} aria-labelledby={headingId} withBorder radius="lg" p="md">
      <Stack gap="md">
        <Title order={2} size="h4" id={headingId}>
          {title}
        </Title>
        {children}
      </Stack>
    </Paper>
  );
}
