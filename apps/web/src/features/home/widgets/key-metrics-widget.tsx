/**
 * KEY METRICS widget (hub §2; issue 13 item 13): the existing tiles with the layout item's selection
 * (config.selectedItems). The widget requires tracking access (catalogue), so the tiles' call is
 * only made for users who may see them.
 */
import type { WidgetProps } from '../../../lib/dashboard-widgets.ts';
import { KeyMetricTiles } from '../components/key-metric-tiles.tsx';

export function KeyMetricsWidget({ item }: WidgetProps) {
  return <KeyMetricTiles title={item.componentNameValue} selected={item.config?.selectedItems} />;
}
