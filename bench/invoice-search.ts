/**
 * Invoice search benchmark (issue 14 "invoice search p95 at 1,000,000 invoices on PostgreSQL for the
 * largest group: ≤ 50 ms"): prints figures, asserts nothing. Run by `npm run bench:payments` after
 * its payment parts (on the same cluster and app), or alone:
 *   npx tsx bench/invoice-search.ts [--invoices 1000000] [--runs 30] [--keep]
 * (BENCH_INVOICES sets the default of --invoices, for a quick check: BENCH_INVOICES=200000).
 *
 * 1. Seeds --invoices invoices in PostgreSQL itself (one INSERT … SELECT over generate_series, not
 *    row by row through the app): 40 % in ACME (the largest group, whose client admin searches),
 *    the rest spread over the other groups; currencies AUD 70 %, USD 15 %, NZD 10 %, EUR 5 %;
 *    categories FRT, DUT, GST, CUR; 3 % credit notes; invoice dates over the last three years, due
 *    14 to 60 days later, so due dates run from three years ago to two months ahead; old invoices
 *    nearly all paid, recent ones paid, partly paid or not yet; two invoices per shipment number for
 *    70 % of them. Then VACUUM ANALYZE (the provider's feed is a bulk load; autovacuum does the same).
 * 2. Searches as ACME's client admin through the real route, POST /api/invoices/invoicesWithFilters
 *    (Fastify inject: routing, session, validation, service, repository, presenter; no socket), one
 *    request at a time: two warm-ups, then --runs timed requests per search. Prints p50 / p95 / max
 *    per search and overall, with the totalCount of each, against the 50 ms target.
 * 3. Checks that the status filter's SQL (repository) selects exactly the rows whose derived status
 *    (statusSql, held equal to the domain rule by invoices.test.ts) is that status, at this volume.
 */
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { BATCH_SIZE, DEMO_PASSWORD } from '@navia/domain/constants';
import {
  type InvoicesWithFiltersBody,
  invoicesWithFiltersBodySchema,
} from '@navia/domain/contracts/invoices';
import type { Role } from '@navia/domain/rules/access';
import { zoneOfCountry } from '@navia/domain/rules/filters/dates';
import { INVOICE_STATUSES } from '@navia/domain/rules/invoices/status';
import { sql } from 'drizzle-orm';
import type { buildApp } from '../apps/server/src/app.ts';
import type { AppContext } from '../apps/server/src/context.ts';
import type { Database } from '../apps/server/src/db/client.ts';
import { invoices } from '../apps/server/src/db/schema/index.ts';
import { scopeOf } from '../apps/server/src/lib/scope.ts';
import { statusConditionSql, statusSql } from '../apps/server/src/modules/invoices/invoices.repository.ts';
import { searchInvoices as searchInvoicesService } from '../apps/server/src/modules/invoices/invoices.service.ts';
import { inProcessPortal } from './in-process.ts';
import { postgresCpuSeconds } from './proc-cpu.ts';
import { fmtInt, loadavg, log, numberOption, runBench } from './run-support.ts';
import { ms, printTable, type Summary, summarise } from './search/stats.ts';

type App = Awaited<ReturnType<typeof buildApp>>['app'];

const TARGET_P95_MS = 50;
const LARGEST_GROUP = 'ACME';
const LARGEST_SHARE = 0.4;
const CLIENT_EMAIL = 'clientadmin@acme.demo';

