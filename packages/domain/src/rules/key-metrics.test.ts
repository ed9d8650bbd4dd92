import { describe, expect, it } from 'vitest';
import { filterSetSchema } from './filters/filter-set.ts';
import { SEARCH_TYPES, searchKeyDefinition, searchKeysOf, searchRequestFor } from './filters/search-keys.ts';
import { SORT_COLUMNS } from './filters/sort.ts';
import { accessModeAllows, KEY_METRIC_CODES, KEY_METRICS, keyMetricsFor, tileOrder } from './key-metrics.ts';

describe('key metrics (hub §6, §9)', () => {
  it('defines the 14 codes of hub §9', () => {
    expect(KEY_METRIC_CODES).toEqual([
      'SHIPARR7',
      'SHIPARR14',
      'SHIPDEP7',
      'SHIPDEP14',
      'EXWORK7',
      'RIS7',
      'RISETA',
      'ORDEXW',
      'ARVNOTDEL',
      'ARVNOTCLE',
      'ETD7MIS',
      'ETD7NOTC',
      'PRINOTDEL',
      'PRINOTSHIP',
    ]);
  });

  it('gives the access modes of hub §6', () => {
    const byMode = (mode: string) => KEY_METRIC_CODES.filter((c) => KEY_METRICS[c].accessMode === mode);
    expect(byMode('IMPORTER')).toEqual([
      'EXWORK7',
      'RIS7',
      'RISETA',
      'ORDEXW',
      'ARVNOTDEL',
      'ARVNOTCLE',
      'PRINOTDEL',
    ]);
    expect(byMode('EXPORTER')).toEqual(['ETD7MIS', 'ETD7NOTC', 'PRINOTSHIP']);
    expect(byMode('BOTH')).toEqual(['SHIPARR7', 'SHIPARR14', 'SHIPDEP7', 'SHIPDEP14']);
  });

  it('carries the key-metric date filters of hub §9', () => {
    expect(KEY_METRICS.SHIPARR14.filters).toEqual([
      { ETA: { durationType: 'PrevNext', prevDuration: 0, nextDuration: 14 } },
    ]);
    expect(KEY_METRICS.SHIPDEP7.filters).toEqual([
      { ETD: { durationType: 'PrevNext', prevDuration: 0, nextDuration: 7 } },
    ]);
    expect(KEY_METRICS.EXWORK7.filters).toEqual([
      { ExWorks: { durationType: 'PrevNext', prevDuration: 0, nextDuration: 7 } },
    ]);
    expect(KEY_METRICS.RIS7.filters).toEqual([
      { ReqInStore: { durationType: 'PrevNext', prevDuration: 0, nextDuration: 7 } },
    ]);
  });

  it('offers tiles by trade role', () => {
    expect(keyMetricsFor({ importer: true, exporter: true })).toHaveLength(14);
    expect(keyMetricsFor({ importer: false, exporter: true })).toEqual([
      'SHIPARR7',
      'SHIPARR14',
      'SHIPDEP7',
      'SHIPDEP14',
      'ETD7MIS',
      'ETD7NOTC',
      'PRINOTSHIP',
    ]);
    expect(accessModeAllows('BOTH', { importer: false, exporter: false })).toBe(true);
  });

  it("orders tiles by the user's selection, else the first 8 offered (hub §9)", () => {
    const offered = keyMetricsFor({ importer: true, exporter: false });
    expect([...tileOrder(offered, ['RIS7', 'ETD7MIS', 'SHIPARR7'], 8)]).toEqual([
      ['RIS7', 0],
      ['SHIPARR7', 1],
    ]);
    expect(tileOrder(offered, null, 8).size).toBe(8);
  });
});

describe('search keys', () => {
  it('defines every variant with valid window filters and sorts', () => {
    for (const type of SEARCH_TYPES) {
      expect(searchKeysOf(type)).toContain('All');
      for (const key of searchKeysOf(type)) {
        const def = searchKeyDefinition(type, key);
        expect(def, key).not.toBeNull();
        expect(filterSetSchema.safeParse(def?.filters).success, key).toBe(true);
        expect(SORT_COLUMNS, key).toContain(def?.defaultSort.orderBy);
      }
    }
  });

  it('has the presets of hub §9 and the default sorts of the order views', () => {
    expect(searchKeysOf('tracking')).toEqual(
      expect.arrayContaining(['ARRIVING5', 'ARRIVING30', 'DEPARTING5', 'DEPARTING30']),
    );
    expect(searchKeysOf('deliveries')).toEqual(['All', 'STORAGE3', 'STORAGE5', 'STORAGE7']);
    const sort = (key: string) => searchKeyDefinition('tracking', key)?.defaultSort;
    expect(sort('PLANNEDORDERS')).toEqual({ orderBy: 'DaysToExWorks', orderDir: 'ASC' });
    expect(sort('SHIPPEDORDERS')).toEqual({ orderBy: 'ETAToInStore', orderDir: 'ASC' });
    expect(sort('CONFIRMEDORDERS')).toEqual({ orderBy: 'ETAToInStore', orderDir: 'ASC' });
    expect(sort('DEPARTURES')).toEqual({ orderBy: 'DaysToETD', orderDir: 'ASC' });
    expect(sort('PRIORITY')?.orderBy).toBe('ShipNumber');
    expect(sort('NODECLARATION')).toEqual({ orderBy: 'ETA', orderDir: 'ASC' });
    expect(sort('All')).toEqual({ orderBy: 'ETA', orderDir: 'DESC' });
    expect(searchKeyDefinition('deliveries', 'All')?.defaultSort).toEqual({
      orderBy: 'ETA',
      orderDir: 'ASC',
    });
  });

  it('builds the request a tile click sends: batch 1, the key and its date filters', () => {
    expect(searchRequestFor('tracking', 'SHIPARR7')).toEqual({
      key: 'SHIPARR7',
      batchNo: 1,
      filters: KEY_METRICS.SHIPARR7.filters,
      orderBy: 'ETA',
      orderDir: 'DESC',
      isAdvancedSearch: false,
    });
  });
});
