/**
 * Chat attachments and the chat's REST calls (issue 12): what an upload may be (decided by its
 * bytes; 415, 413), how a fetch is answered, the `file` message, and tenant isolation: another
 * group's channel, attachment or history answers exactly as an unknown one; a caller for whom chat
 * is off is refused (403), as on the socket; uploads are rate-limited per user. Also chatInfo and
 * the support team.
 */
import { randomUUID } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { ChatAttachmentUpload } from '@navia/domain/contracts/chat';
import {
  CHAT_ATTACHMENT_MAX_BYTES,
  CHAT_SEQ_MAX,
  CHAT_TEXTS,
  CHAT_UNAVAILABLE_TEXTS,
  CHAT_UPLOAD_RATE_LIMIT,
} from '@navia/domain/rules/chat';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { chatAttachments, supportContacts } from '../../db/schema/index.ts';
import { fileStorageFor } from '../../integrations/storage.ts';
import { createOrgGroup } from '../../test/factories.ts';
import { createTestApp, type TestApp, testConfig } from '../../test/test-app.ts';
import { createDetailShipment } from '../shipment-detail/test-records.ts';
import { type Agent, loggedIn } from '../shipments/test-factories.ts';
import { purgeUnsentAttachments } from './chat-attachments.service.ts';
import { detectChatAttachmentType } from './chat-attachments.ts';
import { chatClients } from './test-chat.ts';

const PDF = Buffer.from('%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n');
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
const EXE = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(200, 0x90)]);
const HTML = Buffer.from('<html><body><script>alert(document.cookie)</script></body></html>');
/** The header of an OLE compound file (a legacy .doc, but also .xls and .msg). */
const COMPOUND = Buffer.concat([
  Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]),
  Buffer.alloc(600),
]);
const CSV = Buffer.from('container,eta\nMSCU1234567,2026-03-10\n');

let t: TestApp;
let url = '';
let acme: Awaited<ReturnType<typeof createOrgGroup>>;
let kiwi: Awaited<ReturnType<typeof createOrgGroup>>;
let importer: Agent;
let exporter: Agent;
let staff: Agent;
const clients = chatClients(() => url);

async function multipart(fields: Record<string, string>, file?: { name: string; bytes: Buffer }) {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  if (file) form.append('file', new Blob([new Uint8Array(file.bytes)]), file.name);
  const request = new Request('http://localhost/', { method: 'POST', body: form });
  return {
    payload: Buffer.from(await request.arrayBuffer()),
    headers: { 'content-type': request.headers.get('content-type') ?? '' },
  };
}

async function upload(agent: Agent, channelId: string, name: string, bytes: Buffer) {
  const { payload, headers } = await multipart({ channelId }, { name, bytes });
  return t.app.inject({
    method: 'POST',
    url: '/api/user/attachment',
    payload,
    headers: { ...headers, cookie: agent.cookie },
  });
}

/** A record's chat of `agent`'s group, opened over the socket (which makes the channel). */
async function recordChannel(agent: Agent, groupId: string) {
  const shipment = await createDetailShipment(t.database.db, groupId);
  const chat = clients.open(agent.cookie, { shipmentId: shipment.shipKey });
  const { open } = await chat.opened();
  if (!open) throw new Error('chat not opened');
  return { chat, channelId: open.channelId };
}

const errorCode = (res: { json: () => unknown }) => (res.json() as { code: string }).code;

beforeAll(async () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'navia-chat-'));
  t = await createTestApp({ config: testConfig({ NAVIA_DATA_DIR: dataDir }) });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  url = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  acme = await createOrgGroup(t.database.db, { hubbiEnabled: true });
  kiwi = await createOrgGroup(t.database.db);
  importer = await loggedIn(t, { role: 'OP', orgGroupId: acme.id });
  exporter = await loggedIn(t, { role: 'OP', orgGroupId: kiwi.id });
  staff = await loggedIn(t, { role: 'NU' });
});

afterEach(() => clients.closeAll());

afterAll(async () => {
  await t.app.close();
});

describe('what an attachment may be', () => {
  it.each([
    ['a PDF', PDF, 'invoice.pdf', 'application/pdf'],
    ['a PNG named .jpg', PNG, 'photo.jpg', 'image/png'],
    ['a compound file named .doc', COMPOUND, 'letter.doc', 'application/msword'],
    ['CSV text named .csv', CSV, 'containers.csv', 'text/csv'],
  ])('takes %s', async (_, bytes, name, contentType) => {
    expect((await detectChatAttachmentType(bytes, name))?.contentType).toBe(contentType);
  });

  it.each([
    ['an executable named .pdf', EXE, 'invoice.pdf'],
    ['HTML named .pdf', HTML, 'invoice.pdf'],
    ['a compound file named .xls', COMPOUND, 'sheet.xls'],
    ['text named .txt', CSV, 'notes.txt'],
  ])('refuses %s', async (_, bytes, name) => {
    expect(await detectChatAttachmentType(bytes, name)).toBeNull();
  });
});

