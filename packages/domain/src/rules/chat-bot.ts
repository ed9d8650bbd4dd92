/**
 * The chat bot, Hubbi (issue 12; hub §1 "a bot assistant when the organisation group has it
 * enabled", §6 "The bot replies only when …"): what a customer's message asks, decided by keyword and
 * phrase patterns — deterministic, no external service. The server answers from the portal's own data
 * (modules/chat/bot). Its texts are here, except the replies written from a record's data
 * (modules/chat/bot/bot-replies.ts).
 */

import { asksForRepresentative } from './chat.ts';
import { NOT_AVAILABLE } from './detail-panels.ts';
import { formatNotificationDate } from './notifications.ts';

/** The intents answered from a record: they need the channel's record or a number in the message. */
export const RECORD_INTENTS = [
  'favourite',
  'unfavourite',
  'priority',
  'unpriority',
  'documents',
  'deliveries',
  'location',
  'containers',
  'eta',
  'etd',
  'status',
  'findShipment',
] as const;
export type RecordIntent = (typeof RECORD_INTENTS)[number];

/**
 * What a message can ask. Checked in this order of precedence by `classifyIntent`: a request for a
 * person first, then the record questions, then small talk.
 */
export const BOT_INTENTS = [
  'representative',
  ...RECORD_INTENTS,
  'thanks',
  'help',
  'greeting',
  'unknown',
] as const;
export type BotIntent = (typeof BOT_INTENTS)[number];

const RECORD_INTENT_SET: ReadonlySet<BotIntent> = new Set(RECORD_INTENTS);

/** Whether the bot answers `intent` from a record (the channel's, or one the message names). */
export const isRecordIntent = (intent: BotIntent): intent is RecordIntent => RECORD_INTENT_SET.has(intent);

