import { Anchor, Stack, Text, Title } from '@mantine/core';
import { PROVIDER_NAME } from '@navia/domain/constants';
import { IconArrowLeft } from '@tabler/icons-react';
import { Link } from 'react-router';
import { BrandMark } from '../../../components/brand-mark.tsx';
import classes from './connect-login-page.module.css';
import { LoginForm } from './login-form.tsx';

/** /connect/login (hub §2 Login page, connect variant): a split layout with the connect pattern. */
export function ConnectLoginPage() {
  return (
    <div className={classes.page}>
      {/* A landmark of its own, so no content of the page sits outside one (axe "region"). */}
      <aside className={classes.pattern}>
        <Title order={2} size="h1" c="white">
          {PROVIDER_NAME} CONNECT
        </Title>
        <Text c="white" maw={420} mt="xs">
          Contracts, product records and trusted parties, shared between buyers and sellers.
        </Text>
      </aside>
      <main className={classes.formSide}>
        <Stack gap="lg" className={classes.form}>
          <BrandMark area="connect" />
          <Title order={1} size="h2">
            LOG IN
          </Title>
          <LoginForm area="connect" />
          <Stack gap={6}>
            <Text size="sm">
              New to {PROVIDER_NAME} Connect?{' '}
              <Anchor component={Link} to="/connect/signUp" fw={600}>
                SIGN UP
              </Anchor>
            </Text>
            <Anchor component={Link} to="/" fw={600} size="sm">
              <IconArrowLeft size={14} aria-hidden style={{ verticalAlign: 'middle' }} /> LOG INTO{' '}
              {PROVIDER_NAME} HUB
            </Anchor>
          </Stack>
        </Stack>
      </main>
    </div>
  );
}
