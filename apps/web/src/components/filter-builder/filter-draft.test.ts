import { SEARCH_MESSAGES } from '@navia/domain/rules/filters/constants';
import { describe, expect, it } from 'vitest';
import { trackingFilterCatalogue } from './filter-catalogue.ts';
import {
  appliedFilterSet,
  canAddOr,
  type DateDraft,
  draftProblem,
  emptyDateDraft,
  emptyDraft,
  type FilterDraft,
  type FilterRowDraft,
  filterSetToDraft,
  generalSearchOf,
  hiddenKeysFor,
  rowHasValue,
  toAdvancedDraft,
  toSimpleDraft,
} from './filter-draft.ts';
import { appliedChips, withoutFilter } from './filter-labels.ts';

let n = 0;
const row = (key: FilterRowDraft['key'], value: FilterRowDraft['value'] = null): FilterRowDraft => {
  n += 1;
  return { id: `r${n}`, key, value };
};
const group = (...rows: FilterRowDraft[]) => {
  n += 1;
  return { id: `g${n}`, rows };
};
const days = (patch: Partial<DateDraft>): DateDraft => ({ ...emptyDateDraft(), ...patch });

describe('filter draft rules (hub §4, §5)', () => {
  it('knows when a row has a value, by filter type', () => {
    expect(rowHasValue(row(null))).toBe(false);
    expect(rowHasValue(row('ShipNumber', ''))).toBe(false);
    expect(rowHasValue(row('ShipNumber', '##'))).toBe(false);
    expect(rowHasValue(row('ShipNumber', 'S010'))).toBe(true);
    expect(rowHasValue(row('ETA', days({})))).toBe(false);
    expect(rowHasValue(row('ETA', days({ nextDuration: '7' })))).toBe(true);
    expect(rowHasValue(row('ETA', days({ durationType: 'DateRange', startDate: '2026-03-01' })))).toBe(false);
    expect(
      rowHasValue(
        row('ETA', days({ durationType: 'DateRange', startDate: '2026-03-01', endDate: '2026-03-09' })),
      ),
    ).toBe(true);
    expect(rowHasValue(row('ConfirmedDelivery', days({ isBlank: true })))).toBe(true);
    expect(rowHasValue(row('ActualWeight', { from: '', to: '' }))).toBe(false);
    expect(rowHasValue(row('ActualWeight', { from: '', to: '500' }))).toBe(true);
  });

  it("answers 'ALL FILTERS MUST HAVE A VALUE' for a row without a filter or a value, and nothing for the blank builder", () => {
    expect(draftProblem(emptyDraft())).toBeNull();
    expect(draftProblem([group(row('Transport', 'SEA'), row(null))])).toBe(
      SEARCH_MESSAGES.allFiltersMustHaveValue,
    );
    expect(draftProblem([group(row('Supplier', ''))])).toBe(SEARCH_MESSAGES.allFiltersMustHaveValue);
    expect(draftProblem([group(row('Transport', 'SEA')), group(row(null))])).toBe(
      SEARCH_MESSAGES.allFiltersMustHaveValue,
    );
    expect(draftProblem([group(row('Transport', 'SEA'))])).toBeNull();
  });

  it('also answers what the shared schema finds, such as an end date before the start', () => {
    const problem = draftProblem([
      group(row('ETA', days({ durationType: 'DateRange', startDate: '2026-03-09', endDate: '2026-03-01' }))),
    ]);
    expect(problem).toBe('must not be before startDate');
  });

  it('disables OR while a group has an empty filter', () => {
    expect(canAddOr(group(row(null)))).toBe(false);
    expect(canAddOr(group(row('Transport', 'SEA'), row('Packing', null)))).toBe(false);
    expect(canAddOr(group(row('Transport', 'SEA'), row('Packing', 'FCL')))).toBe(true);
  });

  it('hides a filter option already used by another row of the group, and SKU beside a container number', () => {
    const eta = row('ETA', days({ nextDuration: '3' }));
    const container = row('Container', 'MSKU');
    const other = row(null);
    const g = group(eta, container, other);
    const hidden = hiddenKeysFor(g, other);
    expect(hidden).toEqual(expect.arrayContaining(['ETA', 'Container', 'SKU']));
    // A row keeps its own key on offer.
    expect(hiddenKeysFor(g, eta)).not.toContain('ETA');
    // Another group may use the same key.
    expect(hiddenKeysFor(group(row(null)), other)).toEqual([]);
  });

  it('sends each filter of the simple search as a group of its own, and advanced groups as they are', () => {
    const draft: FilterDraft = [
      group(row('Transport', 'SEA'), row('ETA', days({ prevDuration: '2', nextDuration: '' }))),
    ];
    expect(appliedFilterSet(draft, false)).toEqual([
      { Transport: 'SEA' },
      { ETA: { durationType: 'PrevNext', prevDuration: 2, nextDuration: 0 } },
    ]);
    expect(appliedFilterSet(draft, true)).toEqual([
      { Transport: 'SEA', ETA: { durationType: 'PrevNext', prevDuration: 2, nextDuration: 0 } },
    ]);
    expect(appliedFilterSet([group(row('ActualWeight', { from: '10', to: '' }))], false)).toEqual([
      { ActualWeight: { from: 10, to: null } },
    ]);
  });

  it('reads an applied set back into the builder: groups in advanced mode, one list otherwise', () => {
    const set = [{ Transport: 'SEA', Packing: 'FCL' }, { ETA: '5 DAYS' }, { GeneralSearch: 'PO-1' }];
    const advanced = filterSetToDraft(set, true);
    expect(advanced.map((g) => g.rows.map((r) => r.key))).toEqual([['Transport', 'Packing'], ['ETA']]);
    expect(advanced[1]?.rows[0]?.value).toMatchObject({ durationType: 'PrevNext', nextDuration: '5' });
    const simple = filterSetToDraft(set, false);
    expect(simple.map((g) => g.rows.map((r) => r.key))).toEqual([['Transport', 'Packing', 'ETA']]);
    expect(generalSearchOf(set)).toBe('PO-1');
  });

  it('keeps the meaning when switching mode: simple rows become AND groups', () => {
    const simple: FilterDraft = [group(row('Transport', 'SEA'), row('Packing', 'FCL'))];
    expect(toAdvancedDraft(simple).map((g) => g.rows.map((r) => r.key))).toEqual([
      ['Transport'],
      ['Packing'],
    ]);
    const advanced: FilterDraft = [
      group(row('Transport', 'SEA')),
      group(row('Transport', 'AIR'), row('Packing', 'LCL')),
    ];
    expect(toSimpleDraft(advanced).map((g) => g.rows.map((r) => r.key))).toEqual([['Transport', 'Packing']]);
  });
});

