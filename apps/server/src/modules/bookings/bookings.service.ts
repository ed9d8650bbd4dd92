/**
 * Booking use cases (issue 18): submit (idempotent per group and requestId), list, read, confirm
 * (staff: the booking becomes a shipment in the tracking search), decline (staff), cancel (the
 * customer), book again (a draft from a shipment), and the booking form's lookups (hub §7 getVessels,
 * getPortNamesInList, getPortNames). Each change owns its transaction; its e-mail goes through the
 * outbox and its notification is stored inside it, pushed live after the commit.
 */
import {
  type BookingDraft,
  type BookingOriginValue,
  type BookingParty,
  type bookingEndpoints,
  PORT_NAMES_LIMIT,
  VESSEL_WINDOW_DAYS,
  VESSELS_LIMIT,
  type VesselOption,
} from '@navia/domain/contracts/bookings';
import type { EndpointParsedInput } from '@navia/domain/contracts/endpoint';
import { CONTAINER_TYPES, type ContainerType } from '@navia/domain/contracts/quotes';
import { isStaff } from '@navia/domain/rules/access';
import { countryNameOf } from '@navia/domain/rules/booking-dialogs/countries';
import {
  type BookingAction,
  type BookingStatus,
  nextBookingStatus,
} from '@navia/domain/rules/bookings/status';
import {
  BOOKING_TYPE_LABELS,
  type BookingDirection,
  type BookingType,
} from '@navia/domain/rules/bookings/types';
import { effectiveDirection } from '@navia/domain/rules/bookings/validation';
import { PACKING_MODES, TRANSPORT_MODES } from '@navia/domain/rules/filters/catalogue';
import type { AppContext } from '../../context.ts';
import type { Executor } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Scope } from '../../lib/scope.ts';
import { storedEmissionOf } from '../emissions/stored-emissions.ts';
import {
  pushBookingNotifications,
  storeBookingNotifications,
} from '../notifications/booking-notifications.ts';
import type { NotificationRow } from '../notifications/notifications.repository.ts';
import { findShipmentByKey } from '../shipment-detail/shipment-detail.repository.ts';
import { bookingNumber, presentBooking } from './bookings.presenter.ts';
import * as repo from './bookings.repository.ts';

type Parsed<K extends keyof typeof bookingEndpoints> = EndpointParsedInput<(typeof bookingEndpoints)[K]>;
export type SubmitBody = Parsed<'submit'>['body'];
export type ListBody = Parsed<'list'>['body'];

/** Who calls: their scope (the group whose bookings they see) and their user id. */
export type BookingCaller = { scope: Scope; userId: string };

const notFound = () => new AppError('NOT_FOUND');
const invalid = (field: string, message: string) =>
  new AppError('VALIDATION', { message: `${field}: ${message}`, issues: [{ field, message }] });
const conflict = (message: string) => new AppError('CONFLICT', { message });

const DAY = 86_400_000;

// ---------------------------------------------------------------------------------------------
// Submit
// ---------------------------------------------------------------------------------------------

/**
 * POST /api/bookings. The body passed the shared schema (rules/bookings/validation.ts); here come
 * the checks that need stored records (the quote or shipment it came from), then one transaction:
 * the booking, the confirmation e-mail (outbox) and the submitter's notification.
 */
