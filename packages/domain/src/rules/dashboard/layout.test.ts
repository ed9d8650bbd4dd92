import { describe, expect, it } from 'vitest';
import type { LayoutItem } from '../../contracts/dashboard.ts';
import type { AccessSubject, PermissionFlags, Role } from '../access.ts';
import {
  addWidget,
  availableWidgets,
  canMoveWidget,
  compactLayout,
  configureWidget,
  DEFAULT_LAYOUT,
  effectiveLayout,
  type LayoutUser,
  layoutItemOf,
  moveWidget,
  placeWidget,
  removeWidget,
  resizeWidget,
  validateLayout,
} from './layout.ts';
import { WIDGET_NAMES, type WidgetName } from './widgets.ts';

const NO_FLAGS: PermissionFlags = {
  bookings: false,
  quotes: false,
  criticalChain: false,
  tracking: false,
  insights: false,
  hasHubAccess: true,
  connectAccess: false,
};

function user(
  type: Role,
  flags: Partial<PermissionFlags> = {},
  extra: Partial<Omit<LayoutUser, 'subject'>> = {},
): LayoutUser {
  const subject: AccessSubject = {
    type,
    permissions: { ...NO_FLAGS, ...flags },
    isConnectUser: false,
    orgGroup: { connectAccess: false },
  };
  return { subject, localViewActive: false, homeCountry: 'AU', ...extra };
}

const tracker = user('OP', { tracking: true });
const insightsOnly = user('OP', { insights: true });
const bare = user('OP');
const staff = user('NU');

/** "Name@x,y[:size]" in reading order: short to read in tables. */
function shape(items: readonly LayoutItem[]): string[] {
  return compactLayout(items).map((i) => `${i.componentName}@${i.x},${i.y}${i.size === 2 ? ':2' : ''}`);
}

function layout(...cells: [WidgetName, 0 | 1, number, (1 | 2)?][]): LayoutItem[] {
  return cells.map(([name, x, y, size]) => layoutItemOf(name, x, y, size ?? 1));
}

describe('DEFAULT_LAYOUT (hub §2)', () => {
  it('is the five widgets at their places', () => {
    expect(shape(DEFAULT_LAYOUT)).toEqual([
      'PresetSearches@0,0',
      'SupportTeam@1,0',
      'PriorityShipments@0,1',
      'Chat@1,1',
      'FavouriteShipments@0,2:2',
    ]);
    expect(DEFAULT_LAYOUT.map((i) => i.componentNameValue)).toContain('Favourites Shipments');
    expect(validateLayout(DEFAULT_LAYOUT)).toEqual([]);
  });
});

describe('availableWidgets', () => {
  const names = (u: LayoutUser) => availableWidgets(u).map((w) => w.name);
  it.each([
    [
      'no access flags: only widgets without requireAccess',
      bare,
      ['PresetSearches', 'SupportTeam', 'Chat'],
      ['PriorityShipments', 'InsightsReport', 'KeyMetricTiles', 'DeliverySearch'],
    ],
    [
      'tracking flag: tracking and delivery widgets, no insights',
      tracker,
      ['PriorityShipments', 'FavouriteShipments', 'KeyMetricTiles', 'DeliverySearch', 'CargoMap'],
      ['InsightsReport'],
    ],
    ['insights flag only', insightsOnly, ['InsightsReport'], ['TrackingSearch', 'KeyMetricTiles']],
    ['staff (NU) have every access flag', staff, ['InsightsReport', 'TrackingSearch', 'DeliverySearch'], []],
    [
      'local view hides Chat and the cargo map',
      user('OP', { tracking: true }, { localViewActive: true }),
      ['SupportTeam', 'TrackingSearch'],
      ['Chat', 'CargoMap'],
    ],
    [
      "widgets staff switched off for the group (issue 15), and the group's tracking off",
      {
        ...tracker,
        subject: {
          ...tracker.subject,
          orgGroup: {
            connectAccess: false,
            generalSettings: {
              widgets: WIDGET_NAMES.filter((w) => w !== 'Chat' && w !== 'NewsFeed'),
              features: { tracking: false },
            },
          },
        },
      },
      ['SupportTeam', 'CubicCalculator'],
      ['Chat', 'NewsFeed', 'TrackingSearch', 'PriorityShipments'],
    ],
    [
      'home country US: no Delivery Search',
      user('OP', { tracking: true }, { homeCountry: 'US' }),
      ['TrackingSearch', 'Chat'],
      ['DeliverySearch'],
    ],
    [
      'home country NZ keeps Delivery Search',
      user('OP', { tracking: true }, { homeCountry: 'NZ' }),
      ['DeliverySearch'],
      [],
    ],
  ] as const)('%s', (_label, u, has, hasNot) => {
    for (const n of has) expect(names(u)).toContain(n);
    for (const n of hasNot) expect(names(u)).not.toContain(n);
  });
  it('staff see all sixteen in AU without local view', () => {
    expect(names(staff)).toHaveLength(16);
  });
});

