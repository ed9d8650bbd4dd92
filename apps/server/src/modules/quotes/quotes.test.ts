/**
 * The quote and rate card calls (issue 18): instant quotes from the rate cards (port beats country,
 * conversion into the quote currency, ordering, CO2e), manual quotes, staff pricing with the
 * creator's notification, accepting, isolation between organisation groups, bad input naming the
 * field, rate card CRUD by NA staff only, and the CSV import's dry run and all-or-nothing write.
 */
import { randomUUID } from 'node:crypto';
import type { Quote, RateCard } from '@navia/domain/contracts/quotes';
import { RATE_CARD_CSV_COLUMNS } from '@navia/domain/contracts/quotes';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditEvents, notifications, outboxEmails, ports } from '../../db/schema/index.ts';
import { createOrgGroup } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { type Agent, loggedIn } from '../shipments/test-factories.ts';
import { createQuote } from './test-records.ts';

// 2026-12-01 02:00 UTC is 13:00 in Sydney, the same day.
const NOW = new Date('2026-12-01T02:00:00Z');

let t: TestApp;
let me: Agent;
let colleague: Agent;
let stranger: Agent;
let staff: Agent;
let admin: Agent;
let mineId: string;
const db = () => t.database.db;

/** A fresh UN/LOCODE-shaped code in a made-up country, so no other test's rate cards share the lane. */
const letters = () =>
  randomUUID()
    .replaceAll('-', '')
    .slice(0, 6)
    .split('')
    .map((c) => String.fromCharCode(65 + (Number.parseInt(c, 16) % 26)))
    .join('');
const lane = () => {
  const l = letters();
  return {
    originCountry: `X${l[0]}`,
    origin: `X${l.slice(0, 4)}`,
    destination: `Y${l.slice(1, 5)}`,
    destCountry: `Y${l[1]}`,
  };
};

const fclCard = (origin: string, destination: string, over: Record<string, unknown> = {}) => ({
  origin,
  destination,
  mode: 'SEA_FCL',
  containerType: '40HC',
  carrier: 'Maersk',
  serviceLevel: 'Standard',
  validFrom: '2026-11-01',
  validTo: '2027-01-31',
  currency: 'USD',
  baseRate: 185_000,
  maxWeightKg: 26_500,
  surcharges: [
    { code: 'FUEL', basis: 'PER_CONTAINER', amount: 32_000, currency: 'USD' },
    { code: 'DOCUMENTATION', basis: 'PER_SHIPMENT', amount: 8_500, currency: 'AUD' },
  ],
  transitDays: 16,
  ...over,
});

const quoteBody = (origin: string, destination: string, over: Record<string, unknown> = {}) => ({
  origin,
  destination,
  mode: 'SEA_FCL',
  containers: [{ containerType: '40HC', quantity: 1, weightKg: 12_000 }],
  readyDate: '2026-12-07',
  incoterm: 'FOB',
  handlingMethod: 'TRL',
  ...over,
});

async function createCard(body: Record<string, unknown>): Promise<RateCard> {
  const res = await admin.post('/api/rateCards', body);
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as { rateCard: RateCard }).rateCard;
}

async function ask(agent: Agent, body: Record<string, unknown>): Promise<Quote> {
  const res = await agent.post('/api/quotes/getQuote', body);
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as { quote: Quote }).quote;
}

const issuesOf = (res: { json: () => unknown }) =>
  ((res.json() as { issues?: { field: string }[] }).issues ?? []).map((i) => i.field);

const inject = (agent: Agent, method: 'PUT' | 'DELETE', url: string, payload?: unknown) =>
  t.app.inject({
    method,
    url,
    headers: { cookie: agent.cookie },
    ...(payload ? { payload: payload as object } : {}),
  });

