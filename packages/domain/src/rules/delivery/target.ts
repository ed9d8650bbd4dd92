/**
 * What the two delivery dialogs work on: one shipment with its containers and their dates, built
 * the same way from a search-result row (hub §2 table buttons) and from the detail record (hub §2
 * "Shipment detail screen"), so both entry points open exactly the same dialog.
 */
import type { ContainerRow } from '../../contracts/shipments.ts';
import { dayOf } from '../filters/dates.ts';
import type { IsoDay } from './calendar.ts';
import type { ContainerDates } from './wizard.ts';

export type DeliveryContainer = {
  ContainerNumber: string;
  BookedFlag: number;
  ConfirmedDelivery: string | null;
  ShipCargoAvailable: string | null;
  dates: ContainerDates;
};

export type DeliveryTarget = {
  ShipKey: string;
  ShipNumber: string;
  DataSource: string;
  OrdNumber: string | null;
  ContainerMode: string;
  TransportMode: string;
  Direction: string;
  /** The organisation whose saved addresses are offered (hub §2 "the buyer's saved addresses"). */
  buyerCode: string;
  /** One entry per container number (LCL cargo lines share their consolidation box's number). */
  containers: DeliveryContainer[];
  /**
   * The time zone whose calendar days the dialogs use ("today" and the containers' days): the
   * user's home-country zone, as the search does and as the server checks.
   */
  zone: string;
};

const dayOrNull = (instant: string | null, zone: string): IsoDay | null =>
  instant === null ? null : dayOf(new Date(instant), zone);

/** "Today" of a target, in its zone. */
export const todayOf = (target: Pick<DeliveryTarget, 'zone'>, now = new Date()): IsoDay =>
  dayOf(now, target.zone);

/**
 * Container rows to dialog containers, one per number. A number counts as booked only when every
 * row of it is booked, and keeps the first confirmed date any of its rows has.
 */
export function deliveryContainersOf(rows: readonly ContainerRow[], zone: string): DeliveryContainer[] {
  const byNumber = new Map<string, DeliveryContainer>();
  for (const row of rows) {
    const seen = byNumber.get(row.ContainerNumber);
    if (seen) {
      seen.BookedFlag = seen.BookedFlag === 1 && row.BookedFlag === 1 ? 1 : 0;
      seen.ConfirmedDelivery = seen.ConfirmedDelivery ?? row.ConfirmedDelivery;
      continue;
    }
    byNumber.set(row.ContainerNumber, {
      ContainerNumber: row.ContainerNumber,
      BookedFlag: row.BookedFlag,
      ConfirmedDelivery: row.ConfirmedDelivery,
      ShipCargoAvailable: row.ShipCargoAvailable,
      dates: {
        firstAvailable: dayOrNull(row.ShipCargoAvailable, zone),
        inStorage: dayOrNull(row.ShipCargoStorage, zone),
        emptyReturnBy: dayOrNull(row.EmptyReturnedBy, zone),
      },
    });
  }
  return [...byNumber.values()];
}

/** From a search-result row (contracts/shipments ShipmentListRow); null for an order without a shipment. */
export function deliveryTargetOfRow(
  row: {
    ShipKey: string | null;
    ShipNumber: string | null;
    OrdNumber: string | null;
    DataSource: string;
    Packing: string;
    Transport: string;
    Direction: string;
    BuyerCode: string;
    Containers: readonly ContainerRow[];
  },
  zone: string,
): DeliveryTarget | null {
  if (!row.ShipKey || !row.ShipNumber) return null;
  return {
    ShipKey: row.ShipKey,
    ShipNumber: row.ShipNumber,
    DataSource: row.DataSource,
    OrdNumber: row.OrdNumber,
    ContainerMode: row.Packing,
    TransportMode: row.Transport,
    Direction: row.Direction,
    // The addresses offered are the buyer's: the customer's own party (rules/parties.ts).
    buyerCode: row.BuyerCode,
    containers: deliveryContainersOf(row.Containers, zone),
    zone,
  };
}

/** From the detail record (contracts/shipment-detail DetailGeneral); null without a shipment. */
export function deliveryTargetOfDetail(
  record: {
    ShipKey: string | null;
    ShipNumber: string | null;
    OrdNumberFull: string | null;
    DataSource: string;
    ContainerMode: string;
    TransportMode: string;
    Direction: string;
    BuyerCode: string;
    DeliveryContainers: readonly ContainerRow[];
  },
  zone: string,
): DeliveryTarget | null {
  if (!record.ShipKey || !record.ShipNumber) return null;
  return {
    ShipKey: record.ShipKey,
    ShipNumber: record.ShipNumber,
    DataSource: record.DataSource,
    OrdNumber: record.OrdNumberFull,
    ContainerMode: record.ContainerMode,
    TransportMode: record.TransportMode,
    Direction: record.Direction,
    buyerCode: record.BuyerCode,
    containers: deliveryContainersOf(record.DeliveryContainers, zone),
    zone,
  };
}
