/**
 * The country list with calling codes (connect §2 building blocks, §3 "Country list entry"): a
 * searchable select whose value is the country name; each option shows its calling code.
 */
import { Group, Select, Text } from '@mantine/core';
import { COUNTRY_LIST } from '@navia/domain/rules/booking-dialogs/countries';

const byName = new Map(COUNTRY_LIST.map((c) => [c.value, c]));
const DATA = COUNTRY_LIST.map((c) => ({ value: c.value, label: c.label }));

export interface CountrySelectProps {
  label: string;
  /** The country name (the form value `country`). */
  value: string | null;
  onChange: (value: string | null) => void;
  error?: string | null | undefined;
  required?: boolean;
  onBlur?: () => void;
}

export function CountrySelect({ label, value, onChange, error, required, onBlur }: CountrySelectProps) {
  return (
    <Select
      label={label}
      value={value && byName.has(value) ? value : null}
      onChange={onChange}
      onBlur={onBlur}
      error={error}
      required={required}
      data={DATA}
      searchable
      clearable
      nothingFoundMessage="NO OPTIONS"
      maxDropdownHeight={200}
      comboboxProps={{ withinPortal: true }}
      renderOption={({ option }) => (
        <Group justify="space-between" wrap="nowrap" w="100%">
          <span>{option.label}</span>
          <Text size="xs" c="dimmed">
            +{byName.get(option.value)?.callingCode}
          </Text>
        </Group>
      )}
    />
  );
}
