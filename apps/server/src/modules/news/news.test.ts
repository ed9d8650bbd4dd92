/**
 * The news calls (issue 13): getNews from the provider's own news updates (no feed configured) and
 * from RSS feeds served by a local http server (a failing feed skipped; every feed failing falls
 * back to the own updates; HTML stripped, unsafe links dropped; hub §9 age and order), the cache and
 * its refresh; newsletters (age, order). Both need a session and hold no organisation data, so
 * every user sees the same answer.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { NewsItemDto, NewsletterDto } from '@navia/domain/contracts/news';
import { NEWS_MAX_ITEMS } from '@navia/domain/rules/dashboard/news';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { newsletters, newsUpdates } from '../../db/schema/index.ts';
import { createOrgGroup } from '../../test/factories.ts';
import { createTestApp, type TestApp, unique } from '../../test/test-app.ts';
import { type Agent, loggedIn } from '../shipments/test-factories.ts';
import { refreshNewsFeeds } from './news.service.ts';

// A "now" far from any other test's rows, so the age rule sees only this file's.
const NOW = new Date('2031-05-20T12:00:00Z');
const daysAgo = (d: number) => new Date(NOW.getTime() - d * 86_400_000);
const rfc822 = (d: Date) => d.toUTCString();

let t: TestApp;
let me: Agent;
let other: Agent;
let staff: Agent;
let server: Server;
let base: string;
let tag: string;
let feedVersion = 1;
const hits: Record<string, number> = {};

function rss(title: string, items: { title: string; date: Date; link: string; description: string }[]) {
  return `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0"><channel><title>${title}</title><link>https://feed.test/</link><description>d</description>
${items
  .map(
    (i) => `<item><title>${i.title}</title><link>${i.link}</link><pubDate>${rfc822(i.date)}</pubDate>
<description><![CDATA[${i.description}]]></description></item>`,
  )
  .join('\n')}
</channel></rss>`;
}

beforeAll(async () => {
  t = await createTestApp({ now: () => NOW });
  const db = t.database.db;
  me = await loggedIn(t, { role: 'OP', orgGroupId: (await createOrgGroup(db)).id });
  other = await loggedIn(t, { role: 'OP', orgGroupId: (await createOrgGroup(db)).id });
  staff = await loggedIn(t, { role: 'NU' });
  tag = unique();
  await db.insert(newsUpdates).values([
    {
      title: `${tag} two days`,
      content: '<b>Bold</b> &amp; plain',
      publishedAt: daysAgo(2),
      link: '/customize',
    },
    { title: `${tag} ten days`, content: 'Ten', publishedAt: daysAgo(10), link: 'javascript:alert(1)' },
    { title: `${tag} forty days`, content: 'Old', publishedAt: daysAgo(40) },
    { title: `${tag} today`, content: 'Today', publishedAt: daysAgo(0.1), link: 'https://navia.test/n/1' },
  ]);
  await db.insert(newsletters).values([
    {
      name: `${tag}-a`,
      displayName: 'A',
      description: 'a',
      link: 'https://navia.test/a',
      lastModified: daysAgo(20),
    },
    {
      name: `${tag}-b`,
      displayName: 'B',
      description: '<i>b</i>',
      link: 'https://navia.test/b',
      lastModified: daysAgo(1),
    },
    {
      name: `${tag}-old`,
      displayName: 'Old',
      description: '',
      link: 'https://navia.test/o',
      lastModified: daysAgo(60),
    },
  ]);

  server = createServer((req, res) => {
    const path = req.url ?? '/';
    hits[path] = (hits[path] ?? 0) + 1;
    if (path === '/good.xml') {
      res.setHeader('content-type', 'application/rss+xml');
      res.end(
        rss('Freight &lt;b&gt;Weekly&lt;/b&gt;', [
          {
            title: `Old story ${feedVersion}`,
            date: daysAgo(45),
            link: 'https://feed.test/old',
            description: 'old',
          },
          {
            title: `Rates &amp; capacity v${feedVersion}`,
            date: daysAgo(1),
            link: 'https://feed.test/rates',
            description: '<p>Rates <script>alert(1)</script>rose <img src=x onerror=alert(1)> sharply.</p>',
          },
          {
            title: 'Unsafe link',
            date: daysAgo(3),
            link: 'javascript:alert(1)',
            description: 'x'.repeat(2000),
          },
        ]),
      );
    } else if (path === '/second.xml') {
      res.setHeader('content-type', 'application/rss+xml');
      res.end(
        rss('Second', [
          { title: 'Newest', date: daysAgo(0.5), link: 'https://second.test/1', description: 'n' },
        ]),
      );
    } else if (path === '/broken.xml') {
      res.setHeader('content-type', 'application/rss+xml');
      res.end('<rss><channel><item><title>unclosed');
    } else {
      res.statusCode = 500;
      res.end('boom');
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

/** NAVIA_NEWS_FEEDS as the app read it at start. */
const useFeeds = (...paths: string[]) => {
  t.ctx.config.NAVIA_NEWS_FEEDS = paths.map((p) => `${base}${p}`);
};

