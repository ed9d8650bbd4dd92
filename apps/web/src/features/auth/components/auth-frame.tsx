import { Paper, Stack, Title } from '@mantine/core';
import type { Area } from '@navia/domain/rules/navigation';
import type { ReactNode } from 'react';
import { BrandMark } from '../../../components/brand-mark.tsx';
import classes from './auth-frame.module.css';

/** The centred card of the logged-out account pages (sign-up, password reset, links from e-mails). */
export function AuthFrame({ area, title, children }: { area: Area; title: string; children: ReactNode }) {
  return (
    <div className={classes.page}>
      <Paper component="main" className={classes.card} withBorder shadow="md" radius="lg" p="xl">
        <Stack gap="lg">
          <BrandMark area={area} />
          <Title order={1} size="h2">
            {title}
          </Title>
          {children}
        </Stack>
      </Paper>
    </div>
  );
}
