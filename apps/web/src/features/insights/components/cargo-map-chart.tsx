/**
 * The cargo map's chart (issue 13), in its own lazy chunk: ECharts from 'echarts/core' with only the
 * scatter chart and the geo and tooltip components, over the basemap shipped with the app. One
 * series per late-risk class (colour and symbol differ; the legend with counts is HTML, in
 * cargo-map-content.tsx), a tooltip per shipment, and a click opens /shipment/:key. The list view is the keyboard and screen-reader alternative (cargo-map-list.tsx).
 */
import { useComputedColorScheme } from '@mantine/core';
import type { InTransitShipment } from '@navia/domain/contracts/transit';
import dayjs from 'dayjs';
import { ScatterChart } from 'echarts/charts';
import { GeoComponent, TooltipComponent } from 'echarts/components';
import * as echarts from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';
import { useEffect, useRef } from 'react';
import { BASEMAP_NAME, worldGeoJson } from './cargo-map-basemap.ts';
import { CARGO_MAP_CLASSES, type CargoMapClass, shipmentPath } from './cargo-map-rules.ts';

echarts.use([ScatterChart, GeoComponent, TooltipComponent, CanvasRenderer]);

let registered = false;
function registerBasemap() {
  if (registered) return;
  // registerMap's GeoJSON type is ECharts' own; topojson-client's FeatureCollection has the same shape.
  echarts.registerMap(BASEMAP_NAME, worldGeoJson() as unknown as Parameters<typeof echarts.registerMap>[1]);
  registered = true;
}

type Point = { name: string; value: [number, number]; shipment: InTransitShipment };

const encode = echarts.format.encodeHTML;

function tooltipOf(s: InTransitShipment): string {
  const eta = s.ETA ? dayjs(s.ETA).format('DD MMM YYYY') : '—';
  const risk = s.lateRisk ? `LATE RISK: ETA ${s.delayHours} h past the first estimate` : 'ON TIME';
  return [
    `<strong>${encode(s.ShipNumber)}</strong> · ${encode(s.TransportMode)}`,
    `${encode(s.loadPort.name)} (${encode(s.loadPort.code)}) → ${encode(s.dischargePort.name)} (${encode(s.dischargePort.code)})`,
    `ETA ${encode(eta)} · ${Math.round(s.progress * 100)}% of the way`,
    encode(risk),
  ].join('<br/>');
}

const palette = (dark: boolean) => ({
  land: dark ? '#3b3f46' : '#dfe3e8',
  border: dark ? '#25262b' : '#ffffff',
});

function optionOf(shipments: readonly InTransitShipment[], dark: boolean): echarts.EChartsCoreOption {
  const colours = palette(dark);
  const series = CARGO_MAP_CLASSES.map((c: CargoMapClass) => ({
    type: 'scatter' as const,
    name: c.label,
    coordinateSystem: 'geo',
    symbol: c.symbol,
    symbolSize: 9,
    itemStyle: { color: dark ? c.colourDark : c.colour, borderColor: colours.border, borderWidth: 1 },
    emphasis: { scale: 1.6 },
    cursor: 'pointer',
    data: shipments
      .filter((s) => s.lateRisk === c.late)
      .map<Point>((s) => ({
        name: s.ShipNumber,
        value: [s.position.longitude, s.position.latitude],
        shipment: s,
      })),
  }));
  return {
    animation: false,
    geo: {
      map: BASEMAP_NAME,
      roam: true,
      scaleLimit: { min: 1, max: 12 },
      itemStyle: { areaColor: colours.land, borderColor: colours.border, borderWidth: 0.5 },
      emphasis: { disabled: true },
      select: { disabled: true },
      silent: true,
      // No box position: ECharts then fits the map in the chart keeping its aspect (top and bottom
      // alone would size it by the height and crop it on a narrow screen).
    },
    tooltip: {
      trigger: 'item',
      confine: true,
      formatter: (params: unknown) => {
        const point = (params as { data?: Point }).data;
        return point ? tooltipOf(point.shipment) : '';
      },
    },
    series,
  };
}

export function CargoMapChart({
  shipments,
  height,
  label,
  onOpen,
}: {
  shipments: readonly InTransitShipment[];
  height: number;
  /** What the map shows, for screen readers (the list view has the details). */
  label: string;
  onOpen: (path: string) => void;
}) {
  const container = useRef<HTMLDivElement>(null);
  const chart = useRef<echarts.ECharts | null>(null);
  const dark = useComputedColorScheme('light') === 'dark';
  const open = useRef(onOpen);
  open.current = onOpen;

  useEffect(() => {
    const element = container.current;
    if (!element) return;
    registerBasemap();
    const instance = echarts.init(element, null, { renderer: 'canvas' });
    chart.current = instance;
    instance.on('click', (params) => {
      const point = params.data as Point | undefined;
      if (point?.shipment) open.current(shipmentPath(point.shipment.ShipKey));
    });
    const observer = new ResizeObserver(() => instance.resize());
    observer.observe(element);
    return () => {
      observer.disconnect();
      instance.dispose();
      chart.current = null;
    };
  }, []);

  useEffect(() => {
    chart.current?.setOption(optionOf(shipments, dark), { notMerge: true });
  }, [shipments, dark]);

  // A world map is about twice as wide as high: on a narrow screen a shorter box leaves no blank band.
  return (
    <div
      ref={container}
      role="img"
      aria-label={label}
      style={{ height: `min(${height}px, 75vw)`, width: '100%' }}
    />
  );
}