afterEach(() => useFeeds());

afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
  await t?.app.close();
});

const news = async (agent: Agent) => {
  const res = await agent.get('/api/customize/getNews');
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as NewsItemDto[];
};
const mine = (items: NewsItemDto[]) => items.filter((i) => i.title.startsWith(tag));

describe('GET /api/customize/getNews', () => {
  it('needs a session', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/customize/getNews' })).statusCode).toBe(401);
  });

  it("without a feed: the provider's own news updates, a month at most, newest first, plain text, safe links", async () => {
    const items = mine(await news(me));
    expect(items.map((i) => i.title)).toEqual([`${tag} today`, `${tag} two days`, `${tag} ten days`]);
    expect(items[0]).toMatchObject({ link: 'https://navia.test/n/1', source: 'NAVIA' });
    expect(items[1]).toMatchObject({ contentSnippet: 'Bold & plain', link: '/customize' });
    expect(items[2]?.link).toBeNull();
  });

  it('is the same for every user (no organisation data)', async () => {
    const a = await news(me);
    expect(await news(other)).toEqual(a);
    expect(await news(staff)).toEqual(a);
  });

  it('reads the feeds: failing ones skipped, old items dropped, newest first, no HTML, bounded', async () => {
    useFeeds('/good.xml', '/missing.xml', '/broken.xml');
    const items = await news(me);
    expect(items.map((i) => i.title)).toEqual([`Rates & capacity v${feedVersion}`, 'Unsafe link']);
    const [rates, unsafe] = items;
    expect(rates).toMatchObject({
      source: 'Freight Weekly',
      link: 'https://feed.test/rates',
      isoDate: daysAgo(1).toISOString(),
    });
    expect(rates?.contentSnippet).toBe('Rates rose sharply.');
    expect(unsafe?.link).toBeNull();
    expect(unsafe?.contentSnippet.length).toBeLessThanOrEqual(300);
    expect(JSON.stringify(items)).not.toMatch(/[<>]|script|onerror/);
    expect(items.length).toBeLessThanOrEqual(NEWS_MAX_ITEMS);
  });

  it('answers from the cache until refreshNewsFeeds re-reads the feeds', async () => {
    useFeeds('/good.xml', '/second.xml');
    const first = await news(me);
    expect(first.map((i) => i.title)).toEqual(['Newest', `Rates & capacity v${feedVersion}`, 'Unsafe link']);
    const readsBefore = hits['/good.xml'] ?? 0;
    feedVersion = 2;
    expect((await news(other)).map((i) => i.title)).toEqual(first.map((i) => i.title));
    expect(hits['/good.xml']).toBe(readsBefore);

    expect(await refreshNewsFeeds(t.ctx)).toEqual({ feeds: 2, failed: 0, items: 4 });
    expect((await news(me)).map((i) => i.title)).toContain('Rates & capacity v2');
  });

  it("every feed failing: the provider's own news updates are served", async () => {
    useFeeds('/missing.xml', '/broken.xml');
    expect(mine(await news(me)).map((i) => i.title)).toEqual([
      `${tag} today`,
      `${tag} two days`,
      `${tag} ten days`,
    ]);
    expect(await refreshNewsFeeds(t.ctx)).toEqual({ feeds: 2, failed: 2, items: 0 });
  });
});

describe('GET /api/naviaUpdates/newsletters', () => {
  it('needs a session', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/naviaUpdates/newsletters' })).statusCode).toBe(
      401,
    );
  });

  it('lists newsletters changed within a month, most recent first, for every user alike', async () => {
    const res = await me.get('/api/naviaUpdates/newsletters');
    expect(res.statusCode, res.body).toBe(200);
    const list = (res.json() as NewsletterDto[]).filter((n) => n.name.startsWith(tag));
    expect(list.map((n) => n.name)).toEqual([`${tag}-b`, `${tag}-a`]);
    expect(list[0]).toMatchObject({
      displayname: 'B',
      description: 'b',
      link: 'https://navia.test/b',
      lastModified: daysAgo(1).toISOString(),
    });
    expect(typeof list[0]?._id).toBe('string');
    expect((await other.get('/api/naviaUpdates/newsletters')).json()).toEqual(res.json());
  });
});
