/**
 * The chat socket (issue 12): opening channels (tenant isolation: another group's record or channel
 * answers as an unknown one), the handshake's refusals, storing messages (resends, edits, replies,
 * sanitised HTML, refusals), resuming after a reconnection without a gap or a duplicate, and the
 * per-socket rate limits (on the app's clock, which a test may stop and move).
 */
import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import {
  CHAT_READY_RATE,
  CHAT_SEND_RATE,
  CHAT_SEQ_MAX,
  CHAT_TEXTS,
  CHAT_UNAVAILABLE_TEXTS,
  foldEdits,
} from '@navia/domain/rules/chat';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { chatMessages } from '../../db/schema/index.ts';
import { createOrgGroup } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { createDetailShipment } from '../shipment-detail/test-records.ts';
import { type Agent, loggedIn } from '../shipments/test-factories.ts';
import { chatClients } from './test-chat.ts';

let t: TestApp;
let url = '';
/** The app's clock: the real time unless a test stops it. */
let clock: Date | null = null;
let acme: Awaited<ReturnType<typeof createOrgGroup>>;
let kiwi: Awaited<ReturnType<typeof createOrgGroup>>;
let importer: Agent;
let colleague: Agent;
let exporter: Agent;
let staff: Agent;
const db = () => t.database.db;
const clients = chatClients(() => url);

const CHANNEL_ERROR = { code: 'NOT_FOUND', text: CHAT_TEXTS.channelError };

beforeAll(async () => {
  t = await createTestApp({ now: () => clock ?? new Date() });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  url = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  acme = await createOrgGroup(db());
  kiwi = await createOrgGroup(db());
  importer = await loggedIn(t, { role: 'OP', orgGroupId: acme.id, fullname: 'Ivy Importer' });
  colleague = await loggedIn(t, { role: 'OP', orgGroupId: acme.id, fullname: 'Colin Colleague' });
  exporter = await loggedIn(t, { role: 'OP', orgGroupId: kiwi.id });
  staff = await loggedIn(t, { role: 'NU', fullname: 'Sam Staff' });
});

afterEach(() => {
  clients.closeAll();
  clock = null;
});

afterAll(async () => {
  clients.closeAll();
  await t.app.close();
});

/** A record's chat opened and made ready by `agent`. */
async function recordChat(agent: Agent, shipKey: string, lastMessageId?: number) {
  const chat = clients.open(agent.cookie, { shipmentId: shipKey, DataSource: 'AU' });
  const { open } = await chat.opened();
  if (!open) throw new Error('chat not opened');
  const ready = await chat.ready(lastMessageId === undefined ? {} : { lastMessageId });
  if (!ready.ok) throw new Error(`not ready: ${ready.code}`);
  return { chat, channel: open, ready };
}

