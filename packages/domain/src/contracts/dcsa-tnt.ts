/**
 * DCSA Track & Trace 2.2 events: what a carrier (the publisher) POSTs to a subscriber's callback URL.
 *
 * Derived from the DCSA OpenAPI repository (github.com/dcsaorg/DCSA-OpenAPI), release 2.2.0 of
 * 28 October 2021: `tnt/v2/TNT_v2.2.0.yaml` (info.version 2.2.0), whose event schemas are references
 * to SwaggerHub's EVENT_DOMAIN 1.0.4 and DCSA_DOMAIN 1.0.3, read in the resolved copy of the same
 * release, `tnt/v2/test/tnt_v2.2.0.yaml` (components.schemas transportEvent, equipmentEvent,
 * shipmentEvent; the `event` callback of POST /v2/event-subscriptions). Field names, enums, required
 * fields and maximum lengths are 2.2.0's. Where this file departs from it, it says so:
 * - eventID is required (2.2.0's baseEvent requires only eventCreatedDateTime): it is the key that
 *   makes a redelivered event a replay.
 * - UNLocationCode must match ^[A-Z]{2}[A-Z2-9]{3}$, the pattern DCSA_DOMAIN 3.0.0 added (2.2.0 gives
 *   maxLength 5 only): a code the shipment's ports are compared with must be a UN/LOCODE.
 * - documentReferences items: both fields are required (2.2.0 lists none: an item without them
 *   names nothing). 2.2.0's enum wrongly holds 'BKG (Booking)' and 'TRD (Transport Document)'; those
 *   are accepted and read as BKG and TRD, and the CBR and SHI codes of 2.3.0, which fixed that enum.
 *
 * Objects tolerate properties they do not declare (publishers add their own), as the spec's allOf
 * composition does; declared properties are checked. Date-times are ISO 8601 with an offset or Z.
 */
import { z } from 'zod';

/** The release these schemas follow (the API-Version header a 2.2 publisher sends). */
export const DCSA_TNT_VERSION = '2.2.0';

/**
 * The callback's signature header: `sha256=<hex HMAC-SHA256 of the raw request body>` under the
 * subscription's shared secret. 2.2.0: it covers the entire body, as UTF-8 bytes; sha256 is the only
 * signature type.
 */
export const NOTIFICATION_SIGNATURE_HEADER = 'Notification-Signature';

/** A Notification-Signature value: `sha256=` and 64 hex digits (spaces around it are allowed). */
export const notificationSignatureSchema = z
  .string()
  .trim()
  .regex(/^sha256=[0-9a-fA-F]{64}$/, 'expected sha256=<64 hex digits>')
  .transform((value) => value.slice('sha256='.length).toLowerCase());

const EVENT_CLASSIFIER_CODES = ['PLN', 'EST', 'ACT'] as const;
export type EventClassifierCode = (typeof EVENT_CLASSIFIER_CODES)[number];

const TRANSPORT_EVENT_TYPE_CODES = ['ARRI', 'DEPA'] as const;

export const EQUIPMENT_EVENT_TYPE_CODES = [
  'LOAD',
  'DISC',
  'GTIN',
  'GTOT',
  'STUF',
  'STRP',
  'PICK',
  'DROP',
  'INSP',
  'RSEA',
  'RMVD',
] as const;

const SHIPMENT_EVENT_TYPE_CODES = [
  'RECE',
  'DRFT',
  'PENA',
  'PENU',
  'REJE',
  'APPR',
  'ISSU',
  'SURR',
  'SUBM',
  'VOID',
  'CONF',
  'REQS',
  'CMPL',
  'HOLD',
  'RELS',
] as const;

/** What a shipment event's documentID points to. */
const DOCUMENT_TYPE_CODES = [
  'CBR',
  'BKG',
  'SHI',
  'SRM',
  'TRD',
  'ARN',
  'VGM',
  'CAS',
  'CUS',
  'DGD',
  'OOG',
] as const;

/** BKG: carrier booking reference; TRD: transport document (bill of lading) reference. */
const DOCUMENT_REFERENCE_TYPES = ['BKG', 'TRD', 'CBR', 'SHI'] as const;

const dateTime = z.iso.datetime({ offset: true });

