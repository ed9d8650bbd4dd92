import { Paper, Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** A titled group of the booking form: a fieldset whose legend names it. */
export function BookingFormSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper
      withBorder
      radius="md"
      p={{ base: 'sm', sm: 'md' }}
      component="fieldset"
      style={{ margin: 0, minWidth: 0 }}
    >
      <Stack gap="sm">
        <Title order={2} size="h5" component="legend" style={{ padding: 0, float: 'left', width: '100%' }}>
          {title}
        </Title>
        {children}
      </Stack>
    </Paper>
  );
}
