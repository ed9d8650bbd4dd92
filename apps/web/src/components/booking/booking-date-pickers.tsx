/**
 * The booking date and date-range pickers (connect §2 building blocks, §5: futureOnly means from
 * today for a range, from tomorrow for a single date; excluded days, e.g. the origin's public
 * holidays, are refused). Days are ISO ('YYYY-MM-DD'); shown as DD MMM YYYY (connect §9).
 * The delivery-date picker (weekends, first available day, storage highlight) stays the delivery
 * feature's DeliveryDateInput.
 */
import { DatePickerInput } from '@mantine/dates';
import {
  type DateRangeValue,
  firstOfferedDay,
  isBookingDayExcluded,
} from '@navia/domain/rules/booking-dialogs/dates';
import { type IsoDay, isoDayOf } from '@navia/domain/rules/delivery/calendar';
import { useMemo } from 'react';

/** connect §9 date format. */
const BOOKING_DATE_FORMAT = 'DD MMM YYYY';

/** Today in the user's own calendar, as an ISO day. */
function localToday(): IsoDay {
  const now = new Date();
  return isoDayOf(new Date(Date.UTC(now.getFullYear(), now.getMonth(), now.getDate())));
}

interface CommonProps {
  label: string;
  /** A line under the label (what the picker refuses). */
  description?: string | undefined;
  futureOnly?: boolean;
  /** Days to refuse (public holidays). */
  excludedDays?: readonly IsoDay[];
  error?: string | null | undefined;
  required?: boolean;
  disabled?: boolean;
  /** For tests and the server's clock; defaults to the user's today. */
  today?: IsoDay;
}

function useExclusion(mode: 'single' | 'range', { futureOnly = false, excludedDays, today }: CommonProps) {
  return useMemo(() => {
    const day = today ?? localToday();
    const first = firstOfferedDay(day, mode, futureOnly);
    const excluded = new Set(excludedDays ?? []);
    return { first, today: day, exclude: (d: string) => isBookingDayExcluded(d, first, excluded) };
  }, [mode, futureOnly, excludedDays, today]);
}

export interface BookingDatePickerProps extends CommonProps {
  value: IsoDay | null;
  onChange: (day: IsoDay | null) => void;
}

export function BookingDatePicker(props: BookingDatePickerProps) {
  const { label, description, value, onChange, error, required, disabled } = props;
  const { first, today, exclude } = useExclusion('single', props);
  return (
    <DatePickerInput
      // The month shown first: the value's, else the first offered day's, else today's.
      defaultDate={value ?? first ?? today}
      label={label}
      description={description}
      placeholder={BOOKING_DATE_FORMAT}
      valueFormat={BOOKING_DATE_FORMAT}
      value={value}
      onChange={(day) => onChange(day)}
      minDate={first ?? undefined}
      excludeDate={exclude}
      error={error}
      required={required}
      disabled={disabled}
      clearable
      clearButtonProps={{ 'aria-label': 'CLEAR THE DATE' }}
      popoverProps={{ withinPortal: true }}
    />
  );
}

export interface BookingDateRangePickerProps extends CommonProps {
  value: DateRangeValue;
  onChange: (value: DateRangeValue) => void;
}

export function BookingDateRangePicker(props: BookingDateRangePickerProps) {
  const { label, value, onChange, error, required, disabled } = props;
  const { first, today, exclude } = useExclusion('range', props);
  return (
    <DatePickerInput
      defaultDate={value.startDate ?? first ?? today}
      type="range"
      label={label}
      placeholder={`${BOOKING_DATE_FORMAT} – ${BOOKING_DATE_FORMAT}`}
      valueFormat={BOOKING_DATE_FORMAT}
      value={[value.startDate, value.endDate]}
      onChange={([startDate, endDate]) => onChange({ startDate, endDate })}
      minDate={first ?? undefined}
      excludeDate={exclude}
      error={error}
      required={required}
      disabled={disabled}
      clearable
      clearButtonProps={{ 'aria-label': 'CLEAR THE DATE' }}
      allowSingleDateInRange
      popoverProps={{ withinPortal: true }}
    />
  );
}
