/** A run's status as a badge with its time: SUCCEEDED, FAILED, QUEUED, RUNNING. */
import { Badge, Stack, Text } from '@mantine/core';
import type { ReportRun } from '@navia/domain/contracts/reports';
import { formatDateTime, useLocale } from '../../../lib/locale.ts';

const COLOURS = { SUCCEEDED: 'green', FAILED: 'red', QUEUED: 'gray', RUNNING: 'blue' } as const;

export function RunStatus({ run }: { run: ReportRun | null }) {
  const locale = useLocale();
  if (!run) return <Text size="sm">NEVER</Text>;
  const when = run.finishedAt ?? run.startedAt ?? run.createdAt;
  return (
    <Stack gap={2}>
      <Badge color={COLOURS[run.status]} variant="light" w="fit-content">
        {run.status}
      </Badge>
      <Text size="xs">{formatDateTime(when, locale).toUpperCase()}</Text>
      <Text size="xs" c="dimmed">
        {`${run.orgGroupCode}${run.rowCount === null ? '' : ` · ${run.rowCount} ROW(S)`}`}
      </Text>
    </Stack>
  );
}
