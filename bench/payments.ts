/**
 * Payments benchmark (issue 14 "Performance and reliability"): prints figures, asserts nothing.
 *   npm run bench:payments [-- --payments 100] [--replays 1000] [--invoices 1000000] [--search-runs 30] [--keep]
 *
 * 1. Starts a throwaway PostgreSQL 15 cluster (bench/pg-cluster.ts), seeds the demo data (no
 *    shipments) and adds --payments fresh invoices to ACME.
 * 2. Builds the app in this process on that database (the test gateway, its webhooks held back) and
 *    signs in as ACME's client admin.
 * 3. Double submits: for every invoice, two identical pay requests (one idempotency key) at once, all
 *    2 × --payments together. Counts the payment rows per key and the gateway charges per key: a
 *    double charge is a key with more than one of either. Prints the latency of a pay call.
 * 4. Webhook replays: the settlement events are delivered, then one of them --replays more times
 *    (50 at a time). Counts how often it was applied: the invoice's amount_paid and the audit rows.
 * 5. The invoice search at --invoices invoices (default 1,000,000, or BENCH_INVOICES; 0 skips it):
 *    bench/invoice-search.ts seeds them in PostgreSQL and times the searches of ACME's client admin
 *    through the route (p95 ≤ 50 ms).
 */
import { randomUUID } from 'node:crypto';
import { parseArgs } from 'node:util';
import { DEMO_PASSWORD } from '@navia/domain/constants';
import { WEBHOOK_SIGNATURE_HEADER } from '../apps/server/src/integrations/payments/gateway.ts';
import { TEST_CARDS, type TestGateway } from '../apps/server/src/integrations/payments/test-gateway.ts';
import { inProcessPortal } from './in-process.ts';
import { defaultInvoices, invoiceSearchPart } from './invoice-search.ts';
import { fmtInt, loadavg, log, numberOption, runBench } from './run-support.ts';
import { ms, printTable, summarise } from './search/stats.ts';

const { values } = parseArgs({
  options: {
    payments: { type: 'string', default: '100' },
    replays: { type: 'string', default: '1000' },
    invoices: { type: 'string', default: defaultInvoices() },
    'search-runs': { type: 'string', default: '30' },
    keep: { type: 'boolean', default: false },
  },
});

