import { describe, expect, it } from 'vitest';
import { MILESTONE_ORDER } from '../milestones.ts';
import {
  builderMenu,
  FILTER_CATALOGUE,
  FILTER_GROUPS,
  FILTER_KEYS,
  FILTER_TYPES,
  filterDefinition,
  hiddenFilterOptions,
  PACKING_MODES,
} from './catalogue.ts';

describe('filter catalogue', () => {
  it('gives every key a known type, a known group, a label and a meaning', () => {
    for (const key of FILTER_KEYS) {
      const def = filterDefinition(key);
      expect(FILTER_TYPES, key).toContain(def.type);
      expect(FILTER_GROUPS, key).toContain(def.group);
      expect(def.label.length, key).toBeGreaterThan(0);
      expect(def.meaning.length, key).toBeGreaterThan(0);
    }
  });

  it('gives every option-typed key options, and no other key any', () => {
    for (const key of FILTER_KEYS) {
      const def = filterDefinition(key);
      const hasOptions = ['dropdown', 'requiredDropdown', 'customOptions'].includes(def.type);
      expect(Boolean(def.options?.length), key).toBe(hasOptions);
    }
  });

  it('offers the spec values (hub §4, §9)', () => {
    expect(FILTER_CATALOGUE.OrdStatus.options.map((o) => `${o.label}:${o.value}`)).toEqual([
      'PLANNED:PLC',
      'CONFIRMED:CNF',
      'SHIPPED:SHP',
      'DELIVERED:DLV',
      'UNDELIVERED:UNDELIVERED',
    ]);
    expect(FILTER_CATALOGUE.CustomsStatus.options.map((o) => o.value)).toEqual([
      'CLEARED',
      'NOT SENT',
      'SENT NOT CLEARED',
    ]);
    expect(FILTER_CATALOGUE.Transport.options.map((o) => o.value)).toEqual(['SEA', 'AIR', 'ROAD']);
    expect(FILTER_CATALOGUE.Packing.options).toHaveLength(PACKING_MODES.length);
    expect(PACKING_MODES).toHaveLength(17);
    expect(FILTER_CATALOGUE.Milestone.options.map((o) => o.value)).toEqual([...MILESTONE_ORDER]);
    expect(FILTER_CATALOGUE.ConfirmedDelivery.blankLabel).toBe('EMPTY');
    expect(FILTER_CATALOGUE.ETA.blankLabel).toBe('IS BLANK');
  });

  it('flags the type-ahead filters (hub §5)', () => {
    const typeAhead = FILTER_KEYS.filter((k) => filterDefinition(k).typeAhead);
    expect(typeAhead).toEqual([
      'Supplier',
      'Consignee',
      'Origin',
      'Destination',
      'Carrier',
      'LoadPort',
      'DischargePort',
    ]);
  });

  it('lists the builder menu by group, without the search bar key', () => {
    const menu = builderMenu();
    expect(menu.map((g) => g.group)).toEqual([...FILTER_GROUPS]);
    expect(menu.flatMap((g) => g.keys)).not.toContain('GeneralSearch');
    expect(menu.find((g) => g.group === 'amounts')?.keys).toEqual([
      'ActualWeight',
      'ChargeableWeight',
      'ActualVolume',
      'NoOfPacks',
    ]);
  });
});

describe('hiddenFilterOptions', () => {
  it('hides a filter option already used by another row', () => {
    expect(hiddenFilterOptions(['ETA', 'Transport'], 'Transport')).toEqual(['ETA']);
  });

  it('hides SKU when a row uses the container number, and the other way round', () => {
    expect(hiddenFilterOptions(['Container'])).toEqual(['Container', 'SKU']);
    expect(hiddenFilterOptions(['SKU', 'ETD'], 'ETD')).toEqual(['Container', 'SKU']);
  });

  it("keeps the edited row's own key offered and ignores unknown keys", () => {
    expect(hiddenFilterOptions(['Container', 'emptyFilter'], 'Container')).toEqual([]);
  });
});