describe('opening a channel', () => {
  it('opens a record’s chat for a user of its group, and the same channel on the next connection', async () => {
    const shipment = await createDetailShipment(db(), acme.id);
    const first = await recordChat(importer, shipment.shipKey);
    expect(first.channel).toMatchObject({
      kind: 'record',
      recordKey: shipment.shipKey,
      recordNumber: shipment.shipNumber,
      isShipment: true,
      DataSource: 'AU',
      status: 'open',
      botActive: false,
      representativeRequested: false,
      handledBy: null,
      orgGroupName: acme.name,
    });
    expect(first.ready).toEqual({ ok: true, channel: first.channel, messages: [], hasOlder: false });
    const again = await recordChat(colleague, shipment.shipKey);
    expect(again.channel.channelId).toBe(first.channel.channelId);
  });

  it('answers another group’s record exactly as an unknown key, and disconnects', async () => {
    const theirs = await createDetailShipment(db(), acme.id);
    await recordChat(importer, theirs.shipKey);
    const foreign = clients.open(exporter.cookie, { shipmentId: theirs.shipKey });
    const unknown = clients.open(exporter.cookie, { shipmentId: `AU-NOPE${randomUUID().slice(0, 6)}` });
    expect(await foreign.opened()).toEqual({ error: CHANNEL_ERROR });
    expect(await unknown.opened()).toEqual({ error: CHANNEL_ERROR });
    expect(await foreign.disconnected()).toBe('io server disconnect');
  });

  it('refuses another group’s channel by id exactly as an unknown id; staff may join it', async () => {
    const shipment = await createDetailShipment(db(), acme.id);
    const { channel } = await recordChat(importer, shipment.shipKey);
    expect(await clients.open(exporter.cookie, { channelId: channel.channelId }).opened()).toEqual({
      error: CHANNEL_ERROR,
    });
    expect(await clients.open(exporter.cookie, { channelId: randomUUID() }).opened()).toEqual({
      error: CHANNEL_ERROR,
    });
    const staffChat = await clients.open(staff.cookie, { channelId: channel.channelId }).opened();
    expect(staffChat.open?.channelId).toBe(channel.channelId);
  });

  it('opens the user’s own general chat; staff have none', async () => {
    const general = await clients.open(importer.cookie, { generalChatKey: 'MESSAGES' }).opened();
    expect(general.open).toMatchObject({ kind: 'general', recordKey: null, orgGroupName: acme.name });
    const again = await clients.open(importer.cookie, { generalChatKey: 'MESSAGES' }).opened();
    expect(again.open?.channelId).toBe(general.open?.channelId);
    // Another user of the same group cannot open it by id.
    const byId = clients.open(colleague.cookie, { channelId: general.open?.channelId ?? '' });
    expect(await byId.opened()).toEqual({ error: CHANNEL_ERROR });
    expect(await clients.open(staff.cookie, { generalChatKey: 'MESSAGES' }).opened()).toEqual({
      error: CHANNEL_ERROR,
    });
  });

  it('refuses a handshake without a session, and chat in secret mode or local view', async () => {
    const shipment = await createDetailShipment(db(), acme.id);
    expect(await clients.open(undefined, { shipmentId: shipment.shipKey }).opened()).toEqual({
      connectError: 'UNAUTHORISED',
    });
    const secret = await loggedIn(t, { role: 'OP', orgGroupId: acme.id, isSecret: true });
    expect(await clients.open(secret.cookie, { shipmentId: shipment.shipKey }).opened()).toEqual({
      error: { code: 'UNAVAILABLE', text: CHAT_UNAVAILABLE_TEXTS.SECRET_MODE },
    });
    const local = await loggedIn(t, { role: 'OP', orgGroupId: acme.id, localViewActive: true });
    expect(await clients.open(local.cookie, { generalChatKey: 'MESSAGES' }).opened()).toEqual({
      error: { code: 'UNAVAILABLE', text: CHAT_UNAVAILABLE_TEXTS.LOCAL_MODE },
    });
  });

  it('disconnects a chat socket when its session logs out', async () => {
    const shipment = await createDetailShipment(db(), acme.id);
    const leaving = await loggedIn(t, { role: 'OP', orgGroupId: acme.id });
    const { chat } = await recordChat(leaving, shipment.shipKey);
    await leaving.post('/api/user/forget');
    expect(await chat.disconnected()).toBe('io server disconnect');
  });

  it('refuses a handshake that names no channel, or two', async () => {
    const shipment = await createDetailShipment(db(), acme.id);
    const bad = { code: 'BAD_REQUEST', text: CHAT_TEXTS.channelError };
    expect(await clients.open(importer.cookie, {}).opened()).toEqual({ error: bad });
    expect(
      await clients
        .open(importer.cookie, { shipmentId: shipment.shipKey, generalChatKey: 'MESSAGES' })
        .opened(),
    ).toEqual({ error: bad });
  });
});