export async function submitBooking(ctx: AppContext, caller: BookingCaller, body: SubmitBody) {
  const db = ctx.database.db;
  const orgGroupId = caller.scope.orgGroupId;
  // Staff have no group to book for (they confirm bookings); a trusted party neither.
  if (isStaff(caller.scope.role) || orgGroupId === null) {
    throw conflict('Staff have no organisation group to book for: the customer submits the booking.');
  }
  // The origin is checked before the replay, so naming another group's record never answers a booking.
  const origin = await resolveOrigin(ctx, caller.scope, orgGroupId, body.origin);
  const earlier = await repo.findByRequestId(db, orgGroupId, body.requestId);
  if (earlier) return { booking: presentBooking(earlier), replayed: true };

  const direction = effectiveDirection(body.type, body.direction);
  // The schema refuses a ROAD booking without a direction; this keeps the type honest.
  if (direction === null) throw invalid('direction', 'direction is required for a road transport booking');
  const now = ctx.now();
  const contact = await repo.userContact(db, caller.userId);

  const outcome = await db.transaction(async (tx) => {
    const row = await repo.insertBooking(tx, {
      orgGroupId,
      requestId: body.requestId,
      type: body.type,
      direction,
      status: 'SUBMITTED',
      origin,
      quoteId: origin.kind === 'QUOTE' ? origin.quoteId : null,
      shipper: body.shipper,
      consignee: body.consignee,
      pickupAddress: body.pickupAddress,
      deliveryAddress: body.deliveryAddress,
      transportMode: body.transportMode,
      packing: body.packing,
      originPort: body.originPort,
      destinationPort: body.destinationPort,
      cargoLines: body.cargoLines,
      containers: body.containers,
      readyDate: body.readyDate,
      requiredInStoreDate: body.requiredInStoreDate,
      pickupStart: body.pickupWindow?.start ?? null,
      pickupEnd: body.pickupWindow?.end ?? null,
      vessel: body.vesselPreference?.vessel ?? null,
      voyage: body.vesselPreference?.voyage ?? null,
      handlingMethod: body.handlingMethod,
      incoterm: body.incoterm,
      notes: body.notes,
      createdBy: caller.userId,
      createdAt: now,
      updatedAt: now,
    });
    // A concurrent retry with the same requestId won: it wrote the booking, this one writes nothing.
    if (!row) return null;
    const number = bookingNumber(row.seq);
    if (contact) {
      await ctx.mailer.enqueue(tx, {
        to: contact.email,
        subject: `Booking ${number} received`,
        text: submittedEmailText(ctx, contact.fullname, number, row.id, body, direction),
      });
    }
    await ctx.mailer.enqueue(tx, {
      to: ctx.config.NAVIA_TEAM_EMAIL,
      subject: `New booking ${number}: ${body.originPort} → ${body.destinationPort}`,
      text: submittedEmailText(ctx, 'team', number, row.id, body, direction),
    });
    const told = await storeBookingNotifications(
      tx,
      {
        bookingId: row.id,
        recipients: contact?.active && contact.notificationsActive ? [caller.userId] : [],
        text: `Booking ${number} ${body.originPort} → ${body.destinationPort} submitted`,
        orgGroupId,
      },
      now,
    );
    return { row, told };
  });
  if (outcome) pushBookingNotifications(ctx, outcome.told);
  const saved = await repo.findByRequestId(db, orgGroupId, body.requestId);
  if (!saved) throw new Error('booking vanished after insert');
  return { booking: presentBooking(saved), replayed: outcome === null };
}

/** The origin as stored: the quote (of the group) and its option, or the shipment (visible), or none. */
async function resolveOrigin(
  ctx: AppContext,
  scope: Scope,
  orgGroupId: string,
  origin: SubmitBody['origin'],
): Promise<BookingOriginValue> {
  const db = ctx.database.db;
  if (origin.kind === 'QUOTE') {
    const quote = await repo.findGroupQuoteOptions(db, orgGroupId, origin.quoteId);
    if (!quote) throw notFound();
    const optionId = origin.optionId ?? quote.acceptedOptionId;
    if (optionId === null) throw invalid('origin.optionId', 'the quote has no accepted option: name one');
    if (!quote.optionIds.includes(optionId)) throw invalid('origin.optionId', 'not an option of this quote');
    return { kind: 'QUOTE', quoteId: origin.quoteId, optionId };
  }
  if (origin.kind === 'SHIPMENT') {
    const shipment = await findShipmentByKey(db, scope, origin.shipKey);
    if (!shipment) throw notFound();
    return { kind: 'SHIPMENT', shipKey: shipment.shipKey };
  }
  return { kind: 'NONE' };
}

