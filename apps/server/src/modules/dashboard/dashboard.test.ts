/**
 * The dashboard layout calls (issue 13; hub §7 customLayout GET/PUT, customLayoutSettings POST): the
 * default layout, what a user may have (access flags, local view, home country), validation naming
 * the field, widget options, and isolation: one user's layout never changes another's.
 */
import type { CustomLayoutResponse, LayoutItem } from '@navia/domain/contracts/dashboard';
import { layoutItemOf } from '@navia/domain/rules/dashboard/layout';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema/index.ts';
import { createOrgGroup } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { type Agent, loggedIn } from '../shipments/test-factories.ts';

let t: TestApp;
let group: { id: string };

const put = (agent: Agent, customLayout: unknown) =>
  t.app.inject({
    method: 'PUT',
    url: '/api/user/customLayout',
    headers: { cookie: agent.cookie },
    payload: { customLayout },
  });
const settings = (agent: Agent, body: unknown) => agent.post('/api/user/customLayoutSettings', body);
const layoutOf = async (agent: Agent) => {
  const res = await agent.get('/api/user/customLayout');
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as CustomLayoutResponse).customLayout;
};
const shape = (items: LayoutItem[]) =>
  items.map((i) => `${i.componentName}@${i.x},${i.y}${i.size === 2 ? ':2' : ''}`);
const DEFAULT_SHAPE = [
  'PresetSearches@0,0',
  'SupportTeam@1,0',
  'PriorityShipments@0,1',
  'Chat@1,1',
  'FavouriteShipments@0,2:2',
];

beforeAll(async () => {
  t = await createTestApp();
  group = await createOrgGroup(t.database.db);
});

describe('GET /api/user/customLayout', () => {
  it('answers hub §2 default layout when none was saved', async () => {
    const me = await loggedIn(t, { role: 'OP', orgGroupId: group.id });
    const layout = await layoutOf(me);
    expect(shape(layout)).toEqual(DEFAULT_SHAPE);
    expect(layout[4]?.componentNameValue).toBe('Favourites Shipments');
  });

  it('leaves out the widgets the user may not have (tracking flag, local view)', async () => {
    const noTracking = await loggedIn(t, { role: 'OP', orgGroupId: group.id, tracking: false });
    expect(shape(await layoutOf(noTracking))).toEqual(['PresetSearches@0,0', 'SupportTeam@1,0', 'Chat@1,1']);
    const local = await loggedIn(t, { role: 'OP', orgGroupId: group.id, localViewActive: true });
    expect(shape(await layoutOf(local))).not.toContain('Chat@1,1');
  });

  it('answers 401 when signed out', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/user/customLayout' });
    expect(res.statusCode).toBe(401);
  });
});