/** Seeds `n` invoices over the groups in one statement; returns ACME's id and share. */
export async function seedInvoices(
  database: Database,
  n: number,
): Promise<{ groupId: string; rows: number }> {
  const groups = await database.query<{ id: string; code: string }>(
    'select id, code from org_groups order by code',
  );
  const largest = groups.find((g) => g.code === LARGEST_GROUP);
  if (!largest) throw new Error(`no ${LARGEST_GROUP} group`);
  const others = groups.filter((g) => g !== largest).map((g) => g.id);
  const started = performance.now();
  // r1..r5: independent uniform draws per row; `age` is days since the invoice date (0..1094).
  await database.query(
    `insert into invoices (org_group_id, org_code, transaction_owner, transaction_owner_name, transaction_number,
       transaction_type, transaction_category, shipment_number, ord_number_full, currency, invoice_amount, gst_amount,
       local_currency, local_total, exchange_rate, amount_paid, fully_paid_date, invoice_date, post_date, due_date)
     select g.group_id, g.org_code, 'NAVSYD', 'Navia Logistics Sydney',
            case when g.credit then 'CRD' else 'INV' end || lpad(i::text, 9, '0'),
            case when g.credit then 'CRD' else 'INV' end, g.category,
            case when g.r4 < 0.7 then 'S' || lpad((i / 2)::text, 8, '0') end,
            case when g.r4 < 0.35 then 'PO' || lpad((i / 2)::text, 7, '0') || '-1' end,
            g.currency, g.amount, case when g.currency = 'AUD' then g.amount / 11 else 0 end,
            'AUD', round(g.amount * g.rate)::bigint, g.rate, g.paid,
            case when g.paid >= g.amount then g.invoice_date + (g.r5 * (g.due_date - g.invoice_date + 10))::int end,
            g.invoice_date, g.invoice_date + 1, g.due_date
       from generate_series(1, $1::int) i,
       lateral (
         select *,
                case when credit then 0
                     when r3 < paid_share then amount
                     when r3 < paid_share + partly_share then greatest(1, (amount * (0.2 + 0.6 * r5))::bigint)
                     else 0 end as paid
           from (
             select *,
                    case when credit then -gross else gross end as amount,
                    -- Overdue for long: nearly all paid; due soon or later: more often open.
                    case when due_date < current_date - 60 then 0.97 when due_date < current_date then 0.55
                         else 0.2 end as paid_share,
                    case when due_date < current_date - 60 then 0.01 else 0.15 end as partly_share
               from (
                 select case when random() < $2::float then $3::uuid
                             else ($4::uuid[])[1 + (i % cardinality($4::uuid[]))] end as group_id,
                        'ORG' || lpad((i % 37)::text, 3, '0') as org_code,
                        random() < 0.03 as credit,
                        (array['FRT','FRT','FRT','FRT','FRT','FRT','DUT','DUT','GST','CUR'])[1 + (i % 10)] as category,
                        c.currency, c.rate,
                        (5000 + floor(power(random(), 3) * 2000000))::bigint as gross,
                        current_date - a.age as invoice_date,
                        current_date - a.age + (array[14, 30, 30, 30, 45, 60])[1 + (i % 6)] as due_date,
                        random() as r3, random() as r4, random() as r5
                   from (select floor(random() * 1095)::int as age, random() as rc) a,
                   lateral (
                     select case when a.rc < 0.70 then 'AUD' when a.rc < 0.85 then 'USD'
                                 when a.rc < 0.95 then 'NZD' else 'EUR' end as currency,
                            case when a.rc < 0.70 then 1 when a.rc < 0.85 then 1.52
                                 when a.rc < 0.95 then 0.91 else 1.64 end::numeric as rate
                   ) c
               ) base
           ) shares
       ) g`,
    [n, LARGEST_SHARE, largest.id, others],
  );
  log(`seeded ${fmtInt(n)} invoices in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  const analysed = performance.now();
  // The migrations' indexes (0019) are in place; the planner needs the new rows' statistics.
  await database.query('vacuum analyze invoices');
  log(`vacuum analyze in ${((performance.now() - analysed) / 1000).toFixed(1)} s`);
  const [row] = await database.query<{ n: number }>(
    'select count(*)::int as n from invoices where org_group_id = $1',
    [largest.id],
  );
  return { groupId: largest.id, rows: row?.n ?? 0 };
}

type SearchCase = { id: string; label: string; body: InvoicesWithFiltersBody };

function searchCases(sample: { transactionFragment: string; shipmentNumber: string }): SearchCase[] {
  const b = (body: Partial<InvoicesWithFiltersBody>): InvoicesWithFiltersBody => ({
    batchNo: 1,
    batchSize: BATCH_SIZE,
    ...body,
  });
  return [
    { id: 'default', label: 'All, DueDate DESC, batch 1', body: b({}) },
    { id: 'batch100', label: 'All, DueDate DESC, batch 100', body: b({ batchNo: 100 }) },
    {
      id: 'overdue',
      label: 'InvoiceStatus PAYMENT OVERDUE',
      body: b({ filters: [{ InvoiceStatus: 'PAYMENT OVERDUE' }] }),
    },
    {
      id: 'audOverdue',
      label: 'Currency AUD + PAYMENT OVERDUE',
      body: b({ filters: [{ Currency: 'AUD', InvoiceStatus: 'PAYMENT OVERDUE' }] }),
    },
    {
      id: 'openStatuses',
      label: 'InvoiceStatus OUTSTANDING, PARTIALLY PAID',
      body: b({ filters: [{ InvoiceStatus: 'OUTSTANDING##PARTIALLY PAID' }] }),
    },
    {
      id: 'txText',
      label: `TransactionNumber contains "${sample.transactionFragment}"`,
      body: b({ filters: [{ TransactionNumber: sample.transactionFragment }] }),
    },
    {
      id: 'outstandingRange',
      label: 'OutstandingAmount 1,000 to 5,000',
      body: b({ filters: [{ OutstandingAmount: { from: 1000, to: 5000 } }] }),
    },
    {
      id: 'sortOutstanding',
      label: 'All, sort OutstandingAmount DESC',
      body: b({ orderBy: 'OutstandingAmount', orderDir: 'DESC' }),
    },
    {
      id: 'dueNext30',
      label: 'DueDate next 30 days, DueDate ASC',
      body: b({
        orderDir: 'ASC',
        filters: [{ DueDate: { durationType: 'PrevNext', nextDuration: 30 } }],
      }),
    },
    {
      id: 'shipmentKey',
      label: `key = a ShipmentNumber (/payments/${sample.shipmentNumber})`,
      body: b({ key: sample.shipmentNumber }),
    },
  ];
}

/**
 * Times the searches through the route as the signed-in client (cookie). Returns the summary of
 * every sample (the figure) after printing the table.
 */
export async function measureInvoiceSearch(options: {
  app: App;
  database: Database;
  cookie: string;
  groupId: string;
  runs: number;
  pgDataDir?: string | undefined;
}): Promise<Summary> {
  const { app, cookie } = options;
  return measureSearches(options, async (body) => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/invoices/invoicesWithFilters',
      payload: body,
      headers: { cookie },
    });
    if (res.statusCode !== 200)
      throw new Error(`search ${JSON.stringify(body)}: ${res.statusCode} ${res.body}`);
    return res.json() as { totalCount: number; result: unknown[] };
  });
}

/** Times `send` over the searches, round-robin, one at a time; prints the table. */
export async function measureSearches(
  options: { database: Database; groupId: string; runs: number; pgDataDir?: string | undefined },
  send: (body: InvoicesWithFiltersBody) => Promise<{ totalCount: number; result: unknown[] }>,
): Promise<Summary> {
  const { database, groupId, runs } = options;
  const [sample] = await database.query<{ tx: string; ship: string }>(
    `select right(transaction_number, 6) as tx, shipment_number as ship from invoices
      where org_group_id = $1 and shipment_number is not null and transaction_number like 'INV_________'
      order by transaction_number offset 1000 limit 1`,
    [groupId],
  );
  const cases = searchCases({
    transactionFragment: sample?.tx ?? '000123',
    shipmentNumber: sample?.ship ?? 'S00000001',
  });
  const search = async (body: InvoicesWithFiltersBody) => {
    const started = performance.now();
    const json = await send(body);
    const elapsed = performance.now() - started;
    return { elapsed, totalCount: json.totalCount, rows: json.result.length };
  };
  const results: {
    c: SearchCase;
    summary: Summary;
    totalCount: number;
    rows: number;
    cpu: number | null;
  }[] = [];
  const all: number[] = [];
  log(
    `searching as ${LARGEST_GROUP}'s client admin: ${cases.length} searches × ${runs} runs (after 2 warm-ups)`,
  );
  // Round-robin over the searches, so a slow moment of the shared machine hits them all alike.
  const samples = new Map<string, number[]>(cases.map((c) => [c.id, []]));
  const answers = new Map<string, { totalCount: number; rows: number }>();
  // CPU time of this process and of PostgreSQL around each request (read outside the timing): what
  // a search costs whatever else the machine runs; /proc counts in 10 ms ticks, so it is summed.
  const cpuMs = new Map<string, number>(cases.map((c) => [c.id, 0]));
  const cpuNow = () =>
    process.cpuUsage().user / 1000 +
    process.cpuUsage().system / 1000 +
    (options.pgDataDir ? postgresCpuSeconds(options.pgDataDir) * 1000 : 0);
  for (let run = -2; run < runs; run++) {
    for (const c of cases) {
      const before = cpuNow();
      const r = await search(c.body);
      const cpu = cpuNow() - before;
      answers.set(c.id, { totalCount: r.totalCount, rows: r.rows });
      if (run >= 0) {
        samples.get(c.id)?.push(r.elapsed);
        cpuMs.set(c.id, (cpuMs.get(c.id) ?? 0) + cpu);
      }
    }
  }
  for (const c of cases) {
    const times = samples.get(c.id) ?? [];
    all.push(...times);
    results.push({
      c,
      summary: summarise(times),
      ...(answers.get(c.id) ?? { totalCount: 0, rows: 0 }),
      cpu: options.pgDataDir ? (cpuMs.get(c.id) ?? 0) / runs : null,
    });
  }
  const overall = summarise(all);
  console.log('');
  printTable(
    [
      'search (POST invoicesWithFilters)',
      'totalCount',
      'rows',
      'p50 ms',
      'p95 ms',
      'max ms',
      'CPU ms/search',
      `p95 ≤ ${TARGET_P95_MS}`,
    ],
    [
      ...results.map(({ c, summary, totalCount, rows, cpu }) => [
        c.label,
        fmtInt(totalCount),
        rows,
        ms(summary.p50),
        ms(summary.p95),
        ms(summary.max),
        cpu === null ? '—' : ms(cpu),
        summary.p95 <= TARGET_P95_MS ? 'PASS' : 'SHORT',
      ]),
      [
        'overall (every sample)',
        '',
        '',
        ms(overall.p50),
        ms(overall.p95),
        ms(overall.max),
        '',
        overall.p95 <= TARGET_P95_MS ? 'PASS' : 'SHORT',
      ],
    ],
  );
  return overall;
}

