/**
 * The seam between the dashboard (features/home: the grid and /customize) and the widgets, which
 * live in the features whose data they show (a favourites table in tracking, the general chat in
 * chat, the notifications list in notifications…). Features do not import each other, so the app
 * layer (app/dashboard-widgets.ts) maps each widget name to a loader and provides the map here;
 * the grid loads a widget's chunk only when the layout shows it.
 */
import type { LayoutItem } from '@navia/domain/contracts/dashboard';
import type { WidgetName } from '@navia/domain/rules/dashboard/widgets';
import { type ComponentType, createContext, useContext } from 'react';

export type WidgetProps = {
  /** The widget's layout item: its size, position and config (tiles, presets, report). */
  item: LayoutItem;
};

export type WidgetLoader = () => Promise<ComponentType<WidgetProps>>;
export type WidgetLoaders = Readonly<Record<WidgetName, WidgetLoader>>;

export const DashboardWidgetsContext = createContext<WidgetLoaders | null>(null);

/** The widget loaders the app layer provides, or null where it provides none (a test). */
export function useDashboardWidgets(): WidgetLoaders | null {
  return useContext(DashboardWidgetsContext);
}