function submittedEmailText(
  ctx: AppContext,
  to: string,
  number: string,
  id: string,
  body: SubmitBody,
  direction: BookingDirection,
): string {
  const cargo =
    body.packing === 'FCL'
      ? body.containers.map((c) => `${c.quantity} × ${c.containerType}`).join(', ')
      : body.cargoLines
          .map(
            (l) =>
              `${l.packs} ${l.packType} ${l.description}${l.weightKg === null ? '' : `, ${l.weightKg} kg`}`,
          )
          .join('; ');
  return [
    to === 'team' ? `A booking was submitted: ${number}.` : `Dear ${to},`,
    to === 'team' ? '' : `we received your booking ${number}. Our team will confirm it shortly.`,
    '',
    `Type: ${BOOKING_TYPE_LABELS[body.type]} (${direction})`,
    `Shipper: ${body.shipper.organisation.name}`,
    `Consignee: ${body.consignee.organisation.name}`,
    `From ${body.originPort} to ${body.destinationPort} by ${body.transportMode}, ${body.packing}`,
    `Cargo: ${cargo || '-'}`,
    `Ready: ${body.readyDate}${body.requiredInStoreDate ? `; required in store: ${body.requiredInStoreDate}` : ''}`,
    `Notes: ${body.notes || '-'}`,
    '',
    `${ctx.config.NAVIA_PUBLIC_URL}/bookings?booking=${id}`,
  ].join('\n');
}

// ---------------------------------------------------------------------------------------------
// Read
// ---------------------------------------------------------------------------------------------

export async function listBookings(ctx: AppContext, scope: Scope, body: ListBody) {
  const { rows, total } = await repo.listVisibleBookings(ctx.database.db, scope, {
    filter: body.filter,
    status: body.status,
    offset: (body.batchNo - 1) * body.batchSize,
    limit: body.batchSize,
  });
  return { result: rows.map(presentBooking), total };
}

export async function getBooking(ctx: AppContext, scope: Scope, id: string) {
  const row = await repo.findVisibleBooking(ctx.database.db, scope, id);
  if (!row) throw notFound();
  return { booking: presentBooking(row) };
}

// ---------------------------------------------------------------------------------------------
// Confirm, decline, cancel
// ---------------------------------------------------------------------------------------------

const STATUS_WORDS: Readonly<Record<BookingStatus, string>> = {
  SUBMITTED: 'submitted',
  CONFIRMED: 'confirmed',
  DECLINED: 'declined',
  CANCELLED: 'cancelled',
};

/** The booking, visible to the caller and able to take `action` (404 / 409 otherwise). */
async function movable(ctx: AppContext, scope: Scope, id: string, action: BookingAction) {
  const found = await repo.findVisibleBooking(ctx.database.db, scope, id);
  if (!found) throw notFound();
  if (nextBookingStatus(found.status, action) === null)
    throw conflict(
      `This booking is ${STATUS_WORDS[found.status]}: it cannot be ${action.toLowerCase()}ed now.`,
    );
  return found;
}

/** The submitter's notification and e-mail of a decision, inside the decision's transaction. */
async function tellSubmitter(
  ctx: AppContext,
  tx: Executor,
  booking: repo.StoredBooking,
  text: string,
  emailLines: string[],
): Promise<NotificationRow[]> {
  const contact = await repo.userContact(tx, booking.createdBy);
  if (!contact) return [];
  await ctx.mailer.enqueue(tx, {
    to: contact.email,
    subject: text,
    text: [
      `Dear ${contact.fullname},`,
      '',
      ...emailLines,
      '',
      `${ctx.config.NAVIA_PUBLIC_URL}/bookings?booking=${booking.id}`,
    ].join('\n'),
  });
  return storeBookingNotifications(
    tx,
    {
      bookingId: booking.id,
      recipients: contact.active && contact.notificationsActive ? [booking.createdBy] : [],
      text,
      orgGroupId: booking.orgGroupId,
    },
    ctx.now(),
  );
}

/**
 * POST /api/bookings/:bookingId/confirm (staff). One transaction: the booking row is locked, the
 * shipment and its milestones are inserted (the search_rows triggers index it), the booking becomes
 * CONFIRMED with the shipment's key, the submitter is told.
 */
