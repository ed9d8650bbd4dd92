import { describe, expect, it } from 'vitest';
import type { BookingDirection, BookingType } from '../bookings/types.ts';
import { COUNTRY_LIST, countryCodeOfName, countryNameOf } from './countries.ts';
import { firstOfferedDay, isBookingDayExcluded } from './dates.ts';
import {
  completeOrganisationValues,
  EMPTY_ORGANISATION_VALUES,
  showFieldError,
  validateOrganisationForm,
} from './organisation-form.ts';
import {
  filterOrganisations,
  newOrganisationOption,
  type OrganisationSearchType,
  optionText,
  organisationOptions,
  organisationSearchType,
  organisationSourceSide,
  selectionError,
  toOrganisationOption,
  withAddress,
  withNewOrganisationFirst,
} from './organisations.ts';
import {
  clickTimeSlot,
  isHourInRange,
  TIME_RANGE_SLOTS,
  type TimeRange,
  timeRangeText,
} from './time-range.ts';
import type { OrganisationAddress } from './types.ts';

const row = {
  ShipSupplier: 'Ningbo Hongda Household Products Co., Ltd.',
  ShipSupplierCode: 'NINHONCN',
  ShipSupplierKey: 'ninhoncn',
  ShipConsignee: 'Acme Retail Melbourne',
  ShipConsigneeCode: 'ACMRETMEL',
  ShipConsigneeKey: 'acmretmel',
  BaseCountry: 'China',
};

const address: OrganisationAddress = {
  _id: 'a1',
  Address: '12 Example Road',
  City: 'Dandenong South',
  Country: 'Australia',
  postcode: '3175',
  state: 'VIC',
  phone: '+61 3 9000 0000',
  FullAddress: '12 Example Road, Dandenong South VIC 3175',
};

describe('organisationSearchType (connect §7: only for road transport or cross trade)', () => {
  const cases: [BookingType, BookingDirection | null, boolean, OrganisationSearchType | undefined][] = [
    ['IMPORT', null, false, undefined],
    ['IMPORT', 'Export', false, undefined],
    ['EXPORT', null, false, undefined],
    ['ROAD', null, false, undefined],
    ['ROAD', 'Import', false, 'exporter'],
    ['ROAD', 'Export', false, 'importer'],
    ['CROSS_TRADE', null, false, 'importer'],
    ['CROSS_TRADE', null, true, 'exporter'],
    ['CROSS_TRADE', 'Import', false, 'exporter'],
    ['CROSS_TRADE', 'Export', true, 'importer'],
  ];
  it.each(cases)(
    '%s with override %s (cross-trade exporter %s) → %s',
    (type, override, exporter, expected) => {
      expect(organisationSearchType(type, override, exporter)).toBe(expected);
    },
  );
});

describe('organisationSourceSide (connect §3 source fields)', () => {
  const cases: [BookingType, OrganisationSearchType | undefined, 'supplier' | 'consignee'][] = [
    ['IMPORT', undefined, 'supplier'],
    ['IMPORT', 'importer', 'supplier'],
    ['EXPORT', undefined, 'consignee'],
    ['EXPORT', 'exporter', 'consignee'],
    ['ROAD', 'exporter', 'supplier'],
    ['ROAD', 'importer', 'consignee'],
    ['ROAD', undefined, 'consignee'],
    ['CROSS_TRADE', 'exporter', 'supplier'],
    ['CROSS_TRADE', 'importer', 'consignee'],
  ];
  it.each(cases)('%s / %s reads the %s fields', (type, searchType, side) => {
    expect(organisationSourceSide(type, searchType)).toBe(side);
  });
});