describe('uploading and fetching', () => {
  it('stores a PDF under its id and serves it to members as a download, never sniffed', async () => {
    const { channelId } = await recordChannel(importer, acme.id);
    const res = await upload(importer, channelId, '../Commercial <Invoice>.pdf', PDF);
    expect(res.statusCode, res.body).toBe(200);
    const answer = res.json() as ChatAttachmentUpload;
    expect(answer).toEqual({
      webUrl: `/api/user/attachment/${importer.user.id}/${answer.eTag}.pdf`,
      name: 'Commercial Invoice.pdf',
      eTag: answer.eTag,
      contentType: 'application/pdf',
      size: PDF.length,
    });
    const fetched = await importer.get(answer.webUrl);
    expect(fetched.statusCode).toBe(200);
    expect(fetched.rawPayload.equals(PDF)).toBe(true);
    expect(fetched.headers).toMatchObject({
      'content-type': 'application/pdf',
      'content-disposition': expect.stringMatching(/^attachment; filename="Commercial Invoice.pdf"/),
      'x-content-type-options': 'nosniff',
      'cache-control': 'private',
    });
    // Staff may fetch it too (they may join any channel).
    expect((await staff.get(answer.webUrl)).statusCode).toBe(200);
  });

  it('shows an image inline', async () => {
    const { channelId } = await recordChannel(importer, acme.id);
    const answer = (await upload(importer, channelId, 'pallet.png', PNG)).json() as ChatAttachmentUpload;
    const fetched = await importer.get(answer.webUrl);
    expect(fetched.headers['content-type']).toBe('image/png');
    expect(fetched.headers['content-disposition']).toMatch(/^inline; /);
  });

  it('refuses an executable or a page renamed .pdf (415) and a file over 10 MB (413)', async () => {
    const { channelId } = await recordChannel(importer, acme.id);
    for (const bytes of [EXE, HTML]) {
      const res = await upload(importer, channelId, 'invoice.pdf', bytes);
      expect(res.statusCode).toBe(415);
      expect(errorCode(res)).toBe('CHAT_ATTACHMENT_TYPE_REFUSED');
    }
    const big = Buffer.concat([PDF, Buffer.alloc(CHAT_ATTACHMENT_MAX_BYTES)]);
    const res = await upload(importer, channelId, 'huge.pdf', big);
    expect(res.statusCode).toBe(413);
    expect(errorCode(res)).toBe('CHAT_ATTACHMENT_TOO_LARGE');
  });

  it('sends a file message naming the sender’s own upload, and refuses another’s', async () => {
    const { chat, channelId } = await recordChannel(importer, acme.id);
    expect((await chat.ready()).ok).toBe(true);
    const answer = (
      await upload(importer, channelId, 'packing list.pdf', PDF)
    ).json() as ChatAttachmentUpload;
    const ack = await chat.socket
      .timeout(10_000)
      .emitWithAck('file', { clientMessageId: randomUUID(), ...answer });
    expect(ack).toMatchObject({
      ok: true,
      message: {
        type: 'file',
        text: 'packing list.pdf',
        attachmentId: answer.eTag,
        fileSource: {
          webUrl: answer.webUrl,
          name: 'packing list.pdf',
          contentType: 'application/pdf',
          size: PDF.length,
        },
      },
    });
    const colleague = await loggedIn(t, { role: 'OP', orgGroupId: acme.id });
    const theirs = clients.open(colleague.cookie, { channelId });
    await theirs.opened();
    const refused = await theirs.socket
      .timeout(10_000)
      .emitWithAck('file', { clientMessageId: randomUUID(), ...answer });
    expect(refused).toEqual({ ok: false, code: 'VALIDATION:eTag', text: CHAT_TEXTS.messageError });
  });
});

