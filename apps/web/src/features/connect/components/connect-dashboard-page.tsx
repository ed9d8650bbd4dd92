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
import { MESSAGES } from '@navia/domain/errors';
import { CONTRACT_STATUSES } from '@navia/domain/rules/contracts/workflow';
import { welcomeName } from '@navia/domain/rules/navigation';
import { IconAlertCircle, IconFileDescription } from '@tabler/icons-react';
import { Link } from 'react-router';
import { PageLoader } from '../../../components/page-loader.tsx';
import { isApiError } from '../../../lib/api-client.ts';
import { useCurrentUser } from '../../../lib/auth.ts';
import { useContractSummary } from '../api/contract-summary.ts';

/** The contracts list (features/contracts), linked by its URL: features do not import each other. */
const CONTRACTS = '/connect/contracts';

/** YOUR CONTRACTS: those awaiting the user's action, and how many there are per status. */
function ContractSummaryPanel({ remembered }: { remembered: boolean }) {
  const summary = useContractSummary(remembered);
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

/** /connect/dashboard: the connect welcome header and the user's contracts at a glance. */
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
        <ContractSummaryPanel remembered={user.isViewActionRequired} />
      </Stack>
    </Container>
  );
}
