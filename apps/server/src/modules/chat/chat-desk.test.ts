/**
 * The provider's side of the chat (issue 12; hub §6, §9): asking for a representative inside and
 * outside trading hours, when the bot answers, staff replies and the inbox, claiming, archiving
 * idle chats and reopening them, and the chatMessages notification of a record's subscribers.
 * The clock is the app's (ctx.now): each test sets it before it signs anyone in.
 */
import type { AddressInfo } from 'node:net';
import type { ChatInboxRow } from '@navia/domain/contracts/chat';
import {
  type LiveNotification,
  REALTIME_PATH,
  rooms,
  type ServerToClientEvents,
} from '@navia/domain/contracts/realtime';
import { BOT_TEXTS } from '@navia/domain/rules/chat-bot';
import { and, eq } from 'drizzle-orm';
import { io as connect, type Socket } from 'socket.io-client';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { notificationEvents, notifications, supportContacts } from '../../db/schema/index.ts';
import { scopeOf } from '../../lib/scope.ts';
import { createOrgGroup } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { subscribe } from '../notifications/test-subscriptions.ts';
import { createDetailOrder, createDetailShipment } from '../shipment-detail/test-records.ts';
import { type Agent, loggedIn } from '../shipments/test-factories.ts';
import { archiveIdleChats, openChannel } from './chat.service.ts';
import { answerAsBot } from './chat-messages.service.ts';
import { chatClients } from './test-chat.ts';

/** Wednesday 4 March 2026, 10:00 in Melbourne (AEDT): the desk is open. */
const WEDNESDAY_10AM = new Date('2026-03-03T23:00:00Z');
/** Saturday 7 March 2026, 12:00 in Melbourne: the desk is closed. */
const SATURDAY_NOON = new Date('2026-03-07T01:00:00Z');
const DAY_MS = 86_400_000;

let clock = WEDNESDAY_10AM;
let t: TestApp;
let url = '';
const db = () => t.database.db;
const clients = chatClients(() => url);
const liveSockets: Socket[] = [];

beforeAll(async () => {
  t = await createTestApp({ now: () => clock });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  url = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
});

afterEach(() => {
  clients.closeAll();
  for (const socket of liveSockets.splice(0)) socket.disconnect();
  clock = WEDNESDAY_10AM;
});

afterAll(async () => {
  await t.app.close();
});

/** A new organisation group with a customer and a shipment, and staff, signed in at the clock's time. */
async function desk(options: { hubbiEnabled?: boolean } = {}) {
  const group = await createOrgGroup(db(), { hubbiEnabled: options.hubbiEnabled ?? false });
  const customer = await loggedIn(t, { role: 'OP', orgGroupId: group.id, fullname: 'Cara Customer' });
  const staff = await loggedIn(t, { role: 'NU', fullname: 'Sam Staff' });
  const shipment = await createDetailShipment(db(), group.id);
  return { group, customer, staff, shipment };
}

async function openChat(agent: Agent, auth: Record<string, unknown>, ready: { reopen?: boolean } = {}) {
  const chat = clients.open(agent.cookie, auth);
  const { open } = await chat.opened();
  if (!open) throw new Error('chat not opened');
  const answer = await chat.ready(ready);
  if (!answer.ok) throw new Error(`not ready: ${answer.code}`);
  return { chat, channel: answer.channel, ready: answer };
}

async function inboxRows(staff: Agent, query = 'status=open') {
  const res = await staff.get(`/api/chat/inbox?${query}`);
  expect(res.statusCode).toBe(200);
  return (res.json() as { channels: ChatInboxRow[] }).channels;
}

const rowOf = (rows: ChatInboxRow[], channelId: string) =>
  rows.find((r) => r.channel.channelId === channelId);

