/** Saved searches (hub §3, §5, §9) and the user's table settings. */

import { MESSAGES } from '@navia/domain/errors';
import { SAVED_SEARCH_MAX, SEARCH_MESSAGES } from '@navia/domain/rules/filters/constants';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema/index.ts';
import { createOrgGroup } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { loggedIn } from '../shipments/test-factories.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
const db = () => t.database.db;
const client = async () => loggedIn(t, { orgGroupId: (await createOrgGroup(db())).id });

const search = (name: string, extra: Record<string, unknown> = {}) => ({
  name,
  filters: [{ Transport: 'SEA', ETA: { durationType: 'PrevNext', nextDuration: 7 } }],
  advancedSearch: false,
  deliveriesCustomSearch: false,
  isContractsSearch: false,
  ...extra,
});

describe('saved searches', () => {
  it('saves, lists and deletes a search, answering the list each time', async () => {
    const me = await client();
    const saved = await me.post(
      '/api/user/saveSearch',
      search('Sea arrivals', { filters: { 0: { Transport: 'SEA' }, timestamp: 1 } }),
    );
    expect(saved.statusCode).toBe(200);
    const [first] = saved.json().searches;
    expect(first).toMatchObject({
      name: 'Sea arrivals',
      filters: [{ Transport: 'SEA' }],
      advancedSearch: false,
      deliveriesCustomSearch: false,
      isContractsSearch: false,
    });
    await me.post('/api/user/saveSearch', search('Deliveries', { deliveriesCustomSearch: true }));
    const listed = await me.post('/api/user/getSearches', {});
    expect(listed.json().searches.map((s: { name: string }) => s.name)).toEqual([
      'Sea arrivals',
      'Deliveries',
    ]);
    const deleted = await me.post('/api/user/deleteSearch', { _id: first._id });
    expect(deleted.json().searches.map((s: { name: string }) => s.name)).toEqual(['Deliveries']);
  });

  it(`allows at most ${SAVED_SEARCH_MAX} per user, but saving under an existing name replaces it`, async () => {
    const me = await client();
    for (let i = 1; i <= SAVED_SEARCH_MAX; i++) {
      expect((await me.post('/api/user/saveSearch', search(`Search ${i}`))).statusCode).toBe(200);
    }
    const eighth = await me.post('/api/user/saveSearch', search('Search 8'));
    expect(eighth.statusCode).toBe(409);
    expect(eighth.json().message).toBe(SEARCH_MESSAGES.savedSearchLimit);
    const replaced = await me.post('/api/user/saveSearch', search('search 3', { advancedSearch: true }));
    expect(replaced.statusCode).toBe(200);
    expect(replaced.json().searches).toHaveLength(SAVED_SEARCH_MAX);
    expect(replaced.json().searches[2]).toMatchObject({ name: 'search 3', advancedSearch: true });
    // Another user has their own seven.
    expect((await (await client()).post('/api/user/saveSearch', search('Search 8'))).statusCode).toBe(200);
  });

  it('requires a name of at most 75 characters and filters that are valid', async () => {
    const me = await client();
    const cases: [Record<string, unknown>, string, string][] = [
      [search('   '), 'name', MESSAGES.fieldRequired],
      [{ ...search('x'), name: undefined }, 'name', MESSAGES.fieldRequired],
      [search('x'.repeat(76)), 'name', SEARCH_MESSAGES.savedSearchNameMax],
      [search('empty', { filters: [] }), 'filters', MESSAGES.fieldRequired],
      [search('bad', { filters: [{ Transport: 'RAIL' }] }), 'filters.0.Transport', ''],
      [
        search('unset', { filters: [{ emptyFilter: '' }] }),
        'filters.0.emptyFilter',
        SEARCH_MESSAGES.allFiltersMustHaveValue,
      ],
    ];
    for (const [body, field, message] of cases) {
      const res = await me.post('/api/user/saveSearch', body);
      expect(res.statusCode, field).toBe(400);
      expect(res.json().issues[0].field).toBe(field);
      if (message) expect(res.json().issues[0].message).toBe(message);
    }
    expect((await me.post('/api/user/saveSearch', search('x'.repeat(75)))).statusCode).toBe(200);
  });

  it('stores contract searches with their own filter keys', async () => {
    const me = await client();
    const res = await me.post(
      '/api/user/saveSearch',
      search('Contracts', { isContractsSearch: true, filters: [{ ContractStatus: 'ACTIVE' }] }),
    );
    expect(res.statusCode).toBe(200);
    expect(res.json().searches[0].filters).toEqual([{ ContractStatus: 'ACTIVE' }]);
  });

  it('stores invoice searches checked against the invoice filters, and lists the flag', async () => {
    const me = await client();
    const res = await me.post(
      '/api/user/saveSearch',
      search('Open AUD invoices', {
        isInvoicesSearch: true,
        filters: { 0: { Currency: 'AUD', InvoiceStatus: 'PAYMENT OVERDUE' }, timestamp: 1 },
      }),
    );
    expect(res.statusCode).toBe(200);
    expect(res.json().searches[0]).toMatchObject({
      name: 'Open AUD invoices',
      filters: [{ Currency: 'AUD', InvoiceStatus: 'PAYMENT OVERDUE' }],
      isInvoicesSearch: true,
      isContractsSearch: false,
    });
    await me.post('/api/user/saveSearch', search('Tracking'));
    const listed = (await me.post('/api/user/getSearches', {})).json().searches;
    expect(
      listed.map((s: { name: string; isInvoicesSearch: boolean }) => [s.name, s.isInvoicesSearch]),
    ).toEqual([
      ['Open AUD invoices', true],
      ['Tracking', false],
    ]);
    // Another user sees none of them.
    expect((await (await client()).post('/api/user/getSearches', {})).json().searches).toEqual([]);
  });

  it('refuses an invoice search with a tracking-only filter, naming the field', async () => {
    const me = await client();
    const cases: [Record<string, unknown>, string][] = [
      [search('tracking key', { isInvoicesSearch: true }), 'filters.0.Transport'],
      [search('bad value', { isInvoicesSearch: true, filters: [{ Currency: 'XYZ' }] }), 'filters.0.Currency'],
      [search('empty', { isInvoicesSearch: true, filters: [] }), 'filters'],
      // And an invoice key is not a tracking filter.
      [search('invoice key', { filters: [{ InvoiceStatus: 'FULLY PAID' }] }), 'filters.0.InvoiceStatus'],
    ];
    for (const [body, field] of cases) {
      const res = await me.post('/api/user/saveSearch', body);
      expect(res.statusCode, field).toBe(400);
      expect(res.json().issues[0].field, String(body.name)).toBe(field);
    }
    expect((await me.post('/api/user/getSearches', {})).json().searches).toEqual([]);
  });

  it("never shows or deletes another user's saved searches", async () => {
    const me = await client();
    const other = await client();
    const mine = (await me.post('/api/user/saveSearch', search('Mine'))).json().searches[0];
    expect((await other.post('/api/user/getSearches', {})).json().searches).toEqual([]);
    expect((await other.post('/api/user/deleteSearch', { _id: mine._id })).statusCode).toBe(404);
    expect((await other.post('/api/user/saveSearch', search('Hijack', { _id: mine._id }))).statusCode).toBe(
      404,
    );
    expect((await me.post('/api/user/getSearches', {})).json().searches).toHaveLength(1);
  });

  it('needs a logged-in user', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/user/getSearches', payload: {} });
    expect(res.statusCode).toBe(401);
  });
});

describe('POST /api/customize/editCustomTableSettings', () => {
  it("saves column settings per table on the user, keeping the other tables' settings", async () => {
    const me = await client();
    const tracking = [
      { id: 'ShipNumber', visible: true, order: 0, width: 120 },
      { id: 'Supplier', visible: false },
    ];
    const first = await me.post('/api/customize/editCustomTableSettings', { newTableSettings: { tracking } });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ customTableSettings: { tracking } });
    const invoices = [{ id: 'DueDate', visible: true }];
    const second = await me.post('/api/customize/editCustomTableSettings', {
      newTableSettings: { invoices },
    });
    expect(second.json()).toEqual({ customTableSettings: { tracking, invoices } });
    const [row] = await db().select().from(users).where(eq(users.id, me.user.id));
    expect(row?.customTableSettings).toEqual({ tracking, invoices });
  });

  it('refuses settings that are not column lists', async () => {
    const me = await client();
    const res = await me.post('/api/customize/editCustomTableSettings', {
      newTableSettings: { tracking: [{ visible: true }] },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().issues[0].field).toBe('newTableSettings.tracking.0.id');
  });
});
