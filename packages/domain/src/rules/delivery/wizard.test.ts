import { describe, expect, it } from 'vitest';
import { hourSlot } from './hour-slots.ts';
import {
  ALL_CONTAINERS,
  type ChosenContainer,
  canGoForward,
  containerErrors,
  containerOptions,
  containerWarnings,
  copyToNext,
  DELIVERY_WARNINGS,
  expandAllSelection,
  FIX_ERRORS_ABOVE,
  goBack,
  goForward,
  locationValid,
  normaliseNotes,
  startOfWizard,
  toggleContainer,
  WIZARD_STEPS,
  withDeliveryDate,
  withDropMode,
} from './wizard.ts';

const box = (n: string, booked = 0) => ({ ContainerNumber: n, BookedFlag: booked });
const chosen = (overrides: Partial<ChosenContainer> = {}): ChosenContainer => ({
  ContainerNumber: 'A',
  dropMode: 'SDL',
  pickupTime: hourSlot(9),
  deliveryDate: '2026-03-05',
  deliveryDateReturn: null,
  pickupTimeReturn: null,
  ...overrides,
});
const fcl = { packing: 'FCL', offeredModes: ['ASK', 'SDL', 'TRL', 'WUP'] };
const dates = { firstAvailable: '2026-03-02', inStorage: '2026-03-10', emptyReturnBy: '2026-03-20' };
const calendarContext = { dates, calendar: { today: '2026-03-04', holidays: new Set(['2026-03-09']) } };

describe('start step and options (hub §2, §4)', () => {
  it('hub §4: starts at step 2 when the shipment has exactly one container', () => {
    expect(startOfWizard([box('A')])).toEqual({ step: 2, selected: ['A'] });
  });
  it('hub §4: jumps to step 2 with it preselected when only one container option remains', () => {
    expect(startOfWizard([box('A', 1), box('B')])).toEqual({ step: 2, selected: ['B'] });
  });
  it('hub §4: starts at step 1 otherwise', () => {
    expect(startOfWizard([box('A'), box('B')])).toEqual({ step: 1, selected: [] });
  });
  it('hub §2: containers with BookedFlag 1 are excluded from the options', () => {
    expect(containerOptions([box('A', 1), box('B'), box('C')])).toEqual([ALL_CONTAINERS, 'B', 'C']);
  });
  it('hub §2: ALL is offered only when more than one container is available', () => {
    expect(containerOptions([box('A', 1), box('B')])).toEqual(['B']);
  });
});

describe('ALL selection (hub §4)', () => {
  const boxes = [box('A'), box('B'), box('C', 1)];
  it('hub §4: choosing ALL replaces the list with the single ALL entry', () => {
    expect(toggleContainer(['A'], ALL_CONTAINERS, boxes)).toEqual([ALL_CONTAINERS]);
  });
  it('hub §4: choosing ALL when selected removes it and keeps the individual containers', () => {
    expect(toggleContainer([ALL_CONTAINERS], ALL_CONTAINERS, boxes)).toEqual(['A', 'B']);
  });
  it('toggles an individual container', () => {
    expect(toggleContainer(['A', 'B'], 'A', boxes)).toEqual(['B']);
    expect(toggleContainer(['B'], 'A', boxes)).toEqual(['B', 'A']);
  });
  it('hub §4: on submit ALL expands to every real container with the same values', () => {
    const expanded = expandAllSelection([chosen({ ContainerNumber: ALL_CONTAINERS })], boxes);
    expect(expanded.map((c) => c.ContainerNumber)).toEqual(['A', 'B']);
    expect(expanded[1]).toEqual(chosen({ ContainerNumber: 'B' }));
  });
});

describe('forward conditions (hub §4, §8)', () => {
  const ok = {
    selected: ['A'],
    datesMissing: false,
    location: { label: 'HQ', address: '1 Main St' },
    vgmAsked: false,
    vgm: null,
    containerErrors: [[]],
  };
  it('hub §4: forward from step 1 needs a container, or the missing-dates warning case', () => {
    expect(canGoForward(WIZARD_STEPS.CONTAINERS, { ...ok, selected: [] })).toBe(false);
    expect(canGoForward(WIZARD_STEPS.CONTAINERS, { ...ok, selected: [], datesMissing: true })).toBe(true);
  });
  it('hub §4: forward from step 2 needs a valid location (custom text when CUSTOM ADDRESS)', () => {
    expect(canGoForward(2, ok)).toBe(true);
    expect(canGoForward(2, { ...ok, location: null })).toBe(false);
    expect(
      canGoForward(2, { ...ok, location: { label: 'CUSTOM ADDRESS', address: '', customAddress: ' ' } }),
    ).toBe(false);
    expect(locationValid({ label: 'CUSTOM ADDRESS', address: '', customAddress: '5 New Rd' })).toBe(true);
  });
  it('hub §5: forward from step 2 needs the VGM answer when it is asked', () => {
    expect(canGoForward(2, { ...ok, vgmAsked: true })).toBe(false);
    expect(canGoForward(2, { ...ok, vgmAsked: true, vgm: false })).toBe(true);
  });
  it('hub §4: forward from step 2 needs every container without errors', () => {
    expect(canGoForward(2, { ...ok, containerErrors: [['DATE_REQUIRED']] })).toBe(false);
  });
  it("hub §8: a refused forward move shows 'PLEASE FIX ERRORS ABOVE'", () => {
    expect(goForward(1, { ...ok, selected: [] })).toEqual({ step: 1, error: FIX_ERRORS_ABOVE });
    expect(FIX_ERRORS_ABOVE).toBe('PLEASE FIX ERRORS ABOVE');
    expect(goForward(2, ok)).toEqual({ step: 3, error: null });
  });
  it('hub §4: going back is always allowed', () => {
    expect(goBack(3)).toBe(2);
    expect(goBack(2)).toBe(1);
  });
});

