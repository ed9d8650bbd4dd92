/**
 * PARKED EVENTS: carrier events that matched no shipment (decision 016), newest first, with the
 * references they named and their DCSA payload, so an admin can see why nothing matched.
 */
import { Button, Code, Modal, Table, Text } from '@mantine/core';
import type { parkedEventSchema } from '@navia/domain/contracts/carrier-events';
import { NOT_AVAILABLE } from '@navia/domain/rules/detail-panels';
import { useState } from 'react';
import type { z } from 'zod';
import { PageLoader } from '../../../components/page-loader.tsx';
import { useLocale } from '../../../lib/locale.ts';
import { PARKED_EVENTS_LIMIT, useParkedEvents } from '../api/parked-events.ts';
import { formatInstant } from '../rules/format-instant.ts';
import { QueryProblem } from './query-problem.tsx';

type ParkedEvent = z.output<typeof parkedEventSchema>;

export const NO_PARKED_EVENTS_TEXT = 'No parked events.';

function caption(count: number): string {
  if (count >= PARKED_EVENTS_LIMIT) return `The newest ${PARKED_EVENTS_LIMIT} parked events`;
  return `${count} parked event${count === 1 ? '' : 's'}, newest first`;
}

function PayloadModal({
  event,
  opened,
  onClose,
}: {
  event: ParkedEvent | null;
  opened: boolean;
  onClose: () => void;
}) {
  return (
    <Modal opened={opened && event !== null} onClose={onClose} title="EVENT PAYLOAD" size="xl">
      {event && (
        <>
          <Text size="sm" mb="xs" style={{ overflowWrap: 'anywhere' }}>
            {event.eventType} event <Code>{event.eventID}</Code> from {event.feedName}
          </Text>
          {/* Focusable so a keyboard can scroll a long payload (axe: scrollable-region-focusable). */}
          <Code
            block
            tabIndex={0}
            aria-label={`Payload of event ${event.eventID}`}
            style={{ maxHeight: '60vh', overflow: 'auto' }}
          >
            {JSON.stringify(event.payload, null, 2)}
          </Code>
        </>
      )}
    </Modal>
  );
}

export function ParkedEventsTable() {
  const locale = useLocale();
  const events = useParkedEvents();
  // The event stays set while the modal closes, so its payload does not vanish mid-transition.
  const [viewing, setViewing] = useState<ParkedEvent | null>(null);
  const [opened, setOpened] = useState(false);

  if (events.isPending) return <PageLoader label="Loading parked events" />;
  if (events.isError) return <QueryProblem error={events.error} onRetry={() => void events.refetch()} />;
  if (events.data.length === 0) return <Text c="dimmed">{NO_PARKED_EVENTS_TEXT}</Text>;
  return (
    <>
      <Table.ScrollContainer minWidth={820}>
        <Table striped highlightOnHover verticalSpacing="sm">
          <Table.Caption>{caption(events.data.length)}</Table.Caption>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">RECEIVED</Table.Th>
              <Table.Th scope="col">FEED</Table.Th>
              <Table.Th scope="col">TYPE</Table.Th>
              <Table.Th scope="col">EVENT ID</Table.Th>
              <Table.Th scope="col">REFERENCES</Table.Th>
              <Table.Th scope="col" ta="right">
                PAYLOAD
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {events.data.map((event) => (
              <Table.Tr key={event.eventID}>
                <Table.Td style={{ whiteSpace: 'nowrap' }}>
                  {formatInstant(event.receivedAt, locale)}
                </Table.Td>
                <Table.Td>{event.feedName}</Table.Td>
                <Table.Td>{event.eventType}</Table.Td>
                <Table.Td ff="monospace" fz="xs" style={{ wordBreak: 'break-all' }}>
                  {event.eventID}
                </Table.Td>
                <Table.Td>
                  {event.references.length > 0 ? event.references.join(', ') : NOT_AVAILABLE}
                </Table.Td>
                <Table.Td ta="right">
                  <Button
                    size="xs"
                    variant="default"
                    aria-label={`View the payload of event ${event.eventID}`}
                    onClick={() => {
                      setViewing(event);
                      setOpened(true);
                    }}
                  >
                    View
                  </Button>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <PayloadModal event={viewing} opened={opened} onClose={() => setOpened(false)} />
    </>
  );
}
