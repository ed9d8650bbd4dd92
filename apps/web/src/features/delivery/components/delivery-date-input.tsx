/**
 * The delivery-date picker (hub §5, connect §4): past days, today, weekends, days before the first
 * available day and public holidays of the destination are disabled; days after the in-storage date
 * are highlighted (they incur storage). Values are ISO days ('YYYY-MM-DD').
 */
import { DatePickerInput } from '@mantine/dates';
import {
  type DeliveryCalendar,
  type IsoDay,
  isDeliveryDateDisabled,
  isDeliveryDateHighlighted,
} from '@navia/domain/rules/delivery/calendar';
import classes from './delivery.module.css';

/** hub §9 display format of a chosen day. */
const DELIVERY_DATE_FORMAT = 'DD/MM/YYYY';

type DeliveryDateInputProps = {
  label: string;
  value: IsoDay | null;
  onChange: (day: IsoDay | null) => void;
  calendar: DeliveryCalendar;
  error?: string | undefined;
  /** Highlight (not disable) days after this one: the in-storage date for deliveries. */
  highlightAfter?: IsoDay | null | undefined;
  /** Extra lower bound, e.g. the return-date minimum. */
  minDate?: IsoDay | null | undefined;
  /** A plain picker (only past/today/minimum disabled): the return dates. */
  plain?: boolean;
  disabled?: boolean;
  required?: boolean;
};

export function DeliveryDateInput({
  label,
  value,
  onChange,
  calendar,
  error,
  highlightAfter = null,
  minDate = null,
  plain = false,
  disabled = false,
  required = false,
}: DeliveryDateInputProps) {
  const excluded = (day: string) => {
    if (minDate !== null && day < minDate) return true;
    if (plain) return day <= calendar.today;
    return isDeliveryDateDisabled(day, calendar);
  };
  return (
    <DatePickerInput
      size="xs"
      label={label}
      placeholder="DD/MM/YYYY"
      valueFormat={DELIVERY_DATE_FORMAT}
      value={value}
      onChange={(day) => onChange(day)}
      excludeDate={excluded}
      minDate={minDate ?? undefined}
      getDayProps={(day) =>
        isDeliveryDateHighlighted(day, highlightAfter) && !excluded(day)
          ? { className: classes.storageDay, 'data-storage': true }
          : {}
      }
      error={error}
      disabled={disabled}
      required={required}
      clearable
      popoverProps={{ withinPortal: true }}
    />
  );
}