export async function confirmBooking(ctx: AppContext, caller: BookingCaller, id: string) {
  const db = ctx.database.db;
  const found = await movable(ctx, caller.scope, id, 'CONFIRM');
  const now = ctx.now();
  const sailing = found.vessel ? await matchingSailing(ctx, found) : null;
  const told = await db.transaction(async (tx) => {
    const locked = await repo.lockBooking(tx, id);
    if (locked?.status !== 'SUBMITTED') return null;
    // The shipment has no legs yet, so no CO2e; stamped so the start-up recompute passes it by.
    const values = {
      ...shipmentOf(found, sailing, now),
      ...storedEmissionOf(undefined, ctx.emissions.factorVersion),
    };
    const shipment = await repo.insertBookingShipment(tx, found.seq, values, 2, now);
    const updated = await repo.setStatus(tx, id, {
      from: 'SUBMITTED',
      to: 'CONFIRMED',
      by: caller.userId,
      now,
      shipment,
    });
    if (!updated) return null;
    const number = bookingNumber(found.seq);
    // Its documents are the shipment's from now on (booking-documents.service).
    await repo.moveBookingDocuments(tx, found, number, shipment.shipKey);
    return tellSubmitter(ctx, tx, found, `Booking ${number} confirmed`, [
      `your booking ${number} (${found.originPort} → ${found.destinationPort}) is confirmed.`,
      `It is shipment ${shipment.shipNumber}: you can follow it in tracking.`,
    ]);
  });
  if (told === null) throw conflict('This booking was changed meanwhile: it cannot be confirmed now.');
  pushBookingNotifications(ctx, told);
  return getBooking(ctx, caller.scope, id);
}

export async function declineBooking(ctx: AppContext, caller: BookingCaller, id: string, reason: string) {
  const found = await movable(ctx, caller.scope, id, 'DECLINE');
  const now = ctx.now();
  const told = await ctx.database.db.transaction(async (tx) => {
    const updated = await repo.setStatus(tx, id, {
      from: 'SUBMITTED',
      to: 'DECLINED',
      by: caller.userId,
      now,
      declineReason: reason,
    });
    if (!updated) return null;
    const number = bookingNumber(found.seq);
    return tellSubmitter(ctx, tx, found, `Booking ${number} declined`, [
      `your booking ${number} (${found.originPort} → ${found.destinationPort}) was declined.`,
      `Reason: ${reason}`,
    ]);
  });
  if (told === null) throw conflict('This booking was changed meanwhile: it cannot be declined now.');
  pushBookingNotifications(ctx, told);
  return getBooking(ctx, caller.scope, id);
}

/** The customer withdraws a SUBMITTED booking; staff decline instead. */
export async function cancelBooking(ctx: AppContext, caller: BookingCaller, id: string) {
  if (isStaff(caller.scope.role)) {
    throw conflict('Staff decline a booking; its customer cancels it.');
  }
  await movable(ctx, caller.scope, id, 'CANCEL');
  const now = ctx.now();
  const updated = await repo.setStatus(ctx.database.db, id, {
    from: 'SUBMITTED',
    to: 'CANCELLED',
    by: caller.userId,
    now,
  });
  if (!updated) throw conflict('This booking was changed meanwhile: it cannot be cancelled now.');
  return getBooking(ctx, caller.scope, id);
}

const SHIPMENT_DIRECTION: Readonly<Record<BookingDirection, string>> = {
  Import: 'IMPORT',
  Export: 'EXPORT',
  'Cross-Trade': 'CROSS-TRADE',
};

/** The party as the shipment lists it: its code (else its key), upper case, and its name. */
const partyCode = (p: BookingParty) =>
  (p.organisation.code || p.organisation.orgCode || p.organisation.key).toUpperCase();

