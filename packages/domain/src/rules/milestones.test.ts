import { describe, expect, it } from 'vitest';
import {
  arrivalKeyDate,
  cargoDeliveryDate,
  currentMilestone,
  departureKeyDate,
  keyDates,
  MILESTONE_ORDER,
  type Milestone,
  milestoneDisplayDate,
  milestonePercentage,
  sortMilestones,
  visibleMilestones,
} from './milestones.ts';

const milestone = (name: string, completed: boolean, overrides: Partial<Milestone> = {}): Milestone => ({
  Milestone: name,
  completed,
  ActualDate: completed ? '2026-03-02T10:00:00.000Z' : null,
  EstimatedDate: '2026-03-01T10:00:00.000Z',
  ...overrides,
});

/** The seven milestones with the first `done` of them complete. */
const progress = (done: number) => MILESTONE_ORDER.map((name, i) => milestone(name, i < done));

describe('milestone order', () => {
  it('sorts milestones into the hub §4 order whatever order they arrive in', () => {
    const shuffled = [...progress(3)].reverse();
    expect(sortMilestones(shuffled).map((m) => m.Milestone)).toEqual([...MILESTONE_ORDER]);
  });

  it('puts unknown milestone names last, keeping their order', () => {
    const list = [milestone('CUSTOMS HOLD', false), milestone('DELIVERED', false), milestone('RAISED', true)];
    expect(sortMilestones(list).map((m) => m.Milestone)).toEqual(['RAISED', 'DELIVERED', 'CUSTOMS HOLD']);
  });

  it('names the last completed milestone as the current one', () => {
    expect(currentMilestone(progress(4))).toBe('DEPARTED');
    expect(currentMilestone(progress(0))).toBeNull();
  });
});

describe('milestonePercentage', () => {
  it.each([
    [0, 0],
    [1, 14],
    [3, 43],
    [4, 57],
    [7, 100],
  ])('gives %i of 7 completed as %i%%', (done, percent) => {
    expect(milestonePercentage(progress(done))).toBe(percent);
  });

  it('is 0 for a record without milestones', () => {
    expect(milestonePercentage([])).toBe(0);
  });
});

describe('milestoneDisplayDate', () => {
  it('shows the actual date of a completed milestone', () => {
    expect(milestoneDisplayDate(milestone('DEPARTED', true), null)).toBe('2026-03-02T10:00:00.000Z');
  });

  it('shows the estimated date of an incomplete milestone', () => {
    expect(milestoneDisplayDate(milestone('ARRIVED', false), '2026-01-01T00:00:00.000Z')).toBe(
      '2026-03-01T10:00:00.000Z',
    );
  });

  it('shows the ex-works date for an incomplete PICKED UP', () => {
    expect(milestoneDisplayDate(milestone('PICKED UP', false), '2026-02-20T00:00:00.000Z')).toBe(
      '2026-02-20T00:00:00.000Z',
    );
  });

  it('falls back to the estimate for an incomplete PICKED UP without an ex-works date', () => {
    expect(milestoneDisplayDate(milestone('PICKED UP', false), null)).toBe('2026-03-01T10:00:00.000Z');
  });

  it('shows the actual date of a completed PICKED UP, not the ex-works date', () => {
    expect(milestoneDisplayDate(milestone('PICKED UP', true), '2026-02-20T00:00:00.000Z')).toBe(
      '2026-03-02T10:00:00.000Z',
    );
  });
});

describe('visibleMilestones', () => {
  it('shows only DEPARTED and DELIVERED on small screens', () => {
    expect(visibleMilestones(progress(2), true).map((m) => m.Milestone)).toEqual(['DEPARTED', 'DELIVERED']);
  });

  it('shows all seven otherwise', () => {
    expect(visibleMilestones(progress(2), false)).toHaveLength(7);
  });
});

describe('key dates', () => {
  it('feeds CARGO DELIVERY from the DELIVERED actual date', () => {
    expect(cargoDeliveryDate(progress(7))).toBe('2026-03-02T10:00:00.000Z');
    expect(cargoDeliveryDate(progress(6))).toBeNull();
  });

  it('labels the departure ESTIMATED DEPARTURE until there is an ATD, then DEPARTED', () => {
    expect(departureKeyDate({ ETD: 'etd', ATD: null })).toEqual({
      label: 'ESTIMATED DEPARTURE',
      date: 'etd',
    });
    expect(departureKeyDate({ ETD: 'etd', ATD: 'atd' })).toEqual({ label: 'DEPARTED', date: 'atd' });
  });

  it('labels the arrival ESTIMATED ARRIVAL until there is an ATA, then ARRIVED', () => {
    expect(arrivalKeyDate({ ETA: 'eta', ATA: null })).toEqual({ label: 'ESTIMATED ARRIVAL', date: 'eta' });
    expect(arrivalKeyDate({ ETA: 'eta', ATA: 'ata' })).toEqual({ label: 'ARRIVED', date: 'ata' });
  });

  it('lists the six key dates in the panel order', () => {
    const dates = keyDates(
      { OrdDate: 'o', OrdExWorks: 'x', OrdInStore: 'r', ETD: 'etd', ATD: null, ETA: 'eta', ATA: 'ata' },
      progress(7),
    );
    expect(dates.map((d) => d.label)).toEqual([
      'ORDER DATE',
      'EX WORKS DATE',
      'REQUIRED IN STORE',
      'ESTIMATED DEPARTURE',
      'ARRIVED',
      'CARGO DELIVERY',
    ]);
    expect(dates[5]?.date).toBe('2026-03-02T10:00:00.000Z');
  });
});
