import { DISPLAY_DATE_FORMAT, DISPLAY_DATE_LOCALE } from '@navia/domain/rules/detail-panels';
import dayjs from 'dayjs';
import 'dayjs/locale/en-gb';

/** DD MMM YYYY HH:mm (en-GB, the browser's time zone), as the other screens show an instant. */
export const formatInstant = (iso: string) =>
  dayjs(iso).locale(DISPLAY_DATE_LOCALE).format(`${DISPLAY_DATE_FORMAT} HH:mm`);
