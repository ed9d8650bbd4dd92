/**
 * An organisation group's settings as staff edit them on /org/:key (issue 15 SETTINGS): which
 * dashboard widgets and which features are on for the group, and which preset searches its users
 * are offered. They live in org_groups.general_settings (hub §3 "orgGroupCode … generalSettings"),
 * beside keys other features own (a quote currency, …), which an edit keeps. Nothing stored means
 * on: a group that was never edited has every widget, feature and preset.
 */

import type { GroupFeature } from '../access.ts';
import {
  DELIVERY_PRESETS,
  type DeliveryPreset,
  TRACKING_PRESETS,
  type TrackingPreset,
  WIDGET_NAMES,
  type WidgetName,
} from '../dashboard/widgets.ts';

/**
 * The features a group can have switched off (hub §2 "A tab is disabled … when the feature is off").
 * They are the areas of hub §2's route table a customer reaches, plus chat. Connect (contracts) has
 * its own switch, the group's connectAccess.
 */
export const ORG_GROUP_FEATURES = [
  'tracking',
  'deliveries',
  'criticalChain',
  'insights',
  'bookings',
  'quotes',
  'invoices',
  'chat',
] as const satisfies readonly GroupFeature[];
export type OrgGroupFeature = (typeof ORG_GROUP_FEATURES)[number];

/** The labels SETTINGS shows (upper case, as the admin UI). */
export const ORG_GROUP_FEATURE_LABELS: Readonly<Record<OrgGroupFeature, string>> = {
  tracking: 'TRACKING',
  deliveries: 'DELIVERIES',
  criticalChain: 'CRITICAL CHAIN',
  insights: 'INSIGHTS',
  bookings: 'BOOKINGS',
  quotes: 'QUOTES',
  invoices: 'INVOICES',
  chat: 'CHAT',
};

export type OrgGroupSearchPresets = {
  tracking: TrackingPreset[];
  deliveries: DeliveryPreset[];
};

/** The settings of a group, every part filled (the defaults where nothing is stored). */
export type OrgGroupSettings = {
  /** The dashboard widgets on for the group, in catalogue order. */
  widgets: WidgetName[];
  features: Record<OrgGroupFeature, boolean>;
  /** The preset searches offered on the dashboard's PRESET SEARCHES widget, per tab. */
  searchPresets: OrgGroupSearchPresets;
};

/** A new group's settings: everything on. */
export function defaultOrgGroupSettings(): OrgGroupSettings {
  return {
    widgets: [...WIDGET_NAMES],
    features: Object.fromEntries(ORG_GROUP_FEATURES.map((f) => [f, true])) as Record<
      OrgGroupFeature,
      boolean
    >,
    searchPresets: { tracking: [...TRACKING_PRESETS], deliveries: [...DELIVERY_PRESETS] },
  };
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The members of `catalogue` that `stored` lists, in catalogue order; null when it is no list. */
function pick<T extends string>(catalogue: readonly T[], stored: unknown): T[] | null {
  if (!Array.isArray(stored)) return null;
  return catalogue.filter((name) => stored.includes(name));
}

/**
 * The settings a group's general_settings hold. Anything missing, of the wrong shape or unknown (a
 * widget since removed from the catalogue) falls back to the default, so a stored value written by
 * an older version never breaks a page.
 */
export function readOrgGroupSettings(generalSettings: Readonly<Record<string, unknown>> | null | undefined) {
  const defaults = defaultOrgGroupSettings();
  const stored = generalSettings ?? {};
  const features = isRecord(stored.features) ? stored.features : {};
  const presets = isRecord(stored.searchPresets) ? stored.searchPresets : {};
  return {
    widgets: pick(WIDGET_NAMES, stored.widgets) ?? defaults.widgets,
    features: Object.fromEntries(
      ORG_GROUP_FEATURES.map((f) => [f, typeof features[f] === 'boolean' ? features[f] : true]),
    ) as Record<OrgGroupFeature, boolean>,
    searchPresets: {
      tracking: pick(TRACKING_PRESETS, presets.tracking) ?? defaults.searchPresets.tracking,
      deliveries: pick(DELIVERY_PRESETS, presets.deliveries) ?? defaults.searchPresets.deliveries,
    },
  } satisfies OrgGroupSettings;
}

/**
 * The general_settings after an edit: this file's keys replaced (lists in catalogue order, without
 * repeats), every other key kept as it was.
 */
export function writeOrgGroupSettings(
  generalSettings: Readonly<Record<string, unknown>> | null | undefined,
  settings: OrgGroupSettings,
): Record<string, unknown> {
  return {
    ...(generalSettings ?? {}),
    widgets: WIDGET_NAMES.filter((w) => settings.widgets.includes(w)),
    features: Object.fromEntries(ORG_GROUP_FEATURES.map((f) => [f, settings.features[f]])),
    searchPresets: {
      tracking: TRACKING_PRESETS.filter((p) => settings.searchPresets.tracking.includes(p)),
      deliveries: DELIVERY_PRESETS.filter((p) => settings.searchPresets.deliveries.includes(p)),
    },
  };
}

/** What changed between two settings, for the audit detail ('widgets -Chat; features.quotes off'). */
export function describeSettingsChange(before: OrgGroupSettings, after: OrgGroupSettings): string {
  const parts: string[] = [];
  const listDiff = (name: string, a: readonly string[], b: readonly string[]) => {
    const added = b.filter((x) => !a.includes(x));
    const removed = a.filter((x) => !b.includes(x));
    if (added.length + removed.length === 0) return;
    parts.push(`${name} ${[...added.map((x) => `+${x}`), ...removed.map((x) => `-${x}`)].join(' ')}`);
  };
  listDiff('widgets', before.widgets, after.widgets);
  for (const f of ORG_GROUP_FEATURES) {
    if (before.features[f] !== after.features[f])
      parts.push(`features.${f} ${after.features[f] ? 'on' : 'off'}`);
  }
  listDiff('searchPresets.tracking', before.searchPresets.tracking, after.searchPresets.tracking);
  listDiff('searchPresets.deliveries', before.searchPresets.deliveries, after.searchPresets.deliveries);
  return parts.join('; ');
}

/** The features switched off in a group's general settings (rules/access reads the same key). */
export function featuresOffOf(
  generalSettings: Readonly<Record<string, unknown>> | null | undefined,
): GroupFeature[] {
  const { features } = readOrgGroupSettings(generalSettings);
  return ORG_GROUP_FEATURES.filter((f) => !features[f]);
}
