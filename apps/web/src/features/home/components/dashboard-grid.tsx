/**
 * The dashboard grid of / (hub §2, issue 13): two columns (x 0 or 1, size 1 or 2), the layout's
 * rows in order; one column below 768 px, in reading order. Each widget is drawn by its feature
 * through the widget loaders (components/dashboard/dashboard-widget.tsx), contained by an error
 * boundary, in a cell that reserves its height, so the page does not shift as widgets load.
 *
 * The grid here is a CSS grid with the same geometry as react-grid-layout's on /customize, where
 * the layout is edited: / only draws it, and a CSS grid does that with no script, no measuring
 * pass and no layout shift, keeping react-grid-layout (about 22 KB gzip) out of the home route.
 */
import type { LayoutItem } from '@navia/domain/contracts/dashboard';
import type { CSSProperties } from 'react';
import { DashboardWidget } from '../../../components/dashboard/dashboard-widget.tsx';
import { WIDGET_HEIGHTS } from '../../../components/dashboard/grid-geometry.ts';
import classes from './dashboard-grid.module.css';

export function DashboardGrid({ layout }: { layout: readonly LayoutItem[] }) {
  const sorted = [...layout].sort((a, b) => a.y - b.y || a.x - b.x);
  return (
    <ul className={classes.grid} aria-label="Dashboard widgets" data-testid="dashboard-grid">
      {sorted.map((item) => (
        <li
          key={item.componentName}
          className={classes.cell}
          style={
            {
              '--dashboard-col': `${item.x + 1} / span ${item.size}`,
              '--dashboard-row': `${item.y + 1}`,
              height: WIDGET_HEIGHTS[item.componentName],
            } as CSSProperties
          }
        >
          <DashboardWidget item={item} />
        </li>
      ))}
    </ul>
  );
}