async function upload(
  agent: Agent,
  fields: Record<string, string>,
  file: { name: string; bytes: Buffer } | null,
) {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  if (file) form.append('file', new Blob([new Uint8Array(file.bytes)]), file.name);
  const request = new Request('http://localhost/', { method: 'POST', body: form });
  return t.app.inject({
    method: 'POST',
    url: '/api/rateCards/import',
    payload: Buffer.from(await request.arrayBuffer()),
    headers: { cookie: agent.cookie, 'content-type': request.headers.get('content-type') ?? '' },
  });
}

// The main lane: three carriers on the port pair, and a country-wide card of one of them.
const main = lane();

beforeAll(async () => {
  t = await createTestApp({ now: () => NOW });
  const mine = await createOrgGroup(db(), { country: 'AU' });
  mineId = mine.id;
  const theirs = await createOrgGroup(db(), { country: 'NZ' });
  me = await loggedIn(t, { role: 'OP', orgGroupId: mine.id, quotes: true, homeCountry: 'AU' });
  colleague = await loggedIn(t, { role: 'OP', orgGroupId: mine.id, quotes: true, homeCountry: 'AU' });
  stranger = await loggedIn(t, { role: 'OP', orgGroupId: theirs.id, quotes: true, homeCountry: 'NZ' });
  staff = await loggedIn(t, { role: 'NU', homeCountry: 'AU' });
  admin = await loggedIn(t, { role: 'NA', homeCountry: 'AU' });
  await db()
    .insert(ports)
    .values([
      {
        code: main.origin,
        name: 'Test Origin',
        country: main.originCountry,
        latitude: 31.23,
        longitude: 121.47,
      },
      {
        code: main.destination,
        name: 'Test Dest',
        country: main.destCountry,
        latitude: -37.81,
        longitude: 144.96,
      },
    ]);
  await createCard(fclCard(main.origin, main.destination));
  await createCard(
    fclCard(main.origin, main.destination, { carrier: 'CMA CGM', baseRate: 172_000, transitDays: 19 }),
  );
  await createCard(
    fclCard(main.origin, main.destination, {
      carrier: 'OOCL',
      baseRate: 199_000,
      transitDays: 14,
      currency: 'AUD',
      surcharges: [{ code: 'FUEL', basis: 'PERCENT_OF_FREIGHT', amount: 1_000, currency: 'AUD' }],
    }),
  );
  // Country-wide and cheaper, but the Maersk port card wins for its own carrier and service.
  await createCard(fclCard(main.origin, main.destCountry, { baseRate: 1_000 }));
});

