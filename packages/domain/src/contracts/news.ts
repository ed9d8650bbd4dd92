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
import { apiErrorSchema } from './common.ts';
import { defineEndpoint, fileResponse } from './endpoint.ts';

const tags = ['news'] as const;
const loggedIn = HUB_ROUTE_RULES.loggedIn;
const admin = HUB_ROUTE_RULES.admin;

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
    image: z
      .string()
      .nullable()
      .optional()
      .describe(
        "The provider's own news update's picture (a portal path: GET /api/naviaUpdates/{id}/image); null otherwise.",
      ),
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

// ---------------------------------------------------------------------------------------------
// Issue 15: news-update and newsletter management (hub §7 "News-update management: POST
// (multipart), PUT (multipart), DELETE /{id}, GET on /api/naviaUpdates"), NA only; the image route
// and the seen call for every signed-in user.
// ---------------------------------------------------------------------------------------------

/** The multipart form fields of POST /api/naviaUpdates and PUT /api/naviaUpdates/{id}. */
export const NEWS_UPDATE_FIELDS = {
  title: 'title',
  content: 'content',
  link: 'link',
  /** The image file (PNG, JPEG or WebP, decided from its bytes). */
  file: 'file',
} as const;
/** A news update's text bounds (the table's checks). */
export const NEWS_UPDATE_TITLE_MAX = 200;
export const NEWS_UPDATE_CONTENT_MAX = 5000;
/** The image: at most 2 MB, PNG, JPEG or WebP by its bytes. */
export const NEWS_IMAGE_MAX_BYTES = 2 * 1024 * 1024;
export const NEWS_IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;
/** The admin list's page size. */
export const NEWS_UPDATES_PAGE_SIZE = 20;
const NEWSLETTER_NAME_MAX = 200;
const NEWSLETTER_DESCRIPTION_MAX = 1000;

const newsIdSchema = z.uuid();
const newsUpdateIdParams = z.object({ id: newsIdSchema });
const exampleNewsId = '5b0c1f0e-8a64-4d1f-9a77-3f1b2c4d5e6f';
const notTenant = 'a news update or newsletter: global (the provider’s), not a tenant record';

/** One news update as the admin screen lists it. */
const newsUpdateSchema = z
  .object({
    _id: z.uuid(),
    title: z.string(),
    content: z.string().describe('Plain text (any HTML was reduced to its text on the server).'),
    link: z.string().nullable(),
    image: z.string().nullable().describe('The portal path of the image (GET /api/naviaUpdates/{id}/image).'),
    publishedAt: z.string().describe('ISO 8601 instant.'),
    updatedAt: z.string().describe('ISO 8601 instant.'),
  })
  .meta({ id: 'NewsUpdate' });
export type NewsUpdateDto = z.infer<typeof newsUpdateSchema>;

const newsUpdatesQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});
const newsUpdatesPageSchema = z.object({
  result: z.array(newsUpdateSchema).max(NEWS_UPDATES_PAGE_SIZE),
  page: z.number().int(),
  pageSize: z.number().int(),
  totalCount: z.number().int(),
});
export type NewsUpdatesPage = z.infer<typeof newsUpdatesPageSchema>;

/** An http(s) URL only (newsletters). */
const httpUrlSchema = z
  .string()
  .trim()
  .max(NEWS_LINK_MAX)
  .refine((v) => {
    try {
      const url = new URL(v);
      return url.protocol === 'http:' || url.protocol === 'https:';
    } catch {
      return false;
    }
  }, 'Enter an http(s) address.');

// No component id: its input and output differ (the description's default), which the OpenAPI
// document cannot name once (decision 025's note).
export const newsletterInputSchema = z.object({
  name: z.string().trim().min(1, 'This field is required.').max(NEWSLETTER_NAME_MAX),
  displayname: z.string().trim().min(1, 'This field is required.').max(NEWSLETTER_NAME_MAX),
  description: z.string().trim().max(NEWSLETTER_DESCRIPTION_MAX).default(''),
  link: httpUrlSchema,
});
export type NewsletterInput = z.input<typeof newsletterInputSchema>;

const newslettersAllResponseSchema = z.array(newsletterSchema).max(500);

const updatesSeenResponseSchema = z.object({ updatesPending: z.boolean() });

const exampleNewsletter = {
  name: 'market-update',
  displayname: 'Market update',
  description: 'Freight rates and capacity, monthly.',
  link: 'https://navia.demo/newsletters/market-update',
};

