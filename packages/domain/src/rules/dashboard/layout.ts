/**
 * The dashboard layout rules (hub §2 "Home page", §3 "Dashboard layout item", §6, issue 13): the
 * default layout, which widgets a user is offered, the layout a user actually sees, validation of
 * a layout sent by /customize, and the edits /customize makes (move, resize, add, remove) that keep
 * a layout valid. Pure: the server and the web share them.
 *
 * The grid has two columns (x 0 or 1) and rows (y). A widget of size 2 spans both columns, so it
 * sits at x 0. Rows are compacted upwards (as react-grid-layout's vertical compaction does).
 *
 * hub §6 "Local view and home country affect which widgets are listed" is not detailed by the
 * spec; the rule chosen here (LOCAL_VIEW_HIDDEN_WIDGETS, WIDGET_HOME_COUNTRIES):
 * - local view: chat is off in local view (rules/chat.ts LOCAL_MODE), so the Chat widget is not
 *   listed; and the Cargo In Transit map, a worldwide view, is not listed either, since local view
 *   narrows the portal to the user's own country.
 * - home country: the Delivery Search widget (delivery and storage bookings run by the provider's
 *   own depots) is listed only for home countries with those depots, Australia and New Zealand.
 */
import type { HomeCountry } from '../../constants.ts';
import { type LayoutItem, type LayoutItemConfig, layoutItemSchema } from '../../contracts/dashboard.ts';
import { type AccessSubject, hasAccess, hasGroupWidget } from '../access.ts';
import { isKeyMetricCode } from '../key-metrics.ts';
import {
  MAX_SELECTED_TILES,
  WIDGET_ACCESS_RULES,
  WIDGET_NAMES,
  WIDGETS,
  type WidgetDefinition,
  type WidgetName,
  widgetDefinition,
} from './widgets.ts';

/** The part of the current user the layout rules read. */
export type LayoutUser = {
  subject: AccessSubject;
  localViewActive: boolean;
  homeCountry: HomeCountry | string;
};

/** Widgets not listed while the user's local view is on (see the file comment). */
export const LOCAL_VIEW_HIDDEN_WIDGETS: readonly WidgetName[] = ['Chat', 'CargoMap'];

/** Widgets listed only for users of these home countries (see the file comment). */
export const WIDGET_HOME_COUNTRIES: Readonly<Partial<Record<WidgetName, readonly HomeCountry[]>>> = {
  DeliverySearch: ['AU', 'NZ'],
};

/** The config keys each configurable widget takes (hub §3 config, hub §6 presets). */
export const WIDGET_CONFIG_KEYS: Readonly<Partial<Record<WidgetName, readonly (keyof LayoutItemConfig)[]>>> =
  {
    PresetSearches: ['trackingPresets', 'deliveriesPresets'],
    InsightsReport: ['reportId'],
    KeyMetricTiles: ['selectedItems'],
  };

/** A layout item for `name` at (x, y), its catalogue fields filled from the widget catalogue. */
export function layoutItemOf(
  name: WidgetName,
  x: 0 | 1,
  y: number,
  size?: 1 | 2,
  config: LayoutItemConfig = {},
): LayoutItem {
  const w = widgetDefinition(name);
  return {
    componentName: name,
    componentNameValue: w.title,
    size: size ?? w.defaultSize,
    requireAccess: [...w.requireAccess],
    widgetType: w.widgetType,
    configurable: w.configurable,
    x,
    y,
    config,
  };
}

/** hub §2: Preset Searches (0,0), Support Team (1,0), Priority Shipments (0,1), Chat (1,1), Favourites Shipments (0,2, size 2). */
export const DEFAULT_LAYOUT: readonly LayoutItem[] = Object.freeze([
  layoutItemOf('PresetSearches', 0, 0, 1),
  layoutItemOf('SupportTeam', 1, 0, 1),
  layoutItemOf('PriorityShipments', 0, 1, 1),
  layoutItemOf('Chat', 1, 1, 1),
  layoutItemOf('FavouriteShipments', 0, 2, 2),
]);

