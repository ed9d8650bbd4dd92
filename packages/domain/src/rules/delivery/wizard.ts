/**
 * The Arrange Delivery wizard (hub §2, §4, §5, §8): steps, the ALL option, the conditions for
 * going forward, and what a change to one field does to the others. Pure, so the web wizard and
 * the server's checks run the same code.
 */
import {
  type DeliveryCalendar,
  deliveryDateDisabledReason,
  type IsoDay,
  returnDateMinimum,
  willIncurStorageDelivery,
  willIncurStorageReturn,
} from './calendar.ts';
import { returnAllowed } from './drop-modes.ts';
import { type HourSlot, isPickupSlot } from './hour-slots.ts';

export const WIZARD_STEPS = { CONTAINERS: 1, LOCATION: 2, SUMMARY: 3 } as const;
export type WizardStep = (typeof WIZARD_STEPS)[keyof typeof WIZARD_STEPS];

/** hub §2 step titles and texts. */
export const WIZARD_TEXTS = {
  step1: 'CONTAINER DELIVERY',
  step2: 'DELIVERY LOCATION',
  step3: 'SUMMARY',
  summaryTitle: 'PLEASE CONFIRM THE INFORMATION BELOW BEFORE SUBMITTING',
  customAddress: 'CUSTOM ADDRESS',
  newAddress: 'NEW ADDRESS',
  vgmRequired: 'VGM REQUIRED',
  additionalNotes: 'ADDITIONAL NOTES',
  withinAllowedTime: 'WITHIN ALLOWED TIME',
  mayIncurCharges: 'MAY INCUR ADDITIONAL CHARGES',
  noDatesTitle: 'Oh No!',
  earliestTitle: 'EARLIEST DELIVERY',
  earliestSubtitleFcl: 'SELECT MODE AND DATE/TIME',
  earliestSubtitleOther: 'SELECT THE PERIOD OF THE DAY',
} as const;

/** hub §8 wizard validation. */
export const FIX_ERRORS_ABOVE = 'PLEASE FIX ERRORS ABOVE';

/** Field texts the spec leaves open (ours), shared by the wizard and the server's answer. */
export const WIZARD_ERROR_TEXTS = {
  containerRequired: 'PLEASE CHOOSE AT LEAST ONE CONTAINER',
  vgmRequired: 'VGM REQUIRED MUST BE ANSWERED',
} as const;

/** hub §2 Oh No! screen: dates unconfirmed, no instant confirmation, a team member clarifies (our wording). */
export const NO_DATES_TEXT =
  'The dates for this shipment are unconfirmed, so the delivery cannot be confirmed instantly. ' +
  'If you continue, the information will be sent to a team member for clarification.';

/** hub §5 non-blocking warnings, verbatim (the third is given with its ellipsis in the spec). */
export const DELIVERY_WARNINGS = {
  storageDelivery:
    'Delivery Date: The date selected means your cargo will incur storage. Please select another date or confirm you accept the storage if incurred.',
  detentionReturn:
    'Collection Date: The date selected is greater than the allowed time. Please note container detention costs will be incurred.',
  earliestReturn: 'Return Date: The date selected means your cargo will incur storage...',
} as const;

/** The special location label that reveals the NEW ADDRESS input (hub §2, §3). */
export const CUSTOM_ADDRESS = 'CUSTOM ADDRESS';

/** hub §2 / §4: the ALL option of step 1. */
export const ALL_CONTAINERS = 'ALL';

/** hub §5 / §9: notes at most 500 characters. */
export const NOTES_MAX = 500;

/** hub §5: ADDITIONAL NOTES are forced to upper case and cut at 500 characters as typed. */
export const normaliseNotes = (notes: string): string => notes.toUpperCase().slice(0, NOTES_MAX);

export type WizardContainer = { ContainerNumber: string; BookedFlag: number };

