/**
 * The booking's dates and sailing (issue 18): ready date and required-in-store date with the booking
 * date pickers (connect §5 futureOnly: from tomorrow; the public holidays of the origin, and of the
 * destination for the in-store date, refused: rules/booking-form holidaySources), the
 * pickup window with the hourly time-range picker, and a vessel/voyage preference from
 * POST /api/shipments/getVessels {loadPort, dischargePort, date} once both ports and the ready date
 * are known.
 */
import { Select, SimpleGrid } from '@mantine/core';
import { EMPTY_TIME_RANGE, type TimeRange } from '@navia/domain/rules/booking-dialogs/time-range';
import { useMemo, useState } from 'react';
import { Controller, useFormContext } from 'react-hook-form';
import { BookingDatePicker } from '../../../components/booking/booking-date-pickers.tsx';
import { TimeRangePicker } from '../../../components/booking/time-range-picker.tsx';
import { usePublicHolidays } from '../../../lib/public-holidays.ts';
import { useVessels, vesselKey } from '../api/bookings.ts';
import { type BookingFormValues, holidaySources, holidayYears } from '../rules/booking-form.ts';
import { BookingFormSection } from './booking-form-section.tsx';

/** The ISO days of a holiday source, as one array that changes only when the days do. */
function useHolidayDays(source: ReturnType<typeof holidaySources>['ready'], years: readonly number[]) {
  const { holidays } = usePublicHolidays(source, years);
  const key = [...holidays].sort().join(',');
  return useMemo(() => (key ? key.split(',') : []), [key]);
}

export function BookingScheduleFields() {
  const { control, watch, formState } = useFormContext<BookingFormValues>();
  const loadPort = watch('originPort') ?? '';
  const dischargePort = watch('destinationPort') ?? '';
  const origin = watch('origin');
  const [years] = useState(() => holidayYears(new Date()));
  const sources = holidaySources(
    { origin, originPort: loadPort, destinationPort: dischargePort },
    formState.defaultValues?.destinationPort ?? '',
  );
  const readyHolidays = useHolidayDays(sources.ready, years);
  const inStoreHolidays = useHolidayDays(sources.inStore, years);
  const readyDate = watch('readyDate') ?? '';
  const vessels = useVessels(loadPort, dischargePort, readyDate);
  const options = (vessels.data ?? []).map((v) => ({
    value: vesselKey(v),
    label: [v.vessel, v.voyage, v.carrier, `ETD ${v.ETD}`].filter(Boolean).join(' · '),
  }));
  const waitingFor =
    !loadPort || !dischargePort
      ? 'CHOOSE BOTH PORTS FIRST'
      : !readyDate
        ? 'CHOOSE THE READY DATE FIRST'
        : null;

  return (
    <BookingFormSection title="DATES AND SAILING">
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <Controller
          control={control}
          name="readyDate"
          render={({ field, fieldState }) => (
            <BookingDatePicker
              label="READY DATE"
              required
              futureOnly
              excludedDays={readyHolidays}
              description={
                readyHolidays.length > 0 ? 'PUBLIC HOLIDAYS AT ORIGIN CANNOT BE CHOSEN' : undefined
              }
              value={field.value || null}
              onChange={(d) => field.onChange(d ?? '')}
              error={fieldState.error?.message}
            />
          )}
        />
        <Controller
          control={control}
          name="requiredInStoreDate"
          render={({ field, fieldState }) => (
            <BookingDatePicker
              label="REQUIRED IN STORE DATE"
              futureOnly
              excludedDays={inStoreHolidays}
              description={
                inStoreHolidays.length > 0 ? 'PUBLIC HOLIDAYS AT DESTINATION CANNOT BE CHOSEN' : undefined
              }
              value={field.value || null}
              onChange={(d) => field.onChange(d ?? null)}
              error={fieldState.error?.message}
            />
          )}
        />
        <Controller
          control={control}
          name="pickupWindow"
          render={({ field, fieldState }) => (
            <PickupWindowField
              value={field.value ?? null}
              onChange={field.onChange}
              error={
                fieldState.error?.message ??
                formState.errors.pickupWindow?.start?.message ??
                formState.errors.pickupWindow?.end?.message
              }
            />
          )}
        />
        <Controller
          control={control}
          name="vesselPreference"
          render={({ field, fieldState }) => (
            <Select
              label="VESSEL / VOYAGE PREFERENCE"
              placeholder={waitingFor ?? (vessels.isPending ? 'LOADING SAILINGS…' : 'NO PREFERENCE')}
              description={
                vessels.isError
                  ? 'THE SAILINGS COULD NOT BE LOADED'
                  : waitingFor === null && !vessels.isPending && options.length === 0
                    ? 'NO SAILINGS FOUND'
                    : undefined
              }
              disabled={waitingFor !== null}
              clearable
              data={options}
              value={field.value ? vesselKey(field.value) : null}
              onChange={(key) => {
                const sailing = (vessels.data ?? []).find((v) => vesselKey(v) === key);
                field.onChange(sailing ? { vessel: sailing.vessel, voyage: sailing.voyage } : null);
              }}
              onBlur={field.onBlur}
              error={fieldState.error?.message}
            />
          )}
        />
      </SimpleGrid>
    </BookingFormSection>
  );
}

type PickupWindow = { start: number; end: number } | null;

/**
 * The pickup window: the picker's clicks (start, then end) stay local; the form holds a complete
 * window, or null while none (or only a start) is chosen.
 */
function PickupWindowField({
  value,
  onChange,
  error,
}: {
  value: PickupWindow;
  onChange: (value: PickupWindow) => void;
  error: string | undefined;
}) {
  const [range, setRange] = useState<TimeRange>(value ?? EMPTY_TIME_RANGE);
  return (
    <TimeRangePicker
      label="PICKUP TIME WINDOW"
      value={range}
      onChange={(next) => {
        setRange(next);
        onChange(next.start !== null && next.end !== null ? { start: next.start, end: next.end } : null);
      }}
      error={
        error ??
        (range.start !== null && range.end === null ? 'CHOOSE THE LAST HOUR OF THE WINDOW' : undefined)
      }
    />
  );
}
