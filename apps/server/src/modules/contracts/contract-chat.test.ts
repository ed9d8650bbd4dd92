/**
 * The contract chat (issue 16): a contract's channel, joined through the /chat namespace by
 * channelId by the contract's parties and staff only; no bot in it; addToChat asks the provider's
 * admin in (the staff inbox shows it waiting) and the contract's history records it.
 */
import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import type { ChatInboxRow } from '@navia/domain/contracts/chat';
import { CHAT_TEXTS } from '@navia/domain/rules/chat';
import { and, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { chatMessages, contractHistory } from '../../db/schema/index.ts';
import { scopeOf } from '../../lib/scope.ts';
import { createTrustedParty } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { chatClients } from '../chat/test-chat.ts';
import { ensureContractChannel } from './contract-chat.service.ts';
import {
  type ConnectAgent,
  connectAgent,
  createConnectGroup,
  createTestContract,
  multipartBody,
} from './contract-extras-test-factories.ts';

let t: TestApp;
let url = '';
const clients = chatClients(() => url);
let acme: Awaited<ReturnType<typeof createConnectGroup>>;
let buyer: ConnectAgent;
let supplier: ConnectAgent;
let otherGroup: ConnectAgent;
let unrelatedSupplier: ConnectAgent;
let staff: ConnectAgent;

const CHANNEL_ERROR = { code: 'NOT_FOUND', text: CHAT_TEXTS.channelError };
const PDF = Buffer.from('%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n');

beforeAll(async () => {
  t = await createTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  url = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  const db = t.database.db;
  // The group has the bot: it must stay out of a contract's chat all the same.
  acme = await createConnectGroup(db, { hubbiEnabled: true });
  const kiwi = await createConnectGroup(db);
  const unrelated = await createTrustedParty(db);
  buyer = await connectAgent(t, { role: 'OP', orgGroupId: acme.group.id, fullname: 'Cara Client' });
  supplier = await connectAgent(t, {
    role: 'TPADMIN',
    trustedPartyId: acme.trustedParty.id,
    fullname: 'Sam Supplier',
  });
  otherGroup = await connectAgent(t, { role: 'CA', orgGroupId: kiwi.group.id });
  unrelatedSupplier = await connectAgent(t, { role: 'TPADMIN', trustedPartyId: unrelated.id });
  staff = await connectAgent(t, { role: 'NU', fullname: 'Nora Staff' });
});

afterEach(() => clients.closeAll());

afterAll(async () => {
  clients.closeAll();
  await t.app.close();
});

const newContract = () =>
  createTestContract(t.database.db, { orgGroupId: acme.group.id, trustedPartyId: acme.trustedParty.id });

async function addToChat(agent: ConnectAgent, id: string) {
  return agent.post('/api/connect/contracts/addToChat', { id });
}

async function channelIdOf(contractId: string) {
  return ensureContractChannel(
    t.ctx,
    scopeOf({ userId: buyer.user.id, role: 'OP', orgGroupId: acme.group.id, trustedPartyId: null }),
    contractId,
  );
}

async function join(agent: ConnectAgent, channelId: string) {
  const chat = clients.open(agent.cookie, { channelId });
  const opened = await chat.opened();
  if (!opened.open) return { chat, opened };
  const ready = await chat.ready();
  if (!ready.ok) throw new Error(`not ready: ${ready.code}`);
  return { chat, opened, ready };
}

describe('joining a contract’s chat', () => {
  it('opens one channel per contract, for the group’s user, the trusted party’s and staff', async () => {
    const contract = await newContract();
    const channelId = await channelIdOf(contract.id);
    expect(await channelIdOf(contract.id)).toBe(channelId);
    for (const agent of [buyer, supplier, staff]) {
      const { opened } = await join(agent, channelId);
      expect(opened.open).toMatchObject({
        channelId,
        kind: 'contract',
        orgGroupName: acme.group.name,
        botActive: false,
      });
    }
  });

  it('refuses another group’s user and an unrelated trusted party exactly as an unknown channel', async () => {
    const contract = await newContract();
    const channelId = await channelIdOf(contract.id);
    for (const agent of [otherGroup, unrelatedSupplier]) {
      const foreign = await join(agent, channelId);
      const unknown = await join(agent, randomUUID());
      expect(foreign.opened).toEqual({ error: CHANNEL_ERROR });
      expect(unknown.opened).toEqual({ error: CHANNEL_ERROR });
      // Nor can they read its history over REST.
      const history = await agent.get(`/api/chat/channels/${channelId}/messages`);
      expect(history.statusCode).toBe(404);
    }
  });

  it('carries the parties’ messages to each other, without the bot and without a notification failure', async () => {
    const contract = await newContract();
    const channelId = await channelIdOf(contract.id);
    const buyerSide = await join(buyer, channelId);
    const supplierSide = await join(supplier, channelId);
    const sent = await supplierSide.chat.say('Can we ship on the 14th?');
    expect(sent).toMatchObject({ role: 'customer', username: 'Sam Supplier', chat: channelId });
    const received = await buyerSide.chat.wait('message', (m) => m.messageId === sent.messageId);
    expect(received.text).toBe('Can we ship on the 14th?');
    const reply = await buyerSide.chat.say('Yes, the 14th works.');
    await supplierSide.chat.wait('message', (m) => m.messageId === reply.messageId);
    // A socket's messages are handled one at a time, a bot's answer included: this ack is the barrier.
    await supplierSide.chat.say('Thanks');
    const stored = await t.database.db
      .select()
      .from(chatMessages)
      .where(eq(chatMessages.channelId, channelId));
    expect(stored.map((m) => m.role)).toEqual(['customer', 'customer', 'customer']);
  });

  it('takes a party’s attachment, and refuses an outsider’s as for an unknown channel', async () => {
    const contract = await newContract();
    const channelId = await channelIdOf(contract.id);
    const uploadAs = async (agent: ConnectAgent, id: string) => {
      const { payload, headers } = await multipartBody({ channelId: id }, [
        { name: 'po.pdf', bytes: PDF, field: 'file' },
      ]);
      return t.app.inject({
        method: 'POST',
        url: '/api/user/attachment',
        payload,
        headers: { ...headers, cookie: agent.cookie },
      });
    };
    expect((await uploadAs(supplier, channelId)).statusCode).toBe(200);
    const foreign = await uploadAs(unrelatedSupplier, channelId);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toEqual((await uploadAs(unrelatedSupplier, randomUUID())).json());
  });
});

describe('addToChat', () => {
  it('asks the provider’s admin in: the channel waits in the staff inbox and the history records it', async () => {
    const contract = await newContract();
    const watcher = await join(buyer, await channelIdOf(contract.id));
    const res = await addToChat(supplier, contract.id);
    expect(res.statusCode, res.body).toBe(200);
    const { chatChannelId } = res.json() as { chatChannelId: string };
    expect(chatChannelId).toBe(await channelIdOf(contract.id));
    await watcher.chat.wait('talk_to_rep', (p) => p.accepted);
    const announced = await watcher.chat.wait('channel open', (c) => c.representativeRequested);
    expect(announced.channelId).toBe(chatChannelId);

    const inbox = await staff.get('/api/chat/inbox?status=open&waitingOnly=true');
    expect(inbox.statusCode).toBe(200);
    const row = (inbox.json() as { channels: ChatInboxRow[] }).channels.find(
      (r) => r.channel.channelId === chatChannelId,
    );
    expect(row).toMatchObject({
      channel: { kind: 'contract', representativeRequested: true },
      customerName: acme.group.name,
      unread: 1,
    });
    expect(row?.lastMessageText).toContain(contract.referenceNumber);

    // Asking again while the request waits stores nothing new.
    expect((await addToChat(buyer, contract.id)).json()).toEqual({ chatChannelId });
    const messages = await t.database.db
      .select()
      .from(chatMessages)
      .where(eq(chatMessages.channelId, chatChannelId));
    expect(messages).toHaveLength(1);
    const history = await t.database.db
      .select()
      .from(contractHistory)
      .where(and(eq(contractHistory.contractId, contract.id), eq(contractHistory.action, 'addToChat')));
    expect(history).toEqual([
      expect.objectContaining({ actorName: 'Sam Supplier', actorUserId: supplier.user.id }),
    ]);
  });

  it('makes the channel on first use, and answers staff the channel without a request', async () => {
    const contract = await newContract();
    const res = await addToChat(staff, contract.id);
    expect(res.statusCode).toBe(200);
    const { chatChannelId } = res.json() as { chatChannelId: string };
    expect(chatChannelId).toBe(await channelIdOf(contract.id));
    const messages = await t.database.db
      .select()
      .from(chatMessages)
      .where(eq(chatMessages.channelId, chatChannelId));
    expect(messages).toEqual([]);
  });

  it('refuses a party for whom chat is off (secret mode) as the chat’s own calls do', async () => {
    const contract = await newContract();
    const secret = await connectAgent(t, { role: 'OP', orgGroupId: acme.group.id, isSecret: true });
    const res = await addToChat(secret, contract.id);
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(CHAT_TEXTS.secretMode);
  });

  it('answers another group’s user and an unrelated trusted party as for an unknown contract', async () => {
    const contract = await newContract();
    for (const agent of [otherGroup, unrelatedSupplier]) {
      const foreign = await addToChat(agent, contract.id);
      const unknown = await addToChat(agent, randomUUID());
      expect(foreign.statusCode).toBe(404);
      expect(foreign.json()).toEqual(unknown.json());
    }
    const stored = await t.database.db
      .select()
      .from(contractHistory)
      .where(eq(contractHistory.contractId, contract.id));
    expect(stored).toEqual([]);
  });
});
