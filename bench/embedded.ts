/**
 * The embedded default under load (issue 19): npm run bench:embedded [-- --seconds 10] [--shipments 5000]
 *   [--pglite | --database-url postgres://…] [--cpu-prof <folder>]
 *
 * Starts the server as `npm start` runs it (the embedded PostgreSQL in a fresh data folder,
 * decision 032; the demo data seeded with --shipments shipments; production settings) in a process
 * of its own. --pglite runs it on PGlite in the server's process instead (the tests' database, and
 * the default before decision 032); --database-url on that database (an empty one is seeded the
 * same way). Signs in as the ACME importer,
 * and drives it with autocannon over keep-alive connections on 127.0.0.1:
 *   - GET /api/health, public, concurrency 16;
 *   - the same request with the importer's Bearer token (the session lookup on every request);
 *   - GET /api/user/getUpdatedSelf, concurrency 16;
 *   - the All search (POST /api/shipments/shipmentsWithFilters, batch 1), concurrency 1 and 16.
 * Each row prints requests per second and p50 / p95 / p99 from every response's own time, and the
 * issue's targets print PASS or SHORT. The load generator shares the machine's cores with the
 * server, as it did when the issue measured the figures. --cpu-prof writes the server's CPU profile
 * into the folder when the run ends.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { cpuSecondsOf, postgresCpuSeconds } from './proc-cpu.ts';
import { cleanup, cleanups, fmtInt, loadavg, log } from './run-support.ts';
import { embeddedServer, signIn } from './server-process.ts';

const { values } = parseArgs({
  options: {
    seconds: { type: 'string', default: '10' },
    shipments: { type: 'string', default: '5000' },
    port: { type: 'string', default: '3917' },
    'database-url': { type: 'string', default: '' },
    pglite: { type: 'boolean', default: false },
    'cpu-prof': { type: 'string' },
  },
});
const seconds = Number(values.seconds);
const port = Number(values.port);
const base = `http://127.0.0.1:${port}`;

type Row = {
  name: string;
  rps: number;
  p50: number;
  p95: number;
  p99: number;
  errors: number;
  non2xx: number;
};

async function drive(
  name: string,
  connections: number,
  request: { method?: 'GET' | 'POST'; path: string; token?: string; body?: unknown },
): Promise<Row> {
  const headers: Record<string, string> = {};
  if (request.token) headers.authorization = `Bearer ${request.token}`;
  if (request.body !== undefined) headers['content-type'] = 'application/json';
  const times: number[] = [];
  const options = {
    url: `${base}${request.path}`,
    method: request.method ?? 'GET',
    headers,
    connections,
    duration: seconds,
    ...(request.body === undefined ? {} : { body: JSON.stringify(request.body) }),
  };
  // A short warm-up, not counted.
  await autocannon({ ...options, duration: 2 });
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(options, (error, done) => (error ? reject(error) : resolve(done)));
    instance.on('response', (_client, _status, _bytes, responseTime) => times.push(responseTime));
  });
  times.sort((a, b) => a - b);
  const at = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))] ?? Number.NaN;
  const row = {
    name,
    rps: result.requests.total / (result.duration || seconds),
    p50: at(0.5),
    p95: at(0.95),
    p99: at(0.99),
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
  };
  log(
    `${name}: ${fmtInt(Math.round(row.rps))} req/s, p50 ${row.p50.toFixed(1)} ms, p95 ${row.p95.toFixed(1)} ms${row.non2xx || row.errors ? `, ${row.non2xx} non-2xx, ${row.errors} errors` : ''}`,
  );
  return row;
}

async function main() {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'navia-embedded-bench-'));
  cleanups.push({ name: 'data folder', run: () => rmSync(dataDir, { recursive: true, force: true }) });
  const databaseUrl = values['database-url'];
  const server = embeddedServer({
    port,
    dataDir,
    fdsNeeded: 256,
    cpuProf: values['cpu-prof'],
    env: {
      NAVIA_SEED_SHIPMENTS: values.shipments,
      NAVIA_LOG_LEVEL: 'warn',
      NAVIA_EMBEDDED_DATABASE: values.pglite ? 'pglite' : 'postgres',
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    },
  });
  cleanups.push({ name: 'server', run: () => server.stop() });
  log(
    `starting the server (${databaseUrl ? 'PostgreSQL at --database-url' : values.pglite ? 'PGlite' : 'the embedded PostgreSQL'}, ${values.shipments} demo shipments seeded)…`,
  );
  const startMs = await server.start();
  log(`server up in ${(startMs / 1000).toFixed(1)} s; ${os.cpus().length} cores, load ${loadavg()}`);
  const token = await signIn(base, 'importer@acme.demo');
  const search = { key: 'All', batchNo: 1, batchSize: 30 };
  const health = await drive('health, public, c16', 16, { path: '/api/health' });
  const authed = await drive('health with a Bearer token, c16', 16, { path: '/api/health', token });
  const self = await drive('getUpdatedSelf, c16', 16, { path: '/api/user/getUpdatedSelf', token });
  const all1 = await drive('All search, c1', 1, {
    method: 'POST',
    path: '/api/shipments/shipmentsWithFilters',
    token,
    body: search,
  });
  // Where the All search's time goes at concurrency 16: CPU of the server's process and of the
  // embedded PostgreSQL's processes (none with --pglite, whose queries run in the server's process).
  const clusterDir = path.join(dataDir, 'postgres');
  const cpuBefore = { server: cpuSecondsOf(server.pid), database: postgresCpuSeconds(clusterDir) };
  const all16 = await drive('All search, c16', 16, {
    method: 'POST',
    path: '/api/shipments/shipmentsWithFilters',
    token,
    body: search,
  });
  const requests16 = all16.rps * seconds;
  const cpuPerRequest = {
    server: ((cpuSecondsOf(server.pid) - cpuBefore.server) / requests16) * 1000,
    database: ((postgresCpuSeconds(clusterDir) - cpuBefore.database) / requests16) * 1000,
  };
  server.assertUp();

  const rows = [health, authed, self, all1, all16];
  console.log('\n| request | req/s | p50 ms | p95 ms | p99 ms | non-2xx / errors |');
  console.log('|---|---|---|---|---|---|');
  for (const r of rows) {
    console.log(
      `| ${r.name} | ${fmtInt(Math.round(r.rps))} | ${r.p50.toFixed(1)} | ${r.p95.toFixed(1)} | ${r.p99.toFixed(1)} | ${r.non2xx} / ${r.errors} |`,
    );
  }
  console.log(
    `\nAll search at c16, CPU per request: server ${cpuPerRequest.server.toFixed(1)} ms, embedded PostgreSQL ${cpuPerRequest.database.toFixed(1)} ms (${os.cpus().length} cores, shared with autocannon)`,
  );
  const verdict = (ok: boolean) => (ok ? 'PASS' : 'SHORT');
  const clean = rows.every((r) => r.non2xx === 0 && r.errors === 0);
  console.log('\nTargets (issue 19, embedded default):');
  console.log(
    `  ${verdict(authed.rps >= 3000)}  an authenticated trivial request ≥ 3,000 req/s: ${fmtInt(Math.round(authed.rps))}`,
  );
  console.log(
    `  ${verdict(all16.rps >= 200 && all16.p95 <= 150)}  the All search at concurrency 16 ≥ 200 req/s with p95 ≤ 150 ms: ${fmtInt(Math.round(all16.rps))} req/s, p95 ${all16.p95.toFixed(1)} ms`,
  );
  console.log(`  ${verdict(clean)}  every answer 2xx, no errors`);
}

main()
  .catch((error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  })
  .finally(() => cleanup());
