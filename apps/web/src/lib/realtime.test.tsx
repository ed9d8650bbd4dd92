import { REALTIME_PATH } from '@navia/domain/contracts/realtime';
import { act, render, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { type FakeSocket, fakeSockets, ioCalls, latestSocket } from '../test/fake-socket.ts';
import { RealtimeConnection, useRealtimeEvent, useRealtimeReconnect, useWatchedRecord } from './realtime.ts';

vi.mock('socket.io-client', async () => (await import('../test/fake-socket.ts')).fakeSocketModule);

const live = {
  shipmentID: 'AU-S01009240',
  notificationID: '5f0c2a9e-3b1d-4c7a-9e2f-1a2b3c4d5e6f',
  isConnect: false,
  referenceId: null,
  redirectUrl: '/shipment/AU-S01009240',
  eventType: 'SHIPMENT',
  text: 'ETA changed • Now 12 Mar 2026',
  type: 'changeArrivalDate',
};

/** The app shell: the connection is mounted while a user is signed in. */
function Shell({ userId, children }: { userId: string | null; children?: ReactNode }) {
  return (
    <>
      {userId && <RealtimeConnection key={userId} />}
      {children}
    </>
  );
}

function NotificationProbe({ onNotification }: { onNotification: (text: string) => void }) {
  useRealtimeEvent('notification', (payload) => onNotification(payload.text));
  return null;
}

function WatchProbe({ recordKey }: { recordKey: string | null }) {
  useWatchedRecord(recordKey, true);
  return null;
}

async function openedSocket(): Promise<FakeSocket> {
  await waitFor(() => expect(latestSocket()).toBeDefined());
  const socket = latestSocket();
  if (!socket) throw new Error('no socket');
  return socket;
}

beforeEach(() => {
  fakeSockets.length = 0;
  ioCalls.length = 0;
});

describe('the realtime connection', () => {
  it('opens only for a signed-in user, on the contract path with the cookie, and closes on logout', async () => {
    const { rerender } = render(<Shell userId={null}>{null}</Shell>);
    await act(async () => {});
    expect(fakeSockets).toHaveLength(0);

    rerender(<Shell userId="user-1">{null}</Shell>);
    const socket = await openedSocket();
    expect(ioCalls[0]).toEqual([{ path: REALTIME_PATH, withCredentials: true }]);

    rerender(<Shell userId="user-2">{null}</Shell>);
    expect(socket.disconnected).toBe(true);
    await waitFor(() => expect(fakeSockets).toHaveLength(2));

    rerender(<Shell userId={null}>{null}</Shell>);
    expect(latestSocket()?.disconnected).toBe(true);
  });

  it('hands each valid payload to the listeners', async () => {
    const received = vi.fn();
    render(
      <Shell userId="user-1">
        <NotificationProbe onNotification={received} />
      </Shell>,
    );
    const socket = await openedSocket();
    act(() => socket.serverSends('notification', live));
    expect(received).toHaveBeenCalledWith('ETA changed • Now 12 Mar 2026');
  });

  it('drops and logs a payload that does not match the contract', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const received = vi.fn();
    render(
      <Shell userId="user-1">
        <NotificationProbe onNotification={received} />
      </Shell>,
    );
    const socket = await openedSocket();
    act(() => socket.serverSends('notification', { ...live, notificationID: 'not-a-uuid' }));
    expect(received).not.toHaveBeenCalled();
    expect(warn).toHaveBeenCalledWith(
      expect.stringContaining('dropped a notification event'),
      expect.anything(),
    );
  });

  it('tells its listeners when a dropped connection comes back, not on the first connect', async () => {
    const back = vi.fn();
    function ReconnectProbe() {
      useRealtimeReconnect(back);
      return null;
    }
    render(
      <Shell userId="user-1">
        <ReconnectProbe />
      </Shell>,
    );
    const socket = await openedSocket();
    act(() => socket.connect());
    expect(back).not.toHaveBeenCalled();
    act(() => socket.drop());
    act(() => socket.connect());
    expect(back).toHaveBeenCalledTimes(1);
  });

  it('stops listening when the component unmounts', async () => {
    const received = vi.fn();
    const { rerender } = render(
      <Shell userId="user-1">
        <NotificationProbe onNotification={received} />
      </Shell>,
    );
    const socket = await openedSocket();
    rerender(<Shell userId="user-1">{null}</Shell>);
    act(() => socket.serverSends('notification', live));
    expect(received).not.toHaveBeenCalled();
  });
});

describe('watching a record', () => {
  const watch = { recordKey: 'AU-S01009240', isShipment: true };

  it('asks to watch it once connected, again after each reconnect, and stops on unmount', async () => {
    const { rerender } = render(
      <Shell userId="user-1">
        <WatchProbe recordKey="AU-S01009240" />
      </Shell>,
    );
    const socket = await openedSocket();
    expect(socket.sentEvents('watchRecord')).toEqual([]);

    act(() => socket.connect());
    expect(socket.sentEvents('watchRecord')).toEqual([watch]);

    act(() => socket.drop());
    act(() => socket.connect());
    expect(socket.sentEvents('watchRecord')).toEqual([watch, watch]);

    rerender(<Shell userId="user-1">{null}</Shell>);
    expect(socket.sentEvents('unwatchRecord')).toEqual([watch]);
  });

  it('watches at once when the connection is already up, and keeps a record two screens watch', async () => {
    const { rerender } = render(<Shell userId="user-1">{null}</Shell>);
    const socket = await openedSocket();
    act(() => socket.connect());

    const screens = (count: number) => (
      <Shell userId="user-1">
        {count > 0 && <WatchProbe recordKey="AU-S01009240" />}
        {count > 1 && <WatchProbe recordKey="AU-S01009240" />}
      </Shell>
    );
    rerender(screens(2));
    expect(socket.sentEvents('watchRecord')).toEqual([watch]);

    rerender(screens(1));
    expect(socket.sentEvents('unwatchRecord')).toEqual([]);
    rerender(screens(0));
    expect(socket.sentEvents('unwatchRecord')).toEqual([watch]);
  });

  it('watches nothing for a null key, and logs a refusal', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { rerender } = render(
      <Shell userId="user-1">
        <WatchProbe recordKey={null} />
      </Shell>,
    );
    const socket = await openedSocket();
    socket.watchAnswer = { ok: false, code: 'NOT_FOUND' };
    act(() => socket.connect());
    expect(socket.sentEvents('watchRecord')).toEqual([]);

    rerender(
      <Shell userId="user-1">
        <WatchProbe recordKey="AU-S09999999" />
      </Shell>,
    );
    expect(socket.sentEvents('watchRecord')).toEqual([{ recordKey: 'AU-S09999999', isShipment: true }]);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('refused (NOT_FOUND)'));
  });
});
