/**
 * Configuration from the environment, validated once at start. A bad value, or an unknown NAVIA_*
 * variable (a likely typo), stops the start with a message naming the variable.
 */
import { z } from 'zod';

const bool = z.enum(['true', 'false', '1', '0']).transform((v) => v === 'true' || v === '1');

const configSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATABASE_URL: z.url().optional(),
  SMTP_URL: z.url().optional(),
  /** Issue 14: Stripe takes cards when set (sk_…); otherwise the embedded test gateway does. */
  STRIPE_SECRET_KEY: z
    .string()
    .regex(/^(sk|rk)_(test|live)_\w+$/, 'must be a Stripe secret key')
    .optional(),
  /** The signing secret of the Stripe webhook endpoint (whsec_…); required with STRIPE_SECRET_KEY. */
  STRIPE_WEBHOOK_SECRET: z
    .string()
    .regex(/^whsec_\w+$/, 'must be a Stripe webhook secret')
    .optional(),
  /** Stripe's publishable key (pk_…) for Elements in the browser; required with STRIPE_SECRET_KEY. */
  STRIPE_PUBLISHABLE_KEY: z
    .string()
    .regex(/^pk_(test|live)_\w+$/, 'must be a Stripe publishable key')
    .optional(),
  NAVIA_DATA_DIR: z.string().min(1).default('./data'),
  /**
   * The database when DATABASE_URL is unset (decision 032): a PostgreSQL run from npm's binaries under
   * NAVIA_DATA_DIR/postgres, or PGlite in the server's process (the tests and the end-to-end suite).
   */
  NAVIA_EMBEDDED_DATABASE: z.enum(['postgres', 'pglite']).default('postgres'),
  NAVIA_LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Defaults to http://localhost:{PORT}. */
  NAVIA_PUBLIC_URL: z.url().optional(),
  NAVIA_MAIL_FROM: z.email().default('no-reply@navia.demo'),
  NAVIA_TEAM_EMAIL: z.email().default('operations@navia.demo'),
  NAVIA_SESSION_HOURS: z.coerce
    .number()
    .int()
    .min(1)
    .max(24 * 7)
    .default(12),
  NAVIA_REMEMBER_ME_DAYS: z.coerce.number().int().min(1).max(90).default(30),
  /** Decision 013: a session unused this long ends (REMEMBER ME sessions: NAVIA_REMEMBER_ME_IDLE_DAYS). */
  NAVIA_SESSION_IDLE_MINUTES: z.coerce
    .number()
    .int()
    .min(5)
    .max(24 * 60)
    .default(60),
  NAVIA_REMEMBER_ME_IDLE_DAYS: z.coerce.number().int().min(1).max(90).default(7),
  NAVIA_COOKIE_SECURE: bool.optional(),
  NAVIA_SEED_SHIPMENTS: z.coerce.number().int().min(0).max(2_000_000).default(5000),
  NAVIA_WEB_DIST: z.string().optional(),
  NAVIA_TRUST_PROXY: bool.default(false),
  /**
   * When staff answer chat requests for a representative (hub §9): 'trading' Mon–Fri 8:30–17:00 in
   * the user's home-country zone, public holidays closed; 'always' a desk staffed around the clock.
   */
  /**
   * Issue 13: the ECB euro reference rates (eurofxref-daily.xml) the exchange-rate calculator reads;
   * without it, the snapshot shipped with the app (it shows its date).
   */
  NAVIA_RATES_URL: z.url().optional(),
  /**
   * Issue 13: up to 3 RSS or Atom feeds (comma-separated URLs) for the dashboard's news feed; without
   * it, the portal's own news updates.
   */
  NAVIA_NEWS_FEEDS: z
    .string()
    .optional()
    .transform((v) =>
      (v ?? '')
        .split(',')
        .map((u) => u.trim())
        .filter((u) => u.length > 0),
    )
    .pipe(z.array(z.url()).max(3, 'At most 3 news feeds')),
  NAVIA_CHAT_DESK_HOURS: z.enum(['trading', 'always']).default('trading'),
});

export type AppConfig = z.infer<typeof configSchema> & { NAVIA_PUBLIC_URL: string };

const KNOWN_PREFIX = 'NAVIA_';

export class ConfigError extends Error {}

/** Reads and validates the configuration; throws ConfigError with one line per problem. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const known = new Set(Object.keys(configSchema.shape));
  const problems: string[] = [];
  for (const key of Object.keys(env)) {
    if (key.startsWith(KNOWN_PREFIX) && !known.has(key)) problems.push(`${key}: unknown setting`);
  }
  const picked = Object.fromEntries(
    [...known].filter((k) => env[k] !== undefined && env[k] !== '').map((k) => [k, env[k]]),
  );
  const parsed = configSchema.safeParse(picked);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) problems.push(`${issue.path.join('.')}: ${issue.message}`);
  }
  if (problems.length > 0 || !parsed.success) {
    throw new ConfigError(`Invalid configuration:\n  ${problems.join('\n  ')}`);
  }
  const data = parsed.data;
  if (data.STRIPE_SECRET_KEY && (!data.STRIPE_WEBHOOK_SECRET || !data.STRIPE_PUBLISHABLE_KEY)) {
    throw new ConfigError(
      'Invalid configuration:\n  STRIPE_SECRET_KEY needs STRIPE_WEBHOOK_SECRET and STRIPE_PUBLISHABLE_KEY',
    );
  }
  return {
    ...data,
    NAVIA_PUBLIC_URL: (data.NAVIA_PUBLIC_URL ?? `http://localhost:${data.PORT}`).replace(/\/$/, ''),
  };
}
