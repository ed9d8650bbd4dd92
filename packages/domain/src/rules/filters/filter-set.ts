/**
 * The filter set (hub §3): an ordered list of groups; each group maps a filter key to its value.
 * In advanced search a group holds OR conditions and groups are joined by AND; otherwise every
 * filter is ANDed (one bar of filters). The zod schemas validate what the web sends; the normaliser
 * applies hub §5: values that are '' or only '##' are dropped, durations default to 0, and 'N DAYS'
 * means today to today plus N.
 */
import { z } from 'zod';
import {
  type FILTER_CATALOGUE,
  FILTER_KEYS,
  type FilterKey,
  type FilterType,
  filterDefinition,
} from './catalogue.ts';
import {
  DURATION_DAYS_MAX,
  FILTER_GROUPS_MAX,
  FILTER_TEXT_MAX,
  FILTERS_PER_GROUP_MAX,
  MULTI_VALUE_SEPARATOR,
  SEARCH_MESSAGES,
} from './constants.ts';
import { addDays, type CalendarDay, calendarDayOf, isCalendarDay } from './dates.ts';

/** The key that marks a filter row whose key has not been chosen yet (hub §3). */
export const EMPTY_FILTER_KEY = 'emptyFilter';
/** hub §3 "Saved search": a timestamp key in the filters is ignored. */
export const IGNORED_FILTER_SET_KEYS = ['timestamp'] as const;

/** The parts of a value: 'SEA##AIR' is SEA or AIR; '' and '##' have none (hub §5). */
export function valueParts(value: string): string[] {
  return value
    .split(MULTI_VALUE_SEPARATOR)
    .map((p) => p.trim())
    .filter((p) => p !== '');
}

