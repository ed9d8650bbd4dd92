/**
 * The SQL of the news feed (issue 13) and its management (issue 15): the provider's own news updates
 * and its newsletters. Both are global (not per organisation group), so no scope narrows them.
 */
import { and, count, desc, eq, gte } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { newsletters, newsUpdates, users } from '../../db/schema/index.ts';

export type NewsUpdateRow = typeof newsUpdates.$inferSelect;
export type NewsletterRow = typeof newsletters.$inferSelect;

/** News updates published from `since`, newest first. */
export async function findRecentNewsUpdates(db: Executor, since: Date, limit: number) {
  return db
    .select({
      id: newsUpdates.id,
      title: newsUpdates.title,
      content: newsUpdates.content,
      link: newsUpdates.link,
      imageUrl: newsUpdates.imageUrl,
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

/** One page of every news update, newest first, and how many there are. */
export async function pageNewsUpdates(db: Executor, offset: number, limit: number) {
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(newsUpdates)
      .orderBy(desc(newsUpdates.publishedAt), desc(newsUpdates.id))
      .offset(offset)
      .limit(limit),
    db.select({ n: count() }).from(newsUpdates),
  ]);
  return { rows, total: total?.n ?? 0 };
}

export async function findNewsUpdate(db: Executor, id: string): Promise<NewsUpdateRow | null> {
  const [row] = await db.select().from(newsUpdates).where(eq(newsUpdates.id, id));
  return row ?? null;
}

/** The row locked for a change (edit, delete), or null. */
export async function lockNewsUpdate(db: Executor, id: string): Promise<NewsUpdateRow | null> {
  const [row] = await db.select().from(newsUpdates).where(eq(newsUpdates.id, id)).for('update');
  return row ?? null;
}

export async function insertNewsUpdate(
  db: Executor,
  values: Pick<typeof newsUpdates.$inferInsert, 'title' | 'content' | 'link' | 'imageUrl' | 'createdBy'> & {
    at: Date;
  },
): Promise<NewsUpdateRow> {
  const { at, ...rest } = values;
  const [row] = await db
    .insert(newsUpdates)
    .values({ ...rest, publishedAt: at, createdAt: at, updatedAt: at })
    .returning();
  if (!row) throw new Error('news update not inserted');
  return row;
}

export async function updateNewsUpdate(
  db: Executor,
  id: string,
  values: Pick<typeof newsUpdates.$inferInsert, 'title' | 'content' | 'link' | 'imageUrl'> & { at: Date },
): Promise<NewsUpdateRow | null> {
  const { at, ...rest } = values;
  const [row] = await db
    .update(newsUpdates)
    .set({ ...rest, updatedAt: at })
    .where(eq(newsUpdates.id, id))
    .returning();
  return row ?? null;
}

export async function deleteNewsUpdate(db: Executor, id: string): Promise<NewsUpdateRow | null> {
  const [row] = await db.delete(newsUpdates).where(eq(newsUpdates.id, id)).returning();
  return row ?? null;
}

/** hub §3 updatesPending: every active user has news to see (one statement); answers how many changed. */
export async function markUpdatesPendingForActiveUsers(db: Executor): Promise<number> {
  const rows = await db
    .update(users)
    .set({ updatesPending: true })
    .where(and(eq(users.active, true), eq(users.updatesPending, false)))
    .returning({ id: users.id });
  return rows.length;
}

/** The user has seen the news: their updatesPending is cleared. */
export async function clearUpdatesPending(db: Executor, userId: string): Promise<void> {
  await db
    .update(users)
    .set({ updatesPending: false })
    .where(and(eq(users.id, userId), eq(users.updatesPending, true)));
}

export async function allNewsletters(db: Executor, limit: number): Promise<NewsletterRow[]> {
  return db
    .select()
    .from(newsletters)
    .orderBy(desc(newsletters.lastModified), desc(newsletters.id))
    .limit(limit);
}

type NewsletterValues = Pick<
  typeof newsletters.$inferInsert,
  'name' | 'displayName' | 'description' | 'link'
>;

export async function insertNewsletter(
  db: Executor,
  values: NewsletterValues,
  at: Date,
): Promise<NewsletterRow> {
  const [row] = await db
    .insert(newsletters)
    .values({ ...values, lastModified: at, createdAt: at })
    .returning();
  if (!row) throw new Error('newsletter not inserted');
  return row;
}

export async function updateNewsletter(
  db: Executor,
  id: string,
  values: NewsletterValues,
  at: Date,
): Promise<NewsletterRow | null> {
  const [row] = await db
    .update(newsletters)
    .set({ ...values, lastModified: at })
    .where(eq(newsletters.id, id))
    .returning();
  return row ?? null;
}

export async function deleteNewsletter(db: Executor, id: string): Promise<NewsletterRow | null> {
  const [row] = await db.delete(newsletters).where(eq(newsletters.id, id)).returning();
  return row ?? null;
}
