/** What the cargo map's chart, list and legend share (issue 13): the late-risk classes and the link to a shipment. */

export type CargoMapClass = {
  late: boolean;
  label: string;
  /** ECharts symbol: the classes differ by shape as well as by colour. */
  symbol: 'circle' | 'triangle';
  colour: string;
  colourDark: string;
};

export const CARGO_MAP_CLASSES: readonly CargoMapClass[] = [
  { late: false, label: 'ON TIME', symbol: 'circle', colour: '#1c7ed6', colourDark: '#4dabf7' },
  { late: true, label: 'LATE RISK', symbol: 'triangle', colour: '#d9480f', colourDark: '#ff922b' },
];

export const CARGO_MAP_TEXTS = {
  title: 'CARGO IN TRANSIT',
  note: 'Positions are estimated: each shipment is placed along the great circle between its load and discharge ports by the share of the time elapsed from departure to ETA, not tracked.',
  lateRule: 'Late risk: the ETA is later than the first estimated arrival.',
  empty: 'No shipments in transit.',
  views: { map: 'MAP', list: 'LIST' },
} as const;

export const shipmentPath = (shipKey: string) => `/shipment/${encodeURIComponent(shipKey)}`;
