/**
 * The booking form's values on the web side (issue 18). They are the input of the shared submit
 * schema (contracts/bookings.ts submitBookingBodySchema), except that the shipper and consignee are
 * null until chosen (the schema then says the field is required). This file builds them: the empty
 * form, a party from the organisation picker's choice, and the pre-fills (book again, a quote).
 */
import type {
  BookingDraft,
  BookingPartyInput,
  SubmitBookingBody,
  SubmitBookingInput,
} from '@navia/domain/contracts/bookings';
import type { Quote } from '@navia/domain/contracts/quotes';
import type { OrganisationAddress, OrganisationOption } from '@navia/domain/rules/booking-dialogs/types';
import {
  type BookingDirection,
  type BookingType,
  directionOfBookingType,
} from '@navia/domain/rules/bookings/types';
import type { HolidaySource } from '../../../lib/public-holidays.ts';

/** A party on the form: book again may know the organisation but not which of its addresses. */
export type BookingFormParty = Omit<BookingPartyInput, 'address'> & {
  address: BookingPartyInput['address'] | null;
};
export type BookingFormValues = Omit<SubmitBookingInput, 'shipper' | 'consignee'> & {
  shipper: BookingFormParty | null;
  consignee: BookingFormParty | null;
};
export type BookingFormOutput = SubmitBookingBody;
export type BookingAddressInput = NonNullable<SubmitBookingInput['pickupAddress']>;

export const EMPTY_CARGO_LINE = {
  description: '',
  sku: null,
  packs: 1,
  packType: 'CTN',
  weightKg: null,
  volumeM3: null,
} as const;
export const EMPTY_CONTAINER = { containerType: '40HC', quantity: 1 } as const;

/** The form with nothing typed yet; the request id is made once per form (idempotent resubmits). */
export function emptyBookingForm(requestId: string): BookingFormValues {
  return {
    requestId,
    type: 'IMPORT',
    direction: 'Import',
    origin: { kind: 'NONE' },
    shipper: null,
    consignee: null,
    pickupAddress: null,
    deliveryAddress: null,
    transportMode: 'SEA',
    packing: 'FCL',
    originPort: '',
    destinationPort: '',
    cargoLines: [{ ...EMPTY_CARGO_LINE }],
    containers: [{ ...EMPTY_CONTAINER }],
    readyDate: '',
    requiredInStoreDate: null,
    pickupWindow: null,
    vesselPreference: null,
    handlingMethod: 'ASK',
    incoterm: null,
    notes: '',
  };
}

/**
 * The direction a booking type gives (connect §7): the type's own; road transport keeps the user's
 * manual choice (Import when none yet).
 */
export function directionForType(type: BookingType, current: BookingDirection | null): BookingDirection {
  return directionOfBookingType(type) ?? current ?? 'Import';
}

/** connect §9: a road booking moves by road; choosing ROAD sets the mode (the rule the server checks). */
export function transportModeForType(
  type: BookingType,
  current: BookingFormValues['transportMode'],
): BookingFormValues['transportMode'] {
  return type === 'ROAD' ? 'ROAD' : current;
}

/** The address part of a Select an Organisation choice (connect §3 organisation address). */
export function addressOfChoice(
  organisation: OrganisationOption,
  address: OrganisationAddress,
): BookingAddressInput {
  return {
    Address: address.Address || address.FullAddress,
    City: address.City,
    Country: address.Country || organisation.country,
    postcode: address.postcode,
    state: address.state,
    phone: address.phone,
    FullAddress: address.FullAddress,
    contactName: organisation.contactName ?? '',
    email: organisation.email ?? '',
  };
}

/** The party a Select an Organisation choice gives: the organisation and its chosen address. */
export function partyOfChoice(
  organisation: OrganisationOption,
  address: OrganisationAddress,
): BookingPartyInput {
  return {
    organisation: {
      key: organisation.key,
      name: organisation.name,
      code: organisation.code === '-' ? '' : organisation.code,
      orgCode: organisation.orgCode === '-' ? '' : organisation.orgCode,
      country: address.Country || organisation.country,
      newOrg: organisation.newOrg,
    },
    address: addressOfChoice(organisation, address),
  };
}

/** One line of an address for a card or the detail. */
export function addressText(address: Partial<BookingAddressInput> | null | undefined): string {
  if (!address) return '';
  if (address.FullAddress) return address.FullAddress;
  return [address.Address, address.City, address.state, address.postcode, address.Country]
    .filter((p) => p !== undefined && p !== '')
    .join(', ');
}

/** The years the date pickers can show: this one and the next (a ready date in late December). */
export function holidayYears(today: Date): number[] {
  const year = today.getFullYear();
  return [year, year + 1];
}

/** A UN/LOCODE's country (its first two letters), or null while no port is typed. */
function countryOfPort(port: string): string | null {
  const code = port.trim().toUpperCase();
  return /^[A-Z]{2}[A-Z0-9]{3}$/.test(code) ? code.slice(0, 2) : null;
}

