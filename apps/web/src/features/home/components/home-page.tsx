import { Container, Paper, Stack, Text } from '@mantine/core';
import { IconLayoutDashboard } from '@tabler/icons-react';
import { PageLoader } from '../../../components/page-loader.tsx';
import { useCurrentUser } from '../../../lib/auth.ts';
import { WelcomeHeader } from './welcome-header.tsx';

/** / : the hub home page. The widget grid (hub §2 "Widgets") arrives with the dashboard issue. */
export function HomePage() {
  const { data: user } = useCurrentUser();
  if (!user) return <PageLoader />;
  return (
    <Container component="main" size="xl" py="xl">
      <Stack gap="lg">
        <WelcomeHeader fullname={user.fullname} isSecret={user.isSecret} />
        <Paper withBorder radius="lg" p="xl">
          <Stack align="center" gap="xs" ta="center">
            <IconLayoutDashboard size={40} aria-hidden />
            <Text fw={700}>YOUR DASHBOARD WIDGETS ARE NOT AVAILABLE YET</Text>
            <Text c="dimmed" size="sm">
              Tracking, deliveries, key metrics and the other dashboard widgets will appear here.
            </Text>
          </Stack>
        </Paper>
      </Stack>
    </Container>
  );
}