describe('PUT /api/user/customLayout', () => {
  it('saves the layout and GET answers it; catalogue fields come from the catalogue', async () => {
    const me = await loggedIn(t, { role: 'OP', orgGroupId: group.id });
    const layout = [
      { ...layoutItemOf('NewsFeed', 1, 0), componentNameValue: 'Whatever' },
      layoutItemOf('KeyMetricTiles', 0, 1, 2, { selectedItems: [{ key: 'SHIPARR7' }, { key: 'RIS7' }] }),
    ];
    const res = await put(me, layout);
    expect(res.statusCode, res.body).toBe(200);
    const saved = await layoutOf(me);
    expect(shape(saved)).toEqual(['NewsFeed@1,0', 'KeyMetricTiles@0,1:2']);
    expect(saved[0]?.componentNameValue).toBe('News Feed');
    expect(saved[1]?.config).toEqual({ selectedItems: [{ key: 'SHIPARR7' }, { key: 'RIS7' }] });
  });

  it('one user saving never changes another user of the same group', async () => {
    const a = await loggedIn(t, { role: 'OP', orgGroupId: group.id });
    const b = await loggedIn(t, { role: 'OP', orgGroupId: group.id });
    expect((await put(a, [layoutItemOf('Chat', 0, 0)])).statusCode).toBe(200);
    expect(shape(await layoutOf(a))).toEqual(['Chat@0,0']);
    expect(shape(await layoutOf(b))).toEqual(DEFAULT_SHAPE);
    expect(
      (
        await settings(b, {
          componentName: 'PresetSearches',
          config: { trackingPresets: ['ARRIVING_5_DAYS'] },
        })
      ).statusCode,
    ).toBe(200);
    expect(shape(await layoutOf(a))).toEqual(['Chat@0,0']);
  });

  it('an empty layout is kept empty', async () => {
    const me = await loggedIn(t, { role: 'OP', orgGroupId: group.id });
    expect((await put(me, [])).statusCode).toBe(200);
    expect(await layoutOf(me)).toEqual([]);
  });

  it.each([
    ['x out of the grid', [{ ...layoutItemOf('Chat', 0, 0), x: 2 }], 'customLayout.0.x'],
    ['a size the widget does not take', [layoutItemOf('CargoMap', 0, 0, 1)], 'customLayout.0.size'],
    ['size 2 at x 1', [layoutItemOf('KeyMetricTiles', 1, 0, 2)], 'customLayout.0.x'],
    ['overlap', [layoutItemOf('Chat', 0, 0), layoutItemOf('NewsFeed', 0, 0)], 'customLayout.1.y'],
    [
      'a widget twice',
      [layoutItemOf('Chat', 0, 0), layoutItemOf('Chat', 1, 0)],
      'customLayout.1.componentName',
    ],
    [
      'options on a widget without options',
      [{ ...layoutItemOf('Chat', 0, 0), config: { reportId: 'emissions' } }],
      'customLayout.0.config.reportId',
    ],
    [
      'nine tiles',
      [
        layoutItemOf('KeyMetricTiles', 0, 0, 2, {
          selectedItems: [
            'SHIPARR7',
            'SHIPARR14',
            'SHIPDEP7',
            'SHIPDEP14',
            'EXWORK7',
            'RIS7',
            'RISETA',
            'ORDEXW',
            'ARVNOTDEL',
          ].map((key) => ({ key })),
        }),
      ],
      'customLayout.0.config.selectedItems',
    ],
    [
      'an unknown widget',
      [{ ...layoutItemOf('Chat', 0, 0), componentName: 'Nope' }],
      'customLayout.0.componentName',
    ],
    ['not an array', { a: 1 }, 'customLayout'],
  ])('400 naming the field: %s', async (_label, layout, field) => {
    const me = await loggedIn(t, { role: 'OP', orgGroupId: group.id });
    const res = await put(me, layout);
    expect(res.statusCode, res.body).toBe(400);
    expect(res.body).toContain(field);
    expect(shape(await layoutOf(me))).toEqual(DEFAULT_SHAPE);
  });

  it('refuses a widget the user may not have', async () => {
    const me = await loggedIn(t, { role: 'OP', orgGroupId: group.id, insights: false });
    const res = await put(me, [layoutItemOf('InsightsReport', 0, 0)]);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('customLayout.0.componentName: Insights Report is not available to you');
    const us = await loggedIn(t, { role: 'OP', orgGroupId: group.id, homeCountry: 'US' });
    expect((await put(us, [layoutItemOf('DeliverySearch', 0, 0)])).statusCode).toBe(400);
  });

  it('a saved widget the user later loses is no longer answered', async () => {
    const me = await loggedIn(t, { role: 'OP', orgGroupId: group.id });
    expect((await put(me, [layoutItemOf('Chat', 0, 0), layoutItemOf('NewsFeed', 1, 0)])).statusCode).toBe(
      200,
    );
    await t.database.db.update(users).set({ localViewActive: true }).where(eq(users.id, me.user.id));
    expect(shape(await layoutOf(me))).toEqual(['NewsFeed@1,0']);
  });
});

describe('POST /api/user/customLayoutSettings', () => {
  it("sets one widget's options on the default layout", async () => {
    const me = await loggedIn(t, { role: 'OP', orgGroupId: group.id });
    const res = await settings(me, {
      componentName: 'PresetSearches',
      config: { trackingPresets: ['ARRIVING_5_DAYS'], deliveriesPresets: [] },
    });
    expect(res.statusCode, res.body).toBe(200);
    const layout = await layoutOf(me);
    expect(shape(layout)).toEqual(DEFAULT_SHAPE);
    expect(layout[0]?.config).toEqual({ trackingPresets: ['ARRIVING_5_DAYS'], deliveriesPresets: [] });
  });

  it.each([
    [
      'a widget not on the layout',
      { componentName: 'InsightsReport', config: { reportId: 'emissions' } },
      'componentName',
    ],
    [
      'a widget without options',
      { componentName: 'Chat', config: { reportId: 'emissions' } },
      'config.reportId',
    ],
    [
      'options of another widget',
      { componentName: 'PresetSearches', config: { reportId: 'emissions' } },
      'config.reportId',
    ],
    [
      'an unknown preset',
      { componentName: 'PresetSearches', config: { trackingPresets: ['SOON'] } },
      'trackingPresets',
    ],
    ['an unknown widget', { componentName: 'Nope', config: {} }, 'componentName'],
  ])('400 naming the field: %s', async (_label, body, field) => {
    const me = await loggedIn(t, { role: 'NU' });
    const res = await settings(me, body);
    expect(res.statusCode, res.body).toBe(400);
    expect(res.body).toContain(field);
  });
});
