/**
 * Where the dashboard's search widgets send the user (issue 13; hub §2 "Presets and saved searches",
 * "Search bar behaviour"; hub §6 presets; hub §9 preset windows). Every target is a URL the search
 * pages read (search-url.ts): a preset is its own search key, whose date window is its default
 * filter set (/tracking/ARRIVING5, /delivery/STORAGE3); a saved search runs on the All page of its
 * type with its filters and advancedSearch; a general term runs on /tracking/All or /delivery/All.
 */

import type { SavedSearch } from '@navia/domain/contracts/shipments';
import {
  DELIVERY_PRESETS,
  type DeliveryPreset,
  TRACKING_PRESETS,
  type TrackingPreset,
} from '@navia/domain/rules/dashboard/widgets';
import { ALL_KEY, searchKeyDefinition } from '@navia/domain/rules/filters/search-keys';
import type { OrgGroupSearchPresets } from '@navia/domain/rules/org-admin/settings';
import { asFilterSet, GENERAL_SEARCH_KEY } from '../../../../components/filter-builder/filter-set-wire.ts';
import { searchPagePath, searchQuery, searchTargetPath } from '../../rules/search-url.ts';

export type DashboardSearchType = 'tracking' | 'deliveries';

/** 'ARRIVING_5_DAYS' → 'ARRIVING5', 'STORAGE_3_DAYS' → 'STORAGE3' (the search keys of search-keys.ts). */
function presetSearchKey(preset: TrackingPreset | DeliveryPreset): string {
  return preset.replace(/_(\d+)_DAYS$/, '$1');
}

/** The preset's text on the search page ('ARRIVING IN 5 DAYS', 'GOING INTO STORAGE IN 3 DAYS'). */
export function presetText(type: DashboardSearchType, preset: TrackingPreset | DeliveryPreset): string {
  const key = presetSearchKey(preset);
  return searchKeyDefinition(type, key)?.text ?? key;
}

/**
 * The presets a layout item selects for a tab, in the catalogue's order; all when it selects none.
 * Only those the user's organisation group offers (issue 15 SETTINGS; every preset without a group).
 */
export function selectedPresets(
  type: DashboardSearchType,
  config: {
    trackingPresets?: readonly string[] | undefined;
    deliveriesPresets?: readonly string[] | undefined;
  },
  groupPresets: OrgGroupSearchPresets | null = null,
): (TrackingPreset | DeliveryPreset)[] {
  const catalogue: readonly (TrackingPreset | DeliveryPreset)[] =
    type === 'tracking' ? TRACKING_PRESETS : DELIVERY_PRESETS;
  const offered: readonly string[] | null = groupPresets
    ? type === 'tracking'
      ? groupPresets.tracking
      : groupPresets.deliveries
    : null;
  const all = offered ? catalogue.filter((p) => offered.includes(p)) : catalogue;
  const chosen = type === 'tracking' ? config.trackingPresets : config.deliveriesPresets;
  if (chosen === undefined) return [...all];
  return all.filter((p) => chosen.includes(p));
}

/** A preset's search: its key's page, advancedSearch=0, the key's own window as the filters. */
export function presetPath(type: DashboardSearchType, preset: TrackingPreset | DeliveryPreset): string {
  return `${searchPagePath(type, presetSearchKey(preset))}${searchQuery({ advanced: false, filters: null })}`;
}

/** hub §4: the saved searches of a tab (deliveriesCustomSearch), without connect's contract and invoice searches. */
export function savedSearchesOf(searches: readonly SavedSearch[], type: DashboardSearchType): SavedSearch[] {
  return searches.filter(
    (s) =>
      !s.isContractsSearch && !s.isInvoicesSearch && s.deliveriesCustomSearch === (type === 'deliveries'),
  );
}

/** A saved search runs as the search page's saved-search list runs it (useSearchUrl.runSavedSearch). */
export function savedSearchPath(search: SavedSearch): string {
  const type: DashboardSearchType = search.deliveriesCustomSearch ? 'deliveries' : 'tracking';
  return `${searchPagePath(type, ALL_KEY)}${searchQuery({
    advanced: search.advancedSearch,
    filters: asFilterSet(search.filters),
  })}`;
}

/** hub §2 "Search bar behaviour": from outside a search page, /tracking/All or /delivery/All. */
export function generalSearchPath(type: DashboardSearchType, term: string): string {
  const text = term.trim();
  return `${searchTargetPath('', type)}${searchQuery({
    advanced: false,
    filters: text ? [{ [GENERAL_SEARCH_KEY]: text }] : [],
  })}`;
}
