/**
 * The booking form's field names as the user reads them, to name the fields a failed submit is about
 * ("PLEASE CORRECT THE FIELDS MARKED: SHIPPER, READY DATE").
 */
import type { FieldErrors } from 'react-hook-form';
import type { BookingFormValues } from './booking-form.ts';

const BOOKING_FIELD_LABELS: Readonly<Record<string, string>> = {
  type: 'BOOKING TYPE',
  direction: 'DIRECTION',
  shipper: 'SHIPPER',
  consignee: 'CONSIGNEE',
  pickupAddress: 'PICKUP ADDRESS',
  deliveryAddress: 'DELIVERY ADDRESS',
  transportMode: 'TRANSPORT MODE',
  packing: 'PACKING',
  originPort: 'ORIGIN PORT',
  destinationPort: 'DESTINATION PORT',
  cargoLines: 'CARGO',
  containers: 'CONTAINERS',
  readyDate: 'READY DATE',
  requiredInStoreDate: 'REQUIRED IN STORE DATE',
  pickupWindow: 'PICKUP TIME WINDOW',
  vesselPreference: 'VESSEL / VOYAGE PREFERENCE',
  handlingMethod: 'HANDLING METHOD',
  incoterm: 'INCOTERM',
  notes: 'NOTES',
};

/** The labels of the fields a list of paths is about, once each, in the form's order. */
export function fieldLabelsOfPaths(paths: readonly string[]): string[] {
  const firsts = new Set(paths.map((p) => p.split('.')[0] ?? ''));
  const known = Object.keys(BOOKING_FIELD_LABELS).filter((name) => firsts.has(name));
  const unknown = [...firsts].filter((name) => name !== '' && !(name in BOOKING_FIELD_LABELS));
  return [...known.map((name) => BOOKING_FIELD_LABELS[name] ?? name), ...unknown.map((n) => n.toUpperCase())];
}

/** The labels of the fields with errors, in the form's order. */
export function errorFieldNames(errors: FieldErrors<BookingFormValues>): string[] {
  return fieldLabelsOfPaths(Object.keys(errors));
}
