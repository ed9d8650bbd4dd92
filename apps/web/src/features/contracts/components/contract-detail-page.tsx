/**
 * /connect/contracts/:key (connect §2 contract detail; key = the contract's _id; also opened in a new
 * tab from the list): the header with the status and its stage, the actions open to the caller (the
 * workflow decides), parties and terms, SKUs, child contracts, documents, history, the assignee, the
 * subscription bell and the favourite star, the hub order once made, and the contract's chat. The
 * chat panel comes from the chat feature, given by the app layer (app/routes.tsx).
 */
import { Anchor, Badge, Button, Container, Grid, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { Contract } from '@navia/domain/contracts/connect-contracts';
import type { CurrentUser } from '@navia/domain/contracts/user';
import { MESSAGES } from '@navia/domain/errors';
import { isStaff } from '@navia/domain/rules/access';
import { IconAlertCircleFilled, IconArrowLeft } from '@tabler/icons-react';
import type { ComponentType, ReactNode } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { NoticeScreen } from '../../../components/notice-screen.tsx';
import { PageLoader } from '../../../components/page-loader.tsx';
import { isApiError } from '../../../lib/api-client.ts';
import { useCurrentUser } from '../../../lib/auth.ts';
import { useRealtimeEvent, useRealtimeReconnect } from '../../../lib/realtime.ts';
import { useContract } from '../api/contract.ts';
import { useAddAdminToChat } from '../api/contract-chat.ts';
import { openActionsOf } from '../rules/contract-actions.ts';
import { CONTRACTS_PATH, contractPath } from '../rules/contract-paths.ts';
import { AssignUser } from './assign-user.tsx';
import { ContractActions } from './contract-actions.tsx';
import { ContractDocumentsPanel } from './contract-documents-panel.tsx';
import { FavouriteStar, SubscriptionBell } from './contract-marks.tsx';
import { ChildrenPanel, HistoryPanel, PartiesPanel, SkusPanel, TermsPanel } from './contract-panels.tsx';
import { ContractStageSteps, ContractStatusBadge } from './contract-status.tsx';
import classes from './contracts.module.css';

/** What the page gives the chat panel: the contract's channel and the panel's own actions. */
export type ContractChatProps = { channelId: string; actions?: ReactNode };
export type ContractChatSlot = ComponentType<ContractChatProps>;

/** ADD ADMIN TO CHAT (connect §4 "add admin to chat"), while the workflow opens it to the caller. */
function AddAdminToChat({ contract, user }: { contract: Contract; user: CurrentUser }) {
  const add = useAddAdminToChat(contract._id);
  if (isStaff(user.type) || !openActionsOf(contract).has('addToChat')) return null;
  if (add.isSuccess)
    return (
      <Text size="xs" role="status">
        The provider’s admin was asked to join.
      </Text>
    );
  return (
    <Stack gap={4}>
      <Button size="compact-xs" variant="light" loading={add.isPending} onClick={() => add.mutate()}>
        ADD ADMIN TO CHAT
      </Button>
      {add.isError && (
        <Text size="xs" c="red" role="alert">
          {isApiError(add.error) ? add.error.message : MESSAGES.otherError}
        </Text>
      )}
    </Stack>
  );
}

function ContractChat({
  contract,
  user,
  chat: Chat,
}: {
  contract: Contract;
  user: CurrentUser;
  chat: ContractChatSlot | undefined;
}) {
  const actions = <AddAdminToChat contract={contract} user={user} />;
  if (Chat && contract.chatChannelId) return <Chat channelId={contract.chatChannelId} actions={actions} />;
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-label="Contract chat">
      <Stack gap="xs">
        <Title order={2} size="h6">
          CONTRACT CHAT
        </Title>
        <Text size="sm" c="dimmed">
          The chat of this contract is not available here.
        </Text>
        {actions}
      </Stack>
    </Paper>
  );
}