describe('POST /api/quotes/getQuote', () => {
  it('prices from the rate cards: one option per carrier, cheapest first, in the group’s currency', async () => {
    const quote = await ask(me, quoteBody(main.origin, main.destination));
    expect(quote.status).toBe('INSTANT');
    expect(quote.manualQuoteRequired).toBe(false);
    expect(quote.currency).toBe('AUD');
    expect(quote.quoteNumber).toMatch(/^Q-\d{6,}$/);
    expect(quote.orgGroupId).toBe(mineId);
    expect(quote.createdBy._id).toBe(me.user.id);
    expect(quote.options.map((o) => [o.optionId, o.carrier])).toEqual([
      // OOCL's 2,189.00 AUD is below the others' USD prices converted.
      ['opt-1', 'OOCL'],
      ['opt-2', 'CMA CGM'],
      ['opt-3', 'Maersk'],
    ]);
    const maersk = quote.options[2];
    // The port card's 1,850.00 USD, not the country-wide card's 10.00.
    expect(maersk?.breakdown.map((l) => [l.code, l.original.amount, l.original.currency])).toEqual([
      ['FREIGHT', 185_000, 'USD'],
      ['FUEL', 32_000, 'USD'],
      ['DOCUMENTATION', 8_500, 'AUD'],
    ]);
    for (const option of quote.options) {
      expect(option.total.currency).toBe('AUD');
      expect(option.total.amount).toBe(option.breakdown.reduce((sum, l) => sum + l.converted.amount, 0));
      expect(option.validUntil).toBe('2026-12-15');
      expect(option.co2eKg).toBeGreaterThan(0);
      expect(option.chargeableWeightKg).toBe(12_000);
    }
    expect(maersk?.exchangeRates).toEqual([expect.objectContaining({ from: 'USD', to: 'AUD' })]);
    // OOCL: 1,990.00 AUD + 10 % fuel, no conversion.
    expect(quote.options[0]?.total).toEqual({ amount: 218_900, currency: 'AUD' });
    expect(quote.options[0]?.exchangeRates).toEqual([]);
    expect(quote.validUntil).toBe('2026-12-15');
  });

  it('orders by transit, and in the currency asked for', async () => {
    const quote = await ask(
      me,
      quoteBody(main.origin, main.destination, { sortBy: 'transit', currency: 'usd' }),
    );
    expect(quote.currency).toBe('USD');
    expect(quote.options.map((o) => [o.carrier, o.transitDays])).toEqual([
      ['OOCL', 14],
      ['Maersk', 16],
      ['CMA CGM', 19],
    ]);
    expect(quote.options[1]?.breakdown[0]?.converted).toEqual({ amount: 185_000, currency: 'USD' });
  });

  it.each<[string, Record<string, unknown>, string]>([
    ['dangerous goods', { dangerousGoods: true }, 'DANGEROUS_GOODS'],
    ['out of gauge', { outOfGauge: true }, 'OUT_OF_GAUGE'],
    [
      'over every card’s weight limit',
      { containers: [{ containerType: '40HC', quantity: 1, weightKg: 28_000 }] },
      'OVER_WEIGHT_BREAKS',
    ],
    [
      'a container type no card prices',
      { containers: [{ containerType: '20RF', quantity: 1, weightKg: 8_000 }] },
      'NO_RATE_CARD',
    ],
    ['a ready date after every card', { readyDate: '2027-03-01' }, 'NO_RATE_CARD'],
  ])('%s: stored for staff to price', async (_label, over, reason) => {
    const quote = await ask(me, quoteBody(main.origin, main.destination, over));
    expect(quote).toMatchObject({
      status: 'AWAITING_PRICE',
      manualQuoteRequired: true,
      manualReason: reason,
      options: [],
      validUntil: null,
    });
  });

  it.each<[string, Record<string, unknown>, string]>([
    ['FCL without containers', { containers: [] }, 'containers'],
    ['a bad port', { origin: 'SHANGHAI' }, 'origin'],
    ['the same port twice', { destination: main.origin }, 'destination'],
    ['an unknown currency', { currency: 'XQQ' }, 'currency'],
    ['a bad sort', { sortBy: 'carrier' }, 'sortBy'],
    ['LCL without pieces', { mode: 'SEA_LCL', containers: [] }, 'pieces'],
    [
      'a negative weight',
      { containers: [{ containerType: '40HC', quantity: 1, weightKg: -1 }] },
      'containers.0.weightKg',
    ],
  ])('400 naming the field: %s', async (_label, over, field) => {
    const res = await me.post('/api/quotes/getQuote', quoteBody(main.origin, main.destination, over));
    expect(res.statusCode, res.body).toBe(400);
    expect(issuesOf(res)).toContain(field);
  });

  it('a currency the ECB does not publish: 400 naming currency', async () => {
    const res = await me.post(
      '/api/quotes/getQuote',
      quoteBody(main.origin, main.destination, { currency: 'XAF' }),
    );
    expect(res.statusCode, res.body).toBe(400);
    expect(issuesOf(res)).toEqual(['currency']);
  });

  it('refuses a user without the quotes permission', async () => {
    const plain = await loggedIn(t, { role: 'OP', orgGroupId: mineId });
    const res = await plain.post('/api/quotes/getQuote', quoteBody(main.origin, main.destination));
    expect(res.statusCode).toBe(403);
  });
});

