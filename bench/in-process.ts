/**
 * What the benches that drive routes in their own process share (Fastify inject: routing, session,
 * validation, service, repository, presenter; no socket): a PostgreSQL 15 cluster of their own with
 * the demo data (no shipments) and the app on it. The cleanups run in reverse (app, database,
 * cluster) when runBench ends, also after Ctrl-C.
 */
import { buildApp } from '../apps/server/src/app.ts';
import { loadConfig } from '../apps/server/src/config.ts';
import { openDatabase } from '../apps/server/src/db/client.ts';
import { seedDemoData } from '../apps/server/src/seed/seed.ts';
import { startCluster } from './pg-cluster.ts';
import { cleanups } from './run-support.ts';

export async function inProcessPortal(options: { keep: boolean; poolSize: number }) {
  const cluster = await startCluster(options.keep);
  cleanups.push({ name: 'cluster', run: () => cluster.stop() });
  console.log(`Database: ${cluster.describe}`);
  const database = await openDatabase({ databaseUrl: cluster.url, poolSize: options.poolSize });
  cleanups.push({ name: 'database', run: () => database.close() });
  await seedDemoData(database, { shipments: 0 });
  const { app, ctx } = await buildApp({
    config: loadConfig({ NAVIA_LOG_LEVEL: 'silent' }),
    database,
    logger: false,
    jobsMode: 'manual',
    realtime: 'local',
    testGatewayWebhooks: 'manual',
  });
  cleanups.push({ name: 'app', run: () => app.close() });
  return { cluster, database, app, ctx };
}
