/**
 * Whether an error means the database cannot be reached right now (it is restarting, refused or
 * dropped the connection), as opposed to a fault in the request or the code. The error handler
 * answers these 503 SERVICE_UNAVAILABLE with Retry-After (decision 015), since the same request
 * will work once the pool has reconnected.
 */

/** SQLSTATEs of a database going away or not accepting connections yet. */
const UNAVAILABLE_SQLSTATES = new Set([
  '57P01', // admin_shutdown: terminating connection due to administrator command
  '57P02', // crash_shutdown
  '57P03', // cannot_connect_now: the database system is starting up or shutting down
  '53300', // too_many_connections
]);
/** Class 08: connection exception. */
const CONNECTION_EXCEPTION_CLASS = '08';

/** Socket errors of a connection that could not be opened or was cut. */
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EAI_AGAIN',
]);

/** node-postgres and pg-pool say these in words, without a code. */
const UNAVAILABLE_MESSAGES = [
  'Connection terminated',
  'Client has encountered a connection error and is not queryable',
  'timeout exceeded when trying to connect',
  'Connection terminated due to connection timeout',
];

function isUnavailableError(error: object): boolean {
  const code = 'code' in error && typeof error.code === 'string' ? error.code : null;
  if (code !== null) {
    if (UNAVAILABLE_SQLSTATES.has(code) || NETWORK_CODES.has(code)) return true;
    if (/^[0-9A-Z]{5}$/.test(code) && code.startsWith(CONNECTION_EXCEPTION_CLASS)) return true;
  }
  const message = error instanceof Error ? error.message : '';
  return UNAVAILABLE_MESSAGES.some((m) => message.startsWith(m));
}

/**
 * The driver's own words when the error, or one of its causes (Drizzle wraps the driver's error as
 * `cause`), says the database is unavailable; null otherwise. Only this text is fit for the log:
 * Drizzle's wrapper quotes the statement and its parameters.
 */
export function databaseUnavailableReason(error: unknown): string | null {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && typeof current === 'object' && current !== null; depth++) {
    if (isUnavailableError(current)) {
      const code = 'code' in current && typeof current.code === 'string' ? `${current.code}: ` : '';
      return `${code}${current instanceof Error ? current.message : 'connection error'}`;
    }
    if (current instanceof AggregateError) {
      const inner = current.errors.map(databaseUnavailableReason).find((r) => r !== null);
      if (inner) return inner;
    }
    current = 'cause' in current ? current.cause : undefined;
  }
  return null;
}
