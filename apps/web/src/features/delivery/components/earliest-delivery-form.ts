/**
 * The EARLIEST DELIVERY form without its layout (hub §2, §4, §5, §7): its values, which containers
 * it is for, the EMPTY RETURN BY minimum and warning, its validation (the domain's
 * earliestDeliveryErrors plus the VGM answer) and the arrangeTransport body it posts.
 */
import type { ArrangeTransportInput } from '@navia/domain/contracts/deliveries';
import {
  type DeliveryCalendar,
  firstSelectableDay,
  formatSubmittedDate,
  type IsoDay,
  laterDay,
  returnDateMinimum,
  willIncurStorageReturn,
} from '@navia/domain/rules/delivery/calendar';
import {
  dropModeOption,
  type HandlingMethod,
  packingKindOf,
  vgmQuestionShown,
} from '@navia/domain/rules/delivery/drop-modes';
import {
  deliveryButtons,
  EARLIEST_ERROR_TEXTS,
  earliestDeliveryErrors,
} from '@navia/domain/rules/delivery/earliest';
import type { EarliestPeriod } from '@navia/domain/rules/delivery/hour-slots';
import type { DeliveryContainer, DeliveryTarget } from '@navia/domain/rules/delivery/target';
import {
  CONTAINER_ERROR_TEXTS,
  deliverableContainers,
  WIZARD_ERROR_TEXTS,
} from '@navia/domain/rules/delivery/wizard';
import type { FieldErrors } from 'react-hook-form';
import { type ChosenLocation, submittedLocation } from './address-field.tsx';

/**
 * The message the shared contract's refinement gives an unanswered VGM question
 * (contracts/deliveries arrangeTransportBodySchema). It is written inline there; repeated here so
 * the dialog refuses what the server would, with the same words.
 */

export const NO_CONTAINER_AVAILABLE = 'NO CONTAINER OF THIS SHIPMENT IS AVAILABLE FOR EARLIEST DELIVERY.';

export type EarliestForm = {
  location: ChosenLocation | null;
  vgm: boolean | null;
  dropMode: HandlingMethod | null;
  period: EarliestPeriod | null;
  emptyReturnBy: IsoDay | null;
  notes: string;
};

export const EMPTY_EARLIEST_FORM: EarliestForm = {
  location: null,
  vgm: null,
  dropMode: null,
  period: null,
  emptyReturnBy: null,
  notes: '',
};

/**
 * The containers the request is for (hub §2, §4): the deliverable ones (not BookedFlag 1) whose
 * EARLIEST DELIVERY button would be enabled — not confirmed, and the cargo already available. The
 * server refuses any other container.
 */
export function earliestContainers(target: DeliveryTarget, today: IsoDay): DeliveryContainer[] {
  return deliverableContainers(target.containers).filter((c) => deliveryButtons(c, today).earliestDelivery);
}

/**
 * The EMPTY RETURN BY minimum (hub §5 "return-date minimum"): per container the later of its storage
 * date and the day after the delivery day, where the delivery day of an earliest request is the first
 * day the delivery picker allows (what the server records). One date serves every container, so the
 * latest of their minimums. Null when no container has a selectable day in the picker's range.
 */
export function emptyReturnMinimum(
  containers: readonly DeliveryContainer[],
  calendar: Pick<DeliveryCalendar, 'today' | 'holidays'>,
): IsoDay | null {
  let minimum: IsoDay | null = null;
  for (const c of containers) {
    const delivery = firstSelectableDay({
      ...calendar,
      firstAvailable: c.dates.firstAvailable,
      inStorage: c.dates.inStorage,
    });
    minimum = laterDay(minimum, returnDateMinimum(delivery, c.dates.inStorage));
  }
  return minimum;
}

/** The soonest EmptyReturnedBy of the containers: the picker highlights the days after it. */
export function soonestEmptyReturnBy(containers: readonly DeliveryContainer[]): IsoDay | null {
  return containers.reduce<IsoDay | null>((soonest, c) => {
    const day = c.dates.emptyReturnBy;
    return day !== null && (soonest === null || day < soonest) ? day : soonest;
  }, null);
}

