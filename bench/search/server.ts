/**
 * The portal server for bench/search.ts, in a process of its own so that the load generator does
 * not share its event loop: forked with BENCH_SERVER_DATABASE_URL, it opens the database as the
 * portal does (pg pool of the default size), builds the app with logging off, listens on a free
 * loopback port and reports { port } over IPC. It closes on SIGTERM/SIGINT or when the parent goes.
 */
import { buildApp } from '../../apps/server/src/app.ts';
import { loadConfig } from '../../apps/server/src/config.ts';
import { openDatabase } from '../../apps/server/src/db/client.ts';

export type ServerMessage = { port: number } | { error: string };

async function main() {
  const databaseUrl = process.env.BENCH_SERVER_DATABASE_URL;
  if (!databaseUrl || !process.send) throw new Error('bench/search/server.ts is forked by bench/search.ts');
  const env: NodeJS.ProcessEnv = {};
  for (const [key, value] of Object.entries(process.env)) {
    if (!key.startsWith('NAVIA_') && !key.startsWith('BENCH_')) env[key] = value;
  }
  const config = loadConfig({
    ...env,
    NODE_ENV: 'production',
    DATABASE_URL: databaseUrl,
    NAVIA_LOG_LEVEL: 'silent',
    NAVIA_SEED_SHIPMENTS: '0',
  });
  const database = await openDatabase({ databaseUrl });
  const { app } = await buildApp({ config, database });
  let closing = false;
  const close = async () => {
    if (closing) return;
    closing = true;
    await app.close().catch(() => undefined);
    await database.close().catch(() => undefined);
    process.exit(0);
  };
  process.on('SIGTERM', () => void close());
  process.on('SIGINT', () => void close());
  process.on('disconnect', () => void close());
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  process.send({ port } satisfies ServerMessage);
}

main().catch((error: unknown) => {
  process.send?.({ error: error instanceof Error ? (error.stack ?? error.message) : String(error) });
  process.exit(1);
});
