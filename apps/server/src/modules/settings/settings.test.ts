import { beforeAll, describe, expect, it } from 'vitest';
import { createUser, TEST_PASSWORD } from '../../test/factories.ts';
import { createTestApp, signIn, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});

describe('website settings (maintenance.active)', () => {
  it('is public to read, and off by default', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/settings/website' });
    expect(res.statusCode).toBe(200);
    expect(res.json().maintenance).toHaveProperty('active');
  });

  it('can be changed by NA only', async () => {
    const op = await createUser(t.database.db, { role: 'OP' });
    const na = await createUser(t.database.db, { role: 'NA' });
    const body = { maintenance: { active: true, message: 'Upgrade tonight' } };
    const denied = await t.app.inject({
      method: 'PUT',
      url: '/api/settings/website',
      headers: { cookie: (await signIn(t.app, op.email, TEST_PASSWORD)).cookie },
      payload: body,
    });
    expect(denied.statusCode).toBe(403);
    const allowed = await t.app.inject({
      method: 'PUT',
      url: '/api/settings/website',
      headers: { cookie: (await signIn(t.app, na.email, TEST_PASSWORD)).cookie },
      payload: body,
    });
    expect(allowed.json()).toEqual(body);
    expect((await t.app.inject({ method: 'GET', url: '/api/settings/website' })).json()).toEqual(body);
    await t.app.inject({
      method: 'PUT',
      url: '/api/settings/website',
      headers: { cookie: (await signIn(t.app, na.email, TEST_PASSWORD)).cookie },
      payload: { maintenance: { active: false, message: '' } },
    });
  });
});