describe('quotes of a group: list, one, isolation', () => {
  let mineQuote: string;
  let theirQuote: string;
  beforeAll(async () => {
    const l = lane();
    mineQuote = await createQuote(db(), {
      orgGroupId: mineId,
      userId: me.user.id,
      origin: l.origin,
      destination: l.destination,
    });
    const stranger0 = stranger.user.orgGroupId as string;
    theirQuote = await createQuote(db(), {
      orgGroupId: stranger0,
      userId: stranger.user.id,
      origin: l.origin,
      destination: l.destination,
    });
    mineFilter = l.origin;
  });
  let mineFilter = '';

  it('a colleague sees the group’s quotes; another group’s never', async () => {
    const res = await colleague.post('/api/quotes/list', { filter: mineFilter });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json() as { result: Quote[]; total: number };
    expect(body.result.map((q) => q._id)).toEqual([mineQuote]);
    expect(body.total).toBe(1);
  });

  it('staff see every group’s', async () => {
    const res = await staff.post('/api/quotes/list', { filter: mineFilter });
    expect((res.json() as { result: Quote[] }).result.map((q) => q._id).sort()).toEqual(
      [mineQuote, theirQuote].sort(),
    );
  });

  it('another group’s quote answers exactly as an unknown one', async () => {
    const theirs = await me.get(`/api/quotes/${theirQuote}`);
    const unknown = await me.get(`/api/quotes/${randomUUID()}`);
    expect(theirs.statusCode).toBe(404);
    expect(theirs.body).toBe(unknown.body);
    const accept = await me.post(`/api/quotes/${theirQuote}/accept`, { optionId: 'opt-1' });
    expect(accept.statusCode).toBe(404);
    expect((await me.get(`/api/quotes/${mineQuote}`)).statusCode).toBe(200);
  });

  it('filters by number and status; EXPIRED is derived from validUntil', async () => {
    const l = lane();
    const expired = await createQuote(db(), {
      orgGroupId: mineId,
      userId: me.user.id,
      origin: l.origin,
      destination: l.destination,
      validUntil: '2026-11-30',
    });
    const one = (await me.get(`/api/quotes/${expired}`)).json() as { quote: Quote };
    expect(one.quote.status).toBe('EXPIRED');
    const byStatus = (await me.post('/api/quotes/list', { filter: l.origin, status: 'EXPIRED' })).json() as {
      result: Quote[];
    };
    expect(byStatus.result.map((q) => q._id)).toEqual([expired]);
    const instant = (await me.post('/api/quotes/list', { filter: l.origin, status: 'INSTANT' })).json() as {
      result: Quote[];
    };
    expect(instant.result).toEqual([]);
    const byNumber = (await me.post('/api/quotes/list', { filter: one.quote.quoteNumber })).json() as {
      result: Quote[];
    };
    expect(byNumber.result.map((q) => q._id)).toEqual([expired]);
  });

  it('400 naming the field for a bad list body and a bad id', async () => {
    const res = await me.post('/api/quotes/list', { batchSize: 1000 });
    expect(res.statusCode).toBe(400);
    expect(issuesOf(res)).toContain('batchSize');
    expect((await me.get('/api/quotes/not-an-id')).statusCode).toBe(400);
  });
});

