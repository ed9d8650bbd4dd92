/**
 * Delivery use cases (hub §4, §5, §7): public holidays, saved addresses, arrangeTransport (both
 * the wizard and earliest delivery), the staff list and confirmation. Each owns its transaction;
 * the team e-mail goes through the outbox inside it, so a stored request is never without its mail
 * (a job delivers it). deliveryRequested and deliveryConfirmed are emitted after the commit.
 */
import type { ArrangeTransportBody, ArrangeTransportResponse } from '@navia/domain/contracts/deliveries';
import {
  type DeliveryCalendar,
  firstSelectableDay,
  type IsoDay,
  isoDayOf,
  parseSubmittedDate,
  returnDateMinimum,
  willIncurStorageDelivery,
  willIncurStorageReturn,
} from '@navia/domain/rules/delivery/calendar';
import {
  HANDLING_METHOD_LABELS,
  isHandlingMethod,
  modesOffered,
  vgmQuestionShown,
} from '@navia/domain/rules/delivery/drop-modes';
import { deliveryButtons, earliestSlots } from '@navia/domain/rules/delivery/earliest';
import { HOUR_SLOTS } from '@navia/domain/rules/delivery/hour-slots';
import { CONTAINER_ERROR_TEXTS, containerErrors } from '@navia/domain/rules/delivery/wizard';
import { canArrangeTransport } from '@navia/domain/rules/detail-panels';
import { dayOf } from '@navia/domain/rules/filters/dates';
import { formatNotificationDate, joinNotificationText } from '@navia/domain/rules/notifications';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Scope } from '../../lib/scope.ts';
import { dispatchSoon, raiseNotification } from '../notifications/notification-dispatch.ts';
import { findShipmentByKey } from '../shipment-detail/shipment-detail.repository.ts';
import { presentAddress, presentDeliveryRequest } from './deliveries.presenter.ts';
import * as repo from './deliveries.repository.ts';
import { type DestinationRegion, destinationRegion, publicHolidays } from './public-holidays.ts';

/** zone: the caller's home-country zone, whose calendar days "today" and the container dates are. */
export type DeliveryCaller = { scope: Scope; userId: string; zone: string };

const notFound = () => new AppError('NOT_FOUND');
/** hub §8: the server's text is shown under the summary, so it is written for the customer. */
const refused = (message: string) => new AppError('VALIDATION', { message });

const dayIn = (instant: Date | null, zone: string): IsoDay | null =>
  instant === null ? null : dayOf(instant, zone);

async function regionOf(ctx: AppContext, shipment: repo.ShipmentRow) {
  const state = shipment.shipStateDest ?? (await repo.portState(ctx.database.db, shipment.destination));
  return destinationRegion(shipment.destination, state);
}

/**
 * POST /api/shipments/getPublicHolidays: [{date: {iso}, name}] for a shipment's destination (404
 * for one the caller may not see), or for a country (a public calendar: no tenant data).
 */
export async function getPublicHolidays(
  ctx: AppContext,
  scope: Scope,
  body: { year: number; shipKey?: string | undefined; country?: string | undefined },
) {
  let region: DestinationRegion;
  if (body.shipKey === undefined) {
    region = { country: body.country ?? '', state: null };
  } else {
    const shipment = await findShipmentByKey(ctx.database.db, scope, body.shipKey);
    if (!shipment) throw notFound();
    region = await regionOf(ctx, shipment);
  }
  return publicHolidays(region, body.year).map((h) => ({ date: { iso: h.iso }, name: h.name }));
}

export async function buyerAddresses(
  ctx: AppContext,
  scope: Scope,
  buyerCode: string,
  deliveryOnly: boolean,
) {
  const rows = await repo.addressesOfBuyer(ctx.database.db, scope, buyerCode, { deliveryOnly });
  return { result: rows.map(presentAddress) };
}

export async function findAddresses(ctx: AppContext, scope: Scope, filter: string) {
  return { result: (await repo.searchAddresses(ctx.database.db, scope, filter)).map(presentAddress) };
}

