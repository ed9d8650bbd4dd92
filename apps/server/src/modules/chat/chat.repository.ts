/**
 * SQL of the chat (issue 12). A channel is found under the caller's scope and comes back as a
 * VisibleChannel; messages and attachments are read and written through a VisibleChannel, so no
 * query reaches a channel the caller may not join. Who may join (joinableCondition): staff any
 * channel; anyone else a record channel of a group their scope reads, their own general chat, or
 * the chat of a contract they are a party to (connect, issue 16: findVisibleContract decides).
 */
import { isStaff } from '@navia/domain/rules/access';
import { and, asc, desc, eq, gt, inArray, isNotNull, lt, lte, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client.ts';
import {
  chatAttachments,
  chatChannels,
  chatMessages,
  contracts,
  orgGroups,
  shipments,
  supportContacts,
  users,
} from '../../db/schema/index.ts';
import { type Scope, scopeCondition } from '../../lib/scope.ts';
import { markVisible, markVisibleOrNull, type VisibleRecord } from '../../lib/visible-record.ts';
import {
  contractVisibleCondition,
  findVisibleContract,
  type VisibleContract,
} from '../contracts/contract-access.repository.ts';

export type ChannelRow = typeof chatChannels.$inferSelect;
export type VisibleChannel = VisibleRecord<ChannelRow>;
export type MessageRow = typeof chatMessages.$inferSelect;
export type NewMessage = Omit<typeof chatMessages.$inferInsert, 'channelId' | 'orgGroupId' | 'id'>;

/** The channels `scope` may join (see the file's comment). */
function joinableCondition(scope: Scope): SQL {
  if (isStaff(scope.role)) return sql`true`;
  const contractVisible = sql`exists (select 1 from ${contracts} where ${contracts.id} = ${chatChannels.contractId} and ${contractVisibleCondition(scope)})`;
  return sql`((${chatChannels.kind} = 'record' and ${scopeCondition(scope, chatChannels.orgGroupId)}) or (${chatChannels.kind} = 'general' and ${chatChannels.ownerUserId} = ${scope.userId}) or (${chatChannels.kind} = 'contract' and ${contractVisible}))`;
}

// Channels

/**
 * A channel the scope may join, by id. A contract's chat is checked once more with
 * findVisibleContract, the one rule of who is a party to a contract.
 */
export async function findJoinableChannel(db: Executor, scope: Scope, channelId: string) {
  const [row] = await db
    .select()
    .from(chatChannels)
    .where(and(eq(chatChannels.id, channelId), joinableCondition(scope)))
    .limit(1);
  if (row?.kind === 'contract') {
    if (row.contractId === null || !(await findVisibleContract(db, scope, row.contractId))) return null;
  }
  return markVisibleOrNull(row);
}

export type RecordChannelValues = {
  recordKey: string;
  recordNumber: string;
  isShipment: boolean;
  dataSource: string;
  shipmentId: number | null;
};

/**
 * The chat of a record the caller may see (found with its scope), made on first use. Race-safe: two
 * first openings insert once (the unique index on group and key) and both read the one row.
 */
export async function findOrCreateRecordChannel(
  db: Executor,
  record: VisibleRecord,
  values: RecordChannelValues,
): Promise<VisibleChannel> {
  await db
    .insert(chatChannels)
    .values({ ...values, orgGroupId: record.orgGroupId, kind: 'record' })
    .onConflictDoNothing();
  const [row] = await db
    .select()
    .from(chatChannels)
    .where(
      and(
        eq(chatChannels.orgGroupId, record.orgGroupId),
        eq(chatChannels.kind, 'record'),
        eq(chatChannels.recordKey, values.recordKey),
      ),
    )
    .limit(1);
  if (!row) throw new Error('record channel not stored');
  return markVisible(row);
}

/**
 * The chat of a contract the caller is a party to (found with findVisibleContract), made on first
 * use; it belongs to the contract's organisation group. Race-safe as findOrCreateRecordChannel.
 */
export async function findOrCreateContractChannel(
  db: Executor,
  contract: VisibleContract,
): Promise<VisibleChannel> {
  await db
    .insert(chatChannels)
    .values({ orgGroupId: contract.orgGroupId, kind: 'contract', contractId: contract.id })
    .onConflictDoNothing();
  const row = await findContractChannel(db, contract);
  if (!row) throw new Error('contract channel not stored');
  return row;
}

/** The chat of a visible contract, when it exists. */
async function findContractChannel(db: Executor, contract: VisibleContract) {
  const [row] = await db
    .select()
    .from(chatChannels)
    .where(and(eq(chatChannels.kind, 'contract'), eq(chatChannels.contractId, contract.id)))
    .limit(1);
  return markVisibleOrNull(row);
}

/** The scope's own general chat (hub §7 generalChatKey), made on first use; its group is the user's. */
export async function findOrCreateGeneralChannel(
  db: Executor,
  scope: Scope & { orgGroupId: string },
): Promise<VisibleChannel> {
  await db
    .insert(chatChannels)
    .values({ orgGroupId: scope.orgGroupId, kind: 'general', ownerUserId: scope.userId })
    .onConflictDoNothing();
  const row = await findGeneralChannel(db, scope);
  if (!row) throw new Error('general channel not stored');
  return row;
}

/** The scope's own general chat, when it exists. */
export async function findGeneralChannel(db: Executor, scope: Scope) {
  const [row] = await db
    .select()
    .from(chatChannels)
    .where(and(eq(chatChannels.kind, 'general'), eq(chatChannels.ownerUserId, scope.userId)))
    .limit(1);
  return markVisibleOrNull(row);
}

/** Locks the channel's row for the rest of the transaction (the message sequence is given under it). */
export async function lockChannel(tx: Executor, channel: VisibleChannel): Promise<VisibleChannel> {
  const [row] = await tx.select().from(chatChannels).where(eq(chatChannels.id, channel.id)).for('update');
  if (!row) throw new Error('chat channel vanished');
  return markVisible(row);
}

export async function updateChannel(
  tx: Executor,
  channel: VisibleChannel,
  values: Partial<Omit<typeof chatChannels.$inferInsert, 'id' | 'orgGroupId' | 'kind'>>,
): Promise<VisibleChannel> {
  const [row] = await tx.update(chatChannels).set(values).where(eq(chatChannels.id, channel.id)).returning();
  if (!row) throw new Error('chat channel vanished');
  return markVisible(row);
}

const handler = alias(users, 'handler');
const owner = alias(users, 'owner');

/** What a channel shows beside its own row: its group's name and bot flag, and who handles it. */
export type ChannelView = {
  channel: ChannelRow;
  orgGroupName: string;
  hubbiEnabled: boolean;
  handledByName: string | null;
};

export async function findChannelView(db: Executor, channel: VisibleChannel): Promise<ChannelView> {
  const [row] = await db
    .select({
      channel: chatChannels,
      orgGroupName: orgGroups.name,
      hubbiEnabled: orgGroups.hubbiEnabled,
      handledByName: handler.fullname,
    })
    .from(chatChannels)
    .innerJoin(orgGroups, eq(orgGroups.id, chatChannels.orgGroupId))
    .leftJoin(handler, eq(handler.id, chatChannels.handledByUserId))
    .where(eq(chatChannels.id, channel.id))
    .limit(1);
  if (!row) throw new Error('chat channel vanished');
  return row;
}

/** The shipment a record channel's record is or belongs to (for its chatMessages notifications). */
export async function findShipmentOfChannel(db: Executor, channel: VisibleChannel) {
  if (channel.shipmentId === null) return null;
  const [row] = await db
    .select({ id: shipments.id, shipKey: shipments.shipKey, shipNumber: shipments.shipNumber })
    .from(shipments)
    .where(and(eq(shipments.id, channel.shipmentId), eq(shipments.orgGroupId, channel.orgGroupId)))
    .limit(1);
  return row ?? null;
}

// Messages

export async function findMessageByClientId(db: Executor, channel: VisibleChannel, clientMessageId: string) {
  const [row] = await db
    .select()
    .from(chatMessages)
    .where(and(eq(chatMessages.channelId, channel.id), eq(chatMessages.clientMessageId, clientMessageId)))
    .limit(1);
  return row ?? null;
}

/** A message of the channel, by its id. */
export async function findMessage(db: Executor, channel: VisibleChannel, messageId: string) {
  const [row] = await db
    .select()
    .from(chatMessages)
    .where(and(eq(chatMessages.channelId, channel.id), eq(chatMessages.id, messageId)))
    .limit(1);
  return row ?? null;
}

/** Inserts a message; null when its client message id is already stored (a resend). */
export async function insertMessage(tx: Executor, channel: VisibleChannel, values: NewMessage) {
  const [row] = await tx
    .insert(chatMessages)
    .values({ ...values, channelId: channel.id, orgGroupId: channel.orgGroupId })
    .onConflictDoNothing()
    .returning();
  return row ?? null;
}

/** The newest `limit` messages with a number above `afterSeq` (and below `beforeSeq`), oldest first. */
export async function findMessages(
  db: Executor,
  channel: VisibleChannel,
  range: { afterSeq?: number; beforeSeq?: number; limit: number },
): Promise<MessageRow[]> {
  const conditions = [eq(chatMessages.channelId, channel.id)];
  if (range.afterSeq !== undefined) conditions.push(gt(chatMessages.seq, range.afterSeq));
  if (range.beforeSeq !== undefined) conditions.push(lt(chatMessages.seq, range.beforeSeq));
  const rows = await db
    .select()
    .from(chatMessages)
    .where(and(...conditions))
    .orderBy(desc(chatMessages.seq))
    .limit(range.limit);
  return rows.reverse();
}

/** Messages of the channel by id (the ones replies quote). */
export async function findMessagesByIds(db: Executor, channel: VisibleChannel, ids: readonly string[]) {
  if (ids.length === 0) return [];
  return db
    .select()
    .from(chatMessages)
    .where(and(eq(chatMessages.channelId, channel.id), inArray(chatMessages.id, [...ids])));
}

// Attachments

export async function insertAttachment(
  tx: Executor,
  channel: VisibleChannel,
  values: Omit<typeof chatAttachments.$inferInsert, 'channelId' | 'orgGroupId'>,
) {
  const [row] = await tx
    .insert(chatAttachments)
    .values({ ...values, channelId: channel.id, orgGroupId: channel.orgGroupId })
    .returning();
  if (!row) throw new Error('chat attachment not stored');
  return row;
}

/** An attachment the user uploaded to the channel (what a `file` message may name). */
export async function findOwnAttachment(
  db: Executor,
  channel: VisibleChannel,
  userId: string,
  attachmentId: string,
) {
  const [row] = await db
    .select()
    .from(chatAttachments)
    .where(
      and(
        eq(chatAttachments.id, attachmentId),
        eq(chatAttachments.channelId, channel.id),
        eq(chatAttachments.uploadedBy, userId),
      ),
    )
    .limit(1);
  return row ?? null;
}

/** An attachment by its uploader and stored name, in a channel the scope may join. */
export async function findJoinableAttachment(
  db: Executor,
  scope: Scope,
  uploadedBy: string,
  fileName: string,
) {
  const [row] = await db
    .select({ attachment: chatAttachments })
    .from(chatAttachments)
    .innerJoin(chatChannels, eq(chatChannels.id, chatAttachments.channelId))
    .where(
      and(
        eq(chatAttachments.fileName, fileName),
        eq(chatAttachments.uploadedBy, uploadedBy),
        joinableCondition(scope),
      ),
    )
    .limit(1);
  return row?.attachment ?? null;
}

// Organisation groups and staff

/** An organisation group the scope may see (staff: any that exists). */
export async function findVisibleOrgGroup(db: Executor, scope: Scope, orgGroupId: string) {
  const [row] = await db
    .select({ orgGroupId: orgGroups.id, name: orgGroups.name })
    .from(orgGroups)
    .where(and(eq(orgGroups.id, orgGroupId), scopeCondition(scope, orgGroups.id)))
    .limit(1);
  return markVisibleOrNull(row);
}

/**
 * The support role of a staff member (matched by e-mail among the support contacts), preferring
 * the one they hold for the channel's group.
 */
export async function findSupportRoleOf(db: Executor, channel: VisibleChannel, email: string) {
  const [row] = await db
    .select({ role: supportContacts.role })
    .from(supportContacts)
    .where(sql`lower(${supportContacts.email}) = lower(${email})`)
    .orderBy(
      desc(sql`${supportContacts.orgGroupId} = ${channel.orgGroupId}`),
      asc(supportContacts.sortOrder),
      asc(supportContacts.id),
    )
    .limit(1);
  return row?.role ?? null;
}

// The staff inbox

/**
 * Customer messages after the last staff or bot answer (edits are not new messages). Written out
 * with qualified names: Drizzle leaves columns unqualified inside raw fragments of a select.
 */
const unreadCount = sql<number>`${sql.raw(
  `(select count(*)::int from chat_messages m where m.channel_id = "chat_channels"."id" and m.role = 'customer' and m.subtype is null and m.seq > "chat_channels"."answered_seq")`,
)}`;
const lastMessage = (column: 'text' | 'is_html') =>
  sql.raw(
    `(select m.${column} from chat_messages m where m.channel_id = "chat_channels"."id" order by m.seq desc limit 1)`,
  );

/** How many rows the inbox answers at most (the waiting ones come first). */
const INBOX_LIMIT = 500;

/**
 * The inbox (staff): channels with messages, waiting ones first (a representative was asked for
 * and something is unanswered), longest wait first, then the most recent.
 */
export async function findInbox(
  db: Executor,
  scope: Scope,
  filter: { status: 'open' | 'archived'; waitingOnly: boolean },
) {
  const conditions = [
    scopeCondition(scope, chatChannels.orgGroupId),
    eq(chatChannels.status, filter.status),
    isNotNull(chatChannels.lastMessageAt),
  ];
  if (filter.waitingOnly) conditions.push(eq(chatChannels.representativeRequested, true));
  return db
    .select({
      channel: chatChannels,
      orgGroupName: orgGroups.name,
      hubbiEnabled: orgGroups.hubbiEnabled,
      handledByName: handler.fullname,
      ownerName: owner.fullname,
      unread: unreadCount,
      lastMessageText: sql<string | null>`${lastMessage('text')}`,
      lastMessageIsHtml: sql<boolean | null>`${lastMessage('is_html')}`,
    })
    .from(chatChannels)
    .innerJoin(orgGroups, eq(orgGroups.id, chatChannels.orgGroupId))
    .leftJoin(handler, eq(handler.id, chatChannels.handledByUserId))
    .leftJoin(owner, eq(owner.id, chatChannels.ownerUserId))
    .where(and(...conditions))
    .orderBy(
      desc(sql`(${chatChannels.representativeRequested} and ${unreadCount} > 0)`),
      sql`${chatChannels.waitingSince} asc nulls last`,
      sql`${chatChannels.lastMessageAt} desc nulls last`,
      asc(chatChannels.id),
    )
    .limit(INBOX_LIMIT);
}

export type InboxRow = Awaited<ReturnType<typeof findInbox>>[number];

// The idle-chat job (runs as the system, over every group)

/** Archives open channels whose last message is at or before `idleSince`; answers them. */
export async function archiveIdleChannels(db: Executor, idleSince: Date, now: Date) {
  const rows = await db
    .update(chatChannels)
    .set({ status: 'archived', archivedAt: now, representativeRequested: false, waitingSince: null })
    .where(and(eq(chatChannels.status, 'open'), lte(chatChannels.lastMessageAt, idleSince)))
    .returning();
  return rows.map(markVisible);
}

/**
 * Deletes attachments uploaded before `uploadedBefore` that no message names (an upload whose
 * `file` message never came: the tab closed, the send failed); answers their storage keys.
 */
export async function deleteUnsentAttachments(db: Executor, uploadedBefore: Date) {
  return db
    .delete(chatAttachments)
    .where(
      and(
        lt(chatAttachments.createdAt, uploadedBefore),
        sql`not exists (select 1 from ${chatMessages} where ${chatMessages.attachmentId} = ${chatAttachments.id})`,
      ),
    )
    .returning({ id: chatAttachments.id, storageKey: chatAttachments.storageKey });
}