/** hub §2: containers with BookedFlag 1 are excluded from the choice. */
export const deliverableContainers = <T extends WizardContainer>(containers: readonly T[]): T[] =>
  containers.filter((c) => c.BookedFlag !== 1);

/** hub §2: the step 1 options: the deliverable containers, with ALL first when more than one. */
export function containerOptions(containers: readonly WizardContainer[]): string[] {
  const numbers = deliverableContainers(containers).map((c) => c.ContainerNumber);
  return numbers.length > 1 ? [ALL_CONTAINERS, ...numbers] : numbers;
}

/**
 * hub §4: the wizard starts at step 2 (container preselected) when the shipment has exactly one
 * container, or when only one container option remains; otherwise at step 1.
 */
export function startOfWizard(containers: readonly WizardContainer[]): {
  step: WizardStep;
  selected: string[];
} {
  if (containers.length === 1) {
    return { step: WIZARD_STEPS.LOCATION, selected: containers.map((c) => c.ContainerNumber) };
  }
  const options = containerOptions(containers);
  if (options.length === 1) return { step: WIZARD_STEPS.LOCATION, selected: options };
  return { step: WIZARD_STEPS.CONTAINERS, selected: [] };
}

/**
 * hub §4: choosing ALL replaces the list with the single ALL entry; choosing ALL when it is already
 * selected removes it and keeps the individual containers; choosing a container toggles it (and
 * drops ALL, since the choice is no longer "every container").
 */
export function toggleContainer(
  selected: readonly string[],
  choice: string,
  containers: readonly WizardContainer[],
): string[] {
  if (choice === ALL_CONTAINERS) {
    if (selected.includes(ALL_CONTAINERS)) {
      return deliverableContainers(containers).map((c) => c.ContainerNumber);
    }
    return [ALL_CONTAINERS];
  }
  const withoutAll = selected.includes(ALL_CONTAINERS)
    ? deliverableContainers(containers).map((c) => c.ContainerNumber)
    : [...selected];
  return withoutAll.includes(choice) ? withoutAll.filter((n) => n !== choice) : [...withoutAll, choice];
}

/** hub §4: on submit, ALL expands to every real (deliverable) container with the same values. */
export function expandAllSelection<V extends { ContainerNumber: string }>(
  chosen: readonly V[],
  containers: readonly WizardContainer[],
): V[] {
  const all = chosen.find((c) => c.ContainerNumber === ALL_CONTAINERS);
  if (!all) return [...chosen];
  return deliverableContainers(containers).map((c) => ({ ...all, ContainerNumber: c.ContainerNumber }));
}

/** hub §3 "Chosen container in the wizard", with days as ISO (formatted DD/MM/YYYY on submit). */
export type ChosenContainer = {
  ContainerNumber: string;
  dropMode: string | null;
  pickupTime: HourSlot | null;
  deliveryDate: IsoDay | null;
  deliveryDateReturn: IsoDay | null;
  pickupTimeReturn: HourSlot | null;
};

/** The container's own dates (hub §3 container row). */
export type ContainerDates = {
  firstAvailable: IsoDay | null;
  inStorage: IsoDay | null;
  emptyReturnBy: IsoDay | null;
};

export type ContainerFieldError =
  | 'MODE_REQUIRED'
  | 'MODE_NOT_OFFERED'
  | 'DATE_REQUIRED'
  | 'DATE_DISABLED'
  | 'TIME_REQUIRED'
  | 'TIME_OUTSIDE_PICKUP_HOURS'
  | 'RETURN_NOT_ALLOWED'
  | 'RETURN_DATE_REQUIRED'
  | 'RETURN_DATE_TOO_EARLY'
  | 'RETURN_TIME_REQUIRED'
  | 'RETURN_TIME_OUTSIDE_PICKUP_HOURS';

