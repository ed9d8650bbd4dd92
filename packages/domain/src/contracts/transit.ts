/**
 * Cargo in transit and lane estimates (issue 13: "A map of cargo in transit" and widget 15 "Shipping
 * calculator"). The spec shows no paths for either, so they are designed here:
 * - GET /api/transit/inTransit: the caller's shipments between departure (ATD) and arrival (ATA), each
 *   with its load and discharge ports and a position interpolated between them by the time elapsed;
 * - GET /api/transit/laneEstimate: the typical port-to-port transit on a lane from the caller's past
 *   shipments, and the CO2e per tonne from the emissions model;
 * - GET /api/transit/ports: the port type-ahead (UN/LOCODE and name, from 3 characters, hub §5), in
 *   the shape of the spec's port option (RL_Code, RL_Portname) until getPortNames lands.
 * Data is the caller's scope: a customer user's own organisation group, staff every group.
 */
import { z } from 'zod';
import { HUB_ROUTE_RULES } from '../rules/access.ts';
import { TRANSPORT_MODES } from '../rules/filters/catalogue.ts';
import { TYPEAHEAD_MIN_CHARS } from '../rules/filters/constants.ts';
import { defineEndpoint } from './endpoint.ts';

const tags = ['transit'] as const;

/** At most this many shipments are drawn on the map; the answer says how many there are in all. */
export const IN_TRANSIT_LIMIT = 500;
/** The lane estimate reads at most this many of the lane's latest arrivals. */
export const LANE_SAMPLE_LIMIT = 500;
/** The port type-ahead answers at most this many ports. */
export const PORT_OPTIONS_LIMIT = 20;

/** A UN/LOCODE: 2-letter country, 3 letters or digits 2-9 (case-insensitive, answered upper case). */
export const unLocodeSchema = z
  .string()
  .trim()
  .toUpperCase()
  .regex(/^[A-Z]{2}[A-Z2-9]{3}$/, 'a UN/LOCODE such as AUMEL')
  .describe('A UN/LOCODE, e.g. AUMEL.');

export const transportModeSchema = z.enum(TRANSPORT_MODES);
export type TransitMode = z.infer<typeof transportModeSchema>;

const coordinates = z.object({ latitude: z.number(), longitude: z.number() });

export const transitPortSchema = z
  .object({
    code: z.string().describe('UN/LOCODE.'),
    name: z.string(),
    country: z.string(),
    latitude: z.number(),
    longitude: z.number(),
  })
  .meta({ id: 'TransitPort' });
export type TransitPort = z.infer<typeof transitPortSchema>;

export const inTransitShipmentSchema = z
  .object({
    ShipKey: z.string().describe('For /shipment/:key.'),
    ShipNumber: z.string(),
    TransportMode: transportModeSchema,
    loadPort: transitPortSchema,
    dischargePort: transitPortSchema,
    ATD: z.string().describe('Actual departure, ISO 8601.'),
    ETA: z.string().nullable().describe('The current estimated arrival, ISO 8601.'),
    firstETA: z
      .string()
      .nullable()
      .describe('The first estimate of the arrival (the scheduled arrival, STA), ISO 8601.'),
    progress: z.number().min(0).max(1).describe('Share of the transit time elapsed (ATD → ETA), 0..1.'),
    position: coordinates.describe(
      'Interpolated along the great circle between the ports by `progress`: not a tracked position.',
    ),
    lateRisk: z.boolean().describe('The ETA is later than the first estimate.'),
    delayHours: z.number().int().describe('Hours the ETA is past the first estimate (0 when not late).'),
  })
  .meta({ id: 'InTransitShipment' });
export type InTransitShipment = z.infer<typeof inTransitShipmentSchema>;

export const inTransitResponseSchema = z.object({
  shipments: z.array(inTransitShipmentSchema),
  totalCount: z
    .number()
    .int()
    .describe(
      `Shipments in transit in the scope; at most ${IN_TRANSIT_LIMIT} are listed, earliest ETA first.`,
    ),
  lateCount: z.number().int().describe('Of totalCount, those at late risk.'),
  asOf: z.string().describe('The moment positions were computed for, ISO 8601.'),
});
export type InTransitResponse = z.infer<typeof inTransitResponseSchema>;

