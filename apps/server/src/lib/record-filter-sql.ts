/**
 * A record search's filters as SQL (contracts, SKUs, invoices): each repository states the SQL of
 * each filter key of its catalogue (rules/filters/record-filters.ts) as a table, and this turns one
 * normalised filter into a condition with the tracking search's value forms:
 * - a date filter is a window of calendar days from the caller's "today": a `day` column compares
 *   days directly, an `instant` column the caller's zone's midnights; blank matches a missing date;
 * - a range compares as numeric (a bound like 1.5 or 1e308 is a comparison, not a cast error); on
 *   a whole-number column (`{ integer: column }`) its bounds are rounded inwards and kept within
 *   bigint instead, so the column is compared as it is and its index serves the range;
 * - a text matches any of its values, contained, case-insensitive;
 * - options match any of the values.
 */
import { type CalendarDay, dayWindow } from '@navia/domain/rules/filters/dates';
import { dateFilterDays } from '@navia/domain/rules/filters/filter-set';
import type { NormalisedRecordFilter } from '@navia/domain/rules/filters/record-filters';
import { and, type Column, inArray, isNull, or, type SQL, sql } from 'drizzle-orm';
import { containsPattern } from './like-pattern.ts';

export type RecordFilterSql<K extends string> = {
  dates?: Partial<Record<K, { column: Column | SQL; kind: 'day' | 'instant' }>>;
  ranges?: Partial<Record<K, SQL | Column | { integer: Column }>>;
  /** The condition for one contains-pattern (already escaped, with its % signs). */
  texts?: Partial<Record<K, (pattern: string) => SQL>>;
  /** The condition for the chosen values; a column means "one of them". */
  options?: Partial<Record<K, Column | SQL | ((values: string[]) => SQL)>>;
};

const BIGINT_MAX = 9223372036854775807n;

/** A whole number as a bigint literal, held within bigint's range (no bound beyond it can differ). */
function bigintBound(n: number): string {
  const whole = BigInt(n);
  if (whole > BIGINT_MAX) return BIGINT_MAX.toString();
  if (whole < -BIGINT_MAX - 1n) return (-BIGINT_MAX - 1n).toString();
  return whole.toString();
}

/** "Today" and the zone of the caller's home country (hub §5 start-of-day, end-of-day). */
export type FilterClock = { zone: string; today: CalendarDay };

export function recordFilterCondition<K extends string>(
  table: RecordFilterSql<K>,
  filter: NormalisedRecordFilter<K>,
  clock: FilterClock,
): SQL {
  const missing = (kind: string) => new Error(`${filter.key} is not a ${kind} filter`);
  switch (filter.kind) {
    case 'date': {
      const date = table.dates?.[filter.key];
      if (!date) throw missing('date');
      const days = dateFilterDays(filter.date, clock.today);
      if (days === 'blank') return isNull(date.column);
      if (date.kind === 'day') {
        return sql`${date.column} >= ${days.startDay}::date and ${date.column} <= ${days.endDay}::date`;
      }
      const window = dayWindow(days.startDay, days.endDay, clock.zone);
      return sql`${date.column} >= ${window.from.toISOString()}::timestamptz and ${date.column} < ${window.before.toISOString()}::timestamptz`;
    }
    case 'range': {
      const value = table.ranges?.[filter.key];
      if (!value) throw missing('range');
      if ('integer' in value) {
        const column = value.integer;
        const parts = [
          filter.from === null ? undefined : sql`${column} >= ${bigintBound(Math.ceil(filter.from))}::bigint`,
          filter.to === null ? undefined : sql`${column} <= ${bigintBound(Math.floor(filter.to))}::bigint`,
        ];
        return and(...parts) ?? sql`true`;
      }
      const parts = [
        filter.from === null ? undefined : sql`${value} >= ${filter.from}::numeric`,
        filter.to === null ? undefined : sql`${value} <= ${filter.to}::numeric`,
      ];
      return and(...parts) ?? sql`true`;
    }
    case 'text': {
      const text = table.texts?.[filter.key];
      if (!text) throw missing('text');
      return or(...filter.values.map((v) => text(containsPattern(v)))) ?? sql`true`;
    }
    case 'options': {
      const option = table.options?.[filter.key];
      if (!option) throw missing('options');
      return typeof option === 'function' ? option(filter.values) : inArray(option, filter.values);
    }
  }
}
