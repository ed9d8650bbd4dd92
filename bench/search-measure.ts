/**
 * Measures the tracking search on PostgreSQL with synthetic data (not a test; prints figures).
 *   BENCH_DATABASE_URL=postgres://… npx tsx bench/search-measure.ts [--shipments 1000000] [--load]
 * --load fills an empty database with generated shipments, orders and containers (server-side
 * generate_series, so it is quick); without it the data already there is measured. Each case runs
 * the same repository functions the API uses, for batch 1 and batch 100, and prints p50/p95.
 */
import { parseArgs } from 'node:util';
import { KEY_METRIC_CODES } from '@navia/domain/rules/key-metrics';
import { openDatabase } from '../apps/server/src/db/client.ts';
import { type Scope, scopeOf } from '../apps/server/src/lib/scope.ts';
import { searchClock } from '../apps/server/src/modules/shipments/filter-sql.ts';
import type { KeysetPosition, SearchSpec, Sort } from '../apps/server/src/modules/shipments/search-sql.ts';
import {
  countSearch,
  countSearches,
  ensureSearchRowsFresh,
  findSearchPage,
  findSearchRowsAfter,
  searchContextOf,
} from '../apps/server/src/modules/shipments/shipments.repository.ts';

const { values } = parseArgs({
  options: {
    shipments: { type: 'string', default: '1000000' },
    load: { type: 'boolean', default: false },
    runs: { type: 'string', default: '15' },
  },
});
const url = process.env.BENCH_DATABASE_URL;
if (!url) throw new Error('BENCH_DATABASE_URL is required');
const database = await openDatabase({ databaseUrl: url, poolSize: 4 });
const q = database.query;

if (values.load) {
  const n = Number(values.shipments);
  console.log(`loading ${n} shipments…`);
  await q(`insert into org_groups (id, code, name, country)
    select md5('g' || g)::uuid, 'BENCH' || g, 'Bench group ' || g, 'AU' from generate_series(1, 20) g`);
  await q(`insert into carriers (id, code, name, transport_mode)
    select 900000 + c, 'BC' || c, 'Bench carrier ' || c, 'SEA' from generate_series(1, 30) c on conflict do nothing`);
  // Group sizes are skewed: group 1 holds about a quarter of the rows, group 20 a few hundred.
  await q(`insert into shipments (id, org_group_id, ship_key, ship_number, data_source, direction, transport_mode, packing,
      service_level, origin, destination, supplier_code, supplier, consignee_code, consignee, house_bill, master_bill,
      client_shipment_id, no_of_packs, pack_type, actual_weight, chargeable_weight, actual_volume, etd, eta, atd, ata,
      delivered_date, milestone, customs_status, carrier_id, vessel)
    select s, md5('g' || (1 + floor(power(random(), 2.5) * 20))::int)::uuid, 'SK' || s, 'S' || lpad(s::text, 8, '0'), 'AU',
      case when random() < 0.8 then 'IMPORT' else 'EXPORT' end,
      (array['SEA','SEA','SEA','AIR','ROAD'])[1 + floor(random() * 5)::int], (array['FCL','LCL','AIR','FTL'])[1 + floor(random() * 4)::int],
      'STD', (array['CNSHA','CNNGB','SGSIN','USLAX','NZAKL'])[1 + floor(random() * 5)::int], (array['AUMEL','AUSYD','AUBNE'])[1 + floor(random() * 3)::int],
      'SUP' || (s % 500), 'Supplier ' || (s % 500), 'CON' || (s % 50), 'Consignee ' || (s % 50),
      case when random() < 0.95 then 'HB' || s end, 'MB' || s, 'CID' || s, 1 + (s % 40), 'CTN',
      random() * 20000, random() * 22000, random() * 60,
      t.etd, t.etd + interval '25 days', case when t.etd < now() then t.etd end,
      case when t.etd + interval '25 days' < now() then t.etd + interval '25 days' end,
      case when t.etd + interval '32 days' < now() then t.etd + interval '32 days' end,
      case when t.etd + interval '32 days' < now() then 'DELIVERED' when t.etd < now() then 'IN TRANSIT' else 'CONFIRMED' end,
      (array['CLEARED','NOT SENT','SENT NOT CLEARED'])[1 + floor(random() * 3)::int], 900001 + (s % 30), 'VESSEL ' || (s % 200)
    from generate_series(1, ${n}) s, lateral (select now() + (random() * 240 - 200) * interval '1 day' + s * interval '0 second' as etd) t`);
  await q(`insert into orders (id, org_group_id, ord_key, ord_number, ord_number_full, shipment_id, ord_status, data_source,
      direction, transport_mode, packing, supplier_code, supplier, buyer_code, buyer, origin, destination, order_date, ex_works,
      req_in_store, etd, eta)
    select s.id, s.org_group_id, 'OK' || s.id, 'PO' || s.id, 'PO' || s.id || '-0', s.id,
      case when s.delivered_date is not null then 'DLV' when s.atd is not null then 'SHP' else 'CNF' end, 'AU', s.direction,
      s.transport_mode, s.packing, s.supplier_code, s.supplier, s.consignee_code, s.consignee, s.origin, s.destination,
      s.etd - interval '60 days', s.etd - interval '7 days', s.eta + interval '10 days', s.etd, s.eta
    from shipments s where s.id % 10 < 7 and s.id <= ${n}`);
  await q(`insert into orders (id, org_group_id, ord_key, ord_number, ord_number_full, ord_status, data_source, direction,
      transport_mode, packing, supplier_code, supplier, buyer_code, buyer, origin, destination, order_date, ex_works, req_in_store)
    select ${n} + o, md5('g' || (1 + floor(power(random(), 2.5) * 20))::int)::uuid, 'OK' || (${n} + o), 'PO' || (${n} + o),
      'PO' || (${n} + o) || '-0', 'PLC', 'AU', 'IMPORT', 'SEA', 'FCL', 'SUP1', 'Supplier 1', 'CON1', 'Consignee 1', 'CNSHA', 'AUMEL',
      now() - interval '20 days', now() + (random() * 60 - 20) * interval '1 day', now() + (random() * 90) * interval '1 day'
    from generate_series(1, ${Math.round(n / 10)}) o`);
  await q(`insert into containers (id, org_group_id, shipment_id, container_number, container_type, weight, cargo_storage, actual_delivery)
    select s.id, s.org_group_id, s.id, 'MSCU' || lpad(s.id::text, 7, '0'), '40HC', 20000, s.eta + interval '3 days', s.delivered_date
    from shipments s where s.transport_mode = 'SEA' and s.id <= ${n}`);
  await q('analyze');
}