export const laneEstimateQuerySchema = z.object({
  origin: unLocodeSchema,
  destination: unLocodeSchema,
  mode: transportModeSchema,
});
export type LaneEstimateQuery = z.input<typeof laneEstimateQuerySchema>;

export const laneEstimateResponseSchema = z.object({
  origin: transitPortSchema.nullable().describe('null when the code is not a known port.'),
  destination: transitPortSchema.nullable(),
  mode: transportModeSchema,
  transit: z
    .object({
      medianDays: z.number(),
      minDays: z.number(),
      maxDays: z.number(),
      sampleSize: z.number().int(),
    })
    .nullable()
    .describe(
      `From the latest ${LANE_SAMPLE_LIMIT} arrived shipments of the scope on the lane (ATD → ATA); null when there are none.`,
    ),
  co2ePerTonneKg: z
    .number()
    .nullable()
    .describe(
      'Well-to-wheel kg CO2e per tonne for the port pair (emissions model); null for an unknown port.',
    ),
  distanceKm: z
    .number()
    .nullable()
    .describe("The distance the emissions model charges (great circle + the mode's correction)."),
  factorVersion: z.string(),
});
export type LaneEstimateResponse = z.infer<typeof laneEstimateResponseSchema>;

/** hub §3 "port option" (RL_Portname, RL_Code), with the country. */
export const portOptionSchema = z
  .object({ RL_Code: z.string(), RL_Portname: z.string(), country: z.string() })
  .meta({ id: 'PortOption' });
export type PortOption = z.infer<typeof portOptionSchema>;

export const transitEndpoints = {
  inTransit: defineEndpoint({
    method: 'GET',
    path: '/api/transit/inTransit',
    access: HUB_ROUTE_RULES.tracking,
    tags,
    description: `The caller's shipments between departure (ATD) and arrival (ATA) whose load and discharge ports have coordinates, earliest ETA first, at most ${IN_TRANSIT_LIMIT}; totalCount counts them all. Positions are interpolated along the great circle between the ports by the share of the ATD → ETA time elapsed (clamped 0..1). Late risk: the ETA is later than the first estimate (STA).`,
    responses: { 200: inTransitResponseSchema },
    example: {},
  }),
  laneEstimate: defineEndpoint({
    method: 'GET',
    path: '/api/transit/laneEstimate',
    access: HUB_ROUTE_RULES.home,
    tags,
    description: `The shipping calculator (issue 13, widget 15): median, min and max transit days of the caller's arrived shipments loaded at origin and discharged at destination by that mode (the latest ${LANE_SAMPLE_LIMIT}), and the CO2e per tonne of the port pair from the emissions model. A bad code or mode answers 400 naming the field.`,
    query: laneEstimateQuerySchema,
    records: [
      { in: 'query', name: 'origin', exempt: 'a UN/LOCODE (reference data); it only narrows the scope' },
      { in: 'query', name: 'destination', exempt: 'a UN/LOCODE (reference data); it only narrows the scope' },
    ],
    responses: { 200: laneEstimateResponseSchema },
    example: { query: { origin: 'CNSHA', destination: 'AUMEL', mode: 'SEA' } },
  }),
  ports: defineEndpoint({
    method: 'GET',
    path: '/api/transit/ports',
    access: HUB_ROUTE_RULES.home,
    tags,
    description: `Port type-ahead: ports whose UN/LOCODE or name contains q (${TYPEAHEAD_MIN_CHARS}+ characters, hub §5), codes starting with q first, at most ${PORT_OPTIONS_LIMIT}.`,
    query: z.object({ q: z.string().trim().min(TYPEAHEAD_MIN_CHARS).max(60) }),
    responses: { 200: z.object({ result: z.array(portOptionSchema) }) },
    example: { query: { q: 'mel' } },
  }),
};