const same = (a: string | null, b: string | null) =>
  (a ?? '').trim().toUpperCase() === (b ?? '').trim().toUpperCase();

/** One chosen container, checked and turned into the row to store. */
type PlannedContainer = repo.NewDeliveryRequestContainer;

/**
 * POST /api/shipments/arrangeTransport. The body already passed the shared schema; here come the
 * checks that need the stored shipment: it is the one named, the containers are on it, deliverable
 * and not confirmed, and the dates obey the picker for the destination's holidays.
 */
export async function arrangeTransport(
  ctx: AppContext,
  caller: DeliveryCaller,
  body: ArrangeTransportBody,
): Promise<ArrangeTransportResponse> {
  const db = ctx.database.db;
  const earlier = await repo.findRequestByRequestId(db, caller.scope, body.requestId);
  if (earlier) return replay(earlier, body);

  const shipment = await findShipmentByKey(db, caller.scope, body.ShipKey);
  if (!shipment) throw notFound();
  // The saved address chosen must be one of the shipment's group: another group's answers as an unknown one.
  const addressId = body.location._id;
  if (addressId !== null && !(await repo.isAddressOfShipmentGroup(db, shipment, addressId))) throw notFound();
  const stored = await repo.containersOfShipment(db, shipment);
  checkRecord(shipment, stored, body);

  const byNumber = new Map(stored.map((c) => [c.containerNumber, c]));
  const today = dayOf(ctx.now(), caller.zone);
  const holidays = await holidaysAround(ctx, shipment, today);
  const vgm = vgmQuestionShown(shipment.packing, shipment.direction) ? body.VGMRequired : null;
  const offeredModes = modesOffered(shipment.packing, shipment.direction, vgm);

  const chosen = body.containers.map((c) => {
    const container = byNumber.get(c.ContainerNumber);
    if (!container) throw refused(`${c.ContainerNumber}: THIS CONTAINER IS NOT ON THE SHIPMENT`);
    // hub §2: BookedFlag 1 containers are not offered; hub §4: a confirmed delivery disables the buttons.
    if (container.bookedFlag === 1 || container.confirmedDelivery !== null) {
      throw refused(`${c.ContainerNumber}: THE DELIVERY OF THIS CONTAINER IS ALREADY BOOKED`);
    }
    return { input: c, container };
  });

  const planned: PlannedContainer[] = chosen.map(({ input, container }, position) => {
    const dates = {
      firstAvailable: dayIn(container.cargoAvailable, caller.zone),
      inStorage: dayIn(container.cargoStorage, caller.zone),
      emptyReturnBy: dayIn(container.emptyReturnedBy, caller.zone),
    };
    const calendar: DeliveryCalendar = { today, holidays, ...dates };
    if (body.kind === 'EARLIEST') return plannedEarliest(body, container, dates, calendar, position);
    const wizardContainer = {
      ContainerNumber: input.ContainerNumber,
      dropMode: 'dropMode' in input ? (input.dropMode?.value ?? null) : null,
      pickupTime: 'pickupTime' in input ? input.pickupTime : null,
      deliveryDate: 'deliveryDate' in input ? parseDay(input.deliveryDate) : null,
      deliveryDateReturn: 'deliveryDateReturn' in input ? parseDay(input.deliveryDateReturn) : null,
      pickupTimeReturn: 'pickupTimeReturn' in input ? input.pickupTimeReturn : null,
    };
    const [error] = containerErrors(
      wizardContainer,
      { packing: shipment.packing, offeredModes },
      { dates, calendar: { today, holidays } },
    );
    if (error) throw refused(`${container.containerNumber}: ${CONTAINER_ERROR_TEXTS[error]}`);
    return {
      containerId: container.id,
      position,
      containerNumber: container.containerNumber,
      dropMode: wizardContainer.dropMode,
      deliveryDate: wizardContainer.deliveryDate,
      pickupTimeIndex: wizardContainer.pickupTime?.index ?? null,
      deliveryDateReturn: wizardContainer.deliveryDateReturn,
      pickupTimeReturnIndex: wizardContainer.pickupTimeReturn?.index ?? null,
      willIncurStorageDelivery: willIncurStorageDelivery(wizardContainer.deliveryDate, dates.inStorage),
      willIncurStorageReturn: willIncurStorageReturn(wizardContainer.deliveryDateReturn, dates.emptyReturnBy),
    };
  });
  if (body.kind === 'EARLIEST' && body.dropMode && !offeredModes.includes(body.dropMode.value)) {
    throw refused(CONTAINER_ERROR_TEXTS.MODE_NOT_OFFERED);
  }

  // hub §7 flag: recomputed from the stored dates rather than trusted from the browser.
  const datesMissing = chosen.some(
    ({ container }) => container.cargoAvailable === null || container.cargoStorage === null,
  );
  const location = body.location;
  const values: repo.NewDeliveryRequest = {
    requestId: body.requestId,
    kind: body.kind,
    shipNumber: shipment.shipNumber,
    dataSource: shipment.dataSource,
    ordNumber: body.OrdNumber,
    addressId: location._id,
    locationLabel: location.label,
    locationAddress: location.address,
    customAddress: location.label === 'CUSTOM ADDRESS' ? location.customAddress : null,
    containerMode: shipment.packing,
    transportMode: shipment.transportMode,
    vgmRequired: vgm,
    additionalNotes: body.info.additionalNotes,
    period: body.kind === 'EARLIEST' ? body.period : null,
    emptyReturnBy: body.kind === 'EARLIEST' ? parseDay(body.emptyReturnBy) : null,
    datesMissing,
    sendViaEmail: body.sendViaEmail,
    createdBy: caller.userId,
  };

  const outcome = await db.transaction(async (tx) => {
    const request = await repo.insertRequest(tx, shipment, values);
    // A concurrent retry won the race: it wrote the request, this one writes nothing.
    if (!request) return null;
    await repo.insertRequestContainers(tx, request, planned);
    // Every row with a chosen number: LCL cargo lines share their consolidation box's number.
    const chosenNumbers = new Set(planned.map((p) => p.containerNumber));
    await repo.markDeliveryRequested(
      tx,
      shipment,
      stored.filter((c) => chosenNumbers.has(c.containerNumber)).map((c) => c.id),
    );
    await ctx.mailer.enqueue(tx, teamEmail(ctx, shipment, values, planned));
    // issue 11: the record's subscribers hear of it (outbox row in this transaction).
    const notificationId = await raiseNotification(ctx, tx, {
      type: 'deliveryScheduled',
      orgGroupId: shipment.orgGroupId,
      shipment,
      text: joinNotificationText(
        values.kind === 'EARLIEST' ? 'Earliest delivery requested' : 'Delivery scheduled',
        [`Containers: ${[...chosenNumbers].join(', ')}`],
      ),
    });
    return { ...request, notificationId };
  });
  if (outcome) {
    void dispatchSoon(ctx, [outcome.notificationId]);
    await ctx.events.emit('deliveryRequested', {
      deliveryRequestId: outcome.id,
      kind: outcome.kind,
      orgGroupId: outcome.orgGroupId,
      shipmentId: shipment.id,
      shipKey: shipment.shipKey,
      containerNumbers: planned.map((p) => p.containerNumber),
      requestedBy: caller.userId,
      occurredAt: ctx.now().toISOString(),
    });
  }
  const saved = await repo.findRequestByRequestId(db, caller.scope, body.requestId);
  if (!saved) throw new Error('delivery request vanished after insert');
  return { deliveryRequest: presentDeliveryRequest(saved), replayed: outcome === null };
}

