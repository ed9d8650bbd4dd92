/**
 * Deterministic demo data: the same shipment count, seed and `now` always give the same rows.
 * Dates are placed around `now` (default: the start of the current UTC day) so that every key-metric
 * tile (hub §9) has rows in every organisation group. Everything is written in one transaction,
 * chunk by chunk, with COPY (see bulk-load.ts); secondary indexes and foreign keys of the bulk tables
 * are rebuilt once at the end, then the tables are analysed.
 */

import { setImmediate as yieldToEventLoop } from 'node:timers/promises';
import { DEMO_PASSWORD } from '@navia/domain/constants';
import type { Database } from '../db/client.ts';
import type { FileStorage } from '../integrations/storage.ts';
import { hashPassword } from '../lib/password.ts';
import { copyRows, type LoadSession, withLoadSession } from './bulk-load.ts';
import { buildContractSeed, type ContractSeed } from './contracts.ts';
import { deferIndexesAndForeignKeys } from './deferred-indexes.ts';
import { DEMO_CARRIER_FEED } from './demo-carrier.ts';
import { buildInvoiceSeed, INVOICES_PER_GROUP, type InvoiceShipment } from './invoices.ts';
import { buildNetworkSeed } from './network.ts';
import { seedNews } from './news.ts';
import { seedQuotes } from './rate-cards.ts';
import { type MarkedRecord, ShipmentGenerator } from './shipment-generator.ts';
import {
  BULK_TABLES,
  type BulkTableKey,
  CONTRACT_TABLES,
  FIXED_TABLES,
  INVOICE_TABLES,
  NETWORK_TABLES,
  type Row,
  SEEDED_TABLES,
  TABLES,
  type TableKey,
  toCopyText,
} from './tables.ts';
import { buildWorld, HOUR, type World } from './world.ts';

export const DEFAULT_SEED = 1;
const DEFAULT_CHUNK_SIZE = 5000;
/** Shipments generated between two yields to the event loop, so COPY data keeps flowing meanwhile. */
const SLICE_SIZE = 250;

export type SeedOptions = {
  shipments: number;
  seed?: number;
  /** The day the data is centred on; default the start of the current UTC day. */
  now?: Date;
  /** Empty the seeded tables first (TRUNCATE ... CASCADE also clears sessions and other dependants). */
  reset?: boolean;
  /** Shipments generated and written per COPY round. */
  chunkSize?: number;
  log?: (message: string) => void;
  /**
   * Where the contracts' documents are stored (the app's file storage, integrations/storage.ts).
   * Without it the seed writes no documents: a row whose file is missing would fail its download.
   */
  files?: FileStorage;
};

export type SeedSummary = {
  seed: number;
  shipments: number;
  now: string;
  elapsedMs: number;
  /** Rows written per SQL table. */
  rows: Record<string, number>;
};

function startOfUtcDay(date: Date): Date {
  return new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate()));
}

const sqlNames = (keys: readonly TableKey[]) => keys.map((k) => `"${TABLES[k].name}"`).join(', ');

async function holdsData(run: (sql: string) => Promise<{ found: boolean }[]>): Promise<boolean> {
  const probes = SEEDED_TABLES.map((k) => `exists (select 1 from "${TABLES[k].name}")`).join(' or ');
  const [row] = await run(`select (${probes}) as found`);
  return row?.found === true;
}

/** True when none of the tables the seed writes holds a row. */
export async function isDatabaseEmpty(database: Database): Promise<boolean> {
  return !(await holdsData((sql) => database.query<{ found: boolean }>(sql)));
}

/**
 * Empties the bulk tables inside the load transaction so COPY may write frozen rows. Done in a
 * savepoint: if some other table references them, TRUNCATE refuses, and the load goes on unfrozen.
 */
async function truncateBulkTablesForFreeze(session: LoadSession): Promise<boolean> {
  await session.query('savepoint seed_truncate');
  try {
    await session.query(`truncate ${sqlNames(BULK_TABLES)}`);
    await session.query('release savepoint seed_truncate');
    return true;
  } catch {
    await session.query('rollback to savepoint seed_truncate');
    return false;
  }
}