describe('POST /api/quotes/:quoteId/price and accept', () => {
  let manual: Quote;
  beforeAll(async () => {
    manual = await ask(me, quoteBody(main.origin, main.destination, { dangerousGoods: true }));
  });
  const priceBody = (validUntil = '2026-12-20') => ({
    options: [
      {
        carrier: 'Hapag-Lloyd',
        serviceLevel: 'DG service',
        transitDays: 18,
        validUntil,
        breakdown: [
          { code: 'FREIGHT', label: 'Ocean freight', amount: { amount: 250_000, currency: 'AUD' } },
          { code: 'DG', label: 'Dangerous goods fee', amount: { amount: 40_000, currency: 'USD' } },
        ],
      },
      {
        carrier: 'ONE',
        serviceLevel: 'Standard',
        transitDays: 21,
        validUntil,
        breakdown: [
          { code: 'FREIGHT', label: 'Ocean freight', amount: { amount: 260_000, currency: 'AUD' } },
        ],
      },
    ],
  });

  it('is refused to customers', async () => {
    const res = await me.post(`/api/quotes/${manual._id}/price`, priceBody());
    expect(res.statusCode).toBe(403);
  });

  it('400 naming the field: a price already expired, no options', async () => {
    const past = await staff.post(`/api/quotes/${manual._id}/price`, priceBody('2026-11-30'));
    expect(past.statusCode).toBe(400);
    expect(issuesOf(past)).toEqual(['options.0.validUntil']);
    const none = await staff.post(`/api/quotes/${manual._id}/price`, { options: [] });
    expect(none.statusCode).toBe(400);
    expect(issuesOf(none)).toContain('options');
  });

  it('an awaiting quote cannot be accepted yet', async () => {
    const res = await me.post(`/api/quotes/${manual._id}/accept`, { optionId: 'opt-1' });
    expect(res.statusCode, res.body).toBe(409);
  });

  it('staff price it: PRICED, converted into the quote currency, the creator notified', async () => {
    const res = await staff.post(`/api/quotes/${manual._id}/price`, priceBody());
    expect(res.statusCode, res.body).toBe(200);
    const { quote } = res.json() as { quote: Quote };
    expect(quote.status).toBe('PRICED');
    expect(quote.manualQuoteRequired).toBe(true);
    expect(quote.pricedAt).toBe(NOW.toISOString());
    expect(quote.validUntil).toBe('2026-12-20');
    expect(quote.options.map((o) => [o.optionId, o.carrier, o.rateCardId])).toEqual([
      ['opt-1', 'Hapag-Lloyd', null],
      ['opt-2', 'ONE', null],
    ]);
    const first = quote.options[0];
    expect(first?.breakdown[1]?.converted.currency).toBe('AUD');
    expect(first?.total.amount).toBe(250_000 + (first?.breakdown[1]?.converted.amount ?? 0));
    const told = await db()
      .select()
      .from(notifications)
      .where(and(eq(notifications.referenceId, manual._id), eq(notifications.eventType, 'QUOTE')));
    expect(told.map((n) => [n.userId, n.redirectUrl])).toEqual([[me.user.id, `/quotes?quote=${manual._id}`]]);
    expect(told[0]?.text).toContain(quote.quoteNumber);
    const [mail] = await db()
      .select()
      .from(outboxEmails)
      .where(eq(outboxEmails.subject, `Your quote ${quote.quoteNumber} has been priced`));
    expect(mail?.toAddress).toBe(me.user.email);
    expect(mail?.textBody).toContain(`/quotes?quote=${manual._id}`);
    const [audited] = await db()
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.eventType, 'QUOTE_PRICED'), eq(auditEvents.target, manual._id)));
    expect(audited).toMatchObject({ actorUserId: staff.user.id, outcome: 'SUCCESS' });
  });

  it('an instant quote is not priced by staff', async () => {
    const instant = await ask(me, quoteBody(main.origin, main.destination));
    const res = await staff.post(`/api/quotes/${instant._id}/price`, priceBody());
    expect(res.statusCode).toBe(409);
  });

  it('accepting: an unknown option is 400 naming optionId; then ACCEPTED, idempotent, no other option', async () => {
    const unknown = await me.post(`/api/quotes/${manual._id}/accept`, { optionId: 'opt-9' });
    expect(unknown.statusCode).toBe(400);
    expect(issuesOf(unknown)).toEqual(['optionId']);
    const res = await colleague.post(`/api/quotes/${manual._id}/accept`, { optionId: 'opt-2' });
    expect(res.statusCode, res.body).toBe(200);
    const { quote } = res.json() as { quote: Quote };
    expect(quote.status).toBe('ACCEPTED');
    expect(quote.acceptedOptionId).toBe('opt-2');
    const again = await me.post(`/api/quotes/${manual._id}/accept`, { optionId: 'opt-2' });
    expect(again.statusCode).toBe(200);
    expect((again.json() as { quote: Quote }).quote).toEqual(quote);
    const other = await me.post(`/api/quotes/${manual._id}/accept`, { optionId: 'opt-1' });
    expect(other.statusCode).toBe(409);
    const reprice = await staff.post(`/api/quotes/${manual._id}/price`, priceBody());
    expect(reprice.statusCode).toBe(409);
  });

  it('an instant quote is accepted; an expired one is not', async () => {
    const instant = await ask(me, quoteBody(main.origin, main.destination));
    const res = await me.post(`/api/quotes/${instant._id}/accept`, { optionId: 'opt-1' });
    expect(res.statusCode, res.body).toBe(200);
    const expired = await createQuote(db(), {
      orgGroupId: mineId,
      userId: me.user.id,
      validUntil: '2026-11-30',
    });
    const late = await me.post(`/api/quotes/${expired}/accept`, { optionId: 'opt-1' });
    expect(late.statusCode).toBe(409);
  });
});

