/**
 * The Arrange Delivery wizard's form state and what it derives (hub §2, §4, §5), without React.
 * Every rule comes from rules/delivery; this file only decides how the wizard holds its values
 * (one entry per container number, so a container dropped in step 1 and chosen again keeps them)
 * and how the ALL row is checked against the containers it stands for.
 */
import type { ArrangeTransportInput } from '@navia/domain/contracts/deliveries';
import {
  type DeliveryCalendar,
  datesUnconfirmed,
  formatSubmittedDate,
  type IsoDay,
  returnDateMinimum,
} from '@navia/domain/rules/delivery/calendar';
import {
  defaultDropMode,
  dropModeOption,
  isHandlingMethod,
  modesOffered,
  vgmQuestionShown,
} from '@navia/domain/rules/delivery/drop-modes';
import type { DeliveryTarget } from '@navia/domain/rules/delivery/target';
import {
  ALL_CONTAINERS,
  type ChosenContainer,
  type ContainerDates,
  type ContainerFieldError,
  containerErrors,
  containerWarnings,
  deliverableContainers,
  expandAllSelection,
  startOfWizard,
  type WizardStep,
  withDropMode,
} from '@navia/domain/rules/delivery/wizard';
import { type ChosenLocation, submittedLocation } from './address-field.tsx';

export type WizardForm = {
  step: WizardStep;
  /** The step the wizard opened on (after Oh No!): BACK is offered on step 2 only when it was 1. */
  firstStep: WizardStep;
  /** hub §2: the Oh No! screen is still showing. */
  noDatesScreen: boolean;
  selected: string[];
  location: ChosenLocation | null;
  vgm: boolean | null;
  /** Values per container number (ALL included), kept while the container is not chosen. */
  values: Readonly<Record<string, ChosenContainer>>;
  notes: string;
  /** The step whose forward move was refused: its fields show their errors from then on. */
  refusedAt: WizardStep | null;
};

/** What the wizard reads of the shipment. */
const shipmentOf = (target: DeliveryTarget) => ({
  packing: target.ContainerMode,
  direction: target.Direction,
});

/**
 * DECIDED: the Oh No! screen shows when any deliverable container has neither a cargo-available nor
 * a storage date: the choice comes after the screen, and a delivery that includes such a container
 * cannot be confirmed instantly (hub §2).
 */
const noDatesCase = (target: DeliveryTarget): boolean =>
  deliverableContainers(target.containers).some((c) => datesUnconfirmed(c.dates));

export function initialForm(target: DeliveryTarget): WizardForm {
  const start = startOfWizard(target.containers);
  return {
    step: start.step,
    firstStep: start.step,
    noDatesScreen: noDatesCase(target),
    selected: start.selected,
    location: null,
    vgm: null,
    values: {},
    notes: '',
    refusedAt: null,
  };
}

export const vgmAsked = (target: DeliveryTarget) => vgmQuestionShown(target.ContainerMode, target.Direction);

export const offeredModes = (target: DeliveryTarget, vgm: boolean | null) =>
  modesOffered(target.ContainerMode, target.Direction, vgmAsked(target) ? vgm : null);

const emptyChosen = (ContainerNumber: string, dropMode: string | null): ChosenContainer => ({
  ContainerNumber,
  dropMode,
  pickupTime: null,
  deliveryDate: null,
  deliveryDateReturn: null,
  pickupTimeReturn: null,
});

/** hub §4: the default mode from the chosen address's equipment (none for CUSTOM ADDRESS). */
function defaultModeOf(target: DeliveryTarget, location: ChosenLocation | null, vgm: boolean | null) {
  if (!location?.equipment) return null;
  return defaultDropMode(location.equipment, shipmentOf(target), vgmAsked(target) ? vgm : null);
}

/** The step 2 rows: one per chosen container (or the single ALL row), in the order chosen. */
export const rowsOf = (form: WizardForm, target: DeliveryTarget): ChosenContainer[] =>
  form.selected.map((n) => form.values[n] ?? emptyChosen(n, defaultModeOf(target, form.location, form.vgm)));

/** Writes rows back into the per-number values. */
export const withRows = (form: WizardForm, rows: readonly ChosenContainer[]): WizardForm => ({
  ...form,
  values: { ...form.values, ...Object.fromEntries(rows.map((r) => [r.ContainerNumber, r])) },
});

