/**
 * A shipment's planned, estimated and actual dates over time (issue 11): every date a carrier event
 * or a staff edit brought is kept, so the detail screen can show how the ETD and ETA moved, when,
 * and from which source. Staff can also change the dates themselves (a notification source).
 */
import { z } from 'zod';
import { HUB_ROUTE_RULES } from '../rules/access.ts';
import { defineEndpoint } from './endpoint.ts';

export const DATE_FIELDS = ['etd', 'eta', 'atd', 'ata', 'cargoAvailable', 'gatedOut'] as const;
export const dateFieldSchema = z.enum(DATE_FIELDS);
export type DateField = z.infer<typeof dateFieldSchema>;

/** DCSA's classifiers: planned, estimated, actual. Staff edits are estimates unless they say otherwise. */
export const dateClassifierSchema = z.enum(['PLN', 'EST', 'ACT']);
export type DateClassifier = z.infer<typeof dateClassifierSchema>;

export const dateHistoryEntrySchema = z
  .object({
    field: dateFieldSchema,
    classifier: dateClassifierSchema,
    value: z.iso.datetime(),
    containerNumber: z.string().nullable(),
    source: z.string().describe("Where the date came from: a carrier feed's name, or 'Staff'."),
    recordedAt: z.iso.datetime().describe('When the portal received it.'),
    applied: z.boolean().describe('False when a newer date had already been applied (out of order).'),
  })
  .meta({ id: 'DateHistoryEntry' });
export type DateHistoryEntry = z.infer<typeof dateHistoryEntrySchema>;

export const dateHistorySchema = z
  .object({ history: z.array(dateHistoryEntrySchema) })
  .meta({ id: 'DateHistory' });

const shipKeyParams = z.object({ ShipKey: z.string().trim().min(1).max(100) });

export const changeShipmentDatesBodySchema = z
  .object({
    ETD: z.iso.datetime({ offset: true }).nullable().optional(),
    ETA: z.iso.datetime({ offset: true }).nullable().optional(),
  })
  .refine((b) => b.ETD !== undefined || b.ETA !== undefined, {
    message: 'Give ETD, ETA or both.',
    path: ['ETA'],
  });
export type ChangeShipmentDatesBody = z.input<typeof changeShipmentDatesBodySchema>;

export const shipmentDatesSchema = z.object({
  ETD: z.iso.datetime().nullable(),
  ETA: z.iso.datetime().nullable(),
  ATD: z.iso.datetime().nullable(),
  ATA: z.iso.datetime().nullable(),
});

const tags = ['shipments'];
const exampleShipKey = 'AU-S01009240';

export const shipmentDateEndpoints = {
  dateHistory: defineEndpoint({
    method: 'GET',
    path: '/api/shipments/:ShipKey/dateHistory',
    access: HUB_ROUTE_RULES.tracking,
    tags,
    description:
      'Every planned, estimated and actual date the shipment received, oldest first (the ETA and ETD history).',
    params: shipKeyParams,
    records: [{ in: 'params', name: 'ShipKey', kind: 'shipmentKey' }],
    responses: { 200: dateHistorySchema },
    example: { params: { ShipKey: exampleShipKey } },
  }),
  changeDates: defineEndpoint({
    method: 'PUT',
    path: '/api/shipments/:ShipKey/dates',
    access: HUB_ROUTE_RULES.adminOverview,
    tags,
    description:
      "Staff (NU and above) change a shipment's ETD or ETA; the change is kept in the history and notifies the record's subscribers.",
    params: shipKeyParams,
    body: changeShipmentDatesBodySchema,
    records: [{ in: 'params', name: 'ShipKey', kind: 'shipmentKey' }],
    responses: { 200: shipmentDatesSchema },
    example: { params: { ShipKey: exampleShipKey }, body: { ETA: '2026-12-02T06:00:00.000Z' } },
  }),
};
