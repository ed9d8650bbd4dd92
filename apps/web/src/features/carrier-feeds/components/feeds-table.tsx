/**
 * The registered carrier feeds: NAME, CALLBACK URL (with a copy button), STATUS, LAST EVENT and a
 * STOP action for active feeds. Stopping cannot be undone from the portal (a stopped feed's
 * callback refuses events; register a new feed instead), so it is confirmed in a modal first.
 */
import { Alert, Badge, Button, Group, Modal, Stack, Table, Text } from '@mantine/core';
import type { carrierFeedSchema } from '@navia/domain/contracts/carrier-events';
import { MESSAGES } from '@navia/domain/errors';
import { useState } from 'react';
import type { z } from 'zod';
import { CopyValueButton } from '../../../components/copy-value-button.tsx';
import { PageLoader } from '../../../components/page-loader.tsx';
import { useLocale } from '../../../lib/locale.ts';
import { useCarrierFeeds, useDeactivateFeed } from '../api/carrier-feeds.ts';
import { formatInstant } from '../rules/format-instant.ts';
import { QueryProblem } from './query-problem.tsx';

type CarrierFeed = z.output<typeof carrierFeedSchema>;

export const NO_FEEDS_TEXT = 'No feeds registered yet.';
const NO_EVENT_YET = 'NONE YET';

const countOf = (n: number, noun: string) => `${n} ${noun}${n === 1 ? '' : 's'}`;

function FeedRow({ feed, onStop }: { feed: CarrierFeed; onStop: (feed: CarrierFeed) => void }) {
  const locale = useLocale();
  return (
    <Table.Tr>
      <Table.Td fw={600}>{feed.name}</Table.Td>
      <Table.Td>
        <Group gap="xs" wrap="nowrap" align="center">
          <Text size="xs" ff="monospace" style={{ wordBreak: 'break-all' }}>
            {feed.callbackUrl}
          </Text>
          <CopyValueButton value={feed.callbackUrl} label={`Copy the callback URL of ${feed.name}`} />
        </Group>
      </Table.Td>
      <Table.Td>
        <Badge variant="light" color={feed.active ? 'green' : 'gray'} miw="max-content">
          {feed.active ? 'ACTIVE' : 'STOPPED'}
        </Badge>
      </Table.Td>
      <Table.Td style={{ whiteSpace: 'nowrap' }}>
        {feed.lastEventAt ? (
          formatInstant(feed.lastEventAt, locale)
        ) : (
          <Text span size="sm" c="dimmed">
            {NO_EVENT_YET}
          </Text>
        )}
      </Table.Td>
      <Table.Td ta="right">
        {feed.active && (
          <Button
            size="xs"
            color="red"
            variant="light"
            onClick={() => onStop(feed)}
            aria-label={`STOP ${feed.name}`}
          >
            STOP
          </Button>
        )}
      </Table.Td>
    </Table.Tr>
  );
}

function StopFeedModal({
  feed,
  opened,
  onClose,
}: {
  feed: CarrierFeed | null;
  opened: boolean;
  onClose: () => void;
}) {
  const deactivate = useDeactivateFeed();
  const close = () => {
    if (deactivate.isPending) return;
    deactivate.reset();
    onClose();
  };
  return (
    <Modal opened={opened && feed !== null} onClose={close} title="STOP FEED?" centered>
      {feed && (
        <Stack gap="md">
          <Text size="sm">
            <strong>{feed.name}</strong> will refuse the carrier’s events from now on. The events it has sent
            are kept. A stopped feed cannot be started again: register a new one instead.
          </Text>
          {deactivate.isError && (
            <Alert color="red" variant="light" role="alert" py="xs">
              {MESSAGES.genericSubmit}
            </Alert>
          )}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={close} disabled={deactivate.isPending}>
              CANCEL
            </Button>
            <Button
              color="red"
              loading={deactivate.isPending}
              onClick={() => deactivate.mutate(feed._id, { onSuccess: close })}
            >
              STOP FEED
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}

export function FeedsTable() {
  const feeds = useCarrierFeeds();
  // The feed stays set while the modal closes, so its text does not vanish mid-transition.
  const [stopping, setStopping] = useState<CarrierFeed | null>(null);
  const [asking, setAsking] = useState(false);
  const askToStop = (feed: CarrierFeed) => {
    setStopping(feed);
    setAsking(true);
  };

  if (feeds.isPending) return <PageLoader label="Loading carrier feeds" />;
  if (feeds.isError) return <QueryProblem error={feeds.error} onRetry={() => void feeds.refetch()} />;
  if (feeds.data.length === 0) return <Text c="dimmed">{NO_FEEDS_TEXT}</Text>;
  return (
    <>
      <Table.ScrollContainer minWidth={760}>
        <Table striped highlightOnHover verticalSpacing="sm">
          <Table.Caption>{countOf(feeds.data.length, 'carrier feed')}</Table.Caption>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">NAME</Table.Th>
              <Table.Th scope="col">CALLBACK URL</Table.Th>
              <Table.Th scope="col">STATUS</Table.Th>
              <Table.Th scope="col">LAST EVENT</Table.Th>
              <Table.Th scope="col" ta="right">
                ACTION
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {feeds.data.map((feed) => (
              <FeedRow key={feed._id} feed={feed} onStop={askToStop} />
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <StopFeedModal feed={stopping} opened={asking} onClose={() => setAsking(false)} />
    </>
  );
}
