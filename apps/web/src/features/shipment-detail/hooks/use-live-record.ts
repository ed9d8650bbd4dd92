/**
 * Live updates of the detail screen (issue 11): while the page is open it watches its shipment's
 * room on the realtime channel, and when the server says the record changed (a carrier event, a
 * staff edit) the record, its route, its milestones and its ETA and ETD history are fetched again.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useRealtimeEvent, useWatchedRecord } from '../../../lib/realtime.ts';
import { detailKeys } from '../api/shipment-detail.ts';

/** `recordKey`: the key the page was opened by; `shipKey`: its shipment, the record the server watches. */
export function useLiveRecord(recordKey: string, shipKey: string | null): void {
  const queryClient = useQueryClient();
  useWatchedRecord(shipKey, true);
  useRealtimeEvent('recordChanged', (change) => {
    if (!change.isShipment || (change.recordKey !== shipKey && change.recordKey !== recordKey)) return;
    for (const queryKey of [
      detailKeys.general(recordKey),
      detailKeys.transport(recordKey),
      detailKeys.milestones(recordKey),
      detailKeys.dateHistory(recordKey),
    ]) {
      void queryClient.invalidateQueries({ queryKey });
    }
  });
}
