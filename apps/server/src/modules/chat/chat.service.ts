/**
 * Use cases of the chat (issue 12) other than sending: who may chat, opening a channel (by record,
 * general chat or id), reading it (ready, history), chatInfo and the support team, the staff inbox
 * and its actions, and the idle-chat job. Sending is chat-messages.service.ts; attachments are
 * chat-attachments.service.ts.
 *
 * A channel the caller may not join answers exactly as an unknown one (404, or channel_error
 * NOT_FOUND on the socket).
 */

import { PROVIDER_NAME } from '@navia/domain/constants';
import type {
  ChatChannel,
  ChatInboxRow,
  ChatInfo,
  ChatMessage,
  ChatReady,
} from '@navia/domain/contracts/chat';
import type { Contact } from '@navia/domain/contracts/shipment-detail';
import { isStaff } from '@navia/domain/rules/access';
import {
  CHAT_ARCHIVE_AFTER_DAYS,
  CHAT_HISTORY_LIMIT,
  CHAT_UNAVAILABLE_TEXTS,
  type ChatUnavailableReason,
  chatUnavailableReason,
} from '@navia/domain/rules/chat';
import { featuresOffOf } from '@navia/domain/rules/org-admin/settings';
import { tradingHoursNotice } from '@navia/domain/rules/trading-hours';
import type { AppContext } from '../../context.ts';
import type { Executor } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Scope } from '../../lib/scope.ts';
import { presentContacts } from '../shipment-detail/shipment-detail.presenter.ts';
import { findSupportContacts } from '../shipment-detail/shipment-detail.repository.ts';
import { openRecord } from '../shipment-detail/shipment-detail.service.ts';
import type { UserWithGroup } from '../users/users.repository.ts';
import { presentChannel, presentInboxRow, presentMessage } from './chat.presenter.ts';
import * as repo from './chat.repository.ts';
import { tradingDeskAt } from './trading-desk.ts';

/** Who is chatting: the scope decides what they may join; the user row, their name and modes. */
export type ChatCaller = { scope: Scope; user: UserWithGroup['user']; orgGroup: UserWithGroup['orgGroup'] };

const notFound = () => new AppError('NOT_FOUND');
const DAY_MS = 86_400_000;

/** Why chat is off for the caller (hub §6, §8), or null. */
export function unavailableReasonOf(caller: ChatCaller): ChatUnavailableReason | null {
  return chatUnavailableReason({
    // View-as an organisation: an admin acting in a customer's view (connect's view-as of staff is not).
    viewingAsOrganisation: caller.scope.actor !== null && !isStaff(caller.scope.role),
    isSecret: caller.user.isSecret,
    localViewActive: caller.user.localViewActive,
    chatOffForGroup:
      !isStaff(caller.scope.role) && featuresOffOf(caller.orgGroup?.generalSettings).includes('chat'),
  });
}

/**
 * Refuses a caller for whom chat is off, as the socket's handshake does: the REST calls of the chat
 * (history, attachments) answer 403 FORBIDDEN with the reason's text (hub §8).
 */
export function assertChatAvailable(caller: ChatCaller): void {
  const reason = unavailableReasonOf(caller);
  if (reason) throw new AppError('FORBIDDEN', { message: CHAT_UNAVAILABLE_TEXTS[reason] });
}

/** What the handshake names (contracts/chat.ts chatHandshakeSchema): exactly one of the three. */
export type ChannelRequest = {
  shipmentId?: string | undefined;
  generalChatKey?: string | undefined;
  channelId?: string | undefined;
};

/**
 * The channel the handshake names, made on first use: a record's chat (the record opened with the
 * caller's scope), the caller's own general chat (staff have none), or a channel by id that the
 * caller may join. Throws NOT_FOUND otherwise.
 */
