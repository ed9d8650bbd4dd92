import { describe, expect, it } from 'vitest';
import { buildChatMessage } from '../chat-factories.ts';
import { groupByDay, lowestMessageId, mergeMessages, resumeCursor } from './chat-messages.ts';

describe('chat messages', () => {
  it('merges by messageId without duplicates and sorts by id', () => {
    const a = buildChatMessage();
    const b = buildChatMessage();
    const c = buildChatMessage();
    const edited = { ...b, text: 'changed' };
    const merged = mergeMessages([c, a], [b, a, edited]);
    expect(merged.map((m) => m.id)).toEqual([a.id, b.id, c.id]);
    expect(merged[1]?.text).toBe('changed');
  });

  it('resumes from the highest id held when the ids held have no gap', () => {
    expect(resumeCursor([])).toBe(0);
    expect(resumeCursor([{ id: 3 }, { id: 1 }, { id: 2 }])).toBe(3);
    expect(lowestMessageId([{ id: 4 }, { id: 9 }, { id: 2 }])).toBe(2);
    expect(lowestMessageId([])).toBeNull();
  });

  it('resumes below a message that arrived before the one ahead of it (#12 before #11)', () => {
    const held = [...Array.from({ length: 10 }, (_, i) => ({ id: i + 1 })), { id: 12 }];
    expect(resumeCursor(held)).toBe(10);
  });

  it('counts the run from the lowest id held when the first load started later (older ones unpaged)', () => {
    expect(resumeCursor([{ id: 501 }, { id: 502 }, { id: 503 }])).toBe(503);
    expect(resumeCursor([{ id: 501 }, { id: 502 }, { id: 505 }])).toBe(502);
  });

  it('groups consecutive messages by day label (hub §3)', () => {
    const now = new Date(2026, 2, 12, 15, 0);
    const at = (day: number, hour: number) => ({ ts: new Date(2026, 2, day, hour).toISOString() });
    const groups = groupByDay([at(9, 10), at(11, 9), at(11, 18), at(12, 8), at(13, 9)], now);
    expect(groups.map((g) => [g.label, g.messages.length])).toEqual([
      ['09/03', 1],
      ['Yesterday', 2],
      ['Today', 1],
      ['Tomorrow', 1],
    ]);
  });
});
