/**
 * Report plans and scheduled reports (issue 15): plan CRUD and subscriptions (NA only), the seeded
 * definitions, RUN NOW and the scheduled job (a run stores its file and e-mails the group's client
 * admins through the outbox), a failing run recorded FAILED and retried, and the downloads: staff
 * any group, a group's own users their group only, and no report ever holds another group's rows.
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { ReportDefinition, ReportPlan, ReportRun } from '@navia/domain/contracts/reports';
import { REPORT_CATALOGUE } from '@navia/domain/rules/reports/catalogue';
import { and, eq, sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { deliveryRequests, outboxEmails, reportDefinitions, reportRuns } from '../../db/schema/index.ts';
import { createOrgGroup, createUser } from '../../test/factories.ts';
import { createTestApp, testConfig, unique } from '../../test/test-app.ts';
import { createInvoice } from '../invoices/test-records.ts';
import { type Agent, createShipment, loggedIn } from '../shipments/test-factories.ts';
import { queueDueReports } from './report-runs.service.ts';

// Monday 1 March 2027, 21:00 in Melbourne (AU groups' zone, UTC+11).
const NOW = new Date('2027-03-01T10:00:00Z');
const DAY = 86_400_000;
let now = NOW;

type T = Awaited<ReturnType<typeof createTestApp>>;
let t: T;
const db = () => t.database.db;

let acme: { id: string; code: string };
let kiwi: { id: string; code: string };
let admin: Agent;
let staff: Agent;
let acmeAdmin: Agent;
let acmeUser: Agent;
let kiwiAdmin: Agent;
let tag: string;

const send = (agent: Agent, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown) =>
  t.app.inject({
    method,
    url,
    headers: { cookie: agent.cookie },
    ...(payload ? { payload: payload as object } : {}),
  });
const json = <R>(res: LightMyRequestResponse): R => {
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as R;
};
const csvLines = (res: LightMyRequestResponse) => res.body.replace('\uFEFF', '').trim().split('\r\n');

async function createPlan(name: string, reports: string[]) {
  return json<{ plan: ReportPlan }>(await send(admin, 'POST', '/api/reportPlans', { name, reports })).plan;
}

beforeAll(async () => {
  t = await createTestApp({
    now: () => now,
    config: testConfig({ NAVIA_DATA_DIR: mkdtempSync(path.join(tmpdir(), 'navia-reports-')) }),
  });
  // The seeded settings, changed long ago (other test files of this worker may have edited them).
  for (const r of REPORT_CATALOGUE) {
    await db()
      .update(reportDefinitions)
      .set({ format: r.format, ...r.schedule, updatedAt: new Date(0) })
      .where(eq(reportDefinitions.code, r.code));
  }
  acme = await createOrgGroup(db(), { country: 'AU' });
  kiwi = await createOrgGroup(db(), { country: 'NZ' });
  admin = await loggedIn(t, { role: 'NA' });
  staff = await loggedIn(t, { role: 'NU' });
  acmeAdmin = await loggedIn(t, { role: 'CA', orgGroupId: acme.id });
  acmeUser = await loggedIn(t, { role: 'OP', orgGroupId: acme.id });
  kiwiAdmin = await loggedIn(t, { role: 'CA', orgGroupId: kiwi.id });
  // A second ACME client admin, an inactive one and an operator: only active CAs are e-mailed.
  await createUser(db(), { role: 'CA', orgGroupId: acme.id, email: `ca2-${unique()}@acme.test` });
  await createUser(db(), { role: 'CA', orgGroupId: acme.id, active: false });
  tag = unique().toUpperCase();
  // Shipments around next week (Melbourne days 1–7 March 2027), ACME's and KIWI's on the same days.
  const eta = (days: number) => new Date(NOW.getTime() + days * DAY);
  await createShipment(db(), acme.id, { shipNumber: `A1${tag}`, eta: eta(2), etd: eta(-20) });
  await createShipment(db(), acme.id, { shipNumber: `A2${tag}`, eta: eta(5), etd: eta(-15) });
  await createShipment(db(), acme.id, { shipNumber: `A3${tag}`, eta: eta(9) });
  await createShipment(db(), acme.id, { shipNumber: `A4${tag}`, eta: eta(1), ata: eta(-1) });
  await createShipment(db(), kiwi.id, { shipNumber: `K1${tag}`, eta: eta(2) });
  // Invoices: overdue, not yet due, paid; and KIWI's overdue one.
  await createInvoice(db(), {
    orgGroupId: acme.id,
    transactionNumber: `INV-LATE-${tag}`,
    dueDate: '2027-02-20',
    amount: 12_345,
  });
  await createInvoice(db(), {
    orgGroupId: acme.id,
    transactionNumber: `INV-DUE-${tag}`,
    dueDate: '2027-03-20',
  });
  await createInvoice(db(), {
    orgGroupId: acme.id,
    transactionNumber: `INV-PAID-${tag}`,
    dueDate: '2027-01-01',
    paid: 10_000,
  });
  await createInvoice(db(), {
    orgGroupId: kiwi.id,
    transactionNumber: `INV-KIWI-${tag}`,
    dueDate: '2027-02-01',
  });
  // Delivery requests: ACME's of this week and of two weeks ago, KIWI's of this week.
  const request = async (orgGroupId: string, userId: string, shipNumber: string, createdAt: Date) => {
    const shipment = await createShipment(db(), orgGroupId, { shipNumber });
    await db().insert(deliveryRequests).values({
      orgGroupId,
      shipmentId: shipment.id,
      requestId: crypto.randomUUID(),
      kind: 'ARRANGE',
      shipNumber,
      dataSource: 'AU',
      locationLabel: 'Main warehouse',
      locationAddress: '1 Dock Rd, Melbourne',
      containerMode: 'FCL',
      transportMode: 'SEA',
      datesMissing: false,
      sendViaEmail: false,
      createdBy: userId,
      createdAt,
    });
  };
  await request(acme.id, acmeUser.user.id, `D1${tag}`, new Date(NOW.getTime() - 2 * DAY));
  await request(acme.id, acmeUser.user.id, `D2${tag}`, new Date(NOW.getTime() - 14 * DAY));
  await request(kiwi.id, kiwiAdmin.user.id, `D3${tag}`, new Date(NOW.getTime() - 1 * DAY));
});

describe('report definitions', () => {
  it('are seeded from the domain catalogue, one per code', async () => {
    const rows = await db().select().from(reportDefinitions);
    // The migration's rows carry the catalogue's names and texts (formats and schedules are editable).
    expect(rows.map((r) => [r.code, r.name, r.description]).sort()).toEqual(
      REPORT_CATALOGUE.map((r) => [r.code, r.name, r.description]).sort(),
    );
  });

  it('lists format, schedule, next run in the group’s zone, and refuses a client (NA only)', async () => {
    const plan = await createPlan(`LIST ${tag}`, ['ARRIVALS_NEXT_WEEK']);
    json(await send(admin, 'PUT', `/api/reportPlans/${plan._id}/groups/${kiwi.id}`));
    const { result } = json<{ result: ReportDefinition[] }>(
      await send(admin, 'GET', `/api/reports?orgGroupId=${kiwi.id}`),
    );
    const arrivals = result.find((r) => r.code === 'ARRIVALS_NEXT_WEEK');
    expect(arrivals).toMatchObject({ name: 'ARRIVALS NEXT WEEK', scheduleText: 'DAILY AT 07:00' });
    // 07:00 on 2 March in Auckland (UTC+13) is 18:00 UTC on 1 March.
    expect(arrivals?.nextRun).toBe('2027-03-01T18:00:00.000Z');
    expect(result.find((r) => r.code === 'OVERDUE_INVOICES')?.nextRun).toBeNull();
    expect((await send(acmeAdmin, 'GET', '/api/reports')).statusCode).toBe(403);
    expect((await send(admin, 'GET', `/api/reports?orgGroupId=${crypto.randomUUID()}`)).statusCode).toBe(404);
    json(await send(admin, 'DELETE', `/api/reportPlans/${plan._id}`));
  });

  it('sets a format and schedule, refusing a weekly one without a weekday (400 naming the field)', async () => {
    const bad = await send(admin, 'PUT', '/api/reports/DEPARTURES_NEXT_WEEK', {
      format: 'CSV',
      schedule: { frequency: 'WEEKLY', time: '09:00' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain('weekday');
    const { report } = json<{ report: ReportDefinition }>(
      await send(admin, 'PUT', '/api/reports/DEPARTURES_NEXT_WEEK', {
        format: 'CSV',
        schedule: { frequency: 'WEEKLY', weekday: 'FRIDAY', time: '16:00' },
      }),
    );
    expect(report).toMatchObject({ format: 'CSV', scheduleText: 'WEEKLY ON FRIDAY AT 16:00' });
    json(
      await send(admin, 'PUT', '/api/reports/DEPARTURES_NEXT_WEEK', {
        format: 'PDF',
        schedule: { frequency: 'DAILY', weekday: 'MONDAY', time: '06:30' },
      }),
    );
    const [row] = await db()
      .select()
      .from(reportDefinitions)
      .where(eq(reportDefinitions.code, 'DEPARTURES_NEXT_WEEK'));
    expect(row).toMatchObject({ format: 'PDF', frequency: 'DAILY', weekday: null, time: '06:30' });
  });
});

describe('report plans', () => {
  it('are created, listed, renamed and deleted by NA; names are unique regardless of case', async () => {
    const plan = await createPlan(`Weekly ${tag}`, ['ARRIVALS_NEXT_WEEK', 'OVERDUE_INVOICES']);
    expect(plan).toMatchObject({
      name: `Weekly ${tag}`,
      reports: ['ARRIVALS_NEXT_WEEK', 'OVERDUE_INVOICES'],
      groups: [],
    });
    const taken = await send(admin, 'POST', '/api/reportPlans', {
      name: `WEEKLY ${tag}`,
      reports: ['DELIVERY_REQUESTS'],
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({
      code: 'CONFLICT',
      message: 'A report plan with this name already exists.',
    });
    const empty = await send(admin, 'POST', '/api/reportPlans', { name: 'X', reports: [] });
    expect(empty.statusCode).toBe(400);
    expect(empty.body).toContain('reports');
    const edited = json<{ plan: ReportPlan }>(
      await send(admin, 'PUT', `/api/reportPlans/${plan._id}`, {
        name: `Daily ${tag}`,
        reports: ['DELIVERY_REQUESTS'],
      }),
    ).plan;
    expect(edited).toMatchObject({ _id: plan._id, name: `Daily ${tag}`, reports: ['DELIVERY_REQUESTS'] });
    const { result } = json<{ result: ReportPlan[] }>(await send(admin, 'GET', '/api/reportPlans'));
    expect(result.find((p) => p._id === plan._id)?.name).toBe(`Daily ${tag}`);
    json(await send(admin, 'DELETE', `/api/reportPlans/${plan._id}`));
    expect((await send(admin, 'DELETE', `/api/reportPlans/${plan._id}`)).statusCode).toBe(404);
    expect(
      (
        await send(admin, 'PUT', `/api/reportPlans/${plan._id}`, {
          name: 'Y',
          reports: ['DELIVERY_REQUESTS'],
        })
      ).statusCode,
    ).toBe(404);
  });

  it('refuses everyone but NA', async () => {
    for (const agent of [staff, acmeAdmin]) {
      expect((await send(agent, 'GET', '/api/reportPlans')).statusCode).toBe(403);
      expect(
        (await send(agent, 'POST', '/api/reportPlans', { name: 'Z', reports: ['DELIVERY_REQUESTS'] }))
          .statusCode,
      ).toBe(403);
    }
  });

  it('subscribes a group to one plan at most: subscribing it to another moves it', async () => {
    const first = await createPlan(`First ${tag}`, ['ARRIVALS_NEXT_WEEK']);
    const second = await createPlan(`Second ${tag}`, ['DELIVERY_REQUESTS']);
    const a = json<{ plan: ReportPlan }>(
      await send(admin, 'PUT', `/api/reportPlans/${first._id}/groups/${acme.id}`),
    ).plan;
    expect(a.groups.map((g) => g.code)).toEqual([acme.code]);
    const b = json<{ plan: ReportPlan }>(
      await send(admin, 'PUT', `/api/reportPlans/${second._id}/groups/${acme.id}`),
    ).plan;
    expect(b.groups.map((g) => g.code)).toEqual([acme.code]);
    const { result } = json<{ result: ReportPlan[] }>(await send(admin, 'GET', '/api/reportPlans'));
    expect(result.find((p) => p._id === first._id)?.groups).toEqual([]);
    expect((await send(admin, 'DELETE', `/api/reportPlans/${first._id}/groups/${acme.id}`)).statusCode).toBe(
      404,
    );
    expect(
      (await send(admin, 'PUT', `/api/reportPlans/${first._id}/groups/${crypto.randomUUID()}`)).statusCode,
    ).toBe(404);
    const c = json<{ plan: ReportPlan }>(
      await send(admin, 'DELETE', `/api/reportPlans/${second._id}/groups/${acme.id}`),
    ).plan;
    expect(c.groups).toEqual([]);
    json(await send(admin, 'DELETE', `/api/reportPlans/${first._id}`));
    json(await send(admin, 'DELETE', `/api/reportPlans/${second._id}`));
  });
});

describe('downloads', () => {
  const url = (code: string, group: string) => `/api/reports/${code}/download?orgGroupId=${group}`;

  it("answers ACME's arrivals of next week to its users, never KIWI's, arrived or later ones", async () => {
    for (const agent of [acmeAdmin, acmeUser, staff]) {
      const res = await send(agent, 'GET', url('ARRIVALS_NEXT_WEEK', acme.id));
      expect(res.statusCode, res.body).toBe(200);
      expect(res.headers['content-type']).toContain('text/csv');
      expect(res.headers['content-disposition']).toContain(`arrivals-next-week-${acme.code}-2027-03-01.csv`);
      const lines = csvLines(res);
      expect(lines[0]).toMatch(/^SHIP\. NO\.,TRANSPORT/);
      const ships = lines.slice(1).map((l) => l.split(',')[0]);
      expect(ships.filter((s) => s?.endsWith(tag))).toEqual([`A1${tag}`, `A2${tag}`]);
    }
  });

  it("answers another group's report exactly as an unknown group (404) to a client, and any group to staff", async () => {
    const theirs = await send(acmeAdmin, 'GET', url('ARRIVALS_NEXT_WEEK', kiwi.id));
    const unknown = await send(acmeAdmin, 'GET', url('ARRIVALS_NEXT_WEEK', crypto.randomUUID()));
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json()).toEqual(unknown.json());
    const kiwiRows = csvLines(await send(staff, 'GET', url('ARRIVALS_NEXT_WEEK', kiwi.id)));
    expect(kiwiRows.slice(1).map((l) => l.split(',')[0])).toEqual([`K1${tag}`]);
  });

  it("lists ACME's overdue invoices by the domain's status rule, as a PDF", async () => {
    const res = await send(acmeAdmin, 'GET', url('OVERDUE_INVOICES', acme.id));
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const text = pdfText(res.rawPayload).join('\n');
    expect(text).toContain(`INV-LATE-${tag}`);
    expect(text).toContain('PAYMENT OVERDUE');
    expect(text).not.toContain(`INV-DUE-${tag}`);
    expect(text).not.toContain(`INV-PAID-${tag}`);
    expect(text).not.toContain(`INV-KIWI-${tag}`);
  });

  it("lists ACME's delivery requests of the last 7 days", async () => {
    const res = await send(acmeUser, 'GET', url('DELIVERY_REQUESTS', acme.id));
    const ships = csvLines(res)
      .slice(1)
      .map((l) => l.split(',')[1]);
    expect(ships).toEqual([`D1${tag}`]);
  });
});

/** The text of an uncompressed pdfkit document (as invoice-pdf.test.ts reads it). */
function pdfText(body: Buffer): string[] {
  const raw = body.toString('latin1');
  const decoder = new TextDecoder('windows-1252');
  const lines: string[] = [];
  for (const [, array] of raw.matchAll(/\[((?:<[0-9a-f]*>\s*-?[\d.]*\s*)+)\]\s*TJ/gi)) {
    const hex = [...(array ?? '').matchAll(/<([0-9a-f]*)>/gi)].map((m) => m[1]).join('');
    lines.push(decoder.decode(Buffer.from(hex, 'hex')));
  }
  return lines;
}