/** A UN/LOCODE: country code and three letters or digits 2–9 (see the file comment). */
const unLocationCodeSchema = z.string().regex(/^[A-Z]{2}[A-Z2-9]{3}$/, 'expected a UN/LOCODE (e.g. AUMEL)');

const facilityCodeListProvider = z.enum(['BIC', 'SMDG']);

const addressSchema = z.looseObject({
  name: z.string().max(100).optional(),
  street: z.string().max(100).optional(),
  streetNumber: z.string().max(50).optional(),
  floor: z.string().max(50).optional(),
  postCode: z.string().max(10).optional(),
  city: z.string().max(65).optional(),
  stateRegion: z.string().max(65).optional(),
  country: z.string().max(75).optional(),
});

/** A location, also one without a UN/LOCODE. */
const dcsaLocationSchema = z.looseObject({
  locationName: z.string().max(100).optional(),
  latitude: z.string().max(10).optional(),
  longitude: z.string().max(11).optional(),
  UNLocationCode: unLocationCodeSchema.optional(),
  facilityCode: z.string().max(6).optional(),
  facilityCodeListProvider: facilityCodeListProvider.optional(),
  address: addressSchema.optional(),
});

const vesselSchema = z.looseObject({
  vesselIMONumber: z.string().max(7),
  vesselName: z.string().max(35).optional(),
  vesselFlag: z.string().max(2).optional(),
  vesselCallSignNumber: z.string().max(10).optional(),
  vesselOperatorCarrierCode: z.string().max(10).optional(),
  vesselOperatorCarrierCodeListProvider: z.enum(['SMDG', 'NMFTA']).optional(),
});

/** A vessel's (or rail, truck, barge) call at a place; where the event happened. */
const transportCallSchema = z.looseObject({
  transportCallID: z.string().max(100),
  carrierServiceCode: z.string().max(5).optional(),
  /** Deprecated in 2.2.0 in favour of the export and import voyage numbers (it holds the export one). */
  carrierVoyageNumber: z.string().max(50).optional(),
  exportVoyageNumber: z.string().max(50).optional(),
  importVoyageNumber: z.string().max(50).optional(),
  transportCallSequenceNumber: z.number().int().optional(),
  UNLocationCode: unLocationCodeSchema.optional(),
  facilityCode: z.string().max(6).optional(),
  facilityCodeListProvider: facilityCodeListProvider.optional(),
  facilityTypeCode: z
    .enum(['BOCR', 'CLOC', 'COFS', 'COYA', 'OFFD', 'DEPO', 'INTE', 'POTE', 'RAMP'])
    .optional(),
  otherFacility: z.string().max(50).optional(),
  modeOfTransport: z.enum(['VESSEL', 'RAIL', 'TRUCK', 'BARGE']),
  location: dcsaLocationSchema.optional(),
  vessel: vesselSchema.optional(),
});

/** A document the event relates to; the 2.2.0 enum's mistaken values are read as their codes. */
const documentReferenceTypeSchema = z.union([
  z.enum(DOCUMENT_REFERENCE_TYPES),
  z.literal('BKG (Booking)').transform(() => 'BKG' as const),
  z.literal('TRD (Transport Document)').transform(() => 'TRD' as const),
]);

const documentReferenceSchema = z.looseObject({
  documentReferenceType: documentReferenceTypeSchema,
  documentReferenceValue: z.string().min(1).max(100),
});

/** References given by the shipper or forwarder (FF, SI, PO, CR, AAO consignee, EQ equipment). */
const referenceSchema = z.looseObject({
  referenceType: z.enum(['FF', 'SI', 'PO', 'CR', 'AAO', 'EQ']),
  referenceValue: z.string().max(100),
});

const sealSchema = z.looseObject({
  sealNumber: z.string().max(15),
  sealSource: z.enum(['CAR', 'SHI', 'PHY', 'VET', 'CUS']).optional(),
  sealType: z.enum(['KLP', 'BLT', 'WIR']),
});

