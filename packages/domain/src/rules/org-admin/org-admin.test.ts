import { describe, expect, it } from 'vitest';
import type { AccessSubject, Role } from '../access.ts';
import { WIDGET_NAMES } from '../dashboard/widgets.ts';
import { ADMIN_LINKS, adminLinksFor } from './admin-links.ts';
import { nextSort, normaliseOrgCode, ORG_CODE_PATTERN } from './org-list.ts';
import {
  defaultOrgGroupSettings,
  describeSettingsChange,
  ORG_GROUP_FEATURES,
  readOrgGroupSettings,
  writeOrgGroupSettings,
} from './settings.ts';

const subject = (type: Role): AccessSubject => ({
  type,
  permissions: {
    bookings: false,
    quotes: false,
    criticalChain: false,
    tracking: true,
    insights: false,
    hasHubAccess: true,
    connectAccess: false,
  },
  isConnectUser: false,
  orgGroup: null,
});

describe('readOrgGroupSettings', () => {
  it.each([
    ['nothing stored', {}, defaultOrgGroupSettings()],
    ['null', null, defaultOrgGroupSettings()],
    [
      'a widget list, unknown names dropped, catalogue order',
      { widgets: ['SupportTeam', 'Casino', 'PresetSearches'] },
      { ...defaultOrgGroupSettings(), widgets: ['PresetSearches', 'SupportTeam'] },
    ],
    [
      'one feature off, the rest on; a non-boolean is on',
      { features: { quotes: false, chat: 'no' } },
      { ...defaultOrgGroupSettings(), features: { ...defaultOrgGroupSettings().features, quotes: false } },
    ],
    [
      'presets of the wrong shape fall back, an empty list stays empty',
      { searchPresets: { tracking: 'ARRIVING_5_DAYS', deliveries: [] } },
      {
        ...defaultOrgGroupSettings(),
        searchPresets: { tracking: defaultOrgGroupSettings().searchPresets.tracking, deliveries: [] },
      },
    ],
    ['a widgets value that is no list', { widgets: 'all' }, defaultOrgGroupSettings()],
  ])('%s', (_, stored, expected) => {
    expect(readOrgGroupSettings(stored as Record<string, unknown> | null)).toEqual(expected);
  });

  it('turns every feature on by default', () => {
    expect(Object.values(defaultOrgGroupSettings().features)).toEqual(ORG_GROUP_FEATURES.map(() => true));
    expect(defaultOrgGroupSettings().widgets).toEqual([...WIDGET_NAMES]);
  });
});

describe('writeOrgGroupSettings', () => {
  it('keeps the keys other features own and writes lists in catalogue order without repeats', () => {
    const settings = {
      ...defaultOrgGroupSettings(),
      widgets: ['Chat', 'PresetSearches', 'Chat'] as const,
      searchPresets: { tracking: ['DEPARTING_5_DAYS', 'ARRIVING_5_DAYS'] as const, deliveries: [] },
    };
    const written = writeOrgGroupSettings(
      { currency: 'NZD', widgets: ['Old'] },
      {
        ...settings,
        widgets: [...settings.widgets],
        searchPresets: { tracking: [...settings.searchPresets.tracking], deliveries: [] },
      },
    );
    expect(written.currency).toBe('NZD');
    expect(written.widgets).toEqual(['PresetSearches', 'Chat']);
    expect(written.searchPresets).toEqual({
      tracking: ['ARRIVING_5_DAYS', 'DEPARTING_5_DAYS'],
      deliveries: [],
    });
    expect(readOrgGroupSettings(written).widgets).toEqual(['PresetSearches', 'Chat']);
  });
});

describe('describeSettingsChange', () => {
  const base = defaultOrgGroupSettings();
  it.each([
    ['no change', base, ''],
    ['a widget removed', { ...base, widgets: base.widgets.filter((w) => w !== 'Chat') }, 'widgets -Chat'],
    ['a feature off', { ...base, features: { ...base.features, quotes: false } }, 'features.quotes off'],
    [
      'a preset removed',
      { ...base, searchPresets: { ...base.searchPresets, deliveries: ['STORAGE_3_DAYS' as const] } },
      'searchPresets.deliveries -STORAGE_5_DAYS -STORAGE_7_DAYS',
    ],
  ])('%s', (_, after, expected) => {
    expect(describeSettingsChange(base, after)).toBe(expected);
  });
});

describe('the /admin list', () => {
  it.each([
    [{ sort: 'code', direction: 'ASC' }, 'code', { sort: 'code', direction: 'DESC' }],
    [{ sort: 'code', direction: 'DESC' }, 'code', { sort: 'code', direction: 'ASC' }],
    [{ sort: 'code', direction: 'ASC' }, 'users', { sort: 'users', direction: 'DESC' }],
    [{ sort: 'users', direction: 'DESC' }, 'name', { sort: 'name', direction: 'ASC' }],
    [{ sort: 'name', direction: 'ASC' }, 'shipments', { sort: 'shipments', direction: 'DESC' }],
  ] as const)('from %o, clicking %s sorts %o', (current, clicked, expected) => {
    expect(nextSort(current, clicked)).toEqual(expected);
  });

  it.each([
    ['acmretmel', 'ACMRETMEL', true],
    ['  kiwi-1 ', 'KIWI-1', true],
    ['A', 'A', false],
    ['TWO WORDS', 'TWO WORDS', false],
    ['X'.repeat(21), 'X'.repeat(21), false],
  ])('code %j is stored as %j (valid: %s)', (typed, stored, valid) => {
    expect(normaliseOrgCode(typed)).toBe(stored);
    expect(ORG_CODE_PATTERN.test(stored)).toBe(valid);
  });
});

describe('adminLinksFor', () => {
  it.each([
    ['NA', ADMIN_LINKS.length],
    ['NSU', 0],
    ['NU', 0],
    ['CA', 0],
  ] as const)('%s is offered %i admin pages', (role, count) => {
    expect(adminLinksFor(subject(role))).toHaveLength(count);
  });

  it('offers the pages of hub §2 and the admin pages already built', () => {
    expect(ADMIN_LINKS.map((l) => l.path)).toEqual(
      expect.arrayContaining([
        '/admin/users',
        '/admin/deletedorgs',
        '/admin/plans',
        '/admin/reports',
        '/admin/updates',
        '/admin/api',
        '/admin/inactiveUsersReport',
        '/admin/maintenance',
        '/admin/rateCards',
        '/admin/carrierFeeds',
        '/admin/reconciliation',
      ]),
    );
  });
});
