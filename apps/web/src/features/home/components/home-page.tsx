import { Container, Paper, Stack, Text } from '@mantine/core';
import { HUB_ROUTE_RULES, hasAccess } from '@navia/domain/rules/access';
import { toAccessSubject } from '@navia/domain/rules/access-subject';
import { IconLayoutDashboard } from '@tabler/icons-react';
import { PageLoader } from '../../../components/page-loader.tsx';
import { useCurrentUser } from '../../../lib/auth.ts';
import { KeyMetricTiles } from './key-metric-tiles.tsx';
import { WelcomeHeader } from './welcome-header.tsx';

/**
 * / : the hub home page. The KEY METRICS tiles show for users with tracking access; the rest of
 * the widget grid (hub §2 "Widgets") arrives with the dashboard issue.
 */
export function HomePage() {
  const { data: user } = useCurrentUser();
  if (!user) return <PageLoader />;
  return (
    <Container component="main" size="xl" py="xl">
      <Stack gap="lg">
        <WelcomeHeader fullname={user.fullname} isSecret={user.isSecret} />
        {hasAccess(toAccessSubject(user), HUB_ROUTE_RULES.tracking) && <KeyMetricTiles />}
        <Paper withBorder radius="lg" p="xl">
          <Stack align="center" gap="xs" ta="center">
            <IconLayoutDashboard size={40} aria-hidden />
            <Text fw={700}>YOUR DASHBOARD WIDGETS ARE NOT AVAILABLE YET</Text>
            <Text c="dimmed" size="sm">
              Favourites, priority shipments, news and the other dashboard widgets will appear here.
            </Text>
          </Stack>
        </Paper>
      </Stack>
    </Container>
  );
}
