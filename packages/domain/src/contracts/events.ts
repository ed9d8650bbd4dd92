/**
 * Domain events: what a service announces after its transaction committed, for subscribers in the
 * server (notifications, realtime). Payloads carry ids, never personal data or message bodies, so a
 * subscriber looks up what it needs and a logged event leaks nothing.
 */
import { z } from 'zod';

const occurredAt = z.iso.datetime();

export const domainEventSchemas = {
  /** POST /api/shipments/arrangeTransport stored a new request (not a replay). */
  deliveryRequested: z.object({
    deliveryRequestId: z.uuid(),
    kind: z.enum(['ARRANGE', 'EARLIEST']),
    orgGroupId: z.uuid(),
    shipmentId: z.number().int(),
    shipKey: z.string(),
    containerNumbers: z.array(z.string()).min(1),
    requestedBy: z.uuid(),
    occurredAt,
  }),
  /** Provider staff confirmed a delivery request. */
  deliveryConfirmed: z.object({
    deliveryRequestId: z.uuid(),
    orgGroupId: z.uuid(),
    shipmentId: z.number().int(),
    shipKey: z.string(),
    confirmedBy: z.uuid(),
    occurredAt,
  }),
  /**
   * Carrier events or staff moved shipments' dates or milestones (issue 11); contracts made into
   * orders on them follow (issue 16).
   */
  shipmentsMoved: z.object({ shipKeys: z.array(z.string()).min(1), occurredAt }),
  /** A new (inactive) account was created and its validation e-mail queued. */
  userSignedUp: z.object({ userId: z.uuid(), isConnectUser: z.boolean(), occurredAt }),
  /** A password was set through a reset link; every session of the account has ended. */
  passwordChanged: z.object({ userId: z.uuid(), occurredAt }),
  /** A session was ended by logging out; its sockets are disconnected. */
  sessionEnded: z.object({ userId: z.uuid(), sessionId: z.uuid(), occurredAt }),
} as const;

export type DomainEventName = keyof typeof domainEventSchemas;
export type DomainEventPayload<N extends DomainEventName> = z.infer<(typeof domainEventSchemas)[N]>;