/** Lower case, curly quotes straightened, punctuation other than ' / - turned into spaces. */
function normalise(text: string): string {
  return text
    .toLowerCase()
    .replace(/[’‘`]/g, "'")
    .replace(/[^a-z0-9'/\s-]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

const FAV = 'fav(?:ou?rite)?[sd]?';
/** A record the message points at: a pronoun, "shipment"/"order", or a number. */
const RECORD_WORD = String.raw`(?:it|this|that|the|my|shipment|order|s\d{3,}|po-?\w+|so-?\w+)`;

/** Patterns of each intent, tried in BOT_INTENTS order (after the representative check). */
const PATTERNS: Readonly<Partial<Record<BotIntent, readonly RegExp[]>>> = {
  unfavourite: [
    new RegExp(String.raw`\bun-?${FAV}\b`),
    new RegExp(String.raw`\b(?:remove|delete|take|drop|clear)\b.*\b${FAV}\b`),
  ],
  favourite: [
    new RegExp(String.raw`\b(?:add|put|save|mark|make|set|star|bookmark|pin)\b.*\b${FAV}\b`),
    new RegExp(String.raw`^(?:please )?(?:${FAV}|star|bookmark)\b`),
    new RegExp(String.raw`\b(?:${FAV}|bookmark) ${RECORD_WORD}`),
  ],
  unpriority: [
    /\b(?:remove|unmark|untick|unset|clear|take|drop|delete|cancel)\b.*\bpriority\b/,
    /\bde-?prioriti[sz]e\b/,
    /\bno longer (?:a )?priority\b/,
  ],
  priority: [
    /\b(?:mark|make|set|flag|add|tick|put|treat)\b.*\b(?:priority|urgent)\b/,
    /\bprioriti[sz]e\b/,
    /\bas (?:a )?priority\b/,
  ],
  documents: [
    /\b(?:documents?|docs?|e-?docs?|paperwork|papers|invoices?|bill of lading|b\/l|bol|packing lists?|certificates?|files?|attachments?|uploads?|uploaded|pdfs?)\b/,
  ],
  deliveries: [/\bdeliver(?:y|ies)\b/, /\bbooked\b/, /\b(?:trucking|cartage)\b/],
  location: [
    /\bwhere\b.*\b(?:it|its|my|cargo|shipment|order|goods|containers?|freight|consignment|stuff|package|parcel|this|that|vessel|ship|s\d{3,}|po-?\w+|so-?\w+)\b/,
    /\b(?:location|located|whereabouts|current position)\b/,
    // The vessel itself; "when does the vessel sail" asks a date, not a place.
    /^(?!.*\bwhen\b).*\b(?:which|what) (?:vessel|ship|boat|flight|port)\b/,
    /^(?!.*\bwhen\b).*\b(?:vessel|voyage|flight number)\b/,
  ],
  containers: [
    /\b(?:containers?|cntrs?|teu)\b/,
    /\b(?:20|40|45) ?(?:gp|hc|ft|foot|dv|rf)\b/,
    /\b[a-z]{4}\d{7}\b/,
    /\b(?:cargo|goods|freight|it|shipment|stuff|everything) (?:is |are |be |become |becomes )?(?:now )?available\b/,
    /\b(?:cargo|goods|freight) availability\b/,
    /\bavailab(?:le|ility) (?:for|to) (?:pick|collect|deliver)/,
  ],
  // eta and etd are decided together in classifyIntent (an arrival word wins over a departure word).
  status: [
    /\b(?:status|milestones?|progress|stage|news|track|tracking|delivered|happening|going on)\b/,
    /\b(?:any|latest|an|the) updates?\b/,
    /\bupdates? (?:on|about|for)\b/,
    /\bhow(?:'s| is) (?:my|the|it|this|that|shipment|order|cargo)\b/,
    /\b(?:has|is|was) it (?:shipped|picked up|delivered|confirmed|cleared|moving)\b/,
    /\bpicked up\b/,
  ],
  findShipment: [
    /\b(?:find|search|look ?up|locate|open|show|display|pull up|go to|take me to|navigate to|bring up|view|check)\b.*\b(?:shipments?|orders?|s\d{3,}|po-?\w*\d|so-?\w*\d)\b/,
    /\b(?:details|info|information|summary) (?:of|on|about|for) (?:shipment |order )?(?:s\d{3,}|po-?\w*\d|so-?\w*\d)\b/,
    /\btell me about (?:shipment |order )?(?:s\d{3,}|po-?\w*\d|so-?\w*\d)\b/,
  ],
  thanks: [
    /\b(?:thanks|thank you|thank u|thankyou|thx|thnx|ty|cheers|ta|much appreciated|appreciate it|appreciated)\b/,
    /^(?:ok|okay|great|perfect|awesome|brilliant|cool|nice)$/,
  ],
  help: [
    /\bhelp\b/,
    /\bwhat (?:can|could) (?:you|i|hubbi)\b/,
    /\bwhat (?:do|does) (?:you|hubbi) do\b/,
    /\bhow (?:does|do) (?:this|it|you) work\b/,
    /\b(?:options|menu|commands|features)\b/,
    /\b(?:who|what) are you\b/,
  ],
  greeting: [
    /\b(?:hi|hello|hey|hiya|howdy|yo|greetings|g'?day)\b/,
    /^good (?:morning|afternoon|evening|day)\b/,
    /^(?:morning|afternoon|evening)\b/,
    /\bhow are you\b/,
  ],
};

const ETA_WORDS = [
  /\beta\b/,
  /\barriv(?:e|es|ed|ing|al|als)\b/,
  /\b(?:land|lands|landed|landing)\b/,
  /\b(?:get|gets|getting|be|come|comes|coming) (?:here|in|there)\b/,
  /\b(?:reach|reaches|reaching|reached) (?:port|the port|destination|us)\b/,
];
const ETD_WORDS = [
  /\betd\b/,
  /\bdepart(?:s|ed|ing|ure|ures)?\b/,
  /\b(?:leave|leaves|leaving)\b/,
  /\bleft (?:port|the port|origin|yet)\b/,
  /\bsail(?:s|ed|ing)?\b/,
  /\bdispatch(?:ed|es|ing)?\b/,
  /\bship(?:s|ped)? (?:out|off)\b/,
  /\bwhen (?:will|does|did|is) (?:it|this|the shipment|my shipment|the order|my order|the cargo|my cargo) (?:ship|shipped|go|going)\b/,
];
/** Arrival asked without an arrival word: "when is it due", "expected date". */
const ETA_WEAK_WORDS = [/\bwhen\b.*\b(?:due|expected|here)\b/, /\b(?:expected|estimated) (?:date|time)\b/];

const matches = (text: string, patterns: readonly RegExp[] | undefined) =>
  (patterns ?? []).some((p) => p.test(text));

/** Words that, with a record number, still only name the record ("S00001234?", "shipment S00001234 please"). */
const FILLER =
  /^(?:(?:shipment|order|number|no|nr|ref|reference|please|pls|hubbi|the|about|info|information|details|for|on|what|how|and|is|of|re|hi|hello|hey)\s*)*$/;

/** Shipment numbers: S and digits (hub §3 ShipNumber, e.g. S00001234). */
const SHIPMENT_NUMBER = /\bS\d{3,}\b/i;
/** Order numbers: PO-/SO- then letters and digits (with at least one digit), maybe a split suffix -0. */
const ORDER_NUMBER = /\b(?:PO|SO)-?(?=[A-Z0-9]*\d)[A-Z0-9]{3,}(?:-\d{1,3})?\b/i;

/**
 * The shipment or order number a message names (the first one), in upper case; null when none.
 * A record key (AU-S01009240) yields its number; an order number typed without its hyphen gets it.
 */
export function extractRecordNumber(text: string): string | null {
  const found = [SHIPMENT_NUMBER.exec(text), ORDER_NUMBER.exec(text)]
    .filter((m): m is RegExpExecArray => m !== null)
    .sort((a, b) => a.index - b.index)[0];
  if (!found) return null;
  const number = found[0].toUpperCase();
  return /^(?:PO|SO)\d/.test(number) ? `${number.slice(0, 2)}-${number.slice(2)}` : number;
}

/** Whether a number names a shipment (else an order). */
export const isShipmentNumber = (number: string) => /^S\d/.test(number);

function onlyNamesARecord(text: string): boolean {
  const withoutNumbers = text
    .replace(/\b[A-Z]{2}-(?=S\d)/gi, '')
    .replace(new RegExp(SHIPMENT_NUMBER.source, 'gi'), ' ')
    .replace(new RegExp(ORDER_NUMBER.source, 'gi'), ' ');
  return FILLER.test(normalise(withoutNumbers));
}

/**
 * Asking for a person in ways `asksForRepresentative` leaves out: "is anyone there?", "is a
 * representative available?", "customer service please".
 */
const ASKS_FOR_SOMEONE = [
  /\b(?:is|are) (?:a |an |any |the )?(?:representative|rep|human|real person|person|staff|someone|somebody|anyone|anybody) (?:available|there|around|online)\b/,
  /^(?:customer service|live agent|real person|a human|a representative)(?: please| pls)?$/,
];

/**
 * What a customer's message asks (hub §6). A request for a person wins over everything (the chat
 * service then hands the channel to the team); record questions come before small talk, so "hi, when
 * will it arrive?" is an ETA question; a message that only names a record number finds it.
 */
export function classifyIntent(text: string): BotIntent {
  const t = normalise(text);
  if (asksForRepresentative(text) || matches(t, ASKS_FOR_SOMEONE)) return 'representative';
  if (t === '') return 'unknown';
  const hasNumber = extractRecordNumber(text) !== null;
  for (const intent of BOT_INTENTS) {
    if (intent === 'eta') {
      if (matches(t, ETA_WORDS)) return 'eta';
      continue;
    }
    if (intent === 'etd') {
      if (matches(t, ETD_WORDS)) return 'etd';
      if (matches(t, ETA_WEAK_WORDS)) return 'eta';
      continue;
    }
    if (intent === 'findShipment' && hasNumber && onlyNamesARecord(text)) return 'findShipment';
    if (matches(t, PATTERNS[intent])) return intent;
  }
  return 'unknown';
}

/**
 * Whether a message asks for a person (hub §6): the one check the web (before it sends) and the
 * server (the representative request, the bot) share. It includes `asksForRepresentative`.
 */
export function asksForPerson(text: string): boolean {
  return classifyIntent(text) === 'representative';
}

/**
 * hub §9 `DD MMM YYYY` as the detail screen writes it, N/A when missing. A chat message is one text
 * for every reader, whatever their zone, so the day is the UTC calendar day, as in notifications.
 */
export function formatBotDate(iso: string | null | undefined): string {
  if (!iso || Number.isNaN(new Date(iso).getTime())) return NOT_AVAILABLE;
  return formatNotificationDate(iso);
}

/** The bot's texts that depend on no record. */
export const BOT_TEXTS = {
  greeting: "Hi, I'm Hubbi, the portal's assistant.",
  thanks: "You're welcome! Anything else I can help with?",
  helpIntro: "Here's what I can do:",
  unknownIntro: "Sorry, I didn't understand that. Here's what I can do:",
  capabilities: [
    "Tell you a shipment's ETA and ETD, its status and milestones, and where the cargo is.",
    'List its containers and their availability, the documents on file and its delivery requests.',
    "Find a shipment by its number (e.g. 'find S00001234'), add it to your favourites or mark it as priority.",
  ],
  representativeOffer: "Type 'talk to a representative' to reach our team.",
  representative: "I'll ask one of our representatives to join this chat.",
  /** A request for a person outside trading hours (hub §9): the notice goes between the two. */
  deskClosed: 'Our team is away right now.',
  stillHere: 'I can still answer questions about your shipments.',
  askWhichShipment: 'Which shipment? Give me its number, e.g. S00001234.',
  recordGone: "I couldn't find this record.",
  opening: 'Opening it for you.',
  lookupFailed: "Sorry, I couldn't look that up just now.",
} as const;

/** What the bot says when it cannot answer: its data could not be read, or the bot failed. */
export const BOT_FALLBACK_TEXT = `${BOT_TEXTS.lookupFailed}\n${BOT_TEXTS.representativeOffer}`;

/**
 * The answer to a request for a person that the desk refused (outside trading hours, hub §9): the
 * trading-hours notice, and that the bot still answers. Never promises a representative.
 */
export function closedDeskText(tradingNotice: string | null): string {
  const notice = tradingNotice?.trim().replace(/\.$/, '');
  return [BOT_TEXTS.deskClosed, notice ? `${notice}.` : null, BOT_TEXTS.stillHere]
    .filter((part) => part !== null)
    .join(' ');
}

/** The answers to favourite and priority requests, about the record `label` names ("Shipment S00001234"). */
export const BOT_MARK_TEXTS = {
  alreadyFavourite: (label: string) => `${label} is already in your favourites.`,
  addedFavourite: (label: string) => `Added ${label} to your favourites.`,
  notFavourite: (label: string) => `${label} is not in your favourites.`,
  removedFavourite: (label: string) => `Removed ${label} from your favourites.`,
  alreadyPriority: (label: string) => `${label} is already marked as priority.`,
  notPriority: (label: string) => `${label} is not marked as priority.`,
  markedPriority: (label: string) => `Marked ${label} as priority.`,
  unmarkedPriority: (label: string) => `${label} is no longer marked as priority.`,
} as const;

/** The same words whether the number is unknown or another group's (never reveal another group's record). */
export function notFoundText(number: string): string {
  return `I couldn't find ${isShipmentNumber(number) ? 'a shipment' : 'an order'} numbered ${number}.`;
}

/** The reply listing what the bot can do, opened by `intro` and closed by the representative offer. */
export function capabilitiesText(intro: string): string {
  return [intro, ...BOT_TEXTS.capabilities.map((c) => `- ${c}`), BOT_TEXTS.representativeOffer].join('\n');
}