/**
 * hub §5 'Return Date: … will incur storage' (earliest delivery). DECIDED: the spec names the
 * warning, not its test. An earliest request's return date is never before the storage date (the
 * minimum above), so "after the storage date" would warn on every choice; we read it as the same
 * test the server stores in willIncurStorageReturn: the empty container comes back after a
 * container's EmptyReturnedBy date, so the warning and the recorded flag always agree.
 */
export const earliestReturnWarned = (returnDate: IsoDay | null, containers: readonly DeliveryContainer[]) =>
  containers.some((c) => willIncurStorageReturn(returnDate, c.dates.emptyReturnBy));

/**
 * hub §5 earliest delivery validation, as form errors: mode, period and location (custom text when
 * CUSTOM ADDRESS), EMPTY RETURN BY for FCL and not before its minimum, and VGM REQUIRED when asked.
 */
export function earliestFormErrors(
  values: EarliestForm,
  target: DeliveryTarget,
  returnMinimum: IsoDay | null,
): FieldErrors<EarliestForm> {
  const isFcl = packingKindOf(target.ContainerMode) === 'FCL';
  const fields = earliestDeliveryErrors({
    packing: target.ContainerMode,
    dropMode: values.dropMode,
    period: values.period,
    location: values.location,
    emptyReturnBy: isFcl ? values.emptyReturnBy : null,
  });
  const errors: FieldErrors<EarliestForm> = {};
  const fail = (message: string) => ({ type: 'validate', message });
  for (const field of fields) {
    if (field === 'mode') errors.dropMode = fail(EARLIEST_ERROR_TEXTS.mode);
    else if (field === 'period') errors.period = fail(EARLIEST_ERROR_TEXTS.period);
    else if (field === 'emptyReturnBy') errors.emptyReturnBy = fail(EARLIEST_ERROR_TEXTS.emptyReturnBy);
    // location and customAddress are one form field: the address field shows whichever applies.
    else errors.location = fail(EARLIEST_ERROR_TEXTS[field]);
  }
  if (vgmQuestionShown(target.ContainerMode, target.Direction) && values.vgm === null) {
    errors.vgm = fail(WIZARD_ERROR_TEXTS.vgmRequired);
  }
  const tooEarly =
    isFcl && values.emptyReturnBy !== null && returnMinimum !== null && values.emptyReturnBy < returnMinimum;
  if (tooEarly) errors.emptyReturnBy = fail(CONTAINER_ERROR_TEXTS.RETURN_DATE_TOO_EARLY);
  return errors;
}

/** The arrangeTransport body of kind EARLIEST (hub §7, contracts/deliveries) for valid values. */
export function earliestBodyOf(
  values: EarliestForm & { location: ChosenLocation },
  target: DeliveryTarget,
  containers: readonly DeliveryContainer[],
  requestId: string,
): ArrangeTransportInput {
  const isFcl = packingKindOf(target.ContainerMode) === 'FCL';
  return {
    kind: 'EARLIEST',
    requestId,
    ShipKey: target.ShipKey,
    ShipNumber: target.ShipNumber,
    DataSource: target.DataSource,
    OrdNumber: target.OrdNumber,
    location: submittedLocation(values.location),
    info: {
      ContainerMode: target.ContainerMode,
      TransportMode: target.TransportMode,
      Direction: target.Direction,
      additionalNotes: values.notes,
    },
    VGMRequired: vgmQuestionShown(target.ContainerMode, target.Direction) ? values.vgm : null,
    sendViaEmail: true,
    // hub §7 flag, as the server recomputes it: an availability or storage date is missing.
    flag: containers.some((c) => c.dates.firstAvailable === null || c.dates.inStorage === null),
    containers: containers.map((c) => ({ ContainerNumber: c.ContainerNumber })),
    dropMode: values.dropMode === null ? null : dropModeOption(values.dropMode),
    period: values.period,
    emptyReturnBy: isFcl && values.emptyReturnBy !== null ? formatSubmittedDate(values.emptyReturnBy) : null,
  };
}
