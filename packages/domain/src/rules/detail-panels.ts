/**
 * Rules of the shipment detail panels (hub §2 "Shipment detail screen", "Quick record lookup",
 * hub §9 constants): which panels show, arranging transport, truncation, weights and references.
 */

/** Shown where a value is missing (hub §2: reference numbers show only when the number is not N/A). */
export const NOT_AVAILABLE = 'N/A';

/*
 * hub §9: dates show as DD MMM YYYY. The web formats them in the user's language (issue 13: apps/web
 * lib/locale.ts formatDate, same DD MMM YYYY order, en-GB by default); the server's texts stay en-GB.
 */

/** hub §9: LCL descriptions are cut at 35 characters (full text in a tooltip). */
export const LCL_DESCRIPTION_MAX = 35;

/** hub §9: the scroll step of the arrows in detail panels. */
export const DETAIL_SCROLL_STEP_PX = 170;

/** hub §9: kilograms to pounds. */
export const KG_TO_LB = 2.205;

/** hub §2 "Chat panels": the shipment chat's title and tooltip (the chat itself comes later). */
export const SHIPMENT_CHAT_TITLE = 'SHIPMENT CHAT';
export const SHIPMENT_CHAT_TOOLTIP = 'Conversations with the provider about this record will appear here.';

export type UnitOfMeasure = 'METRIC' | 'IMPERIAL';

const twoDecimalsByLocale = new Map<string, Intl.NumberFormat>();

/** Two decimals in the locale's grouping and decimal mark (cached: Intl constructors are slow). */
export function formatTwoDecimals(value: number, locale: string): string {
  let format = twoDecimalsByLocale.get(locale);
  if (!format) {
    format = new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
    twoDecimalsByLocale.set(locale, format);
  }
  return format.format(value);
}

/**
 * hub §9: metric shows KG; otherwise LBS (kg × 2.205); two decimals in the user's language (issue 13).
 * The en-GB default is for callers that cannot reach the user's language yet.
 */
export function formatWeight(kg: number | null, unit: UnitOfMeasure, locale: string): string {
  if (kg === null) return NOT_AVAILABLE;
  const value = unit === 'METRIC' ? kg : kg * KG_TO_LB;
  return `${formatTwoDecimals(value, locale)} ${unit === 'METRIC' ? 'KG' : 'LBS'}`;
}

export type Truncated = { text: string; truncated: boolean };

/** Cuts text longer than `max` characters and marks it, so the full text can go in a tooltip. */
export function truncateText(text: string, max: number): Truncated {
  return text.length > max
    ? { text: `${text.slice(0, max)}...`, truncated: true }
    : { text, truncated: false };
}

/** hub §3: Packing / ContainerMode is FCL, LCL, or otherwise air. */
export function isLcl(containerMode: string | null): boolean {
  return containerMode?.toUpperCase() === 'LCL';
}

export function isAirMode(transportMode: string | null): boolean {
  return transportMode?.toUpperCase() === 'AIR';
}

/**
 * hub §2: the container panel of a record: LCL cargo lines for LCL, the container details panel for
 * other records that have containers, none otherwise (air and road carry no containers).
 */
export function containerPanelFor(record: {
  ContainerMode: string | null;
  Containers: readonly unknown[];
}): 'LCL_CARGO' | 'CONTAINERS' | null {
  if (record.Containers.length === 0) return null;
  return isLcl(record.ContainerMode) ? 'LCL_CARGO' : 'CONTAINERS';
}

/** hub §4: a container row expands only when it has products. */
export function containerExpands(container: { Products: readonly unknown[] }): boolean {
  return container.Products.length > 0;
}

/** hub §2: product lines sorted by line number. */
export function productsByLine<T extends { Line: number }>(products: readonly T[]): T[] {
  return [...products].sort((a, b) => a.Line - b.Line);
}

/** hub §2: PRIORITY SKU shows YES or NO. */
export const yesNo = (value: boolean) => (value ? 'YES' : 'NO');

/**
 * hub §2: arranging transport is offered when the shipment number exists and, for non-LCL records,
 * when the data source code equals the first two letters of the destination. The spec adds "every
 * container is booked (BookedFlag 1)", but step 1 of the wizard excludes BookedFlag 1 containers and
 * BookedFlag 1 means a confirmed delivery, so read literally nothing could ever be arranged.
 * DECIDED (docs/decisions/008): for non-LCL records at least one container must still be
 * unbooked, i.e. there is something left to deliver.
 */
export function canArrangeTransport(record: {
  ShipNumber: string | null;
  ContainerMode: string | null;
  DataSource: string;
  Destination: string;
  Containers: readonly { BookedFlag: number }[];
}): boolean {
  if (!record.ShipNumber || record.ShipNumber === NOT_AVAILABLE) return false;
  if (isLcl(record.ContainerMode)) return true;
  const destinationCountry = record.Destination.slice(0, 2).toUpperCase();
  return (
    record.DataSource.toUpperCase() === destinationCountry &&
    record.Containers.some((c) => c.BookedFlag !== 1)
  );
}

export const REFERENCE_NUMBER_LABELS = {
  clientShipmentIdt: 'CLIENT SHIPMENT ID',
  upsAwbNumber: 'UPS AWB NUMBER',
  fedexAwbNumber: 'FEDEX AWB NUMBER',
  carnetNumber: 'CARNET NUMBER',
} as const;

/** hub §2 reference numbers panel: the four numbers in order, N/A where missing. */
export function referenceNumbers(record: {
  clientShipmentIdt: string | null;
  upsAwbNumber: string | null;
  fedexAwbNumber: string | null;
  carnetNumber: string | null;
}): { label: string; value: string }[] {
  return (Object.keys(REFERENCE_NUMBER_LABELS) as (keyof typeof REFERENCE_NUMBER_LABELS)[]).map((key) => ({
    label: REFERENCE_NUMBER_LABELS[key],
    value: record[key] || NOT_AVAILABLE,
  }));
}

/** hub §2 quick-lookup modal: which panels it shows for a shipment. */
export function quickLookupPanels(record: { ShipNumber: string | null; TransportMode: string }): {
  referenceNumbers: boolean;
  containers: boolean;
  plannedRoute: boolean;
} {
  const air = isAirMode(record.TransportMode);
  return {
    referenceNumbers: Boolean(record.ShipNumber) && record.ShipNumber !== NOT_AVAILABLE,
    containers: !air,
    plannedRoute: air,
  };
}

/** hub §2: the planned route uses the shipment layout for shipments and the order layout for orders. */
export function routeLayoutFor(recordType: 'SHIPMENT' | 'ORDER'): 'SHIPMENT' | 'ORDER' {
  return recordType === 'ORDER' ? 'ORDER' : 'SHIPMENT';
}

/** hub §2: address values link to a maps search. */
export function mapsSearchUrl(address: string): string {
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(address)}`;
}

/** The transport-mode icon of the header (hub §2: sea and air differ). */
export function transportIconFor(transportMode: string): 'SEA' | 'AIR' | 'ROAD' {
  const mode = transportMode.toUpperCase();
  return mode === 'AIR' ? 'AIR' : mode === 'ROAD' ? 'ROAD' : 'SEA';
}
