import { describe, expect, it } from 'vitest';
import {
  DCSA_TNT_VERSION,
  type DcsaNotificationBody,
  dcsaEventSchema,
  dcsaNotificationBodySchema,
  equipmentEventSchema,
  NOTIFICATION_SIGNATURE_HEADER,
  notificationSignatureSchema,
  type ShipmentEvent,
  shipmentEventSchema,
  transportEventSchema,
} from './dcsa-tnt.ts';

const EVENT_ID = '5e51e72c-d872-496f-a4c6-a3a9e3b1f5a1';

/** A vessel call at Melbourne, as a 2.2 publisher sends it. */
const transportCall = (UNLocationCode = 'AUMEL') => ({
  transportCallID: '8b64d20b-523b-4491-b2e5-32cfa5174eed',
  carrierServiceCode: 'FE1',
  carrierVoyageNumber: '2103S',
  exportVoyageNumber: '2103S',
  importVoyageNumber: '2103N',
  transportCallSequenceNumber: 2,
  UNLocationCode,
  facilityCode: 'ADT',
  facilityCodeListProvider: 'SMDG',
  facilityTypeCode: 'POTE',
  modeOfTransport: 'VESSEL',
  location: { locationName: 'Swanson Dock', UNLocationCode },
  vessel: { vesselIMONumber: '9321483', vesselName: 'MAERSK KINLOSS', vesselFlag: 'DK' },
});

const documentReferences = [
  { documentReferenceType: 'BKG', documentReferenceValue: 'MAEU238472910' },
  { documentReferenceType: 'TRD', documentReferenceValue: 'MAEU912345678' },
];

const transportEvent = (overrides: Record<string, unknown> = {}) => ({
  eventID: EVENT_ID,
  eventType: 'TRANSPORT',
  eventCreatedDateTime: '2026-03-10T06:15:00Z',
  eventDateTime: '2026-03-12T08:00:00+11:00',
  eventClassifierCode: 'ACT',
  transportEventTypeCode: 'ARRI',
  transportCall: transportCall(),
  documentReferences,
  references: [{ referenceType: 'FF', referenceValue: 'NV-2026-00123' }],
  ...overrides,
});

const equipmentEvent = (overrides: Record<string, unknown> = {}) => ({
  eventID: '0a7b0d4c-35c9-4b4f-9d4a-0a1f1b9a6c11',
  eventType: 'EQUIPMENT',
  eventCreatedDateTime: '2026-03-12T09:40:00Z',
  eventDateTime: '2026-03-12T20:30:00+11:00',
  eventClassifierCode: 'ACT',
  equipmentEventTypeCode: 'DISC',
  equipmentReference: 'MSKU1234565',
  ISOEquipmentCode: '45G1',
  emptyIndicatorCode: 'LADEN',
  eventLocation: { UNLocationCode: 'AUMEL', facilityCode: 'ADT', facilityCodeListProvider: 'SMDG' },
  transportCall: transportCall(),
  documentReferences,
  seals: [{ sealNumber: 'ML-1234567', sealSource: 'CAR', sealType: 'BLT' }],
  ...overrides,
});

const shipmentEvent = (overrides: Record<string, unknown> = {}) => ({
  eventID: '84db923d-2a19-4eb0-beb5-446c1ec57d34',
  eventType: 'SHIPMENT',
  eventCreatedDateTime: '2019-11-12T07:41:00+08:30',
  eventDateTime: '2019-11-12T07:41:00+08:30',
  eventClassifierCode: 'ACT',
  shipmentEventTypeCode: 'ISSU',
  documentID: 'MAEU912345678',
  documentTypeCode: 'TRD',
  reason: 'All good',
  ...overrides,
});

/** The path of each issue when parsing `input` fails, dotted. */
const refusedPaths = (input: unknown) => {
  const result = dcsaNotificationBodySchema.safeParse(input);
  expect(result.success).toBe(false);
  return result.error?.issues.map((issue) => issue.path.join('.')) ?? [];
};

