/** What services need from the outside world, built once in app.ts and passed down. */
import type { FastifyBaseLogger } from 'fastify';
import type { AppConfig } from './config.ts';
import type { Database } from './db/client.ts';
import type { Mailer } from './integrations/email.ts';
import type { EmissionsCalculator } from './integrations/emissions.ts';
import type { PaymentGateway } from './integrations/payments/gateway.ts';
import type { TestGateway } from './integrations/payments/test-gateway.ts';
import type { Jobs } from './jobs/jobs.ts';
import type { DomainEvents } from './lib/domain-events.ts';
import type { Realtime } from './lib/realtime-port.ts';
import type { SessionCache } from './lib/session-cache.ts';
import type { LiveSession, UserWithGroup } from './modules/users/users.repository.ts';

export type AppContext = {
  config: AppConfig;
  database: Database;
  mailer: Mailer;
  /** Background jobs on the same database; send with `tx` to queue inside a transaction. */
  jobs: Jobs;
  /** Domain events, emitted by services after their transaction committed. */
  events: DomainEvents;
  /** CO2e per shipment (GLEC factor table by default). */
  emissions: EmissionsCalculator;
  /** The realtime channel (Socket.IO): emits to users' and records' rooms, across processes on PostgreSQL. */
  realtime: Realtime;
  /** The card gateway (issue 14): the embedded test gateway unless Stripe is configured. */
  payments: {
    gateway: PaymentGateway;
    /** The test gateway when it is the one in use (its tokens call, its webhooks in tests). */
    testGateway: TestGateway | null;
    /** Stripe's publishable key for Elements; null for the test gateway. */
    publishableKey: string | null;
  };
  /** Signed-in sessions kept in memory, forgotten whenever one changes (lib/session-cache.ts). */
  sessions: SessionCache<CachedSession>;
  log: FastifyBaseLogger;
  /** The clock; tests may replace it. */
  now: () => Date;
};

/** A live session and, under view-as, the user it views the portal as. */
export type CachedSession = { found: LiveSession; viewAsUser: UserWithGroup | null };
