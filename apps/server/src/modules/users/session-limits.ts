/**
 * How long a session serves (decision 003, decision 013). Two limits apply, both from the
 * configuration as it is now, so a shorter limit takes effect on sessions already open:
 * - absolute: from sign-in, NAVIA_SESSION_HOURS, or NAVIA_REMEMBER_ME_DAYS with REMEMBER ME; use
 *   never extends it;
 * - idle: a session unused for NAVIA_SESSION_IDLE_MINUTES, or NAVIA_REMEMBER_ME_IDLE_DAYS with
 *   REMEMBER ME, ends.
 */
import type { AppConfig } from '../../config.ts';

type LimitsConfig = Pick<
  AppConfig,
  | 'NAVIA_SESSION_HOURS'
  | 'NAVIA_REMEMBER_ME_DAYS'
  | 'NAVIA_SESSION_IDLE_MINUTES'
  | 'NAVIA_REMEMBER_ME_IDLE_DAYS'
>;

export type SessionLimits = { absoluteMs: number; idleMs: number };

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;
/** lastSeenAt is written at most this often, so reads do not each write. */
const TOUCH_INTERVAL_MAX_MS = 5 * MINUTE_MS;

export function sessionLimits(config: LimitsConfig, remember: boolean): SessionLimits {
  return remember
    ? {
        absoluteMs: config.NAVIA_REMEMBER_ME_DAYS * DAY_MS,
        idleMs: config.NAVIA_REMEMBER_ME_IDLE_DAYS * DAY_MS,
      }
    : {
        absoluteMs: config.NAVIA_SESSION_HOURS * HOUR_MS,
        idleMs: config.NAVIA_SESSION_IDLE_MINUTES * MINUTE_MS,
      };
}

/** Why a session no longer serves at `now`, or null while it does. */
export function sessionEnd(
  session: { createdAt: Date; lastSeenAt: Date },
  now: Date,
  limits: SessionLimits,
): 'ABSOLUTE_TIMEOUT' | 'IDLE_TIMEOUT' | null {
  if (now.getTime() - session.createdAt.getTime() >= limits.absoluteMs) return 'ABSOLUTE_TIMEOUT';
  if (now.getTime() - session.lastSeenAt.getTime() >= limits.idleMs) return 'IDLE_TIMEOUT';
  return null;
}

/**
 * Whether to record this use of the session. lastSeenAt may lag real use by up to the interval,
 * which is at most a quarter of the idle limit, so a session in use never reaches it.
 */
export function isTouchDue(lastSeenAt: Date, now: Date, limits: SessionLimits): boolean {
  return now.getTime() - lastSeenAt.getTime() > Math.min(TOUCH_INTERVAL_MAX_MS, limits.idleMs / 4);
}
