import {
  Alert,
  Anchor,
  Button,
  Container,
  Group,
  Loader,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { PROVIDER_NAME, WELCOME_NAME_MAX } from '@navia/domain/constants';
import type { CurrentUser } from '@navia/domain/contracts/user';
import { MESSAGES } from '@navia/domain/errors';
import { CONTRACT_STATUSES } from '@navia/domain/rules/contracts/workflow';
import { welcomeName } from '@navia/domain/rules/navigation';
import { IconAlertCircle, IconFileDescription } from '@tabler/icons-react';
import { Link } from 'react-router';
import { PageLoader } from '../../../components/page-loader.tsx';
import { isApiError } from '../../../lib/api-client.ts';
import { useCurrentUser } from '../../../lib/auth.ts';
import { useContractSummary } from '../api/contract-summary.ts';
import { ConnectNotificationsPanel } from './connect-notifications-panel.tsx';
import { CONTRACTS, NeedsActionPanel, RecentContractsPanel } from './contract-lists.tsx';
import { InvitesPanel } from './invites-panel.tsx';
import { NetworkPanel } from './network-panel.tsx';
import { WelcomePopups } from './welcome-popups.tsx';

/** YOUR CONTRACTS: those awaiting the user's action, and how many there are per status. */
function ContractSummaryPanel({ summary }: { summary: ReturnType<typeof useContractSummary> }) {
  return (
    <Paper withBorder radius="lg" p="lg" component="section" aria-labelledby="contracts-summary">
      <Stack gap="md">
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Group gap="xs">
            <IconFileDescription size={24} aria-hidden />
            <Title order={2} size="h4" id="contracts-summary">
              YOUR CONTRACTS
            </Title>
          </Group>
          <Button component={Link} to={CONTRACTS} variant="default" size="xs">
            ALL CONTRACTS
          </Button>
        </Group>
        {summary.isPending && <Loader size="sm" aria-label="Loading your contracts" />}
        {summary.isError && (
          <Alert color="red" variant="light" role="alert">
            {isApiError(summary.error) ? summary.error.message : MESSAGES.otherError}
          </Alert>
        )}
        {summary.data && (
          <>
            <Anchor component={Link} to={`${CONTRACTS}?actionRequired=1`} underline="never">
              <Paper withBorder radius="md" p="md">
                <Group gap="sm">
                  <IconAlertCircle size={28} aria-hidden />
                  <div>
                    <Text fz={28} fw={700} lh={1}>
                      {summary.data.awaitingMe}
                    </Text>
                    <Text size="sm" fw={700}>
                      {summary.data.awaitingMe === 1
                        ? 'CONTRACT AWAITS YOUR ACTION'
                        : 'CONTRACTS AWAIT YOUR ACTION'}
                    </Text>
                  </div>
                </Group>
              </Paper>
            </Anchor>
            {summary.data.total === 0 ? (
              <Text c="dimmed" size="sm">
                No contracts yet.
              </Text>
            ) : (
              <SimpleGrid
                cols={{ base: 1, xs: 2, md: 4 }}
                spacing="xs"
                component="ul"
                m={0}
                p={0}
                style={{ listStyle: 'none' }}
              >
                {CONTRACT_STATUSES.filter((s) => (summary.data.statusCounts[s] ?? 0) > 0).map((status) => (
                  <li key={status}>
                    <Anchor
                      component={Link}
                      to={`${CONTRACTS}?actionRequired=0&status=${encodeURIComponent(status)}`}
                      size="sm"
                    >
                      {`${status}: ${summary.data.statusCounts[status]}`}
                    </Anchor>
                  </li>
                ))}
              </SimpleGrid>
            )}
          </>
        )}
      </Stack>
    </Paper>
  );
}

/**
 * /connect/dashboard: the connect welcome header, the user's contracts at a glance, invites to
 * answer, the network, connect notifications and the welcome popups (issue 17).
 */
export function ConnectDashboardPage() {
  const { data: user } = useCurrentUser();
  if (!user) return <PageLoader />;
  return <Dashboard user={user} />;
}

function Dashboard({ user }: { user: CurrentUser }) {
  const summary = useContractSummary(user.isViewActionRequired);
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
        <ContractSummaryPanel summary={summary} />
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
          <NeedsActionPanel summary={summary} />
          <RecentContractsPanel summary={summary} />
          <InvitesPanel />
          <NetworkPanel />
        </SimpleGrid>
        <ConnectNotificationsPanel />
      </Stack>
      <WelcomePopups />
    </Container>
  );
}