describe('messages', () => {
  it('sends a message to everyone in the chat, with the sender’s name and role', async () => {
    const shipment = await createDetailShipment(db(), acme.id);
    const mine = await recordChat(importer, shipment.shipKey);
    const theirs = await recordChat(colleague, shipment.shipKey);
    const sent = await mine.chat.say('Where is my container?');
    expect(sent).toMatchObject({
      id: 1,
      text: 'Where is my container?',
      isHtml: false,
      username: 'Ivy Importer',
      role: 'customer',
      roleName: null,
      from: importer.user.id,
      userId: importer.user.id,
      chat: mine.channel.channelId,
      type: 'text',
      edited: false,
      subtype: null,
      replyTo: null,
    });
    expect(await theirs.chat.wait('message')).toEqual(sent);
    expect(await mine.chat.wait('message')).toEqual(sent);
  });

  it('stores a resent client message id once and answers the same message, emitting nothing new', async () => {
    const shipment = await createDetailShipment(db(), acme.id);
    const mine = await recordChat(importer, shipment.shipKey);
    const listener = await recordChat(colleague, shipment.shipKey);
    const clientMessageId = randomUUID();
    const first = await mine.chat.send({ clientMessageId, chat: 'Once only' });
    const second = await mine.chat.send({ clientMessageId, chat: 'Once only' });
    expect(second).toEqual(first);
    const barrier = await mine.chat.say('After the resend');
    await listener.chat.wait('message', (m) => m.messageId === barrier.messageId);
    expect(listener.chat.all('message').map((m) => m.text)).toEqual(['Once only', 'After the resend']);
    const rows = await db()
      .select()
      .from(chatMessages)
      .where(eq(chatMessages.clientMessageId, clientMessageId));
    expect(rows).toHaveLength(1);
  });

  it('resumes a reconnecting client after its last message: no gap, no duplicate', async () => {
    const shipment = await createDetailShipment(db(), acme.id);
    const sender = await recordChat(importer, shipment.shipKey);
    for (const text of ['one', 'two', 'three']) await sender.chat.say(text);
    const reader = await recordChat(colleague, shipment.shipKey);
    expect(reader.ready.ok && reader.ready.messages.map((m) => [m.id, m.text])).toEqual([
      [1, 'one'],
      [2, 'two'],
      [3, 'three'],
    ]);
    reader.chat.close();
    // Sent while the reader was away.
    await sender.chat.say('four');
    await sender.chat.say('five');
    const back = await recordChat(colleague, shipment.shipKey, 3);
    expect(back.ready).toMatchObject({ ok: true, hasOlder: false });
    expect(back.ready.ok && back.ready.messages.map((m) => [m.id, m.text])).toEqual([
      [4, 'four'],
      [5, 'five'],
    ]);
    const live = await sender.chat.say('six');
    expect(await back.chat.wait('message')).toEqual(live);
  });

  it('keeps an edit as a message of its own and refuses an edit of someone else’s message', async () => {
    const shipment = await createDetailShipment(db(), acme.id);
    const mine = await recordChat(importer, shipment.shipKey);
    const theirs = await recordChat(colleague, shipment.shipKey);
    const original = await mine.chat.say('Deliver on Monday');
    const edit = await mine.chat.say('Deliver on Tuesday', { messageBeingUpdated: original.messageId });
    expect(edit).toMatchObject({ subtype: 'updated', edited: true, messageBeingUpdated: original.messageId });

    const refused = await theirs.chat.send({ chat: 'Hijacked', messageBeingUpdated: original.messageId });
    expect(refused).toEqual({
      ok: false,
      code: 'VALIDATION:messageBeingUpdated',
      text: CHAT_TEXTS.messageError,
    });
    expect(await theirs.chat.wait('message_error')).toMatchObject({ code: 'VALIDATION:messageBeingUpdated' });

    const history = await importer.get(`/api/chat/channels/${mine.channel.channelId}/messages`);
    const { messages } = history.json() as { messages: { messageId: string; text: string }[] };
    expect(messages.map((m) => m.text)).toEqual(['Deliver on Monday', 'Deliver on Tuesday']);
    expect(foldEdits(messages as never)).toMatchObject([{ text: 'Deliver on Tuesday', edited: true }]);
  });

  it('quotes the message a reply answers, and refuses a reply to a message of another chat', async () => {
    const shipment = await createDetailShipment(db(), acme.id);
    const other = await createDetailShipment(db(), acme.id);
    const chat = await recordChat(importer, shipment.shipKey);
    const elsewhere = await recordChat(importer, other.shipKey);
    const question = await chat.chat.say('Is it cleared?');
    const answer = await chat.chat.say('Yes', { replyTo: question.messageId });
    expect(answer).toMatchObject({
      type: 'reply',
      replyTo: { messageId: question.messageId, text: 'Is it cleared?', username: 'Ivy Importer' },
    });
    const refused = await elsewhere.chat.send({ chat: 'Yes', replyTo: question.messageId });
    expect(refused).toMatchObject({ ok: false, code: 'VALIDATION:replyTo' });
  });

  it('sanitises HTML: no script, no event handler, no javascript: link; links never carry the opener', async () => {
    const shipment = await createDetailShipment(db(), acme.id);
    const chat = await recordChat(importer, shipment.shipKey);
    const sent = await chat.chat.say(
      '<p onclick="steal()">Hi <script>alert(1)</script><img src=x onerror="alert(2)"><a href="javascript:alert(3)">bad</a> <a href="https://navia.demo/help" rel="opener" target="_top">help</a></p>',
      { isHtml: true },
    );
    expect(sent.isHtml).toBe(true);
    expect(sent.text).toBe(
      '<p>Hi <a rel="noopener noreferrer">bad</a> <a href="https://navia.demo/help" rel="noopener noreferrer">help</a></p>',
    );
    const [stored] = await db().select().from(chatMessages).where(eq(chatMessages.id, sent.messageId));
    expect(stored?.text).not.toMatch(/script|onerror|onclick|javascript:/i);
    // An HTML message that sanitises to nothing is an empty message.
    expect(await chat.chat.send({ chat: '<script>alert(1)</script>', isHtml: true })).toMatchObject({
      ok: false,
      code: 'VALIDATION:chat',
    });
  });

  it('refuses an empty or over-long message with message_error naming the field', async () => {
    const shipment = await createDetailShipment(db(), acme.id);
    const chat = await recordChat(importer, shipment.shipKey);
    const clientMessageId = randomUUID();
    expect(await chat.chat.send({ clientMessageId, chat: '   ' })).toEqual({
      ok: false,
      code: 'VALIDATION:chat',
      text: CHAT_TEXTS.messageError,
    });
    expect(await chat.chat.wait('message_error')).toEqual({
      clientMessageId,
      code: 'VALIDATION:chat',
      text: CHAT_TEXTS.messageError,
    });
    expect(await chat.chat.send({ chat: 'x'.repeat(2001) })).toMatchObject({
      ok: false,
      code: 'VALIDATION:chat',
    });
    expect(await chat.chat.send({ clientMessageId: 'not-an-id' as never, chat: 'hi' })).toMatchObject({
      ok: false,
      code: 'VALIDATION:clientMessageId',
    });
  });
});