function Header({ contract }: { contract: Contract }) {
  const navigate = useNavigate();
  return (
    <Paper withBorder radius="md" p="md">
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" wrap="wrap" gap="xs">
          <Stack gap={4}>
            <Group gap="xs" wrap="wrap">
              <Title order={1} size="h3">
                {`CONTRACT ${contract.referenceNumber}`}
              </Title>
              <Badge variant="outline" color="gray" radius="sm">
                {contract.contractType}
              </Badge>
              <ContractStatusBadge status={contract.status} />
            </Group>
            {contract.isViewActionRequired && (
              <Group gap={4}>
                <IconAlertCircleFilled size={16} aria-hidden className={classes.actionMark} />
                <Text size="sm" fw={700}>
                  AWAITS YOUR ACTION
                </Text>
              </Group>
            )}
            {contract.parentContract && (
              <Text size="sm">
                {'Child of '}
                <Anchor component={Link} to={contractPath(contract.parentContract._id)}>
                  {contract.parentContract.referenceNumber}
                </Anchor>
              </Text>
            )}
            {contract.order && (
              <Text size="sm">
                {'Hub order '}
                <Anchor component={Link} to={`/shipment/${encodeURIComponent(contract.order.ordKey)}`}>
                  {contract.order.ordNumber}
                </Anchor>
                {` (${contract.order.ordStatus})`}
              </Text>
            )}
          </Stack>
          <Group gap={4}>
            <FavouriteStar
              id={contract._id}
              referenceNumber={contract.referenceNumber}
              isFavourite={contract.isFavourite}
            />
            <SubscriptionBell id={contract._id} subscribed={contract.notifications} />
          </Group>
        </Group>
        <ContractStageSteps status={contract.status} />
        <ContractActions
          contract={contract}
          withChildCreation
          onChildCreated={(id) => navigate(contractPath(id))}
        />
      </Stack>
    </Paper>
  );
}

function ContractBody({
  contract,
  user,
  chat,
}: {
  contract: Contract;
  user: CurrentUser;
  chat: ContractChatSlot | undefined;
}) {
  return (
    <Container component="main" size="xl" px={{ base: 'xs', sm: 'md' }} py="md">
      <Stack gap="md">
        <Anchor component={Link} to={CONTRACTS_PATH} size="sm">
          <Group gap={4} component="span">
            <IconArrowLeft size={14} aria-hidden />
            CONTRACTS
          </Group>
        </Anchor>
        <Header contract={contract} />
        <Grid gap="md">
          <Grid.Col span={{ base: 12, md: 8 }}>
            <Stack gap="md">
              <PartiesPanel contract={contract} assign={<AssignUser contract={contract} user={user} />} />
              <TermsPanel contract={contract} />
              <SkusPanel contract={contract} />
              <ChildrenPanel contract={contract} />
              <ContractDocumentsPanel contract={contract} />
              <HistoryPanel contract={contract} />
            </Stack>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 4 }}>
            <ContractChat contract={contract} user={user} chat={chat} />
          </Grid.Col>
        </Grid>
      </Stack>
    </Container>
  );
}

export function ContractDetailPage({ chat }: { chat?: ContractChatSlot }) {
  const key = useParams().key ?? '';
  const { data: user } = useCurrentUser();
  const contract = useContract(key);
  useLiveContract(key, () => void contract.refetch());
  if (contract.isPending || !user) return <PageLoader label="Loading the contract" />;
  if (contract.isError) {
    const missing =
      isApiError(contract.error) && (contract.error.status === 404 || contract.error.status === 400);
    return (
      <NoticeScreen
        title={missing ? 'CONTRACT NOT FOUND' : MESSAGES.somethingWentWrong}
        actions={
          missing ? (
            <Button component={Link} to={CONTRACTS_PATH}>
              ALL CONTRACTS
            </Button>
          ) : (
            <Button onClick={() => void contract.refetch()}>TRY AGAIN</Button>
          )
        }
      >
        {missing ? 'There is no contract here that you can see.' : MESSAGES.somethingWentWrongBody}
      </NoticeScreen>
    );
  }
  return <ContractBody contract={contract.data} user={user} chat={chat} />;
}

/**
 * The other side's actions arrive as CONTRACT notifications (to followers and to the party awaited):
 * one about this contract reads it again, and so does a connection that came back after dropping.
 */
function useLiveContract(id: string, refetch: () => void) {
  useRealtimeEvent('notification', (n) => {
    if (n.eventType === 'CONTRACT' && n.referenceId === id) refetch();
  });
  useRealtimeReconnect(refetch);
}