describe(`DCSA T&T ${DCSA_TNT_VERSION} events`, () => {
  it.each([
    ['an actual arrival (ARRI ACT)', transportEvent()],
    [
      'an estimated departure (DEPA EST)',
      transportEvent({
        transportEventTypeCode: 'DEPA',
        eventClassifierCode: 'EST',
        delayReasonCode: 'WEA',
        changeRemark: 'Bad weather',
      }),
    ],
    ['a discharge (DISC ACT)', equipmentEvent()],
    [
      'a gate-out (GTOT ACT) without a transport call',
      equipmentEvent({ equipmentEventTypeCode: 'GTOT', transportCall: undefined, seals: undefined }),
    ],
    ['an issued bill of lading (SHIPMENT ISSU)', shipmentEvent()],
  ])('parses %s', (_name, event) => {
    const parsed = dcsaNotificationBodySchema.parse([event]);
    expect(parsed).toHaveLength(1);
    expect(parsed[0]?.eventType).toBe(event.eventType);
  });

  it('parses a notification of several kinds of events in order', () => {
    const parsed: DcsaNotificationBody = dcsaNotificationBodySchema.parse([
      transportEvent(),
      equipmentEvent(),
      shipmentEvent(),
    ]);
    expect(parsed.map((e) => e.eventType)).toEqual(['TRANSPORT', 'EQUIPMENT', 'SHIPMENT']);
  });

  it('keeps properties a publisher adds, at the top and inside nested objects', () => {
    const event = transportEvent({
      carrierExtension: { source: 'AIS' },
      transportCall: { ...transportCall(), terminalName: 'Swanson Dock East' },
    });
    const parsed = transportEventSchema.parse(event);
    expect(parsed.carrierExtension).toEqual({ source: 'AIS' });
    expect(parsed.transportCall.terminalName).toBe('Swanson Dock East');
  });

  it("reads 2.2.0's mistaken enum values 'BKG (Booking)' and 'TRD (Transport Document)' as their codes", () => {
    const parsed = transportEventSchema.parse(
      transportEvent({
        documentReferences: [
          { documentReferenceType: 'BKG (Booking)', documentReferenceValue: 'B1' },
          { documentReferenceType: 'TRD (Transport Document)', documentReferenceValue: 'T1' },
        ],
      }),
    );
    expect(parsed.documentReferences?.map((r) => r.documentReferenceType)).toEqual(['BKG', 'TRD']);
  });

  it('takes date-times with Z or an offset, and refuses one without', () => {
    expect(
      transportEventSchema.safeParse(transportEvent({ eventDateTime: '2026-03-12T08:00:00.123+08:30' }))
        .success,
    ).toBe(true);
    expect(refusedPaths([transportEvent({ eventDateTime: '2026-03-12T08:00:00' })])).toEqual([
      '0.eventDateTime',
    ]);
    expect(refusedPaths([transportEvent({ eventCreatedDateTime: '12/03/2026' })])).toEqual([
      '0.eventCreatedDateTime',
    ]);
  });

  it('refuses an event without an eventID, naming the field', () => {
    expect(refusedPaths([transportEvent(), transportEvent({ eventID: undefined })])).toEqual(['1.eventID']);
  });

  it('refuses an eventClassifierCode the spec does not define', () => {
    expect(refusedPaths([transportEvent({ eventClassifierCode: 'REQ' })])).toEqual(['0.eventClassifierCode']);
  });

  it.each([
    ['lower case', 'aumel'],
    ['the digit 1', 'AUME1'],
    ['six characters', 'AUMELB'],
  ])('refuses a UN/LOCODE in %s, naming the field', (_name, code) => {
    expect(refusedPaths([transportEvent({ transportCall: transportCall(code) })])).toEqual([
      '0.transportCall.UNLocationCode',
      '0.transportCall.location.UNLocationCode',
    ]);
  });

  it('refuses a transport event without its transport call or its mode of transport', () => {
    expect(refusedPaths([transportEvent({ transportCall: undefined })])).toEqual(['0.transportCall']);
    const { modeOfTransport: _, ...withoutMode } = transportCall();
    expect(refusedPaths([transportEvent({ transportCall: withoutMode })])).toEqual([
      '0.transportCall.modeOfTransport',
    ]);
  });

  it('refuses an equipment reference longer than 15 characters and a missing emptyIndicatorCode', () => {
    const result = equipmentEventSchema.safeParse(
      equipmentEvent({ equipmentReference: 'MSKU1234565-EXTRA', emptyIndicatorCode: undefined }),
    );
    expect(result.error?.issues.map((i) => i.path.join('.'))).toEqual([
      'equipmentReference',
      'emptyIndicatorCode',
    ]);
  });

  it('refuses equipment and shipment event codes the spec does not define', () => {
    expect(refusedPaths([equipmentEvent({ equipmentEventTypeCode: 'ARRI' })])).toEqual([
      '0.equipmentEventTypeCode',
    ]);
    expect(refusedPaths([shipmentEvent({ shipmentEventTypeCode: 'CANC' })])).toEqual([
      '0.shipmentEventTypeCode',
    ]);
    expect(refusedPaths([shipmentEvent({ documentTypeCode: 'XYZ' })])).toEqual(['0.documentTypeCode']);
  });

  it("reads a shipment event's document", () => {
    const parsed: ShipmentEvent = shipmentEventSchema.parse(shipmentEvent());
    expect([parsed.shipmentEventTypeCode, parsed.documentTypeCode, parsed.documentID]).toEqual([
      'ISSU',
      'TRD',
      'MAEU912345678',
    ]);
  });

  it('refuses a shipment event without its document', () => {
    expect(shipmentEventSchema.safeParse(shipmentEvent({ documentID: undefined })).success).toBe(false);
  });

  it('refuses an unknown eventType, naming the field', () => {
    const result = dcsaEventSchema.safeParse(transportEvent({ eventType: 'OPERATIONS' }));
    expect(result.error?.issues.map((i) => i.path.join('.'))).toEqual(['eventType']);
  });

  it('refuses a body that is not an array of events', () => {
    expect(dcsaNotificationBodySchema.safeParse(transportEvent()).success).toBe(false);
  });
});

describe(NOTIFICATION_SIGNATURE_HEADER, () => {
  const hex = 'ae688919f5e31f4c210ca6af362ce4d9ed87acfb51c1721a8507ee395de5e2de';

  it("reads the spec's example as its hex digest", () => {
    expect(notificationSignatureSchema.parse(` sha256=${hex.toUpperCase()} `)).toBe(hex);
  });

  it.each([`sha1=${hex.slice(0, 40)}`, hex, `sha256=${hex.slice(1)}`, `sha256=${hex}zz`])(
    'refuses %s',
    (value) => {
      expect(notificationSignatureSchema.safeParse(value).success).toBe(false);
    },
  );
});