const earliest = (days: (IsoDay | null)[]) => days.filter((d): d is IsoDay => d !== null).sort()[0] ?? null;
const latest = (days: (IsoDay | null)[]) =>
  days
    .filter((d): d is IsoDay => d !== null)
    .sort()
    .at(-1) ?? null;

/**
 * The dates a row is shown with. DECIDED for the ALL row: the strictest of the containers it
 * stands for — the latest first-available day (a day the picker offers suits every container),
 * the earliest storage day (the highlight and the storage warning appear as soon as one container
 * would incur storage) and the earliest empty-return-by day. Validation does not rely on these:
 * rowErrors checks ALL once per real container, with that container's own dates.
 */
export function datesOfRow(target: DeliveryTarget, containerNumber: string): ContainerDates {
  const deliverable = deliverableContainers(target.containers);
  if (containerNumber !== ALL_CONTAINERS) {
    return (
      deliverable.find((c) => c.ContainerNumber === containerNumber)?.dates ?? {
        firstAvailable: null,
        inStorage: null,
        emptyReturnBy: null,
      }
    );
  }
  return {
    firstAvailable: latest(deliverable.map((c) => c.dates.firstAvailable)),
    inStorage: earliest(deliverable.map((c) => c.dates.inStorage)),
    emptyReturnBy: earliest(deliverable.map((c) => c.dates.emptyReturnBy)),
  };
}

/** The row's return-date minimum (hub §5); for ALL the latest of the containers' minimums. */
export function returnMinimumOfRow(target: DeliveryTarget, row: ChosenContainer): IsoDay | null {
  const minimums = expandAllSelection([row], target.containers).map((c) =>
    returnDateMinimum(row.deliveryDate, datesOfRow(target, c.ContainerNumber).inStorage),
  );
  return latest(minimums);
}

export type WizardCalendar = Omit<DeliveryCalendar, 'firstAvailable' | 'inStorage'>;

/** The picker calendar of a row (hub §5 delivery-date picker). */
export function calendarOfRow(target: DeliveryTarget, containerNumber: string, base: WizardCalendar) {
  const dates = datesOfRow(target, containerNumber);
  return { ...base, firstAvailable: dates.firstAvailable, inStorage: dates.inStorage };
}

/** hub §4 / §5: a row's errors; the ALL row has those of every container it expands to. */
export function rowErrors(
  target: DeliveryTarget,
  row: ChosenContainer,
  vgm: boolean | null,
  calendar: WizardCalendar,
): ContainerFieldError[] {
  const shipment = { packing: target.ContainerMode, offeredModes: offeredModes(target, vgm) };
  const errors = expandAllSelection([row], target.containers).flatMap((c) =>
    containerErrors(c, shipment, { dates: datesOfRow(target, c.ContainerNumber), calendar }),
  );
  return [...new Set(errors)];
}

/** hub §5 non-blocking warnings of a row (the ALL row uses its strictest dates, see datesOfRow). */
export const rowWarnings = (target: DeliveryTarget, row: ChosenContainer) =>
  containerWarnings(row, datesOfRow(target, row.ContainerNumber));

/** The fields a container error is shown under. */
export type RowField = 'mode' | 'date' | 'time' | 'returnDate' | 'returnTime';

const ERROR_FIELD: Readonly<Record<ContainerFieldError, RowField>> = {
  MODE_REQUIRED: 'mode',
  MODE_NOT_OFFERED: 'mode',
  // Only reachable with return values on a mode without return, whose return fields are hidden.
  RETURN_NOT_ALLOWED: 'mode',
  DATE_REQUIRED: 'date',
  DATE_DISABLED: 'date',
  TIME_REQUIRED: 'time',
  TIME_OUTSIDE_PICKUP_HOURS: 'time',
  RETURN_DATE_REQUIRED: 'returnDate',
  RETURN_DATE_TOO_EARLY: 'returnDate',
  RETURN_TIME_REQUIRED: 'returnTime',
  RETURN_TIME_OUTSIDE_PICKUP_HOURS: 'returnTime',
};

/** The first error of each field. */
export function errorsByField(
  errors: readonly ContainerFieldError[],
): Partial<Record<RowField, ContainerFieldError>> {
  const byField: Partial<Record<RowField, ContainerFieldError>> = {};
  for (const error of errors) byField[ERROR_FIELD[error]] ??= error;
  return byField;
}