function replay(earlier: repo.StoredRequest, body: ArrangeTransportBody): ArrangeTransportResponse {
  if (earlier.shipKey !== body.ShipKey) {
    throw new AppError('REQUEST_ID_REUSED');
  }
  return { deliveryRequest: presentDeliveryRequest(earlier), replayed: true };
}

const parseDay = (submitted: string | null): IsoDay | null =>
  submitted === null ? null : parseSubmittedDate(submitted);

/** The body names this shipment, with its own packing, direction and modes (the modes depend on them). */
function checkRecord(
  shipment: repo.ShipmentRow,
  stored: readonly repo.ContainerRow[],
  body: ArrangeTransportBody,
) {
  const matches =
    same(body.ShipNumber, shipment.shipNumber) &&
    same(body.DataSource, shipment.dataSource) &&
    same(body.info.ContainerMode, shipment.packing) &&
    same(body.info.Direction, shipment.direction) &&
    same(body.info.TransportMode, shipment.transportMode);
  if (!matches) throw refused('THE SHIPMENT DETAILS DO NOT MATCH THE RECORD. PLEASE RELOAD AND TRY AGAIN.');
  // hub §2 "when arranging transport is offered", as decided in docs/decisions/008.
  const offered = canArrangeTransport({
    ShipNumber: shipment.shipNumber,
    ContainerMode: shipment.packing,
    DataSource: shipment.dataSource,
    Destination: shipment.destination,
    Containers: stored.map((c) => ({ BookedFlag: c.bookedFlag })),
  });
  if (!offered) throw refused('ARRANGING TRANSPORT IS NOT AVAILABLE FOR THIS SHIPMENT');
}

