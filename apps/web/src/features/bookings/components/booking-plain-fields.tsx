/**
 * The booking form's plain fields (issue 18): booking type with its direction (connect §7: the
 * type's own, a manual one for road transport), the ports, transport mode and packing (hub §9
 * values), handling method, incoterm and notes (max 500, upper case like the delivery notes).
 */
import { SimpleGrid, Textarea } from '@mantine/core';
import { INCOTERMS } from '@navia/domain/contracts/quotes';
import { MESSAGES } from '@navia/domain/errors';
import {
  BOOKING_DIRECTIONS,
  BOOKING_TYPE_LABELS,
  BOOKING_TYPES,
  type BookingType,
} from '@navia/domain/rules/bookings/types';
import { BOOKING_NOTES_MAX } from '@navia/domain/rules/bookings/validation';
import { HANDLING_METHOD_LABELS, HANDLING_METHODS } from '@navia/domain/rules/delivery/drop-modes';
import { PACKING_MODES, TRANSPORT_MODES } from '@navia/domain/rules/filters/catalogue';
import { Controller, useFormContext } from 'react-hook-form';
import { FormSelect } from '../../../components/form/form-inputs.tsx';
import { PortInput } from '../../../components/port-input.tsx';
import { usePortOptions } from '../api/bookings.ts';
import {
  type BookingFormValues,
  directionForType,
  EMPTY_CONTAINER,
  transportModeForType,
} from '../rules/booking-form.ts';
import { BookingFormSection } from './booking-form-section.tsx';

const TYPE_OPTIONS = BOOKING_TYPES.map((t) => ({ value: t, label: BOOKING_TYPE_LABELS[t] }));
const DIRECTION_OPTIONS = BOOKING_DIRECTIONS.map((d) => ({ value: d, label: d.toUpperCase() }));
const HANDLING_OPTIONS = HANDLING_METHODS.map((m) => ({
  value: m,
  label: `${m} · ${HANDLING_METHOD_LABELS[m].toUpperCase()}`,
}));
const codes = (values: readonly string[]) => values.map((v) => ({ value: v, label: v }));
const BookingSelect = FormSelect<BookingFormValues>;

export function BookingTypeFields() {
  const { watch, setValue, getValues } = useFormContext<BookingFormValues>();
  const type = watch('type');
  return (
    <BookingFormSection title="BOOKING TYPE">
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <BookingSelect
          name="type"
          label="BOOKING TYPE"
          required
          data={TYPE_OPTIONS}
          allowDeselect={false}
          onPicked={(v) => {
            const next = v as BookingType;
            setValue('direction', directionForType(next, getValues('direction') ?? null));
            setValue('transportMode', transportModeForType(next, getValues('transportMode')));
          }}
        />
        <BookingSelect
          name="direction"
          label="DIRECTION"
          description={type === 'ROAD' ? 'CHOOSE THE DIRECTION' : 'SET BY THE BOOKING TYPE'}
          required={type === 'ROAD'}
          data={DIRECTION_OPTIONS}
          allowDeselect={false}
          // connect §7: only road transport takes a manual direction.
          disabled={type !== 'ROAD'}
        />
      </SimpleGrid>
    </BookingFormSection>
  );
}

/** An empty port is 'This field is required.' (hub §5), not the UN/LOCODE format the schema names. */
function portError(value: string | undefined, message: string | undefined): string | undefined {
  return message && !value ? MESSAGES.fieldRequired : message;
}

export function BookingRouteFields() {
  const { control, setValue, getValues } = useFormContext<BookingFormValues>();
  return (
    <BookingFormSection title="ROUTE AND MODE">
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <Controller
          control={control}
          name="originPort"
          render={({ field, fieldState }) => (
            <PortInput
              label="ORIGIN PORT"
              required
              value={field.value ?? ''}
              onChange={(code) => field.onChange(code)}
              usePorts={usePortOptions}
              onBlur={field.onBlur}
              error={portError(field.value, fieldState.error?.message)}
            />
          )}
        />
        <Controller
          control={control}
          name="destinationPort"
          render={({ field, fieldState }) => (
            <PortInput
              label="DESTINATION PORT"
              required
              value={field.value ?? ''}
              onChange={(code) => field.onChange(code)}
              usePorts={usePortOptions}
              onBlur={field.onBlur}
              error={portError(field.value, fieldState.error?.message)}
            />
          )}
        />
        <BookingSelect
          name="transportMode"
          label="TRANSPORT MODE"
          required
          data={codes(TRANSPORT_MODES)}
          allowDeselect={false}
        />
        <BookingSelect
          name="packing"
          label="PACKING"
          required
          searchable
          data={codes(PACKING_MODES)}
          allowDeselect={false}
          onPicked={(v) => {
            // Only FCL takes containers (the shared rule): keep them in step with the packing.
            const containers = getValues('containers') ?? [];
            if (v !== 'FCL' && containers.length > 0) setValue('containers', []);
            if (v === 'FCL' && containers.length === 0) setValue('containers', [{ ...EMPTY_CONTAINER }]);
          }}
        />
      </SimpleGrid>
    </BookingFormSection>
  );
}

export function BookingTermsFields() {
  const { control } = useFormContext<BookingFormValues>();
  return (
    <BookingFormSection title="TERMS AND NOTES">
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <BookingSelect
          name="handlingMethod"
          label="HANDLING METHOD"
          data={HANDLING_OPTIONS}
          allowDeselect={false}
        />
        <BookingSelect
          name="incoterm"
          label="INCOTERM"
          placeholder="NONE"
          clearable
          data={codes(INCOTERMS)}
        />
      </SimpleGrid>
      <Controller
        control={control}
        name="notes"
        render={({ field, fieldState }) => (
          <Textarea
            label="NOTES"
            description={`${(field.value ?? '').length} / ${BOOKING_NOTES_MAX}`}
            autosize
            minRows={3}
            maxLength={BOOKING_NOTES_MAX}
            name={field.name}
            ref={field.ref}
            value={field.value ?? ''}
            // hub §5: notes are forced to upper case, as the delivery notes.
            onChange={(e) => field.onChange(e.currentTarget.value.toUpperCase())}
            onBlur={field.onBlur}
            error={fieldState.error?.message}
          />
        )}
      />
    </BookingFormSection>
  );
}
