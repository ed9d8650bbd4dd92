/**
 * The dashboard layout (hub §3 "Dashboard layout item", hub §7 customLayout GET/PUT and
 * customLayoutSettings POST; issue 13). The widget catalogue is rules/dashboard/widgets.ts.
 */
import { z } from 'zod';
import {
  DELIVERY_PRESETS,
  INSIGHT_REPORT_IDS,
  MAX_SELECTED_TILES,
  TRACKING_PRESETS,
  WIDGET_ACCESS,
  WIDGET_NAMES,
  WIDGET_TYPES,
} from '../rules/dashboard/widgets.ts';

export const widgetNameSchema = z.enum(WIDGET_NAMES);

/** hub §3 config: selectedItems (key-metric tiles), reportId, and the preset options of hub §6. */
export const layoutItemConfigSchema = z
  .object({
    selectedItems: z.array(z.object({ key: z.string().min(1).max(60) })).max(MAX_SELECTED_TILES),
    reportId: z.enum(INSIGHT_REPORT_IDS),
    trackingPresets: z.array(z.enum(TRACKING_PRESETS)),
    deliveriesPresets: z.array(z.enum(DELIVERY_PRESETS)),
  })
  .partial();
export type LayoutItemConfig = z.infer<typeof layoutItemConfigSchema>;

/** hub §3 "Dashboard layout item". x is the column (0 or 1), y the row; size is 1 or 2 columns. */
export const layoutItemSchema = z
  .object({
    componentName: widgetNameSchema,
    componentNameValue: z.string().max(60),
    size: z.union([z.literal(1), z.literal(2)]),
    requireAccess: z.array(z.enum(WIDGET_ACCESS)),
    widgetType: z.enum(WIDGET_TYPES),
    configurable: z.boolean(),
    x: z.union([z.literal(0), z.literal(1)]),
    y: z.number().int().min(0).max(100),
    config: layoutItemConfigSchema.default({}),
    reportURL: z.string().max(500).optional(),
    reportFilters: z.record(z.string(), z.unknown()).optional(),
  })
  .meta({ id: 'LayoutItem' });
export type LayoutItem = z.infer<typeof layoutItemSchema>;

/** STUB: the helper that owns this file declares the endpoints here. */
export const dashboardEndpoints = {};
