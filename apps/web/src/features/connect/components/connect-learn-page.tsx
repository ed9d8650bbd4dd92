import { Anchor, Container, List, Paper, Stack, Text, Title } from '@mantine/core';
import { PROVIDER_NAME } from '@navia/domain/constants';
import { INVITE_VALID_DAYS } from '@navia/domain/contracts/connect-network';
import { type ReactNode, useId } from 'react';
import { Link } from 'react-router';
import { LifecycleGuide } from './lifecycle-guide.tsx';

function Guide({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <Paper
      component="section"
      id={id}
      aria-labelledby={headingId}
      withBorder
      radius="lg"
      p={{ base: 'md', sm: 'lg' }}
    >
      <Stack gap="md">
        <Title order={2} size="h3" id={headingId}>
          {title}
        </Title>
        {children}
      </Stack>
    </Paper>
  );
}

/** /connect/learn (connect §2): short guides to connect's workflow. */
export function ConnectLearnPage() {
  return (
    <Container component="main" size="lg" py="xl" px={{ base: 'xs', sm: 'md' }}>
      <Stack gap="lg">
        <div>
          <Text size="sm" fw={700} c="dimmed">
            {PROVIDER_NAME} CONNECT
          </Text>
          <Title order={1} size="h2">
            LEARN
          </Title>
          <Text c="dimmed">
            How contracts move, how to bring your partners in and how quantities are confirmed.
          </Text>
        </div>
        <nav aria-label="Guides">
          <List size="sm">
            <List.Item>
              <Anchor href="#lifecycle">The contract lifecycle</Anchor>
            </List.Item>
            <List.Item>
              <Anchor href="#inviting">Inviting partners</Anchor>
            </List.Item>
            <List.Item>
              <Anchor href="#quantities">Confirming quantities</Anchor>
            </List.Item>
          </List>
        </nav>
        <Guide id="lifecycle" title="THE CONTRACT LIFECYCLE">
          <Text>
            Every contract goes through three stages. Its status tells you where it is, and the contracts list
            marks those waiting for you: turn on <b>only action required</b> to see just those.
          </Text>
          <LifecycleGuide />
        </Guide>
        <Guide id="inviting" title="INVITING PARTNERS">
          <List type="ordered" spacing="xs">
            <List.Item>
              Open{' '}
              <Anchor component={Link} to="/connect/trustedparty" underline="always">
                trusted parties
              </Anchor>{' '}
              and choose INVITE. Enter the company, a contact name, their e-mail and country; a business
              number helps us find them if they are already on {PROVIDER_NAME} Connect.
            </List.Item>
            <List.Item>
              If we find companies that look the same, pick the right one or tell us to ignore them, so you do
              not end up with duplicates.
            </List.Item>
            <List.Item>
              Your partner receives an e-mail with a personal link, valid for {INVITE_VALID_DAYS} days and
              usable once. A new partner signs up with it; a partner already on connect logs in with it.
            </List.Item>
            <List.Item>
              When they accept, they join your network and you receive an INVITE notification. Partners on
              connect can also accept your invite from their dashboard.
            </List.Item>
            <List.Item>
              Give a partner a nickname that only your company sees, and follow sent invites and resend them
              from the INVITES tab of the admin page.
            </List.Item>
          </List>
        </Guide>
        <Guide id="quantities" title="CONFIRMING QUANTITIES">
          <List type="ordered" spacing="xs">
            <List.Item>
              Once a contract is accepted (and approved, when your group asks for approvals) it shows as
              AWAITING QUANTITIES CONFIRMATION or ACCEPTED for the seller.
            </List.Item>
            <List.Item>
              The seller opens the contract, chooses CONFIRM QUANTITIES and enters, for each SKU line, the
              quantity it can supply. A quantity lower than ordered confirms that line in part.
            </List.Item>
            <List.Item>
              All lines confirmed make the contract CONFIRMED; some make it PARTIALLY CONFIRMED. When the
              buyer inspects goods first, it becomes AWAITING INSPECTION instead, and the buyer accepts or
              sends it back for new quantities.
            </List.Item>
            <List.Item>
              The buyer then accepts the confirmed quantities, which creates the order (after an admin's
              review when your group asks for approvals). From a confirmed or partially confirmed contract,
              either side can split off a child contract for part of the goods.
            </List.Item>
          </List>
        </Guide>
      </Stack>
    </Container>
  );
}