describe('runs', () => {
  it("RUN NOW stores the file and e-mails the group's active client admins a link through the outbox", async () => {
    const plan = await createPlan(`Run ${tag}`, ['ARRIVALS_NEXT_WEEK', 'DELIVERY_REQUESTS']);
    json(await send(admin, 'PUT', `/api/reportPlans/${plan._id}/groups/${acme.id}`));
    const { run } = json<{ run: ReportRun }>(
      await send(admin, 'POST', '/api/reports/ARRIVALS_NEXT_WEEK/run', { orgGroupId: acme.id }),
    );
    expect(run).toMatchObject({ status: 'QUEUED', trigger: 'MANUAL', orgGroupCode: acme.code });
    await t.ctx.jobs.drain();
    const { result } = json<{ result: ReportRun[] }>(
      await send(admin, 'GET', `/api/reports/runs?orgGroupId=${acme.id}`),
    );
    const done = result.find((r) => r._id === run._id);
    expect(done).toMatchObject({ status: 'SUCCEEDED', attempts: 1, recipients: 2, error: null });
    expect(done?.rowCount).toBeGreaterThanOrEqual(2);
    const cas = await db()
      .select({ email: outboxEmails.toAddress, subject: outboxEmails.subject, text: outboxEmails.textBody })
      .from(outboxEmails)
      .where(sql`${outboxEmails.textBody} like ${`%/api/reports/runs/${run._id}/file%`}`);
    expect(cas.map((e) => e.email).sort()).toEqual(
      [acmeAdmin.user.email, expect.stringMatching(/^ca2-.*@acme\.test$/)].sort(),
    );
    expect(cas[0]?.subject).toBe(`ARRIVALS NEXT WEEK: Group ${acme.code}`);
    // The stored file: the group's users and staff download it; KIWI's admin gets the unknown answer.
    const file = await send(acmeUser, 'GET', `/api/reports/runs/${run._id}/file`);
    expect(file.statusCode).toBe(200);
    expect(
      csvLines(file)
        .slice(1)
        .map((l) => l.split(',')[0])
        .filter((s) => s?.endsWith(tag)),
    ).toEqual([`A1${tag}`, `A2${tag}`]);
    expect((await send(staff, 'GET', `/api/reports/runs/${run._id}/file`)).statusCode).toBe(200);
    const theirs = await send(kiwiAdmin, 'GET', `/api/reports/runs/${run._id}/file`);
    const unknown = await send(kiwiAdmin, 'GET', `/api/reports/runs/${crypto.randomUUID()}/file`);
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json()).toEqual(unknown.json());
    // The list shows it as the last run.
    const defs = json<{ result: ReportDefinition[] }>(
      await send(admin, 'GET', `/api/reports?orgGroupId=${acme.id}`),
    );
    expect(defs.result.find((d) => d.code === 'ARRIVALS_NEXT_WEEK')?.lastRun?._id).toBe(run._id);
    json(await send(admin, 'DELETE', `/api/reportPlans/${plan._id}`));
  });

  it('RUN NOW of a report outside the group’s plan stores the file and e-mails nobody', async () => {
    const { run } = json<{ run: ReportRun }>(
      await send(admin, 'POST', '/api/reports/OVERDUE_INVOICES/run', { orgGroupId: kiwi.id }),
    );
    await t.ctx.jobs.drain();
    const [row] = await db().select().from(reportRuns).where(eq(reportRuns.id, run._id));
    expect(row).toMatchObject({ status: 'SUCCEEDED', recipients: 0, rowCount: 1 });
    expect(
      (await send(admin, 'POST', '/api/reports/OVERDUE_INVOICES/run', { orgGroupId: crypto.randomUUID() }))
        .statusCode,
    ).toBe(404);
    expect(
      (await send(acmeAdmin, 'POST', '/api/reports/OVERDUE_INVOICES/run', { orgGroupId: acme.id }))
        .statusCode,
    ).toBe(403);
  });

  it('queues each due scheduled report once, from the subscription on, in the group’s zone', async () => {
    const group = await createOrgGroup(db(), { country: 'AU' });
    await createUser(db(), { role: 'CA', orgGroupId: group.id });
    now = new Date('2027-02-28T19:00:00Z'); // Monday 06:00 in Melbourne: before every report's time
    const plan = await createPlan(`Sched ${tag}`, ['ARRIVALS_NEXT_WEEK', 'DELIVERY_REQUESTS']);
    json(await send(admin, 'PUT', `/api/reportPlans/${plan._id}/groups/${group.id}`));
    const runsOf = () =>
      db()
        .select()
        .from(reportRuns)
        .where(and(eq(reportRuns.orgGroupId, group.id), eq(reportRuns.trigger, 'SCHEDULED')));
    await queueDueReports(t.ctx);
    expect(await runsOf()).toEqual([]);
    now = NOW; // 21:00: ARRIVALS (07:00) and DELIVERY REQUESTS (Monday 07:30) are due
    await queueDueReports(t.ctx);
    await queueDueReports(t.ctx);
    const queued = await runsOf();
    expect(queued.map((r) => [r.reportCode, r.scheduledFor?.toISOString()]).sort()).toEqual([
      ['ARRIVALS_NEXT_WEEK', '2027-02-28T20:00:00.000Z'],
      ['DELIVERY_REQUESTS', '2027-02-28T20:30:00.000Z'],
    ]);
    await t.ctx.jobs.drain();
    expect((await runsOf()).map((r) => r.status)).toEqual(['SUCCEEDED', 'SUCCEEDED']);
    json(await send(admin, 'DELETE', `/api/reportPlans/${plan._id}`));
  });
});