const emptyText = z.string().regex(/^\s*(##\s*)*$/);

export const textFilterValueSchema = z.string().max(FILTER_TEXT_MAX);

export function optionsValueSchema(options: readonly { value: string }[]) {
  const allowed = options.map((o) => o.value);
  return z
    .string()
    .max(FILTER_TEXT_MAX)
    .refine((v) => valueParts(v).every((p) => allowed.includes(p)), {
      message: `must be one of ${allowed.join(', ')} (several joined by ##)`,
    });
}

/** hub §5: a duration is a whole, non-negative number of days; a missing one is 0. */
const durationSchema = z
  .union([z.number(), z.string()])
  .refine(
    (v) =>
      typeof v === 'number'
        ? Number.isInteger(v) && v >= 0 && v <= DURATION_DAYS_MAX
        : /^\s*\d{0,4}\s*$/.test(v),
    { message: `must be a whole number of days from 0 to ${DURATION_DAYS_MAX}` },
  )
  .nullish();

const dayTextSchema = z
  .string()
  .refine(isCalendarDay, { message: 'must be a date written YYYY-MM-DD' })
  .describe('A calendar day, YYYY-MM-DD (a time part, if sent, is ignored).');

/** hub §3 date value; isBlank matches records where the date is missing. */
export const dateFilterObjectSchema = z
  .object({
    durationType: z.enum(['PrevNext', 'DateRange']),
    prevDuration: durationSchema,
    nextDuration: durationSchema,
    startDate: dayTextSchema.nullish(),
    endDate: dayTextSchema.nullish(),
    isBlank: z.boolean().optional(),
  })
  .superRefine((v, ctx) => {
    if (v.durationType !== 'DateRange' || v.isBlank) return;
    for (const field of ['startDate', 'endDate'] as const) {
      if (!v[field])
        ctx.addIssue({ code: 'custom', path: [field], message: SEARCH_MESSAGES.allFiltersMustHaveValue });
    }
    if (v.startDate && v.endDate && calendarDayOf(v.startDate) > calendarDayOf(v.endDate)) {
      ctx.addIssue({ code: 'custom', path: ['endDate'], message: 'must not be before startDate' });
    }
  });

/** hub §5: a string like '7 DAYS' means today to today plus 7 days. */
const nDaysPattern = /^\s*(\d{1,4})\s*DAYS?\s*$/i;
export const dateFilterValueSchema = z.union([
  z.string().regex(nDaysPattern, "must be a date filter object or 'N DAYS'"),
  emptyText,
  dateFilterObjectSchema,
]);

const boundSchema = z
  .union([z.number().finite(), z.string().regex(/^\s*(-?\d+(\.\d+)?)?\s*$/, 'must be a number')])
  .nullish();

/** hub §3 numeric range {from, to}; either bound may be left open, not both. */
export const rangeFilterValueSchema = z.union([
  emptyText,
  z.object({ from: boundSchema, to: boundSchema }).superRefine((v, ctx) => {
    const from = toNumber(v.from);
    const to = toNumber(v.to);
    if (from === null && to === null) {
      ctx.addIssue({ code: 'custom', path: ['from'], message: SEARCH_MESSAGES.allFiltersMustHaveValue });
    }
    if (from !== null && to !== null && from > to) {
      ctx.addIssue({ code: 'custom', path: ['to'], message: 'must not be less than from' });
    }
  }),
]);

function toNumber(v: number | string | null | undefined): number | null {
  if (v === null || v === undefined) return null;
  if (typeof v === 'number') return v;
  const t = v.trim();
  return t === '' ? null : Number(t);
}

type ValueSchemaOf<T extends FilterType> = T extends 'date'
  ? typeof dateFilterValueSchema
  : T extends 'range'
    ? typeof rangeFilterValueSchema
    : z.ZodString;

function valueSchemaFor(key: FilterKey) {
  const def = filterDefinition(key);
  switch (def.type) {
    case 'date':
      return dateFilterValueSchema;
    case 'range':
      return rangeFilterValueSchema;
    case 'text':
      return textFilterValueSchema;
    default:
      return optionsValueSchema(def.options ?? []);
  }
}

type GroupShape = {
  [K in FilterKey]: z.ZodOptional<ValueSchemaOf<(typeof FILTER_CATALOGUE)[K]['type']>>;
} & { emptyFilter: z.ZodOptional<z.ZodUnknown> };

const groupShape = {
  ...Object.fromEntries(FILTER_KEYS.map((k) => [k, valueSchemaFor(k).optional()])),
  emptyFilter: z.unknown().optional(),
} as GroupShape; // built from the catalogue; the mapped type states what the loop builds

/** One group: filter key → value. Unknown keys are refused; a chosen-but-unset row is refused. */
export const filterGroupSchema = z
  .strictObject(groupShape)
  .superRefine((group, ctx) => {
    if (EMPTY_FILTER_KEY in group) {
      ctx.addIssue({
        code: 'custom',
        path: [EMPTY_FILTER_KEY],
        message: SEARCH_MESSAGES.allFiltersMustHaveValue,
      });
    }
    if (Object.keys(group).length > FILTERS_PER_GROUP_MAX) {
      ctx.addIssue({
        code: 'custom',
        path: [],
        message: `at most ${FILTERS_PER_GROUP_MAX} filters per group`,
      });
    }
  })
  .meta({ id: 'FilterGroup' });
export type FilterGroupInput = z.infer<typeof filterGroupSchema>;

/** Accepts the ordered map of groups (an object) or a list; answers a list, ignoring 'timestamp'. */
export function groupsInOrder(input: unknown): unknown {
  if (input === null || input === undefined) return [];
  if (Array.isArray(input) || typeof input !== 'object') return input;
  return Object.entries(input)
    .filter(([k]) => !(IGNORED_FILTER_SET_KEYS as readonly string[]).includes(k))
    .map(([, group]) => group);
}

/** hub §3 filter set. An object of groups (in key order) or a list of groups; missing means none. */
export const filterSetSchema = z
  .preprocess(groupsInOrder, z.array(filterGroupSchema).max(FILTER_GROUPS_MAX))
  .describe('Filter groups: a list, or an object whose values are groups (hub §3 ordered map).');
export type FilterSetInput = z.input<typeof filterSetSchema>;
export type FilterSet = z.output<typeof filterSetSchema>;

// Normalised form: what the compiler reads.

export type DateFilterSpec =
  | { mode: 'blank' }
  | { mode: 'prevNext'; prev: number; next: number }
  | { mode: 'range'; startDay: CalendarDay; endDay: CalendarDay };

export type NormalisedFilter =
  | { key: FilterKey; kind: 'text'; values: string[] }
  | { key: FilterKey; kind: 'options'; values: string[] }
  | { key: FilterKey; kind: 'date'; date: DateFilterSpec }
  | { key: FilterKey; kind: 'range'; from: number | null; to: number | null };

export type NormalisedFilterSet = NormalisedFilter[][];

const toDuration = (v: number | string | null | undefined): number => {
  const n = typeof v === 'string' ? (v.trim() === '' ? 0 : Number(v)) : (v ?? 0);
  return Math.min(Math.max(Math.trunc(n), 0), DURATION_DAYS_MAX);
};

/** A filter value of a type, without its key. */
export type NormalisedFilterValue =
  | { kind: 'text'; values: string[] }
  | { kind: 'options'; values: string[] }
  | { kind: 'date'; date: DateFilterSpec }
  | { kind: 'range'; from: number | null; to: number | null };

/**
 * hub §5 applied to one validated value of a filter type: '' and '##' are dropped (null),
 * durations default to 0. Shared by the tracking and the contracts (connect §5) catalogues.
 */
export function normaliseFilterValue(type: FilterType, value: unknown): NormalisedFilterValue | null {
  if (typeof value === 'string' && valueParts(value).length === 0) return null;
  if (type === 'text') return { kind: 'text', values: valueParts(String(value)) };
  if (type === 'date') {
    if (typeof value === 'string') {
      const m = nDaysPattern.exec(value);
      return { kind: 'date', date: { mode: 'prevNext', prev: 0, next: toDuration(m?.[1]) } };
    }
    const v = value as z.output<typeof dateFilterObjectSchema>; // validated by dateFilterValueSchema
    if (v.isBlank) return { kind: 'date', date: { mode: 'blank' } };
    if (v.durationType === 'PrevNext') {
      return {
        kind: 'date',
        date: { mode: 'prevNext', prev: toDuration(v.prevDuration), next: toDuration(v.nextDuration) },
      };
    }
    return {
      kind: 'date',
      date: {
        mode: 'range',
        startDay: calendarDayOf(v.startDate ?? ''),
        endDay: calendarDayOf(v.endDate ?? ''),
      },
    };
  }
  if (type === 'range') {
    const v = value as { from?: number | string | null; to?: number | string | null }; // validated
    return { kind: 'range', from: toNumber(v.from), to: toNumber(v.to) };
  }
  return { kind: 'options', values: valueParts(String(value)) };
}

function normaliseValue(key: FilterKey, value: unknown): NormalisedFilter | null {
  const normalised = normaliseFilterValue(filterDefinition(key).type, value);
  return normalised ? { key, ...normalised } : null;
}

/** hub §5: drops empty values (and then empty groups); durations default to 0. */
export function normaliseFilterSet(set: FilterSet): NormalisedFilterSet {
  const groups: NormalisedFilterSet = [];
  for (const group of set) {
    const filters: NormalisedFilter[] = [];
    for (const [key, value] of Object.entries(group)) {
      if (key === EMPTY_FILTER_KEY || value === undefined) continue;
      const normalised = normaliseValue(key as FilterKey, value);
      if (normalised) filters.push(normalised);
    }
    if (filters.length > 0) groups.push(filters);
  }
  return groups;
}

/** The first and last calendar day a date filter covers, or 'blank'. */
export function dateFilterDays(
  spec: DateFilterSpec,
  today: CalendarDay,
): { startDay: CalendarDay; endDay: CalendarDay } | 'blank' {
  if (spec.mode === 'blank') return 'blank';
  if (spec.mode === 'range') return { startDay: spec.startDay, endDay: spec.endDay };
  return { startDay: addDays(today, -spec.prev), endDay: addDays(today, spec.next) };
}

/** hub §5: a search fires only if every filter has a value. Answers the message, or null when fine. */
export function missingFilterValue(set: FilterSetInput): string | null {
  const parsed = filterSetSchema.safeParse(set);
  if (!parsed.success) {
    const missing = parsed.error.issues.some((i) => i.message === SEARCH_MESSAGES.allFiltersMustHaveValue);
    return missing ? SEARCH_MESSAGES.allFiltersMustHaveValue : (parsed.error.issues[0]?.message ?? null);
  }
  for (const group of parsed.data) {
    for (const value of Object.values(group)) {
      if (typeof value === 'string' && valueParts(value).length === 0)
        return SEARCH_MESSAGES.allFiltersMustHaveValue;
    }
  }
  return null;
}

/** A PrevNext date value, as key metrics and presets build it. */
export const prevNext = (prevDuration: number, nextDuration: number) => ({
  durationType: 'PrevNext' as const,
  prevDuration,
  nextDuration,
});