describe('rate cards (NA staff)', () => {
  it('create, list, update, delete', async () => {
    const l = lane();
    const card = await createCard(fclCard(l.origin, l.destination, { containerType: '20GP' }));
    expect(card).toMatchObject({
      origin: l.origin,
      containerType: '20GP',
      minimumCharge: 0,
      weightBreaks: [],
    });
    const list = await admin.post('/api/rateCards/list', { filter: l.origin });
    expect(list.statusCode).toBe(200);
    expect((list.json() as { result: RateCard[]; total: number }).total).toBe(1);
    const updated = await inject(
      admin,
      'PUT',
      `/api/rateCards/${card._id}`,
      fclCard(l.origin, l.destination, { baseRate: 99_900 }),
    );
    expect(updated.statusCode, updated.body).toBe(200);
    expect((updated.json() as { rateCard: RateCard }).rateCard).toMatchObject({
      _id: card._id,
      baseRate: 99_900,
      containerType: '40HC',
    });
    expect((await inject(admin, 'DELETE', `/api/rateCards/${card._id}`)).statusCode).toBe(200);
    expect((await inject(admin, 'DELETE', `/api/rateCards/${card._id}`)).statusCode).toBe(404);
    expect(
      (await inject(admin, 'PUT', `/api/rateCards/${card._id}`, fclCard(l.origin, l.destination))).statusCode,
    ).toBe(404);
    // Prices are money: each change is in the audit log, by whom.
    const audited = await db()
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.target, card._id))
      .orderBy(auditEvents.occurredAt, auditEvents.id);
    expect(audited.map((e) => [e.eventType, e.actorUserId])).toEqual([
      ['RATE_CARD_CREATED', admin.user.id],
      ['RATE_CARD_CHANGED', admin.user.id],
      ['RATE_CARD_DELETED', admin.user.id],
    ]);
  });

  it.each<[string, Record<string, unknown>, string]>([
    ['FCL without a container type', { containerType: null }, 'containerType'],
    ['validTo before validFrom', { validTo: '2026-10-01' }, 'validTo'],
    ['a bad lane end', { destination: 'A' }, 'destination'],
    ['a fractional rate', { baseRate: 12.5 }, 'baseRate'],
    [
      'a percent surcharge in another currency',
      { surcharges: [{ code: 'FUEL', basis: 'PERCENT_OF_FREIGHT', amount: 100, currency: 'AUD' }] },
      'surcharges.0.currency',
    ],
  ])('400 naming the field: %s', async (_label, over, field) => {
    const res = await admin.post('/api/rateCards', fclCard('CNSHA', 'AUMEL', over));
    expect(res.statusCode, res.body).toBe(400);
    expect(issuesOf(res)).toContain(field);
  });

  it('is refused to customers and to NU staff', async () => {
    for (const agent of [me, staff]) {
      expect((await agent.post('/api/rateCards/list', {})).statusCode).toBe(403);
      expect((await agent.post('/api/rateCards', fclCard('CNSHA', 'AUMEL'))).statusCode).toBe(403);
      expect((await inject(agent, 'DELETE', `/api/rateCards/${randomUUID()}`)).statusCode).toBe(403);
      expect(
        (await upload(agent, { dryRun: 'true' }, { name: 'r.csv', bytes: Buffer.from('x') })).statusCode,
      ).toBe(403);
    }
  });
});