runBench(async () => {
  const payments = numberOption(values, 'payments', 1);
  const replays = numberOption(values, 'replays', 1);
  const searchInvoices = numberOption(values, 'invoices', 0);
  const searchRuns = numberOption(values, 'search-runs', 1);
  log(`load average ${loadavg()}`);
  const { cluster, database, app, ctx } = await inProcessPortal({ keep: values.keep ?? false, poolSize: 20 });
  await ctx.jobs.start();
  await app.ready();
  const gateway = ctx.payments.testGateway as TestGateway;

  const signin = await app.inject({
    method: 'POST',
    url: '/api/user/signin',
    payload: { email: 'clientadmin@acme.demo', password: DEMO_PASSWORD, loginFromConnect: false },
  });
  const cookie = String(signin.headers['set-cookie']).split(';')[0] ?? '';
  const post = (url: string, payload: unknown) =>
    app.inject({ method: 'POST', url, payload: payload as object, headers: { cookie } });

  const [acme] = await database.query<{ id: string }>("select id from org_groups where code = 'ACME'");
  const ids = await database.query<{ id: string }>(
    `insert into invoices (org_group_id, org_code, transaction_owner, transaction_owner_name, transaction_number,
       transaction_type, transaction_category, currency, invoice_amount, local_currency, local_total, exchange_rate,
       invoice_date, post_date, due_date)
     select $1, 'ACMRETMEL', 'NAVSYD', 'Navia Logistics Sydney', 'BENCH' || g, 'INV', 'FRT', 'AUD', 10000 + g,
            'AUD', 10000 + g, 1, current_date, current_date, current_date + 30
       from generate_series(1, $2::int) g returning id`,
    [acme?.id, payments],
  );
  log(`${fmtInt(ids.length)} invoices to pay; ${fmtInt(2 * ids.length)} pay requests at once`);

  const tokenOf = async () =>
    (
      (
        await post('/api/payments/testGateway/tokens', {
          number: TEST_CARDS.success,
          expMonth: 12,
          expYear: 2035,
          cvc: '123',
        })
      ).json() as { token: string }
    ).token;
  const bodies = await Promise.all(
    ids.map(async ({ id }, i) => ({
      idempotencyKey: randomUUID(),
      token: await tokenOf(),
      invoices: [{ invoiceId: id, amount: 10_000 + i + 1 }],
    })),
  );
  const latencies: number[] = [];
  const statuses = new Map<number, number>();
  const timed = async (body: unknown) => {
    const started = performance.now();
    const res = await post('/api/payments/pay', body);
    latencies.push(performance.now() - started);
    statuses.set(res.statusCode, (statuses.get(res.statusCode) ?? 0) + 1);
  };
  const started = performance.now();
  await Promise.all(bodies.flatMap((body) => [timed(body), timed(body)]));
  const wall = performance.now() - started;

  const rows = await database.query<{ key: string; n: number }>(
    'select idempotency_key as key, count(*)::int as n from payments where idempotency_key = any($1::uuid[]) group by 1',
    [bodies.map((b) => b.idempotencyKey)],
  );
  const events = await gateway.flush();
  const chargesPerKey = new Map<string, number>();
  for (const e of events) {
    const event = JSON.parse(e.rawBody.toString()) as { reference: string };
    chargesPerKey.set(event.reference, (chargesPerKey.get(event.reference) ?? 0) + 1);
  }
  const doubleRows = rows.filter((r) => r.n > 1).length;
  const doubleCharges =
    [...chargesPerKey.values()].filter((n) => n > 1).length + Math.max(0, events.length - bodies.length);
  const pay = summarise(latencies);

  // Deliver every settlement once, then replay one of them.
  const deliver = (e: { rawBody: Buffer; signature: string }) =>
    app.inject({
      method: 'POST',
      url: '/api/payments/webhooks/test',
      headers: { 'content-type': 'application/json', [WEBHOOK_SIGNATURE_HEADER]: e.signature },
      payload: e.rawBody,
    });
  for (const e of events) await deliver(e);
  const replayed = events[0];
  if (!replayed) throw new Error('no settlement event');
  const reference = (JSON.parse(replayed.rawBody.toString()) as { reference: string }).reference;
  const [before] = await database.query<{ paid: string }>(
    `select i.amount_paid::text as paid from invoices i join payment_allocations a on a.invoice_id = i.id
       join payments p on p.id = a.payment_id where p.gateway_reference = $1`,
    [reference],
  );
  const replayCodes = new Map<number, number>();
  const replayStarted = performance.now();
  for (let done = 0; done < replays; done += 50) {
    const batch = Array.from({ length: Math.min(50, replays - done) }, () => deliver(replayed));
    for (const res of await Promise.all(batch))
      replayCodes.set(res.statusCode, (replayCodes.get(res.statusCode) ?? 0) + 1);
  }
  const replayWall = performance.now() - replayStarted;
  const [after] = await database.query<{ paid: string }>(
    `select i.amount_paid::text as paid from invoices i join payment_allocations a on a.invoice_id = i.id
       join payments p on p.id = a.payment_id where p.gateway_reference = $1`,
    [reference],
  );
  const [applied] = await database.query<{ n: number }>(
    "select count(*)::int as n from audit_events where event_type = 'PAYMENT_SUCCEEDED' and target = (select payment_id from payments where gateway_reference = $1)",
    [reference],
  );

  console.log('');
  printTable(
    ['figure', 'value'],
    [
      ['pay requests (2 per key, all at once)', fmtInt(latencies.length)],
      ['answers', [...statuses].map(([code, n]) => `${code} × ${n}`).join(', ')],
      ['payment rows with the same key', `${doubleRows} keys with more than one`],
      ['gateway charges', `${fmtInt(events.length)} for ${fmtInt(bodies.length)} keys`],
      ['double charges', String(doubleRows + doubleCharges)],
      ['pay latency p50 / p95 / max (ms)', `${ms(pay.p50)} / ${ms(pay.p95)} / ${ms(pay.max)}`],
      ['wall time of the burst (ms)', ms(wall)],
      [
        'webhook replays',
        `${fmtInt(replays)} (${[...replayCodes].map(([c, n]) => `${c} × ${n}`).join(', ')}) in ${ms(replayWall)} ms`,
      ],
      ['amount_paid before / after the replays', `${before?.paid} / ${after?.paid}`],
      ['times the settlement was applied', String(applied?.n ?? 0)],
    ],
  );
  console.log(
    `\n0 double charges: ${doubleRows + doubleCharges === 0 ? 'PASS' : 'SHORT'}; applied exactly once: ${applied?.n === 1 && before?.paid === after?.paid ? 'PASS' : 'SHORT'}`,
  );

  if (searchInvoices > 0) {
    await invoiceSearchPart({
      app,
      ctx,
      pgDataDir: cluster.dataDir,
      database,
      cookie,
      invoices: searchInvoices,
      runs: searchRuns,
    });
  }
});