describe('applied-filter chips', () => {
  it('names each applied filter with its value in words', () => {
    const chips = appliedChips(
      [
        { Transport: 'SEA##AIR' },
        { ETA: { durationType: 'PrevNext', prevDuration: 0, nextDuration: 7 } },
        { ConfirmedDelivery: { durationType: 'PrevNext', isBlank: true } },
        { ATD: { durationType: 'DateRange', startDate: '2026-03-01', endDate: '2026-03-09' } },
        { ActualWeight: { from: 100, to: null } },
        { Direction: 'IMPORT' },
        { GeneralSearch: 'MSKU' },
      ],
      trackingFilterCatalogue,
      'en-GB',
    );
    expect(chips.map((c) => c.label)).toEqual([
      'TRANSPORT: SEA OR AIR',
      'ETA: NEXT 7 DAYS',
      'CONFIRMED DELIVERY: EMPTY',
      'ATD: 01 Mar 2026 – 09 Mar 2026',
      'ACTUAL WEIGHT: FROM 100',
      'DIRECTION: Import',
      'SEARCH: MSKU',
    ]);
  });

  it('removes one filter and drops a group it leaves empty', () => {
    const set = [{ Transport: 'SEA', Packing: 'FCL' }, { ETA: 'N' }];
    expect(withoutFilter(set, 0, 'Packing')).toEqual([{ Transport: 'SEA' }, { ETA: 'N' }]);
    expect(withoutFilter(set, 1, 'ETA')).toEqual([{ Transport: 'SEA', Packing: 'FCL' }]);
  });
});