describe('asking for a representative', () => {
  it('inside trading hours queues the chat for staff: the bot stops and the inbox shows it waiting first', async () => {
    const { customer, staff, shipment } = await desk({ hubbiEnabled: true });
    const quiet = await openChat(customer, { generalChatKey: 'MESSAGES' });
    await quiet.chat.say('Just saying hello later than the other one');
    const { chat, channel } = await openChat(customer, { shipmentId: shipment.shipKey });
    expect(channel.botActive).toBe(true);
    const ask = await chat.say('Can I talk to a representative please?');
    expect(await chat.wait('talk_to_rep')).toEqual({ accepted: true, notice: null });
    // The next message is answered by nobody but staff: no bot message arrives before it.
    const barrier = await chat.say('Anyone there?');
    await chat.wait('message', (m) => m.messageId === barrier.messageId);
    expect(chat.all('message').filter((m) => m.role === 'bot')).toEqual([]);

    const rows = await inboxRows(staff);
    expect(rowOf(rows, channel.channelId)).toMatchObject({
      channel: { representativeRequested: true, botActive: false, status: 'open' },
      customerName: expect.any(String),
      lastMessageText: 'Anyone there?',
      unread: 2,
      waitingSince: ask.ts,
    });
    const waiting = rows.findIndex((r) => r.channel.channelId === channel.channelId);
    expect(waiting).toBeLessThan(rows.findIndex((r) => r.channel.channelId === quiet.channel.channelId));
    const waitingOnly = await inboxRows(staff, 'status=open&waitingOnly=true');
    expect(rowOf(waitingOnly, quiet.channel.channelId)).toBeUndefined();
    expect(rowOf(waitingOnly, channel.channelId)).toBeDefined();
  });

  it('outside trading hours tells the desk’s hours, stores the message and lets the bot answer', async () => {
    clock = SATURDAY_NOON;
    const { customer, shipment } = await desk({ hubbiEnabled: true });
    const { chat, channel } = await openChat(customer, { shipmentId: shipment.shipKey });
    const ask = await chat.say('I want to speak to a person');
    expect(await chat.wait('talk_to_rep')).toEqual({
      accepted: false,
      notice: 'TRADING HOURS: MON - FRI 8:30AM TO 5PM AEST',
    });
    const bot = await chat.wait('message', (m) => m.role === 'bot');
    expect(bot).toMatchObject({ username: 'HUBBI', from: null, roleName: null, id: ask.id + 1 });
    // The bot says the desk's hours; it never promises a representative the desk refused.
    expect(bot.text).toContain(BOT_TEXTS.deskClosed);
    expect(bot.text).toContain('TRADING HOURS: MON - FRI 8:30AM TO 5PM AEST');
    expect(bot.text).not.toContain(BOT_TEXTS.representative);
    const again = await openChat(customer, { channelId: channel.channelId });
    expect(again.channel.representativeRequested).toBe(false);
  });

  it('tells a refusal outside trading hours to the sender alone, not to the others in the chat', async () => {
    clock = SATURDAY_NOON;
    const { group, customer, shipment } = await desk();
    const colleague = await loggedIn(t, { role: 'OP', orgGroupId: group.id });
    const mine = await openChat(customer, { shipmentId: shipment.shipKey });
    const theirs = await openChat(colleague, { shipmentId: shipment.shipKey });
    await mine.chat.say('I want to speak to a person');
    expect(await mine.chat.wait('talk_to_rep')).toMatchObject({ accepted: false });
    // The room hears of the next message after any talk_to_rep of the first.
    const barrier = await mine.chat.say('Fine, I will wait');
    await theirs.chat.wait('message', (m) => m.messageId === barrier.messageId);
    expect(theirs.chat.all('talk_to_rep')).toEqual([]);
  });

  it('tells an accepted request to everyone in the chat', async () => {
    const { group, customer, shipment } = await desk();
    const colleague = await loggedIn(t, { role: 'OP', orgGroupId: group.id });
    const mine = await openChat(customer, { shipmentId: shipment.shipKey });
    const theirs = await openChat(colleague, { shipmentId: shipment.shipKey });
    await mine.chat.say('Can I talk to a representative please?');
    expect(await mine.chat.wait('talk_to_rep')).toEqual({ accepted: true, notice: null });
    expect(await theirs.chat.wait('talk_to_rep')).toEqual({ accepted: true, notice: null });
  });
});

