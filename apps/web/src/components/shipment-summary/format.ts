/** hub §9 display formats for the shipment summary panels. */
import { DISPLAY_DATE_FORMAT, DISPLAY_DATE_LOCALE, NOT_AVAILABLE } from '@navia/domain/rules/detail-panels';
import dayjs from 'dayjs';
import 'dayjs/locale/en-gb';

/** DD MMM YYYY (en-GB) in the browser's time zone; N/A when there is no date. */
export function formatDate(iso: string | null | undefined): string {
  return iso ? dayjs(iso).locale(DISPLAY_DATE_LOCALE).format(DISPLAY_DATE_FORMAT) : NOT_AVAILABLE;
}

/** A place as "Name, CC", or its code when the name is unknown. */
export function placeName(code: string, name: string | null, country: string | null): string {
  if (!name) return code || NOT_AVAILABLE;
  return country ? `${name}, ${country}` : name;
}
