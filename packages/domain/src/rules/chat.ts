/**
 * Chat rules shared by the server and the web (issue 12; hub §3 "Chat message", §4 "Chat", §5, §6,
 * §9). Pure functions; the socket protocol and the payloads are in contracts/chat.ts.
 */

import { PROVIDER_NAME } from '../constants.ts';
import { SHIPMENT_CHAT_TITLE, SHIPMENT_CHAT_TOOLTIP } from './detail-panels.ts';

/** hub §7: the general chat's key. */
export const GENERAL_CHAT_KEY = 'MESSAGES';

/** The kinds of channel. Connect's contract chat (connect issue) adds its channels as 'contract'. */
export const CHAT_CHANNEL_KINDS = ['record', 'general', 'contract'] as const;
export type ChatChannelKind = (typeof CHAT_CHANNEL_KINDS)[number];

/** hub §9: reconnection attempts 3. */
export const CHAT_RECONNECTION_ATTEMPTS = 3;
/** hub §9: chat-triggered favourites/priority refresh and scroll-to-bottom after 500 ms. */
export const CHAT_REFRESH_DELAY_MS = 500;
/** A message's text: long enough for a question with a pasted reference list. */
export const CHAT_MESSAGE_MAX = 2000;
/** How many of the newest messages `ready` answers; older ones page in over REST. */
export const CHAT_HISTORY_LIMIT = 1000;
/**
 * How many messages the web draws at first, and how many more each LOAD OLDER MESSAGES shows (paging
 * them in over REST when fewer are held): drawing all CHAT_HISTORY_LIMIT at once makes opening a long
 * chat slow. At most the history endpoint's page limit (200).
 */
export const CHAT_RENDER_BATCH = 200;
/**
 * The staff inbox reads itself again at most this often on chatInboxChanged (trailing: the last
 * change in a burst is always shown): a busy desk sends one per message.
 */
export const CHAT_INBOX_REFRESH_MS = 2_000;
/** A channel without messages for this long is archived (hub §4 "archived"; issue 12). */
export const CHAT_ARCHIVE_AFTER_DAYS = 14;
/** Attachments: at most 10 MB each. */
export const CHAT_ATTACHMENT_MAX_BYTES = 10 * 1024 * 1024;
/**
 * The largest message number a client may name (`ready` lastMessageId, history beforeId): the
 * numbers are a Postgres integer (int4), so a larger one is bad input, refused before any query.
 */
export const CHAT_SEQ_MAX = 2_147_483_647;

// What one chat panel (one socket) and one user may send. A person types and uploads far slower;
// a client stuck in a resend loop, or a script, does not. Refused at once, never queued.

/** `message` and `file` together, per socket: a token bucket refilled 5 a second, holding 10. */
export const CHAT_SEND_RATE = { perSecond: 5, burst: 10 } as const;
/** `ready`, per socket: 1 a second, holding 3 (a first load, a reopen, a retry). */
export const CHAT_READY_RATE = { perSecond: 1, burst: 3 } as const;
/** Messages and files a socket may have unanswered at once (they are handled one at a time). */
export const CHAT_SOCKET_QUEUE_MAX = 20;
/** POST /api/user/attachment: uploads a minute, per signed-in user. */
export const CHAT_UPLOAD_RATE_LIMIT = { max: 30, timeWindowMs: 60_000 } as const;

/** hub §5: the file types a chat attachment may be, by extension, with their content types. */
export const CHAT_ATTACHMENT_TYPES = {
  jpeg: 'image/jpeg',
  jpg: 'image/jpeg',
  png: 'image/png',
  tif: 'image/tiff',
  tiff: 'image/tiff',
  pdf: 'application/pdf',
  csv: 'text/csv',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  /** hub §5 "msword": the legacy .doc format (an OLE compound file). */
  doc: 'application/msword',
} as const;
export type ChatAttachmentContentType = (typeof CHAT_ATTACHMENT_TYPES)[keyof typeof CHAT_ATTACHMENT_TYPES];
export const CHAT_ATTACHMENT_CONTENT_TYPES = [
  ...new Set(Object.values(CHAT_ATTACHMENT_TYPES)),
] as ChatAttachmentContentType[];
/** The file picker's accept list. */
export const CHAT_ATTACHMENT_ACCEPT = Object.keys(CHAT_ATTACHMENT_TYPES)
  .map((e) => `.${e}`)
  .join(',');

/** hub §5: images preview; some files get an icon; the rest a generic file icon. */
export type AttachmentPreview = 'image' | 'msg' | 'pdf' | 'spreadsheet' | 'word' | 'file';

