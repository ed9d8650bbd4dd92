/**
 * The bot's replies about a record, written from the same presented answers the detail screen reads
 * (contracts/shipment-detail.ts, contracts/deliveries.ts) and with its date format, so a date the bot
 * gives is the date the screen shows. Plain text, lines separated by '\n'.
 */
import type { DeliveryRequest } from '@navia/domain/contracts/deliveries';
import type {
  DetailGeneral,
  EDocument,
  MilestoneRow,
  ShipmentLeg,
} from '@navia/domain/contracts/shipment-detail';
import { formatBotDate } from '@navia/domain/rules/chat-bot';
import { isAirMode, NOT_AVAILABLE } from '@navia/domain/rules/detail-panels';
import {
  cargoDeliveryDate,
  currentMilestone,
  milestoneDisplayDate,
  milestonePercentage,
} from '@navia/domain/rules/milestones';

/** How many documents or requests a reply lists before pointing to the record's page. */
const LIST_MAX = 10;

/** "Shipment S00001234" or "Order PO-100123-0": the record as the header panel numbers it. */
export function recordLabel(record: DetailGeneral): string {
  return record.RecordType === 'SHIPMENT'
    ? `Shipment ${record.ShipNumber ?? NOT_AVAILABLE}`
    : `Order ${record.OrdNumberFull ?? NOT_AVAILABLE}`;
}

/** The number a favourite or priority mark carries (hub §7 favouriteNumber, recordNumber). */
export function recordNumber(record: DetailGeneral): string {
  return (record.RecordType === 'SHIPMENT' ? record.ShipNumber : record.OrdNumberFull) ?? '';
}

/** A place as the header panel writes it: "Name, CC", or its code when the name is unknown. */
function placeName(code: string, name: string | null, country: string | null): string {
  if (!name) return code || NOT_AVAILABLE;
  return country ? `${name}, ${country}` : name;
}

const origin = (r: DetailGeneral) => placeName(r.Origin, r.OriginName, r.OriginCountry);
const destination = (r: DetailGeneral) => placeName(r.Destination, r.DestName, r.DestCountry);
const statusOf = (milestones: readonly MilestoneRow[]) => currentMilestone(milestones) ?? NOT_AVAILABLE;

/** More than LIST_MAX items: the last line says how many more there are. */
function listed<T>(items: readonly T[], line: (item: T) => string, record: DetailGeneral): string[] {
  const lines = items.slice(0, LIST_MAX).map((item) => `- ${line(item)}`);
  if (items.length > LIST_MAX) {
    lines.push(`…and ${items.length - LIST_MAX} more on the ${recordLabel(record).toLowerCase()} page.`);
  }
  return lines;
}

const plural = (count: number, one: string, many = `${one}s`) => `${count} ${count === 1 ? one : many}`;

/** The header panel's ETA and ETD (hub §2), the status, and the actual date once there is one. */
export function datesReply(
  record: DetailGeneral,
  milestones: readonly MilestoneRow[],
  first: 'ETA' | 'ETD',
): string {
  const eta = `ETA ${formatBotDate(record.ETA)}`;
  const etd = `ETD ${formatBotDate(record.ETD)}`;
  const lines = [
    `${recordLabel(record)} — ${first === 'ETA' ? `${eta}, ${etd}` : `${etd}, ${eta}`}. Status: ${statusOf(milestones)}.`,
  ];
  if (first === 'ETA' && record.ATA) lines.push(`Arrived ${formatBotDate(record.ATA)}.`);
  if (first === 'ETD' && record.ATD) lines.push(`Departed ${formatBotDate(record.ATD)}.`);
  return lines.join('\n');
}