/**
 * hub §4 "changing the location sets each chosen container's default mode from the address
 * equipment". A default the shipment does not offer (or CUSTOM ADDRESS, which has no equipment)
 * leaves the chosen modes alone. Typing in NEW ADDRESS is not a change of location.
 */
export function withLocation(form: WizardForm, target: DeliveryTarget, location: ChosenLocation | null) {
  const identity = (l: ChosenLocation | null) => (l === null ? null : (l._id ?? l.label));
  const changed = identity(form.location) !== identity(location);
  const next = { ...form, location };
  const mode = defaultModeOf(target, location, form.vgm);
  if (!changed || mode === null) return next;
  // hub §4: withDropMode also clears the return date and time of a changed mode.
  return withRows(
    next,
    rowsOf(form, target).map((r) => (r.dropMode === mode ? r : withDropMode(r, mode))),
  );
}

/**
 * The VGM answer decides the modes offered (hub §5): a row whose mode is no longer offered (or has
 * none yet) takes the address default for the new answer, or none.
 */
export function withVgm(form: WizardForm, target: DeliveryTarget, vgm: boolean): WizardForm {
  const offered: readonly string[] = offeredModes(target, vgm);
  const mode = defaultModeOf(target, form.location, vgm);
  const rows = rowsOf(form, target).map((r) =>
    r.dropMode === mode || (r.dropMode !== null && offered.includes(r.dropMode)) ? r : withDropMode(r, mode),
  );
  return withRows({ ...form, vgm }, rows);
}

/** The step 2 forward state of hub §4 (rules/delivery/wizard canGoForward). */
export function forwardState(form: WizardForm, target: DeliveryTarget, calendar: WizardCalendar) {
  return {
    selected: form.selected,
    // The step 1 exception of hub §4 ("or the no-availability/no-storage warning case") is not
    // used: the contract needs at least one container, so step 2 would be a dead end without one.
    datesMissing: false,
    location: form.location,
    vgmAsked: vgmAsked(target),
    vgm: form.vgm,
    containerErrors: rowsOf(form, target).map((r) => rowErrors(target, r, form.vgm, calendar)),
  };
}

/** The containers as submitted: ALL expanded to every deliverable container (hub §4). */
export const submittedRows = (form: WizardForm, target: DeliveryTarget) =>
  expandAllSelection(rowsOf(form, target), target.containers);

/**
 * The POST /api/shipments/arrangeTransport body (hub §7): ALL expanded, days as DD/MM/YYYY, modes
 * as {value, label}; flag when a chosen container misses its availability or storage date, or the
 * Oh No! screen was shown (the server recomputes it from the stored dates).
 */
export function arrangeBodyOf(
  form: WizardForm,
  target: DeliveryTarget,
  requestId: string,
): ArrangeTransportInput | null {
  if (form.location === null) return null;
  const rows = submittedRows(form, target);
  const asked = vgmAsked(target);
  const day = (d: IsoDay | null) => (d === null ? null : formatSubmittedDate(d));
  const datesMissing = rows.some((r) => {
    const dates = datesOfRow(target, r.ContainerNumber);
    return dates.firstAvailable === null || dates.inStorage === null;
  });
  return {
    kind: 'ARRANGE',
    requestId,
    ShipKey: target.ShipKey,
    ShipNumber: target.ShipNumber,
    DataSource: target.DataSource,
    OrdNumber: target.OrdNumber,
    location: submittedLocation(form.location),
    info: {
      ContainerMode: target.ContainerMode,
      TransportMode: target.TransportMode,
      Direction: target.Direction,
      additionalNotes: form.notes,
    },
    VGMRequired: asked ? form.vgm : null,
    sendViaEmail: true,
    flag: noDatesCase(target) || datesMissing,
    containers: rows.map((r) => ({
      ContainerNumber: r.ContainerNumber,
      dropMode: r.dropMode !== null && isHandlingMethod(r.dropMode) ? dropModeOption(r.dropMode) : null,
      pickupTime: r.pickupTime,
      deliveryDate: day(r.deliveryDate),
      deliveryDateReturn: day(r.deliveryDateReturn),
      pickupTimeReturn: r.pickupTimeReturn,
    })),
  };
}