/**
 * Whose public holidays each date picker refuses (issue 18): the ready date, the origin country's
 * (from the origin port); the required-in-store date, the destination's: on a booking made again
 * from a shipment whose destination is kept, the shipment's (connect §7: loaded by shipment key),
 * else the destination port's country. Null while the port is not typed.
 */
export function holidaySources(
  values: Pick<BookingFormValues, 'origin' | 'originPort' | 'destinationPort'>,
  initialDestinationPort: string,
): { ready: HolidaySource | null; inStore: HolidaySource | null } {
  const country = (port: string) => {
    const code = countryOfPort(port);
    return code ? { country: code } : null;
  };
  const shipKey = values.origin?.kind === 'SHIPMENT' ? values.origin.shipKey : undefined;
  const keptDestination =
    values.destinationPort.trim().toUpperCase() === initialDestinationPort.trim().toUpperCase();
  return {
    ready: country(values.originPort),
    inStore: shipKey && keptDestination ? { shipKey } : country(values.destinationPort),
  };
}

/** Book again (hub §4 origin SHIPMENT): what the shipment's draft knows, over the empty form. */
export function bookingFromDraft(
  empty: BookingFormValues,
  draft: BookingDraft,
  shipKey: string,
): BookingFormValues {
  const type = draft.type ?? empty.type;
  return {
    ...empty,
    type,
    direction: directionForType(type, draft.direction),
    origin: { kind: 'SHIPMENT', shipKey },
    shipper: draft.shipper ?? null,
    consignee: draft.consignee ?? null,
    pickupAddress: draft.pickupAddress,
    deliveryAddress: draft.deliveryAddress,
    transportMode: draft.transportMode ?? empty.transportMode,
    packing: draft.packing ?? empty.packing,
    originPort: draft.originPort ?? '',
    destinationPort: draft.destinationPort ?? '',
    cargoLines: draft.cargoLines.length > 0 ? draft.cargoLines : empty.cargoLines,
    // Only FCL takes containers; a FCL shipment whose containers are unknown starts with one line.
    containers: draftContainers(draft, empty),
    handlingMethod: draft.handlingMethod ?? empty.handlingMethod,
    incoterm: draft.incoterm,
    vesselPreference: null,
  };
}

function draftContainers(draft: BookingDraft, empty: BookingFormValues): BookingFormValues['containers'] {
  if (draft.packing === null) return empty.containers;
  if (draft.packing !== 'FCL') return [];
  return draft.containers.length > 0 ? draft.containers : [{ ...EMPTY_CONTAINER }];
}

const QUOTE_MODE_TRANSPORT = {
  SEA_FCL: { transportMode: 'SEA', packing: 'FCL' },
  SEA_LCL: { transportMode: 'SEA', packing: 'LCL' },
  AIR: { transportMode: 'AIR', packing: 'AIR' },
  ROAD: { transportMode: 'ROAD', packing: 'LTL' },
} as const;

const round = (value: number, places: number) => Math.round(value * 10 ** places) / 10 ** places;

/**
 * A booking from a quote option (hub §4 origin QUOTE): the lane, mode and packing, the cargo
 * (pieces become lines with their total weight and volume; FCL containers by type, one line for the
 * goods with the containers' weight), the ready date (when still ahead), incoterm and handling.
 */
export function bookingFromQuote(
  empty: BookingFormValues,
  quote: Quote,
  optionId: string,
  today: string,
): BookingFormValues {
  const request = quote.request;
  const description = request.commodity.trim().toUpperCase() || 'GENERAL CARGO';
  const fcl = request.mode === 'SEA_FCL';
  const cargoLines = fcl
    ? [
        {
          ...EMPTY_CARGO_LINE,
          description,
          packs: request.containers.reduce((sum, c) => sum + c.quantity, 0),
          packType: 'CNT',
          weightKg: round(
            request.containers.reduce((sum, c) => sum + c.quantity * c.weightKg, 0),
            2,
          ),
        },
      ]
    : request.pieces.map((p) => ({
        ...EMPTY_CARGO_LINE,
        description,
        packs: p.quantity,
        packType: 'PCS',
        weightKg: round(p.quantity * p.weightKg, 2),
        volumeM3: round((p.quantity * p.lengthCm * p.widthCm * p.heightCm) / 1_000_000, 3),
      }));
  const mode = QUOTE_MODE_TRANSPORT[request.mode];
  const type: BookingType = request.mode === 'ROAD' ? 'ROAD' : empty.type;
  return {
    ...empty,
    type,
    direction: directionForType(type, empty.direction ?? null),
    // Without an option in the address the server takes the quote's accepted one.
    origin: optionId
      ? { kind: 'QUOTE', quoteId: quote._id, optionId }
      : { kind: 'QUOTE', quoteId: quote._id },
    originPort: request.origin,
    destinationPort: request.destination,
    transportMode: mode.transportMode,
    packing: mode.packing,
    cargoLines,
    containers: fcl
      ? request.containers.map((c) => ({ containerType: c.containerType, quantity: c.quantity }))
      : [],
    readyDate: request.readyDate > today ? request.readyDate : '',
    incoterm: request.incoterm,
    handlingMethod: request.handlingMethod,
  };
}