/** Holidays of this year and the next two (delivery and return dates may cross a new year). */
async function holidaysAround(ctx: AppContext, shipment: repo.ShipmentRow, today: IsoDay) {
  const region = await regionOf(ctx, shipment);
  const year = Number(today.slice(0, 4));
  return new Set([year, year + 1, year + 2].flatMap((y) => publicHolidays(region, y).map((h) => h.iso)));
}

/** Earliest delivery: the first day the picker allows, the fixed slot of the period (hub §5). */
function plannedEarliest(
  body: Extract<ArrangeTransportBody, { kind: 'EARLIEST' }>,
  container: repo.ContainerRow,
  dates: { firstAvailable: IsoDay | null; inStorage: IsoDay | null; emptyReturnBy: IsoDay | null },
  calendar: DeliveryCalendar,
  position: number,
): PlannedContainer {
  const buttons = deliveryButtons(
    { ConfirmedDelivery: null, ShipCargoAvailable: dates.firstAvailable },
    calendar.today,
  );
  if (!buttons.earliestDelivery)
    throw refused(`${container.containerNumber}: THE CARGO IS NOT AVAILABLE YET`);
  const deliveryDate = firstSelectableDay(calendar);
  if (deliveryDate === null) throw refused(`${container.containerNumber}: NO DELIVERY DATE IS AVAILABLE`);
  // The schema guarantees a period; the refinement ran before this.
  const slots = earliestSlots(body.period ?? 'AM');
  const emptyReturnBy = parseDay(body.emptyReturnBy);
  const minimum = returnDateMinimum(deliveryDate, dates.inStorage);
  if (emptyReturnBy !== null && minimum !== null && emptyReturnBy < minimum) {
    throw refused(`${container.containerNumber}: ${CONTAINER_ERROR_TEXTS.RETURN_DATE_TOO_EARLY}`);
  }
  return {
    containerId: container.id,
    position,
    containerNumber: container.containerNumber,
    dropMode: body.dropMode?.value ?? null,
    deliveryDate,
    pickupTimeIndex: slots.pickupTime.index,
    deliveryDateReturn: emptyReturnBy,
    pickupTimeReturnIndex: emptyReturnBy === null ? null : slots.pickupTimeReturn.index,
    willIncurStorageDelivery: willIncurStorageDelivery(deliveryDate, dates.inStorage),
    willIncurStorageReturn: willIncurStorageReturn(emptyReturnBy, dates.emptyReturnBy),
  };
}

