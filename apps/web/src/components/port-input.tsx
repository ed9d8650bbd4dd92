/**
 * A port type-ahead (hub §5 type-ahead): a prompt until 3 characters are typed, then the ports whose
 * UN/LOCODE or name contains the text, or 'No results'. Choosing one sets its UN/LOCODE; typing
 * again clears the choice; a code set from outside (a pre-fill, a reset) shows as typed. The port
 * list comes from GET /api/transit/ports unless the caller gives its own lookup (bookings use
 * getPortNamesInList). Used by /getQuote, /bookings and the insights shipping calculator.
 */
import { Combobox, Loader, Text, TextInput, useCombobox } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { type PortOption, transitEndpoints } from '@navia/domain/contracts/transit';
import { SEARCH_MESSAGES, TYPEAHEAD_MIN_CHARS } from '@navia/domain/rules/filters/constants';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { callEndpoint } from '../lib/api-client.ts';

const DEBOUNCE_MS = 250;

const portLabel = (port: PortOption) => `${port.RL_Portname} (${port.RL_Code})`;

/** What a port lookup answers: the ports matching the typed text (disabled under 3 characters). */
export type PortLookup = (text: string) => {
  data?: PortOption[] | undefined;
  isError: boolean;
  isFetching: boolean;
};

/** The default lookup: GET /api/transit/ports. */
function useTransitPorts(text: string) {
  return useQuery({
    queryKey: ['transit', 'ports', text] as const,
    queryFn: async ({ signal }) =>
      (await callEndpoint(transitEndpoints.ports, { query: { q: text } }, { signal })).result,
    enabled: text.length >= TYPEAHEAD_MIN_CHARS,
    staleTime: 10 * 60_000,
  });
}

type PortInputProps = {
  label: string;
  /** The chosen UN/LOCODE, or '' while none is chosen. */
  value: string;
  /** The chosen code and its port ('' and null when the choice is cleared by typing). */
  onChange: (code: string, port: PortOption | null) => void;
  /** The port list; GET /api/transit/ports by default. A hook: pass the same function every render. */
  usePorts?: PortLookup;
  error?: string | undefined;
  required?: boolean;
  onBlur?: () => void;
};

export function PortInput({
  label,
  value,
  onChange,
  usePorts = useTransitPorts,
  error,
  required,
  onBlur,
}: PortInputProps) {
  const combobox = useCombobox({ onDropdownClose: () => combobox.resetSelectedOption() });
  const [text, setText] = useState(value);
  // A value set from outside (pre-fill, reset) shows as its code; a chosen port keeps its label.
  useEffect(() => {
    setText((current) => (current.includes(value) ? current : value));
  }, [value]);
  const typed = text.trim();
  const [debounced] = useDebouncedValue(typed, DEBOUNCE_MS);
  const ports = usePorts(value ? '' : debounced);
  const ready = !value && debounced.length >= TYPEAHEAD_MIN_CHARS;
  const items = ready ? (ports.data ?? []) : [];
  const waiting = !value && typed.length >= TYPEAHEAD_MIN_CHARS && (debounced !== typed || ports.isFetching);

  return (
    <Combobox
      store={combobox}
      onOptionSubmit={(code) => {
        const port = items.find((p) => p.RL_Code === code);
        if (port) {
          setText(portLabel(port));
          onChange(port.RL_Code, port);
        }
        combobox.closeDropdown();
      }}
    >
      <Combobox.Target>
        <TextInput
          label={label}
          placeholder="TYPE TO SEARCH"
          value={text}
          maxLength={60}
          required={required}
          error={error}
          autoComplete="off"
          onChange={(e) => {
            setText(e.currentTarget.value);
            if (value) onChange('', null);
            combobox.openDropdown();
            combobox.updateSelectedOptionIndex();
          }}
          onClick={() => combobox.openDropdown()}
          onFocus={() => combobox.openDropdown()}
          onBlur={() => {
            combobox.closeDropdown();
            onBlur?.();
          }}
          rightSection={waiting ? <Loader size={14} aria-label="LOOKING UP" /> : null}
        />
      </Combobox.Target>
      <Combobox.Dropdown hidden={Boolean(value)}>
        <Combobox.Options aria-label={`${label} OPTIONS`}>
          {typed.length < TYPEAHEAD_MIN_CHARS ? (
            <Combobox.Empty>{SEARCH_MESSAGES.typeAheadPrompt}</Combobox.Empty>
          ) : ports.isError ? (
            <Combobox.Empty>AN ERROR OCCURRED</Combobox.Empty>
          ) : items.length === 0 ? (
            <Combobox.Empty>{waiting ? 'SEARCHING…' : SEARCH_MESSAGES.noResults}</Combobox.Empty>
          ) : (
            items.map((port) => (
              <Combobox.Option value={port.RL_Code} key={port.RL_Code}>
                <Text size="sm">{port.RL_Portname}</Text>
                <Text size="xs" c="dimmed">{`${port.RL_Code} · ${port.country}`}</Text>
              </Combobox.Option>
            ))
          )}
        </Combobox.Options>
      </Combobox.Dropdown>
    </Combobox>
  );
}
