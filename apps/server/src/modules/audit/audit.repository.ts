/** SQL of the security event log (append-only: only inserts, and reads for tests and admin screens). */
import type { Executor } from '../../db/client.ts';
import { auditEvents } from '../../db/schema/index.ts';

export type NewAuditEvent = typeof auditEvents.$inferInsert;

export async function insertAuditEvents(db: Executor, events: readonly NewAuditEvent[]): Promise<void> {
  if (events.length > 0) await db.insert(auditEvents).values([...events]);
}