describe('a failing run', () => {
  it('is recorded FAILED with its error, listed as a failure, and retried by the job policy', async () => {
    // The file store is a path under a plain file: storing the report fails.
    const blocked = path.join(tmpdir(), `navia-reports-blocked-${unique()}`);
    writeFileSync(blocked, 'not a directory');
    const broken = await createTestApp({
      now: () => NOW,
      config: testConfig({ NAVIA_DATA_DIR: path.join(blocked, 'data') }),
    });
    const group = await createOrgGroup(broken.database.db, { country: 'AU' });
    const naviaAdmin = await loggedIn(broken, { role: 'NA' });
    const res = await broken.app.inject({
      method: 'POST',
      url: '/api/reports/ARRIVALS_NEXT_WEEK/run',
      headers: { cookie: naviaAdmin.cookie },
      payload: { orgGroupId: group.id },
    });
    const { run } = res.json() as { run: ReportRun };
    const drained = await broken.ctx.jobs.drain();
    expect(drained.failed).toBeGreaterThanOrEqual(1);
    const [row] = await broken.database.db.select().from(reportRuns).where(eq(reportRuns.id, run._id));
    expect(row).toMatchObject({ status: 'FAILED', attempts: 1, fileKey: null });
    expect(row?.error).toMatch(/ENOTDIR|not a directory/i);
    const jobs = await broken.database.query<{ state: string }>(
      "select state from pgboss.job where name = 'run-report' and data->>'runId' = $1",
      [run._id],
    );
    expect(jobs.map((j) => j.state)).toEqual(['retry']);
    const list = await broken.app.inject({
      method: 'GET',
      url: `/api/reports?orgGroupId=${group.id}`,
      headers: { cookie: naviaAdmin.cookie },
    });
    const arrivals = (list.json() as { result: ReportDefinition[] }).result.find(
      (d) => d.code === 'ARRIVALS_NEXT_WEEK',
    );
    expect(arrivals).toMatchObject({ failures: 1, lastFailure: { _id: run._id, status: 'FAILED' } });
    expect(arrivals?.lastFailure?.error).toMatch(/ENOTDIR|not a directory/i);
    await broken.app.close();
  });
});