/** Whether `user` may be offered widget `w` (access flags, local view, home country). */
export function isWidgetAvailable(w: WidgetDefinition, user: LayoutUser): boolean {
  // issue 15: staff switch widgets off per organisation group (staff themselves keep every widget).
  if (!hasGroupWidget(user.subject, w.name)) return false;
  if (!w.requireAccess.every((flag) => hasAccess(user.subject, WIDGET_ACCESS_RULES[flag]))) return false;
  if (user.localViewActive && LOCAL_VIEW_HIDDEN_WIDGETS.includes(w.name)) return false;
  const countries = WIDGET_HOME_COUNTRIES[w.name];
  if (countries && !countries.includes(user.homeCountry as HomeCountry)) return false;
  return true;
}

/** The widgets `user` may be offered, in catalogue order. */
export function availableWidgets(user: LayoutUser): WidgetDefinition[] {
  return WIDGETS.filter((w) => isWidgetAvailable(w, user));
}

// Geometry

type Box = Pick<LayoutItem, 'x' | 'y' | 'size'>;

function columnsOf(item: Box): number[] {
  return item.size === 2 ? [0, 1] : [item.x];
}

export function collides(a: Box, b: Box): boolean {
  if (a.y !== b.y) return false;
  const cols = columnsOf(b);
  return columnsOf(a).some((c) => cols.includes(c));
}

function byPosition(a: Box, b: Box): number {
  return a.y - b.y || a.x - b.x;
}

/**
 * Vertical compaction: in reading order, each item moves up one row at a time while the row above
 * is free (react-grid-layout's compactType 'vertical'). Items keep their column.
 */
export function compactLayout(items: readonly LayoutItem[]): LayoutItem[] {
  const placed: LayoutItem[] = [];
  for (const item of [...items].sort(byPosition)) {
    const next = { ...item };
    while (next.y > 0 && !placed.some((p) => collides({ ...next, y: next.y - 1 }, p))) next.y -= 1;
    placed.push(next);
  }
  return placed.sort(byPosition);
}

/**
 * Keeps `fixed` items where they are and pushes every other item down until it no longer overlaps
 * an item placed before it (reading order), then compacts.
 */
function settle(items: readonly LayoutItem[], fixed: readonly WidgetName[]): LayoutItem[] {
  const placed: LayoutItem[] = items.filter((i) => fixed.includes(i.componentName)).map((i) => ({ ...i }));
  const rest = items.filter((i) => !fixed.includes(i.componentName)).sort(byPosition);
  for (const item of rest) {
    const next = { ...item };
    while (placed.some((p) => collides(next, p))) next.y += 1;
    placed.push(next);
  }
  return compactLayout(placed);
}

function normaliseGeometry(item: LayoutItem): LayoutItem {
  const w = widgetDefinition(item.componentName);
  const size = w.sizes.includes(item.size) ? item.size : w.defaultSize;
  return { ...item, size, x: size === 2 ? 0 : item.x };
}

/** The config of `item` reduced to the keys its widget takes (none for a widget without options). */
function configFor(name: WidgetName, config: LayoutItemConfig | undefined): LayoutItemConfig {
  const keys = WIDGET_CONFIG_KEYS[name] ?? [];
  const out: Record<string, unknown> = {};
  for (const key of keys) if (config?.[key] !== undefined) out[key] = config[key];
  return out as LayoutItemConfig;
}

/**
 * The layout `user` sees: the saved one (DEFAULT_LAYOUT when none was saved), without widgets the
 * user may not have, without unknown or repeated widgets, with catalogue fields refreshed, sizes
 * the widget allows, overlaps resolved and rows compacted. A saved item the contract's
 * layoutItemSchema refuses is dropped. A saved empty layout stays empty.
 */
export function effectiveLayout(saved: unknown, user: LayoutUser): LayoutItem[] {
  const source: unknown[] = Array.isArray(saved) ? saved : [...DEFAULT_LAYOUT];
  const seen = new Set<WidgetName>();
  const items: LayoutItem[] = [];
  for (const raw of source) {
    const parsed = layoutItemSchema.safeParse(raw);
    const item = parsed.success ? parsed.data : null;
    if (!item || seen.has(item.componentName)) continue;
    if (!isWidgetAvailable(widgetDefinition(item.componentName), user)) continue;
    seen.add(item.componentName);
    const fresh = layoutItemOf(
      item.componentName,
      item.x,
      item.y,
      item.size,
      configFor(item.componentName, item.config),
    );
    items.push(normaliseGeometry({ ...fresh, ...pickReport(item) }));
  }
  return settle(items, []);
}

