/**
 * The NEWS FEED's rules (issue 13; hub §9 "news and newsletters older than about 1 month are
 * dropped; the rest sorted newest first"). Pure: the server applies them to the feeds it read and to
 * the provider's own updates; the tests are table-driven.
 *
 * Sanitising: feed text is untrusted. Titles and snippets become plain text (tags removed, entities
 * decoded, whitespace collapsed, cut to a bound) and links are kept only when they are http(s), so
 * no HTML and no `javascript:` URL reaches the client.
 */

/** "About a month" (hub §9). */
export const NEWS_MAX_AGE_DAYS = 31;
/** At most this many feeds are read (issue 13: "up to 3 feeds"). */
export const NEWS_MAX_FEEDS = 3;
/** The response's bound: items across all feeds. */
export const NEWS_MAX_ITEMS = 20;
/** Items kept per feed when it is read (before the age rule). */
export const NEWS_MAX_ITEMS_PER_FEED = 50;
export const NEWS_TITLE_MAX = 200;
export const NEWS_SNIPPET_MAX = 300;
export const NEWS_LINK_MAX = 2000;
/** Newsletters listed at most. */
export const NEWSLETTERS_MAX = 20;

const DAY_MS = 24 * 60 * 60 * 1000;

const NAMED_ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
  ndash: '–',
  mdash: '—',
  hellip: '…',
  lsquo: '‘',
  rsquo: '’',
  ldquo: '“',
  rdquo: '”',
};

function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#[0-9]+|[a-z]+);/gi, (whole, code: string) => {
    if (code[0] === '#') {
      const n =
        code[1] === 'x' || code[1] === 'X' ? Number.parseInt(code.slice(2), 16) : Number(code.slice(1));
      return Number.isInteger(n) && n > 0 && n <= 0x10ffff ? String.fromCodePoint(n) : '';
    }
    return NAMED_ENTITIES[code.toLowerCase()] ?? whole;
  });
}

/**
 * Plain text of a feed's HTML or text: scripts and styles dropped with their content, other tags
 * removed, entities decoded, whitespace collapsed, cut to `max` characters (with an ellipsis).
 * Angle brackets left after decoding are removed too, so the result never holds a tag.
 */
export function plainText(input: string | null | undefined, max: number): string {
  if (!input) return '';
  let text = input
    .replace(/<!\[CDATA\[([\s\S]*?)\]\]>/g, '$1')
    .replace(/<(script|style)\b[^>]*>[\s\S]*?<\/\1\s*>/gi, ' ')
    .replace(/<!--[\s\S]*?-->/g, ' ')
    .replace(/<\/?[a-z][^>]*>/gi, ' ');
  text = decodeEntities(text)
    .replace(/[<>]/g, ' ')
    // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is removed
    .replace(/[\u0000-\u001f\u007f]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  if (text.length <= max) return text;
  const cut = text.slice(0, Math.max(0, max - 1));
  const atWord = cut.replace(/\s+\S*$/, '');
  return `${(atWord.length > max * 0.6 ? atWord : cut).trimEnd()}…`;
}

/** The link when it is an absolute http(s) URL (or a portal path starting with one '/'); else null. */
export function safeLink(input: string | null | undefined): string | null {
  if (!input) return null;
  const link = input.trim();
  if (link.length === 0 || link.length > NEWS_LINK_MAX) return null;
  if (/^\/(?![/\\])/.test(link)) return /[\s<>"]/.test(link) ? null : link;
  try {
    const url = new URL(link);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}

/** hub §3 news item (plus the feed it came from). */
export type NewsItem = {
  title: string;
  isoDate: string;
  contentSnippet: string;
  link: string | null;
  source: string;
};

/** A raw item as a feed parser gives it (rss-parser: `content` is the HTML, preferred over its own `contentSnippet`, which keeps script text). */
export type RawNewsItem = {
  title?: string | null;
  isoDate?: string | null;
  pubDate?: string | null;
  contentSnippet?: string | null;
  content?: string | null;
  summary?: string | null;
  link?: string | null;
};

/** A raw item made safe; null when it has no title or no readable date. */
export function cleanNewsItem(raw: RawNewsItem, source: string): NewsItem | null {
  const title = plainText(raw.title, NEWS_TITLE_MAX);
  const time = Date.parse(raw.isoDate ?? raw.pubDate ?? '');
  if (title.length === 0 || Number.isNaN(time)) return null;
  return {
    title,
    isoDate: new Date(time).toISOString(),
    contentSnippet: plainText(raw.content ?? raw.summary ?? raw.contentSnippet, NEWS_SNIPPET_MAX),
    link: safeLink(raw.link),
    source: plainText(source, 100),
  };
}

/**
 * hub §9: items dated more than NEWS_MAX_AGE_DAYS before `now` are dropped, the rest sorted newest
 * first (ties by title), duplicates (same link, or same title without a link) kept once, at most
 * `limit` returned. Items with an unreadable date are dropped.
 */
function selectRecent<T>(
  items: readonly T[],
  now: Date,
  dateOf: (item: T) => string,
  options: { limit?: number; maxAgeDays?: number; key?: (item: T) => string } = {},
): T[] {
  const cutoff = now.getTime() - (options.maxAgeDays ?? NEWS_MAX_AGE_DAYS) * DAY_MS;
  const dated = items
    .map((item) => ({ item, time: Date.parse(dateOf(item)) }))
    .filter((d) => !Number.isNaN(d.time) && d.time >= cutoff)
    .sort((a, b) => b.time - a.time);
  const seen = new Set<string>();
  const out: T[] = [];
  for (const { item } of dated) {
    const key = options.key?.(item);
    if (key !== undefined) {
      if (seen.has(key)) continue;
      seen.add(key);
    }
    out.push(item);
    if (out.length >= (options.limit ?? Number.POSITIVE_INFINITY)) break;
  }
  return out;
}

/** The news feed's selection of news items (hub §9), bounded to NEWS_MAX_ITEMS. */
export function selectRecentNews(items: readonly NewsItem[], now: Date, limit = NEWS_MAX_ITEMS): NewsItem[] {
  return selectRecent(items, now, (i) => i.isoDate, {
    limit,
    key: (i) => i.link ?? `title:${i.title.toLowerCase()}`,
  });
}

/**
 * NAVIA_NEWS_FEEDS: comma-separated feed URLs. Blank entries and anything not http(s) are ignored,
 * duplicates kept once, at most NEWS_MAX_FEEDS. Empty: the portal's own news updates are the feed.
 */
export function parseNewsFeedUrls(value: string | null | undefined): string[] {
  const urls: string[] = [];
  for (const part of (value ?? '').split(',')) {
    const link = safeLink(part);
    if (!link || link.startsWith('/') || urls.includes(link)) continue;
    urls.push(link);
    if (urls.length === NEWS_MAX_FEEDS) break;
  }
  return urls;
}
