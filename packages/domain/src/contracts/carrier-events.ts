/**
 * Carrier events (issue 11): the subscriber side of DCSA Track & Trace 2.2. An admin registers a
 * feed (name and the secret agreed with the carrier) and gives the carrier its callback URL; the
 * carrier POSTs signed events there. Events that match no shipment are parked for an admin.
 * None of these paths are in the spec; they are designed here and written into the OpenAPI.
 */
import { z } from 'zod';
import { HUB_ROUTE_RULES } from '../rules/access.ts';
import { apiErrorSchema, okSchema } from './common.ts';
import { dcsaNotificationBodySchema } from './dcsa-tnt.ts';
import { defineEndpoint } from './endpoint.ts';

export const carrierFeedSchema = z
  .object({
    _id: z.uuid(),
    name: z.string(),
    callbackUrl: z
      .string()
      .describe('Where the carrier POSTs its events (give it to the carrier with the secret).'),
    active: z.boolean(),
    createdAt: z.iso.datetime(),
    lastEventAt: z.iso.datetime().nullable(),
  })
  .meta({ id: 'CarrierFeed' });

export const registerFeedBodySchema = z.object({
  name: z.string().trim().min(1, 'This field is required.').max(100),
  secret: z
    .string()
    .min(32, 'A minimum of 32 characters is required')
    .max(256)
    .describe('The shared secret the carrier signs with (HMAC-SHA256); never shown again.'),
});
export type RegisterFeedBody = z.input<typeof registerFeedBodySchema>;

export const carrierEventsAnswerSchema = z
  .object({
    received: z.number().int(),
    applied: z.number().int().describe('Events that matched at least one shipment.'),
    duplicates: z.number().int().describe('Events already received (same eventID): applied once.'),
    unmatched: z.number().int().describe('Events that matched no shipment: parked for an admin.'),
  })
  .meta({ id: 'CarrierEventsAnswer' });

export const parkedEventSchema = z.object({
  eventID: z.string(),
  eventType: z.string(),
  feedName: z.string(),
  receivedAt: z.iso.datetime(),
  eventCreatedDateTime: z.iso.datetime(),
  references: z.array(z.string()).describe('The container numbers, bills of lading and bookings it named.'),
  payload: z.unknown(),
});

const feedParams = z.object({ feedId: z.uuid() });

/**
 * The DCSA event's own codes and references (the tenant-isolation guard reads names ending in Code
 * or ID as record ids): they name no portal record; the server matches the event to shipments itself.
 */
const DCSA_REFERENCE_FIELDS = [
  'eventID',
  'eventClassifierCode',
  'transportEventTypeCode',
  'delayReasonCode',
  'transportCallID',
  'eventTypeCode',
  'transportCall.transportCallID',
  'transportCall.carrierServiceCode',
  'transportCall.UNLocationCode',
  'transportCall.facilityCode',
  'transportCall.facilityTypeCode',
  'transportCall.location.UNLocationCode',
  'transportCall.location.facilityCode',
  'transportCall.location.address.postCode',
  'transportCall.vessel.vesselOperatorCarrierCode',
  'shipmentEventTypeCode',
  'documentID',
  'documentTypeCode',
  'shipmentInformationTypeCode',
  'shipmentID',
  'equipmentEventTypeCode',
  'ISOEquipmentCode',
  'emptyIndicatorCode',
  'eventLocation.UNLocationCode',
  'eventLocation.facilityCode',
  'eventLocation.address.postCode',
] as const;
const dcsaReferenceRecords = DCSA_REFERENCE_FIELDS.map((name) => ({
  in: 'body' as const,
  name: `*.${name}`,
  exempt:
    'A code or reference of the carrier’s event, not a portal record; the server matches events to shipments.',
}));
const tags = ['carrier events'];
const exampleFeedId = '6f1d2c3b-4a5e-4f60-8a7b-9c0d1e2f3a4b';

export const carrierEventEndpoints = {
  listFeeds: defineEndpoint({
    method: 'GET',
    path: '/api/carrierEvents/feeds',
    access: HUB_ROUTE_RULES.admin,
    tags,
    description: 'The registered carrier feeds (NA only); secrets are never returned.',
    responses: { 200: z.object({ feeds: z.array(carrierFeedSchema) }) },
    example: {},
  }),
  registerFeed: defineEndpoint({
    method: 'POST',
    path: '/api/carrierEvents/feeds',
    access: HUB_ROUTE_RULES.admin,
    tags,
    description: 'Registers a DCSA T&T 2.2 feed (NA only) and answers its callback URL.',
    body: registerFeedBodySchema,
    responses: { 200: carrierFeedSchema },
    example: { body: { name: 'Maersk T&T', secret: 'c2VjcmV0LXNoYXJlZC13aXRoLXRoZS1jYXJyaWVyLTEyMzQ1Ng' } },
  }),
  deactivateFeed: defineEndpoint({
    method: 'DELETE',
    path: '/api/carrierEvents/feeds/:feedId',
    access: HUB_ROUTE_RULES.admin,
    tags,
    description: 'Stops accepting a feed’s events (NA only); what it sent is kept.',
    params: feedParams,
    records: [
      { in: 'params', name: 'feedId', exempt: 'Feeds belong to the provider, not to a customer group.' },
    ],
    responses: { 200: okSchema },
    example: { params: { feedId: exampleFeedId } },
  }),
  receiveEvents: defineEndpoint({
    method: 'POST',
    path: '/api/carrierEvents/feeds/:feedId/events',
    access: 'public',
    tags,
    description:
      'The callback of a DCSA T&T 2.2 subscription. Needs `Notification-Signature: sha256=<hex HMAC-SHA256 of the raw body>` with the feed’s secret (401 otherwise). Idempotent on eventID.',
    params: feedParams,
    body: dcsaNotificationBodySchema,
    records: [
      { in: 'params', name: 'feedId', exempt: 'Feeds belong to the provider; the signature authenticates.' },
      ...dcsaReferenceRecords,
    ],
    responses: { 200: carrierEventsAnswerSchema, 401: apiErrorSchema },
    example: {
      params: { feedId: exampleFeedId },
      body: [
        {
          eventID: '3f2b1c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d',
          eventType: 'TRANSPORT',
          eventClassifierCode: 'EST',
          eventDateTime: '2026-12-03T06:00:00Z',
          eventCreatedDateTime: '2026-11-23T10:00:00Z',
          transportEventTypeCode: 'ARRI',
          transportCall: {
            transportCallID: '8b64d20b-523b-4491-b2e5-32cfa5174eed',
            modeOfTransport: 'VESSEL',
            UNLocationCode: 'AUMEL',
            vessel: { vesselIMONumber: '9321483', vesselName: 'NAVIA STAR' },
          },
          documentReferences: [{ documentReferenceType: 'TRD', documentReferenceValue: 'MAEU123456789' }],
        },
      ],
    },
  }),
  unmatchedEvents: defineEndpoint({
    method: 'GET',
    path: '/api/carrierEvents/unmatched',
    access: HUB_ROUTE_RULES.admin,
    tags,
    description: 'Events that matched no shipment, newest first (NA only): parked, never dropped.',
    query: z.object({ limit: z.coerce.number().int().min(1).max(500).default(100) }),
    responses: { 200: z.object({ events: z.array(parkedEventSchema) }) },
    example: { query: { limit: 50 } },
  }),
};
