/**
 * Starts the portal: validated configuration, the database (migrated; decision 032 says which),
 * demo data on an empty database, the job workers, then listen. SIGINT/SIGTERM close gracefully:
 * in-flight requests finish, new ones get 503; closing the app then stops the job workers (running
 * jobs get up to 10 s), and closing the database stops an embedded PostgreSQL.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildApp } from './app.ts';
import { ConfigError, loadConfig } from './config.ts';
import { openConfiguredDatabase } from './db/configured-database.ts';
import { fileStorageFor } from './integrations/storage.ts';
import { isDatabaseEmpty, seedDemoData } from './seed/seed.ts';

const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const startedAt = performance.now();

async function main() {
  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  const dataDir = path.resolve(REPO_ROOT, config.NAVIA_DATA_DIR);
  // A connection the database dropped (a restart) is reported to the app's log once it exists.
  let connectionLost = (error: Error) =>
    console.warn(`database: a pooled connection was lost (${error.message})`);
  // Before the app's logger exists, what the database start has to say goes to the console.
  const { database, where } = await openConfiguredDatabase(config, {
    dataDir,
    log: { info: (message) => console.info(message), warn: (message) => console.warn(message) },
    onConnectionLost: (error) => connectionLost(error),
    owner: true,
  });
  const { app, ctx, drain } = await buildApp({ config, database });
  connectionLost = (error) =>
    app.log.warn({ reason: error.message }, 'database connection lost; the pool opens a new one');

  if (config.NAVIA_SEED_SHIPMENTS > 0 && (await isDatabaseEmpty(database))) {
    app.log.info({ shipments: config.NAVIA_SEED_SHIPMENTS }, 'empty database: loading demo data');
    await seedDemoData(database, {
      shipments: config.NAVIA_SEED_SHIPMENTS,
      log: (msg: string) => app.log.info(msg),
      files: fileStorageFor(config),
    });
  }

  await ctx.jobs.start();
  // Shipments whose stored CO2e predates the running factor table (or migration 0031) are recomputed.
  await ctx.jobs.send('refresh-stored-emissions', {});

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down: finishing in-flight requests');
    await drain(20_000); // closes the app, which stops the job workers
    await database.close(); // and the embedded PostgreSQL, once nothing uses it
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: config.PORT, host: config.HOST });
  app.log.info(
    {
      database: where,
      startupMs: Math.round(performance.now() - startedAt),
    },
    `portal ready on ${config.NAVIA_PUBLIC_URL}`,
  );
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
