/**
 * EXPLAIN (ANALYZE, BUFFERS) of the contracts or SKU search's statements for one user and search
 * body, on a database left by `npm run bench:contracts -- --keep` or `npm run bench:skus -- --keep`:
 *   npx tsx bench/search/connect-explain.ts --url postgres://… --email clientadmin@acme.demo --body '{"orderBy":"seller"}'
 *   npx tsx bench/search/connect-explain.ts --search skus --url postgres://… --body '{"searchText":"kettle"}'
 */
import { parseArgs } from 'node:util';
import { contractSearchBodySchema } from '@navia/domain/contracts/connect-contracts';
import { skuSearchBodySchema } from '@navia/domain/contracts/skus';
import type { Role } from '@navia/domain/rules/access';
import { zoneOfCountry } from '@navia/domain/rules/filters/dates';
import type { Logger } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import type { Db } from '../../apps/server/src/db/client.ts';
import * as schema from '../../apps/server/src/db/schema/index.ts';
import { scopeOf } from '../../apps/server/src/lib/scope.ts';
import {
  countContracts,
  searchContracts,
  withSearchBarNames,
} from '../../apps/server/src/modules/contracts/contract-search.repository.ts';
import { matchOf } from '../../apps/server/src/modules/contracts/contracts.service.ts';
import * as skuSearch from '../../apps/server/src/modules/skus/skus.repository.ts';
import { matchOf as skuMatchOf } from '../../apps/server/src/modules/skus/skus.service.ts';

const { values } = parseArgs({
  options: {
    url: { type: 'string' },
    search: { type: 'string', default: 'contracts' },
    email: { type: 'string', default: 'clientadmin@acme.demo' },
    body: { type: 'string', default: '{}' },
  },
});
const pool = new pg.Pool({ connectionString: values.url, max: 2, options: '-c jit=off' });
const captured: { sql: string; params: unknown[] }[] = [];
const logger: Logger = { logQuery: (sql, params) => void captured.push({ sql, params }) };
const db = drizzle(pool, { schema, casing: 'snake_case', logger }) as unknown as Db;
const {
  rows: [user],
} = await pool.query(
  'select id, role, org_group_id, trusted_party_id, home_country from users where email = $1',
  [values.email],
);
const scope = scopeOf({
  userId: user.id,
  role: user.role as Role,
  orgGroupId: user.org_group_id,
  trustedPartyId: user.trusted_party_id,
});
const clock = { zone: zoneOfCountry(user.home_country), today: new Date().toISOString().slice(0, 10) };
const names: string[] = [];
if (values.search === 'skus') {
  const body = skuSearchBodySchema.parse(JSON.parse(values.body ?? '{}'));
  const match = skuMatchOf(body);
  const owners = await skuSearch.visibleSkuOwners(db, scope);
  captured.length = 0; // the owners' lookup
  await skuSearch.searchAndCountSkus(
    db,
    { scope, owners, match, clock },
    {
      orderBy: body.orderBy,
      orderDir: body.orderDir,
      offset: (body.batchNo - 1) * body.batchSize,
      limit: body.batchSize,
    },
  );
  // The batch's ids (with the count, for a text), the count (otherwise) and the rows, in the
  // order they were sent: each is printed with its SQL.
} else {
  const body = contractSearchBodySchema.parse(JSON.parse(values.body ?? '{}'));
  const match = await withSearchBarNames(db, matchOf(body));
  captured.length = 0; // the names' lookups
  await searchContracts(db, scope, match, clock, {
    orderBy: body.orderBy,
    orderDir: body.orderDir,
    offset: (body.batchNo - 1) * body.batchSize,
    limit: body.batchSize,
  });
  await countContracts(db, scope, match, clock);
  names.push('page', 'count');
}
for (const [i, statement] of captured.entries()) {
  const { rows } = await pool.query({
    text: `explain (analyze, buffers) ${statement.sql}`,
    values: statement.params,
  });
  console.log(`\n== ${names[i] ?? `statement ${i + 1}`}\n${statement.sql}\n`);
  for (const row of rows) console.log(row['QUERY PLAN']);
}
await pool.end();
