import { DISPLAY_DATE_FORMAT, DISPLAY_DATE_LOCALE } from '@navia/domain/rules/detail-panels';
import dayjs from 'dayjs';
import 'dayjs/locale/en-gb';

/** DD MMM YYYY, en-GB (connect §9); blank without a date. */
export function formatContractDate(value: string | null | undefined): string {
  return value ? dayjs(value).locale(DISPLAY_DATE_LOCALE).format(DISPLAY_DATE_FORMAT) : '';
}

/** DD MMM YYYY HH:mm, en-GB: when a change was made. */
export function formatContractDateTime(value: string): string {
  return dayjs(value).locale(DISPLAY_DATE_LOCALE).format(`${DISPLAY_DATE_FORMAT} HH:mm`);
}
