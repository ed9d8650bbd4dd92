/**
 * The body of the ETA AND ETD HISTORY panel: per milestone a small timeline, newest first. Each
 * entry shows its date (DD MMM YYYY HH:mm, the browser's time zone, as the rest of the page), its
 * classifier, where it came from and when the portal received it; an entry a newer date had
 * already overtaken is muted and says so. Loaded when the panel is first opened.
 */
import { Badge, Group, Stack, Text, Timeline, Title } from '@mantine/core';
import type { DateClassifier, DateHistoryEntry } from '@navia/domain/contracts/shipment-dates';
import { useId } from 'react';
import { formatDateTime, useLocale } from '../../../lib/locale.ts';
import {
  CLASSIFIER_LABELS,
  DATE_FIELD_LABELS,
  type DateHistoryItem,
  groupDateHistory,
} from '../rules/date-history.ts';

const CLASSIFIER_COLOURS: Readonly<Record<DateClassifier, string>> = {
  PLN: 'gray',
  EST: 'blue',
  ACT: 'green',
};

function HistoryItem({ item }: { item: DateHistoryItem }) {
  const locale = useLocale();
  const muted = !item.applied;
  return (
    <>
      <Group gap={6} wrap="wrap" c={muted ? 'dimmed' : undefined}>
        <Text size="sm" fw={700} span>
          {DATE_FIELD_LABELS[item.field]} {formatDateTime(item.value, locale, { hour: '2-digit' })}
        </Text>
        <Badge size="xs" variant="light" color={muted ? 'gray' : CLASSIFIER_COLOURS[item.classifier]}>
          {CLASSIFIER_LABELS[item.classifier]}
        </Badge>
        {item.current && (
          <Badge size="xs" variant="outline">
            In force
          </Badge>
        )}
      </Group>
      <Text size="xs" c="dimmed">
        {item.containerNumber ? `${item.containerNumber} · ` : ''}
        {item.source} · recorded {formatDateTime(item.recordedAt, locale, { hour: '2-digit' })}
        {muted && ' (out of order, not applied)'}
      </Text>
    </>
  );
}

function HistoryGroup({ title, items }: { title: string; items: DateHistoryItem[] }) {
  const id = useId();
  return (
    <section aria-labelledby={id}>
      <Title order={3} size="h6" id={id} mb={6}>
        {title}
      </Title>
      <Timeline bulletSize={12} lineWidth={2} role="list" aria-labelledby={id}>
        {items.map((item) => (
          <Timeline.Item
            key={`${item.field}/${item.containerNumber ?? ''}/${item.recordedAt}/${item.value}/${item.source}`}
            role="listitem"
            lineVariant={item.applied ? 'solid' : 'dashed'}
            data-applied={item.applied}
          >
            <HistoryItem item={item} />
          </Timeline.Item>
        ))}
      </Timeline>
    </section>
  );
}

export function DateHistoryTimeline({ history }: { history: readonly DateHistoryEntry[] }) {
  return (
    <Stack gap="md">
      {groupDateHistory(history).map((group) => (
        <HistoryGroup key={group.id} title={group.title} items={group.items} />
      ))}
    </Stack>
  );
}
