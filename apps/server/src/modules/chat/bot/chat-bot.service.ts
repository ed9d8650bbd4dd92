/**
 * Hubbi, the chat bot (issue 12). The chat service asks it only when the group has hubbiEnabled and
 * nobody asked for a representative (hub §6); the bot decides what to say. It classifies the message
 * (rules/chat-bot.ts) and answers from the portal's own data, read with the asker's scope through the
 * detail, shipments and deliveries use cases, so it says exactly what the detail screen shows and
 * never tells a user about a record they cannot see. A failed read answers a fallback; it never throws.
 */
import {
  BOT_FALLBACK_TEXT,
  BOT_MARK_TEXTS,
  BOT_TEXTS,
  type BotIntent,
  capabilitiesText,
  classifyIntent,
  closedDeskText,
  extractRecordNumber,
  isRecordIntent,
  isShipmentNumber,
  notFoundText,
  type RecordIntent,
} from '@navia/domain/rules/chat-bot';
import type { AppContext } from '../../../context.ts';
import { fileStorageFor } from '../../../integrations/storage.ts';
import { AppError } from '../../../lib/app-error.ts';
import type { Scope } from '../../../lib/scope.ts';
import { listDeliveryRequests } from '../../deliveries/deliveries.service.ts';
import {
  type DetailDeps,
  detailGeneral,
  detailMilestones,
  detailTransport,
  listDocuments,
} from '../../shipment-detail/shipment-detail.service.ts';
import { addFavourite, removeFavourite, togglePriority } from '../../shipments/shipments.service.ts';
import { findOrderKeyByNumber, findShipmentKeyByNumber } from './bot.repository.ts';
import type { AnswerBot, BotAnswer, BotQuestion } from './bot-port.ts';
import {
  containersReply,
  datesReply,
  deliveriesReply,
  documentsReply,
  locationReply,
  recordLabel,
  recordNumber,
  statusReply,
  summaryReply,
} from './bot-replies.ts';

const reply = (
  intent: BotIntent,
  text: string,
  extra: Partial<Pick<BotAnswer, 'redirect' | 'refresh'>> = {},
): BotAnswer => ({ intent, text, redirect: null, refresh: null, ...extra });

/** The record a question is about: named by a number in it, else the channel's, else none. */
type Target =
  | { kind: 'record'; key: string; named: boolean }
  | { kind: 'notFound'; number: string }
  | { kind: 'none' };

async function targetOf(ctx: AppContext, question: BotQuestion): Promise<Target> {
  const number = extractRecordNumber(question.text);
  if (number) {
    const db = ctx.database.db;
    const key = isShipmentNumber(number)
      ? await findShipmentKeyByNumber(db, question.scope, number)
      : await findOrderKeyByNumber(db, question.scope, number);
    return key ? { kind: 'record', key, named: true } : { kind: 'notFound', number };
  }
  if (question.record) return { kind: 'record', key: question.record.recordKey, named: false };
  return { kind: 'none' };
}

const isNotFound = (error: unknown) => error instanceof AppError && error.code === 'NOT_FOUND';

/** The detail use cases, with the asker's scope (the bot uploads nothing, so storage stays unused). */
function detailReader(ctx: AppContext, scope: Scope, key: string) {
  const deps: DetailDeps = { ctx, storage: fileStorageFor(ctx.config), emissions: ctx.emissions };
  return {
    general: () =>
      detailGeneral(deps, { scope, userName: '', client: { ip: null, userAgent: null } }, key, {}),
    milestones: async () => (await detailMilestones(deps, scope, key, {})).milestones,
    legs: async () => (await detailTransport(deps, scope, key, {})).TransportDetailsFromShipment,
    documents: () => listDocuments(deps, scope, key),
  };
}