/** Each status filter selects exactly the rows whose derived status is that status (today, UTC). */
export async function checkStatusFilter(database: Database): Promise<string[]> {
  const [row] = await database.query<{ today: string }>('select current_date::text as today');
  const today = row?.today ?? new Date().toISOString().slice(0, 10);
  const problems: string[] = [];
  for (const status of INVOICE_STATUSES) {
    const [n] = await database.db
      .select({
        derived: sql<number>`count(*) filter (where ${statusSql(today)} = ${status})::int`,
        filtered: sql<number>`count(*) filter (where ${statusConditionSql(status, today)})::int`,
        both: sql<number>`count(*) filter (where ${statusSql(today)} = ${status} and ${statusConditionSql(status, today)})::int`,
      })
      .from(invoices);
    if (!n || n.derived !== n.filtered || n.both !== n.derived) {
      problems.push(`${status}: derived ${n?.derived}, filter ${n?.filtered}, both ${n?.both}`);
    }
  }
  return problems;
}

/** The part `npm run bench:payments` runs after its payments, on its cluster and app. */
export async function invoiceSearchPart(options: {
  app: App;
  ctx: AppContext;
  database: Database;
  cookie: string;
  invoices: number;
  runs: number;
  /** The cluster's data directory: PostgreSQL's CPU time per search is then printed too. */
  pgDataDir?: string | undefined;
}): Promise<void> {
  console.log(`\n== Invoice search at ${fmtInt(options.invoices)} invoices (load average ${loadavg()})`);
  const { groupId, rows } = await seedInvoices(options.database, options.invoices);
  const [size] = await options.database.query<{ size: string; total: number }>(
    "select pg_size_pretty(pg_total_relation_size('invoices')) as size, (select count(*)::int from invoices) as total",
  );
  log(
    `invoices ${fmtInt(size?.total ?? 0)} (${size?.size} with indexes); ${LARGEST_GROUP} holds ${fmtInt(rows)}`,
  );
  const problems = await checkStatusFilter(options.database);
  log(
    problems.length === 0
      ? 'status filter = derived status for every status: OK'
      : `status filter MISMATCH: ${problems.join('; ')}`,
  );
  const overall = await measureInvoiceSearch({ ...options, groupId });
  // The same searches without HTTP: routing, the session lookup, validation and JSON left out.
  const [user] = await options.database.query<{ id: string; role: string; home_country: string }>(
    'select id, role, home_country from users where email = $1',
    [CLIENT_EMAIL],
  );
  if (!user) throw new Error(`no user ${CLIENT_EMAIL}`);
  const caller = {
    scope: scopeOf({ userId: user.id, role: user.role as Role, orgGroupId: groupId, trustedPartyId: null }),
    zone: zoneOfCountry(user.home_country),
  };
  console.log(
    '\nThe same searches through the service (invoices.service.ts searchInvoices: page ∥ count), no HTTP:',
  );
  const service = await measureSearches({ ...options, groupId }, (body) =>
    searchInvoicesService(options.ctx, caller, invoicesWithFiltersBodySchema.parse(body)),
  );
  console.log(
    `\nInvoice search p95 at ${fmtInt(size?.total ?? 0)} invoices, largest group ${LARGEST_GROUP} (${fmtInt(rows)}): ${ms(overall.p95)} ms (target ≤ ${TARGET_P95_MS} ms): ${overall.p95 <= TARGET_P95_MS ? 'PASS' : 'SHORT'}; load average ${loadavg()}`,
  );
  console.log(
    `  through the service alone: p50 ${ms(service.p50)} ms, p95 ${ms(service.p95)} ms (the rest of the route's time is HTTP handling, the session lookup and the shared machine)`,
  );
  if (problems.length > 0) process.exitCode = 1;
}

