/** STUB (issue 13): replaced by the helper that owns this widget. */
import { WidgetFrame } from '../../../components/dashboard/widget-frame.tsx';
import type { WidgetProps } from '../../../lib/dashboard-widgets.ts';

export function Co2EmissionsWidget({ item }: WidgetProps) {
  return <WidgetFrame title={item.componentNameValue} state={{ status: 'empty', message: 'Coming soon.' }} />;
}