describe('effectiveLayout', () => {
  it.each([
    [
      'no saved layout: the default',
      null,
      tracker,
      [
        'PresetSearches@0,0',
        'SupportTeam@1,0',
        'PriorityShipments@0,1',
        'Chat@1,1',
        'FavouriteShipments@0,2:2',
      ],
    ],
    [
      'default without tracking: tracking widgets gone, rows closed',
      null,
      bare,
      ['PresetSearches@0,0', 'SupportTeam@1,0', 'Chat@1,1'],
    ],
    [
      'default in local view: no Chat',
      null,
      user('OP', { tracking: true }, { localViewActive: true }),
      ['PresetSearches@0,0', 'SupportTeam@1,0', 'PriorityShipments@0,1', 'FavouriteShipments@0,2:2'],
    ],
    ['a saved empty layout stays empty', [], tracker, []],
    ['garbage is dropped', [{ componentName: 'Nope' }, 42, null], tracker, []],
    [
      'saved insights report is dropped for a tracking-only user',
      layout(['InsightsReport', 0, 0], ['NewsFeed', 1, 0]),
      tracker,
      ['NewsFeed@1,0'],
    ],
    [
      'a repeated widget is kept once',
      layout(['NewsFeed', 0, 0], ['NewsFeed', 1, 0]),
      tracker,
      ['NewsFeed@0,0'],
    ],
    [
      'overlaps are pushed down',
      layout(['NewsFeed', 0, 0], ['Notifications', 0, 0]),
      tracker,
      ['NewsFeed@0,0', 'Notifications@0,1'],
    ],
    [
      'a size the widget does not take becomes its default',
      layout(['CargoMap', 1, 0, 1]),
      tracker,
      ['CargoMap@0,0:2'],
    ],
  ] as const)('%s', (_label, saved, u, expected) => {
    expect(shape(effectiveLayout(saved, u))).toEqual(expected);
  });

  it('refreshes catalogue fields and keeps only the options the widget takes', () => {
    const saved = [
      {
        ...layoutItemOf('PresetSearches', 0, 0, 1),
        componentNameValue: 'Old title',
        config: { trackingPresets: ['ARRIVING_5_DAYS'], reportId: 'emissions' },
      },
      { ...layoutItemOf('NewsFeed', 1, 0, 1), config: { reportId: 'emissions' } },
    ];
    const [presets, news] = effectiveLayout(saved, tracker);
    expect(presets?.componentNameValue).toBe('Preset Searches');
    expect(presets?.config).toEqual({ trackingPresets: ['ARRIVING_5_DAYS'] });
    expect(news?.config).toEqual({});
  });
});

