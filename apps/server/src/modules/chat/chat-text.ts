/**
 * A chat message's text (issue 12): HTML is cut down to a strict allow-list before it is stored, so
 * a stored <script>, an event handler or a javascript: link can never come back to a reader; and
 * the plain text of a message, for the bot, the inbox preview and notifications.
 */
import sanitizeHtml from 'sanitize-html';

/** Simple formatting, lists and links (http, https and mailto only; they never carry the opener). */
const CHAT_HTML: sanitizeHtml.IOptions = {
  allowedTags: ['b', 'i', 'em', 'strong', 'u', 'br', 'p', 'ul', 'ol', 'li', 'a'],
  allowedAttributes: { a: ['href', 'rel'] },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesByTag: {},
  allowedSchemesAppliedToAttributes: ['href'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  // Whatever rel the sender wrote, a link opens without a handle on the portal's window.
  transformTags: {
    a: (tagName, attribs) => ({
      tagName,
      attribs: { ...(attribs.href ? { href: attribs.href } : {}), rel: 'noopener noreferrer' },
    }),
  },
};

/** The HTML a chat message may keep. */
export function sanitiseChatHtml(html: string): string {
  return sanitizeHtml(html, CHAT_HTML).trim();
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", nbsp: ' ' };

/** The text a reader sees in an HTML message: tags dropped, paragraphs and breaks as new lines. */
export function plainTextOf(text: string, isHtml: boolean): string {
  if (!isHtml) return text;
  const withBreaks = text.replace(/<br\s*\/?>|<\/(p|li)>/gi, '\n');
  const stripped = sanitizeHtml(withBreaks, { allowedTags: [], allowedAttributes: {} });
  return stripped
    .replace(/&(amp|lt|gt|quot|#39|nbsp);/g, (_, name: string) => ENTITIES[name] ?? '')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

/** A short one-line preview (notifications). */
export function excerptOf(text: string, max = 120): string {
  const line = text.replace(/\s+/g, ' ').trim();
  return line.length > max ? `${line.slice(0, max - 1)}…` : line;
}
