/** Test data for the cargo map and the shipping calculator (issue 13). */
import type { LayoutItem } from '@navia/domain/contracts/dashboard';
import type { InTransitResponse, InTransitShipment } from '@navia/domain/contracts/transit';
import { type WidgetName, widgetDefinition } from '@navia/domain/rules/dashboard/widgets';

export function layoutItemFor(name: WidgetName): LayoutItem {
  const w = widgetDefinition(name);
  return {
    componentName: name,
    componentNameValue: w.title,
    size: w.defaultSize,
    requireAccess: [...w.requireAccess],
    widgetType: w.widgetType,
    configurable: w.configurable,
    x: 0,
    y: 0,
    config: {},
  };
}

const SHANGHAI = { code: 'CNSHA', name: 'Shanghai', country: 'CN', latitude: 31.23, longitude: 121.47 };
const MELBOURNE = { code: 'AUMEL', name: 'Melbourne', country: 'AU', latitude: -37.84, longitude: 144.92 };

let n = 0;
export function buildInTransit(overrides: Partial<InTransitShipment> = {}): InTransitShipment {
  n += 1;
  return {
    ShipKey: `KEY-${n}`,
    ShipNumber: `S0000${n}`,
    TransportMode: 'SEA',
    loadPort: SHANGHAI,
    dischargePort: MELBOURNE,
    ATD: '2026-11-20T00:00:00.000Z',
    ETA: '2026-12-05T00:00:00.000Z',
    firstETA: '2026-12-05T00:00:00.000Z',
    progress: 0.5,
    position: { latitude: -4, longitude: 135 },
    lateRisk: false,
    delayHours: 0,
    ...overrides,
  };
}

export function inTransitAnswer(
  shipments: InTransitShipment[],
  extra: Partial<InTransitResponse> = {},
): InTransitResponse {
  return {
    shipments,
    totalCount: shipments.length,
    lateCount: shipments.filter((s) => s.lateRisk).length,
    asOf: '2026-11-28T00:00:00.000Z',
    ...extra,
  };
}