/** The status panel (hub §2, §4): the milestone reached, the percentage, each milestone's date. */
export function statusReply(record: DetailGeneral, milestones: readonly MilestoneRow[]): string {
  const lines = [
    `${recordLabel(record)} — Status: ${statusOf(milestones)} (${milestonePercentage(milestones)}% complete).`,
  ];
  if (milestones.length > 0) lines.push('Milestones:');
  for (const m of milestones) {
    const date = formatBotDate(milestoneDisplayDate(m, record.OrdExWorks));
    lines.push(
      `- ${m.Milestone}: ${date}${m.completed ? ' (done)' : date === NOT_AVAILABLE ? '' : ' (expected)'}`,
    );
  }
  return lines.join('\n');
}

function carrierOf(leg: ShipmentLeg): string {
  if (isAirMode(leg.TransportMode)) return leg.Vessel ? `flight ${leg.Vessel}` : 'a flight';
  if (leg.TransportMode.toUpperCase() === 'ROAD') return 'road transport';
  if (!leg.Vessel) return 'a vessel';
  return `vessel ${leg.Vessel}${leg.VoyageVessel ? ` (voyage ${leg.VoyageVessel})` : ''}`;
}

const portOf = (code: string, name: string | null) => name ?? code;
const started = (iso: string | null, now: Date) => iso !== null && Date.parse(iso) <= now.getTime();

/** Where the cargo is, from the delivery milestone, the actual arrival, or the legs of the planned route. */
function positionOf(
  record: DetailGeneral,
  milestones: readonly MilestoneRow[],
  legs: readonly ShipmentLeg[],
  now: Date,
): string {
  const delivered = cargoDeliveryDate(milestones);
  if (delivered) return `Delivered on ${formatBotDate(delivered)}.`;
  if (record.ATA) return `Arrived at ${destination(record)} on ${formatBotDate(record.ATA)}.`;
  const ordered = [...legs].sort((a, b) => a.Leg - b.Leg);
  const current = ordered.filter((l) => started(l.VesselETD, now)).pop();
  if (!current) {
    const first = ordered[0];
    if (record.ATD) return `Departed ${origin(record)} on ${formatBotDate(record.ATD)}.`;
    return first
      ? `Not departed yet: waiting at ${portOf(first.LoadPort, first.LoadPortName)} for ${carrierOf(first)} (ETD ${formatBotDate(first.VesselETD)}).`
      : `Not departed yet from ${origin(record)}.`;
  }
  const from = portOf(current.LoadPort, current.LoadPortName);
  const to = portOf(current.DischargePort, current.DischargePortName);
  if (!started(current.VesselETA, now)) {
    return `On ${carrierOf(current)} from ${from} to ${to}, due ${formatBotDate(current.VesselETA)}.`;
  }
  const next = ordered[ordered.indexOf(current) + 1];
  return next
    ? `At ${to} since ${formatBotDate(current.VesselETA)}, waiting for ${carrierOf(next)} to ${portOf(next.DischargePort, next.DischargePortName)} (ETD ${formatBotDate(next.VesselETD)}).`
    : `Reached ${to} on ${formatBotDate(current.VesselETA)}.`;
}

/** Where the cargo is (hub §2 planned route and status panels), with the route and its ETA. */
export function locationReply(
  record: DetailGeneral,
  milestones: readonly MilestoneRow[],
  legs: readonly ShipmentLeg[],
  now: Date,
): string {
  const last = [...milestones].reverse().find((m) => m.completed);
  return [
    `${recordLabel(record)} — Status: ${statusOf(milestones)}.`,
    positionOf(record, milestones, legs, now),
    ...(last ? [`Last milestone: ${last.Milestone} on ${formatBotDate(last.ActualDate)}.`] : []),
    `Route: ${origin(record)} → ${destination(record)} (ETA ${formatBotDate(record.ETA)}).`,
  ].join('\n');
}