describe('the bot', () => {
  it('answers a customer only when the group has hubbiEnabled, and not when asked not to', async () => {
    const off = await desk({ hubbiEnabled: false });
    const quiet = await openChat(off.customer, { shipmentId: off.shipment.shipKey });
    expect(quiet.channel.botActive).toBe(false);
    await quiet.chat.say('Hello?');
    const barrier = await quiet.chat.say('Hello again?');
    await quiet.chat.wait('message', (m) => m.messageId === barrier.messageId);
    expect(quiet.chat.all('message').filter((m) => m.role === 'bot')).toEqual([]);

    const on = await desk({ hubbiEnabled: true });
    const { chat } = await openChat(on.customer, { shipmentId: on.shipment.shipKey });
    const hello = await chat.say('Hello');
    const answer = await chat.wait('message', (m) => m.role === 'bot');
    expect(answer).toMatchObject({ username: 'HUBBI', role: 'bot', id: hello.id + 1, type: 'text' });

    // HubbiDisabled keeps it quiet, unless the message mentions the bot.
    const muted = await chat.say('Not for the bot', { HubbiDisabled: true });
    const mention = await chat.say('@HUBBI when does it arrive?', {
      HubbiDisabled: true,
      mention: { name: 'HUBBI', isBot: true },
    });
    const second = await chat.wait('message', (m) => m.role === 'bot' && m.id > mention.id);
    expect(second.id).toBe(mention.id + 1);
    expect(chat.all('message').map((m) => [m.id, m.role])).toEqual([
      [hello.id, 'customer'],
      [answer.id, 'bot'],
      [muted.id, 'customer'],
      [mention.id, 'customer'],
      [second.id, 'bot'],
    ]);
  });
});

describe('a failing bot', () => {
  it('never fails the customer’s message: the chat gets the fallback answer', async () => {
    const { group, customer, shipment } = await desk({ hubbiEnabled: true });
    const { chat, channel } = await openChat(customer, { shipmentId: shipment.shipKey });
    const asked = await chat.say('What is the ETA?', { HubbiDisabled: true });
    const scope = scopeOf({
      userId: customer.user.id,
      role: 'OP',
      orgGroupId: group.id,
      trustedPartyId: null,
    });
    const caller = { scope, user: customer.user, orgGroup: group };
    const visible = await openChannel(t.ctx, caller, { channelId: channel.channelId });
    const turn = await answerAsBot(
      t.ctx,
      visible,
      { text: asked.text, scope, record: null, now: clock },
      () => Promise.reject(new Error('the bot is down')),
    );
    expect(turn).toMatchObject({ redirect: null, refresh: null, message: { role: 'bot', id: asked.id + 1 } });
    expect(turn?.message.text).toMatch(/representative/);
    expect(await chat.wait('message', (m) => m.role === 'bot')).toEqual(turn?.message);
  });
});

describe('staff', () => {
  it('answer as staff with their role name, which clears the waiting; claiming shows their name', async () => {
    const { group, customer, staff, shipment } = await desk();
    const { chat, channel } = await openChat(customer, { shipmentId: shipment.shipKey });
    await chat.say('Please call me about the delivery');
    expect(rowOf(await inboxRows(staff), channel.channelId)).toMatchObject({
      unread: 1,
      waitingSince: clock.toISOString(),
    });

    const staffChat = await openChat(staff, { channelId: channel.channelId });
    const reply = await staffChat.chat.say('On it');
    expect(reply).toMatchObject({
      role: 'staff',
      roleName: 'NAVIA STAFF',
      username: 'Sam Staff',
      from: staff.user.id,
    });
    expect(await chat.wait('message', (m) => m.messageId === reply.messageId)).toEqual(reply);
    expect(rowOf(await inboxRows(staff), channel.channelId)).toMatchObject({
      unread: 0,
      waitingSince: null,
      lastMessageText: 'On it',
    });

    // A staff member who is one of the group's support contacts shows that role.
    const manager = await loggedIn(t, { role: 'NU', fullname: 'Kim Manager' });
    await db().insert(supportContacts).values({
      orgGroupId: group.id,
      role: 'KAM',
      fullName: 'Kim Manager',
      email: manager.user.email,
    });
    const managerChat = await openChat(manager, { channelId: channel.channelId });
    expect(await managerChat.chat.say('Hello from your account manager')).toMatchObject({
      roleName: 'KEY ACCOUNT MANAGER',
    });

    const claimed = await staff.post(`/api/chat/inbox/${channel.channelId}/claim`);
    expect(claimed.json()).toMatchObject({
      channel: { handledBy: { userId: staff.user.id, name: 'Sam Staff' } },
    });
    const released = await staff.post(`/api/chat/inbox/${channel.channelId}/release`);
    expect(released.json()).toMatchObject({ channel: { handledBy: null } });
    // Customers have no inbox.
    expect((await customer.get('/api/chat/inbox')).statusCode).toBe(403);
  });
});