function priorityRows(world: World, records: readonly MarkedRecord[], now: number): Row[] {
  const seen = new Set<string>();
  const rows: Row[] = [];
  records.forEach((record, i) => {
    const group = world.groups[record.groupIndex];
    if (!group || seen.has(`${group.id}|${record.recordKey}`)) return;
    seen.add(`${group.id}|${record.recordKey}`);
    rows.push([
      group.id,
      record.recordKey,
      record.recordNumber,
      record.isShipment,
      record.dataSource,
      group.userIds[0] ?? null,
      now - (i + 1) * HOUR,
    ]);
  });
  return rows;
}

/** Each demo user of a group gets a different handful of the group's early records; the admin a few of several groups. */
function favouriteRows(world: World, candidates: readonly MarkedRecord[], now: number): Row[] {
  const rows: Row[] = [];
  const byGroup = new Map<number, MarkedRecord[]>();
  for (const record of candidates) {
    const list = byGroup.get(record.groupIndex) ?? [];
    list.push(record);
    byGroup.set(record.groupIndex, list);
  }
  const add = (userId: string, groupId: string, records: readonly MarkedRecord[]) => {
    records.forEach((record, n) => {
      const createdAt = now - (n + 1) * 3 * HOUR;
      rows.push([
        userId,
        groupId,
        record.recordKey,
        record.recordNumber,
        record.isShipment,
        record.dataSource,
        createdAt,
      ]);
    });
  };
  world.groups.forEach((group, groupIndex) => {
    const list = byGroup.get(groupIndex) ?? [];
    const shipments = list.filter((r) => r.isShipment);
    const orders = list.filter((r) => !r.isShipment);
    group.userIds.forEach((userId, u) => {
      add(userId, group.id, [
        ...shipments.filter((_, i) => i % (u + 1) === 0).slice(0, 8),
        ...orders.slice(u, u + 2),
      ]);
    });
    if (groupIndex < 3) add(world.adminUserId, group.id, shipments.slice(0, 2));
  });
  return rows;
}

/**
 * The connect contracts (seed/contracts.ts): their hub orders, then their tables parents first,
 * the documents through the file storage, and the users' subscriptions. Returns rows per table key.
 */
async function writeContracts(
  session: LoadSession,
  contracts: ContractSeed,
  files: FileStorage | undefined,
): Promise<Partial<Record<TableKey, number>>> {
  const written: Partial<Record<TableKey, number>> = {};
  await copyRows(session, TABLES.orders, contracts.orders);
  written.orders = contracts.orders.length;
  for (const key of CONTRACT_TABLES) {
    let rows = contracts.rows[key];
    if (key === 'contractDocuments') {
      rows = [];
      if (files)
        for (const document of contracts.documents) rows.push(document.row(await files.put(document.bytes)));
    }
    await copyRows(session, TABLES[key], rows);
    written[key] = rows.length;
  }
  for (const [userId, contractIds] of contracts.contractsToNotify) {
    await session.query('update users set contracts_to_notify = $2::jsonb where id = $1', [
      userId,
      JSON.stringify(contractIds),
    ]);
  }
  // ORDER CREATION takes the next id from the sequence: past the seeded ones.
  if (contracts.lastOrderId !== null) {
    await session.query(`select setval('contract_order_id_seq', $1)`, [contracts.lastOrderId]);
  }
  return written;
}

type ChunkText = { text: Record<BulkTableKey, string>; rows: Record<BulkTableKey, number> };

/**
 * Generates one chunk as COPY text, in slices with a yield between them: while this runs, the
 * previous chunk's COPY (a socket write for PostgreSQL) progresses, so on two cores the generator
 * and the database work at the same time.
 */
