/**
 * The CargoMap dashboard widget (issue 13 "A map of cargo in transit"): the same map as on /insights,
 * in the widget frame with its loading, empty and error states.
 */
import { WidgetFrame, widgetStateOf } from '../../../components/dashboard/widget-frame.tsx';
import type { WidgetProps } from '../../../lib/dashboard-widgets.ts';
import { useInTransit } from '../api/transit.ts';
import { CargoMapContent } from './cargo-map-content.tsx';
import { CARGO_MAP_TEXTS } from './cargo-map-rules.ts';

const MAP_HEIGHT = 340;

export function CargoMapWidget({ item }: WidgetProps) {
  const inTransit = useInTransit();
  const state = widgetStateOf(inTransit, {
    empty: inTransit.data?.totalCount === 0,
    emptyMessage: CARGO_MAP_TEXTS.empty,
  });
  return (
    <WidgetFrame title={item.componentNameValue} state={state}>
      {inTransit.data && <CargoMapContent data={inTransit.data} height={MAP_HEIGHT} />}
    </WidgetFrame>
  );
}
