/** How the staff chat inbox (issue 12) names a channel and how long it has waited. */
import type { ChatInboxRow } from '@navia/domain/contracts/chat';

/** A record's channel by its record, the general chat by whose it is. */
export function inboxChannelLabel(row: ChatInboxRow): string {
  const { channel } = row;
  if (channel.kind === 'record' && channel.recordNumber) {
    return `${channel.isShipment === false ? 'Order' : 'Shipment'} ${channel.recordNumber}`;
  }
  if (channel.kind === 'general') return `General chat — ${row.customerName ?? channel.orgGroupName}`;
  return `${channel.kind === 'contract' ? 'Contract chat' : 'Chat'} — ${row.customerName ?? channel.orgGroupName}`;
}

/** "waiting 12 min", "waiting 2 h 5 min", "waiting 3 d 4 h"; null when nothing waits. */
export function waitingText(waitingSince: string | null, now: Date): string | null {
  if (waitingSince === null) return null;
  const minutes = Math.max(0, Math.floor((now.getTime() - new Date(waitingSince).getTime()) / 60_000));
  if (minutes < 60) return `waiting ${minutes} min`;
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return `waiting ${hours} h ${minutes % 60} min`;
  return `waiting ${Math.floor(hours / 24)} d ${hours % 24} h`;
}
