/**
 * The SKU catalogue search at scale (issue 19: "the same discipline for the other paged searches"):
 * prints figures, asserts nothing.
 *   npm run bench:skus [-- --skus 200000] [--runs 20] [--keep]
 *
 * 1. A PostgreSQL 15 cluster of its own with the demo data (its groups, trusted parties, links and
 *    SKUs), then --skus more SKUs in PostgreSQL itself (INSERT … SELECT over generate_series): 40 %
 *    owned by ACME (the largest group, as in the other benches), 10 % by the demo supplier (a trusted
 *    party linked to ACME), the rest spread over the other groups and trusted parties. Product
 *    numbers are unique per owner; descriptions are drawn from 40 products in 8 colours; 10 % are
 *    INACTIVE; prices, stock and weights vary; created and changed over the last two years. Then
 *    VACUUM ANALYZE.
 * 2. Searches through the real route, POST /api/connect/skus/search, as ACME's client admin, the
 *    demo supplier and staff (bench/search/paged-search.ts): p50 / p95 / max per search with its
 *    totalCount, against the tracking search's targets (clients and trusted parties p95 ≤ 50 ms,
 *    staff ≤ 200 ms); then the type-ahead (GET /api/connect/skus/typeahead) for 5 texts, against the
 *    same targets. --keep leaves the cluster running, to EXPLAIN a search on it.
 */
import { parseArgs } from 'node:util';
import type { SkuSearchBody } from '@navia/domain/contracts/skus';
import type { Database } from '../apps/server/src/db/client.ts';
import { inProcessPortal } from './in-process.ts';
import { fmtInt, loadavg, log, numberOption, runBench } from './run-support.ts';
import {
  CONNECT_READERS,
  getWithQuery,
  measureSearches,
  printSearchResults,
  type SearchCase,
  SUPPLIER_EMAIL,
} from './search/paged-search.ts';

const LARGEST_GROUP = 'ACME';
const USERS = CONNECT_READERS;

const { values } = parseArgs({
  options: {
    skus: { type: 'string', default: '200000' },
    runs: { type: 'string', default: '20' },
    keep: { type: 'boolean', default: false },
  },
});