describe('validateLayout', () => {
  const fields = (items: LayoutItem[]) => validateLayout(items).map((p) => p.field);
  const tiles = (n: number) =>
    ['SHIPARR7', 'SHIPARR14', 'SHIPDEP7', 'SHIPDEP14', 'EXWORK7', 'RIS7', 'RISETA', 'ORDEXW', 'ARVNOTDEL']
      .slice(0, n)
      .map((key) => ({ key }));
  it.each([
    ['valid', layout(['NewsFeed', 0, 0], ['Chat', 1, 0], ['KeyMetricTiles', 0, 1, 2]), []],
    ['x out of range', [{ ...layoutItemOf('NewsFeed', 0, 0), x: 2 as 0 }], ['customLayout.0.x']],
    ['negative y', [{ ...layoutItemOf('NewsFeed', 0, 0), y: -1 }], ['customLayout.0.y']],
    ['size the widget does not take', layout(['CargoMap', 0, 0, 1]), ['customLayout.0.size']],
    ['size 2 at x 1', layout(['KeyMetricTiles', 1, 0, 2]), ['customLayout.0.x']],
    ['overlap', layout(['NewsFeed', 0, 0], ['Chat', 0, 0]), ['customLayout.1.y']],
    [
      'overlap with a size-2 widget',
      layout(['KeyMetricTiles', 0, 0, 2], ['Chat', 1, 0]),
      ['customLayout.1.y'],
    ],
    ['a widget twice', layout(['NewsFeed', 0, 0], ['NewsFeed', 1, 0]), ['customLayout.1.componentName']],
    [
      'config on a widget without options',
      [{ ...layoutItemOf('NewsFeed', 0, 0), config: { reportId: 'emissions' as const } }],
      ['customLayout.0.config.reportId'],
    ],
    [
      'config key of another widget',
      [{ ...layoutItemOf('PresetSearches', 0, 0), config: { selectedItems: tiles(1) } }],
      ['customLayout.0.config.selectedItems'],
    ],
    [
      'eight tiles are fine',
      [{ ...layoutItemOf('KeyMetricTiles', 0, 0, 2), config: { selectedItems: tiles(8) } }],
      [],
    ],
    [
      'nine tiles',
      [{ ...layoutItemOf('KeyMetricTiles', 0, 0, 2), config: { selectedItems: tiles(9) } }],
      ['customLayout.0.config.selectedItems'],
    ],
    [
      'unknown tile',
      [{ ...layoutItemOf('KeyMetricTiles', 0, 0, 2), config: { selectedItems: [{ key: 'NOPE' }] } }],
      ['customLayout.0.config.selectedItems.0.key'],
    ],
    [
      'repeated tile',
      [
        {
          ...layoutItemOf('KeyMetricTiles', 0, 0, 2),
          config: { selectedItems: [{ key: 'RIS7' }, { key: 'RIS7' }] },
        },
      ],
      ['customLayout.0.config.selectedItems.1.key'],
    ],
  ] as const)('%s', (_label, items, expected) => {
    expect(fields([...items] as LayoutItem[])).toEqual(expected);
  });
  it('messages say what is wrong', () => {
    expect(validateLayout(layout(['CargoMap', 0, 0, 1]))[0]?.message).toBe('Cargo In Transit takes size 2');
  });
});