describe('unsent uploads', () => {
  it('deletes, a day later, an upload that no message names, and keeps one that was sent', async () => {
    const { chat, channelId } = await recordChannel(importer, acme.id);
    expect((await chat.ready()).ok).toBe(true);
    const sent = (await upload(importer, channelId, 'sent.pdf', PDF)).json() as ChatAttachmentUpload;
    const unsent = (await upload(importer, channelId, 'unsent.pdf', PDF)).json() as ChatAttachmentUpload;
    const ack = await chat.socket
      .timeout(10_000)
      .emitWithAck('file', { clientMessageId: randomUUID(), ...sent });
    expect(ack.ok).toBe(true);
    const storage = fileStorageFor(t.ctx.config);
    const deps = { ctx: t.ctx, storage };
    // Not yet a day old: nothing goes.
    await purgeUnsentAttachments(deps);
    expect((await importer.get(unsent.webUrl)).statusCode).toBe(200);

    await t.database.db
      .update(chatAttachments)
      .set({ createdAt: new Date(Date.now() - 25 * 3_600_000) })
      .where(inArray(chatAttachments.id, [sent.eTag, unsent.eTag]));
    const [row] = await t.database.db
      .select()
      .from(chatAttachments)
      .where(eq(chatAttachments.id, unsent.eTag));
    expect(await purgeUnsentAttachments(deps)).toBeGreaterThanOrEqual(1);
    expect((await importer.get(unsent.webUrl)).statusCode).toBe(404);
    expect(await storage.get(row?.storageKey ?? '')).toBeNull();
    expect((await importer.get(sent.webUrl)).statusCode).toBe(200);
  });
});

describe('another group', () => {
  it('cannot upload to, fetch from or page a group’s chat: each answers as an unknown one', async () => {
    const { chat, channelId } = await recordChannel(importer, acme.id);
    await chat.ready();
    await chat.say('Private to Acme', { HubbiDisabled: true });
    const answer = (await upload(importer, channelId, 'invoice.pdf', PDF)).json() as ChatAttachmentUpload;

    const foreignUpload = await upload(exporter, channelId, 'invoice.pdf', PDF);
    const unknownUpload = await upload(exporter, randomUUID(), 'invoice.pdf', PDF);
    expect(foreignUpload.statusCode).toBe(404);
    expect(foreignUpload.json()).toEqual(unknownUpload.json());

    const foreignFetch = await exporter.get(answer.webUrl);
    const unknownFetch = await exporter.get(`/api/user/attachment/${importer.user.id}/${randomUUID()}.pdf`);
    expect(foreignFetch.statusCode).toBe(404);
    expect(foreignFetch.json()).toEqual(unknownFetch.json());
    // The uploader's id must match too.
    expect(
      (await importer.get(`/api/user/attachment/${exporter.user.id}/${answer.eTag}.pdf`)).statusCode,
    ).toBe(404);

    const foreignHistory = await exporter.get(`/api/chat/channels/${channelId}/messages`);
    const unknownHistory = await exporter.get(`/api/chat/channels/${randomUUID()}/messages`);
    expect(foreignHistory.statusCode).toBe(404);
    expect(foreignHistory.json()).toEqual(unknownHistory.json());
    const own = await importer.get(`/api/chat/channels/${channelId}/messages`);
    expect(own.json()).toMatchObject({ messages: [{ text: 'Private to Acme' }], hasOlder: false });
  });
});

describe('history', () => {
  it('pages older messages before an id, oldest first', async () => {
    const { chat, channelId } = await recordChannel(importer, acme.id);
    await chat.ready();
    for (const text of ['a', 'b', 'c', 'd']) await chat.say(text, { HubbiDisabled: true });
    const page = await importer.get(`/api/chat/channels/${channelId}/messages?beforeId=4&limit=2`);
    expect(page.json()).toMatchObject({
      messages: [
        { id: 2, text: 'b' },
        { id: 3, text: 'c' },
      ],
      hasOlder: true,
    });
    const first = await importer.get(`/api/chat/channels/${channelId}/messages?beforeId=2&limit=2`);
    expect(first.json()).toMatchObject({ messages: [{ id: 1, text: 'a' }], hasOlder: false });
  });

  it('refuses a cursor beyond the message numbers as bad input (400), never a failure', async () => {
    const { channelId } = await recordChannel(importer, acme.id);
    const history = (beforeId: number) =>
      importer.get(`/api/chat/channels/${channelId}/messages?beforeId=${beforeId}`);
    const huge = await history(CHAT_SEQ_MAX + 1);
    expect(huge.statusCode).toBe(400);
    expect(huge.json()).toMatchObject({ code: 'VALIDATION', issues: [{ field: 'beforeId' }] });
    expect((await history(CHAT_SEQ_MAX)).statusCode).toBe(200);
  });
});