/** The fields every event has (baseEvent and baseEventBody). */
const baseEventFields = {
  /** format: uuid; any 8-4-4-4-12 hex form is taken (publishers' ids are not always RFC 9562). */
  eventID: z.guid(),
  /** When the publisher created the event: orders events about the same thing. */
  eventCreatedDateTime: dateTime,
  /** When the event took place or will take place. */
  eventDateTime: dateTime,
  eventClassifierCode: z.enum(EVENT_CLASSIFIER_CODES),
  references: z.array(referenceSchema).optional(),
};

/** Deprecated in 2.2.0: the transport call is carried whole. */
const deprecatedTransportCallID = z.string().max(100).optional();

export const transportEventSchema = z.looseObject({
  ...baseEventFields,
  eventType: z.literal('TRANSPORT'),
  transportEventTypeCode: z.enum(TRANSPORT_EVENT_TYPE_CODES),
  /** SMDG delay reason code. */
  delayReasonCode: z.string().max(3).optional(),
  /** Deprecated in 2.2.0: use changeRemark. */
  vesselScheduleChangeRemark: z.string().max(250).optional(),
  changeRemark: z.string().max(250).optional(),
  transportCallID: deprecatedTransportCallID,
  transportCall: transportCallSchema,
  /** Deprecated in 2.2.0: use transportEventTypeCode. */
  eventTypeCode: z.enum(TRANSPORT_EVENT_TYPE_CODES).optional(),
  documentReferences: z.array(documentReferenceSchema).optional(),
});
export type TransportEvent = z.infer<typeof transportEventSchema>;

export const equipmentEventSchema = z.looseObject({
  ...baseEventFields,
  eventType: z.literal('EQUIPMENT'),
  equipmentEventTypeCode: z.enum(EQUIPMENT_EVENT_TYPE_CODES),
  /** The container number (ISO 6346 where possible). */
  equipmentReference: z.string().max(15).optional(),
  /** ISO 6346 size and type code, e.g. 45G1. */
  ISOEquipmentCode: z.string().max(4).optional(),
  emptyIndicatorCode: z.enum(['EMPTY', 'LADEN']),
  eventLocation: dcsaLocationSchema.optional(),
  transportCallID: deprecatedTransportCallID,
  transportCall: transportCallSchema.optional(),
  documentReferences: z.array(documentReferenceSchema).optional(),
  seals: z.array(sealSchema).optional(),
  /** Deprecated in 2.2.0: use equipmentEventTypeCode. */
  eventTypeCode: z.enum(['LOAD', 'DISC', 'GTIN', 'GTOT', 'STUF', 'STRP']).optional(),
});
export type EquipmentEvent = z.infer<typeof equipmentEventSchema>;

export const shipmentEventSchema = z.looseObject({
  ...baseEventFields,
  eventType: z.literal('SHIPMENT'),
  shipmentEventTypeCode: z.enum(SHIPMENT_EVENT_TYPE_CODES),
  /** The id of the document documentTypeCode names (a booking reference, a B/L number, …). */
  documentID: z.string(),
  documentTypeCode: z.enum(DOCUMENT_TYPE_CODES),
  /** Deprecated in 2.2.0: use documentTypeCode. */
  shipmentInformationTypeCode: z.enum(['BOK', 'BKG', 'SHI', 'VGM', 'SRM', 'TRD', 'ARN']).optional(),
  /** Why the event was sent (2.2.0 gives no maximum length). */
  reason: z.string().optional(),
  /** Deprecated in 2.2.0: use shipmentEventTypeCode. */
  eventTypeCode: z.enum(['RECE', 'CONF', 'ISSU', 'APPR', 'SUBM', 'SURR', 'REJE', 'PENA']).optional(),
  /** Deprecated in 2.2.0: replaced by documentID. */
  shipmentID: z.guid().optional(),
});
export type ShipmentEvent = z.infer<typeof shipmentEventSchema>;

/** One T&T event; eventType tells which kind. */
export const dcsaEventSchema = z.discriminatedUnion('eventType', [
  transportEventSchema,
  shipmentEventSchema,
  equipmentEventSchema,
]);
export type DcsaEvent = z.infer<typeof dcsaEventSchema>;

/** The body of a T&T 2.2 notification: an array of events; the subscriber answers 204 when it accepts it. */
export const dcsaNotificationBodySchema = z.array(dcsaEventSchema);
export type DcsaNotificationBody = z.infer<typeof dcsaNotificationBodySchema>;
