import type { ChatInboxRow } from '@navia/domain/contracts/chat';
import { describe, expect, it } from 'vitest';
import { buildChannel } from '../chat-factories.ts';
import { inboxChannelLabel, waitingText } from './inbox-rows.ts';

const row = (overrides: Partial<ChatInboxRow> = {}): ChatInboxRow => ({
  channel: buildChannel(),
  customerName: 'Jane Citizen',
  lastMessageText: null,
  lastMessageAt: null,
  unread: 0,
  waitingSince: null,
  ...overrides,
});

describe('the staff inbox rows', () => {
  it('names a record chat by its record and the general chat by its customer', () => {
    expect(inboxChannelLabel(row())).toBe('Shipment S01009240');
    expect(
      inboxChannelLabel(row({ channel: buildChannel({ isShipment: false, recordNumber: 'PO-77' }) })),
    ).toBe('Order PO-77');
    const general = buildChannel({ kind: 'general', recordKey: null, recordNumber: null, isShipment: null });
    expect(inboxChannelLabel(row({ channel: general }))).toBe('General chat — Jane Citizen');
  });

  it('says how long the oldest unanswered message has waited', () => {
    const now = new Date('2026-03-12T10:00:00Z');
    expect(waitingText(null, now)).toBeNull();
    expect(waitingText('2026-03-12T09:48:00Z', now)).toBe('waiting 12 min');
    expect(waitingText('2026-03-12T07:55:00Z', now)).toBe('waiting 2 h 5 min');
    expect(waitingText('2026-03-09T06:00:00Z', now)).toBe('waiting 3 d 4 h');
  });
});