let started = performance.now();
if (values.load || process.env.BENCH_REBUILD) await q('update search_state set stale = true');
await ensureSearchRowsFresh(database.db);
console.log(`search_rows fresh after ${((performance.now() - started) / 1000).toFixed(1)} s`);
started = performance.now();
const groups = await q<{ id: string; n: number }>(
  `select org_group_id as id, count(*)::int as n from search_rows group by 1 order by 2 desc`,
);
console.log(
  'records per group (largest, median, smallest):',
  groups[0]?.n,
  groups[Math.floor(groups.length / 2)]?.n,
  groups.at(-1)?.n,
);
const now = new Date();
const clock = searchClock(now, 'AU');
const client = (orgGroupId: string): Scope =>
  scopeOf({ userId: '00000000-0000-0000-0000-000000000000', role: 'OP', orgGroupId, trustedPartyId: null });
const staff: Scope = scopeOf({
  userId: '00000000-0000-0000-0000-000000000000',
  role: 'NU',
  orgGroupId: null,
  trustedPartyId: null,
});

type Case = { name: string; spec: Omit<SearchSpec, 'searchType'>; sort: Sort };
const cases: Case[] = [
  {
    name: 'All, ETA desc',
    spec: { key: 'All', filters: [], advanced: false },
    sort: { orderBy: 'ETA', orderDir: 'DESC' },
  },
  {
    name: 'SHIPARR14',
    spec: { key: 'SHIPARR14', filters: [], advanced: false },
    sort: { orderBy: 'ETA', orderDir: 'DESC' },
  },
  {
    name: 'Transport SEA, ETD next 30',
    spec: {
      key: 'All',
      filters: [{ Transport: 'SEA', ETD: { durationType: 'PrevNext', nextDuration: 30 } }],
      advanced: false,
    },
    sort: { orderBy: 'ETD', orderDir: 'ASC' },
  },
  {
    name: 'general search',
    spec: { key: 'All', filters: [{ GeneralSearch: '12345' }], advanced: false },
    sort: { orderBy: 'ETA', orderDir: 'DESC' },
  },
  {
    name: 'supplier, sort ShipNumber',
    spec: { key: 'All', filters: [{ Supplier: 'supplier 12' }], advanced: false },
    sort: { orderBy: 'ShipNumber', orderDir: 'ASC' },
  },
  {
    name: 'advanced OR',
    spec: {
      key: 'All',
      filters: [{ Packing: 'LCL', CustomsStatus: 'NOT SENT' }, { Destination: 'AUMEL' }],
      advanced: true,
    },
    sort: { orderBy: 'ETA', orderDir: 'DESC' },
  },
];

