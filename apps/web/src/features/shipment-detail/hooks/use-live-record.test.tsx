import type { RecordChanged } from '@navia/domain/contracts/realtime';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { detailKeys } from '../api/shipment-detail.ts';
import { useLiveRecord } from './use-live-record.ts';

// The realtime channel itself is the realtime module's concern; here it is what the page asks of it.
const realtime = vi.hoisted(() => ({
  watched: [] as [string | null, boolean][],
  handlers: new Map<string, (payload: RecordChanged) => void>(),
}));
vi.mock('../../../lib/realtime.ts', () => ({
  useWatchedRecord: (recordKey: string | null, isShipment: boolean) => {
    realtime.watched.push([recordKey, isShipment]);
  },
  useRealtimeEvent: (name: string, handler: (payload: RecordChanged) => void) => {
    realtime.handlers.set(name, handler);
  },
}));

const KEY = 'AU-S01009240';

function renderLiveRecord(recordKey: string, shipKey: string | null) {
  const client = new QueryClient();
  const queryKeys = ['general', 'transport', 'milestones', 'dateHistory', 'contacts', 'co2'] as const;
  for (const part of queryKeys) client.setQueryData(detailKeys[part](recordKey), { part });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  renderHook(() => useLiveRecord(recordKey, shipKey), { wrapper });
  const stale = () =>
    queryKeys.filter((part) => client.getQueryState(detailKeys[part](recordKey))?.isInvalidated);
  const receive = (payload: RecordChanged) =>
    act(() => {
      realtime.handlers.get('recordChanged')?.(payload);
    });
  return { stale, receive };
}

beforeEach(() => {
  realtime.watched.length = 0;
  realtime.handlers.clear();
});

describe('live updates of the detail page (issue 11)', () => {
  it("watches the record's shipment", () => {
    renderLiveRecord(KEY, KEY);
    expect(realtime.watched.at(-1)).toEqual([KEY, true]);
  });

  it('watches nothing for an order without a shipment', () => {
    renderLiveRecord('AU-O0001', null);
    expect(realtime.watched.at(-1)).toEqual([null, true]);
  });

  it('refreshes the record, its route, milestones and date history when the shipment changes', () => {
    const { stale, receive } = renderLiveRecord(KEY, KEY);
    expect(stale()).toEqual([]);
    receive({ recordKey: KEY, isShipment: true });
    expect(stale()).toEqual(['general', 'transport', 'milestones', 'dateHistory']);
  });

  it("refreshes an order's page when its shipment changes", () => {
    const { stale, receive } = renderLiveRecord('AU-O0001', KEY);
    receive({ recordKey: KEY, isShipment: true });
    expect(stale()).toEqual(['general', 'transport', 'milestones', 'dateHistory']);
  });

  it('ignores changes of other records', () => {
    const { stale, receive } = renderLiveRecord(KEY, KEY);
    receive({ recordKey: 'AU-S0002', isShipment: true });
    receive({ recordKey: KEY, isShipment: false });
    expect(stale()).toEqual([]);
  });
});
