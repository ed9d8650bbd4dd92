/**
 * The message list of a chat panel (hub §3 "Chat message"): messages merged by id from the history,
 * the live stream and resends, and grouped by day for display.
 */
import type { ChatMessage } from '@navia/domain/contracts/chat';
import { chatDayLabel } from '@navia/domain/rules/chat';

/**
 * `held` plus `incoming`, one entry per messageId (a later copy replaces an earlier one), in the
 * channel's order (`id`). A resumed history, a live message and an acknowledged resend of the same
 * message therefore show once.
 */
export function mergeMessages(held: readonly ChatMessage[], incoming: readonly ChatMessage[]): ChatMessage[] {
  if (incoming.length === 0) return [...held];
  const byId = new Map<string, ChatMessage>();
  for (const message of held) byId.set(message.messageId, message);
  for (const message of incoming) byId.set(message.messageId, message);
  return [...byId.values()].sort((a, b) => a.id - b.id);
}

/**
 * The resume cursor sent with `ready`: the end of the run of ids without a gap that starts at the
 * lowest id held, 0 when none. Ids have no gaps in a channel (decision 017), but a live message can
 * overtake the one before it (#12 before #11): resuming from the highest id held would then never
 * fetch #11. The run starts at the lowest id held, not at 1: a first load of a long chat starts later.
 */
export function resumeCursor(messages: readonly { id: number }[]): number {
  const ids = messages.map((m) => m.id).sort((a, b) => a - b);
  const [lowest] = ids;
  if (lowest === undefined) return 0;
  let cursor = lowest;
  for (const id of ids) {
    if (id > cursor + 1) break;
    cursor = Math.max(cursor, id);
  }
  return cursor;
}

/** The oldest message id held, for paging older messages in; null when none. */
export function lowestMessageId(messages: readonly { id: number }[]): number | null {
  return messages.length === 0 ? null : messages.reduce((lowest, m) => Math.min(lowest, m.id), Infinity);
}

export type DayGroup<T> = { label: string; messages: T[] };

/**
 * hub §3: messages grouped by day (Today, Tomorrow, Yesterday, else DD/MM) in the viewer's zone;
 * consecutive messages of one day share a heading.
 */
export function groupByDay<T extends { ts: string }>(
  messages: readonly T[],
  now: Date,
  timeZone?: string,
): DayGroup<T>[] {
  const groups: DayGroup<T>[] = [];
  for (const message of messages) {
    const label = chatDayLabel(new Date(message.ts), now, timeZone);
    const last = groups.at(-1);
    if (last && last.label === label) last.messages.push(message);
    else groups.push({ label, messages: [message] });
  }
  return groups;
}
