/**
 * Contracts search at scale (issue 19: "the same discipline for the other paged searches"): prints
 * figures, asserts nothing.
 *   npm run bench:contracts [-- --contracts 300000] [--runs 20] [--keep]
 *
 * 1. A PostgreSQL 15 cluster of its own with the demo data (its groups, trusted parties, users and
 *    contracts), then --contracts more contracts in PostgreSQL itself (INSERT … SELECT over
 *    generate_series): each takes the parties of one of the demo's contracts with a trusted party,
 *    ACME's for 40 % of them (ACME is the largest group, as in the other benches); created over the
 *    last three years, older ones mostly delivered, shipped, cancelled or rejected, recent ones in
 *    every status, with the party a status awaits; 1 to 5 lines each (contract_skus) from a
 *    catalogue of 5,000 product numbers. Then VACUUM ANALYZE.
 * 2. Searches through the real route, POST /api/connect/contracts/get (Fastify inject: routing,
 *    session, validation, service, repository, presenter; no socket), one request at a time, as
 *    ACME's client admin, as the demo supplier (a trusted party on ACME's contracts) and as staff
 *    over every group: two warm-ups, then --runs timed requests per search, round-robin. Prints
 *    p50 / p95 / max per search with its totalCount, against the tracking search's targets (clients
 *    p95 ≤ 50 ms, staff ≤ 200 ms). --keep leaves the cluster running, to EXPLAIN a search on it.
 */
import { parseArgs } from 'node:util';
import type { ContractSearchBody } from '@navia/domain/contracts/connect-contracts';
import type { Database } from '../apps/server/src/db/client.ts';
import { inProcessPortal } from './in-process.ts';
import { fmtInt, loadavg, log, numberOption, runBench } from './run-support.ts';
import {
  CONNECT_READERS,
  measureSearches,
  printSearchResults,
  type SearchCase,
} from './search/paged-search.ts';

const LARGEST_GROUP = 'ACME';
const LARGEST_SHARE = 0.4;
const USERS = CONNECT_READERS;

const { values } = parseArgs({
  options: {
    contracts: { type: 'string', default: '300000' },
    runs: { type: 'string', default: '20' },
    keep: { type: 'boolean', default: false },
  },
});

