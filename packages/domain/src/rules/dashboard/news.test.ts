import { describe, expect, it } from 'vitest';
import {
  cleanNewsItem,
  NEWS_MAX_FEEDS,
  NEWS_MAX_ITEMS,
  type NewsItem,
  parseNewsFeedUrls,
  plainText,
  safeLink,
  selectRecentNews,
} from './news.ts';

const now = new Date('2026-11-28T12:00:00Z');
const item = (
  isoDate: string,
  title = isoDate,
  link: string | null = `https://x.test/${title}`,
): NewsItem => ({
  title,
  isoDate,
  contentSnippet: '',
  link,
  source: 'X',
});

describe('selectRecentNews (hub §9: older than about a month dropped, newest first)', () => {
  const cases: { name: string; dates: string[]; expected: string[] }[] = [
    { name: 'empty', dates: [], expected: [] },
    {
      name: 'sorted newest first',
      dates: ['2026-11-01T00:00:00Z', '2026-11-27T00:00:00Z', '2026-11-15T00:00:00Z'],
      expected: ['2026-11-27T00:00:00Z', '2026-11-15T00:00:00Z', '2026-11-01T00:00:00Z'],
    },
    {
      name: 'exactly 31 days old is kept, a minute more is dropped',
      dates: ['2026-10-28T12:00:00Z', '2026-10-28T11:59:00Z'],
      expected: ['2026-10-28T12:00:00Z'],
    },
    { name: 'two months old dropped', dates: ['2026-09-28T00:00:00Z'], expected: [] },
    {
      name: 'unreadable date dropped',
      dates: ['not a date', '2026-11-20T00:00:00Z'],
      expected: ['2026-11-20T00:00:00Z'],
    },
  ];
  it.each(cases)('$name', ({ dates, expected }) => {
    expect(
      selectRecentNews(
        dates.map((d) => item(d)),
        now,
      ).map((i) => i.isoDate),
    ).toEqual(expected);
  });

  it('keeps one of each link, and one of each title without a link', () => {
    const items = [
      item('2026-11-27T00:00:00Z', 'a', 'https://x.test/same'),
      item('2026-11-26T00:00:00Z', 'b', 'https://x.test/same'),
      item('2026-11-25T00:00:00Z', 'Title', null),
      item('2026-11-24T00:00:00Z', 'title', null),
    ];
    expect(selectRecentNews(items, now).map((i) => i.title)).toEqual(['a', 'Title']);
  });

  it(`returns at most ${NEWS_MAX_ITEMS} items`, () => {
    const many = Array.from({ length: 60 }, (_, i) =>
      item(new Date(now.getTime() - i * 3_600_000).toISOString()),
    );
    const out = selectRecentNews(many, now);
    expect(out).toHaveLength(NEWS_MAX_ITEMS);
    expect(out[0]?.isoDate).toBe(now.toISOString());
  });
});

describe('plainText: no HTML reaches the client', () => {
  const cases: [string, string | null, number, string][] = [
    ['null', null, 50, ''],
    ['tags removed', '<p>Hello <b>world</b></p>', 50, 'Hello world'],
    ['script with content removed', 'a<script>alert(1)</script>b', 50, 'a b'],
    ['style removed', '<style>p{}</style>text', 50, 'text'],
    ['entities decoded', 'Fish &amp; chips &#8211; &#x2014; &rsquo;', 50, 'Fish & chips – — ’'],
    [
      'encoded tags never become tags',
      '&lt;img src=x onerror=alert(1)&gt;',
      50,
      'img src=x onerror=alert(1)',
    ],
    ['comments removed', 'a<!-- <b>hidden</b> -->b', 50, 'a b'],
    ['CDATA unwrapped', '<![CDATA[<i>x</i>]]>', 50, 'x'],
    ['whitespace collapsed', '  a \n\t b  ', 50, 'a b'],
    ['cut at a word with an ellipsis', 'alpha beta gamma delta', 15, 'alpha beta…'],
    ['a long word cut hard', 'abcdefghijklmnopqrstuvwxyz', 10, 'abcdefghi…'],
  ];
  it.each(cases)('%s', (_name, input, max, expected) => {
    const out = plainText(input, max);
    expect(out).toBe(expected);
    expect(out.length).toBeLessThanOrEqual(max);
    expect(out).not.toMatch(/[<>]/);
  });
});

describe('safeLink', () => {
  const cases: [string | null, string | null][] = [
    [null, null],
    ['', null],
    ['https://example.com/a?b=1', 'https://example.com/a?b=1'],
    ['http://example.com', 'http://example.com/'],
    ['  https://example.com/x  ', 'https://example.com/x'],
    ['javascript:alert(1)', null],
    ['JaVaScRiPt:alert(1)', null],
    ['data:text/html,<b>x</b>', null],
    ['ftp://example.com/file', null],
    ['/customize', '/customize'],
    ['//evil.test/x', null],
    ['/\\evil.test', null],
    ['not a url', null],
    [`https://example.com/${'a'.repeat(2100)}`, null],
  ];
  it.each(cases)('%s → %s', (input, expected) => {
    expect(safeLink(input)).toBe(expected);
  });
});

describe('cleanNewsItem', () => {
  it('makes a parser item safe', () => {
    expect(
      cleanNewsItem(
        {
          title: ' <b>Rates</b> &amp; capacity ',
          pubDate: 'Fri, 27 Nov 2026 10:00:00 GMT',
          content: '<p>Body <a href="javascript:x">link</a></p>',
          link: 'javascript:alert(1)',
        },
        'Feed <i>name</i>',
      ),
    ).toEqual({
      title: 'Rates & capacity',
      isoDate: '2026-11-27T10:00:00.000Z',
      contentSnippet: 'Body link',
      link: null,
      source: 'Feed name',
    });
  });
  it.each([
    ['no title', { title: '', isoDate: '2026-11-27T10:00:00Z' }],
    ['title of tags only', { title: '<br/>', isoDate: '2026-11-27T10:00:00Z' }],
    ['no date', { title: 'x' }],
    ['bad date', { title: 'x', isoDate: 'yesterday' }],
  ])('null when %s', (_name, raw) => {
    expect(cleanNewsItem(raw, 'S')).toBeNull();
  });
});

describe('parseNewsFeedUrls (NAVIA_NEWS_FEEDS)', () => {
  const cases: [string | undefined, string[]][] = [
    [undefined, []],
    ['', []],
    [' , ,', []],
    ['https://a.test/rss', ['https://a.test/rss']],
    ['https://a.test/rss, http://b.test/feed.xml', ['https://a.test/rss', 'http://b.test/feed.xml']],
    ['https://a.test/rss,https://a.test/rss', ['https://a.test/rss']],
    ['file:///etc/passwd,javascript:x,/local,https://ok.test/', ['https://ok.test/']],
    [
      'https://1.test/,https://2.test/,https://3.test/,https://4.test/',
      ['https://1.test/', 'https://2.test/', 'https://3.test/'],
    ],
  ];
  it.each(cases)('%s', (value, expected) => {
    const urls = parseNewsFeedUrls(value);
    expect(urls).toEqual(expected);
    expect(urls.length).toBeLessThanOrEqual(NEWS_MAX_FEEDS);
  });
});
