import { desc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { errorReports, outboxEmails } from '../../db/schema/index.ts';
import { createUser, TEST_PASSWORD } from '../../test/factories.ts';
import { createTestApp, signIn, type TestApp, unique } from '../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});

describe('POST /api/services/reportErr', () => {
  it('stores the report with the logged-in user', async () => {
    const user = await createUser(t.database.db);
    const { cookie } = await signIn(t.app, user.email, TEST_PASSWORD);
    const marker = `boom-${unique()}`;
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/services/reportErr',
      headers: { cookie },
      payload: { error: marker, errorInfo: 'at Foo', currentPath: '/tracking/All' },
    });
    expect(res.statusCode).toBe(200);
    const [row] = await t.database.db.select().from(errorReports).where(eq(errorReports.error, marker));
    expect(row).toMatchObject({ userId: user.id, currentPath: '/tracking/All' });
  });

  it('accepts reports from logged-out pages', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/services/reportErr',
      payload: { error: 'x', currentPath: '/login' },
    });
    expect(res.statusCode).toBe(200);
  });
});

describe('POST /api/services/contact', () => {
  it('e-mails the provider team through the outbox', async () => {
    const marker = `hello-${unique()}`;
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/services/contact',
      payload: { name: 'Visitor', email: 'v@example.com', message: marker },
    });
    expect(res.statusCode).toBe(200);
    await t.ctx.jobs.drain();
    const [mail] = await t.database.db
      .select()
      .from(outboxEmails)
      .orderBy(desc(outboxEmails.createdAt))
      .limit(1);
    expect(mail?.textBody).toContain(marker);
    expect(mail?.toAddress).toBe('operations@navia.demo');
    expect(mail?.status).toBe('LOGGED');
  });

  it('requires a message', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/services/contact',
      payload: { name: 'Visitor', message: '   ' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().issues[0].field).toBe('message');
  });
});