describe('the inbox’s live updates', () => {
  it('tell staff, and only staff, on the notification channel when a chat changes', async () => {
    const { customer, staff, shipment } = await desk();
    const heard = (cookie: string) => {
      const socket: Socket<ServerToClientEvents> = connect(url, {
        path: REALTIME_PATH,
        transports: ['websocket'],
        reconnection: false,
        forceNew: true,
        extraHeaders: { cookie },
      });
      liveSockets.push(socket);
      const connected = new Promise<void>((resolve) => socket.once('connect', () => resolve()));
      // Other tests' channels may still be heard (the inbox hears of a channel once per window).
      const heardOf = (channelId: string) =>
        new Promise<string>((resolve) =>
          socket.on('chatInboxChanged', (p) => {
            if (p.channelId === channelId) resolve(p.channelId);
          }),
        );
      return { connected, heardOf };
    };
    const staffSocket = heard(staff.cookie);
    const customerSocket = heard(customer.cookie);
    await Promise.all([staffSocket.connected, customerSocket.connected]);
    const { chat, channel } = await openChat(customer, { shipmentId: shipment.shipKey });
    const staffHears = staffSocket.heardOf(channel.channelId);
    await chat.say('Hello desk');
    expect(await staffHears).toBe(channel.channelId);
    // The staff room holds staff sockets only.
    const inStaffRoom = (await t.ctx.realtime.io.in(rooms.staff()).fetchSockets()).map((s) => s.data.userId);
    expect(inStaffRoom).toContain(staff.user.id);
    expect(inStaffRoom).not.toContain(customer.user.id);
  });
});

describe('archiving', () => {
  it('archives chats idle for 14 days, tells the members, and reopens one on reconnect', async () => {
    const { customer, staff, shipment } = await desk();
    const { chat, channel } = await openChat(customer, { shipmentId: shipment.shipKey });
    await chat.say('Any news?');
    const at = (days: number) => ({ ...t.ctx, now: () => new Date(clock.getTime() + days * DAY_MS) });

    await archiveIdleChats(at(13));
    expect(rowOf(await inboxRows(staff), channel.channelId)?.channel.status).toBe('open');
    expect(await archiveIdleChats(at(15))).toBeGreaterThanOrEqual(1);
    expect(await chat.wait('channel open', (c) => c.status === 'archived')).toMatchObject({
      channelId: channel.channelId,
      representativeRequested: false,
    });
    expect(rowOf(await inboxRows(staff, 'status=archived'), channel.channelId)).toBeDefined();

    const back = clients.open(customer.cookie, { shipmentId: shipment.shipKey });
    expect((await back.opened()).open?.status).toBe('archived');
    const reopened = await back.ready({ reopen: true });
    expect(reopened).toMatchObject({
      ok: true,
      channel: { status: 'open' },
      messages: [{ text: 'Any news?' }],
    });
  });

  it('announces every archived chat even when announcing one of them fails', async () => {
    const [one, two] = [await desk(), await desk()];
    const first = await openChat(one.customer, { shipmentId: one.shipment.shipKey });
    const second = await openChat(two.customer, { shipmentId: two.shipment.shipKey });
    await first.chat.say('Any news?');
    await second.chat.say('Any news?');
    const mine = new Set([first.channel.channelId, second.channel.channelId]);
    const chat = t.ctx.realtime.chat;
    let failed: string | null = null;
    // The first of the two announced fails; the other comes after it.
    const emit: typeof chat.emit = (channelId, event, payload) => {
      if (failed === null && mine.has(channelId)) {
        failed = channelId;
        throw new Error('the adapter is down');
      }
      chat.emit(channelId, event, payload);
    };
    const flaky = {
      ...t.ctx,
      now: () => new Date(clock.getTime() + 15 * DAY_MS),
      realtime: { ...t.ctx.realtime, chat: { ...chat, emit } },
    };
    expect(await archiveIdleChats(flaky)).toBeGreaterThanOrEqual(2);
    expect(failed).not.toBeNull();
    const announced = failed === first.channel.channelId ? second : first;
    expect(await announced.chat.wait('channel open', (c) => c.status === 'archived')).toMatchObject({
      channelId: announced.channel.channelId,
    });
  });

  it('lets staff archive a chat; members see it at once', async () => {
    const { customer, staff, shipment } = await desk();
    const { chat, channel } = await openChat(customer, { shipmentId: shipment.shipKey });
    const res = await staff.post(`/api/chat/inbox/${channel.channelId}/archive`);
    expect(res.json()).toMatchObject({ channel: { status: 'archived' } });
    expect(await chat.wait('channel open', (c) => c.status === 'archived')).toMatchObject({
      channelId: channel.channelId,
    });
    // A message in an archived chat opens it again.
    await chat.say('Still there?');
    expect(await chat.wait('channel open', (c) => c.status === 'open')).toMatchObject({
      channelId: channel.channelId,
    });
  });
});

