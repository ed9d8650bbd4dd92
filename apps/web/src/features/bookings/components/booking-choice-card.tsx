/**
 * A chosen shipper, consignee or address on the booking form (issue 18): picked with Select an
 * Organisation (connect §2), then shown as a summary card with CHANGE (and CLEAR when the field is
 * optional). Before a choice: CHOOSE, what an empty choice means, and the field's error.
 */
import { Button, Card, Group, Stack, Text } from '@mantine/core';
import { useId } from 'react';

export interface BookingChoiceCardProps {
  /** SHIPPER, CONSIGNEE, PICKUP ADDRESS… */
  label: string;
  /** The summary lines of the choice; null before one. */
  lines: readonly string[] | null;
  /** What no choice means (NONE CHOSEN, SHIPPER'S ADDRESS…). */
  emptyText?: string;
  error?: string | undefined;
  required?: boolean;
  onChoose: () => void;
  onClear?: (() => void) | undefined;
}

export function BookingChoiceCard({
  label,
  lines,
  emptyText = 'NONE CHOSEN',
  error,
  required,
  onChoose,
  onClear,
}: BookingChoiceCardProps) {
  const errorId = useId();
  const headingId = useId();
  return (
    <Card withBorder padding="sm" radius="sm" component="section" aria-labelledby={headingId}>
      <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
        <Stack gap={2} style={{ minWidth: 0 }}>
          <Text size="xs" fw={700} c="dimmed" id={headingId}>
            {label}
            {required && (
              <Text span c="red" aria-hidden>
                {' *'}
              </Text>
            )}
          </Text>
          {lines ? (
            lines.map((line, i) => (
              <Text key={line} size="sm" fw={i === 0 ? 600 : 400} style={{ overflowWrap: 'anywhere' }}>
                {line}
              </Text>
            ))
          ) : (
            <Text size="sm" c="dimmed">
              {emptyText}
            </Text>
          )}
          {error && (
            <Text size="sm" c="red" id={errorId} role="alert">
              {error}
            </Text>
          )}
        </Stack>
        <Stack gap={4} align="flex-end">
          <Button
            variant={lines ? 'default' : 'light'}
            size="xs"
            onClick={onChoose}
            aria-label={`${lines ? 'CHANGE' : 'CHOOSE'} ${label}`}
            aria-describedby={error ? errorId : undefined}
          >
            {lines ? 'CHANGE' : 'CHOOSE'}
          </Button>
          {lines && onClear && (
            <Button variant="subtle" size="xs" onClick={onClear} aria-label={`CLEAR ${label}`}>
              CLEAR
            </Button>
          )}
        </Stack>
      </Group>
    </Card>
  );
}
