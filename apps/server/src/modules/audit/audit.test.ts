/**
 * The security event log: each security event is recorded with who, from where and the outcome, in
 * the transaction of the action (issue 10 "A security event log"); the table is append-only.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { and, desc, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditEvents, outboxEmails, sessions } from '../../db/schema/index.ts';
import { createOrgGroup, createUser, TEST_PASSWORD } from '../../test/factories.ts';
import { createTestApp, signIn, type TestApp, testConfig, unique } from '../../test/test-app.ts';
import { createDetailShipment } from '../shipment-detail/test-records.ts';
import { purgeExpiredSessionsAndTokens } from '../users/users.service.ts';

let t: TestApp;
const db = () => t.database.db;
const AGENT = 'audit-test-agent/1.0';

beforeAll(async () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'navia-audit-'));
  t = await createTestApp({ config: testConfig({ NAVIA_DATA_DIR: dataDir }) });
});

const post = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: 'POST',
    url,
    payload: payload as object,
    headers: { 'user-agent': AGENT, ...headers },
  });

/** The newest events of a type naming `target` (or of a user), newest first. */
async function eventsOf(eventType: string, match: { target?: string; userId?: string }) {
  return db()
    .select()
    .from(auditEvents)
    .where(
      and(
        eq(auditEvents.eventType, eventType),
        match.target ? eq(auditEvents.target, match.target) : undefined,
        match.userId ? eq(auditEvents.effectiveUserId, match.userId) : undefined,
      ),
    )
    .orderBy(desc(auditEvents.id));
}

async function linkToken(email: string, pathName: string) {
  const [mail] = await db()
    .select()
    .from(outboxEmails)
    .where(eq(outboxEmails.toAddress, email))
    .orderBy(desc(outboxEmails.createdAt));
  const token = mail?.textBody.match(new RegExp(`${pathName}\\?token=([\\w-]+)`))?.[1];
  if (!token) throw new Error(`no ${pathName} link for ${email}`);
  return token;
}

describe('sign-in events', () => {
  it('records a success with the user, group, address and user agent, and never the password', async () => {
    const group = await createOrgGroup(db());
    const user = await createUser(db(), { orgGroupId: group.id });
    const res = await post('/api/user/signin', { email: user.email, password: TEST_PASSWORD });
    expect(res.statusCode).toBe(200);
    const [event] = await eventsOf('SIGNIN', { userId: user.id });
    expect(event).toMatchObject({
      outcome: 'SUCCESS',
      actorUserId: user.id,
      effectiveUserId: user.id,
      orgGroupId: group.id,
      ip: '127.0.0.1',
      userAgent: AGENT,
      target: user.email,
    });
    const columns = Object.values(event ?? {}).map(String);
    expect(columns.some((value) => value.includes(TEST_PASSWORD))).toBe(false);
    expect(columns.some((value) => value.includes(res.json().token))).toBe(false);
  });

  it('records a failure (wrong password) and a refusal (inactive account)', async () => {
    const user = await createUser(db());
    await post('/api/user/signin', { email: user.email, password: 'not-the-password' });
    const inactive = await createUser(db(), { active: false });
    await post('/api/user/signin', { email: inactive.email, password: TEST_PASSWORD });
    expect((await eventsOf('SIGNIN', { target: user.email }))[0]).toMatchObject({
      outcome: 'FAILURE',
      detail: 'WRONG_PASSWORD',
    });
    expect((await eventsOf('SIGNIN', { target: inactive.email }))[0]).toMatchObject({
      outcome: 'REFUSED',
      actorUserId: inactive.id,
      detail: 'NOT_ACTIVE',
    });
  });

  it('records a lockout when the attempts run out', async () => {
    const email = `locked-${unique()}@test.demo`;
    for (let i = 0; i < 6; i++) await post('/api/user/signin', { email, password: 'wrong-password' });
    const [locked] = await eventsOf('SIGNIN_LOCKED_OUT', { target: email });
    expect(locked).toMatchObject({ outcome: 'REFUSED', actorUserId: null });
  });

  it('records a logout', async () => {
    const user = await createUser(db());
    const { cookie } = await signIn(t.app, user.email, TEST_PASSWORD);
    expect((await post('/api/user/forget', undefined, { cookie })).statusCode).toBe(200);
    expect((await eventsOf('LOGOUT', { userId: user.id }))[0]).toMatchObject({ outcome: 'SUCCESS' });
  });
});