describe('when chat is unavailable to the caller', () => {
  it('refuses history, uploads and attachments in secret mode and local view (403), as the socket does', async () => {
    const { chat, channelId } = await recordChannel(importer, acme.id);
    await chat.ready();
    const answer = (await upload(importer, channelId, 'invoice.pdf', PDF)).json() as ChatAttachmentUpload;
    const secret = await loggedIn(t, { role: 'OP', orgGroupId: acme.id, isSecret: true });
    const local = await loggedIn(t, { role: 'OP', orgGroupId: acme.id, localViewActive: true });
    const cases = [
      [secret, 'SECRET_MODE'],
      [local, 'LOCAL_MODE'],
    ] as const;
    for (const [agent, reason] of cases) {
      const refused = { statusCode: 403, code: 'FORBIDDEN', message: CHAT_UNAVAILABLE_TEXTS[reason] };
      expect((await agent.get(`/api/chat/channels/${channelId}/messages`)).json()).toEqual(refused);
      expect((await upload(agent, channelId, 'invoice.pdf', PDF)).json()).toEqual(refused);
      expect((await agent.get(answer.webUrl)).json()).toEqual(refused);
    }
  });

  it('still lets staff fetch an attachment whatever their own mode', async () => {
    const { channelId } = await recordChannel(importer, acme.id);
    const answer = (await upload(importer, channelId, 'invoice.pdf', PDF)).json() as ChatAttachmentUpload;
    const secretStaff = await loggedIn(t, { role: 'NU', isSecret: true });
    expect((await secretStaff.get(answer.webUrl)).statusCode).toBe(200);
    expect((await secretStaff.get(`/api/chat/channels/${channelId}/messages`)).statusCode).toBe(403);
  });
});

describe('upload rate limit', () => {
  it(`refuses a user's uploads beyond ${CHAT_UPLOAD_RATE_LIMIT.max} a minute (429); other users still upload`, async () => {
    const busy = await loggedIn(t, { role: 'OP', orgGroupId: acme.id });
    const { channelId } = await recordChannel(busy, acme.id);
    // Every call counts, a refused form too: the limit is checked before the form is read.
    for (let i = 0; i < CHAT_UPLOAD_RATE_LIMIT.max; i += 1) {
      const empty = await t.app.inject({
        method: 'POST',
        url: '/api/user/attachment',
        headers: { cookie: busy.cookie },
        payload: {},
      });
      expect(empty.statusCode).toBe(400);
    }
    const over = await upload(busy, channelId, 'invoice.pdf', PDF);
    expect(over.statusCode).toBe(429);
    expect(errorCode(over)).toBe('TOO_MANY_ATTEMPTS');
    expect((await upload(importer, channelId, 'invoice.pdf', PDF)).statusCode).toBe(200);
  });
});

describe('chatInfo and the support team', () => {
  it('tells whether chat is available, whether the bot answers, and the trading hours', async () => {
    const res = await importer.get('/api/user/azure/chatInfo');
    expect(res.statusCode).toBe(200);
    const info = res.json();
    expect(info).toMatchObject({
      available: true,
      unavailableReason: null,
      hubbiEnabled: true,
      providerName: 'NAVIA',
      tradingHours: {
        timeZone: 'Australia/Melbourne',
        zoneShortName: 'AEST',
        notice: 'TRADING HOURS: MON - FRI 8:30AM TO 5PM AEST',
      },
      generalChannelId: null,
    });
    expect(info.tradingHours.publicHolidays).toContain(`${new Date().getUTCFullYear()}-12-25`);
    const general = clients.open(importer.cookie, { generalChatKey: 'MESSAGES' });
    const { open } = await general.opened();
    expect((await importer.get('/api/user/azure/chatInfo')).json().generalChannelId).toBe(open?.channelId);
    const secret = await loggedIn(t, { role: 'OP', orgGroupId: kiwi.id, isSecret: true });
    expect((await secret.get('/api/user/azure/chatInfo')).json()).toMatchObject({
      available: false,
      unavailableReason: 'SECRET_MODE',
      hubbiEnabled: false,
    });
  });

  it('answers a group’s support contacts to its users and to staff; another group’s as unknown', async () => {
    await t.database.db.insert(supportContacts).values({
      orgGroupId: acme.id,
      role: 'CUS',
      fullName: 'Carla Service',
      email: 'carla@navia.demo',
    });
    const mine = await importer.get(`/api/user/getSupportTeam/${acme.id}`);
    expect(mine.json()).toMatchObject({ contacts: [{ GS_FullName: 'Carla Service', Role: 'CUS' }] });
    expect((await staff.get(`/api/user/getSupportTeam/${acme.id}`)).json()).toEqual(mine.json());
    const foreign = await exporter.get(`/api/user/getSupportTeam/${acme.id}`);
    const unknown = await exporter.get(`/api/user/getSupportTeam/${randomUUID()}`);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toEqual(unknown.json());
    // A group without assigned contacts gets the provider's customer service.
    const kiwis = await exporter.get(`/api/user/getSupportTeam/${kiwi.id}`);
    expect(kiwis.json()).toMatchObject({ contacts: [{ GS_FullName: 'NAVIA CUSTOMER SERVICE' }] });
  });
});