function teamEmail(
  ctx: AppContext,
  shipment: repo.ShipmentRow,
  values: repo.NewDeliveryRequest,
  planned: PlannedContainer[],
) {
  const title = values.kind === 'EARLIEST' ? 'Earliest delivery request' : 'Delivery request';
  const time = (index: number | null | undefined) => (index ? (HOUR_SLOTS[index - 1]?.text ?? '') : '');
  const mode = (m: string | null | undefined) =>
    m && isHandlingMethod(m) ? `${m} (${HANDLING_METHOD_LABELS[m]})` : 'not chosen';
  const lines = [
    `${title} for shipment ${shipment.shipNumber} (${shipment.dataSource}, ${shipment.packing} ${shipment.direction}).`,
    values.datesMissing
      ? 'ATTENTION: the cargo-available or storage date is missing; please clarify with the customer.'
      : '',
    `Location: ${values.locationLabel} — ${values.customAddress ?? values.locationAddress}`,
    values.vgmRequired === null || values.vgmRequired === undefined
      ? ''
      : `VGM required: ${values.vgmRequired ? 'YES' : 'NO'}`,
    values.period ? `Period of the day: ${values.period}` : '',
    '',
    ...planned.map(
      (p) =>
        `${p.containerNumber}: mode ${mode(p.dropMode)}, delivery ${p.deliveryDate ?? '-'} ${time(p.pickupTimeIndex)}` +
        (p.deliveryDateReturn ? `, return ${p.deliveryDateReturn} ${time(p.pickupTimeReturnIndex)}` : '') +
        (p.willIncurStorageDelivery ? ' [storage accepted]' : '') +
        (p.willIncurStorageReturn ? ' [detention accepted]' : ''),
    ),
    '',
    `Notes: ${values.additionalNotes || '-'}`,
  ];
  return {
    to: ctx.config.NAVIA_TEAM_EMAIL,
    subject: `${title}: ${shipment.shipNumber}`,
    text: lines.filter((l, i, all) => l !== '' || all[i - 1] !== '').join('\n'),
  };
}

/** GET /api/shipments/{id}/deliveryRequests: the requests of a shipment the caller may see. */
export async function listDeliveryRequests(ctx: AppContext, scope: Scope, shipKey: string) {
  const shipment = await findShipmentByKey(ctx.database.db, scope, shipKey);
  if (!shipment) throw notFound();
  const rows = await repo.requestsOfShipment(ctx.database.db, shipment);
  return { result: rows.map(presentDeliveryRequest) };
}

/**
 * POST /api/shipments/deliveryRequests/{id}/confirm (NU and above): sets ConfirmedDelivery to the
 * requested day on each container, which disables DELIVERY and EARLIEST DELIVERY (hub §4).
 */
export async function confirmDeliveryRequest(ctx: AppContext, caller: DeliveryCaller, id: string) {
  const db = ctx.database.db;
  const found = await repo.findRequestById(db, caller.scope, id);
  if (!found) throw notFound();
  const done = await db.transaction(async (tx) => {
    if (!(await repo.markConfirmed(tx, found.request, caller.userId, ctx.now()))) return null;
    const days: string[] = [];
    for (const c of found.containers) {
      const day = c.deliveryDate ?? isoDayOf(ctx.now());
      days.push(day);
      await repo.confirmContainerDelivery(tx, found.request, c.containerId, new Date(`${day}T00:00:00Z`));
    }
    return raiseNotification(ctx, tx, {
      type: 'deliveryConfirmed',
      orgGroupId: found.request.orgGroupId,
      shipment: {
        id: found.request.shipmentId,
        shipKey: found.shipKey,
        shipNumber: found.request.shipNumber,
      },
      text: joinNotificationText('Delivery confirmed', [
        `Containers: ${[...new Set(found.containers.map((c) => c.containerNumber))].join(', ')}`,
        `Delivery on ${[...new Set(days)].map(formatNotificationDate).join(', ')}`,
      ]),
    });
  });
  if (done === null) throw new AppError('DELIVERY_ALREADY_CONFIRMED');
  void dispatchSoon(ctx, [done]);
  await ctx.events.emit('deliveryConfirmed', {
    deliveryRequestId: id,
    orgGroupId: found.request.orgGroupId,
    shipmentId: found.request.shipmentId,
    shipKey: found.shipKey,
    confirmedBy: caller.userId,
    occurredAt: ctx.now().toISOString(),
  });
  const saved = await repo.findRequestById(db, caller.scope, id);
  if (!saved) throw notFound();
  return presentDeliveryRequest(saved);
}
