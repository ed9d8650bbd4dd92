/** Issue 13: the settings calls of hub §7 /settings makes (tooltip, mode, homeCountry, language, view, popups, countries). */
import { CONNECT_WELCOME_POPUPS } from '@navia/domain/contracts/connect-network';
import { WELCOME_POPUP_NAMES } from '@navia/domain/contracts/user';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema/index.ts';
import { createUser, TEST_PASSWORD } from '../../test/factories.ts';
import { createTestApp, signIn, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});

async function signedIn() {
  const user = await createUser(t.database.db);
  const { cookie } = await signIn(t.app, user.email, TEST_PASSWORD);
  const put = (url: string, payload: unknown) =>
    t.app.inject({ method: 'PUT', url, headers: { cookie }, payload: payload as object });
  return { user, cookie, put };
}

async function rowOf(id: string) {
  const [row] = await t.database.db.select().from(users).where(eq(users.id, id));
  if (!row) throw new Error('no user row');
  return row;
}

describe('settings calls answer the updated user and store the choice', () => {
  const cases = [
    { url: '/api/user/tooltip', body: { viewTooltip: false }, field: 'viewTooltip', value: false },
    { url: '/api/user/mode', body: { mode: 'deliveries' }, field: 'mode', value: 'deliveries' },
    { url: '/api/user/homeCountry', body: { homeCountry: 'HU' }, field: 'homeCountry', value: 'HU' },
    { url: '/api/user/language', body: { language: 'en-US' }, field: 'language', value: 'en-US' },
    { url: '/api/user/view', body: { localViewActive: true }, field: 'localViewActive', value: true },
  ] as const;
  for (const c of cases) {
    it(`PUT ${c.url}`, async () => {
      const { user, put } = await signedIn();
      const res = await put(c.url, c.body);
      expect(res.statusCode).toBe(200);
      expect(res.json().user[c.field]).toBe(c.value);
      expect((await rowOf(user.id))[c.field]).toBe(c.value);
    });
  }

  it('leaves the other settings alone', async () => {
    const { user, put } = await signedIn();
    await put('/api/user/theme', { theme: 'dark' });
    const res = await put('/api/user/language', { language: 'hu-HU' });
    expect(res.json().user).toMatchObject({ theme: 'dark', language: 'hu-HU', unitOfMeasure: 'METRIC' });
    expect((await rowOf(user.id)).theme).toBe('dark');
  });

  it('presents the stored defaults of older rows as en-GB and tracking', async () => {
    const { user, cookie } = await signedIn();
    await t.database.db.update(users).set({ language: 'en', mode: 'default' }).where(eq(users.id, user.id));
    const res = await t.app.inject({ method: 'GET', url: '/api/user/getUpdatedSelf', headers: { cookie } });
    expect(res.json().user).toMatchObject({ language: 'en-GB', mode: 'tracking' });
  });
});

describe('hide-popup flags and welcome popups', () => {
  it('sets and removes one hide-popup flag, keeping the others', async () => {
    const { user, put } = await signedIn();
    await put('/api/user/hidePopup', { popup: 'setPriority', hide: true });
    const res = await put('/api/user/hidePopup', { popup: 'warningPriority', hide: true });
    expect(res.statusCode).toBe(200);
    expect(res.json().user.hidePopups).toEqual({ setPriority: true, warningPriority: true });
    const again = await put('/api/user/hidePopup', { popup: 'setPriority', hide: false });
    expect(again.json().user.hidePopups).toEqual({ setPriority: false, warningPriority: true });
    expect((await rowOf(user.id)).hidePopups).toEqual({ setPriority: false, warningPriority: true });
  });

  it('knows the same welcome popups as the connect dashboard', () => {
    expect([...WELCOME_POPUP_NAMES]).toEqual([...CONNECT_WELCOME_POPUPS]);
  });

  it('shows a connect welcome popup again after it was stopped', async () => {
    const { put } = await signedIn();
    const off = await put('/api/user/welcomePopups', { popup: 'dashboard', show: false });
    expect(off.json().user.connectWelcomePopups).toMatchObject({ dashboard: false });
    const on = await put('/api/user/welcomePopups', { popup: 'dashboard', show: true });
    expect(on.json().user.connectWelcomePopups).toMatchObject({ dashboard: true });
  });
});

describe('GET /api/user/countries', () => {
  it('lists the five supported home countries with their trading-hours zone', async () => {
    const { cookie } = await signedIn();
    const res = await t.app.inject({ method: 'GET', url: '/api/user/countries', headers: { cookie } });
    expect(res.statusCode).toBe(200);
    expect(res.json().countries).toEqual([
      { value: 'AU', label: 'Australia', timeZone: 'Australia/Melbourne', zoneShortName: 'AEST' },
      { value: 'NZ', label: 'New Zealand', timeZone: 'Pacific/Auckland', zoneShortName: 'NZST' },
      { value: 'US', label: 'USA', timeZone: 'America/Chicago', zoneShortName: 'CDT' },
      { value: 'MY', label: 'Malaysia', timeZone: 'Asia/Kuala_Lumpur', zoneShortName: 'MYT' },
      { value: 'HU', label: 'Hungary', timeZone: 'Europe/Budapest', zoneShortName: 'CET' },
    ]);
  });

  it('needs a signed-in user', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/user/countries' });
    expect(res.statusCode).toBe(401);
  });
});

describe('bad input: 400 naming the field, nothing stored', () => {
  const cases = [
    { url: '/api/user/tooltip', body: { viewTooltip: 'yes' }, field: 'viewTooltip' },
    { url: '/api/user/mode', body: { mode: 'secret' }, field: 'mode' },
    { url: '/api/user/homeCountry', body: { homeCountry: 'GB' }, field: 'homeCountry' },
    { url: '/api/user/language', body: { language: 'klingon' }, field: 'language' },
    { url: '/api/user/language', body: { language: 'en-gb ' }, field: 'language' },
    { url: '/api/user/view', body: {}, field: 'localViewActive' },
    { url: '/api/user/hidePopup', body: { popup: 'everything', hide: true }, field: 'popup' },
    { url: '/api/user/hidePopup', body: { popup: 'setPriority' }, field: 'hide' },
    { url: '/api/user/welcomePopups', body: { popup: 'nope', show: true }, field: 'popup' },
  ] as const;
  for (const c of cases) {
    it(`PUT ${c.url} ${JSON.stringify(c.body)}`, async () => {
      const { user, put } = await signedIn();
      const before = await rowOf(user.id);
      const res = await put(c.url, c.body);
      expect(res.statusCode).toBe(400);
      expect(res.json().issues[0].field).toBe(c.field);
      const after = await rowOf(user.id);
      expect({ ...after, updatedAt: null }).toEqual({ ...before, updatedAt: null });
    });
  }

  it('refuses the calls without a session', async () => {
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/user/language',
      payload: { language: 'en-US' },
    });
    expect(res.statusCode).toBe(401);
  });
});
