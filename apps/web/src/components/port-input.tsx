/**
 * A port type-ahead (hub §5 type-ahead) over GET /api/transit/ports: a prompt until 3 characters are
 * typed, then the ports whose UN/LOCODE or name contains the text, or 'No results'. Choosing one
 * sets its UN/LOCODE; typing again clears the choice. Shared by /getQuote (issue 18); the shipping
 * calculator of insights could use it too.
 */
import { Combobox, Loader, Text, TextInput, useCombobox } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { type PortOption, transitEndpoints } from '@navia/domain/contracts/transit';
import { SEARCH_MESSAGES, TYPEAHEAD_MIN_CHARS } from '@navia/domain/rules/filters/constants';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { callEndpoint } from '../lib/api-client.ts';

const DEBOUNCE_MS = 250;

const portLabel = (port: PortOption) => `${port.RL_Portname} (${port.RL_Code})`;

function usePorts(q: string) {
  return useQuery({
    queryKey: ['transit', 'ports', q] as const,
    queryFn: ({ signal }) => callEndpoint(transitEndpoints.ports, { query: { q } }, { signal }),
    select: (data) => data.result,
    enabled: q.length >= TYPEAHEAD_MIN_CHARS,
    staleTime: 10 * 60_000,
  });
}

type PortInputProps = {
  label: string;
  /** The chosen port, or null while none is chosen. */
  value: PortOption | null;
  onChange: (port: PortOption | null) => void;
  error?: string | undefined;
  required?: boolean;
  onBlur?: () => void;
};

export function PortInput({ label, value, onChange, error, required, onBlur }: PortInputProps) {
  const combobox = useCombobox({ onDropdownClose: () => combobox.resetSelectedOption() });
  const [text, setText] = useState(value ? portLabel(value) : '');
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
        const port = items.find((p) => p.RL_Code === code) ?? null;
        onChange(port);
        if (port) setText(portLabel(port));
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
            if (value) onChange(null);
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
