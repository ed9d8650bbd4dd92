/**
 * The embedded PostgreSQL of `npm start` (decision 032): a cluster created in a fresh data folder
 * (mkdtemp's 0700, as root too), reached only with its password, kept across a stop and a start,
 * and a running cluster used as it is, stopped only by its owner.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { type EmbeddedPostgres, startEmbeddedPostgres } from './embedded-postgres.ts';

const dataDir = mkdtempSync(path.join(tmpdir(), 'navia-embedded-pg-'));
const log = { info: () => {}, warn: () => {} };
const started: EmbeddedPostgres[] = [];

async function start(owner = true) {
  const embedded = await startEmbeddedPostgres({ dataDir, log, owner });
  if (!embedded) throw new Error('this platform has no embedded PostgreSQL binaries');
  started.push(embedded);
  return embedded;
}

async function query(url: string, text: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(text)).rows;
  } finally {
    await client.end();
  }
}

afterAll(async () => {
  for (const embedded of started) await embedded.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('the embedded PostgreSQL', () => {
  it('creates a cluster that takes its password only, on 127.0.0.1, and keeps its data across a restart', async () => {
    const first = await start();
    const url = new URL(first.url);
    expect(url.hostname).toBe('127.0.0.1');
    expect(url.pathname).toBe('/navia');
    await query(first.url, 'create table kept (n int); insert into kept values (42)');
    const wrong = new URL(first.url);
    wrong.password = 'not-the-secret';
    await expect(query(wrong.toString(), 'select 1')).rejects.toThrow(/password authentication failed/);
    await first.stop();
    await expect(query(first.url, 'select 1')).rejects.toThrow();

    const again = await start();
    expect(await query(again.url, 'select n from kept')).toEqual([{ n: 42 }]);
    expect(
      await query(again.url, "select current_setting('server_version_num')::int >= 150000 as pg15"),
    ).toEqual([{ pg15: true }]);
    await again.stop();
  }, 120_000);

  it('uses a cluster already running on the folder, and only its owner stops it', async () => {
    const running = await start();
    const guest = await start(false);
    expect(guest.url).toBe(running.url);
    await guest.stop();
    expect(await query(running.url, 'select 1 as up')).toEqual([{ up: 1 }]);
    // A server killed without stopping its cluster: the next server adopts it, and stops it.
    const adopter = await start(true);
    expect(adopter.url).toBe(running.url);
    await adopter.stop();
    await expect(query(running.url, 'select 1')).rejects.toThrow();
  }, 120_000);
});