export async function openChannel(
  ctx: AppContext,
  caller: ChatCaller,
  request: ChannelRequest,
): Promise<repo.VisibleChannel> {
  const db = ctx.database.db;
  if (request.shipmentId !== undefined) {
    const record = await openRecord(db, caller.scope, request.shipmentId);
    const shipment = record.recordType === 'SHIPMENT' ? record.shipment : null;
    const order = record.recordType === 'ORDER' ? record.order : null;
    return repo.findOrCreateRecordChannel(db, record.opened, {
      recordKey: shipment?.shipKey ?? order?.ordKey ?? request.shipmentId,
      recordNumber: shipment?.shipNumber ?? order?.ordNumberFull ?? '',
      isShipment: shipment !== null,
      dataSource: record.opened.dataSource,
      shipmentId: record.shipment?.id ?? null,
    });
  }
  if (request.channelId !== undefined) {
    const channel = await repo.findJoinableChannel(db, caller.scope, request.channelId);
    if (!channel) throw notFound();
    return channel;
  }
  const { orgGroupId } = caller.scope;
  if (isStaff(caller.scope.role) || orgGroupId === null) throw notFound();
  return repo.findOrCreateGeneralChannel(db, { ...caller.scope, orgGroupId });
}

/** The channel as members see it. */
export async function channelOf(ctx: AppContext, channel: repo.VisibleChannel): Promise<ChatChannel> {
  return presentChannel(await repo.findChannelView(ctx.database.db, channel));
}

/** Messages as answered, with the messages their replies quote. */
export async function presentMessages(
  db: Executor,
  channel: repo.VisibleChannel,
  rows: readonly repo.MessageRow[],
): Promise<ChatMessage[]> {
  const byId = new Map(rows.map((r) => [r.id, r]));
  const missing = [
    ...new Set(rows.flatMap((r) => (r.replyToId && !byId.has(r.replyToId) ? [r.replyToId] : []))),
  ];
  for (const row of await repo.findMessagesByIds(db, channel, missing)) byId.set(row.id, row);
  return rows.map((row) => presentMessage(row, byId));
}

/** Tells the channel's members and the staff inbox that the channel changed (after a commit). */
export async function announceChannel(ctx: AppContext, channel: repo.VisibleChannel): Promise<ChatChannel> {
  const presented = await channelOf(ctx, channel);
  ctx.realtime.chat.emit(channel.id, 'channel open', presented);
  ctx.realtime.chatInboxChanged(channel.id);
  return presented;
}

/**
 * `ready`: the messages after the client's last one (at most the newest CHAT_HISTORY_LIMIT, oldest
 * first) and whether older ones exist; `reopen` opens an archived channel again. The socket joined
 * the channel's room before this reads, so nothing committed in between is missed.
 */
export async function readyChannel(ctx: AppContext, channel: repo.VisibleChannel, ready: ChatReady) {
  const db = ctx.database.db;
  let current = channel;
  if (ready.reopen === true) {
    const reopened = await db.transaction(async (tx) => {
      const locked = await repo.lockChannel(tx, channel);
      if (locked.status !== 'archived') return null;
      return repo.updateChannel(tx, locked, { status: 'open', archivedAt: null });
    });
    if (reopened) {
      current = reopened;
      await announceChannel(ctx, reopened);
    }
  }
  const after = ready.lastMessageId ?? 0;
  const rows = await repo.findMessages(db, current, { afterSeq: after, limit: CHAT_HISTORY_LIMIT });
  const first = rows[0];
  return {
    channel: await channelOf(ctx, current),
    messages: await presentMessages(db, current, rows),
    // Message numbers have no gaps: older ones exist when the first sent is not the next after `after`.
    hasOlder: first !== undefined && first.seq - 1 > after,
  };
}

/** GET /api/chat/channels/{channelId}/messages: older messages, oldest first (403 when chat is off). */
export async function channelHistory(
  ctx: AppContext,
  caller: ChatCaller,
  channelId: string,
  page: { beforeId?: number | undefined; limit: number },
) {
  assertChatAvailable(caller);
  const db = ctx.database.db;
  const channel = await repo.findJoinableChannel(db, caller.scope, channelId);
  if (!channel) throw notFound();
  const rows = await repo.findMessages(db, channel, {
    ...(page.beforeId !== undefined ? { beforeSeq: page.beforeId } : {}),
    limit: page.limit,
  });
  return { messages: await presentMessages(db, channel, rows), hasOlder: (rows[0]?.seq ?? 1) > 1 };
}

