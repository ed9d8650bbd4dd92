/**
 * The SQL of the dashboard layout (issue 13): the user's own customLayout (users.customLayout, a
 * jsonb column). Every read and write names the user; a layout never spans users.
 */
import { eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';

/** The saved layout of `userId` (null when none was saved or the user is unknown). */
export async function findCustomLayout(db: Executor, userId: string): Promise<unknown> {
  const [row] = await db.select({ customLayout: users.customLayout }).from(users).where(eq(users.id, userId));
  return row?.customLayout ?? null;
}

export async function saveCustomLayout(db: Executor, userId: string, customLayout: unknown): Promise<void> {
  await db.update(users).set({ customLayout, updatedAt: sql`now()` }).where(eq(users.id, userId));
}
