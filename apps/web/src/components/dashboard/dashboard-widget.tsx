/**
 * One dashboard widget, loaded through the app's widget loaders (lib/dashboard-widgets.ts) and drawn
 * inside Suspense and an error boundary: while its chunk loads it shows its frame with a loader; if
 * the chunk fails or the widget throws, its frame shows 'AN ERROR OCCURRED' and the page goes on.
 */
import type { LayoutItem } from '@navia/domain/contracts/dashboard';
import {
  Component,
  type ComponentType,
  type ErrorInfo,
  type LazyExoticComponent,
  lazy,
  type ReactNode,
  Suspense,
} from 'react';
import { useDashboardWidgets, type WidgetLoader, type WidgetProps } from '../../lib/dashboard-widgets.ts';
import { WidgetFrame } from './widget-frame.tsx';

const lazyWidgets = new WeakMap<WidgetLoader, LazyExoticComponent<ComponentType<WidgetProps>>>();

function lazyWidget(loader: WidgetLoader) {
  let found = lazyWidgets.get(loader);
  if (!found) {
    found = lazy(async () => ({ default: await loader() }));
    lazyWidgets.set(loader, found);
  }
  return found;
}

type BoundaryProps = { fallback: ReactNode; children: ReactNode };

/** Contains a widget's failure to the widget. */
class WidgetErrorBoundary extends Component<BoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error('A dashboard widget failed', error, info.componentStack);
  }

  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}

export function DashboardWidget({ item }: { item: LayoutItem }) {
  const loaders = useDashboardWidgets();
  const loader = loaders?.[item.componentName];
  const title = item.componentNameValue;
  if (!loader) return <WidgetFrame title={title} state={{ status: 'error' }} />;
  const Widget = lazyWidget(loader);
  return (
    <WidgetErrorBoundary fallback={<WidgetFrame title={title} state={{ status: 'error' }} />}>
      <Suspense fallback={<WidgetFrame title={title} state={{ status: 'loading' }} />}>
        <Widget item={item} />
      </Suspense>
    </WidgetErrorBoundary>
  );
}
