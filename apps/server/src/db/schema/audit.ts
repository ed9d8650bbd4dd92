import { bigserial, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * The security event log (issue 10 "A security event log"): append-only — a trigger refuses UPDATE
 * and DELETE (migration 0010). No foreign keys: an event outlives the user or group it names.
 * Never a password, token or secret.
 */
export const auditEvents = pgTable(
  'audit_events',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    occurredAt: timestamp({ withTimezone: true }).notNull(),
    /** The user who acted: under view-as the admin, otherwise the user themself; null when unknown. */
    actorUserId: uuid(),
    /** The user whose view the action ran in (the one viewed as); equals the actor otherwise. */
    effectiveUserId: uuid(),
    orgGroupId: uuid(),
    ip: text(),
    userAgent: text(),
    eventType: text().notNull(),
    /** What the event is about: an e-mail for a failed sign-in, a document id, a user id. */
    target: text(),
    /** Why, in a word where the type alone does not say: IDLE_TIMEOUT, NOT_ACTIVE, UNKNOWN_ACCOUNT… */
    detail: text(),
    outcome: text().$type<'SUCCESS' | 'FAILURE' | 'REFUSED'>().notNull(),
  },
  (t) => [
    index('audit_events_occurred_at_idx').on(t.occurredAt),
    index('audit_events_org_group_idx').on(t.orgGroupId, t.occurredAt),
    index('audit_events_actor_idx').on(t.actorUserId, t.occurredAt),
  ],
);
