/** Hubbi's answers over the real test database, compared with what the detail endpoints answer. */
import { randomInt, randomUUID } from 'node:crypto';
import { BOT_FALLBACK_TEXT, BOT_TEXTS, formatBotDate, notFoundText } from '@navia/domain/rules/chat-bot';
import { currentMilestone } from '@navia/domain/rules/milestones';
import { asc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { AppContext } from '../../../context.ts';
import {
  containers,
  deliveryRequestContainers,
  deliveryRequests,
  recordDocuments,
} from '../../../db/schema/index.ts';
import { type Scope, scopeOf } from '../../../lib/scope.ts';
import { createOrgGroup, createUser, TEST_PASSWORD } from '../../../test/factories.ts';
import { createTestApp, signIn, type TestApp } from '../../../test/test-app.ts';
import { BASE, createDetailOrder, createDetailShipment } from '../../shipment-detail/test-records.ts';
import type { BotQuestion } from './bot-port.ts';
import { answerBot } from './chat-bot.service.ts';

const DAY = 86_400_000;
/** Five days after the test records' base: the first sea leg (days 0 to 8) is under way. */
const NOW = new Date(BASE.getTime() + 5 * DAY);
const at = (days: number) => new Date(BASE.getTime() + days * DAY);
/** A shipment number of the S-and-digits form the bot recognises, unique per call. */
const shipNumber = () => `S${randomInt(100_000_000, 999_999_999)}`;

let t: TestApp;
let me: Awaited<ReturnType<typeof createUser>>;
let cookie: string;
let scope: Scope;
let staffScope: Scope;
let fcl: Awaited<ReturnType<typeof createDetailShipment>>;
let air: Awaited<ReturnType<typeof createDetailShipment>>;
let foreign: Awaited<ReturnType<typeof createDetailShipment>>;
let loneOrder: Awaited<ReturnType<typeof createDetailOrder>>;

const db = () => t.database.db;

function ask(text: string, record: BotQuestion['record'] = null, as: Scope = scope, ctx: AppContext = t.ctx) {
  return answerBot(ctx, { text, scope: as, record, now: NOW });
}
const channelOf = (s: { shipKey: string }) => ({ recordKey: s.shipKey, isShipment: true });

async function detail(key: string) {
  const url = (part: string) => `/api/shipments/${encodeURIComponent(key)}/details/${part}`;
  const [general, milestones] = await Promise.all([
    t.app.inject({ method: 'POST', url: url('general'), headers: { cookie }, payload: {} }),
    t.app.inject({ method: 'POST', url: url('milestones'), headers: { cookie }, payload: {} }),
  ]);
  expect(general.statusCode).toBe(200);
  return { ...general.json(), status: currentMilestone(milestones.json().milestones) };
}

beforeAll(async () => {
  t = await createTestApp({ now: () => NOW });
  const mine = await createOrgGroup(db(), { hubbiEnabled: true });
  const theirs = await createOrgGroup(db(), { hubbiEnabled: true });
  me = await createUser(db(), { role: 'OP', orgGroupId: mine.id, fullname: 'James Walker' });
  const staff = await createUser(db(), { role: 'NU' });
  cookie = (await signIn(t.app, me.email, TEST_PASSWORD)).cookie;
  scope = scopeOf({ userId: me.id, role: 'OP', orgGroupId: mine.id, trustedPartyId: null });
  staffScope = scopeOf({ userId: staff.id, role: 'NU', orgGroupId: null, trustedPartyId: null });
  fcl = await createDetailShipment(db(), mine.id, 'FCL', { shipNumber: shipNumber() });
  air = await createDetailShipment(db(), mine.id, 'AIR', { shipNumber: shipNumber() });
  foreign = await createDetailShipment(db(), theirs.id, 'FCL', { shipNumber: shipNumber() });
  const digits = randomInt(100_000, 999_999);
  loneOrder = await createDetailOrder(db(), mine.id, null, {
    ordKey: `AU-PO-${digits}-0`,
    ordNumber: `PO-${digits}`,
    ordNumberFull: `PO-${digits}-0`,
  });
  // The first box's cargo becomes available on 22 March (after NOW).
  const [box] = await db()
    .select()
    .from(containers)
    .where(eq(containers.shipmentId, fcl.id))
    .orderBy(asc(containers.id));
  if (!box) throw new Error('the FCL record has containers');
  await db()
    .update(containers)
    .set({ cargoAvailable: at(21) })
    .where(eq(containers.id, box.id));
});

describe('ETA and ETD', () => {
  it('answers the detail screen ETA and ETD, in its DD MMM YYYY format, with the status', async () => {
    const shown = await detail(fcl.shipKey);
    const answer = await ask('When will it arrive?', channelOf(fcl));
    expect(answer).toEqual({
      intent: 'eta',
      text: `Shipment ${fcl.shipNumber} — ETA ${formatBotDate(shown.ETA)}, ETD ${formatBotDate(shown.ETD)}. Status: ${shown.status}.`,
      redirect: null,
      refresh: null,
    });
    // The records' ETA is day 20 (21 March), ETD day 0; four milestones are complete.
    expect(answer.text).toBe(
      `Shipment ${fcl.shipNumber} — ETA 21 Mar 2026, ETD 01 Mar 2026. Status: DEPARTED.`,
    );
  });

  it('answers the departure first for a departure question, with the actual departure', async () => {
    const answer = await ask('when does it leave', channelOf(fcl));
    expect(answer.intent).toBe('etd');
    expect(answer.text).toBe(
      `Shipment ${fcl.shipNumber} — ETD 01 Mar 2026, ETA 21 Mar 2026. Status: DEPARTED.\nDeparted 01 Mar 2026.`,
    );
  });

  it('uses the shipment a message names instead of the channel record', async () => {
    const answer = await ask(`what's the ETA of ${air.shipNumber}?`, channelOf(fcl));
    expect(answer.text.startsWith(`Shipment ${air.shipNumber} — ETA`)).toBe(true);
  });

  it('answers an order by its number, with the order milestones', async () => {
    const answer = await ask(`ETA of ${loneOrder.ordNumberFull}?`);
    expect(answer.text).toBe(
      `Order ${loneOrder.ordNumberFull} — ETA 21 Mar 2026, ETD 01 Mar 2026. Status: CONFIRMED.`,
    );
  });

  it('asks which shipment when the general chat names none', async () => {
    const answer = await ask('when will it arrive?');
    expect(answer).toMatchObject({ intent: 'eta', text: BOT_TEXTS.askWhichShipment, redirect: null });
  });
});

describe('status and location', () => {
  it('lists the milestones as the status panel dates them', async () => {
    const answer = await ask("what's the status?", channelOf(fcl));
    const lines = answer.text.split('\n');
    expect(lines[0]).toBe(`Shipment ${fcl.shipNumber} — Status: DEPARTED (57% complete).`);
    expect(lines).toContain('- DEPARTED: 01 Mar 2026 (done)');
    expect(lines).toContain('- DELIVERED: 10 Mar 2026 (expected)');
  });

  it('says which vessel carries the cargo between which ports', async () => {
    const answer = await ask('where is my cargo?', channelOf(fcl));
    expect(answer.text.split('\n')).toEqual([
      `Shipment ${fcl.shipNumber} — Status: DEPARTED.`,
      'On vessel MSC OSCAR (voyage 612S) from Shanghai Test to Singapore Test, due 09 Mar 2026.',
      'Last milestone: DEPARTED on 01 Mar 2026.',
      'Route: Shanghai Test, CN → Melbourne Test, AU (ETA 21 Mar 2026).',
    ]);
  });
});

describe('find shipment', () => {
  it("redirects to the user's own shipment with a short summary", async () => {
    const answer = await ask(`find shipment ${fcl.shipNumber}`);
    expect(answer.intent).toBe('findShipment');
    expect(answer.redirect).toEqual({ shipmentNumber: fcl.shipKey });
    expect(answer.text).toBe(
      [
        `Shipment ${fcl.shipNumber}: Shanghai Test, CN → Melbourne Test, AU (SEA, FCL).`,
        'ETD 01 Mar 2026, ETA 21 Mar 2026. Status: DEPARTED.',
        'Opening it for you.',
      ].join('\n'),
    );
  });

  it('does not redirect from the chat of the very record named', async () => {
    const answer = await ask(fcl.shipNumber, channelOf(fcl));
    expect(answer.intent).toBe('findShipment');
    expect(answer.redirect).toBeNull();
    expect(answer.text).not.toContain('Opening');
  });

  it("answers another group's number exactly as an unknown one, without a redirect", async () => {
    const unknownNumber = shipNumber();
    const theirs = await ask(`find shipment ${foreign.shipNumber}`);
    const nobodys = await ask(`find shipment ${unknownNumber}`);
    expect(theirs).toEqual({
      intent: 'findShipment',
      text: notFoundText(foreign.shipNumber),
      redirect: null,
      refresh: null,
    });
    expect(nobodys).toEqual({ ...theirs, text: notFoundText(unknownNumber) });
    expect(theirs.text.replace(foreign.shipNumber, '#')).toBe(nobodys.text.replace(unknownNumber, '#'));
  });

  it("tells nothing of another group's record to any question, even from its own channel key", async () => {
    const eta = await ask(`when will ${foreign.shipNumber} arrive?`, channelOf(fcl));
    expect(eta.text).toBe(notFoundText(foreign.shipNumber));
    const viaChannel = await ask('which containers?', channelOf(foreign));
    expect(viaChannel.text).not.toContain(foreign.shipNumber);
    expect(viaChannel.text).not.toContain('MSCU');
  });

  it('finds any group’s shipment for provider staff', async () => {
    const answer = await ask(`find ${foreign.shipNumber}`, null, staffScope);
    expect(answer.redirect).toEqual({ shipmentNumber: foreign.shipKey });
  });
});

describe('containers, documents and deliveries', () => {
  it('lists the containers with their type, delivery and availability', async () => {
    const answer = await ask('container status', channelOf(fcl));
    const [first, second] = (await detail(fcl.shipKey)).Containers as { ContainerNumber: string }[];
    expect(answer.text.split('\n')).toEqual([
      `Shipment ${fcl.shipNumber} — 2 containers:`,
      `- ${first?.ContainerNumber} (40HC): est. delivery 24 Mar 2026; available from 22 Mar 2026`,
      `- ${second?.ContainerNumber} (20GP): delivered 25 Mar 2026`,
    ]);
  });

  it('says an air shipment has no containers', async () => {
    const answer = await ask(`containers of ${air.shipNumber}`);
    expect(answer.text).toBe(`Shipment ${air.shipNumber} travels by air; it has no containers.`);
  });

  it("lists the record's documents, newest first, and no other group's", async () => {
    const document = (orgGroupId: string, recordKey: string, fileName: string, days: number) => ({
      orgGroupId,
      recordKey,
      storageKey: randomUUID(),
      fileName,
      contentType: 'application/pdf',
      size: 100,
      sha256: 'x'.repeat(64),
      documentType: 'COMMERCIAL INVOICE',
      uploadedBy: me.id,
      uploadedByName: me.fullname,
      createdAt: at(days),
    });
    await db()
      .insert(recordDocuments)
      .values([
        document(fcl.orgGroupId, fcl.shipKey, 'invoice-1.pdf', 2),
        { ...document(fcl.orgGroupId, fcl.shipKey, 'packing.pdf', 3), documentType: 'PACKING LIST' },
        document(foreign.orgGroupId, foreign.shipKey, 'theirs.pdf', 3),
      ]);
    const answer = await ask('which documents are on file?', channelOf(fcl));
    expect(answer.text.split('\n')).toEqual([
      `Shipment ${fcl.shipNumber} — 2 documents on file:`,
      '- PACKING LIST: packing.pdf (uploaded 04 Mar 2026)',
      '- COMMERCIAL INVOICE: invoice-1.pdf (uploaded 03 Mar 2026)',
    ]);
    expect((await ask(`documents of ${air.shipNumber}`)).text).toBe(
      `Shipment ${air.shipNumber} has no documents on file yet.`,
    );
  });

  it('lists the delivery requests with their state and requested days', async () => {
    const [box] = await db().select().from(containers).where(eq(containers.shipmentId, fcl.id));
    if (!box) throw new Error('the FCL record has containers');
    const [request] = await db()
      .insert(deliveryRequests)
      .values({
        orgGroupId: fcl.orgGroupId,
        shipmentId: fcl.id,
        requestId: randomUUID(),
        kind: 'ARRANGE',
        shipNumber: fcl.shipNumber,
        dataSource: 'AU',
        locationLabel: 'WAREHOUSE',
        locationAddress: '1 Dock Rd, Melbourne',
        containerMode: 'FCL',
        transportMode: 'SEA',
        datesMissing: false,
        sendViaEmail: true,
        createdBy: me.id,
        createdAt: at(4),
      })
      .returning();
    if (!request) throw new Error('request insert failed');
    await db().insert(deliveryRequestContainers).values({
      orgGroupId: fcl.orgGroupId,
      deliveryRequestId: request.id,
      containerId: box.id,
      position: 1,
      containerNumber: box.containerNumber,
      deliveryDate: '2026-03-25',
      willIncurStorageDelivery: false,
      willIncurStorageReturn: false,
    });
    const answer = await ask('delivery booked?', channelOf(fcl));
    expect(answer.text.split('\n')).toEqual([
      `Shipment ${fcl.shipNumber} — 1 delivery request:`,
      `- DELIVERY REQUESTED (requested 05 Mar 2026): ${box.containerNumber} on 25/03/2026`,
    ]);
    expect((await ask(`delivery requests of ${air.shipNumber}`)).text).toBe(
      `Shipment ${air.shipNumber} has no delivery requests.`,
    );
    expect((await ask(`is the delivery of ${loneOrder.ordNumberFull} booked?`)).text).toBe(
      `Order ${loneOrder.ordNumberFull} is not on a shipment yet, so nothing can be delivered.`,
    );
  });
});

describe('favourites and priority', () => {
  it('adds a shipment to the favourites once, and removes it', async () => {
    const added = await ask(`add ${air.shipNumber} to my favourites`);
    expect(added).toMatchObject({
      intent: 'favourite',
      text: `Added Shipment ${air.shipNumber} to your favourites.`,
      refresh: 'favourites',
    });
    expect((await detail(air.shipKey)).isFavourite).toBe(true);
    expect(await ask(`favourite ${air.shipNumber}`)).toMatchObject({
      text: `Shipment ${air.shipNumber} is already in your favourites.`,
      refresh: null,
    });
    expect(await ask(`remove ${air.shipNumber} from my favourites`)).toMatchObject({
      intent: 'unfavourite',
      refresh: 'favourites',
    });
    expect((await detail(air.shipKey)).isFavourite).toBe(false);
  });

  it("marks the channel's shipment as priority, and unmarks it", async () => {
    expect(await ask('mark this as priority', channelOf(air))).toMatchObject({
      intent: 'priority',
      text: `Marked Shipment ${air.shipNumber} as priority.`,
      refresh: 'priority',
    });
    expect((await detail(air.shipKey)).Priority).toBe(true);
    expect((await ask('make it a priority', channelOf(air))).refresh).toBeNull();
    expect(await ask('remove the priority', channelOf(air))).toMatchObject({
      intent: 'unpriority',
      refresh: 'priority',
    });
    expect((await detail(air.shipKey)).Priority).toBe(false);
  });

  it("changes nothing on another group's shipment", async () => {
    const answer = await ask(`add ${foreign.shipNumber} to favourites`);
    expect(answer).toMatchObject({ text: notFoundText(foreign.shipNumber), refresh: null });
  });
});

describe('small talk and the fallback', () => {
  it('offers a representative when it does not understand', async () => {
    const answer = await ask('tell me a joke', channelOf(fcl));
    expect(answer.intent).toBe('unknown');
    expect(answer.text.split('\n')[0]).toBe(BOT_TEXTS.unknownIntro);
    expect(answer.text).toContain("Type 'talk to a representative' to reach our team.");
    expect(answer.redirect).toBeNull();
  });

  it('greets, thanks and helps with what it can do', async () => {
    expect((await ask('hello')).text.startsWith(BOT_TEXTS.greeting)).toBe(true);
    expect((await ask('thanks!')).text).toBe(BOT_TEXTS.thanks);
    expect((await ask('what can you do?')).text).toContain('ETA and ETD');
  });

  it('classifies a request for a person for the chat service', async () => {
    expect((await ask('talk to a representative')).intent).toBe('representative');
  });

  it('promises a representative when the request was not refused', async () => {
    expect((await ask('talk to a representative')).text).toBe(BOT_TEXTS.representative);
  });

  it('answers the fallback instead of throwing when its data cannot be read', async () => {
    const broken = new Proxy(t.ctx.database.db, {
      get: () => {
        throw new Error('database unavailable');
      },
    });
    const ctx = { ...t.ctx, database: { ...t.ctx.database, db: broken } };
    const answer = await ask('when will it arrive?', channelOf(fcl), scope, ctx);
    expect(answer).toEqual({ intent: 'eta', text: BOT_FALLBACK_TEXT, redirect: null, refresh: null });
    expect(answer.text).toBe(`${BOT_TEXTS.lookupFailed}\n${BOT_TEXTS.representativeOffer}`);
  });
});

describe('a request for a person while the desk is closed', () => {
  const notice = 'TRADING HOURS: MON - FRI 8:30AM TO 5PM AEST';
  const refused = (text: string) =>
    answerBot(t.ctx, {
      text,
      scope,
      record: channelOf(fcl),
      now: NOW,
      representative: 'refused',
      tradingNotice: notice,
    });

  it('tells the trading hours and what the bot still answers, never promising a representative', async () => {
    const answer = await refused('I want to speak to a person');
    expect(answer).toEqual({
      intent: 'representative',
      text: `Our team is away right now. ${notice}. I can still answer questions about your shipments.`,
      redirect: null,
      refresh: null,
    });
    expect(answer.text).not.toContain(BOT_TEXTS.representative);
  });

  it("takes the chat service's refusal over its own reading of the words", async () => {
    const answer = await refused('customer service, where is my cargo?');
    expect(answer.intent).toBe('representative');
    expect(answer.text).not.toContain(BOT_TEXTS.representative);
    expect(answer.text).toContain(notice);
  });
});