export const defaultInvoices = () => process.env.BENCH_INVOICES ?? '1000000';

/** Signs in as ACME's client admin; returns the session cookie. */
export async function clientCookie(app: App): Promise<string> {
  const signin = await app.inject({
    method: 'POST',
    url: '/api/user/signin',
    payload: { email: CLIENT_EMAIL, password: DEMO_PASSWORD, loginFromConnect: false },
  });
  if (signin.statusCode !== 200) throw new Error(`sign-in: ${signin.statusCode} ${signin.body}`);
  return String(signin.headers['set-cookie']).split(';')[0] ?? '';
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const { values } = parseArgs({
    options: {
      invoices: { type: 'string', default: defaultInvoices() },
      runs: { type: 'string', default: '30' },
      keep: { type: 'boolean', default: false },
    },
  });
  runBench(async () => {
    const count = numberOption(values, 'invoices', 1);
    const runs = numberOption(values, 'runs', 1);
    log(`load average ${loadavg()}`);
    const { cluster, database, app, ctx } = await inProcessPortal({
      keep: values.keep ?? false,
      poolSize: 10,
    });
    await app.ready();
    await invoiceSearchPart({
      app,
      ctx,
      pgDataDir: cluster.dataDir,
      database,
      cookie: await clientCookie(app),
      invoices: count,
      runs,
    });
    if (values.keep) console.log(`Cluster left running (--keep): ${cluster.url}`);
  });
}
