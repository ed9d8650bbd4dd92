/**
 * The NEWS FEED and newsletters (issue 13; hub §7 getNews, naviaUpdates/newsletters; hub §8 silent
 * failures; hub §9 news age).
 *
 * Feeds: NAVIA_NEWS_FEEDS (comma-separated URLs, at most three; read here and nowhere else). They are
 * read on the server with rss-parser and cached per app; `refreshNewsFeeds` re-reads them and is run
 * on a schedule. A request finding no cache (first call, or the setting changed) reads the feeds
 * itself; one finding a cache older than NEWS_STALE_MS answers from it and refreshes in the
 * background. A feed that fails (network, status, size, XML) is skipped and logged; when every
 * configured feed fails, the provider's own news updates are served instead, so the widget is never
 * empty for that reason alone.
 *
 * With no feed configured the feed is the provider's own news updates (table news_updates), read on
 * each call so an administrator's change (issue 15) shows at once.
 */
import type { NewsletterDto } from '@navia/domain/contracts/news';
import {
  cleanNewsItem,
  NEWS_MAX_AGE_DAYS,
  NEWS_MAX_ITEMS,
  NEWS_MAX_ITEMS_PER_FEED,
  NEWSLETTERS_MAX,
  type NewsItem,
  type RawNewsItem,
  selectRecentNews,
} from '@navia/domain/rules/dashboard/news';
import Parser from 'rss-parser';
import type { AppContext } from '../../context.ts';
import { presentNewsletter, presentNewsUpdate } from './news.presenter.ts';
import * as repo from './news.repository.ts';

/** The environment variable naming the feeds. */
/** A feed answering later than this is skipped. */
const NEWS_FEED_TIMEOUT_MS = 8_000;
/** A feed larger than this is skipped. */
const NEWS_FEED_MAX_BYTES = 2 * 1024 * 1024;
/** The scheduled refresh's interval (the cron the lead wires), and the age past which a request refreshes. */
const NEWS_REFRESH_INTERVAL_MS = 30 * 60 * 1000;
const NEWS_STALE_MS = 2 * NEWS_REFRESH_INTERVAL_MS;

const DAY_MS = 24 * 60 * 60 * 1000;

/** The configured feed URLs (NAVIA_NEWS_FEEDS, validated at start: at most 3 http(s) URLs). */
function configuredNewsFeeds(ctx: AppContext): readonly string[] {
  return ctx.config.NAVIA_NEWS_FEEDS;
}

type FeedCache = {
  key: string;
  items: NewsItem[];
  /** How many configured feeds answered on the last read. */
  answered: number;
  refreshedAt: number;
};

const caches = new WeakMap<AppContext, FeedCache>();
const inflight = new WeakMap<AppContext, Promise<FeedCache>>();

const parser = new Parser({ timeout: NEWS_FEED_TIMEOUT_MS });

async function fetchText(url: string): Promise<string> {
  const res = await fetch(url, {
    signal: AbortSignal.timeout(NEWS_FEED_TIMEOUT_MS),
    redirect: 'follow',
    headers: {
      accept: 'application/rss+xml, application/atom+xml, application/xml, text/xml;q=0.9, */*;q=0.5',
    },
  });
  if (!res.ok || !res.body) throw new Error(`status ${res.status}`);
  const declared = Number(res.headers.get('content-length') ?? '0');
  if (declared > NEWS_FEED_MAX_BYTES) throw new Error(`too large: ${declared} bytes`);
  const chunks: Uint8Array[] = [];
  let size = 0;
  for await (const chunk of res.body as AsyncIterable<Uint8Array>) {
    size += chunk.byteLength;
    if (size > NEWS_FEED_MAX_BYTES) throw new Error(`too large: over ${NEWS_FEED_MAX_BYTES} bytes`);
    chunks.push(chunk);
  }
  return Buffer.concat(chunks).toString('utf8');
}

/** One feed's items, made safe; throws when the feed cannot be read. */
async function readFeed(url: string): Promise<NewsItem[]> {
  const feed = await parser.parseString(await fetchText(url));
  const source = feed.title?.trim() || new URL(url).hostname;
  return (feed.items as RawNewsItem[])
    .slice(0, NEWS_MAX_ITEMS_PER_FEED)
    .map((raw) => cleanNewsItem(raw, source))
    .filter((item): item is NewsItem => item !== null);
}

/**
 * Re-reads the configured feeds into the app's cache (the scheduled job). Never throws: a failing
 * feed is logged and skipped. Answers what it read, for the job's log.
 */
export async function refreshNewsFeeds(
  ctx: AppContext,
): Promise<{ feeds: number; failed: number; items: number }> {
  const urls = configuredNewsFeeds(ctx);
  if (urls.length === 0) {
    caches.delete(ctx);
    return { feeds: 0, failed: 0, items: 0 };
  }
  const cache = await readIntoCache(ctx, urls);
  return { feeds: urls.length, failed: urls.length - cache.answered, items: cache.items.length };
}

function readIntoCache(ctx: AppContext, urls: readonly string[]): Promise<FeedCache> {
  const running = inflight.get(ctx);
  if (running) return running;
  const read = (async () => {
    const results = await Promise.allSettled(urls.map((url) => readFeed(url)));
    const items: NewsItem[] = [];
    let answered = 0;
    results.forEach((result, i) => {
      if (result.status === 'fulfilled') {
        answered += 1;
        items.push(...result.value);
      } else {
        // hub §8: silent for the user; logged for the operator.
        ctx.log.warn({ feed: urls[i], err: String(result.reason) }, 'news feed skipped');
      }
    });
    const cache: FeedCache = { key: urls.join(','), items, answered, refreshedAt: Date.now() };
    caches.set(ctx, cache);
    return cache;
  })().finally(() => inflight.delete(ctx));
  inflight.set(ctx, read);
  return read;
}

async function ownNewsUpdates(ctx: AppContext, now: Date): Promise<NewsItem[]> {
  const since = new Date(now.getTime() - NEWS_MAX_AGE_DAYS * DAY_MS);
  const rows = await repo.findRecentNewsUpdates(ctx.database.db, since, NEWS_MAX_ITEMS);
  return rows.map(presentNewsUpdate).filter((item): item is NewsItem => item !== null);
}

/** GET /api/customize/getNews */
export async function getNews(ctx: AppContext): Promise<NewsItem[]> {
  const now = ctx.now();
  const urls = configuredNewsFeeds(ctx);
  if (urls.length === 0) return selectRecentNews(await ownNewsUpdates(ctx, now), now);
  let cache = caches.get(ctx);
  if (!cache || cache.key !== urls.join(',')) {
    cache = await readIntoCache(ctx, urls);
  } else if (Date.now() - cache.refreshedAt > NEWS_STALE_MS) {
    void readIntoCache(ctx, urls).catch(() => undefined);
  }
  if (cache.answered === 0) return selectRecentNews(await ownNewsUpdates(ctx, now), now);
  return selectRecentNews(cache.items, now);
}

/** GET /api/naviaUpdates/newsletters */
export async function listNewsletters(ctx: AppContext): Promise<NewsletterDto[]> {
  const since = new Date(ctx.now().getTime() - NEWS_MAX_AGE_DAYS * DAY_MS);
  const rows = await repo.findRecentNewsletters(ctx.database.db, since, NEWSLETTERS_MAX);
  return rows.map(presentNewsletter);
}