describe('organisation options (connect §3)', () => {
  it.each([
    ['abc', 'ABC'],
    ['  Mixed Case ', 'MIXED CASE'],
    ['', '-'],
    [null, '-'],
    [undefined, '-'],
  ])('optionText(%j) → %j', (input, expected) => {
    expect(optionText(input)).toBe(expected);
  });

  it('reads the supplier fields, the texts upper-cased and the key as sent (the server matches it exactly)', () => {
    expect(toOrganisationOption(row, 'supplier')).toEqual({
      key: 'ninhoncn',
      name: 'NINGBO HONGDA HOUSEHOLD PRODUCTS CO., LTD.',
      label: 'NINGBO HONGDA HOUSEHOLD PRODUCTS CO., LTD.',
      value: 'NINGBO HONGDA HOUSEHOLD PRODUCTS CO., LTD.',
      code: 'NINHONCN',
      orgCode: 'NINHONCN',
      country: 'CHINA',
      newOrg: false,
    });
  });
  it('reads the consignee fields; a missing code becomes a dash', () => {
    const option = toOrganisationOption({ ...row, ShipConsigneeCode: null }, 'consignee');
    expect(option?.name).toBe('ACME RETAIL MELBOURNE');
    expect(option?.code).toBe('-');
  });
  it.each([
    ['no supplier name', { ...row, ShipSupplier: '' }, 'supplier'],
    ['blank supplier name', { ...row, ShipSupplier: '  ' }, 'supplier'],
    ['no consignee name', { ...row, ShipConsignee: null }, 'consignee'],
    ['no BaseCountry', { ...row, BaseCountry: null }, 'supplier'],
    ['empty BaseCountry', { ...row, BaseCountry: '' }, 'consignee'],
  ] as const)('drops an entry with %s', (_, input, side) => {
    expect(toOrganisationOption(input, side)).toBeNull();
    expect(organisationOptions([input], side)).toEqual([]);
  });
  it('keeps answer order and drops repeated keys', () => {
    const other = { ...row, ShipSupplier: 'Other', ShipSupplierKey: 'other' };
    expect(organisationOptions([row, other, row], 'supplier').map((o) => o.key)).toEqual([
      'ninhoncn',
      'other',
    ]);
  });
});

describe('filterOrganisations (connect §5: case-insensitive over name, code and country)', () => {
  const options = organisationOptions(
    [
      row,
      { ShipSupplier: 'Hanil Steel Co., Ltd.', ShipSupplierCode: 'HANSTEKR', BaseCountry: 'South Korea' },
      { ShipSupplier: 'Kansai Machinery', ShipSupplierCode: 'KANMACJP', BaseCountry: 'Japan' },
    ],
    'supplier',
  );
  it.each([
    ['', 3],
    ['hongda', 1],
    ['HANSTE', 1],
    ['hanste', 1],
    ['korea', 1],
    ['JaPaN', 1],
    ['co., ltd', 2],
    ['nothing', 0],
  ])('search %j finds %i', (search, count) => {
    expect(filterOrganisations(options, search)).toHaveLength(count);
  });
});

describe('new organisation first (connect §4)', () => {
  it('puts the new organisation first', () => {
    const options = organisationOptions([row], 'supplier');
    const added = newOrganisationOption(
      {
        ...EMPTY_ORGANISATION_VALUES,
        name: 'New Co',
        Address1: '1 Road',
        city: 'Auckland',
        country: 'New Zealand',
      },
      'new-1',
    );
    const list = withNewOrganisationFirst(options, added);
    expect(list.map((o) => o.name)).toEqual(['NEW CO', 'NINGBO HONGDA HOUSEHOLD PRODUCTS CO., LTD.']);
    expect(list[0]?.newOrg).toBe(true);
  });
});

