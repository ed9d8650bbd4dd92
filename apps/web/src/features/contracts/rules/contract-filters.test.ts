import { SEARCH_MESSAGES } from '@navia/domain/rules/filters/constants';
import { describe, expect, it } from 'vitest';
import {
  appliedFilterSet,
  draftProblem,
  type FilterRowDraft,
  filterSetToDraft,
  hiddenKeysFor,
} from '../../../components/filter-builder/filter-draft.ts';
import { appliedChips } from '../../../components/filter-builder/filter-labels.ts';
import { contractFilterCatalogue } from './contract-filters.ts';

const row = (id: string, key: string | null, value: FilterRowDraft['value'] = null): FilterRowDraft => ({
  id,
  key,
  value,
});

describe('the contracts catalogue in the shared filter builder (connect §5)', () => {
  it('offers the contract filters by group, and none of the tracking ones', () => {
    const menu = contractFilterCatalogue.menu();
    expect(menu.find((g) => g.label === 'DATES')?.keys).toContain('createdAt');
    expect(menu.find((g) => g.label === 'STATUS AND FLAGS')?.keys).toContain('status');
    expect(contractFilterCatalogue.isKey('ShipNumber')).toBe(false);
  });

  it('hides a filter already used by another row', () => {
    const group = { id: 'g', rows: [row('a', 'status', 'CONFIRMED'), row('b', null)] };
    expect(hiddenKeysFor(group, group.rows[1] ?? row('x', null), contractFilterCatalogue)).toEqual([
      'status',
    ]);
    expect(hiddenKeysFor(group, group.rows[0] ?? row('x', null), contractFilterCatalogue)).toEqual([]);
  });

  it("answers 'ALL FILTERS MUST HAVE A VALUE' for a filter without one, and a value outside the choices", () => {
    const draft = [{ id: 'g', rows: [row('a', 'buyer', '')] }];
    expect(draftProblem(draft, contractFilterCatalogue)).toBe(SEARCH_MESSAGES.allFiltersMustHaveValue);
    const wrong = [{ id: 'g', rows: [row('a', 'status', 'SOLD')] }];
    expect(draftProblem(wrong, contractFilterCatalogue)).not.toBeNull();
    const fine = [{ id: 'g', rows: [row('a', 'status', 'CONFIRMED')] }];
    expect(draftProblem(fine, contractFilterCatalogue)).toBeNull();
  });

  it('sends each filter as a group of its own, and reads them back with their labels', () => {
    const draft = [
      { id: 'g', rows: [row('a', 'status', 'CONFIRMED'), row('b', 'totalQuantity', { from: '10', to: '' })] },
    ];
    const set = appliedFilterSet(draft, false, contractFilterCatalogue);
    expect(set).toEqual([{ status: 'CONFIRMED' }, { totalQuantity: { from: 10, to: null } }]);
    expect(appliedChips(set, contractFilterCatalogue, 'en-GB').map((c) => c.label)).toEqual([
      'STATUS: CONFIRMED',
      'TOTAL QUANTITY: FROM 10',
    ]);
    expect(filterSetToDraft(set, false, contractFilterCatalogue)[0]?.rows.map((r) => r.key)).toEqual([
      'status',
      'totalQuantity',
    ]);
  });
});
