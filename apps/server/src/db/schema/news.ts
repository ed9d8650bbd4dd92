/**
 * News (issue 13; managed by the admin screens of issue 15). `news_updates` are the provider's own
 * news ("Navia updates", /api/naviaUpdates): the default source of the home page's NEWS FEED when
 * no external feed is configured. `newsletters` are the provider's newsletters (hub §3 "newsletter":
 * _id, name, displayname, description, link, lastModified, created_at). Both are global, not per
 * organisation group: every signed-in user sees the same list.
 */
import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

const ts = () => timestamp({ withTimezone: true });

/** One of the provider's news updates. */
export const newsUpdates = pgTable(
  'news_updates',
  {
    id: uuid().primaryKey().defaultRandom(),
    title: text().notNull(),
    /** Plain text (no HTML); the widget shows it as the item's snippet. */
    content: text().notNull(),
    /** Where "read more" leads (an absolute http(s) URL or a portal path); optional. */
    link: text(),
    /** An optional picture (issue 15 uploads it); a URL or an attachment path. */
    imageUrl: text(),
    publishedAt: ts().notNull().defaultNow(),
    createdBy: uuid().references(() => users.id, { onDelete: 'set null' }),
    createdAt: ts().notNull().defaultNow(),
    updatedAt: ts().notNull().defaultNow(),
  },
  (t) => [
    index('news_updates_published_idx').on(t.publishedAt),
    check('news_updates_title_length_ck', sql`char_length(${t.title}) between 1 and 200`),
    check('news_updates_content_length_ck', sql`char_length(${t.content}) <= 5000`),
  ],
);

/** One of the provider's newsletters (hub §3). */
export const newsletters = pgTable(
  'newsletters',
  {
    id: uuid().primaryKey().defaultRandom(),
    name: text().notNull(),
    displayName: text().notNull(),
    description: text().notNull().default(''),
    link: text().notNull(),
    lastModified: ts().notNull().defaultNow(),
    createdAt: ts().notNull().defaultNow(),
  },
  (t) => [index('newsletters_last_modified_idx').on(t.lastModified)],
);