/** Seeds `n` SKUs; answers how many ACME and the demo supplier own. */
async function seedSkus(database: Database, n: number): Promise<{ acme: number; supplier: number }> {
  const [owners] = await database.query<{
    acme: string;
    supplier: string;
    groups: string[];
    parties: string[];
  }>(
    `select (select id from org_groups where code = $1) as acme,
            (select trusted_party_id from users where email = $2) as supplier,
            (select array_agg(id order by code) from org_groups where code <> $1) as groups,
            (select array_agg(id order by id) from trusted_parties
              where id <> (select trusted_party_id from users where email = $2)) as parties`,
    [LARGEST_GROUP, SUPPLIER_EMAIL],
  );
  if (!owners?.acme || !owners.supplier || !owners.groups?.length || !owners.parties?.length) {
    throw new Error('the demo has no groups or trusted parties to own SKUs');
  }
  const started = performance.now();
  await database.query(
    `insert into skus (org_group_id, owner_trusted_party_id, product_number, product_description, unit_price,
       unit_currency, unit_of_measure, weight_per_unit, sku_qty_available, status, created_at, updated_at)
     select o.org_group_id, o.owner_trusted_party_id, 'BS' || lpad(i::text, 8, '0'),
            (array['Blender', 'Kettle', 'Toaster', 'Chair', 'Table', 'Lamp', 'Cable', 'Shirt', 'Jacket', 'Bag',
                   'Bottle', 'Mug', 'Plate', 'Bowl', 'Pan', 'Knife', 'Fork', 'Spoon', 'Towel', 'Pillow',
                   'Blanket', 'Rug', 'Mirror', 'Clock', 'Vase', 'Frame', 'Candle', 'Basket', 'Box', 'Shelf',
                   'Stool', 'Desk', 'Cabinet', 'Drawer', 'Hook', 'Rail', 'Hanger', 'Brush', 'Comb', 'Razor'])[1 + (i % 40)]
              || ' ' || (array['red', 'blue', 'green', 'black', 'white', 'grey', 'oak', 'steel'])[1 + ((i / 40) % 8)]
              || ' ' || (100 + i % 900)::text,
            100 + (hashtext(i::text)::bigint & 2147483647) % 100000, (array['AUD', 'USD', 'EUR'])[1 + (i % 3)],
            (array['EA', 'PCS', 'KG', 'M'])[1 + (i % 4)], to_jsonb(round((0.1 + (i % 500) / 10.0)::numeric, 1)),
            case when i % 7 = 0 then null else (hashtext(i::text || 'q')::bigint & 2147483647) % 10000 end,
            case when i % 10 = 0 then 'INACTIVE' else 'ACTIVE' end, a.created, a.created + make_interval(days => (i % 60))
       from generate_series(1, $1::int) i,
       -- "+ 0 * i" ties each draw to its row: an uncorrelated subquery would run once for all rows.
       lateral (select now() - make_interval(secs => floor(random() * 730 * 86400)::int + 0 * i) - interval '60 days' as created) a,
       lateral (
         select case when i % 10 < 4 then $2::uuid
                     when i % 10 = 4 then null
                     when i % 10 < 8 then ($4::uuid[])[1 + (i % cardinality($4::uuid[]))] end as org_group_id,
                case when i % 10 = 4 then $3::uuid
                     when i % 10 >= 8 then ($5::uuid[])[1 + (i % cardinality($5::uuid[]))] end as owner_trusted_party_id
       ) o`,
    [n, owners.acme, owners.supplier, owners.groups, owners.parties],
  );
  log(`seeded ${fmtInt(n)} SKUs in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  await database.query('vacuum analyze skus');
  const [counts] = await database.query<{ acme: number; supplier: number }>(
    `select count(*) filter (where org_group_id = $1)::int as acme,
            count(*) filter (where owner_trusted_party_id = $2)::int as supplier from skus`,
    [owners.acme, owners.supplier],
  );
  return { acme: counts?.acme ?? 0, supplier: counts?.supplier ?? 0 };
}

const CASES: SearchCase<SkuSearchBody>[] = [
  { id: 'default', label: 'All, product N° ASC (the default)', body: {} },
  { id: 'batch100', label: 'All, batch 100', body: { batchNo: 100 } },
  { id: 'searchNumber', label: 'search bar "0012345"', body: { searchText: '0012345' } },
  { id: 'searchWord', label: 'search bar "kettle"', body: { searchText: 'kettle' } },
  { id: 'inactive', label: 'status INACTIVE', body: { filters: [{ status: 'INACTIVE' }] } },
  { id: 'mine', label: 'owner MINE', body: { filters: [{ owner: 'MINE' }] } },
  { id: 'partners', label: 'owner PARTNERS', body: { filters: [{ owner: 'PARTNERS' }] } },
  {
    id: 'productNumber',
    label: 'product N° contains "BS00012"',
    body: { filters: [{ productNumber: 'BS00012' }] },
  },
  {
    id: 'description',
    label: 'description contains "lamp oak"',
    body: { filters: [{ productDescription: 'lamp oak' }] },
  },
  {
    id: 'quantity',
    label: 'quantity available 100 to 200',
    body: { filters: [{ skuQtyAvailable: { from: 100, to: 200 } }] },
  },
  {
    id: 'changed30',
    label: 'changed in the last 30 days',
    body: { filters: [{ updatedAt: { durationType: 'PrevNext', prevDuration: 30 } }] },
  },
  { id: 'sortDescription', label: 'sort description ASC', body: { orderBy: 'productDescription' } },
  { id: 'sortPrice', label: 'sort price DESC', body: { orderBy: 'unitPrice', orderDir: 'DESC' } },
  { id: 'sortOwner', label: 'sort owner ASC', body: { orderBy: 'owner' } },
  { id: 'sortChanged', label: 'sort last changed DESC', body: { orderBy: 'updatedAt', orderDir: 'DESC' } },
];

/**
 * Type-ahead texts (at least 3 characters): a prefix every number shares, a rarer prefix, a
 * number's middle, a description word, and nothing.
 */
const TYPEAHEADS: SearchCase<{ text: string }>[] = [
  { id: 'prefixAll', label: '"BS0" (every number starts so)', body: { text: 'BS0' } },
  { id: 'prefixFew', label: '"BS00012" (a thousand numbers)', body: { text: 'BS00012' } },
  { id: 'middle', label: '"0012345" (a number\'s middle)', body: { text: '0012345' } },
  { id: 'word', label: '"kettle" (descriptions)', body: { text: 'kettle' } },
  { id: 'none', label: '"zzz" (nothing)', body: { text: 'zzz' } },
];

runBench(async () => {
  const count = numberOption(values, 'skus', 1);
  const runs = numberOption(values, 'runs', 1);
  log(`load average ${loadavg()}`);
  const { cluster, database, app } = await inProcessPortal({ keep: values.keep ?? false, poolSize: 10 });
  const owned = await seedSkus(database, count);
  const [size] = await database.query<{ skus: string; total: number }>(
    `select pg_size_pretty(pg_total_relation_size('skus')) as skus, (select count(*)::int from skus) as total`,
  );
  log(
    `SKUs ${fmtInt(size?.total ?? 0)} (${size?.skus} with indexes); ${LARGEST_GROUP} owns ${fmtInt(owned.acme)}, the demo supplier ${fmtInt(owned.supplier)}`,
  );
  await app.ready();
  log(`searching: ${USERS.length} users × ${CASES.length} searches × ${runs} runs (after 2 warm-ups)`);
  const results = await measureSearches(app, {
    url: '/api/connect/skus/search',
    users: USERS,
    cases: CASES,
    runs,
  });
  printSearchResults(results, {
    searchHeader: 'search (POST /api/connect/skus/search)',
    summary: `SKU search at ${fmtInt(size?.total ?? 0)} SKUs (${LARGEST_GROUP} ${fmtInt(owned.acme)})`,
  });
  log(`type-ahead: ${USERS.length} users × ${TYPEAHEADS.length} texts × ${runs} runs (after 2 warm-ups)`);
  const suggested = await measureSearches(app, {
    url: getWithQuery('/api/connect/skus/typeahead'),
    users: USERS,
    cases: TYPEAHEADS,
    runs,
  });
  printSearchResults(suggested, {
    searchHeader: 'type-ahead (GET /api/connect/skus/typeahead)',
    summary: `SKU type-ahead at ${fmtInt(size?.total ?? 0)} SKUs (totalCount: how many suggested)`,
  });
  if (values.keep) console.log(`Cluster left running (--keep): ${cluster.url}`);
});