/** Seeds `n` contracts and their lines; answers how many ACME holds. */
async function seedContracts(database: Database, n: number): Promise<number> {
  const parties = await database.query<{
    org_group_id: string;
    code: string;
    trusted_party_id: string;
    contract_type: string;
    creator_side: string;
  }>(
    `select distinct c.org_group_id, g.code, c.trusted_party_id, c.contract_type, c.creator_side
       from contracts c join org_groups g on g.id = c.org_group_id
      where c.trusted_party_id is not null and c.contract_type <> 'STOCK TRANSFER'
      order by g.code, c.trusted_party_id, c.contract_type, c.creator_side`,
  );
  const largest = parties.filter((p) => p.code === LARGEST_GROUP);
  const others = parties.filter((p) => p.code !== LARGEST_GROUP);
  if (largest.length === 0 || others.length === 0) throw new Error('the demo has no contracts to copy');
  const column = (rows: typeof parties, key: keyof (typeof parties)[number]) => rows.map((r) => r[key]);
  const started = performance.now();
  await database.query(
    `insert into contracts (org_group_id, trusted_party_id, contract_type, status, awaiting_party, creator_side,
       reference_number, country_of_origin, port_of_loading, country_of_destination, port_of_final_destination,
       transport_type, container_mode, service_type, inco_terms, product_ready_date, product_delivery_date,
       req_ex_works_date, req_in_store_date, created_at, updated_at)
     select p.org_group_id, p.trusted_party_id, p.contract_type, s.status,
            case s.status when 'AWAITING ACCEPTANCE' then (array['buyer', 'seller'])[1 + (i % 2)]
                          when 'AMENDED' then (array['buyer', 'seller'])[1 + (i % 2)]
                          when 'AWAITING APPROVAL' then 'approver'
                          when 'AWAITING ADMIN APPROVAL' then 'admin'
                          when 'ACCEPTED' then 'seller'
                          when 'PARTIALLY CONFIRMED' then 'seller' end,
            p.creator_side, 'BCH' || lpad(i::text, 8, '0'),
            (array['CN', 'VN', 'IN', 'DE', 'US'])[1 + (i % 5)], (array['CNSHA', 'VNSGN', 'INNSA', 'DEHAM', 'USLAX'])[1 + (i % 5)],
            'AU', (array['AUMEL', 'AUSYD', 'AUBNE'])[1 + (i % 3)],
            (array['SEA', 'SEA', 'SEA', 'AIR', 'ROA'])[1 + (i % 5)], (array['FCL', 'LCL'])[1 + (i % 2)],
            (array['STANDARD', 'STANDARD', 'PRIORITY'])[1 + (i % 3)], (array['FOB', 'CIF', 'EXW', 'DAP'])[1 + (i % 4)],
            a.created::date + 30, a.created::date + 60, a.created::date + 25, a.created::date + 70,
            a.created, a.created
       from generate_series(1, $1::int) i,
       -- "+ 0 * i" ties each draw to its row: an uncorrelated subquery would run once for all rows.
       lateral (select now() - make_interval(secs => floor(random() * 1095 * 86400)::int + 0 * i) as created,
                       random() + 0 * i as r) a,
       lateral (
         select case when random() < $2::float then 1 + (i % $3::int) else 0 end as pick
       ) w,
       lateral (
         select case when w.pick > 0 then ($4::uuid[])[w.pick] else ($5::uuid[])[1 + (i % $6::int)] end as org_group_id,
                case when w.pick > 0 then ($7::uuid[])[w.pick] else ($8::uuid[])[1 + (i % $6::int)] end as trusted_party_id,
                case when w.pick > 0 then ($9::text[])[w.pick] else ($10::text[])[1 + (i % $6::int)] end as contract_type,
                case when w.pick > 0 then ($11::text[])[w.pick] else ($12::text[])[1 + (i % $6::int)] end as creator_side
       ) p,
       lateral (
         select case when a.created < now() - interval '180 days'
                     then (array['DELIVERED', 'DELIVERED', 'DELIVERED', 'DELIVERED', 'SHIPPED', 'CANCELLED', 'REJECTED'])[1 + floor(a.r * 7)::int]
                     else (array['AWAITING ACCEPTANCE', 'AWAITING APPROVAL', 'AWAITING ADMIN APPROVAL', 'APPROVED', 'ACCEPTED',
                                 'AMENDED', 'PARTIALLY CONFIRMED', 'CONFIRMED', 'PARTIALLY SHIPPED', 'SHIPPED',
                                 'PARTIALLY DELIVERED', 'DELIVERED', 'REJECTED', 'CANCELLED'])[1 + floor(a.r * 14)::int] end as status
       ) s`,
    [
      n,
      LARGEST_SHARE,
      largest.length,
      column(largest, 'org_group_id'),
      column(others, 'org_group_id'),
      others.length,
      column(largest, 'trusted_party_id'),
      column(others, 'trusted_party_id'),
      column(largest, 'contract_type'),
      column(others, 'contract_type'),
      column(largest, 'creator_side'),
      column(others, 'creator_side'),
    ],
  );
  log(`seeded ${fmtInt(n)} contracts in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  const lines = performance.now();
  await database.query(
    `insert into contract_skus (contract_id, org_group_id, position, product_number, product_description,
       unit_price, unit_currency, quantity, unit_of_measure, unit_of_weight, outer_pack_unit_of_weight)
     select c.id, c.org_group_id, p, 'SKU-' || lpad((((hashtext(c.id::text)::bigint & 2147483647) + p * 7919) % 5000)::text, 5, '0'),
            'Product ' || p, 1000 + p * 250, 'AUD', 1 + ((hashtext(c.id::text || p)::bigint & 2147483647) % 500), 'EA', 'KG', 'KG'
       from contracts c, generate_series(1, 1 + (hashtext(c.id::text)::bigint & 2147483647) % 5) p
      where c.reference_number like 'BCH%'`,
  );
  const [count] = await database.query<{ n: number }>('select count(*)::int as n from contract_skus');
  log(`seeded ${fmtInt(count?.n ?? 0)} lines in ${((performance.now() - lines) / 1000).toFixed(1)} s`);
  const analysed = performance.now();
  await database.query('vacuum analyze contracts');
  await database.query('vacuum analyze contract_skus');
  log(`vacuum analyze in ${((performance.now() - analysed) / 1000).toFixed(1)} s`);
  const [acme] = await database.query<{ n: number }>(
    'select count(*)::int as n from contracts c join org_groups g on g.id = c.org_group_id where g.code = $1',
    [LARGEST_GROUP],
  );
  return acme?.n ?? 0;
}

const CASES: SearchCase<ContractSearchBody>[] = [
  { id: 'default', label: 'All, created DESC (the default)', body: {} },
  { id: 'totals', label: 'All with the status totals', body: { includeStatusTotals: true } },
  { id: 'batch100', label: 'All, batch 100', body: { batchNo: 100 } },
  {
    id: 'awaiting',
    label: 'status AWAITING ACCEPTANCE',
    body: { filters: [{ status: 'AWAITING ACCEPTANCE' }] },
  },
  {
    id: 'open',
    label: 'status AWAITING ACCEPTANCE, ACCEPTED, CONFIRMED',
    body: { filters: [{ status: 'AWAITING ACCEPTANCE##ACCEPTED##CONFIRMED' }] },
  },
  { id: 'action', label: 'only action required', body: { isOnlyActionRequired: true } },
  { id: 'favourites', label: 'favourites', body: { key: 'favourites' } },
  {
    id: 'created30',
    label: 'created in the last 30 days',
    body: { filters: [{ createdAt: { durationType: 'PrevNext', prevDuration: 30 } }] },
  },
  {
    id: 'reference',
    label: 'reference contains "0012345"',
    body: { filters: [{ referenceNumber: '0012345' }] },
  },
  {
    id: 'product',
    label: 'product N° contains "SKU-0421"',
    body: { filters: [{ productNumber: 'SKU-0421' }] },
  },
  { id: 'searchText', label: 'search bar "0012345"', body: { searchText: '0012345' } },
  {
    id: 'seaFob',
    label: 'transport SEA, incoterms FOB',
    body: { filters: [{ transportType: 'SEA', incoTerms: 'FOB' }] },
  },
  {
    id: 'quantity',
    label: 'total quantity 100 to 300',
    body: { filters: [{ totalQuantity: { from: 100, to: 300 } }] },
  },
  { id: 'sortRef', label: 'sort reference ASC', body: { orderBy: 'referenceNumber', orderDir: 'ASC' } },
  { id: 'sortSeller', label: 'sort seller ASC', body: { orderBy: 'seller', orderDir: 'ASC' } },
  {
    id: 'sortReady',
    label: 'sort product ready DESC',
    body: { orderBy: 'productReadyDate', orderDir: 'DESC' },
  },
  {
    id: 'sortQuantity',
    label: 'sort total quantity DESC',
    body: { orderBy: 'totalQuantity', orderDir: 'DESC' },
  },
];

runBench(async () => {
  const count = numberOption(values, 'contracts', 1);
  const runs = numberOption(values, 'runs', 1);
  log(`load average ${loadavg()}`);
  const { cluster, database, app } = await inProcessPortal({ keep: values.keep ?? false, poolSize: 10 });
  const acme = await seedContracts(database, count);
  const [size] = await database.query<{ contracts: string; lines: string; total: number }>(
    `select pg_size_pretty(pg_total_relation_size('contracts')) as contracts,
            pg_size_pretty(pg_total_relation_size('contract_skus')) as lines,
            (select count(*)::int from contracts) as total`,
  );
  log(
    `contracts ${fmtInt(size?.total ?? 0)} (${size?.contracts} with indexes; lines ${size?.lines}); ${LARGEST_GROUP} holds ${fmtInt(acme)}`,
  );
  await app.ready();
  log(`searching: ${USERS.length} users × ${CASES.length} searches × ${runs} runs (after 2 warm-ups)`);
  const results = await measureSearches(app, {
    url: '/api/connect/contracts/get',
    users: USERS,
    cases: CASES,
    runs,
  });
  printSearchResults(results, {
    searchHeader: 'search (POST /api/connect/contracts/get)',
    summary: `Contracts search at ${fmtInt(size?.total ?? 0)} contracts (${LARGEST_GROUP} ${fmtInt(acme)})`,
  });
  if (values.keep) console.log(`Cluster left running (--keep): ${cluster.url}`);
});