/** Texts shown under a field (and sent back by the server). */
export const CONTAINER_ERROR_TEXTS: Readonly<Record<ContainerFieldError, string>> = {
  MODE_REQUIRED: 'A MODE IS REQUIRED',
  MODE_NOT_OFFERED: 'THIS MODE IS NOT AVAILABLE FOR THIS SHIPMENT',
  DATE_REQUIRED: 'A DATE IS REQUIRED',
  DATE_DISABLED: 'THIS DATE CANNOT BE SELECTED',
  TIME_REQUIRED: 'A PROPOSED TIME IS REQUIRED',
  TIME_OUTSIDE_PICKUP_HOURS: 'THE PROPOSED TIME MUST BE BETWEEN 7:00AM AND 4:00PM',
  RETURN_NOT_ALLOWED: 'A RETURN IS ONLY POSSIBLE FOR FCL IN MODES SDL, SNV, TRL OR DNV',
  RETURN_DATE_REQUIRED: 'A RETURN DATE IS REQUIRED WITH A RETURN TIME',
  RETURN_DATE_TOO_EARLY: 'THE RETURN DATE IS BEFORE THE EARLIEST RETURN DATE',
  RETURN_TIME_REQUIRED: 'A RETURN TIME IS REQUIRED WITH A RETURN DATE',
  RETURN_TIME_OUTSIDE_PICKUP_HOURS: 'THE RETURN TIME MUST BE BETWEEN 7:00AM AND 4:00PM',
};

/**
 * hub §4 / §5: the problems of one chosen container. Context-free checks always run; the date
 * checks that need the container's dates and the calendar run when `context` is given (the wizard
 * has it from the search row; the server from the stored container).
 */
export function containerErrors(
  chosen: ChosenContainer,
  shipment: { packing: string | null; offeredModes: readonly string[] },
  context?: { dates: ContainerDates; calendar: Omit<DeliveryCalendar, 'firstAvailable' | 'inStorage'> },
): ContainerFieldError[] {
  const errors: ContainerFieldError[] = [];
  if (chosen.dropMode === null) errors.push('MODE_REQUIRED');
  else if (!shipment.offeredModes.includes(chosen.dropMode)) errors.push('MODE_NOT_OFFERED');
  if (chosen.deliveryDate === null) errors.push('DATE_REQUIRED');
  if (chosen.pickupTime === null || chosen.pickupTime.text === '') errors.push('TIME_REQUIRED');
  else if (!isPickupSlot(chosen.pickupTime)) errors.push('TIME_OUTSIDE_PICKUP_HOURS');

  const hasReturn = chosen.deliveryDateReturn !== null || chosen.pickupTimeReturn !== null;
  if (hasReturn && !returnAllowed(shipment.packing, chosen.dropMode)) errors.push('RETURN_NOT_ALLOWED');
  else if (hasReturn) {
    if (chosen.deliveryDateReturn === null) errors.push('RETURN_DATE_REQUIRED');
    if (chosen.pickupTimeReturn === null) errors.push('RETURN_TIME_REQUIRED');
    else if (!isPickupSlot(chosen.pickupTimeReturn)) errors.push('RETURN_TIME_OUTSIDE_PICKUP_HOURS');
    const minimum = returnDateMinimum(chosen.deliveryDate, context?.dates.inStorage ?? null);
    if (chosen.deliveryDateReturn !== null && minimum !== null && chosen.deliveryDateReturn < minimum) {
      errors.push('RETURN_DATE_TOO_EARLY');
    }
  }

  if (context && chosen.deliveryDate !== null) {
    const calendar = {
      ...context.calendar,
      firstAvailable: context.dates.firstAvailable,
      inStorage: context.dates.inStorage,
    };
    if (deliveryDateDisabledReason(chosen.deliveryDate, calendar) !== null) errors.push('DATE_DISABLED');
  }
  return errors;
}

