/**
 * Constants of the tracking search (hub §4, §5, §9), each written once. The batch size itself is
 * BATCH_SIZE in constants.ts.
 */

/** Upper bound of a shipment search batch; the spec's page size is 30 (BATCH_SIZE). */
export const BATCH_SIZE_MAX = 100;

/** hub §9: up to 7 custom saved filters per user. */
export const SAVED_SEARCH_MAX = 7;
/** hub §5 / §9: a saved-search name is at most 75 characters. */
export const SAVED_SEARCH_NAME_MAX = 75;
/** hub §9: the save-search popup closes 750 ms after 'Save successful'. */
export const SAVE_SEARCH_POPUP_CLOSE_MS = 750;

/** hub §5: type-ahead lookups run only when the typed text is longer than 2 characters. */
export const TYPEAHEAD_MIN_CHARS = 3;
/** How many options a type-ahead lookup answers at most (not in the spec). */
export const TYPEAHEAD_LIMIT = 20;

/** hub §9: the cached All result is reused for up to 1 hour. */
export const ALL_SEARCH_CACHE_MS = 60 * 60 * 1000;

/** hub §9: up to 8 key-metric tiles are selected by default. */
export const DEFAULT_SELECTED_TILES = 8;

/** hub §9: preset windows. */
export const PRESET_TRAVEL_DAYS = [5, 30] as const;
export const PRESET_STORAGE_DAYS = [3, 5, 7] as const;

/** hub §9 text truncation in the result tables. */
export const PARTY_NAME_TRUNCATE = 23;
export const ORDER_NUMBER_TRUNCATE = 13;

/** hub §5: a multi-value separator; values that are only separators count as empty. */
export const MULTI_VALUE_SEPARATOR = '##';

/** Longest text a filter value may carry (not in the spec; keeps queries bounded). */
export const FILTER_TEXT_MAX = 200;
/** Most groups, and most filters per group, a filter set may have (not in the spec). */
export const FILTER_GROUPS_MAX = 10;
export const FILTERS_PER_GROUP_MAX = 40;
/** Longest PrevNext duration in days (ten years; guards the date arithmetic). */
export const DURATION_DAYS_MAX = 3650;

/**
 * Day boundaries of date filters are taken in the caller's home-country zone, the same zones as the
 * trading hours (hub §9). If a trading-hours rule later defines this map, it should import it from here.
 */
export const HOME_COUNTRY_ZONES = {
  AU: 'Australia/Melbourne',
  NZ: 'Pacific/Auckland',
  US: 'America/Chicago',
  MY: 'Asia/Kuala_Lumpur',
  HU: 'Europe/Budapest',
} as const;

/** Texts of the search (hub §5, §8). */
export const SEARCH_MESSAGES = {
  allFiltersMustHaveValue: 'ALL FILTERS MUST HAVE A VALUE',
  savedSearchNameMax: `A maximum of ${SAVED_SEARCH_NAME_MAX} characters are allowed`,
  savedSearchLimit: `A maximum of ${SAVED_SEARCH_MAX} saved searches are allowed`,
  saveSuccessful: 'Save successful',
  typeAheadPrompt: 'Type at least 3 characters',
  noResults: 'No results',
} as const;
