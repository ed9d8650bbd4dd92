/**
 * The CargoMap dashboard widget (issue 13 "A map of cargo in transit"): the same map as on /insights,
 * in the widget frame with its loading, empty and error states.
 */
import { WidgetFrame, type WidgetState } from '../../../components/dashboard/widget-frame.tsx';
import type { WidgetProps } from '../../../lib/dashboard-widgets.ts';
import { useInTransit } from '../api/transit.ts';
import { CargoMapContent } from './cargo-map-content.tsx';
import { CARGO_MAP_TEXTS } from './cargo-map-rules.ts';

const MAP_HEIGHT = 340;

export function CargoMapWidget({ item }: WidgetProps) {
  const inTransit = useInTransit();
  const state: WidgetState = inTransit.isPending
    ? { status: 'loading' }
    : inTransit.isError
      ? { status: 'error' }
      : inTransit.data.totalCount === 0
        ? { status: 'empty', message: CARGO_MAP_TEXTS.empty }
        : { status: 'ready' };
  return (
    <WidgetFrame title={item.componentNameValue} state={state}>
      {inTransit.data && <CargoMapContent data={inTransit.data} height={MAP_HEIGHT} />}
    </WidgetFrame>
  );
}