describe('POST /api/rateCards/import', () => {
  const header = RATE_CARD_CSV_COLUMNS.join(',');
  const row = (origin: string, destination: string, mode = 'SEA_FCL') =>
    `${origin},${destination},${mode},40HC,Maersk,Standard,2026-11-01,2027-01-31,USD,185000,0,,26500,FUEL:PER_CONTAINER:32000:USD,16`;
  const airRow = (origin: string, destination: string) =>
    `${origin},${destination},AIR,,Cathay Cargo,Express,2026-11-01,2027-01-31,USD,0,7500,0:620|45:480|100:395,,SECURITY:PER_KG:15:USD,3`;
  const csv = (...rows: string[]) => ({
    name: 'rates.csv',
    bytes: Buffer.from(`${header}\r\n${rows.join('\r\n')}\r\n`),
  });
  const count = async (origin: string) =>
    ((await admin.post('/api/rateCards/list', { filter: origin })).json() as { total: number }).total;

  it('a dry run reports each problem with its line and field and writes nothing', async () => {
    const l = lane();
    const res = await upload(
      admin,
      { dryRun: 'true' },
      csv(row(l.origin, l.destination), row(l.origin, l.destination, 'BOAT')),
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      dryRun: true,
      valid: 1,
      created: 0,
      problems: [{ line: 3, field: 'mode', message: expect.any(String) }],
    });
    expect(await count(l.origin)).toBe(0);
  });

  it('a real import with a bad row writes nothing; without, every row', async () => {
    const l = lane();
    const bad = await upload(
      admin,
      { dryRun: 'false' },
      csv(row(l.origin, l.destination), row('SHANGHAI', l.destination)),
    );
    expect(bad.statusCode).toBe(200);
    expect(bad.json()).toMatchObject({ dryRun: false, created: 0, problems: [{ line: 3, field: 'origin' }] });
    expect(await count(l.origin)).toBe(0);
    const good = await upload(
      admin,
      { dryRun: 'false' },
      csv(row(l.origin, l.destination), airRow(l.origin, l.destination)),
    );
    expect(good.json()).toEqual({ dryRun: false, valid: 2, created: 2, problems: [] });
    expect(await count(l.origin)).toBe(2);
  });

  it('refuses a file that is not CSV text (415), a missing file and a bad dryRun (400 naming the field)', async () => {
    const pdf = await upload(
      admin,
      { dryRun: 'true' },
      { name: 'rates.csv', bytes: Buffer.from([0x25, 0x50, 0x44, 0x46, 0x00, 0xff]) },
    );
    expect(pdf.statusCode).toBe(415);
    const none = await upload(admin, { dryRun: 'true' }, null);
    expect(none.statusCode).toBe(400);
    expect(issuesOf(none)).toEqual(['file']);
    const noFlag = await upload(admin, {}, csv());
    expect(noFlag.statusCode).toBe(400);
    expect(issuesOf(noFlag)).toEqual(['dryRun']);
    const flag = await upload(admin, { dryRun: 'maybe' }, csv());
    expect(flag.statusCode).toBe(400);
    expect(issuesOf(flag)).toEqual(['dryRun']);
  });
});
