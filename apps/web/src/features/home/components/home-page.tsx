import { Alert, Button, Center, Container, Group, Loader, Stack, Text } from '@mantine/core';
import { IconAdjustmentsHorizontal } from '@tabler/icons-react';
import { Link } from 'react-router';
import { WIDGET_ERROR_TEXT } from '../../../components/dashboard/widget-frame.tsx';
import { PageLoader } from '../../../components/page-loader.tsx';
import { useCurrentUser } from '../../../lib/auth.ts';
import { useCustomLayout } from '../api/custom-layout.ts';
import { DashboardGrid } from './dashboard-grid.tsx';
import { WelcomeHeader } from './welcome-header.tsx';

/**
 * / : the hub home page (hub §2): the welcome header, then the grid of the user's widgets
 * (customLayout GET: their saved layout, or the default). CUSTOMIZE opens /customize.
 */
export function HomePage() {
  const { data: user } = useCurrentUser();
  const layout = useCustomLayout();
  if (!user) return <PageLoader />;
  return (
    <Container component="main" size="xl" py="xl">
      <Stack gap="lg">
        <Group justify="space-between" align="center" wrap="wrap" gap="sm">
          <WelcomeHeader fullname={user.fullname} isSecret={user.isSecret} />
          <Button
            component={Link}
            to="/customize"
            variant="default"
            leftSection={<IconAdjustmentsHorizontal size={18} aria-hidden />}
          >
            CUSTOMIZE
          </Button>
        </Group>
        {layout.isError ? (
          <Alert color="red" variant="light" role="alert">
            {WIDGET_ERROR_TEXT}
          </Alert>
        ) : layout.data ? (
          layout.data.length > 0 ? (
            <DashboardGrid layout={layout.data} />
          ) : (
            <Text c="dimmed">Your dashboard has no widgets. Use CUSTOMIZE to add some.</Text>
          )
        ) : (
          <Center mih={960} aria-busy="true">
            <Loader aria-label="Loading your dashboard" />
          </Center>
        )}
      </Stack>
    </Container>
  );
}