/** hub §5 non-blocking warnings of one container (and the legend: MAY INCUR ADDITIONAL CHARGES). */
export function containerWarnings(chosen: ChosenContainer, dates: ContainerDates) {
  const storage = willIncurStorageDelivery(chosen.deliveryDate, dates.inStorage);
  const detention = willIncurStorageReturn(chosen.deliveryDateReturn, dates.emptyReturnBy);
  return {
    willIncurStorageDelivery: storage,
    willIncurStorageReturn: detention,
    texts: [
      ...(storage ? [DELIVERY_WARNINGS.storageDelivery] : []),
      ...(detention ? [DELIVERY_WARNINGS.detentionReturn] : []),
    ],
  };
}

/** hub §4: changing a mode clears the return date and time. */
export const withDropMode = (chosen: ChosenContainer, dropMode: string | null): ChosenContainer => ({
  ...chosen,
  dropMode,
  deliveryDateReturn: null,
  pickupTimeReturn: null,
});

/** hub §4: a delivery date after the storage date clears the return date. */
export function withDeliveryDate(
  chosen: ChosenContainer,
  deliveryDate: IsoDay | null,
  inStorage: IsoDay | null,
): ChosenContainer {
  const clearsReturn = willIncurStorageDelivery(deliveryDate, inStorage);
  return { ...chosen, deliveryDate, ...(clearsReturn ? { deliveryDateReturn: null } : {}) };
}

/** hub §2: the copy icon applies a container's values to the container below it. */
export function copyToNext(list: readonly ChosenContainer[], index: number): ChosenContainer[] {
  const source = list[index];
  const target = list[index + 1];
  if (!source || !target) return [...list];
  const copy = { ...source, ContainerNumber: target.ContainerNumber };
  return list.map((c, i) => (i === index + 1 ? copy : c));
}

/** The location chosen in step 2 (hub §3 "Address in the wizard"). */
export type WizardLocation = { label: string; address: string; customAddress?: string | null };

/** hub §4: a valid address: a saved one, or CUSTOM ADDRESS with its text filled. */
export function locationValid(location: WizardLocation | null): boolean {
  if (!location) return false;
  if (location.label === CUSTOM_ADDRESS) return (location.customAddress ?? '').trim() !== '';
  return location.address.trim() !== '';
}

/**
 * hub §4 forward conditions. Step 1: at least one container, or the no-availability/no-storage
 * warning case. Step 2: containers, a valid location, VGM answered when asked, and every container
 * with mode, date and time (no container errors). Going back is always allowed.
 */
export function canGoForward(
  step: WizardStep,
  state: {
    selected: readonly string[];
    datesMissing: boolean;
    location: WizardLocation | null;
    vgmAsked: boolean;
    vgm: boolean | null;
    containerErrors: readonly (readonly ContainerFieldError[])[];
  },
): boolean {
  if (step === WIZARD_STEPS.CONTAINERS) return state.selected.length > 0 || state.datesMissing;
  if (step === WIZARD_STEPS.LOCATION) {
    return (
      state.selected.length > 0 &&
      locationValid(state.location) &&
      (!state.vgmAsked || state.vgm !== null) &&
      state.containerErrors.every((e) => e.length === 0)
    );
  }
  return false;
}

/** hub §4 / §8: the move forward, or PLEASE FIX ERRORS ABOVE when it is refused. */
export function goForward(
  step: WizardStep,
  state: Parameters<typeof canGoForward>[1],
): { step: WizardStep; error: null } | { step: WizardStep; error: typeof FIX_ERRORS_ABOVE } {
  if (!canGoForward(step, state)) return { step, error: FIX_ERRORS_ABOVE };
  return {
    step: step === WIZARD_STEPS.CONTAINERS ? WIZARD_STEPS.LOCATION : WIZARD_STEPS.SUMMARY,
    error: null,
  };
}

/** hub §4: going back is always allowed. */
export const goBack = (step: WizardStep): WizardStep =>
  step === WIZARD_STEPS.SUMMARY ? WIZARD_STEPS.LOCATION : WIZARD_STEPS.CONTAINERS;
