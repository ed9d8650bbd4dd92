/**
 * The dashboard grid's geometry: each widget reserves a height (hub §9 table heights, 25rem
 * reports), a row is as tall as its tallest widget, so the page does not shift as widgets load
 * (CLS); below 768 px the grid is one column.
 */
import type { WidgetName } from '@navia/domain/rules/dashboard/widgets';

/** Below this width the dashboard is one column. */
export const ONE_COLUMN_BELOW_PX = 768;

/** The height each widget reserves, in px (its card, title included). */
export const WIDGET_HEIGHTS: Readonly<Record<WidgetName, number>> = {
  PresetSearches: 440,
  SupportTeam: 440,
  PriorityShipments: 440,
  Chat: 480,
  FavouriteShipments: 480,
  TrackingSearch: 200,
  DeliverySearch: 200,
  NewsFeed: 440,
  Notifications: 440,
  CubicCalculator: 440,
  ExchangeRateCalculator: 440,
  InsightsReport: 480,
  KeyMetricTiles: 240,
  Co2Emissions: 440,
  ShippingCalculator: 440,
  CargoMap: 480,
};