async function generateChunk(generator: ShipmentGenerator, from: number, to: number): Promise<ChunkText> {
  // Object.fromEntries forgets the keys; every bulk table key is present, hence the casts.
  const parts = Object.fromEntries(BULK_TABLES.map((k) => [k, [] as string[]])) as Record<
    BulkTableKey,
    string[]
  >;
  const rows = Object.fromEntries(BULK_TABLES.map((k) => [k, 0])) as Record<BulkTableKey, number>;
  for (let start = from; start < to; start += SLICE_SIZE) {
    const slice = generator.generate(start, Math.min(to, start + SLICE_SIZE));
    for (const key of BULK_TABLES) {
      parts[key].push(toCopyText(TABLES[key], slice[key]));
      rows[key] += slice[key].length;
    }
    await yieldToEventLoop();
  }
  const text = Object.fromEntries(BULK_TABLES.map((k) => [k, parts[k].join('')])) as Record<
    BulkTableKey,
    string
  >;
  return { text, rows };
}

/** Writes the demo data; see the file comment. Refuses a database that holds data unless `reset`. */
export async function seedDemoData(database: Database, options: SeedOptions): Promise<SeedSummary> {
  const started = performance.now();
  const seed = options.seed ?? DEFAULT_SEED;
  const now = (options.now ?? startOfUtcDay(new Date())).getTime();
  const chunkSize = Math.max(1, options.chunkSize ?? DEFAULT_CHUNK_SIZE);
  const total = Math.max(0, Math.floor(options.shipments));
  const log = options.log ?? (() => undefined);

  // One hash for every demo account: argon2id is deliberately slow.
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const world = buildWorld({ seed, now, passwordHash });
  const generator = new ShipmentGenerator(world, seed, now);
  const rows: Record<string, number> = {};
  const count = (key: TableKey, n: number) => {
    const name = TABLES[key].name;
    rows[name] = (rows[name] ?? 0) + n;
  };

  await withLoadSession(database, async (session) => {
    let freeze: boolean;
    if (options.reset) {
      await session.query(`truncate ${sqlNames(SEEDED_TABLES)} restart identity cascade`);
      freeze = true;
    } else {
      if (await holdsData((sql) => session.query(sql))) {
        throw new Error('the database already holds data; seed it with reset to replace it');
      }
      freeze = await truncateBulkTablesForFreeze(session);
    }
    if (database.kind === 'postgres') {
      // Index rebuilds sort in memory when they can; raise the setting for this transaction only, never lower it.
      await session.query(
        `select set_config('maintenance_work_mem', '256MB', true)
          where pg_size_bytes(current_setting('maintenance_work_mem')) < pg_size_bytes('256MB')`,
      );
    }
    const deferred = await deferIndexesAndForeignKeys(
      session,
      BULK_TABLES.map((k) => TABLES[k].name),
    );

    log(
      `seed: ${total.toLocaleString('en-GB')} shipments in chunks of ${chunkSize}${freeze ? ' with COPY FREEZE' : ''}; ` +
        `${deferred.indexes} indexes and ${deferred.foreignKeys} foreign keys set aside until the end`,
    );
    for (const key of FIXED_TABLES) {
      await copyRows(session, TABLES[key], world.rows[key]);
      count(key, world.rows[key].length);
    }

    const writeChunk = async (chunk: ChunkText, to: number) => {
      for (const key of BULK_TABLES) {
        await session.copy(TABLES[key], chunk.text[key], { freeze });
        count(key, chunk.rows[key]);
      }
      if (to < total && Math.floor((to * 10) / total) > Math.floor(((to - chunkSize) * 10) / total)) {
        log(
          `seed: ${to.toLocaleString('en-GB')} of ${total.toLocaleString('en-GB')} shipments written (${Math.round(performance.now() - started)} ms)`,
        );
      }
    };
    // Chunk n+1 is generated while chunk n is written; a failed write surfaces at the next await.
    let writing: Promise<void> = Promise.resolve();
    for (let from = 0; from < total; from += chunkSize) {
      const to = Math.min(total, from + chunkSize);
      const chunk = await generateChunk(generator, from, to);
      await writing;
      writing = writeChunk(chunk, to);
      writing.catch(() => undefined);
    }
    await writing;

    const priority = priorityRows(world, generator.priority, now);
    await copyRows(session, TABLES.priorityRecords, priority);
    count('priorityRecords', priority.length);
    const favourites = favouriteRows(world, generator.favourites, now);
    await copyRows(session, TABLES.favourites, favourites);
    count('favourites', favourites.length);

    // The connect network (issue 17): invites, the trusted parties' addresses, partnerships.
    const network = buildNetworkSeed(world, now);
    for (const key of NETWORK_TABLES) {
      await copyRows(session, TABLES[key], network.rows[key]);
      count(key, network.rows[key].length);
    }

    const contracts = buildContractSeed(world, now);
    const written = await writeContracts(session, contracts, options.files);
    for (const [key, n] of Object.entries(written)) count(key as TableKey, n);
    const statuses = [...contracts.statusCounts.entries()]
      .map(
        ([code, counts]) =>
          `${code} ${[...counts.values()].reduce((a, b) => a + b, 0)} in ${counts.size} statuses`,
      )
      .join(', ');
    log(
      `seed: connect contracts ${statuses}; ${written.contractDocuments ?? 0} documents${options.files ? '' : ' (no file storage given)'}`,
    );

    // Invoices and payments (issue 14), on each group's first shipments by id.
    const shipmentRows = await session.query<InvoiceShipment & { orgGroupId: string }>(
      `select s.org_group_id as "orgGroupId", s.id::int8 as id, s.ship_number as "shipNumber",
              (select o.ord_number_full from orders o where o.shipment_id = s.id order by o.id limit 1) as "ordNumberFull"
         from (select *, row_number() over (partition by org_group_id order by id) as n from shipments) s
        where s.n <= $1 order by s.org_group_id, s.id`,
      [INVOICES_PER_GROUP],
    );
    const shipmentsByGroup = new Map<string, InvoiceShipment[]>();
    for (const r of shipmentRows) {
      const list = shipmentsByGroup.get(r.orgGroupId) ?? [];
      list.push({ id: Number(r.id), shipNumber: r.shipNumber, ordNumberFull: r.ordNumberFull });
      shipmentsByGroup.set(r.orgGroupId, list);
    }
    const invoiceSeed = buildInvoiceSeed(world, now, shipmentsByGroup);
    for (const key of INVOICE_TABLES) {
      await copyRows(session, TABLES[key], invoiceSeed[key]);
      count(key, invoiceSeed[key].length);
    }
    log(
      `seed: ${invoiceSeed.invoices.length} invoices, ${invoiceSeed.payments.length} payments, ${invoiceSeed.gatewaySettlements.length} gateway settlements`,
    );

    Object.assign(rows, await seedNews(session, world, now)); // issue 13: news, newsletters, support teams
    Object.assign(rows, await seedQuotes(session, world, now)); // issue 18: rate cards, the importer's quotes

    log(`seed: rebuilding ${deferred.indexes} indexes and ${deferred.foreignKeys} foreign keys`);
    await deferred.restore();
  });

  await database.query(`analyze ${sqlNames(SEEDED_TABLES)}`);
  // Bulk loads only mark the search table stale (migration 0005); fill it now rather than on the first search.
  const searchStarted = performance.now();
  await database.query('select search_rows_rebuild()');
  await database.query('analyze search_rows');
  log(`seed: search rows rebuilt in ${Math.round(performance.now() - searchStarted)} ms`);
  // The demo carrier feed, so `npm run simulate:carrier` is accepted (issue 11; a reset truncated it).
  await database.query(
    'insert into carrier_feeds (id, name, secret) values ($1, $2, $3) on conflict (id) do nothing',
    [DEMO_CARRIER_FEED.id, DEMO_CARRIER_FEED.name, DEMO_CARRIER_FEED.secret],
  );
  const elapsedMs = Math.round(performance.now() - started);
  log(`seed: ${total.toLocaleString('en-GB')} shipments in ${elapsedMs} ms`);
  return { seed, shipments: total, now: new Date(now).toISOString(), elapsedMs, rows };
}