describe('notifications', () => {
  function liveSocket(cookie: string) {
    const socket: Socket<ServerToClientEvents> = connect(url, {
      path: REALTIME_PATH,
      transports: ['websocket'],
      reconnection: false,
      forceNew: true,
      extraHeaders: { cookie },
    });
    liveSockets.push(socket);
    // Listened for from the start: the first live chat notification this user receives.
    const first = new Promise<LiveNotification>((resolve) => socket.once('newMessageNotification', resolve));
    const connected = new Promise<void>((resolve) => socket.once('connect', () => resolve()));
    return { connected, first };
  }

  const chatNotificationsOf = (userId: string) =>
    db()
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, userId), eq(notifications.type, 'chatMessages')));

  it('tells a subscribed user who is not in the chat, and not one who is, nor the sender', async () => {
    const { group, customer, shipment } = await desk();
    const away = await loggedIn(t, { role: 'OP', orgGroupId: group.id });
    const present = await loggedIn(t, { role: 'OP', orgGroupId: group.id });
    for (const agent of [customer, away, present]) await subscribe(agent, shipment, ['chatMessages']);
    const live = liveSocket(away.cookie);
    await live.connected;
    await openChat(present, { shipmentId: shipment.shipKey });
    const { chat } = await openChat(customer, { shipmentId: shipment.shipKey });
    await chat.say('The truck is booked for Friday');
    await t.ctx.jobs.drain();

    const [stored, ...more] = await chatNotificationsOf(away.user.id);
    expect(more).toEqual([]);
    expect(stored).toMatchObject({ shipKey: shipment.shipKey, redirectUrl: `/shipment/${shipment.shipKey}` });
    expect(stored?.text).toContain('Cara Customer');
    expect(await chatNotificationsOf(present.user.id)).toEqual([]);
    expect(await chatNotificationsOf(customer.user.id)).toEqual([]);
    expect(await live.first).toMatchObject({ type: 'chatMessages', shipmentID: shipment.shipKey });
  });

  it('tells once per unread: the next message tells again only after the first was read', async () => {
    const { group, customer, shipment } = await desk();
    const away = await loggedIn(t, { role: 'OP', orgGroupId: group.id });
    await subscribe(away, shipment, ['chatMessages']);
    const { chat } = await openChat(customer, { shipmentId: shipment.shipKey });
    await chat.say('First message');
    // The first one stored (its dispatch runs after the message's commit, not in it).
    await t.ctx.jobs.drain();
    await chat.say('Second message, while the first is unread');
    await t.ctx.jobs.drain();
    const [first, ...more] = await chatNotificationsOf(away.user.id);
    expect(more).toEqual([]);
    expect(first?.text).toContain('First message');

    await db().update(notifications).set({ read: true }).where(eq(notifications.userId, away.user.id));
    await chat.say('Third message, after it was read');
    await t.ctx.jobs.drain();
    const texts = (await chatNotificationsOf(away.user.id)).map((n) => n.text).sort();
    expect(texts).toEqual([
      expect.stringContaining('First message'),
      expect.stringContaining('Third message'),
    ]);
  });

  it('raises no event when every subscriber is in the chat', async () => {
    const { group, customer, shipment } = await desk();
    const present = await loggedIn(t, { role: 'OP', orgGroupId: group.id });
    await subscribe(present, shipment, ['chatMessages']);
    await openChat(present, { shipmentId: shipment.shipKey });
    const { chat } = await openChat(customer, { shipmentId: shipment.shipKey });
    await chat.say('We are both here');
    const events = await db()
      .select()
      .from(notificationEvents)
      .where(eq(notificationEvents.orgGroupId, group.id));
    expect(events).toEqual([]);
  });

  it('raises none for an order that is on no shipment', async () => {
    const { group, customer } = await desk();
    const order = await createDetailOrder(db(), group.id, null);
    const { chat } = await openChat(customer, { shipmentId: order.ordKey });
    await chat.say('About this order');
    const events = await db()
      .select()
      .from(notificationEvents)
      .where(eq(notificationEvents.orgGroupId, group.id));
    expect(events).toEqual([]);
  });
});