/** Answers a record intent about the record `key` the scope may see. */
async function answerAboutRecord(
  ctx: AppContext,
  question: BotQuestion,
  intent: RecordIntent,
  target: { key: string; named: boolean },
): Promise<BotAnswer> {
  const { scope, now } = question;
  const read = detailReader(ctx, scope, target.key);
  const record = await read.general();
  const label = recordLabel(record);
  const openedKey = (record.RecordType === 'SHIPMENT' ? record.ShipKey : record.OrdKey) ?? target.key;
  const mark = {
    key: openedKey,
    number: recordNumber(record),
    isShipment: record.RecordType === 'SHIPMENT',
    dataSource: record.DataSource,
  };

  switch (intent) {
    case 'eta':
    case 'etd':
      return reply(intent, datesReply(record, await read.milestones(), intent === 'eta' ? 'ETA' : 'ETD'));
    case 'status':
      return reply(intent, statusReply(record, await read.milestones()));
    case 'location': {
      const [milestones, legs] = await Promise.all([read.milestones(), read.legs()]);
      return reply(intent, locationReply(record, milestones, legs, now));
    }
    case 'containers':
      return reply(intent, containersReply(record, now));
    case 'documents':
      return reply(intent, documentsReply(record, await read.documents()));
    case 'deliveries': {
      const requests = record.ShipKey
        ? (await listDeliveryRequests(ctx, scope, record.ShipKey)).result
        : null;
      return reply(intent, deliveriesReply(record, requests));
    }
    case 'findShipment': {
      const summary = summaryReply(record, await read.milestones());
      // hub §7 redirect_user: /shipment/{key} opens the record (the route's key is a ShipKey or OrdKey);
      // not when the user is already in that record's chat.
      return target.named && openedKey !== question.record?.recordKey
        ? reply(intent, `${summary}\n${BOT_TEXTS.opening}`, { redirect: { shipmentNumber: openedKey } })
        : reply(intent, summary);
    }
    case 'favourite':
      if (record.isFavourite) return reply(intent, BOT_MARK_TEXTS.alreadyFavourite(label));
      await addFavourite(ctx, scope, {
        favouriteId: mark.key,
        favouriteNumber: mark.number,
        DataSource: mark.dataSource,
        isShipment: mark.isShipment,
      });
      return reply(intent, BOT_MARK_TEXTS.addedFavourite(label), { refresh: 'favourites' });
    case 'unfavourite':
      if (!record.isFavourite) return reply(intent, BOT_MARK_TEXTS.notFavourite(label));
      await removeFavourite(ctx, scope, mark.key);
      return reply(intent, BOT_MARK_TEXTS.removedFavourite(label), { refresh: 'favourites' });
    case 'priority':
    case 'unpriority': {
      const wanted = intent === 'priority';
      if (record.Priority === wanted) {
        return reply(intent, (wanted ? BOT_MARK_TEXTS.alreadyPriority : BOT_MARK_TEXTS.notPriority)(label));
      }
      // hub §4: the toggle ticks an unmarked record and unticks a marked one.
      await togglePriority(ctx, scope, {
        recordKey: mark.key,
        recordNumber: mark.number,
        isShipment: mark.isShipment,
        DataSource: mark.dataSource,
      });
      const done = (wanted ? BOT_MARK_TEXTS.markedPriority : BOT_MARK_TEXTS.unmarkedPriority)(label);
      return reply(intent, done, { refresh: 'priority' });
    }
  }
}

async function answerRecordIntent(
  ctx: AppContext,
  question: BotQuestion,
  intent: RecordIntent,
): Promise<BotAnswer> {
  const target = await targetOf(ctx, question);
  if (target.kind === 'none') return reply(intent, BOT_TEXTS.askWhichShipment);
  if (target.kind === 'notFound') return reply(intent, notFoundText(target.number));
  try {
    return await answerAboutRecord(ctx, question, intent, target);
  } catch (error) {
    // Hidden between the lookup and the read (or the channel's record is gone): the same words.
    if (!isNotFound(error)) throw error;
    const number = extractRecordNumber(question.text);
    return reply(intent, number ? notFoundText(number) : BOT_TEXTS.recordGone);
  }
}

/**
 * What Hubbi says to a customer's message (hub §6; issue 12). A request for a person the chat
 * service refused (the desk is closed) is answered with the trading hours, never with a promise.
 */
export const answerBot: AnswerBot = async (ctx, question) => {
  // The service's verdict on a representative request wins over the bot's own reading of the text.
  const intent = question.representative ? 'representative' : classifyIntent(question.text);
  switch (intent) {
    case 'representative':
      return question.representative === 'refused'
        ? reply(intent, closedDeskText(question.tradingNotice ?? null))
        : reply(intent, BOT_TEXTS.representative);
    case 'greeting':
      return reply(intent, capabilitiesText(`${BOT_TEXTS.greeting} ${BOT_TEXTS.helpIntro}`));
    case 'thanks':
      return reply(intent, BOT_TEXTS.thanks);
    case 'help':
      return reply(intent, capabilitiesText(BOT_TEXTS.helpIntro));
    case 'unknown':
      return reply(intent, capabilitiesText(BOT_TEXTS.unknownIntro));
  }
  if (!isRecordIntent(intent)) return reply('unknown', capabilitiesText(BOT_TEXTS.unknownIntro));
  try {
    return await answerRecordIntent(ctx, question, intent);
  } catch (error) {
    ctx.log.warn({ err: error, intent }, 'chat bot: reading the answer failed');
    return reply(intent, BOT_FALLBACK_TEXT);
  }
};