describe('edits keep the layout valid', () => {
  const grid = layout(
    ['PresetSearches', 0, 0],
    ['SupportTeam', 1, 0],
    ['PriorityShipments', 0, 1],
    ['Chat', 1, 1],
    ['FavouriteShipments', 0, 2, 2],
  );
  it.each([
    [
      'up swaps with the widget above',
      'PriorityShipments',
      'up',
      [
        'PriorityShipments@0,0',
        'SupportTeam@1,0',
        'PresetSearches@0,1',
        'Chat@1,1',
        'FavouriteShipments@0,2:2',
      ],
    ],
    [
      'down swaps with the widget below',
      'PresetSearches',
      'down',
      [
        'PriorityShipments@0,0',
        'SupportTeam@1,0',
        'PresetSearches@0,1',
        'Chat@1,1',
        'FavouriteShipments@0,2:2',
      ],
    ],
    [
      'right swaps columns',
      'PresetSearches',
      'right',
      [
        'SupportTeam@0,0',
        'PresetSearches@1,0',
        'PriorityShipments@0,1',
        'Chat@1,1',
        'FavouriteShipments@0,2:2',
      ],
    ],
    [
      'left swaps columns',
      'Chat',
      'left',
      [
        'PresetSearches@0,0',
        'SupportTeam@1,0',
        'Chat@0,1',
        'PriorityShipments@1,1',
        'FavouriteShipments@0,2:2',
      ],
    ],
    [
      'a wide widget moves up over a row',
      'FavouriteShipments',
      'up',
      [
        'PresetSearches@0,0',
        'SupportTeam@1,0',
        'FavouriteShipments@0,1:2',
        'PriorityShipments@0,2',
        'Chat@1,2',
      ],
    ],
    [
      'a widget moves down into a wide one: the wide one takes the row above',
      'Chat',
      'down',
      [
        'PresetSearches@0,0',
        'SupportTeam@1,0',
        'FavouriteShipments@0,1:2',
        'PriorityShipments@0,2',
        'Chat@1,2',
      ],
    ],
  ] as const)('%s', (_label, name, direction, expected) => {
    const next = moveWidget(grid, name, direction);
    expect(shape(next)).toEqual(expected);
    expect(validateLayout(next)).toEqual([]);
  });

  it.each([
    ['top row cannot go up', 'PresetSearches', 'up', false],
    ['left column cannot go left', 'PresetSearches', 'left', false],
    ['a wide widget cannot go right', 'FavouriteShipments', 'right', false],
    ['the last widget cannot go down', 'FavouriteShipments', 'down', false],
    ['a middle one can go down', 'PriorityShipments', 'down', true],
  ] as const)('canMoveWidget: %s', (_label, name, direction, expected) => {
    expect(canMoveWidget(grid, name, direction)).toBe(expected);
  });

  it('resize to 2 moves the neighbour down; back to 1 lets the rows close up', () => {
    const wide = resizeWidget(grid, 'SupportTeam', 2);
    expect(shape(wide)).toEqual([
      'SupportTeam@0,0:2',
      'PresetSearches@0,1',
      'Chat@1,1',
      'PriorityShipments@0,2',
      'FavouriteShipments@0,3:2',
    ]);
    expect(validateLayout(wide)).toEqual([]);
    expect(shape(resizeWidget(wide, 'SupportTeam', 1))).toEqual([
      'SupportTeam@0,0',
      'Chat@1,0',
      'PresetSearches@0,1',
      'PriorityShipments@0,2',
      'FavouriteShipments@0,3:2',
    ]);
    // Favourites is 2 by default (hub §9) and may be narrowed (issue 13 "resize Favourites").
    expect(shape(resizeWidget(grid, 'FavouriteShipments', 1))).toEqual([
      'PresetSearches@0,0',
      'SupportTeam@1,0',
      'PriorityShipments@0,1',
      'Chat@1,1',
      'FavouriteShipments@0,2',
    ]);
  });

  it('add: a size-1 widget takes the first free cell, a wide one the bottom; not twice', () => {
    const holes = layout(['PresetSearches', 0, 0], ['FavouriteShipments', 0, 1, 2]);
    expect(shape(addWidget(holes, 'NewsFeed'))).toEqual([
      'PresetSearches@0,0',
      'NewsFeed@1,0',
      'FavouriteShipments@0,1:2',
    ]);
    expect(shape(addWidget(holes, 'KeyMetricTiles'))).toEqual([
      'PresetSearches@0,0',
      'FavouriteShipments@0,1:2',
      'KeyMetricTiles@0,2:2',
    ]);
    expect(addWidget(holes, 'PresetSearches')).toHaveLength(2);
    expect(shape(addWidget([], 'Chat'))).toEqual(['Chat@0,0']);
  });

  it.each([
    [
      'a drop on an occupied cell pushes the widget there down',
      'Chat',
      0,
      0,
      undefined,
      [
        'Chat@0,0',
        'SupportTeam@1,0',
        'PresetSearches@0,1',
        'PriorityShipments@0,2',
        'FavouriteShipments@0,3:2',
      ],
    ],
    [
      'a drop far below closes up',
      'PresetSearches',
      1,
      9,
      undefined,
      [
        'PriorityShipments@0,0',
        'SupportTeam@1,0',
        'Chat@1,1',
        'FavouriteShipments@0,2:2',
        'PresetSearches@1,3',
      ],
    ],
    [
      'a drop with size 2 goes to x 0',
      'Chat',
      1,
      0,
      2,
      [
        'Chat@0,0:2',
        'PresetSearches@0,1',
        'SupportTeam@1,1',
        'PriorityShipments@0,2',
        'FavouriteShipments@0,3:2',
      ],
    ],
    [
      'a narrowed Favourites may take the right column',
      'FavouriteShipments',
      1,
      2,
      1,
      [
        'PresetSearches@0,0',
        'SupportTeam@1,0',
        'PriorityShipments@0,1',
        'Chat@1,1',
        'FavouriteShipments@1,2',
      ],
    ],
  ] as const)('placeWidget: %s', (_label, name, x, y, size, expected) => {
    const next = placeWidget(grid, name, x, y, size);
    expect(shape(next)).toEqual(expected);
    expect(validateLayout(next)).toEqual([]);
  });

  it('remove closes the rows', () => {
    expect(shape(removeWidget(grid, 'PresetSearches'))).toEqual([
      'PriorityShipments@0,0',
      'SupportTeam@1,0',
      'Chat@1,1',
      'FavouriteShipments@0,2:2',
    ]);
  });

  it('configure keeps only the keys the widget takes', () => {
    const next = configureWidget(grid, 'PresetSearches', {
      trackingPresets: ['ARRIVING_5_DAYS'],
      reportId: 'emissions',
    });
    expect(next.find((i) => i.componentName === 'PresetSearches')?.config).toEqual({
      trackingPresets: ['ARRIVING_5_DAYS'],
    });
  });
});