function pickReport(item: LayoutItem): Partial<LayoutItem> {
  const out: Partial<LayoutItem> = {};
  if (item.reportURL !== undefined) out.reportURL = item.reportURL;
  if (item.reportFilters !== undefined) out.reportFilters = item.reportFilters;
  return out;
}

// Validation

export type LayoutProblem = { field: string; message: string };

/**
 * The problems of a layout sent by /customize, each naming its field (`customLayout.2.x`): x 0 or
 * 1, a size the widget allows, a size-2 widget at x 0, no overlap, each widget at most once,
 * config only for configurable widgets and only their keys, at most MAX_SELECTED_TILES known,
 * distinct tiles. `prefix` is the field name of the array.
 */
export function validateLayout(items: readonly LayoutItem[], prefix = 'customLayout'): LayoutProblem[] {
  const problems: LayoutProblem[] = [];
  const seen = new Map<WidgetName, number>();
  items.forEach((item, index) => {
    const at = `${prefix}.${index}`;
    if (!(WIDGET_NAMES as readonly string[]).includes(item.componentName)) {
      problems.push({ field: `${at}.componentName`, message: 'is not a known widget' });
      return;
    }
    const w = widgetDefinition(item.componentName);
    const first = seen.get(item.componentName);
    if (first !== undefined) {
      problems.push({
        field: `${at}.componentName`,
        message: `${w.title} is already on the layout (item ${first})`,
      });
    } else seen.set(item.componentName, index);
    if (item.x !== 0 && item.x !== 1) problems.push({ field: `${at}.x`, message: 'must be 0 or 1' });
    if (!Number.isInteger(item.y) || item.y < 0) {
      problems.push({ field: `${at}.y`, message: 'must be a whole number from 0' });
    }
    if (!w.sizes.includes(item.size)) {
      problems.push({ field: `${at}.size`, message: `${w.title} takes size ${w.sizes.join(' or ')}` });
    } else if (item.size === 2 && item.x !== 0) {
      problems.push({ field: `${at}.x`, message: 'a widget of size 2 spans both columns, so x must be 0' });
    }
    const keys = Object.keys(item.config ?? {}).filter(
      (k) => (item.config as Record<string, unknown>)[k] !== undefined,
    );
    const allowed = (WIDGET_CONFIG_KEYS[item.componentName] ?? []) as readonly string[];
    for (const key of keys) {
      if (!allowed.includes(key)) {
        problems.push({
          field: `${at}.config.${key}`,
          message: w.configurable ? `is not an option of ${w.title}` : `${w.title} has no options`,
        });
      }
    }
    const tiles = item.config?.selectedItems;
    if (tiles) {
      if (tiles.length > MAX_SELECTED_TILES) {
        problems.push({
          field: `${at}.config.selectedItems`,
          message: `at most ${MAX_SELECTED_TILES} tiles`,
        });
      }
      const keysSeen = new Set<string>();
      tiles.forEach((tile, t) => {
        if (!isKeyMetricCode(tile.key)) {
          problems.push({ field: `${at}.config.selectedItems.${t}.key`, message: 'is not a key metric' });
        } else if (keysSeen.has(tile.key)) {
          problems.push({ field: `${at}.config.selectedItems.${t}.key`, message: 'is already selected' });
        }
        keysSeen.add(tile.key);
      });
    }
  });
  items.forEach((item, index) => {
    for (let j = 0; j < index; j++) {
      const other = items[j];
      if (other && collides(item, other)) {
        problems.push({
          field: `${prefix}.${index}.y`,
          message: `overlaps ${other.componentNameValue || other.componentName} at row ${item.y}`,
        });
        break;
      }
    }
  });
  return problems;
}

// Edits (/customize): each returns a valid, compacted layout.

export type MoveDirection = 'up' | 'down' | 'left' | 'right';

