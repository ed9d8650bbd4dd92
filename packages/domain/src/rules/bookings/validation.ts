/**
 * The booking form's rules that need more than one field (issue 18), as pure functions the contract's
 * refinement, the server and the web share. Each problem names the field it is shown under.
 * Days are ISO 'YYYY-MM-DD' (they compare as strings).
 */
import type { BookingDirection, BookingType } from './types.ts';
import { directionOfBookingType } from './types.ts';

export const BOOKING_NOTES_MAX = 500;

/** The fields the rules read. */
export interface BookingRuleInput {
  type: BookingType;
  /** The manual direction (ROAD); for the other types null or the type's own. */
  direction: BookingDirection | null;
  transportMode: string;
  packing: string;
  originPort: string;
  destinationPort: string;
  readyDate: string;
  requiredInStoreDate: string | null;
  pickupWindow: { start: number; end: number } | null;
  cargoLines: readonly { weightKg: number | null }[];
  containers: readonly { quantity: number }[];
}

export type BookingFieldError = { field: string; message: string };

export const BOOKING_ERROR_TEXTS = {
  readyDatePast: 'readyDate must not be in the past',
  requiredInStoreBeforeReady: 'requiredInStoreDate must be after readyDate',
  fclNeedsContainers: 'a FCL booking needs at least one container',
  cargoNeeded: 'a booking needs at least one cargo line',
  weightNeeded: 'weightKg is required on every cargo line',
  containersOnlyFcl: 'only a FCL booking takes containers',
  directionNeeded: 'direction is required for a road transport booking',
  directionMismatch: 'direction must match the booking type',
  roadMode: 'a road transport booking has transportMode ROAD',
  samePorts: 'destinationPort must differ from originPort',
  pickupWindowOrder: 'pickupWindow.end must not be before pickupWindow.start',
} as const;

/** The direction a booking is stored with: the type's own, else the manual one (ROAD). */
export function effectiveDirection(
  type: BookingType,
  manual: BookingDirection | null,
): BookingDirection | null {
  return directionOfBookingType(type) ?? manual;
}

/** Every problem of a booking, `today` being the caller's day. Empty when it may be submitted. */
export function bookingErrors(input: BookingRuleInput, today: string): BookingFieldError[] {
  const errors: BookingFieldError[] = [];
  const add = (field: string, message: string) => errors.push({ field, message });
  const T = BOOKING_ERROR_TEXTS;

  if (input.readyDate < today) add('readyDate', T.readyDatePast);
  if (input.requiredInStoreDate !== null && input.requiredInStoreDate <= input.readyDate)
    add('requiredInStoreDate', T.requiredInStoreBeforeReady);

  const fcl = input.packing === 'FCL';
  if (fcl) {
    // Cargo lines on a FCL booking describe the goods in the containers; their weight is optional.
    if (input.containers.length === 0) add('containers', T.fclNeedsContainers);
  } else {
    if (input.containers.length > 0) add('containers', T.containersOnlyFcl);
    if (input.cargoLines.length === 0) add('cargoLines', T.cargoNeeded);
    input.cargoLines.forEach((line, i) => {
      if (line.weightKg === null || line.weightKg <= 0) add(`cargoLines.${i}.weightKg`, T.weightNeeded);
    });
  }

  const own = directionOfBookingType(input.type);
  if (own === null && input.direction === null) add('direction', T.directionNeeded);
  if (own !== null && input.direction !== null && input.direction !== own)
    add('direction', T.directionMismatch);
  if (input.type === 'ROAD' && input.transportMode !== 'ROAD') add('transportMode', T.roadMode);
  if (input.originPort === input.destinationPort) add('destinationPort', T.samePorts);
  if (input.pickupWindow !== null && input.pickupWindow.end < input.pickupWindow.start)
    add('pickupWindow.end', T.pickupWindowOrder);
  return errors;
}
