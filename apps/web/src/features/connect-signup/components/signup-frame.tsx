import { Alert, Button, Paper, Stack, Title } from '@mantine/core';
import { type ReactNode, useEffect } from 'react';
import { Link, useNavigate } from 'react-router';
import { BrandMark } from '../../../components/brand-mark.tsx';
import classes from './signup-page.module.css';

export const CONNECT_LOGIN = '/connect/login';
/** How long the confirmation shows before the login page opens. */
const SIGNED_UP_REDIRECT_MS = 4000;

/** The logged-out card of the sign-up pages, in the connect theme. */
export function Frame({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className={classes.page}>
      <Paper
        component="main"
        className={classes.card}
        withBorder
        shadow="md"
        radius="lg"
        p={{ base: 'md', sm: 'xl' }}
      >
        <Stack gap="lg">
          <BrandMark area="connect" />
          <Title order={1} size="h2">
            {title}
          </Title>
          {children}
        </Stack>
      </Paper>
    </div>
  );
}

/** The account is ready: say so, offer LOG IN, and open the login page after a moment. */
export function SignedUp({ children }: { children: ReactNode }) {
  const navigate = useNavigate();
  useEffect(() => {
    const timer = window.setTimeout(() => navigate(CONNECT_LOGIN), SIGNED_UP_REDIRECT_MS);
    return () => window.clearTimeout(timer);
  }, [navigate]);
  return (
    <Frame title="WELCOME TO CONNECT">
      <Alert color="green" variant="light" role="status">
        {children}
      </Alert>
      <Button component={Link} to={CONNECT_LOGIN} size="md">
        LOG IN
      </Button>
    </Frame>
  );
}
