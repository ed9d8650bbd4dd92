/**
 * The EARLIEST DELIVERY dialog (hub §2, §5) and when the two delivery buttons are enabled (hub §4).
 */
import type { IsoDay } from './calendar.ts';
import { packingKindOf } from './drop-modes.ts';
import {
  EARLIEST_PERIOD_SLOTS,
  EARLIEST_RETURN_SLOT,
  type EarliestPeriod,
  type HourSlot,
} from './hour-slots.ts';
import { locationValid, type WizardLocation } from './wizard.ts';

export type EarliestField = 'mode' | 'period' | 'location' | 'customAddress' | 'emptyReturnBy';

export const EARLIEST_ERROR_TEXTS: Readonly<Record<EarliestField, string>> = {
  mode: 'A MODE IS REQUIRED',
  period: 'A PERIOD OF THE DAY IS REQUIRED',
  location: 'A DELIVERY ADDRESS IS REQUIRED',
  customAddress: 'THE NEW ADDRESS IS REQUIRED',
  emptyReturnBy: 'AN EMPTY RETURN BY DATE IS REQUIRED',
};

/**
 * hub §5: mode, period (AM/PM) and location are required; the custom address when CUSTOM ADDRESS;
 * for FCL an empty-return-by date. Answers the fields in error.
 */
export function earliestDeliveryErrors(form: {
  packing: string | null;
  dropMode: string | null;
  period: EarliestPeriod | null;
  location: WizardLocation | null;
  emptyReturnBy: IsoDay | null;
}): EarliestField[] {
  const errors: EarliestField[] = [];
  if (form.dropMode === null) errors.push('mode');
  if (form.period === null) errors.push('period');
  if (form.location === null) errors.push('location');
  else if (!locationValid(form.location)) errors.push('customAddress');
  if (packingKindOf(form.packing) === 'FCL' && form.emptyReturnBy === null) errors.push('emptyReturnBy');
  return errors;
}

/** hub §5: the fixed delivery slot of a period, and the return time (always 9:00AM). */
export function earliestSlots(period: EarliestPeriod): { pickupTime: HourSlot; pickupTimeReturn: HourSlot } {
  return { pickupTime: EARLIEST_PERIOD_SLOTS[period], pickupTimeReturn: EARLIEST_RETURN_SLOT };
}

/**
 * hub §4: DELIVERY and EARLIEST DELIVERY are disabled once a delivery is confirmed (ConfirmedDelivery
 * truthy); EARLIEST DELIVERY also while the cargo is not available (no cargo-available date, or one
 * still to come).
 */
export function deliveryButtons(
  container: { ConfirmedDelivery: string | null; ShipCargoAvailable: string | null },
  today: IsoDay,
): { delivery: boolean; earliestDelivery: boolean } {
  const confirmed = Boolean(container.ConfirmedDelivery);
  const available =
    container.ShipCargoAvailable !== null && container.ShipCargoAvailable.slice(0, 10) <= today;
  return { delivery: !confirmed, earliestDelivery: !confirmed && available };
}

/**
 * hub §4 for a whole record (the search table's row, the detail screen): DECIDED for a record with
 * several containers: confirmed when every container has a confirmed delivery (a record without
 * containers: when it is delivered); cargo is available when a container not confirmed yet has a
 * cargo-available date that has come.
 */
export function recordDeliveryButtons(
  record: {
    Containers: readonly { ConfirmedDelivery: string | null; ShipCargoAvailable: string | null }[];
    DeliveredDate: string | null;
  },
  now: Date,
): { delivery: boolean; earliestDelivery: boolean } {
  const containers = record.Containers;
  const confirmed =
    containers.length > 0
      ? containers.every((c) => Boolean(c.ConfirmedDelivery))
      : Boolean(record.DeliveredDate);
  const cargoAvailable = containers.some(
    (c) => !c.ConfirmedDelivery && c.ShipCargoAvailable !== null && new Date(c.ShipCargoAvailable) <= now,
  );
  return { delivery: !confirmed, earliestDelivery: !confirmed && cargoAvailable };
}
