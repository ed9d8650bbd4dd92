/**
 * Every background job: the schema of its payload (checked when it is sent and again when it runs)
 * and its queue's retry policy. A payload carries ids only; the worker reads the rest from the
 * database, so a queued job never holds a message body or a secret.
 */
import { z } from 'zod';

export type JobQueuePolicy = {
  /** Retries after the first attempt. */
  retryLimit: number;
  /** Seconds before the first retry; doubled per attempt (with jitter) up to retryDelayMax. */
  retryDelay: number;
  retryBackoff: boolean;
  retryDelayMax?: number;
};

export const JOB_CATALOGUE = {
  /**
   * Sends (or, without SMTP_URL, logs) one outbox e-mail. SMTP failures retry for about two hours:
   * 30 s, 1 min, 2 min … capped at 30 min, then the message is marked FAILED.
   */
  'deliver-email': {
    payload: z.object({ emailId: z.uuid() }),
    policy: { retryLimit: 8, retryDelay: 30, retryBackoff: true, retryDelayMax: 1800 },
  },
  /**
   * Dispatches one notification event (the outbox's safety net: the raising process normally
   * dispatched it already, and this run finds it done). Retries quickly: a user waits for it.
   */
  'dispatch-notification': {
    payload: z.object({ eventId: z.number().int().positive() }),
    policy: { retryLimit: 10, retryDelay: 2, retryBackoff: true, retryDelayMax: 300 },
  },
  /** One e-mail per user for the notifications they chose to receive by e-mail (every minute). */
  'send-notification-emails': {
    payload: z.object({}),
    policy: { retryLimit: 2, retryDelay: 30, retryBackoff: false },
  },
  /** Archives chats idle for CHAT_ARCHIVE_AFTER_DAYS (scheduled hourly; issue 12). */
  'archive-idle-chats': {
    payload: z.object({}),
    policy: { retryLimit: 2, retryDelay: 60, retryBackoff: false },
  },
  /** Deletes chat attachments uploaded a day ago that no message names, and their files (hourly). */
  'purge-unsent-chat-attachments': {
    payload: z.object({}),
    policy: { retryLimit: 2, retryDelay: 60, retryBackoff: false },
  },
  /**
   * Moves contracts in ORDER CREATION and the transport statuses on as their hub orders (and the
   * orders' shipments) move: SHIPPED, DELIVERED and the partial ones (issue 16; every 10 minutes).
   */
  'sync-contract-transport': {
    payload: z.object({}),
    policy: { retryLimit: 2, retryDelay: 60, retryBackoff: false },
  },
  /** Reads the dashboard's news feeds (NAVIA_NEWS_FEEDS) again into the cache (every 30 minutes; issue 13). */
  'refresh-news-feeds': {
    payload: z.object({}),
    policy: { retryLimit: 1, retryDelay: 60, retryBackoff: false },
  },
  /** Reads the ECB reference rates (NAVIA_RATES_URL) again (daily; issue 13). */
  'refresh-exchange-rates': {
    payload: z.object({}),
    policy: { retryLimit: 3, retryDelay: 600, retryBackoff: true },
  },
  /**
   * Recomputes the CO2e stored on shipments computed with another factor table, or not yet (sent at
   * every start; issue 13, modules/emissions/stored-emissions.ts). Idempotent: a second run finds none.
   */
  'refresh-stored-emissions': {
    payload: z.object({}),
    policy: { retryLimit: 3, retryDelay: 60, retryBackoff: true },
  },
  /** Queues a run of each subscribed group's report whose scheduled time has passed (every 5 minutes; issue 15). */
  'run-due-reports': {
    payload: z.object({}),
    policy: { retryLimit: 2, retryDelay: 60, retryBackoff: false },
  },
  /**
   * Builds one report run's file, stores it and e-mails the subscribers a link (issue 15). A failure
   * is recorded FAILED on the run and retried: 2 min, 4 min, 8 min, then it stays FAILED.
   */
  'run-report': {
    payload: z.object({ runId: z.uuid() }),
    policy: { retryLimit: 3, retryDelay: 120, retryBackoff: true, retryDelayMax: 1800 },
  },
  /** Deletes sessions and account tokens past their expiry (scheduled hourly). */
  'purge-expired-sessions': {
    payload: z.object({}),
    policy: { retryLimit: 2, retryDelay: 60, retryBackoff: false },
  },
} as const satisfies Record<string, { payload: z.ZodType; policy: JobQueuePolicy }>;

export type JobName = keyof typeof JOB_CATALOGUE;
/** What a sender passes. */
export type JobPayload<N extends JobName> = z.input<(typeof JOB_CATALOGUE)[N]['payload']>;
/** What a worker receives, after validation. */
export type ParsedJobPayload<N extends JobName> = z.output<(typeof JOB_CATALOGUE)[N]['payload']>;

export const JOB_NAMES = Object.keys(JOB_CATALOGUE) as JobName[];
