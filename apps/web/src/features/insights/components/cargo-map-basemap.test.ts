import { describe, expect, it } from 'vitest';
import { withoutAntimeridianJump, worldGeoJson } from './cargo-map-basemap.ts';

const rings = (geometry: { type: string; coordinates: unknown }): number[][][] =>
  geometry.type === 'Polygon'
    ? (geometry.coordinates as number[][][])
    : (geometry.coordinates as number[][][][]).flat();

describe('the basemap', () => {
  it('holds the Natural Earth countries, without Antarctica', () => {
    const world = worldGeoJson();
    expect(world.features.length).toBeGreaterThan(170);
    const names = world.features.map((f) => (f.properties as { name?: string } | null)?.name);
    expect(names).toContain('Australia');
    expect(names).not.toContain('Antarctica');
  });

  it('has no ring that jumps across the antimeridian', () => {
    for (const f of worldGeoJson().features) {
      for (const ring of rings(f.geometry as { type: string; coordinates: unknown })) {
        for (let i = 1; i < ring.length; i++) {
          expect(Math.abs((ring[i]?.[0] ?? 0) - (ring[i - 1]?.[0] ?? 0))).toBeLessThanOrEqual(180);
        }
      }
    }
  });

  it.each([
    [
      'a ring that does not cross is kept',
      [
        [10, 0],
        [20, 0],
        [20, 5],
        [10, 0],
      ],
      [
        [10, 0],
        [20, 0],
        [20, 5],
        [10, 0],
      ],
    ],
    [
      'a crossing ring is kept on the east side',
      [
        [179, -16],
        [-179.5, -16],
        [-179.5, -17],
        [179, -16],
      ],
      [
        [179, -16],
        [180.5, -16],
        [180.5, -17],
        [179, -16],
      ],
    ],
  ])('%s', (_label, ring, expected) => {
    expect(withoutAntimeridianJump(ring)).toEqual(expected);
  });
});
