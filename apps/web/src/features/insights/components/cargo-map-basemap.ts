/**
 * The cargo map's basemap, shipped with the app (issue 13: no network, no map key): Natural Earth
 * 1:110m country shapes from the world-atlas package (TopoJSON, 108 KB raw, 38 KB gzip), turned into
 * GeoJSON with topojson-client and registered with ECharts once. Only the lazy map chunk imports it.
 */
import { feature } from 'topojson-client';
import countries110m from 'world-atlas/countries-110m.json';

export const BASEMAP_NAME = 'navia-world';
/** Antarctica (ISO 3166 numeric 010) takes a fifth of a world map and no cargo goes there. */
const LEFT_OUT = new Set(['010']);

type Position = number[];
type Geometry = { type: string; coordinates: unknown };

/**
 * A ring that crosses the antimeridian (Fiji, Russia's Chukotka) jumps from +180 to -180 and ECharts,
 * which draws in longitude and latitude, strokes that jump across the whole map. Such a ring is
 * kept on its eastern side: its western longitudes are moved by +360.
 */
export function withoutAntimeridianJump(ring: readonly Position[]): Position[] {
  const jumps = ring.some((p, i) => i > 0 && Math.abs((p[0] ?? 0) - (ring[i - 1]?.[0] ?? 0)) > 180);
  if (!jumps) return [...ring];
  return ring.map(([lon = 0, lat = 0]) => [lon < 0 ? lon + 360 : lon, lat]);
}

function fixGeometry(geometry: Geometry): Geometry {
  if (geometry.type === 'Polygon') {
    const rings = geometry.coordinates as Position[][];
    return { ...geometry, coordinates: rings.map(withoutAntimeridianJump) };
  }
  if (geometry.type === 'MultiPolygon') {
    const polygons = geometry.coordinates as Position[][][];
    return { ...geometry, coordinates: polygons.map((rings) => rings.map(withoutAntimeridianJump)) };
  }
  return geometry;
}

/** The countries as a GeoJSON FeatureCollection, without Antarctica, no ring jumping the antimeridian. */
export function worldGeoJson() {
  // world-atlas ships a TopoJSON Topology whose `countries` object holds the country geometries; the
  // JSON module's inferred type is wider than topojson-client's Topology type, hence the cast.
  const topology = countries110m as unknown as Parameters<typeof feature>[0];
  const countries = topology.objects.countries;
  if (!countries) throw new Error('world-atlas countries-110m has no countries object');
  const collection = feature(topology, countries);
  const features = 'features' in collection ? collection.features : [collection];
  return {
    type: 'FeatureCollection' as const,
    features: features
      .filter((f) => !LEFT_OUT.has(String(f.id)))
      .map((f) => ({ ...f, geometry: fixGeometry(f.geometry as Geometry) })),
  };
}
