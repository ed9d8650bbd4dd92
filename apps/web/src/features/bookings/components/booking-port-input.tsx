/**
 * A port type-ahead for the booking's origin and destination (hub §5 type-ahead: a prompt until 3
 * characters, then the ports whose UN/LOCODE or name contains the text, or 'No results'). The value
 * is the UN/LOCODE; typing again clears it. A pre-filled code (quote, book again) shows as typed.
 */
import { Combobox, Loader, Text, TextInput, useCombobox } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import type { PortOption } from '@navia/domain/contracts/transit';
import { SEARCH_MESSAGES, TYPEAHEAD_MIN_CHARS } from '@navia/domain/rules/filters/constants';
import { useEffect, useState } from 'react';
import { usePortOptions } from '../api/bookings.ts';

const DEBOUNCE_MS = 250;

const portLabel = (port: PortOption) => `${port.RL_Portname} (${port.RL_Code})`;

type BookingPortInputProps = {
  label: string;
  /** The chosen UN/LOCODE, or '' while none is chosen. */
  value: string;
  onChange: (code: string) => void;
  onBlur?: () => void;
  error?: string | undefined;
  required?: boolean;
};

export function BookingPortInput({ label, value, onChange, onBlur, error, required }: BookingPortInputProps) {
  const combobox = useCombobox({ onDropdownClose: () => combobox.resetSelectedOption() });
  const [text, setText] = useState(value);
  // A value set from outside (pre-fill, reset) shows as its code.
  useEffect(() => {
    setText((current) => (value === '' || current.includes(value) ? current : value));
  }, [value]);
  const typed = text.trim();
  const [debounced] = useDebouncedValue(typed, DEBOUNCE_MS);
  const options = usePortOptions(value ? '' : debounced);
  const ready = !value && debounced.length >= TYPEAHEAD_MIN_CHARS;
  const items = ready ? (options.data ?? []) : [];
  const waiting =
    !value && typed.length >= TYPEAHEAD_MIN_CHARS && (debounced !== typed || options.isFetching);

  return (
    <Combobox
      store={combobox}
      onOptionSubmit={(code) => {
        const port = items.find((p) => p.RL_Code === code);
        if (port) {
          onChange(port.RL_Code);
          setText(portLabel(port));
        }
        combobox.closeDropdown();
      }}
    >
      <Combobox.Target>
        <TextInput
          label={label}
          required={required}
          placeholder="TYPE TO SEARCH"
          value={text}
          maxLength={60}
          error={error}
          onChange={(e) => {
            setText(e.currentTarget.value);
            if (value) onChange('');
            combobox.openDropdown();
            combobox.updateSelectedOptionIndex();
          }}
          onClick={() => combobox.openDropdown()}
          onFocus={() => combobox.openDropdown()}
          onBlur={() => {
            combobox.closeDropdown();
            onBlur?.();
          }}
          rightSection={waiting ? <Loader size={14} aria-label="Looking up" /> : null}
        />
      </Combobox.Target>
      <Combobox.Dropdown hidden={Boolean(value)}>
        <Combobox.Options aria-label={`${label} options`}>
          {typed.length < TYPEAHEAD_MIN_CHARS ? (
            <Combobox.Empty>{SEARCH_MESSAGES.typeAheadPrompt}</Combobox.Empty>
          ) : options.isError ? (
            <Combobox.Empty>AN ERROR OCCURRED</Combobox.Empty>
          ) : items.length === 0 ? (
            <Combobox.Empty>{waiting ? 'Searching…' : SEARCH_MESSAGES.noResults}</Combobox.Empty>
          ) : (
            items.map((port) => (
              <Combobox.Option value={port.RL_Code} key={port.RL_Code}>
                <Text size="sm">{port.RL_Portname}</Text>
                <Text size="xs" c="dimmed">
                  {`${port.RL_Code} · ${port.country}`}
                </Text>
              </Combobox.Option>
            ))
          )}
        </Combobox.Options>
      </Combobox.Dropdown>
    </Combobox>
  );
}
