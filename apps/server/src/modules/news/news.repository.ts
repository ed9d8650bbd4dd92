/**
 * The SQL of the news feed (issue 13): the provider's own news updates and its newsletters. Both
 * are global (not per organisation group), so no scope narrows them.
 */
import { desc, gte } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { newsletters, newsUpdates } from '../../db/schema/index.ts';

/** News updates published from `since`, newest first. */
export async function findRecentNewsUpdates(db: Executor, since: Date, limit: number) {
  return db
    .select({
      title: newsUpdates.title,
      content: newsUpdates.content,
      link: newsUpdates.link,
      publishedAt: newsUpdates.publishedAt,
    })
    .from(newsUpdates)
    .where(gte(newsUpdates.publishedAt, since))
    .orderBy(desc(newsUpdates.publishedAt), desc(newsUpdates.id))
    .limit(limit);
}

/** Newsletters changed from `since`, most recently changed first. */
export async function findRecentNewsletters(db: Executor, since: Date, limit: number) {
  return db
    .select()
    .from(newsletters)
    .where(gte(newsletters.lastModified, since))
    .orderBy(desc(newsletters.lastModified), desc(newsletters.id))
    .limit(limit);
}
