/**
 * npm run seed -w @navia/server -- --shipments N [--seed S] [--reset]
 *
 * Seeds the database named by DATABASE_URL, or the embedded one under NAVIA_DATA_DIR (default ./data,
 * taken from the repository root whatever the working directory; PostgreSQL or PGlite as the server
 * runs it, decision 032). An embedded PostgreSQL the running server started is seeded in place.
 * Refuses a database that already holds data unless --reset is given; --reset empties the seeded
 * tables first, and with them everything that references them (sessions, for instance).
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { ConfigError, loadConfig } from '../config.ts';
import { openConfiguredDatabase } from '../db/configured-database.ts';
import { fileStorageFor } from '../integrations/storage.ts';
import { DEFAULT_SEED, isDatabaseEmpty, seedDemoData } from './seed.ts';

const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');

const USAGE = 'usage: npm run seed -w @navia/server -- --shipments N [--seed S] [--reset]';

/** A mistake in the command line: shown as one line with the usage, without a stack trace. */
class UsageError extends Error {}

function wholeNumber(name: string, value: string | undefined, fallback: number): number {
  if (value === undefined) return fallback;
  const parsed = Number(value);
  if (!Number.isInteger(parsed) || parsed < 0)
    throw new UsageError(`--${name} must be a whole number, got ${value}`);
  return parsed;
}

async function main(): Promise<number> {
  const { values } = parseArgs({
    options: {
      shipments: { type: 'string' },
      seed: { type: 'string' },
      reset: { type: 'boolean', default: false },
      help: { type: 'boolean', default: false },
    },
  });
  if (values.help) {
    console.log(USAGE);
    return 0;
  }
  const config = loadConfig();
  const shipments = wholeNumber('shipments', values.shipments, config.NAVIA_SEED_SHIPMENTS);
  const seed = wholeNumber('seed', values.seed, DEFAULT_SEED);
  const dataDir = config.NAVIA_DATA_DIR.startsWith('memory://')
    ? config.NAVIA_DATA_DIR
    : path.resolve(REPO_ROOT, config.NAVIA_DATA_DIR);

  const { database, where: target } = await openConfiguredDatabase(config, {
    dataDir,
    log: { info: (message) => console.log(message), warn: (message) => console.warn(message) },
    owner: false,
  });
  try {
    if (!values.reset && !(await isDatabaseEmpty(database))) {
      console.error(`${target} already holds data. Run again with --reset to replace it.`);
      return 1;
    }
    console.log(
      `Seeding ${shipments.toLocaleString('en-GB')} shipments (seed ${seed}) into ${target}${values.reset ? ', after emptying it' : ''}`,
    );
    const summary = await seedDemoData(database, {
      shipments,
      seed,
      reset: values.reset,
      // The contracts' documents go where the server reads them (its NAVIA_DATA_DIR/files).
      files: dataDir.startsWith('memory://') ? undefined : fileStorageFor(config),
      log: (m) => console.log(m),
    });
    const totalRows = Object.values(summary.rows).reduce((sum, n) => sum + n, 0);
    const seconds = summary.elapsedMs / 1000;
    console.log(`\nCentred on ${summary.now.slice(0, 10)}. Rows per table:`);
    for (const [table, n] of Object.entries(summary.rows))
      console.log(`  ${table.padEnd(28)} ${n.toLocaleString('en-GB').padStart(12)}`);
    console.log(`  ${'total'.padEnd(28)} ${totalRows.toLocaleString('en-GB').padStart(12)}`);
    console.log(
      `\nDone in ${seconds.toFixed(1)} s (${Math.round(totalRows / seconds).toLocaleString('en-GB')} rows/s).`,
    );
    return 0;
  } finally {
    await database.close();
  }
}

main().then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    const badOption =
      error instanceof Error && 'code' in error && error.code === 'ERR_PARSE_ARGS_UNKNOWN_OPTION';
    if (error instanceof UsageError || badOption) console.error(`${error.message}\n${USAGE}`);
    else console.error(error instanceof ConfigError ? error.message : error);
    process.exitCode = 1;
  },
);