describe('selectionError (connect §5)', () => {
  const organisation = toOrganisationOption(row, 'supplier');
  it.each([
    ['empty selection', null, 'INVALID VALUES'],
    ['no address', { organisation, address: null }, 'INVALID VALUES'],
    ['complete', { organisation, address }, null],
    [
      'no name',
      { organisation: organisation && { ...organisation, name: '-' }, address },
      'THE FOLLOWING FIELDS CONTAIN ERRORS: NAME',
    ],
    [
      'no address line',
      { organisation, address: { ...address, Address: '' } },
      'THE FOLLOWING FIELDS CONTAIN ERRORS: ADDRESS',
    ],
    [
      'no country',
      { organisation, address: { ...address, Country: '' } },
      'THE FOLLOWING FIELDS CONTAIN ERRORS: COUNTRY',
    ],
    [
      'unknown country',
      { organisation, address: { ...address, Country: 'Atlantis' } },
      'THE FOLLOWING FIELDS CONTAIN ERRORS: COUNTRY CODE NOT FOUND',
    ],
    [
      'several',
      {
        organisation: organisation && { ...organisation, name: '' },
        address: { ...address, Address: '', Country: 'Atlantis' },
      },
      'THE FOLLOWING FIELDS CONTAIN ERRORS: NAME, ADDRESS, COUNTRY CODE NOT FOUND',
    ],
  ] as const)('%s', (_, selection, expected) => {
    expect(selectionError(selection)).toBe(expected);
  });

  it('a selected organisation gains the address fields and the country code', () => {
    const chosen = organisation && withAddress(organisation, address);
    expect(chosen).toMatchObject({
      Address1: '12 Example Road',
      city: 'Dandenong South',
      postcode: '3175',
      state: 'VIC',
      phone: '+61 3 9000 0000',
      countryCode: 'AU',
    });
  });
});

describe('validateOrganisationForm (connect §5)', () => {
  const full = {
    ...EMPTY_ORGANISATION_VALUES,
    name: 'New Co',
    Address1: '1 Road',
    city: 'Auckland',
    country: 'New Zealand',
  };
  it.each([
    ['organisation', full, {}],
    ['address', { ...full, name: '' }, {}],
    [
      'organisation',
      EMPTY_ORGANISATION_VALUES,
      {
        name: 'This field is required',
        Address1: 'This field is required',
        city: 'This field is required',
        country: 'This field is required',
      },
    ],
    [
      'address',
      EMPTY_ORGANISATION_VALUES,
      {
        Address1: 'This field is required',
        city: 'This field is required',
        country: 'This field is required',
      },
    ],
    ['organisation', { ...full, city: '   ' }, { city: 'This field is required' }],
    ['organisation', { ...full, postcode: '1234567890' }, {}],
    [
      'organisation',
      { ...full, postcode: '12345678901' },
      { postcode: 'Postcode must be at most 10 characters' },
    ],
  ] as const)('%s form %#', (mode, values, errors) => {
    expect(validateOrganisationForm(values, mode)).toEqual(errors);
  });

  it.each([
    [false, false, false, false],
    [true, false, false, true],
    [false, true, false, true],
    [false, false, true, true],
  ])('touched %s, changed %s, submit failed %s → shown %s', (touched, dirty, submitFailed, shown) => {
    expect(showFieldError({ touched, dirty, submitFailed })).toBe(shown);
  });

  it('completes label, value and the country code from the name', () => {
    expect(completeOrganisationValues({ ...full, name: ' New Co ' })).toMatchObject({
      name: 'New Co',
      label: 'NEW CO',
      value: 'NEW CO',
      countryCode: 'NZ',
    });
    expect(completeOrganisationValues({ ...full, country: 'Atlantis' }).countryCode).toBe('');
  });
});

describe('country list (connect §3)', () => {
  it('has every entry once, each with a calling code', () => {
    const codes = COUNTRY_LIST.map((c) => c.countryCode);
    expect(new Set(codes).size).toBe(codes.length);
    expect(COUNTRY_LIST.length).toBeGreaterThan(200);
    expect(COUNTRY_LIST.every((c) => /^\d{1,4}$/.test(c.callingCode))).toBe(true);
    expect(COUNTRY_LIST.filter((c) => c.country === 'South Korea')).toHaveLength(1);
  });
  it.each([
    ['New Zealand', 'NZ', '64'],
    ['Australia', 'AU', '61'],
    ['United States', 'US', '1'],
    ['South Korea', 'KR', '82'],
    ['China', 'CN', '86'],
  ])('%s is %s with +%s', (country, code, calling) => {
    const entry = COUNTRY_LIST.find((c) => c.countryCode === code);
    expect(entry).toMatchObject({ country, value: country, label: country, callingCode: calling });
    expect(entry?.callingCodeLabel).toBe(`${country} (+${calling})`);
  });
  it.each([
    ['New Zealand', 'NZ'],
    ['new zealand', 'NZ'],
    ['  AUSTRALIA ', 'AU'],
    ['Atlantis', null],
    ['', null],
    [null, null],
  ])('countryCodeOfName(%j) → %j', (name, code) => {
    expect(countryCodeOfName(name)).toBe(code);
  });
  it('names a code', () => {
    expect(countryNameOf('nz')).toBe('New Zealand');
    expect(countryNameOf('not a code')).toBe('not a code');
  });
});

