/** SQL of the security event log (append-only: only inserts, and reads for tests and admin screens). */
import { and, asc, eq, gte } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { auditEvents } from '../../db/schema/index.ts';

export type AuditEventRow = typeof auditEvents.$inferSelect;
export type NewAuditEvent = typeof auditEvents.$inferInsert;

export async function insertAuditEvents(db: Executor, events: readonly NewAuditEvent[]): Promise<void> {
  if (events.length > 0) await db.insert(auditEvents).values([...events]);
}

/** Events of one type since an instant, oldest first (tests; the admin issue adds a screen). */
export async function listAuditEvents(db: Executor, filter: { eventType?: string; since?: Date }) {
  return db
    .select()
    .from(auditEvents)
    .where(
      and(
        filter.eventType ? eq(auditEvents.eventType, filter.eventType) : undefined,
        filter.since ? gte(auditEvents.occurredAt, filter.since) : undefined,
      ),
    )
    .orderBy(asc(auditEvents.id));
}