/** The shipment a confirmed booking becomes (hub §3 shipment fields from the booking). */
function shipmentOf(b: repo.StoredBooking, sailing: VesselOption | null, now: Date): repo.NewBookingShipment {
  const dataSource = (b.direction === 'Import' ? b.destinationPort : b.originPort).slice(0, 2);
  const shipNumber = `SB${String(b.seq).padStart(6, '0')}`;
  const weight = b.cargoLines.reduce((sum, l) => sum + (l.weightKg ?? 0), 0);
  const volume = b.cargoLines.reduce((sum, l) => sum + (l.volumeM3 ?? 0), 0);
  const containerCount = b.containers.reduce((sum, c) => sum + c.quantity, 0);
  const packs = b.cargoLines.reduce((sum, l) => sum + l.packs, 0);
  // IATA volumetric 1:6000 (167 kg per m³) for air; sea and road charge the actual weight here.
  const chargeable = b.transportMode === 'AIR' ? Math.max(weight, volume * 167) : weight;
  const day = (iso: string | null) => (iso === null ? null : new Date(`${iso}T00:00:00.000Z`));
  return {
    orgGroupId: b.orgGroupId,
    shipKey: `${dataSource}-${shipNumber}`,
    shipNumber,
    dataSource,
    direction: SHIPMENT_DIRECTION[b.direction] as 'IMPORT' | 'EXPORT',
    transportMode: b.transportMode as 'SEA' | 'AIR' | 'ROAD',
    packing: b.packing,
    serviceLevel: 'STD',
    origin: b.originPort,
    destination: b.destinationPort,
    supplierCode: partyCode(b.shipper),
    supplier: b.shipper.organisation.name,
    consigneeCode: partyCode(b.consignee),
    consignee: b.consignee.organisation.name,
    shipOrderReference: bookingNumber(b.seq),
    noOfPacks: packs > 0 ? packs : containerCount,
    packType: b.cargoLines[0]?.packType ?? (b.packing === 'FCL' ? 'CNT' : 'PKG'),
    actualWeight: weight,
    chargeableWeight: chargeable,
    actualVolume: volume,
    etd: sailing ? day(sailing.ETD) : day(b.readyDate),
    eta: sailing ? day(sailing.ETA) : null,
    milestone: 'CONFIRMED',
    customsStatus: 'NOT SENT',
    vessel: b.vessel,
    voyage: b.voyage,
    loadPort: b.originPort,
    dischargePort: b.destinationPort,
    createdAt: now,
  };
}

/** The sailing the booking's preferred vessel and voyage name, when the lane's schedule knows it. */
async function matchingSailing(ctx: AppContext, b: repo.StoredBooking): Promise<VesselOption | null> {
  const sailings = await getVessels(ctx, {
    loadPort: b.originPort,
    dischargePort: b.destinationPort,
    date: b.readyDate,
  });
  const same = (x: string, y: string | null) => x.trim().toUpperCase() === (y ?? '').trim().toUpperCase();
  return sailings.find((s) => same(s.vessel, b.vessel) && same(s.voyage, b.voyage)) ?? null;
}

// ---------------------------------------------------------------------------------------------
// Book again
// ---------------------------------------------------------------------------------------------

const isOneOf = <T extends string>(list: readonly T[], v: string): v is T =>
  (list as readonly string[]).includes(v);

function typeOfShipment(
  direction: string,
  transportMode: string,
): { type: BookingType; direction: BookingDirection } {
  const dir: BookingDirection =
    direction === 'IMPORT' ? 'Import' : direction === 'EXPORT' ? 'Export' : 'Cross-Trade';
  if (transportMode === 'ROAD') return { type: 'ROAD', direction: dir };
  const type: BookingType = dir === 'Import' ? 'IMPORT' : dir === 'Export' ? 'EXPORT' : 'CROSS_TRADE';
  return { type, direction: dir };
}

