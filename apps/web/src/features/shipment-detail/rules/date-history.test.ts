import type { DateHistoryEntry } from '@navia/domain/contracts/shipment-dates';
import { describe, expect, it } from 'vitest';
import { groupDateHistory } from './date-history.ts';

let minute = 0;
/** An entry recorded a minute after the one built before it (the server answers oldest first). */
function entry(overrides: Partial<DateHistoryEntry> = {}): DateHistoryEntry {
  minute += 1;
  return {
    field: 'eta',
    classifier: 'EST',
    value: '2026-04-02T06:00:00.000Z',
    containerNumber: null,
    source: 'MAERSK',
    recordedAt: new Date(Date.UTC(2026, 2, 1, 0, minute)).toISOString(),
    applied: true,
    ...overrides,
  };
}

describe('ETA and ETD history grouping', () => {
  it('groups departure, arrival, then each container, newest first, leaving empty groups out', () => {
    const history = [
      entry({ field: 'etd', classifier: 'PLN', value: '2026-03-01T00:00:00.000Z' }),
      entry({ field: 'eta', value: '2026-04-01T00:00:00.000Z' }),
      entry({ field: 'cargoAvailable', containerNumber: 'TGHU7654321' }),
      entry({ field: 'atd', classifier: 'ACT', value: '2026-03-02T00:00:00.000Z' }),
      entry({ field: 'cargoAvailable', containerNumber: 'MSCU1234565' }),
      entry({ field: 'gatedOut', classifier: 'ACT', containerNumber: 'MSCU1234565' }),
    ];
    const groups = groupDateHistory(history);
    expect(groups.map((g) => g.title)).toEqual([
      'DEPARTURE',
      'ARRIVAL',
      'CONTAINER MSCU1234565 AVAILABILITY',
      'CONTAINER TGHU7654321 AVAILABILITY',
    ]);
    expect(groups[0]?.items.map((i) => i.field)).toEqual(['atd', 'etd']);
    expect(groups[2]?.items.map((i) => i.field)).toEqual(['gatedOut', 'cargoAvailable']);
    expect(groupDateHistory(history.filter((e) => e.field === 'eta')).map((g) => g.title)).toEqual([
      'ARRIVAL',
    ]);
    expect(groupDateHistory([])).toEqual([]);
  });

  it('marks the newest applied entry of each field as the one in force, never an out-of-order one', () => {
    const groups = groupDateHistory([
      entry({ field: 'eta', value: '2026-04-01T00:00:00.000Z' }),
      entry({ field: 'eta', value: '2026-04-05T00:00:00.000Z' }),
      entry({ field: 'eta', value: '2026-04-03T00:00:00.000Z', applied: false }),
      entry({ field: 'ata', classifier: 'ACT', value: '2026-04-05T02:00:00.000Z' }),
    ]);
    const arrival = groups[0]?.items ?? [];
    expect(arrival.map((i) => [i.field, i.value.slice(0, 10), i.applied, i.current])).toEqual([
      ['ata', '2026-04-05', true, true],
      ['eta', '2026-04-03', false, false],
      ['eta', '2026-04-05', true, true],
      ['eta', '2026-04-01', true, false],
    ]);
  });

  it('puts cargo availability without a container number in one group of its own', () => {
    const groups = groupDateHistory([entry({ field: 'cargoAvailable', containerNumber: null })]);
    expect(groups.map((g) => g.title)).toEqual(['CARGO AVAILABILITY']);
  });
});
