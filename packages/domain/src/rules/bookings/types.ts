/**
 * The booking's kinds (issue 18; connect §7 "search type (exporter or importer) only for road
 * transport or cross trade, using booking type or a manual direction override"; hub §4 "applying a
 * booking records whether it came from a quote, from shipment details, or neither"; hub §9
 * directions Import, Export, Cross-Trade).
 */

export const BOOKING_TYPES = ['IMPORT', 'EXPORT', 'ROAD', 'CROSS_TRADE'] as const;
export type BookingType = (typeof BOOKING_TYPES)[number];

export const BOOKING_TYPE_LABELS: Readonly<Record<BookingType, string>> = {
  IMPORT: 'IMPORT',
  EXPORT: 'EXPORT',
  ROAD: 'ROAD TRANSPORT',
  CROSS_TRADE: 'CROSS TRADE',
};

/** hub §9 direction values. */
export const BOOKING_DIRECTIONS = ['Import', 'Export', 'Cross-Trade'] as const;
export type BookingDirection = (typeof BOOKING_DIRECTIONS)[number];

/** Where a booking came from (hub §4). */
export const BOOKING_ORIGINS = ['QUOTE', 'SHIPMENT', 'NONE'] as const;
export type BookingOrigin = (typeof BOOKING_ORIGINS)[number];

/**
 * The direction a booking type implies; road transport has none of its own (the user picks it, the
 * manual override of connect §7).
 */
export function directionOfBookingType(type: BookingType): BookingDirection | null {
  switch (type) {
    case 'IMPORT':
      return 'Import';
    case 'EXPORT':
      return 'Export';
    case 'CROSS_TRADE':
      return 'Cross-Trade';
    case 'ROAD':
      return null;
  }
}

/** connect §7: the organisation picker's search type, sent only for road transport or cross trade. */
export const ORGANISATION_SEARCH_TYPES = ['exporter', 'importer'] as const;
export type OrganisationSearchType = (typeof ORGANISATION_SEARCH_TYPES)[number];