export function attachmentPreviewOf(fileName: string): AttachmentPreview {
  const extension = fileName.includes('.') ? (fileName.split('.').pop() ?? '').toLowerCase() : '';
  if (['tif', 'tiff', 'jpg', 'jpeg', 'png'].includes(extension)) return 'image';
  if (extension === 'msg') return 'msg';
  if (extension === 'pdf') return 'pdf';
  if (extension === 'xls' || extension === 'xlsx') return 'spreadsheet';
  if (extension === 'doc' || extension === 'docx') return 'word';
  return 'file';
}

/** hub §8 chat texts. */
export const CHAT_TEXTS = {
  shipmentChatTitle: SHIPMENT_CHAT_TITLE,
  shipmentChatTooltip: SHIPMENT_CHAT_TOOLTIP,
  generalChatTitle: 'MESSAGES',
  generalChatTooltip: 'Messages from the provider will appear here.',
  startPrompt: `Click on start chat to get in touch with ${PROVIDER_NAME} staff`,
  startChat: 'START CHAT',
  channelError: 'Sorry we cannot open a channel for you.',
  messageError: 'Sorry we cannot send a message to this channel right now',
  viewingAsOrganisation: 'The chat is not available when viewing as an organisation.',
  /** hub §6 secret mode: the spec names a chat-not-available message without its words. */
  secretMode: 'The chat is not available in secret mode.',
  /** hub §8 "Chat in local mode: chat is unavailable" (words designed here). */
  localMode: 'The chat is not available in local view.',
  /** issue 15: staff switched chat off for the organisation group. */
  featureOff: 'The chat is not available for your organisation.',
  archived: 'This chat has become in-active, click here to reconnect.',
  attachmentFailed: 'COULD NOT LOAD. CLICK HERE TO RETRY.',
  attachmentUploadFailed: 'AN ERROR OCCURRED, PLEASE TRY AGAIN LATER',
  renderError: 'There has been an error rendering this message.',
  emptyLines: [
    'There are currently no messages in this chat.',
    'Post a message here to communicate with the provider.',
    'For support, ask for help in the chat and we will connect you to a representative.',
  ],
  /** hub §3: a message without a username shows as the provider's representative. */
  representative: `${PROVIDER_NAME} REPRESENTATIVE`,
  botName: 'HUBBI',
  // The words below are the web's own (the spec has none for them); they sit here so that every
  // chat text is in one catalogue, as the wizard's are in WIZARD_TEXTS.
  tryAgain: 'TRY AGAIN',
  reconnecting: 'Reconnecting… Messages you send now go out when the connection is back.',
  loadOlder: 'LOAD OLDER MESSAGES',
  /** The sender of one's own messages. */
  you: 'You',
  botBadge: 'BOT',
  sending: 'Sending…',
  waitingForConnection: 'Waiting for the connection…',
  edited: '(edited)',
  /** The staff inbox (/chat/inbox). */
  inbox: {
    title: 'CHAT INBOX',
    channelsShown: 'Channels shown',
    /** The filter of open and archived channels. */
    statusOpen: 'OPEN',
    statusArchived: 'ARCHIVED',
    waitingOnly: 'WAITING ONLY',
    empty: 'No chats here.',
    loading: 'Loading the inbox',
    chatTooltip: 'The messages of this chat. You reply as yourself.',
    columns: {
      organisation: 'ORGANISATION',
      chat: 'CHAT',
      lastMessage: 'LAST MESSAGE',
      unread: 'UNREAD',
      waiting: 'WAITING',
      handledBy: 'HANDLED BY',
      actions: 'ACTIONS',
    },
    askedForRepresentative: 'asked for a representative',
    handledByNobody: 'Nobody',
    /** A row's actions. */
    open: 'OPEN',
    claim: 'CLAIM',
    release: 'RELEASE',
    archive: 'ARCHIVE',
  },
} as const;

/** Why chat is off for a user (hub §6, §8), or null when it is available. */
export type ChatUnavailableReason = 'VIEW_AS_ORGANISATION' | 'SECRET_MODE' | 'LOCAL_MODE' | 'FEATURE_OFF';

export function chatUnavailableReason(user: {
  viewingAsOrganisation: boolean;
  isSecret: boolean;
  localViewActive: boolean;
  /** Staff switched chat off for the user's organisation group (issue 15 SETTINGS). */
  chatOffForGroup?: boolean;
}): ChatUnavailableReason | null {
  if (user.viewingAsOrganisation) return 'VIEW_AS_ORGANISATION';
  if (user.chatOffForGroup) return 'FEATURE_OFF';
  if (user.isSecret) return 'SECRET_MODE';
  if (user.localViewActive) return 'LOCAL_MODE';
  return null;
}

