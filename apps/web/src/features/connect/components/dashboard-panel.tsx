import { Alert, Group, Loader, Paper, Stack, Title } from '@mantine/core';
import { MESSAGES } from '@navia/domain/errors';
import { type ReactNode, useId } from 'react';
import { isApiError } from '../../../lib/api-client.ts';

type Props = {
  title: string;
  icon: ReactNode;
  action?: ReactNode;
  loading?: boolean;
  loadingLabel?: string;
  error?: unknown;
  children?: ReactNode;
};

/** One card of the connect dashboard, with its heading, loader and error line. */
export function DashboardPanel({ title, icon, action, loading, loadingLabel, error, children }: Props) {
  const headingId = useId();
  return (
    <Paper withBorder radius="lg" p="lg" component="section" aria-labelledby={headingId} h="100%">
      <Stack gap="md">
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Group gap="xs" wrap="nowrap">
            {icon}
            <Title order={2} size="h4" id={headingId}>
              {title}
            </Title>
          </Group>
          {action}
        </Group>
        {loading && <Loader size="sm" aria-label={loadingLabel ?? `Loading ${title.toLowerCase()}`} />}
        {error !== undefined && error !== null && (
          <Alert color="red" variant="light" role="alert">
            {isApiError(error) ? error.message : MESSAGES.otherError}
          </Alert>
        )}
        {children}
      </Stack>
    </Paper>
  );
}