/** One container's state, in the order that settles it: delivered, confirmed, else estimate and availability. */
function containerState(c: DetailGeneral['DeliveryContainers'][number], now: Date): string {
  if (c.ActualDelivery) return `delivered ${formatBotDate(c.ActualDelivery)}`;
  if (c.ConfirmedDelivery) return `delivery confirmed for ${formatBotDate(c.ConfirmedDelivery)}`;
  const availability = c.ShipCargoAvailable
    ? `${started(c.ShipCargoAvailable, now) ? 'available since' : 'available from'} ${formatBotDate(c.ShipCargoAvailable)}`
    : 'availability not known yet';
  return c.EstimatedDelivery
    ? `est. delivery ${formatBotDate(c.EstimatedDelivery)}; ${availability}`
    : availability;
}

/** The container details panel (hub §2): number, type, delivery and availability dates. */
export function containersReply(record: DetailGeneral, now: Date): string {
  // An LCL box carries several cargo lines: one line per container number.
  const boxes = [...new Map(record.DeliveryContainers.map((c) => [c.ContainerNumber, c])).values()];
  if (boxes.length === 0) {
    return isAirMode(record.TransportMode)
      ? `${recordLabel(record)} travels by air; it has no containers.`
      : `${recordLabel(record)} has no containers recorded yet.`;
  }
  return [
    `${recordLabel(record)} — ${plural(boxes.length, 'container')}:`,
    ...boxes.map((c) => `- ${c.ContainerNumber} (${c.ContainerType}): ${containerState(c, now)}`),
  ].join('\n');
}

/** The documents panel: type, name and upload date, newest first. */
export function documentsReply(record: DetailGeneral, documents: readonly EDocument[]): string {
  if (documents.length === 0) return `${recordLabel(record)} has no documents on file yet.`;
  return [
    `${recordLabel(record)} — ${plural(documents.length, 'document')} on file:`,
    ...listed(
      documents,
      (d) => `${d.DocumentType}: ${d.FileName} (uploaded ${formatBotDate(d.UploadedAt)})`,
      record,
    ),
  ].join('\n');
}

/** The names the delivery-requests panel gives the dialogs a request came from (hub §2). */
const REQUEST_KIND_LABELS: Readonly<Record<DeliveryRequest['kind'], string>> = {
  ARRANGE: 'DELIVERY',
  EARLIEST: 'EARLIEST DELIVERY',
};

function requestLine(request: DeliveryRequest): string {
  const when = `requested ${formatBotDate(request.createdAt)}${request.confirmedAt ? `, confirmed ${formatBotDate(request.confirmedAt)}` : ''}`;
  // Requested days are DD/MM/YYYY, as the panel shows them (hub §9 submitted dates).
  const boxes = request.containers
    .map((c) => (c.deliveryDate ? `${c.ContainerNumber} on ${c.deliveryDate}` : c.ContainerNumber))
    .join(', ');
  return `${REQUEST_KIND_LABELS[request.kind]} ${request.status} (${when})${boxes ? `: ${boxes}` : ''}`;
}

/** The delivery-requests panel, newest first. */
export function deliveriesReply(record: DetailGeneral, requests: readonly DeliveryRequest[] | null): string {
  if (requests === null)
    return `${recordLabel(record)} is not on a shipment yet, so nothing can be delivered.`;
  if (requests.length === 0) return `${recordLabel(record)} has no delivery requests.`;
  return [
    `${recordLabel(record)} — ${plural(requests.length, 'delivery request')}:`,
    ...listed(requests, requestLine, record),
  ].join('\n');
}

/** The short summary of a found record (the header panel): route, mode, dates and status. */
export function summaryReply(record: DetailGeneral, milestones: readonly MilestoneRow[]): string {
  const mode = [record.TransportMode, record.ContainerMode].filter(Boolean).join(', ');
  return [
    `${recordLabel(record)}: ${origin(record)} → ${destination(record)}${mode ? ` (${mode})` : ''}.`,
    `ETD ${formatBotDate(record.ETD)}, ETA ${formatBotDate(record.ETA)}. Status: ${statusOf(milestones)}.`,
  ].join('\n');
}
