/**
 * The filter builder's working copy of a filter set (hub §3 "Filter set"; hub §4, §5 rules), and
 * its translation to and from the wire form the search sends. A draft is a list of groups of rows;
 * a row is a chosen filter key (or none yet: the spec's emptyFilter) and its value as typed.
 */
import { SEARCH_MESSAGES } from '@navia/domain/rules/filters/constants';
import { EMPTY_FILTER_KEY, valueParts } from '@navia/domain/rules/filters/filter-set';
import { type FilterCatalogue, trackingFilterCatalogue } from './filter-catalogue.ts';
import { type FilterSetWire, GENERAL_SEARCH_KEY } from './filter-set-wire.ts';

export type DateDraft = {
  durationType: 'PrevNext' | 'DateRange';
  prevDuration: string;
  nextDuration: string;
  startDate: string;
  endDate: string;
  isBlank: boolean;
};
export type RangeDraft = { from: string; to: string };
/** text and option filters hold a string ('A##B' for several options). */
export type FilterValueDraft = string | DateDraft | RangeDraft;

/** A row's key is one of its catalogue's (the tracking search's by default). */
export type FilterRowDraft = { id: string; key: string | null; value: FilterValueDraft | null };
export type FilterGroupDraft = { id: string; rows: FilterRowDraft[] };
export type FilterDraft = FilterGroupDraft[];

export { asFilterSet, type FilterSetWire, GENERAL_SEARCH_KEY } from './filter-set-wire.ts';

let lastId = 0;
const nextId = () => {
  lastId += 1;
  return `f${lastId}`;
};

export const emptyRow = (): FilterRowDraft => ({ id: nextId(), key: null, value: null });
export const emptyGroup = (): FilterGroupDraft => ({ id: nextId(), rows: [emptyRow()] });
/** hub §4: "Clearing filters resets to one empty filter". */
export const emptyDraft = (): FilterDraft => [emptyGroup()];

export const emptyDateDraft = (): DateDraft => ({
  durationType: 'PrevNext',
  prevDuration: '',
  nextDuration: '',
  startDate: '',
  endDate: '',
  isBlank: false,
});

/** The value a row starts with when its key is chosen (a required dropdown starts on its first option). */
export function initialValueFor(
  key: string,
  catalogue: FilterCatalogue = trackingFilterCatalogue,
): FilterValueDraft | null {
  const def = catalogue.definition(key);
  if (def.type === 'date') return emptyDateDraft();
  if (def.type === 'range') return { from: '', to: '' };
  if (def.type === 'requiredDropdown') return def.options?.[0]?.value ?? null;
  return null;
}

const isDateDraft = (v: FilterValueDraft | null): v is DateDraft =>
  typeof v === 'object' && v !== null && 'durationType' in v;
const isRangeDraft = (v: FilterValueDraft | null): v is RangeDraft =>
  typeof v === 'object' && v !== null && 'from' in v;
const filled = (s: string) => s.trim() !== '';

/** hub §5: does the row have a value? (a key and, for its type, something to search by) */
export function rowHasValue(
  row: FilterRowDraft,
  catalogue: FilterCatalogue = trackingFilterCatalogue,
): boolean {
  if (!row.key || row.value === null) return false;
  const type = catalogue.definition(row.key).type;
  if (type === 'date') {
    if (!isDateDraft(row.value)) return false;
    const v = row.value;
    if (v.isBlank) return true;
    return v.durationType === 'PrevNext'
      ? filled(v.prevDuration) || filled(v.nextDuration)
      : filled(v.startDate) && filled(v.endDate);
  }
  if (type === 'range') return isRangeDraft(row.value) && (filled(row.value.from) || filled(row.value.to));
  return typeof row.value === 'string' && valueParts(row.value).length > 0;
}

/** A row with neither key nor value: the spec's emptyFilter. */
const isEmptyRow = (row: FilterRowDraft) => row.key === null;

/** The builder with nothing chosen (one group, one empty row): no filters, not an error. */
function isBlankDraft(draft: FilterDraft): boolean {
  return draft.every((g) => g.rows.every(isEmptyRow));
}

/** hub §4: "The OR button is disabled while a group has an empty filter." */
export function canAddOr(
  group: FilterGroupDraft,
  catalogue: FilterCatalogue = trackingFilterCatalogue,
): boolean {
  return group.rows.every((row) => rowHasValue(row, catalogue));
}

/** hub §5: the keys a row may choose from are those not used by the other rows of its group. */
export function hiddenKeysFor(
  group: FilterGroupDraft,
  row: FilterRowDraft,
  catalogue: FilterCatalogue = trackingFilterCatalogue,
): string[] {
  const used = group.rows.flatMap((r) => (r.key ? [r.key] : []));
  return catalogue.hiddenKeys(used, row.key ?? undefined);
}

function wireValue(key: string, value: FilterValueDraft | null, catalogue: FilterCatalogue): unknown {
  const type = catalogue.definition(key).type;
  if (type === 'date' && isDateDraft(value)) {
    if (value.isBlank) return { durationType: value.durationType, isBlank: true };
    if (value.durationType === 'PrevNext') {
      return {
        durationType: 'PrevNext',
        // hub §5: missing durations default to 0.
        prevDuration: filled(value.prevDuration) ? Number(value.prevDuration) : 0,
        nextDuration: filled(value.nextDuration) ? Number(value.nextDuration) : 0,
      };
    }
    return { durationType: 'DateRange', startDate: value.startDate, endDate: value.endDate };
  }
  if (type === 'range' && isRangeDraft(value)) {
    return {
      from: filled(value.from) ? Number(value.from) : null,
      to: filled(value.to) ? Number(value.to) : null,
    };
  }
  return typeof value === 'string' ? value.trim() : '';
}