describe('time-range picker (connect §4)', () => {
  const empty: TimeRange = { start: null, end: null };
  it('has 24 slots from midnight to 11 PM', () => {
    expect(TIME_RANGE_SLOTS).toHaveLength(24);
    expect(TIME_RANGE_SLOTS[0]?.text).toBe('12:00AM');
    expect(TIME_RANGE_SLOTS[23]?.text).toBe('11:00PM');
  });
  it.each<[string, TimeRange, number, boolean, TimeRange, boolean]>([
    ['first click sets the start', empty, 9, false, { start: 9, end: null }, false],
    ['second click sets the end', { start: 9, end: null }, 17, false, { start: 9, end: 17 }, false],
    [
      'second click before the start is ordered',
      { start: 17, end: null },
      9,
      false,
      { start: 9, end: 17 },
      false,
    ],
    [
      'second click on the start gives one hour',
      { start: 9, end: null },
      9,
      false,
      { start: 9, end: 9 },
      false,
    ],
    ['third click restarts', { start: 9, end: 17 }, 12, false, { start: 12, end: null }, false],
    ['single mode selects and closes', empty, 8, true, { start: 8, end: 8 }, true],
    ['single mode replaces', { start: 3, end: 3 }, 20, true, { start: 20, end: 20 }, true],
    ['out of range is ignored', { start: 3, end: null }, 24, false, { start: 3, end: null }, false],
    ['negative is ignored', empty, -1, false, empty, false],
  ])('%s', (_, value, hour, single, next, close) => {
    expect(clickTimeSlot(value, hour, single)).toEqual({ value: next, close });
  });
  it.each<[TimeRange, number, boolean]>([
    [empty, 0, false],
    [{ start: 5, end: null }, 5, true],
    [{ start: 5, end: null }, 6, false],
    [{ start: 5, end: 8 }, 5, true],
    [{ start: 5, end: 8 }, 8, true],
    [{ start: 5, end: 8 }, 9, false],
  ])('isHourInRange(%j, %i) → %s', (value, hour, inside) => {
    expect(isHourInRange(value, hour)).toBe(inside);
  });
  it.each<[TimeRange, boolean, string]>([
    [empty, false, ''],
    [{ start: 9, end: null }, false, '9:00AM'],
    [{ start: 9, end: 17 }, false, '9:00AM - 5:00PM'],
    [{ start: 0, end: 0 }, true, '12:00AM'],
  ])('timeRangeText(%j) → %j', (value, single, text) => {
    expect(timeRangeText(value, single)).toBe(text);
  });
});

describe('booking date pickers (connect §5 futureOnly)', () => {
  it.each([
    ['single', true, '2026-11-29'],
    ['range', true, '2026-11-28'],
    ['single', false, null],
    ['range', false, null],
  ] as const)('%s with futureOnly %s starts at %s', (mode, futureOnly, first) => {
    expect(firstOfferedDay('2026-11-28', mode, futureOnly)).toBe(first);
  });
  it.each([
    ['2026-11-27', '2026-11-28', false, true],
    ['2026-11-28', '2026-11-28', false, false],
    ['2026-12-25', '2026-11-28', true, true],
    ['2026-12-24', null, true, false],
    ['2020-01-01', null, false, false],
  ] as const)('%s with first %s (holiday %s) excluded: %s', (day, first, holiday, excluded) => {
    expect(isBookingDayExcluded(day, first, new Set(holiday ? ['2026-12-25'] : []))).toBe(excluded);
  });
});
