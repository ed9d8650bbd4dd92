/**
 * The SQL one search request issues, captured and replayed through node-postgres (bench/search.ts,
 * "API p50 / raw SQL p50"). A second Drizzle handle with a recording logger runs the repository
 * functions the API's searchShipments runs, with the same scope, key, filters, sort, clock and
 * batch; the recorded statements (text and parameters, exactly as Drizzle sends them) are then run
 * directly on a pg Pool in the order the service runs them: the page's row ids, then its rows
 * (with their containers and stored CO2e), the last as the prepared statement the repository makes
 * of it. The count is timed apart: the service keeps it, so a repeated search does not run it.
 */
import {
  type ShipmentsWithFiltersBody,
  shipmentsWithFiltersBodySchema,
} from '@navia/domain/contracts/shipments';
import { searchKeyDefinition } from '@navia/domain/rules/filters/search-keys';
import { CHOSEN_COLUMN_SORT_DIR } from '@navia/domain/rules/filters/sort';
import type { Logger } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import type { Db } from '../../apps/server/src/db/client.ts';
import * as schema from '../../apps/server/src/db/schema/index.ts';
import { type Scope, scopeOf } from '../../apps/server/src/lib/scope.ts';
import { searchClock } from '../../apps/server/src/modules/shipments/filter-sql.ts';
import type { SearchSpec, Sort } from '../../apps/server/src/modules/shipments/search-sql.ts';
import {
  countSearch,
  findSearchPage,
  ROWS_BY_ID_STATEMENT,
  searchContextOf,
} from '../../apps/server/src/modules/shipments/shipments.repository.ts';

/** A statement as Drizzle sent it; `name` when it was a prepared statement. */
export type Statement = { sql: string; params: unknown[]; name?: string };

/** The statements of one shipmentsWithFilters request. */
export type RequestSql = {
  /** The search: the page's row ids, planned for its filters. */
  page: Statement;
  /** Run by the API on a first search, and again once the counted groups' rows change. */
  count: Statement;
  /** The page's rows by id (prepared); absent when the page is empty. */
  lookup: Statement | null;
  totalCount: number;
  rows: number;
};

export type Caller = { scope: Scope; homeCountry: string };

/** A users row as the benches read it. */
export type CallerRow = { id: string; role: string; org_group_id: string | null; home_country: string };

/** The caller a user's row stands for (a client of their group, or staff), as the API builds it. */
export function callerOf(row: CallerRow): Caller {
  return {
    homeCountry: row.home_country,
    scope: scopeOf({
      userId: row.id,
      role: row.role as Scope['role'],
      orgGroupId: row.org_group_id,
      trustedPartyId: null,
    }),
  };
}

const { builtins } = pg.types;
const RAW_DATE_TYPES = new Set<number>([
  builtins.TIMESTAMPTZ,
  builtins.TIMESTAMP,
  builtins.DATE,
  builtins.INTERVAL,
]);
/** As Drizzle's node-postgres session: dates and intervals stay text, rows come as arrays. */
const DRIZZLE_TYPES = {
  getTypeParser: (oid: number, format?: 'text' | 'binary') =>
    RAW_DATE_TYPES.has(oid) ? (value: string) => value : pg.types.getTypeParser(oid, format),
};

/** Captures statements from the repository functions through a logging Drizzle handle. */
export class SqlCapture {
  private readonly pool: pg.Pool;
  private readonly db: Db;
  private readonly log: Statement[] = [];

  constructor(databaseUrl: string) {
    // As the app's pool (db/client.ts): JIT off.
    this.pool = new pg.Pool({ connectionString: databaseUrl, max: 2, options: '-c jit=off' });
    const logger: Logger = {
      logQuery: (sql, params) => {
        this.log.push({ sql, params });
      },
    };
    this.db = drizzle(this.pool, { schema, casing: 'snake_case', logger }) as unknown as Db;
  }

  /** The statement of one repository call: its last (staff's calls read the group ids first). */
  private take(what: string): Statement {
    const statement = this.log.splice(0).at(-1);
    if (!statement) throw new Error(`expected a statement for ${what}`);
    return statement;
  }

