import { describe, expect, it } from 'vitest';
import {
  DEFAULT_EMISSION_FACTORS,
  EMISSION_MODES,
  emissionModeFor,
  formatCo2e,
  greatCircleKm,
  legDistanceKm,
  legEmissionKg,
  roundCo2e,
  shipmentEmission,
  toKilograms,
} from './emissions.ts';

const origin = { latitude: 0, longitude: 0 };
/** 10 degrees of longitude along the equator: 6371 km × 10 × π / 180 = 1,111.9493 km. */
const tenDegreesEast = { latitude: 0, longitude: 10 };
const SHANGHAI = { latitude: 30.6268, longitude: 122.0647 };
const SINGAPORE = { latitude: 1.2644, longitude: 103.8222 };
const MELBOURNE = { latitude: -37.8393, longitude: 144.9165 };
const SYDNEY = { latitude: -33.9692, longitude: 151.2152 };

describe('the factor table', () => {
  it('has one well-to-wheel row per mode, each naming its source and year', () => {
    expect(DEFAULT_EMISSION_FACTORS.factors.map((f) => f.mode).sort()).toEqual([...EMISSION_MODES].sort());
    for (const factor of DEFAULT_EMISSION_FACTORS.factors) {
      expect(factor.scope).toBe('WTW');
      expect(factor.source.length).toBeGreaterThan(10);
      expect(factor.year).toBeGreaterThan(2000);
      expect(factor.gCo2ePerTkm).toBeGreaterThan(0);
    }
    expect(DEFAULT_EMISSION_FACTORS.version).toMatch(/\d{4}/);
  });
});

describe('distances', () => {
  it('computes the great-circle distance along the equator', () => {
    expect(greatCircleKm(origin, tenDegreesEast)).toBeCloseTo(1111.9493, 3);
  });

  it('computes Melbourne to Sydney as about 712 km', () => {
    expect(greatCircleKm(MELBOURNE, SYDNEY)).toBeCloseTo(711.7598, 3);
  });

  it('adds 95 km for air, 15 % for sea and 5 % for road', () => {
    expect(legDistanceKm('AIR', origin, tenDegreesEast)).toBeCloseTo(1206.9493, 3);
    expect(legDistanceKm('SEA_CONTAINER', origin, tenDegreesEast)).toBeCloseTo(1278.7417, 3);
    expect(legDistanceKm('ROAD', origin, tenDegreesEast)).toBeCloseTo(1167.5467, 3);
  });
});

describe('legEmissionKg', () => {
  it('multiplies km by tonnes by g/tkm and divides by 1000', () => {
    // 1000 km × 2 t × 16 g/tkm = 32,000 g = 32 kg
    expect(legEmissionKg(1000, 2000, 16)).toBe(32);
  });
});

describe('shipmentEmission (hand-computed examples)', () => {
  it('sea: 1,278.7417 km × 10 t × 16 g/tkm = 204.60 kg', () => {
    const result = shipmentEmission([{ transportMode: 'SEA', from: origin, to: tenDegreesEast }], 10_000);
    expect(result.kgCo2e).toBeCloseTo(204.5987, 3);
    expect(roundCo2e(result.kgCo2e ?? 0)).toBe(204.6);
  });

  it('air: 1,206.9493 km × 0.5 t × 700 g/tkm = 422.43 kg', () => {
    const result = shipmentEmission([{ transportMode: 'AIR', from: origin, to: tenDegreesEast }], 500);
    expect(result.kgCo2e).toBeCloseTo(422.4322, 3);
  });

  it('road: 1,167.5467 km × 2 t × 150 g/tkm = 350.26 kg', () => {
    const result = shipmentEmission([{ transportMode: 'ROAD', from: origin, to: tenDegreesEast }], 2000);
    expect(result.kgCo2e).toBeCloseTo(350.264, 3);
  });

  it('sums the legs: Shanghai–Singapore–Melbourne by sea, then road to Sydney, 18.5 t', () => {
    // Shanghai–Singapore 3,789.0513 km × 1.15 × 18.5 t × 16 = 1,289.79 kg
    // Singapore–Melbourne 6,053.9996 km × 1.15 × 18.5 t × 16 = 2,060.78 kg
    // Melbourne–Sydney 711.7598 km × 1.05 × 18.5 t × 150 = 2,073.89 kg
    const result = shipmentEmission(
      [
        { transportMode: 'SEA', from: SHANGHAI, to: SINGAPORE },
        { transportMode: 'SEA', from: SINGAPORE, to: MELBOURNE },
        { transportMode: 'ROAD', from: MELBOURNE, to: SYDNEY },
      ],
      18_500,
    );
    expect(result.legs.map((l) => roundCo2e(l.kgCo2e))).toEqual([1289.79, 2060.78, 2073.89]);
    expect(result.kgCo2e).toBeCloseTo(5424.4647, 3);
    expect(result.factorVersion).toBe(DEFAULT_EMISSION_FACTORS.version);
  });

  it('gives no figure when a port has no coordinates, rather than a partial one', () => {
    const result = shipmentEmission(
      [
        { transportMode: 'SEA', from: SHANGHAI, to: SINGAPORE },
        { transportMode: 'SEA', from: SINGAPORE, to: null },
      ],
      1000,
    );
    expect(result.kgCo2e).toBeNull();
  });

  it('gives no figure for a record without legs', () => {
    expect(shipmentEmission([], 1000).kgCo2e).toBeNull();
  });

  it('uses the factors of the table it is given', () => {
    const table = {
      version: 'test-1',
      factors: DEFAULT_EMISSION_FACTORS.factors.map((f) => ({ ...f, gCo2ePerTkm: 1 })),
    };
    const result = shipmentEmission(
      [{ transportMode: 'SEA', from: origin, to: tenDegreesEast }],
      1000,
      table,
    );
    expect(result.kgCo2e).toBeCloseTo(1.2787, 4);
    expect(result.factorVersion).toBe('test-1');
  });
});

describe('units and formatting', () => {
  it('maps transport modes to factor rows', () => {
    expect(emissionModeFor('SEA')).toBe('SEA_CONTAINER');
    expect(emissionModeFor('AIR')).toBe('AIR');
    expect(emissionModeFor('ROAD')).toBe('ROAD');
    expect(emissionModeFor('RAIL')).toBeNull();
  });

  it('converts pounds to kilograms', () => {
    expect(toKilograms(2205, 'LB')).toBeCloseTo(1000, 6);
    expect(toKilograms(1000, 'KG')).toBe(1000);
  });

  it('shows 2 decimals and KGS', () => {
    expect(formatCo2e(204.59866, 'en-GB')).toBe('204.60 KGS');
    expect(formatCo2e(5424.4647, 'en-GB')).toBe('5,424.46 KGS');
    expect(formatCo2e(0, 'en-GB')).toBe('0.00 KGS');
  });

  // Issue 13: the digits follow the user's language; the unit stays KGS. \s: hu-HU groups with a no-break space.
  it.each([
    ['en-GB', '54,244.65 KGS'],
    ['en-US', '54,244.65 KGS'],
    ['ms-MY', '54,244.65 KGS'],
    ['hu-HU', '54 244,65 KGS'],
  ])('formats 54244.647 in %s as %s', (locale, text) => {
    expect(formatCo2e(54244.647, locale).replace(/\s/g, ' ')).toBe(text);
  });
});
