/**
 * Domain events in this process (ARCHITECTURE "jobs and events"): a service emits after its
 * transaction committed, and subscribers (notifications, realtime) react. Delivery is at most once:
 * a crash between commit and emit loses the event, so whatever must not be lost is written in the
 * transaction instead (the e-mail outbox and its deliver-email job).
 *
 * A subscriber's error is logged and never reaches the request that emitted: the change is already
 * committed, and a 500 would only make the client retry it. Subscribers run one after another and
 * are awaited, so they must be quick; slow work belongs in a job.
 */
import {
  type DomainEventName,
  type DomainEventPayload,
  domainEventSchemas,
} from '@navia/domain/contracts/events';
import type { FastifyBaseLogger } from 'fastify';

type DomainEventHandler<N extends DomainEventName> = (payload: DomainEventPayload<N>) => void | Promise<void>;

export type DomainEvents = {
  /** Announces a committed change: validates the payload, then runs every subscriber. Never throws. */
  emit: <N extends DomainEventName>(name: N, payload: DomainEventPayload<N>) => Promise<void>;
  /** Subscribes to one event; returns the unsubscribe function. */
  on: <N extends DomainEventName>(name: N, handler: DomainEventHandler<N>) => () => void;
};

const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error));

export function createDomainEvents(options: { log: FastifyBaseLogger }): DomainEvents {
  // Handlers are stored per name; `on` and `emit` pair each name with its own payload type.
  const subscribers = new Map<DomainEventName, Set<(payload: unknown) => void | Promise<void>>>();
  return {
    on(name, handler) {
      const set = subscribers.get(name) ?? new Set();
      subscribers.set(name, set);
      // The map erases the payload type; emit only ever passes this name's validated payload.
      const erased = handler as (payload: unknown) => void | Promise<void>;
      set.add(erased);
      return () => {
        set.delete(erased);
      };
    },
    async emit(name, payload) {
      const parsed = domainEventSchemas[name].safeParse(payload);
      if (!parsed.success) {
        // A bad payload is a bug in the emitting service; the change itself is committed.
        options.log.error(
          { event: name, issues: parsed.error.issues.length },
          'domain event payload invalid',
        );
        return;
      }
      for (const handler of [...(subscribers.get(name) ?? [])]) {
        try {
          await handler(parsed.data);
        } catch (error) {
          options.log.error({ event: name, err: errorText(error) }, 'domain event subscriber failed');
        }
      }
    },
  };
}
