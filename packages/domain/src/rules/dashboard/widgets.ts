/**
 * The dashboard's widgets (hub §2 "Widgets", issue 13): their names, titles, the access a widget
 * needs (hub §6 "Widgets can require the access flags insights, tracking or deliveries") and the
 * sizes it may take. componentName is the stable id a saved layout stores; componentNameValue is
 * the title the user sees. The layout rules (defaults, validation, what a user is offered) are in
 * layout.ts.
 */
import { type AccessRule, HUB_ROUTE_RULES } from '../access.ts';

export const WIDGET_NAMES = [
  'PresetSearches',
  'SupportTeam',
  'PriorityShipments',
  'Chat',
  'FavouriteShipments',
  'TrackingSearch',
  'DeliverySearch',
  'NewsFeed',
  'Notifications',
  'CubicCalculator',
  'ExchangeRateCalculator',
  'InsightsReport',
  'KeyMetricTiles',
  'Co2Emissions',
  'ShippingCalculator',
  'CargoMap',
] as const;
export type WidgetName = (typeof WIDGET_NAMES)[number];

/** hub §3 "Dashboard layout item" widgetType. */
export const WIDGET_TYPES = ['COMPONENT', 'BI_REPORT', 'TILES'] as const;
export type WidgetType = (typeof WIDGET_TYPES)[number];

/** hub §6: the access flags a widget can require. */
export const WIDGET_ACCESS = ['insights', 'tracking', 'deliveries'] as const;
export type WidgetAccess = (typeof WIDGET_ACCESS)[number];

/** The route rule behind each access flag (deliveries are the delivery search's rule). */
export const WIDGET_ACCESS_RULES: Readonly<Record<WidgetAccess, AccessRule>> = {
  insights: HUB_ROUTE_RULES.insights,
  tracking: HUB_ROUTE_RULES.tracking,
  deliveries: HUB_ROUTE_RULES.delivery,
};

export type WidgetDefinition = {
  name: WidgetName;
  /** componentNameValue: the title shown on the widget and in /customize. */
  title: string;
  widgetType: WidgetType;
  /** Access the user needs to be offered the widget (all of them). */
  requireAccess: readonly WidgetAccess[];
  /** Has options set in /customize (tiles, presets, report). */
  configurable: boolean;
  /** Sizes the widget may take (hub §9: 1 or 2 columns). */
  sizes: readonly (1 | 2)[];
  defaultSize: 1 | 2;
};

function widget(
  name: WidgetName,
  title: string,
  options: Partial<Omit<WidgetDefinition, 'name' | 'title'>> = {},
): WidgetDefinition {
  return {
    name,
    title,
    widgetType: options.widgetType ?? 'COMPONENT',
    requireAccess: options.requireAccess ?? [],
    configurable: options.configurable ?? false,
    sizes: options.sizes ?? [1, 2],
    defaultSize: options.defaultSize ?? 1,
  };
}

/** Every widget, in the order /customize lists them. */
export const WIDGETS: readonly WidgetDefinition[] = [
  widget('PresetSearches', 'Preset Searches', { configurable: true }),
  widget('SupportTeam', 'Support Team'),
  widget('PriorityShipments', 'Priority Shipments', { requireAccess: ['tracking'] }),
  widget('Chat', 'Chat'),
  // hub §9 "favourites is 2": its default; a user may still narrow it (issue 13 "resize Favourites").
  widget('FavouriteShipments', 'Favourites Shipments', { requireAccess: ['tracking'], defaultSize: 2 }),
  widget('TrackingSearch', 'Tracking Search', { requireAccess: ['tracking'] }),
  widget('DeliverySearch', 'Delivery Search', { requireAccess: ['deliveries'] }),
  widget('NewsFeed', 'News Feed'),
  widget('Notifications', 'Notifications'),
  widget('CubicCalculator', 'Cubic Calculator'),
  widget('ExchangeRateCalculator', 'Exchange Rate Calculator'),
  widget('InsightsReport', 'Insights Report', {
    widgetType: 'BI_REPORT',
    requireAccess: ['insights'],
    configurable: true,
  }),
  widget('KeyMetricTiles', 'Key Metrics', {
    widgetType: 'TILES',
    requireAccess: ['tracking'],
    configurable: true,
    defaultSize: 2,
  }),
  widget('Co2Emissions', 'CO2 Emissions', { requireAccess: ['tracking'] }),
  widget('ShippingCalculator', 'Shipping Calculator'),
  // A world map needs both columns.
  widget('CargoMap', 'Cargo In Transit', { requireAccess: ['tracking'], sizes: [2], defaultSize: 2 }),
];

const BY_NAME = new Map(WIDGETS.map((w) => [w.name, w]));

export function widgetDefinition(name: WidgetName): WidgetDefinition {
  const definition = BY_NAME.get(name);
  if (!definition) throw new Error(`Unknown widget ${name}`);
  return definition;
}

/**
 * The reports an INSIGHTS REPORT widget can show (config.reportId), one per chart of /insights.
 * The insights feature draws them; /customize offers them by these titles.
 */
export const INSIGHT_REPORTS = [
  { id: 'shipmentsByMonth', title: 'Shipments by month and mode' },
  { id: 'onTimePerformance', title: 'On-time performance' },
  { id: 'transitTimes', title: 'Median transit time per lane' },
  { id: 'dwellTimes', title: 'Dwell time from arrival to delivery' },
  { id: 'emissions', title: 'CO2e by mode and lane' },
  { id: 'topParties', title: 'Top suppliers and consignees' },
] as const;
export type InsightReportId = (typeof INSIGHT_REPORTS)[number]['id'];
export const INSIGHT_REPORT_IDS = INSIGHT_REPORTS.map((r) => r.id) as [InsightReportId, ...InsightReportId[]];

/** hub §9 preset windows: arriving or departing in 5 or 30 days; going into storage in 3, 5 or 7 days. */
export const TRACKING_PRESETS = [
  'ARRIVING_5_DAYS',
  'ARRIVING_30_DAYS',
  'DEPARTING_5_DAYS',
  'DEPARTING_30_DAYS',
] as const;
export type TrackingPreset = (typeof TRACKING_PRESETS)[number];
export const DELIVERY_PRESETS = ['STORAGE_3_DAYS', 'STORAGE_5_DAYS', 'STORAGE_7_DAYS'] as const;
export type DeliveryPreset = (typeof DELIVERY_PRESETS)[number];

/** hub §9: up to 8 key-metric tiles on the KEY METRICS widget. */
export const MAX_SELECTED_TILES = 8;
/** hub §9: widget arrows scroll 150 px. */
export const WIDGET_SCROLL_STEP_PX = 150;