/** The filter set a draft stands for; a row without a key is sent as the spec's emptyFilter. */
function draftToFilterSet(draft: FilterDraft, catalogue: FilterCatalogue): FilterSetWire {
  if (isBlankDraft(draft)) return [];
  return draft.map((group) =>
    Object.fromEntries(
      group.rows.map((row) =>
        row.key ? [row.key, wireValue(row.key, row.value, catalogue)] : [EMPTY_FILTER_KEY, ''],
      ),
    ),
  );
}

/**
 * hub §4 / §5: a search fires only if every filter has a value; otherwise 'ALL FILTERS MUST HAVE A
 * VALUE'. Other problems the shared schema finds (an end date before the start) are answered too.
 */
export function draftProblem(
  draft: FilterDraft,
  catalogue: FilterCatalogue = trackingFilterCatalogue,
): string | null {
  if (isBlankDraft(draft)) return null;
  if (draft.some((g) => g.rows.some((r) => !rowHasValue(r, catalogue))))
    return SEARCH_MESSAGES.allFiltersMustHaveValue;
  return catalogue.problemOf(draftToFilterSet(draft, catalogue));
}

/**
 * In the simple (not advanced) search every filter is ANDed, so each row travels as a group of its
 * own: the same set then means the same thing in both modes, and switching mode changes nothing.
 */
export function appliedFilterSet(
  draft: FilterDraft,
  advanced: boolean,
  catalogue: FilterCatalogue = trackingFilterCatalogue,
): FilterSetWire {
  const set = draftToFilterSet(draft, catalogue);
  if (advanced) return set;
  return set.flatMap((group) => Object.entries(group).map(([key, value]) => ({ [key]: value })));
}

function draftValueOf(key: string, value: unknown, catalogue: FilterCatalogue): FilterValueDraft | null {
  const type = catalogue.definition(key).type;
  const text = (v: unknown) => (v === null || v === undefined ? '' : String(v));
  if (type === 'date') {
    if (typeof value === 'string') {
      // hub §5: 'N DAYS' means today to today plus N.
      const days = /(\d+)/.exec(value)?.[1] ?? '';
      return { ...emptyDateDraft(), nextDuration: days, prevDuration: days ? '0' : '' };
    }
    if (typeof value !== 'object' || value === null) return emptyDateDraft();
    const v = value as Record<string, unknown>;
    return {
      durationType: v.durationType === 'DateRange' ? 'DateRange' : 'PrevNext',
      prevDuration: text(v.prevDuration),
      nextDuration: text(v.nextDuration),
      startDate: text(v.startDate).slice(0, 10),
      endDate: text(v.endDate).slice(0, 10),
      isBlank: v.isBlank === true,
    };
  }
  if (type === 'range') {
    const v = (typeof value === 'object' && value !== null ? value : {}) as Record<string, unknown>;
    return { from: text(v.from), to: text(v.to) };
  }
  return text(value);
}

/** The general search text carried by a set (a group holding only GeneralSearch). */
export function generalSearchOf(set: FilterSetWire): string {
  for (const group of set) {
    const keys = Object.keys(group);
    const value = group[GENERAL_SEARCH_KEY];
    if (keys.length === 1 && typeof value === 'string') return value;
  }
  return '';
}

/** The set without its general-search group. */
export function withoutGeneralSearch(set: FilterSetWire): FilterSetWire {
  return set.filter((g) => !(Object.keys(g).length === 1 && GENERAL_SEARCH_KEY in g));
}

/** The builder's draft of an applied set: advanced keeps its groups; simple shows one list. */
export function filterSetToDraft(
  set: FilterSetWire,
  advanced: boolean,
  catalogue: FilterCatalogue = trackingFilterCatalogue,
): FilterDraft {
  const groups: FilterGroupDraft[] = withoutGeneralSearch(set).map((group) => ({
    id: nextId(),
    rows: Object.entries(group).flatMap(([key, value]) =>
      catalogue.isKey(key) && key !== GENERAL_SEARCH_KEY
        ? [{ id: nextId(), key, value: draftValueOf(key, value, catalogue) }]
        : [],
    ),
  }));
  const nonEmpty = groups.filter((g) => g.rows.length > 0);
  if (nonEmpty.length === 0) return emptyDraft();
  return advanced ? nonEmpty : toSimpleDraft(nonEmpty);
}

/** Into advanced mode: every row becomes its own group, so the ANDs of the simple search stay ANDs. */
export function toAdvancedDraft(draft: FilterDraft): FilterDraft {
  if (draft.length !== 1) return draft;
  const rows = draft[0]?.rows ?? [];
  return rows.length <= 1 ? draft : rows.map((row) => ({ id: nextId(), rows: [row] }));
}

/** Into simple mode: one list of rows; a key used in several groups is kept once. */
export function toSimpleDraft(draft: FilterDraft): FilterDraft {
  const seen = new Set<string>();
  const rows = draft
    .flatMap((g) => g.rows)
    .filter((row) => {
      if (!row.key) return true;
      if (seen.has(row.key)) return false;
      seen.add(row.key);
      return true;
    });
  const kept = rows.filter((r) => r.key !== null);
  return [{ id: nextId(), rows: kept.length > 0 ? kept : [emptyRow()] }];
}
