/**
 * Which feature draws each dashboard widget (lib/dashboard-widgets.ts): features do not import each
 * other, so the app layer maps widget names to lazy loaders; a widget's chunk loads when the layout
 * shows it.
 */
import type { WidgetLoaders } from '../lib/dashboard-widgets.ts';

export const dashboardWidgets: WidgetLoaders = {
  PresetSearches: () =>
    import('../features/tracking/components/widgets/preset-searches-widget.tsx').then(
      (m) => m.PresetSearchesWidget,
    ),
  SupportTeam: () =>
    import('../features/home/widgets/support-team-widget.tsx').then((m) => m.SupportTeamWidget),
  PriorityShipments: () =>
    import('../features/tracking/components/widgets/priority-shipments-widget.tsx').then(
      (m) => m.PriorityShipmentsWidget,
    ),
  Chat: () => import('../features/chat/components/chat-widget.tsx').then((m) => m.ChatWidget),
  FavouriteShipments: () =>
    import('../features/tracking/components/widgets/favourite-shipments-widget.tsx').then(
      (m) => m.FavouriteShipmentsWidget,
    ),
  TrackingSearch: () =>
    import('../features/tracking/components/widgets/search-widgets.tsx').then((m) => m.TrackingSearchWidget),
  DeliverySearch: () =>
    import('../features/tracking/components/widgets/search-widgets.tsx').then((m) => m.DeliverySearchWidget),
  NewsFeed: () => import('../features/home/widgets/news-feed-widget.tsx').then((m) => m.NewsFeedWidget),
  Notifications: () =>
    import('../features/notifications/components/notifications-widget.tsx').then(
      (m) => m.NotificationsWidget,
    ),
  CubicCalculator: () =>
    import('../features/home/widgets/cubic-calculator-widget.tsx').then((m) => m.CubicCalculatorWidget),
  ExchangeRateCalculator: () =>
    import('../features/home/widgets/exchange-rate-widget.tsx').then((m) => m.ExchangeRateWidget),
  InsightsReport: () =>
    import('../features/insights/components/insights-report-widget.tsx').then((m) => m.InsightsReportWidget),
  KeyMetricTiles: () =>
    import('../features/home/widgets/key-metrics-widget.tsx').then((m) => m.KeyMetricsWidget),
  Co2Emissions: () =>
    import('../features/insights/components/co2-emissions-widget.tsx').then((m) => m.Co2EmissionsWidget),
  ShippingCalculator: () =>
    import('../features/insights/components/shipping-calculator-widget.tsx').then(
      (m) => m.ShippingCalculatorWidget,
    ),
  CargoMap: () =>
    import('../features/insights/components/cargo-map-widget.tsx').then((m) => m.CargoMapWidget),
};
