/**
 * What the chat service asks of the bot (issue 12; hub §6 "The bot replies only when the
 * organisation group has hubbiEnabled and the user has not asked for a representative"). The
 * service decides whether the bot may answer; the bot decides what to say, from the portal's own
 * data, read with the asking user's scope (it never tells a user about a record they cannot see).
 */
import type { BotIntent } from '@navia/domain/rules/chat-bot';
import type { AppContext } from '../../../context.ts';
import type { Scope } from '../../../lib/scope.ts';

export type BotQuestion = {
  /** What the customer wrote (plain text; HTML already reduced to text). */
  text: string;
  /** The asking user's scope: every lookup is made with it. */
  scope: Scope;
  /** The channel's record, when the channel is a record's chat. */
  record: { recordKey: string; isShipment: boolean } | null;
  now: Date;
  /**
   * What became of the message's request for a representative (hub §6, §9): 'refused' outside
   * trading hours, when the bot answers that the desk is closed instead of promising a person;
   * null (or absent) when the message made none.
   */
  representative?: 'accepted' | 'refused' | null;
  /** The trading-hours notice a refusal carried (talk_to_rep's notice), else null. */
  tradingNotice?: string | null;
};

export type BotAnswer = {
  intent: BotIntent;
  /** The reply, plain text, lines separated by '\n'. */
  text: string;
  /** hub §7 redirect_user: the client navigates to /shipment/{shipmentNumber}. */
  redirect: { shipmentNumber: string } | null;
  /** hub §7 update_favourites / update_priority_shipments: the answer changed one of them. */
  refresh: 'favourites' | 'priority' | null;
};

export type AnswerBot = (ctx: AppContext, question: BotQuestion) => Promise<BotAnswer>;