describe('account events', () => {
  it('records sign-up, e-mail validation, reset request and reset done', async () => {
    const email = `new-${unique()}@test.demo`;
    const signup = await post('/api/user/signup', {
      email,
      password: 'a-long-enough-password-1',
      fullname: 'New Person',
      homeCountry: 'AU',
    });
    expect(signup.statusCode).toBe(201);
    const [signedUp] = await eventsOf('SIGNUP', { target: email });
    expect(signedUp).toMatchObject({ outcome: 'SUCCESS' });

    await post('/api/user/validate', { token: await linkToken(email, '/validate') });
    expect((await eventsOf('EMAIL_VALIDATED', { userId: signedUp?.effectiveUserId ?? '' }))[0]).toMatchObject(
      {
        outcome: 'SUCCESS',
      },
    );

    await post('/api/user/requestPassReset', { email });
    expect((await eventsOf('PASSWORD_RESET_REQUESTED', { target: email }))[0]).toMatchObject({
      outcome: 'SUCCESS',
    });
    const token = await linkToken(email, '/changePassword');
    await post('/api/user/changePassword', { token, password: 'another-long-password-2' });
    const [done] = await eventsOf('PASSWORD_RESET_DONE', { userId: signedUp?.effectiveUserId ?? '' });
    expect(done).toMatchObject({ outcome: 'SUCCESS' });
    expect(
      Object.values(done ?? {})
        .map(String)
        .some((v) => v.includes(token)),
    ).toBe(false);
  });

  it('records a reset request for an unknown address as a failure, answering as for a known one', async () => {
    const email = `nobody-${unique()}@test.demo`;
    expect((await post('/api/user/requestPassReset', { email })).statusCode).toBe(200);
    expect((await eventsOf('PASSWORD_RESET_REQUESTED', { target: email }))[0]).toMatchObject({
      outcome: 'FAILURE',
      actorUserId: null,
    });
  });

  it('records nothing when the action rolls back', async () => {
    const broken = await createTestApp({
      mailer: {
        enqueue: async () => {
          throw new Error('outbox unavailable');
        },
        deliverQueued: async () => {},
      },
    });
    const email = `rolled-${unique()}@test.demo`;
    const res = await broken.app.inject({
      method: 'POST',
      url: '/api/user/signup',
      payload: { email, password: 'a-long-enough-password-1', fullname: 'Rolled Back', homeCountry: 'AU' },
    });
    expect(res.statusCode).toBe(500);
    const rows = await broken.database.db.select().from(auditEvents).where(eq(auditEvents.target, email));
    expect(rows).toEqual([]);
  });
});

describe('session expiry', () => {
  it('records each expired session the purge removes', async () => {
    const user = await createUser(db());
    const [expired] = await db()
      .insert(sessions)
      .values({
        tokenHash: `expired-${unique()}`,
        userId: user.id,
        remember: false,
        expiresAt: new Date(Date.now() - 60_000),
        createdAt: new Date(Date.now() - 3_600_000),
        lastSeenAt: new Date(Date.now() - 3_600_000),
        ip: '10.0.0.7',
      })
      .returning();
    await purgeExpiredSessionsAndTokens(t.ctx);
    expect((await eventsOf('SESSION_EXPIRED', { target: expired?.id ?? '' }))[0]).toMatchObject({
      effectiveUserId: user.id,
      ip: '10.0.0.7',
    });
  });
});

describe('session timeouts', () => {
  it('records a session ended by the idle timeout when it is next used', async () => {
    let now = new Date('2026-11-23T09:00:00Z');
    const clocked = await createTestApp({ now: () => now });
    const user = await createUser(clocked.database.db);
    const { cookie } = await signIn(clocked.app, user.email, TEST_PASSWORD);
    now = new Date(now.getTime() + 61 * 60_000);
    const res = await clocked.app.inject({
      method: 'GET',
      url: '/api/user/getUpdatedSelf',
      headers: { cookie },
    });
    expect(res.statusCode).toBe(401);
    const [event] = await clocked.database.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.eventType, 'SESSION_EXPIRED'), eq(auditEvents.effectiveUserId, user.id)));
    expect(event).toMatchObject({ detail: 'IDLE_TIMEOUT', ip: '127.0.0.1' });
  });
});

describe('document events', () => {
  it('records an upload and a download with the document and the caller', async () => {
    const group = await createOrgGroup(db());
    const me = await createUser(db(), { orgGroupId: group.id });
    const { cookie } = await signIn(t.app, me.email, TEST_PASSWORD);
    const shipment = await createDetailShipment(db(), group.id, 'FCL');
    const form = new FormData();
    form.append('recordKey', shipment.shipKey);
    form.append('file', new Blob([new TextEncoder().encode('a,b\n1,2\n')]), 'list.csv');
    const request = new Request('http://localhost/', { method: 'POST', body: form });
    const uploaded = await t.app.inject({
      method: 'POST',
      url: '/api/shipments/uploadDocument',
      payload: Buffer.from(await request.arrayBuffer()),
      headers: { 'content-type': request.headers.get('content-type') ?? '', cookie, 'user-agent': AGENT },
    });
    expect(uploaded.json()).toHaveProperty('document');
    const documentId = uploaded.json().document.DocumentId as string;
    expect((await eventsOf('DOCUMENT_UPLOADED', { target: documentId }))[0]).toMatchObject({
      actorUserId: me.id,
      orgGroupId: group.id,
      outcome: 'SUCCESS',
    });
    const download = await t.app.inject({
      method: 'GET',
      url: `/api/shipments/documents/${documentId}`,
      headers: { cookie },
    });
    expect(download.statusCode).toBe(200);
    expect(await eventsOf('DOCUMENT_DOWNLOADED', { target: documentId })).toHaveLength(1);
  });
});

describe('the audit_events table', () => {
  /** The database's own message (drizzle wraps it as the cause of a "Failed query" error). */
  const refusal = (query: Promise<unknown>) =>
    query.then(
      () => 'done',
      (error: Error & { cause?: Error }) => error.cause?.message ?? error.message,
    );

  it('refuses updates and deletes', async () => {
    expect(await refusal(db().execute(sql`update audit_events set outcome = 'SUCCESS'`))).toMatch(
      /append-only/,
    );
    expect(await refusal(db().execute(sql`delete from audit_events`))).toMatch(/append-only/);
  });
});