/** GET /api/bookings/prefill: a draft from a shipment the caller sees. */
export async function prefillBooking(
  ctx: AppContext,
  scope: Scope,
  shipKey: string,
): Promise<{ draft: BookingDraft }> {
  const db = ctx.database.db;
  const shipment = await findShipmentByKey(db, scope, shipKey);
  if (!shipment) throw notFound();
  const { type, direction } = typeOfShipment(shipment.direction, shipment.transportMode);
  const party = async (code: string, name: string, port: string) => {
    const address = await repo.organisationAddress(db, shipment.orgGroupId, code);
    return {
      organisation: {
        key: code.toLowerCase(),
        name: name.toUpperCase(),
        code,
        orgCode: code,
        country: countryNameOf(port.slice(0, 2)).toUpperCase(),
        newOrg: false,
      },
      address: address
        ? {
            Address: address.address1,
            City: address.city,
            Country: address.country,
            postcode: address.postcode ?? '',
            state: address.state ?? '',
            phone: address.phone ?? '',
            FullAddress: [address.address1, address.city, address.state, address.postcode]
              .filter(Boolean)
              .join(', '),
            contactName: '',
            email: '',
          }
        : null,
    };
  };
  const fcl = shipment.packing === 'FCL';
  const byType = new Map<ContainerType, number>();
  if (fcl) {
    for (const c of await repo.containersOf(db, shipment)) {
      if (isOneOf(CONTAINER_TYPES, c.containerType))
        byType.set(c.containerType, (byType.get(c.containerType) ?? 0) + 1);
    }
  }
  const products = await repo.productsOf(db, shipment);
  const cargoLines =
    products.length > 0
      ? products.slice(0, 50).map((p) => ({
          description: p.description,
          sku: p.partNo,
          packs: Math.max(1, p.quantity),
          packType: 'PCS',
          weightKg: null,
          volumeM3: null,
        }))
      : [
          {
            description: `AS SHIPMENT ${shipment.shipNumber}`,
            sku: null,
            packs: Math.max(1, shipment.noOfPacks),
            packType: shipment.packType,
            weightKg: shipment.actualWeight > 0 ? shipment.actualWeight : null,
            volumeM3: shipment.actualVolume > 0 ? shipment.actualVolume : null,
          },
        ];
  return {
    draft: {
      type,
      direction,
      origin: { kind: 'SHIPMENT', shipKey: shipment.shipKey },
      shipper: await party(shipment.supplierCode, shipment.supplier, shipment.origin),
      consignee: await party(shipment.consigneeCode, shipment.consignee, shipment.destination),
      pickupAddress: null,
      deliveryAddress: null,
      transportMode: isOneOf(TRANSPORT_MODES, shipment.transportMode) ? shipment.transportMode : null,
      packing: isOneOf(PACKING_MODES, shipment.packing) ? shipment.packing : null,
      originPort: shipment.origin,
      destinationPort: shipment.destination,
      cargoLines,
      containers: [...byType].map(([containerType, quantity]) => ({
        containerType,
        quantity: Math.min(quantity, 99),
      })),
      handlingMethod: null,
      incoterm: null,
      vesselPreference: null,
    },
  };
}

// ---------------------------------------------------------------------------------------------
// hub §7 lookups
// ---------------------------------------------------------------------------------------------

const isoDay = (d: Date | string | null) =>
  d === null ? null : (d instanceof Date ? d : new Date(d)).toISOString().slice(0, 10);

/** POST /api/shipments/getVessels: sailings on the lane within VESSEL_WINDOW_DAYS of the date. */
export async function getVessels(
  ctx: AppContext,
  body: { loadPort: string; dischargePort: string; date: string },
): Promise<VesselOption[]> {
  const around = new Date(`${body.date}T00:00:00.000Z`);
  const rows = await repo.findSailings(
    ctx.database.db,
    {
      loadPort: body.loadPort,
      dischargePort: body.dischargePort,
      from: new Date(around.getTime() - VESSEL_WINDOW_DAYS * DAY),
      to: new Date(around.getTime() + (VESSEL_WINDOW_DAYS + 1) * DAY),
      around,
    },
    VESSELS_LIMIT,
  );
  return rows.map((r) => ({
    vessel: r.vessel,
    voyage: r.voyage,
    carrier: r.carrier,
    loadPort: body.loadPort,
    dischargePort: body.dischargePort,
    ETD: isoDay(r.etd) ?? body.date,
    ETA: isoDay(r.eta),
  }));
}

/** POST /api/shipments/getPortNamesInList and getPortNames. */
export async function getPortNames(ctx: AppContext, filter: { country: string; value: string }) {
  const rows = await repo.searchPorts(ctx.database.db, filter.country, filter.value, PORT_NAMES_LIMIT);
  return rows.map((p) => ({ RL_Code: p.code, RL_Portname: p.name, country: p.country }));
}