/** GET /api/user/azure/chatInfo */
export async function chatInfo(ctx: AppContext, caller: ChatCaller): Promise<ChatInfo> {
  const reason = unavailableReasonOf(caller);
  const desk = tradingDeskAt(ctx.now(), caller.user.homeCountry, ctx.config.NAVIA_CHAT_DESK_HOURS);
  const general = await repo.findGeneralChannel(ctx.database.db, caller.scope);
  return {
    available: reason === null,
    unavailableReason: reason,
    hubbiEnabled: caller.orgGroup?.hubbiEnabled ?? false,
    providerName: PROVIDER_NAME,
    tradingHours: {
      open: desk.open,
      enforced: ctx.config.NAVIA_CHAT_DESK_HOURS === 'trading',
      timeZone: desk.zone.timeZone,
      zoneShortName: desk.zone.shortName,
      notice: tradingHoursNotice(desk.zone),
      publicHolidays: desk.publicHolidays,
    },
    generalChannelId: general?.id ?? null,
  };
}

/** GET /api/user/getSupportTeam/{orgGroupId}: a group the caller may see (staff: any). */
export async function supportTeam(ctx: AppContext, scope: Scope, orgGroupId: string): Promise<Contact[]> {
  const db = ctx.database.db;
  const group = await repo.findVisibleOrgGroup(db, scope, orgGroupId);
  if (!group) throw notFound();
  return presentContacts(await findSupportContacts(db, group));
}

// The staff inbox

/** GET /api/chat/inbox */
export async function inbox(
  ctx: AppContext,
  scope: Scope,
  filter: { status: 'open' | 'archived'; waitingOnly: boolean },
): Promise<ChatInboxRow[]> {
  return (await repo.findInbox(ctx.database.db, scope, filter)).map(presentInboxRow);
}

type InboxAction = 'claim' | 'release' | 'archive';

/** POST /api/chat/inbox/{channelId}/{claim|release|archive} */
export async function actOnChannel(
  ctx: AppContext,
  scope: Scope,
  channelId: string,
  action: InboxAction,
): Promise<ChatChannel> {
  const db = ctx.database.db;
  const channel = await repo.findJoinableChannel(db, scope, channelId);
  if (!channel) throw notFound();
  const now = ctx.now();
  const changed = await db.transaction(async (tx) => {
    const locked = await repo.lockChannel(tx, channel);
    if (action === 'claim') return repo.updateChannel(tx, locked, { handledByUserId: scope.userId });
    if (action === 'release') return repo.updateChannel(tx, locked, { handledByUserId: null });
    if (locked.status === 'archived') return locked;
    return repo.updateChannel(tx, locked, {
      status: 'archived',
      archivedAt: now,
      representativeRequested: false,
      waitingSince: null,
    });
  });
  if (action === 'archive') return announceChannel(ctx, changed);
  ctx.realtime.chatInboxChanged(changed.id);
  return channelOf(ctx, changed);
}

/**
 * The hourly job: open channels whose last message is older than CHAT_ARCHIVE_AFTER_DAYS are
 * archived; connected members see the new status. Channels that never had a message stay open.
 * Each channel is announced on its own: one that cannot be announced does not silence the rest
 * (it is archived all the same; its members see the status when they next open it).
 */
export async function archiveIdleChats(ctx: AppContext): Promise<number> {
  const now = ctx.now();
  const idleSince = new Date(now.getTime() - CHAT_ARCHIVE_AFTER_DAYS * DAY_MS);
  const archived = await repo.archiveIdleChannels(ctx.database.db, idleSince, now);
  for (const channel of archived) {
    try {
      await announceChannel(ctx, channel);
    } catch (error) {
      const err = error instanceof Error ? error.message : String(error);
      ctx.log.warn({ err, channelId: channel.id }, 'archived chat not announced');
    }
  }
  return archived.length;
}
