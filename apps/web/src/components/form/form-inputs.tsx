/**
 * Mantine inputs bound to a field of the surrounding react-hook-form form (useController, through
 * the FormProvider's context): the value, the change, the blur and the field's error message, once.
 * A form makes its own typed names with an instantiation expression, e.g.
 * `const BookingSelect = FormSelect<BookingFormValues>;`.
 */
import {
  NumberInput,
  type NumberInputProps,
  Select,
  type SelectProps,
  TextInput,
  type TextInputProps,
} from '@mantine/core';
import { type FieldPath, type FieldValues, useController } from 'react-hook-form';

type Bound = 'value' | 'defaultValue' | 'onChange' | 'onBlur' | 'name' | 'error';

export type FormSelectProps<T extends FieldValues> = Omit<SelectProps, Bound> & {
  name: FieldPath<T>;
  /** After the field took a new value (e.g. to keep another field in step). */
  onPicked?: (value: string | null) => void;
};

/** A Select; a cleared choice (null) is kept only when the select is clearable. */
export function FormSelect<T extends FieldValues>({ name, onPicked, ...props }: FormSelectProps<T>) {
  const { field, fieldState } = useController<T>({ name });
  return (
    <Select
      {...props}
      value={(field.value as string | null | undefined) ?? null}
      onChange={(value) => {
        if (value === null && !props.clearable) return;
        field.onChange(value);
        onPicked?.(value);
      }}
      onBlur={field.onBlur}
      error={fieldState.error?.message}
    />
  );
}

export type FormTextInputProps<T extends FieldValues> = Omit<TextInputProps, Bound> & {
  name: FieldPath<T>;
  /** The value is kept in upper case, as the portal's codes and descriptions are. */
  upperCase?: boolean;
};

export function FormTextInput<T extends FieldValues>({
  name,
  upperCase = false,
  ...props
}: FormTextInputProps<T>) {
  const { field, fieldState } = useController<T>({ name });
  return (
    <TextInput
      {...props}
      ref={field.ref}
      name={field.name}
      value={(field.value as string | null | undefined) ?? ''}
      onChange={(e) =>
        field.onChange(upperCase ? e.currentTarget.value.toUpperCase() : e.currentTarget.value)
      }
      onBlur={field.onBlur}
      error={fieldState.error?.message}
    />
  );
}

export type FormNumberInputProps<T extends FieldValues> = Omit<NumberInputProps, Bound> & {
  name: FieldPath<T>;
  /** What an emptied input holds: undefined (the schema says required) or null (an optional number). */
  empty?: null | undefined;
};

export function FormNumberInput<T extends FieldValues>({ name, empty, ...props }: FormNumberInputProps<T>) {
  const { field, fieldState } = useController<T>({ name });
  return (
    <NumberInput
      {...props}
      value={(field.value as number | null | undefined) ?? ''}
      onChange={(value) => field.onChange(typeof value === 'number' ? value : empty)}
      onBlur={field.onBlur}
      error={fieldState.error?.message}
    />
  );
}
