import { describe, expect, it } from 'vitest';
import type { CargoPiece } from '../../contracts/quotes.ts';
import { chargeableWeightKg, isOutOfGaugePiece, revenueTonnes, volumeM3 } from './chargeable.ts';

const piece = (l: number, w: number, h: number, kg: number, quantity = 1): CargoPiece => ({
  quantity,
  lengthCm: l,
  widthCm: w,
  heightCm: h,
  weightKg: kg,
});

describe('chargeable weight (issue 18)', () => {
  it.each<[string, 'AIR' | 'ROAD' | 'SEA_LCL', CargoPiece[], number]>([
    // 1 m³ at AIR 1:6000 = 166.67 kg → 167.0 (next half kg)
    ['AIR light and bulky: volume wins', 'AIR', [piece(100, 100, 100, 50)], 167],
    ['AIR dense: gross wins', 'AIR', [piece(50, 50, 50, 300)], 300],
    ['AIR rounds up to the half kg', 'AIR', [piece(10, 10, 10, 12.1)], 12.5],
    ['AIR exact half stays', 'AIR', [piece(10, 10, 10, 12.5)], 12.5],
    ['AIR quantity multiplies', 'AIR', [piece(120, 80, 100, 100, 3)], 480],
    // 1 m³ at ROAD 1:3000 = 333.33 kg → 334
    ['ROAD light and bulky', 'ROAD', [piece(100, 100, 100, 50)], 334],
    ['ROAD dense', 'ROAD', [piece(120, 100, 100, 900)], 900],
    // LCL revenue tonne: 2.4 m³ vs 1.2 t → 2.4 rt → 2,400
    ['LCL volume wins', 'SEA_LCL', [piece(120, 100, 100, 600, 2)], 2400],
    ['LCL weight wins', 'SEA_LCL', [piece(100, 100, 100, 1500)], 1500],
  ])('%s', (_label, mode, pieces, expected) => {
    expect(chargeableWeightKg(mode, { pieces, containers: [] })).toBe(expected);
  });

  it('SEA_FCL is the containers’ declared cargo weight', () => {
    expect(
      chargeableWeightKg('SEA_FCL', {
        pieces: [],
        containers: [
          { containerType: '40HC', quantity: 2, weightKg: 12_000 },
          { containerType: '20GP', quantity: 1, weightKg: 8_500 },
        ],
      }),
    ).toBe(32_500);
  });

  it.each<[CargoPiece[], number, number]>([
    [[piece(120, 100, 100, 600, 2)], 2.4, 2.4],
    [[piece(33, 33, 33, 10)], 0.036, 0.036],
    [[piece(100, 100, 100, 1234.5)], 1, 1.235],
  ])('volume %#', (pieces, m3, rt) => {
    expect(volumeM3(pieces)).toBe(m3);
    expect(revenueTonnes(pieces)).toBe(rt);
  });

  it.each<[string, 'AIR' | 'SEA_LCL' | 'ROAD' | 'SEA_FCL', CargoPiece, boolean]>([
    ['AIR pallet fits', 'AIR', piece(120, 100, 150, 300), false],
    ['AIR too tall', 'AIR', piece(120, 100, 170, 300), true],
    ['AIR long side turned', 'AIR', piece(240, 310, 100, 300), false],
    ['LCL too wide', 'SEA_LCL', piece(300, 250, 100, 300), true],
    ['ROAD long load fits', 'ROAD', piece(1300, 240, 250, 300), false],
    ['FCL never by pieces', 'SEA_FCL', piece(2000, 400, 400, 300), false],
  ])('gauge: %s', (_label, mode, p, expected) => {
    expect(isOutOfGaugePiece(mode, p)).toBe(expected);
  });
});
