/**
 * The plan guard (issue 19, decision 030): on PostgreSQL, with 100,000 demo shipments, every
 * combination of the search benchmark (bench/search/cases.ts) at batch 1 and batch 100, as a
 * client of the largest group and as staff over every group, is EXPLAIN ANALYZEd as the API runs it
 * (the count, then the page). A plan that reads search_rows with a sequential scan, or sorts more
 * than SORTED_ROWS_MAX rows, fails: a new filter, sort or key without an index that serves it
 * cannot slip in unnoticed. Runs in CI's PostgreSQL suite (TEST_DATABASE_URL); PGlite has no
 * planner statistics worth guarding.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type GroupSample,
  SEARCH_CASES,
  type SearchCase,
  sampleGroup,
} from '../../../../../bench/search/cases.ts';
import {
  type Caller,
  type CallerRow,
  callerOf,
  SqlCapture,
  type Statement,
} from '../../../../../bench/search/raw-sql.ts';
import type { Database } from '../../db/client.ts';
import { seedDemoData } from '../../seed/seed.ts';
import { openOwnTestDatabase } from '../../test/test-app.ts';
import { ensureSearchRowsFresh } from './shipments.repository.ts';

const SHIPMENTS = 100_000;
/**
 * The most rows one Sort node may take in: a page's 30, the bounded matches of a filter, or a
 * planner's choice to sort a filter's matches for a deep page (ActualWeight at batch 100: 10,777 of
 * ACME's 36,600 rows here). More than this is over half the largest group, a plan that grows with
 * the data.
 */
const SORTED_ROWS_MAX = 20_000;

type PlanNode = {
  'Node Type': string;
  'Relation Name'?: string;
  'Actual Rows'?: number;
  'Actual Loops'?: number;
  Plans?: PlanNode[];
};

/** What the guard refuses in a plan, as readable lines. */
function findings(node: PlanNode, into: string[] = []): string[] {
  if (node['Node Type'] === 'Seq Scan' && node['Relation Name'] === 'search_rows') {
    into.push('a sequential scan of search_rows');
  }
  if (node['Node Type'] === 'Sort' || node['Node Type'] === 'Incremental Sort') {
    const input = node.Plans?.[0];
    const rows = (input?.['Actual Rows'] ?? 0) * (input?.['Actual Loops'] ?? 1);
    if (rows > SORTED_ROWS_MAX) into.push(`a sort of ${rows} rows (at most ${SORTED_ROWS_MAX})`);
  }
  for (const child of node.Plans ?? []) findings(child, into);
  return into;
}

describe.runIf(process.env.TEST_DATABASE_URL)(
  `search plans at ${SHIPMENTS.toLocaleString('en-GB')} shipments`,
  () => {
    let database: Database;
    let capture: SqlCapture;
    const callers: { name: string; caller: Caller }[] = [];
    let sample: GroupSample;

    beforeAll(async () => {
      database = await openOwnTestDatabase();
      await seedDemoData(database, { shipments: SHIPMENTS, seed: 1 });
      await ensureSearchRowsFresh(database.db);
      const url = String(
        (database.pool?.options as { connectionString?: string } | undefined)?.connectionString,
      );
      capture = new SqlCapture(url);
      const [acme] = await database.query<{ id: string }>(`select id from org_groups where code = 'ACME'`);
      sample = await sampleGroup(database, acme?.id ?? '');
      for (const [name, email] of [
        ['ACME client', 'importer@acme.demo'],
        ['staff', 'staff@navia.demo'],
      ] as const) {
        const [user] = await database.query<CallerRow>(
          'select id, role, org_group_id, home_country from users where email = $1',
          [email],
        );
        if (!user) throw new Error(`no demo user ${email}`);
        callers.push({ name, caller: callerOf(user) });
      }
    }, 600_000);

    afterAll(async () => {
      await capture?.close();
      await database?.close();
    });

    async function planOf(statement: Statement): Promise<PlanNode> {
      const [row] = await database.query<{ 'QUERY PLAN': [{ Plan: PlanNode }] }>(
        `explain (analyze, format json) ${statement.sql}`,
        statement.params,
      );
      const plan = row?.['QUERY PLAN'][0]?.Plan;
      if (!plan) throw new Error('no plan');
      return plan;
    }

    it('reads search_rows through an index and sorts little, for every combination', async () => {
      const refused: string[] = [];
      const today = new Date();
      for (const { name, caller } of callers) {
        for (const c of SEARCH_CASES as readonly SearchCase[]) {
          for (const batch of [1, 100]) {
            const sql = await capture.request(caller, c.body(sample, today), batch, 30);
            for (const [statement, what] of [
              [sql.count, 'count'],
              [sql.page, 'page'],
            ] as const) {
              for (const finding of findings(await planOf(statement))) {
                refused.push(`${c.id} (${c.label}), ${name}, batch ${batch}, ${what}: ${finding}`);
              }
            }
          }
        }
      }
      expect(refused).toEqual([]);
    }, 600_000);
  },
);