export const CHAT_UNAVAILABLE_TEXTS: Readonly<Record<ChatUnavailableReason, string>> = {
  VIEW_AS_ORGANISATION: CHAT_TEXTS.viewingAsOrganisation,
  SECRET_MODE: CHAT_TEXTS.secretMode,
  LOCAL_MODE: CHAT_TEXTS.localMode,
  FEATURE_OFF: CHAT_TEXTS.featureOff,
};

/**
 * Whether a message asks for a person (hub §6 "asking for a representative"): the words a customer
 * uses for a human, with or without "talk to", "speak to", "connect me". Deliberately narrow: a
 * question that merely mentions "agent" in another sense ("customs agent fees") does not count.
 */
export function asksForRepresentative(text: string): boolean {
  const t = text
    .toLowerCase()
    .replace(/[^a-z\s]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  if (/^(representative|rep|human|agent|operator|staff|a person|person)$/.test(t)) return true;
  const person =
    '(a |an |the |your |some )?(representative|rep|human|real person|person|agent|operator|someone|somebody|staff|customer service|support|team member|live agent)';
  const verbs = '(talk|speak|chat|connect|transfer|put|get|need|want|call|reach|contact)';
  return new RegExp(`\\b${verbs}\\b( me)?( through)?( to| with)? ${person}\\b`).test(t);
}

/**
 * The YYYY-MM-DD formatter of a time zone ('' for the runtime's own), made once: building an
 * Intl.DateTimeFormat costs far more than formatting, and a chat of CHAT_HISTORY_LIMIT messages asks
 * for four day labels' worth per message.
 */
const dayFormats = new Map<string, Intl.DateTimeFormat>();

function dayFormatOf(timeZone: string | undefined): Intl.DateTimeFormat {
  const key = timeZone ?? '';
  let format = dayFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    });
    dayFormats.set(key, format);
  }
  return format;
}

/** hub §3: the day heading of a message: Today, Tomorrow, Yesterday, else DD/MM (in the viewer's zone). */
export function chatDayLabel(messageTs: Date, now: Date, timeZone?: string): string {
  const format = dayFormatOf(timeZone);
  const day = (d: Date) => format.format(d);
  const dayOf = day(messageTs);
  const offset = (days: number) => day(new Date(now.getTime() + days * 86_400_000));
  if (dayOf === day(now)) return 'Today';
  if (dayOf === offset(1)) return 'Tomorrow';
  if (dayOf === offset(-1)) return 'Yesterday';
  const [, month, date] = dayOf.split('-');
  return `${date}/${month}`;
}

/** The parts of a message the list needs to fold edits and group by day. */
export type FoldableMessage = {
  messageId: string;
  text: string;
  isHtml: boolean;
  subtype: 'updated' | null;
  messageBeingUpdated: string | null;
  edited: boolean;
};

/**
 * hub §3: an edit is a message of subtype 'updated' naming messageBeingUpdated; the list shows the
 * original, with the latest text (and whether that text is HTML) and edited set, and never the edit
 * itself. The history is kept in the store; folding is for display.
 */
export function foldEdits<T extends FoldableMessage>(messages: readonly T[]): T[] {
  const latest = new Map<string, Pick<FoldableMessage, 'text' | 'isHtml'>>();
  for (const m of messages) {
    if (m.subtype === 'updated' && m.messageBeingUpdated)
      latest.set(m.messageBeingUpdated, { text: m.text, isHtml: m.isHtml });
  }
  return messages
    .filter((m) => m.subtype !== 'updated')
    .map((m) => {
      const edit = latest.get(m.messageId);
      return edit === undefined ? m : { ...m, text: edit.text, isHtml: edit.isHtml, edited: true };
    });
}

/** hub §5: the mention dropdown filters contacts by name, case-insensitively; the bot is always offered. */
export function filterMentionContacts<T extends { name: string }>(
  contacts: readonly T[],
  query: string,
): T[] {
  const q = query.trim().toLowerCase();
  return contacts.filter((c) => c.name.toLowerCase().includes(q));
}

/** hub §5: ArrowUp/ArrowDown move through the dropdown with wrap-around. */
export function moveMentionIndex(current: number, count: number, key: 'ArrowUp' | 'ArrowDown'): number {
  if (count <= 0) return -1;
  if (key === 'ArrowDown') return current < 0 ? 0 : (current + 1) % count;
  return current <= 0 ? count - 1 : current - 1;
}

/** The text after the last '@' when the caret sits in a mention being typed, else null. */
export function mentionQuery(textBeforeCaret: string): string | null {
  const match = /(?:^|\s)@([^\s@]{0,40})$/.exec(textBeforeCaret);
  return match ? (match[1] ?? '') : null;
}
