/** STUB (issue 13): the cargo-in-transit map, drawn on /insights and in the CargoMap widget. Owned by the transit helper. */
export function CargoMapView({ height = 420 }: { height?: number }) {
  return <div style={{ height }}>Coming soon.</div>;
}