describe('per-container rules (hub §4, §5)', () => {
  it('hub §5: each container needs a mode, a date and a pickup time with text', () => {
    expect(containerErrors(chosen({ dropMode: null, deliveryDate: null, pickupTime: null }), fcl)).toEqual([
      'MODE_REQUIRED',
      'DATE_REQUIRED',
      'TIME_REQUIRED',
    ]);
    expect(containerErrors(chosen({ pickupTime: { ...hourSlot(9), text: '' } }), fcl)).toEqual([
      'TIME_REQUIRED',
    ]);
  });
  it('hub §5: a mode the shipment is not offered is refused', () => {
    expect(containerErrors(chosen({ dropMode: 'SNV' }), fcl)).toEqual(['MODE_NOT_OFFERED']);
  });
  it('hub §9: a pickup time outside 7..16 is refused', () => {
    expect(containerErrors(chosen({ pickupTime: hourSlot(17) }), fcl)).toEqual(['TIME_OUTSIDE_PICKUP_HOURS']);
  });
  it('hub §9: a return only for FCL in SDL, SNV, TRL or DNV', () => {
    const withReturn = { deliveryDateReturn: '2026-03-12', pickupTimeReturn: hourSlot(9) };
    expect(containerErrors(chosen({ ...withReturn, dropMode: 'WUP' }), fcl)).toEqual(['RETURN_NOT_ALLOWED']);
    expect(containerErrors(chosen(withReturn), { ...fcl, packing: 'LCL' })).toContain('RETURN_NOT_ALLOWED');
    expect(containerErrors(chosen(withReturn), fcl)).toEqual([]);
  });
  it('hub §5: a return date needs a return time and the other way round', () => {
    expect(containerErrors(chosen({ deliveryDateReturn: '2026-03-12' }), fcl)).toEqual([
      'RETURN_TIME_REQUIRED',
    ]);
    expect(containerErrors(chosen({ pickupTimeReturn: hourSlot(9) }), fcl)).toEqual(['RETURN_DATE_REQUIRED']);
  });
  it('hub §5: the return date may not be before the later of storage date or delivery date + 1', () => {
    const early = chosen({ deliveryDateReturn: '2026-03-09', pickupTimeReturn: hourSlot(9) });
    expect(containerErrors(early, fcl, calendarContext)).toEqual(['RETURN_DATE_TOO_EARLY']);
    const sameDay = chosen({ deliveryDateReturn: '2026-03-05', pickupTimeReturn: hourSlot(9) });
    expect(containerErrors(sameDay, fcl)).toEqual(['RETURN_DATE_TOO_EARLY']);
  });
  it('hub §5: a delivery date the picker disables is refused', () => {
    expect(containerErrors(chosen({ deliveryDate: '2026-03-09' }), fcl, calendarContext)).toEqual([
      'DATE_DISABLED',
    ]);
    expect(containerErrors(chosen({ deliveryDate: '2026-03-04' }), fcl, calendarContext)).toEqual([
      'DATE_DISABLED',
    ]);
  });
  it('hub §4: changing a mode clears the return date and time', () => {
    const next = withDropMode(
      chosen({ deliveryDateReturn: '2026-03-12', pickupTimeReturn: hourSlot(9) }),
      'TRL',
    );
    expect(next).toMatchObject({ dropMode: 'TRL', deliveryDateReturn: null, pickupTimeReturn: null });
  });
  it('hub §4: a delivery date after the storage date clears the return date', () => {
    const start = chosen({ deliveryDateReturn: '2026-03-12', pickupTimeReturn: hourSlot(9) });
    expect(withDeliveryDate(start, '2026-03-11', '2026-03-10').deliveryDateReturn).toBeNull();
    expect(withDeliveryDate(start, '2026-03-06', '2026-03-10').deliveryDateReturn).toBe('2026-03-12');
  });
  it('hub §5: the storage and detention warnings use the spec texts', () => {
    const w = containerWarnings(
      chosen({ deliveryDate: '2026-03-11', deliveryDateReturn: '2026-03-23' }),
      dates,
    );
    expect(w).toMatchObject({ willIncurStorageDelivery: true, willIncurStorageReturn: true });
    expect(w.texts).toEqual([
      'Delivery Date: The date selected means your cargo will incur storage. Please select another date or confirm you accept the storage if incurred.',
      'Collection Date: The date selected is greater than the allowed time. Please note container detention costs will be incurred.',
    ]);
    expect(DELIVERY_WARNINGS.earliestReturn).toBe(
      'Return Date: The date selected means your cargo will incur storage...',
    );
    expect(containerWarnings(chosen(), dates).texts).toEqual([]);
  });
  it('hub §2: the copy icon applies a container’s values to the container below', () => {
    const list = [
      chosen({ ContainerNumber: 'A', dropMode: 'TRL' }),
      chosen({ ContainerNumber: 'B', dropMode: null }),
    ];
    expect(copyToNext(list, 0)[1]).toEqual(chosen({ ContainerNumber: 'B', dropMode: 'TRL' }));
    expect(copyToNext(list, 1)).toEqual(list);
  });
  it('hub §5: ADDITIONAL NOTES are forced upper case and at most 500 characters', () => {
    expect(normaliseNotes('gate 3 please')).toBe('GATE 3 PLEASE');
    expect(normaliseNotes('a'.repeat(600))).toHaveLength(500);
  });
});
