/**
 * ETA AND ETD HISTORY (issue 11): how the shipment's departure, arrival and container availability
 * dates moved, from which source and when. Small by default: a count and SHOW; the timelines load
 * with the first SHOW (decision 013: the detail route is close to its JS budget).
 */
import { Button, Loader, Text } from '@mantine/core';
import { MESSAGES } from '@navia/domain/errors';
import { lazy, Suspense, useId, useState } from 'react';
import { DetailPanel } from '../../../components/shipment-summary/detail-panel.tsx';
import { useDateHistory } from '../api/date-history.ts';

const DateHistoryTimeline = lazy(() =>
  import('./date-history-timeline.tsx').then((m) => ({ default: m.DateHistoryTimeline })),
);

export const DATE_HISTORY_EMPTY_TEXT = 'No date changes recorded yet.';

export function DateHistoryPanel({ recordKey, shipKey }: { recordKey: string; shipKey: string }) {
  const [open, setOpen] = useState(false);
  const history = useDateHistory(recordKey, shipKey);
  const bodyId = useId();
  const count = history.data?.length ?? 0;
  const toggle =
    count > 0 ? (
      <Button
        size="compact-xs"
        variant="subtle"
        aria-expanded={open}
        aria-controls={bodyId}
        onClick={() => setOpen((o) => !o)}
      >
        {open ? 'HIDE' : 'SHOW'}
      </Button>
    ) : undefined;
  return (
    <DetailPanel title="ETA AND ETD HISTORY" actions={toggle}>
      {history.isPending && <Loader size="xs" aria-label="Loading the ETA and ETD history" />}
      {history.isError && (
        <Text size="sm" c="red" role="alert">
          {MESSAGES.otherError}
        </Text>
      )}
      {history.isSuccess && count === 0 && (
        <Text size="sm" c="dimmed">
          {DATE_HISTORY_EMPTY_TEXT}
        </Text>
      )}
      {count > 0 && !open && (
        <Text size="sm" c="dimmed">
          {count === 1 ? '1 date recorded.' : `${count} dates recorded.`}
        </Text>
      )}
      <div id={bodyId} hidden={!open}>
        {open && history.data && (
          <Suspense fallback={<Loader size="xs" aria-label="Loading the ETA and ETD history" />}>
            <DateHistoryTimeline history={history.data} />
          </Suspense>
        )}
      </div>
    </DetailPanel>
  );
}
