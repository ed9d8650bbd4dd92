/**
 * The dashboard layout (hub §3 "Dashboard layout item", hub §7 customLayout GET/PUT and
 * customLayoutSettings POST; issue 13). The widget catalogue is rules/dashboard/widgets.ts.
 */
import { z } from 'zod';
import { HUB_ROUTE_RULES } from '../rules/access.ts';
import {
  DELIVERY_PRESETS,
  INSIGHT_REPORT_IDS,
  MAX_SELECTED_TILES,
  TRACKING_PRESETS,
  WIDGET_ACCESS,
  WIDGET_NAMES,
  WIDGET_TYPES,
} from '../rules/dashboard/widgets.ts';
import { defineEndpoint } from './endpoint.ts';

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

/** A whole layout: each widget at most once (the layout rules check the rest). */
export const customLayoutSchema = z.array(layoutItemSchema).max(WIDGET_NAMES.length);

export const customLayoutResponseSchema = z.object({
  customLayout: customLayoutSchema.describe(
    "The caller's effective layout: the saved one (or hub §2's default when none was saved), without the widgets the caller may not have.",
  ),
});
export type CustomLayoutResponse = z.infer<typeof customLayoutResponseSchema>;

export const customLayoutBodySchema = z.object({ customLayout: customLayoutSchema });
export type CustomLayoutBody = z.input<typeof customLayoutBodySchema>;

export const customLayoutSettingsBodySchema = z.object({
  componentName: widgetNameSchema,
  config: layoutItemConfigSchema,
});
export type CustomLayoutSettingsBody = z.input<typeof customLayoutSettingsBodySchema>;

const tags = ['dashboard'] as const;
const access = HUB_ROUTE_RULES.home;

const tileKeyExempt = 'a key-metric code (rules/key-metrics.ts), not a record';
const reportIdExempt = 'an insights report id (INSIGHT_REPORTS), not a record';

/**
 * hub §7 customLayout (GET/PUT) and customLayoutSettings (POST). The layout is the signed-in user's
 * own (under view-as, the viewed user's, as the other user settings calls); it never names another
 * user's or group's record.
 */
export const dashboardEndpoints = {
  getCustomLayout: defineEndpoint({
    method: 'GET',
    path: '/api/user/customLayout',
    access,
    tags,
    summary: "The caller's dashboard layout",
    description:
      "The layout the caller's home page draws: the saved one, or hub §2's default (Preset Searches (0,0), Support Team (1,0), Priority Shipments (0,1), Chat (1,1), Favourites Shipments (0,2, size 2)) when none was saved, without widgets the caller may not have (their access flags, local view, home country: rules/dashboard/layout.ts), with overlaps resolved and rows compacted.",
    responses: { 200: customLayoutResponseSchema },
    example: {},
  }),
  putCustomLayout: defineEndpoint({
    method: 'PUT',
    path: '/api/user/customLayout',
    access,
    tags,
    summary: "Saves the caller's dashboard layout",
    description:
      "Replaces the caller's layout. Refused (400 naming the field, e.g. customLayout.2.x) when an item is out of the grid (x 0 or 1), has a size its widget does not take, is size 2 away from x 0, overlaps another, repeats a widget, carries options its widget does not take or more than 8 tiles, or is a widget the caller may not have. Catalogue fields (componentNameValue, requireAccess, widgetType, configurable) are taken from the widget catalogue, not from the request. Answers the effective layout.",
    body: customLayoutBodySchema,
    records: [
      { in: 'body', name: 'customLayout.*.config.selectedItems.*.key', exempt: tileKeyExempt },
      { in: 'body', name: 'customLayout.*.config.reportId', exempt: reportIdExempt },
    ],
    responses: { 200: customLayoutResponseSchema },
    example: {
      body: {
        customLayout: [
          {
            componentName: 'PresetSearches',
            componentNameValue: 'Preset Searches',
            size: 1,
            requireAccess: [],
            widgetType: 'COMPONENT',
            configurable: true,
            x: 0,
            y: 0,
            config: { trackingPresets: ['ARRIVING_5_DAYS'], deliveriesPresets: ['STORAGE_3_DAYS'] },
          },
          {
            componentName: 'SupportTeam',
            componentNameValue: 'Support Team',
            size: 1,
            requireAccess: [],
            widgetType: 'COMPONENT',
            configurable: false,
            x: 1,
            y: 0,
            config: {},
          },
        ],
      },
    },
  }),
  customLayoutSettings: defineEndpoint({
    method: 'POST',
    path: '/api/user/customLayoutSettings',
    access,
    tags,
    summary: "Sets one widget's options",
    description:
      "Sets the options (config) of one configurable widget on the caller's layout: selectedItems for KeyMetricTiles (at most 8 key-metric codes), trackingPresets/deliveriesPresets for PresetSearches, reportId for InsightsReport. 400 naming the field when the widget is not on the caller's layout, has no options, or the options are not its own. Answers the effective layout. On failure /customize shows 'AN ERROR OCCURRED, PLEASE TRY AGAIN LATER' (hub §8).",
    body: customLayoutSettingsBodySchema,
    records: [
      { in: 'body', name: 'config.selectedItems.*.key', exempt: tileKeyExempt },
      { in: 'body', name: 'config.reportId', exempt: reportIdExempt },
    ],
    responses: { 200: customLayoutResponseSchema },
    example: {
      body: {
        componentName: 'PresetSearches',
        config: { trackingPresets: ['ARRIVING_5_DAYS', 'DEPARTING_5_DAYS'] },
      },
    },
  }),
};