/** Moves widget `name` one step; the widget it lands on takes its place. Unchanged when it cannot move. */
export function moveWidget(
  items: readonly LayoutItem[],
  name: WidgetName,
  direction: MoveDirection,
): LayoutItem[] {
  const item = items.find((i) => i.componentName === name);
  if (!item) return compactLayout(items);
  const target = { ...item };
  if (direction === 'up') target.y -= 1;
  else if (direction === 'down') target.y += 1;
  else if (direction === 'left') target.x = 0;
  else if (item.size === 1) target.x = 1;
  if (target.y < 0 || (target.x === item.x && target.y === item.y)) return compactLayout(items);
  const others = items.filter((i) => i.componentName !== name);
  const moved = others.map((other) => {
    if (!collides(target, other)) return other;
    return direction === 'left' || direction === 'right' ? { ...other, x: item.x } : { ...other, y: item.y };
  });
  const swapped = moved.filter((m, i) => m !== others[i]).map((m) => m.componentName);
  return settle([target, ...moved], [name, ...swapped]);
}

/**
 * Puts widget `name` at (x, y) with `size` (a drop or a resize on the grid): the widgets there move
 * down, then the rows close up. A size-2 widget goes to x 0; a size its widget does not take is
 * ignored.
 */
export function placeWidget(
  items: readonly LayoutItem[],
  name: WidgetName,
  x: number,
  y: number,
  size?: number,
): LayoutItem[] {
  const item = items.find((i) => i.componentName === name);
  if (!item) return compactLayout(items);
  const sizes: readonly number[] = widgetDefinition(name).sizes;
  const nextSize = (size !== undefined && sizes.includes(size) ? size : item.size) as 1 | 2;
  const target: LayoutItem = {
    ...item,
    size: nextSize,
    x: nextSize === 2 || x <= 0 ? 0 : 1,
    y: Math.max(0, Math.floor(y)),
  };
  return settle([target, ...items.filter((i) => i.componentName !== name)], [name]);
}

/** Whether moveWidget would change the layout. */
export function canMoveWidget(
  items: readonly LayoutItem[],
  name: WidgetName,
  direction: MoveDirection,
): boolean {
  const before = compactLayout(items);
  const after = moveWidget(items, name, direction);
  return !sameLayout(before, after);
}

/** Sets the size of widget `name` (when the widget allows it); others in its row move down. */
export function resizeWidget(items: readonly LayoutItem[], name: WidgetName, size: 1 | 2): LayoutItem[] {
  const item = items.find((i) => i.componentName === name);
  if (!item || !widgetDefinition(name).sizes.includes(size)) return compactLayout(items);
  const next: LayoutItem = { ...item, size, x: size === 2 ? 0 : item.x };
  return settle([next, ...items.filter((i) => i.componentName !== name)], [name]);
}

/** Adds widget `name` (not already there): a size-1 widget in the first free cell, a wider one at the bottom. */
export function addWidget(items: readonly LayoutItem[], name: WidgetName): LayoutItem[] {
  if (items.some((i) => i.componentName === name)) return compactLayout(items);
  const w = widgetDefinition(name);
  const bottom = items.reduce((max, i) => Math.max(max, i.y + 1), 0);
  let item = layoutItemOf(name, 0, bottom, w.defaultSize);
  if (w.defaultSize === 1) {
    search: for (let y = 0; y <= bottom; y++) {
      for (const x of [0, 1] as const) {
        const candidate = { x, y, size: 1 as const };
        if (!items.some((i) => collides(candidate, i))) {
          item = layoutItemOf(name, x, y, 1);
          break search;
        }
      }
    }
  }
  return compactLayout([...items, item]);
}

/** Removes widget `name`; the rows close up. */
export function removeWidget(items: readonly LayoutItem[], name: WidgetName): LayoutItem[] {
  return compactLayout(items.filter((i) => i.componentName !== name));
}

/** Sets the options of widget `name` (only the keys it takes). */
export function configureWidget(
  items: readonly LayoutItem[],
  name: WidgetName,
  config: LayoutItemConfig,
): LayoutItem[] {
  return items.map((i) => (i.componentName === name ? { ...i, config: configFor(name, config) } : i));
}

/** Same widgets at the same places, sizes and options. */
export function sameLayout(a: readonly LayoutItem[], b: readonly LayoutItem[]): boolean {
  if (a.length !== b.length) return false;
  const key = (i: LayoutItem) =>
    `${i.componentName}:${i.x}:${i.y}:${i.size}:${JSON.stringify(i.config ?? {})}`;
  const as = a.map(key).sort();
  const bs = b.map(key).sort();
  return as.every((k, i) => k === bs[i]);
}
