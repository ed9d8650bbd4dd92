import { Container, Paper, Stack, Text, Title } from '@mantine/core';
import { PROVIDER_NAME, WELCOME_NAME_MAX } from '@navia/domain/constants';
import { welcomeName } from '@navia/domain/rules/navigation';
import { IconFileDescription } from '@tabler/icons-react';
import { PageLoader } from '../../../components/page-loader.tsx';
import { useCurrentUser } from '../../../lib/auth.ts';

/** /connect/dashboard: the connect welcome header; contracts and the rest arrive with later issues. */
export function ConnectDashboardPage() {
  const { data: user } = useCurrentUser();
  if (!user) return <PageLoader />;
  const name = welcomeName(user.fullname, user.isSecret, WELCOME_NAME_MAX);
  return (
    <Container component="main" size="xl" py="xl">
      <Stack gap="lg">
        <div>
          <Text size="sm" fw={700} c="dimmed">
            {PROVIDER_NAME} CONNECT
          </Text>
          <Title order={1} size="h2">
            {name ? `WELCOME BACK, ${name}` : 'WELCOME BACK'}
          </Title>
          {user.trustedParty && <Text c="dimmed">{user.trustedParty.name}</Text>}
        </div>
        <Paper withBorder radius="lg" p="xl">
          <Stack align="center" gap="xs" ta="center">
            <IconFileDescription size={40} aria-hidden />
            <Text fw={700}>YOUR CONTRACTS ARE NOT AVAILABLE YET</Text>
            <Text c="dimmed" size="sm">
              Contracts, product records and trusted parties will appear here.
            </Text>
          </Stack>
        </Paper>
      </Stack>
    </Container>
  );
}