describe('pacing', () => {
  const rateLimited = { ok: false, code: 'RATE_LIMITED', text: CHAT_TEXTS.messageError };
  const later = (from: Date, ms: number) => new Date(from.getTime() + ms);

  it('refuses messages and files beyond the send rate at once, and takes them again as time passes', async () => {
    const shipment = await createDetailShipment(db(), acme.id);
    const { chat } = await recordChat(importer, shipment.shipKey);
    const stopped = new Date();
    clock = stopped;
    for (let i = 1; i <= CHAT_SEND_RATE.burst; i += 1) await chat.say(`message ${i}`);
    const clientMessageId = randomUUID();
    expect(await chat.send({ clientMessageId, chat: 'one too many' })).toEqual(rateLimited);
    expect(await chat.wait('message_error', (e) => e.clientMessageId === clientMessageId)).toEqual({
      clientMessageId,
      code: 'RATE_LIMITED',
      text: CHAT_TEXTS.messageError,
    });
    const file = await chat.socket.timeout(10_000).emitWithAck('file', {
      clientMessageId: randomUUID(),
      webUrl: '/api/user/attachment/x/y.pdf',
      name: 'y.pdf',
      eTag: randomUUID(),
    });
    expect(file).toEqual(rateLimited);
    // One token comes back after 1/perSecond of a second.
    clock = later(stopped, 1000 / CHAT_SEND_RATE.perSecond);
    expect((await chat.say('after a pause')).text).toBe('after a pause');
    const rows = await db()
      .select()
      .from(chatMessages)
      .where(eq(chatMessages.clientMessageId, clientMessageId));
    expect(rows).toEqual([]);
  });

  it('refuses `ready` beyond its rate with ok false', async () => {
    const shipment = await createDetailShipment(db(), acme.id);
    const chat = clients.open(importer.cookie, { shipmentId: shipment.shipKey });
    expect((await chat.opened()).open).toBeDefined();
    const stopped = new Date();
    clock = stopped;
    for (let i = 0; i < CHAT_READY_RATE.burst; i += 1) expect((await chat.ready()).ok).toBe(true);
    expect(await chat.ready()).toEqual({ ok: false, code: 'RATE_LIMITED', text: CHAT_TEXTS.channelError });
    clock = later(stopped, 1000 / CHAT_READY_RATE.perSecond);
    expect((await chat.ready()).ok).toBe(true);
  });

  it('refuses a resume cursor beyond the message numbers as a bad request, not a failure', async () => {
    const shipment = await createDetailShipment(db(), acme.id);
    const { chat } = await recordChat(importer, shipment.shipKey);
    expect(await chat.ready({ lastMessageId: CHAT_SEQ_MAX + 1 })).toEqual({
      ok: false,
      code: 'BAD_REQUEST',
      text: CHAT_TEXTS.channelError,
    });
    expect(await chat.ready({ lastMessageId: CHAT_SEQ_MAX })).toMatchObject({ ok: true, messages: [] });
  });
});