function percentile(sorted: number[], p: number) {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
}
async function time(fn: () => Promise<unknown>, runs: number) {
  const ms: number[] = [];
  for (let i = 0; i < runs; i++) {
    const start = performance.now();
    await fn();
    ms.push(performance.now() - start);
  }
  ms.sort((a, b) => a - b);
  return `p50 ${percentile(ms, 50).toFixed(1)} ms, p95 ${percentile(ms, 95).toFixed(1)} ms`;
}

const runs = Number(values.runs);
const who: [string, Scope][] = [
  [`largest group (${groups[0]?.n} records)`, client(groups[0]?.id ?? '')],
  [
    `median group (${groups[Math.floor(groups.length / 2)]?.n} records)`,
    client(groups[Math.floor(groups.length / 2)]?.id ?? ''),
  ],
  ['staff (all)', staff],
];
for (const [label, scope] of who) {
  console.log(`\n== ${label}`);
  for (const c of cases) {
    const spec: SearchSpec = {
      searchType: 'tracking',
      ...c.spec,
      filters: c.spec.filters as SearchSpec['filters'],
    };
    // Looked up once, as the service does per request.
    const context = await searchContextOf(database.db, scope, spec, clock);
    const page = (batch: number) => () =>
      findSearchPage(database.db, scope, {
        spec,
        context,
        sort: c.sort,
        limit: 30,
        offset: (batch - 1) * 30,
      });
    console.log(
      `${c.name.padEnd(28)} page 1: ${await time(page(1), runs)} | page 100: ${await time(page(100), runs)} | count: ${await time(() => countSearch(database.db, scope, spec, context), runs)}`,
    );
  }
  const tiles = KEY_METRIC_CODES.map((code) => ({
    id: code,
    spec: { searchType: 'tracking' as const, key: code, filters: [], advanced: false },
  }));
  console.log(
    `tiles (14 counts): ${await time(() => countSearches(database.db, scope, tiles, clock), Math.max(3, Math.floor(runs / 3)))}`,
  );
}
// The CSV export's read path: every row of the largest group, keyset batches of 500.
{
  const scope = client(groups[0]?.id ?? '');
  const spec: SearchSpec = { searchType: 'tracking', key: 'All', filters: [], advanced: false };
  const sort: Sort = { orderBy: 'ETA', orderDir: 'DESC' };
  let after: KeysetPosition | null = null;
  let rows = 0;
  let slowest = 0;
  const start = performance.now();
  for (;;) {
    const t0 = performance.now();
    const batch = await findSearchRowsAfter(
      database.db,
      scope,
      { spec, context: clock, sort, limit: 500 },
      after,
    );
    slowest = Math.max(slowest, performance.now() - t0);
    rows += batch.length;
    const last = batch[batch.length - 1];
    if (last && batch.length === 500) {
      after = { value: last.sortValue, rid: last.rid };
      continue;
    }
    if (after === null || after === 'nulls' || after.value === null) break;
    after = 'nulls';
  }
  const seconds = (performance.now() - start) / 1000;
  console.log(
    `\nexport read of the largest group: ${rows} rows in ${seconds.toFixed(1)} s (${Math.round(rows / seconds)} rows/s), slowest batch ${slowest.toFixed(0)} ms`,
  );
}
await database.close();
