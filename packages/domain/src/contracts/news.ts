/**
 * News feed and newsletters (issue 13; hub §3 "newsletter", "news item"; hub §7 getNews and
 * /api/naviaUpdates/newsletters; hub §8 silent failures; hub §9 news age).
 * - GET /api/customize/getNews: the NEWS FEED's items, read on the server from up to three RSS/Atom
 *   feeds (NAVIA_NEWS_FEEDS) and cached, or, with no feed configured, the provider's own news
 *   updates (/api/naviaUpdates, managed by issue 15). Plain text only, http(s) links only.
 * - GET /api/naviaUpdates/newsletters: the provider's newsletters.
 * Both are the same for every signed-in user (no organisation data). The widget treats a failure as
 * "no news" (hub §8: silent).
 */
import { z } from 'zod';
import { HUB_ROUTE_RULES } from '../rules/access.ts';
import {
  NEWS_LINK_MAX,
  NEWS_MAX_AGE_DAYS,
  NEWS_MAX_FEEDS,
  NEWS_MAX_ITEMS,
  NEWS_SNIPPET_MAX,
  NEWS_TITLE_MAX,
  NEWSLETTERS_MAX,
} from '../rules/dashboard/news.ts';
import { defineEndpoint } from './endpoint.ts';

const tags = ['news'] as const;
const loggedIn = HUB_ROUTE_RULES.loggedIn;

/** hub §3 news item, plus the feed it came from. */
export const newsItemSchema = z
  .object({
    title: z.string().max(NEWS_TITLE_MAX).describe('Plain text.'),
    isoDate: z.string().describe('ISO 8601 instant of publication.'),
    contentSnippet: z.string().max(NEWS_SNIPPET_MAX).describe('Plain text, no HTML; may be empty.'),
    link: z
      .string()
      .max(NEWS_LINK_MAX)
      .nullable()
      .describe("An absolute http(s) URL, or a portal path starting with '/'; null when the item has none."),
    source: z.string().describe("The feed's title, or the provider's name for its own news updates."),
  })
  .meta({ id: 'NewsItem' });
export type NewsItemDto = z.infer<typeof newsItemSchema>;

export const getNewsResponseSchema = z.array(newsItemSchema).max(NEWS_MAX_ITEMS);

/** hub §3 newsletter. */
export const newsletterSchema = z
  .object({
    _id: z.uuid(),
    name: z.string(),
    displayname: z.string(),
    description: z.string(),
    link: z
      .string()
      .nullable()
      .describe('An absolute http(s) URL or a portal path; null when the stored one is neither.'),
    lastModified: z.string().describe('ISO 8601 instant.'),
    created_at: z.string().describe('ISO 8601 instant.'),
  })
  .meta({ id: 'Newsletter' });
export type NewsletterDto = z.infer<typeof newsletterSchema>;

export const newslettersResponseSchema = z.array(newsletterSchema).max(NEWSLETTERS_MAX);

export const newsEndpoints = {
  getNews: defineEndpoint({
    method: 'GET',
    path: '/api/customize/getNews',
    access: loggedIn,
    tags,
    description: `The NEWS FEED (hub §7): items of up to ${NEWS_MAX_FEEDS} RSS/Atom feeds (NAVIA_NEWS_FEEDS), read on the server and cached between scheduled refreshes; a feed that fails is skipped. With no feed configured, the provider's own news updates. Items older than ${NEWS_MAX_AGE_DAYS} days dropped, the rest newest first (hub §9), at most ${NEWS_MAX_ITEMS}; titles and snippets are plain text.`,
    responses: { 200: getNewsResponseSchema },
    example: {},
  }),
  newsletters: defineEndpoint({
    method: 'GET',
    path: '/api/naviaUpdates/newsletters',
    access: loggedIn,
    tags,
    description: `The provider's newsletters (hub §3), last changed within ${NEWS_MAX_AGE_DAYS} days, most recently changed first, at most ${NEWSLETTERS_MAX}.`,
    responses: { 200: newslettersResponseSchema },
    example: {},
  }),
};