const newsManagementEndpoints = {
  listUpdates: defineEndpoint({
    method: 'GET',
    path: '/api/naviaUpdates',
    access: admin,
    tags,
    description: `The provider's news updates for the admin screen (NA), every age, newest first, ${NEWS_UPDATES_PAGE_SIZE} a page.`,
    query: newsUpdatesQuerySchema,
    responses: { 200: newsUpdatesPageSchema },
    example: { query: { page: 1 } },
  }),
  createUpdate: defineEndpoint({
    method: 'POST',
    path: '/api/naviaUpdates',
    access: admin,
    tags,
    description: `Publishes a news update (NA). multipart/form-data with ${NEWS_UPDATE_FIELDS.title} (required, at most ${NEWS_UPDATE_TITLE_MAX} characters), ${NEWS_UPDATE_FIELDS.content} (optional, at most ${NEWS_UPDATE_CONTENT_MAX}), ${NEWS_UPDATE_FIELDS.link} (optional: an http(s) URL or a portal path starting with '/') and one ${NEWS_UPDATE_FIELDS.file}: the image, required, PNG, JPEG or WebP decided from its bytes (else 415), at most ${NEWS_IMAGE_MAX_BYTES / 1024 / 1024} MB (413). Text is stored as plain text (tags removed). Sets updatesPending on every active user in the same transaction; audited NEWS_UPDATE_CREATED.`,
    multipart: {
      multipart: true,
      fields: [
        NEWS_UPDATE_FIELDS.title,
        NEWS_UPDATE_FIELDS.content,
        NEWS_UPDATE_FIELDS.link,
        NEWS_UPDATE_FIELDS.file,
      ],
    },
    responses: { 200: newsUpdateSchema, 413: apiErrorSchema, 415: apiErrorSchema },
    example: {
      fields: { title: 'New Auckland schedule', content: 'Weekly sailings from June.', link: '/help' },
    },
  }),
  editUpdate: defineEndpoint({
    method: 'PUT',
    path: '/api/naviaUpdates/:id',
    access: admin,
    tags,
    description: `Changes a news update (NA). The same multipart form as POST; every text field is replaced (an empty or missing ${NEWS_UPDATE_FIELDS.link} removes the link), the ${NEWS_UPDATE_FIELDS.file} is optional (without one the image is kept). Does not set updatesPending again; audited NEWS_UPDATE_CHANGED.`,
    params: newsUpdateIdParams,
    multipart: {
      multipart: true,
      fields: [
        NEWS_UPDATE_FIELDS.title,
        NEWS_UPDATE_FIELDS.content,
        NEWS_UPDATE_FIELDS.link,
        NEWS_UPDATE_FIELDS.file,
      ],
    },
    records: [{ in: 'params', name: 'id', exempt: notTenant }],
    responses: { 200: newsUpdateSchema, 413: apiErrorSchema, 415: apiErrorSchema },
    example: {
      params: { id: exampleNewsId },
      fields: { title: 'New Auckland schedule', content: 'Weekly sailings from July.', link: '' },
    },
  }),
  deleteUpdate: defineEndpoint({
    method: 'DELETE',
    path: '/api/naviaUpdates/:id',
    access: admin,
    tags,
    description: 'Deletes a news update and its image (NA); audited NEWS_UPDATE_DELETED.',
    params: newsUpdateIdParams,
    records: [{ in: 'params', name: 'id', exempt: notTenant }],
    responses: { 200: z.object({ ok: z.literal(true) }) },
    example: { params: { id: exampleNewsId } },
  }),
  updateImage: defineEndpoint({
    method: 'GET',
    path: '/api/naviaUpdates/:id/image',
    access: loggedIn,
    tags,
    description:
      'The image of a news update, for every signed-in user (news is global). Sent with its checked type, nosniff and a sandboxing CSP; 404 when the update has none.',
    params: newsUpdateIdParams,
    records: [{ in: 'params', name: 'id', exempt: notTenant }],
    responses: { 200: fileResponse },
    example: { params: { id: exampleNewsId } },
  }),
  updatesSeen: defineEndpoint({
    method: 'POST',
    path: '/api/naviaUpdates/seen',
    access: loggedIn,
    tags,
    description:
      "Clears the caller's updatesPending (hub §3 Current user): the NEWS FEED widget calls it once it has shown the news. Under view-as nothing changes (the customer's flag is theirs).",
    responses: { 200: updatesSeenResponseSchema },
    example: {},
  }),
  allNewsletters: defineEndpoint({
    method: 'GET',
    path: '/api/naviaUpdates/newsletters/all',
    access: admin,
    tags,
    description: 'Every newsletter, whatever its age, most recently changed first (NA, the admin screen).',
    responses: { 200: newslettersAllResponseSchema },
    example: {},
  }),
  createNewsletter: defineEndpoint({
    method: 'POST',
    path: '/api/naviaUpdates/newsletters',
    access: admin,
    tags,
    description:
      'Adds a newsletter (NA): name, displayname, description, link (http(s) only). Audited NEWSLETTER_CREATED.',
    body: newsletterInputSchema,
    responses: { 200: newsletterSchema },
    example: { body: exampleNewsletter },
  }),
  editNewsletter: defineEndpoint({
    method: 'PUT',
    path: '/api/naviaUpdates/newsletters/:id',
    access: admin,
    tags,
    description: 'Replaces a newsletter (NA); lastModified becomes now. Audited NEWSLETTER_CHANGED.',
    params: newsUpdateIdParams,
    body: newsletterInputSchema,
    records: [{ in: 'params', name: 'id', exempt: notTenant }],
    responses: { 200: newsletterSchema },
    example: { params: { id: exampleNewsId }, body: exampleNewsletter },
  }),
  deleteNewsletter: defineEndpoint({
    method: 'DELETE',
    path: '/api/naviaUpdates/newsletters/:id',
    access: admin,
    tags,
    description: 'Deletes a newsletter (NA). Audited NEWSLETTER_DELETED.',
    params: newsUpdateIdParams,
    records: [{ in: 'params', name: 'id', exempt: notTenant }],
    responses: { 200: z.object({ ok: z.literal(true) }) },
    example: { params: { id: exampleNewsId } },
  }),
};

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
  ...newsManagementEndpoints,
};