  /** The page's two statements: the ids, then (unless the page is empty) the rows by id. */
  private takePage(found: number): { page: Statement; lookup: Statement | null } {
    const statements = this.log.splice(0);
    const rows = found > 0 ? statements.pop() : undefined;
    const page = statements.pop();
    if (!page) throw new Error('expected a statement for the page');
    return { page, lookup: rows ? { ...rows, name: ROWS_BY_ID_STATEMENT } : null };
  }

  /** Runs the request's repository calls once and answers their statements. */
  async request(
    caller: Caller,
    body: Omit<ShipmentsWithFiltersBody, 'batchNo' | 'batchSize'>,
    batch: number,
    batchSize: number,
  ): Promise<RequestSql> {
    // As shipments.service.ts: specOf and sortOf over the validated body.
    const input = shipmentsWithFiltersBodySchema.parse({ ...body, batchNo: batch, batchSize });
    const spec: SearchSpec = {
      searchType: 'tracking',
      key: input.key,
      filters: input.filters,
      advanced: input.isAdvancedSearch,
      daysInStorage: undefined,
      favouritesOf: undefined,
    };
    const sort: Sort = input.orderBy
      ? { orderBy: input.orderBy, orderDir: input.orderDir ?? CHOSEN_COLUMN_SORT_DIR }
      : (searchKeyDefinition('tracking', input.key)?.defaultSort ?? { orderBy: 'ETA', orderDir: 'DESC' });
    // As the service: the filters' texts looked up once (not replayed: the search's own statements
    // are), then the count first, since how many rows match decides how the page reads them.
    const context = await searchContextOf(
      this.db,
      caller.scope,
      spec,
      searchClock(new Date(), caller.homeCountry),
    );
    this.log.length = 0;
    const totalCount = await countSearch(this.db, caller.scope, spec, context);
    const count = this.take('the count');
    const rows = await findSearchPage(this.db, caller.scope, {
      spec,
      context,
      sort,
      limit: input.batchSize,
      offset: (input.batchNo - 1) * input.batchSize,
      matches: totalCount,
    });
    const { page, lookup } = this.takePage(rows.length);
    return { page, count, lookup, totalCount, rows: rows.length };
  }

  /** The count statement of one search (as the tiles count each key metric) and its result. */
  async count(caller: Caller, spec: SearchSpec): Promise<{ count: Statement; totalCount: number }> {
    const context = await searchContextOf(
      this.db,
      caller.scope,
      spec,
      searchClock(new Date(), caller.homeCountry),
    );
    this.log.length = 0;
    const totalCount = await countSearch(this.db, caller.scope, spec, context);
    return { count: this.take('the count'), totalCount };
  }

  close(): Promise<void> {
    return this.pool.end();
  }
}

/** Runs captured statements directly on a pg Pool. */
export class RawRunner {
  private readonly pool: pg.Pool;

  constructor(databaseUrl: string) {
    // As the app's pool (db/client.ts): JIT off.
    this.pool = new pg.Pool({ connectionString: databaseUrl, max: 2, options: '-c jit=off' });
  }

  async run(statement: Statement): Promise<number> {
    const started = performance.now();
    await this.pool.query({
      ...(statement.name ? { name: statement.name } : {}),
      text: statement.sql,
      values: statement.params,
      rowMode: 'array',
      types: DRIZZLE_TYPES,
    });
    return performance.now() - started;
  }

  /**
   * One request's statements as the service runs them for a search it has answered before: the
   * page's row ids, then its rows; `total` is their time (ms). The service keeps a search's count
   * until the counted groups' rows change (search-counts.ts), so a repeated search runs no count.
   * With `withCount` the count is run and timed too, outside `total`: what a first search adds.
   */
  async request(
    sql: RequestSql,
    withCount: boolean,
  ): Promise<{ total: number; page: number; count: number | null; lookup: number | null }> {
    const count = withCount ? await this.run(sql.count) : null;
    const started = performance.now();
    const page = await this.run(sql.page);
    const lookup = sql.lookup ? await this.run(sql.lookup) : null;
    return { total: performance.now() - started, page, count, lookup };
  }

  close(): Promise<void> {
    return this.pool.end();
  }
}
