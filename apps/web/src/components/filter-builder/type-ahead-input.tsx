import { Combobox, Loader, TextInput, useCombobox } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import type { FilterOption, TypeAheadSource } from '@navia/domain/rules/filters/catalogue';
import { SEARCH_MESSAGES, TYPEAHEAD_MIN_CHARS } from '@navia/domain/rules/filters/constants';
import { useQuery } from '@tanstack/react-query';

/** Answers the options of a type-ahead lookup (the caller owns the API call). */
export type TypeAheadLookup = (
  source: TypeAheadSource,
  text: string,
  signal: AbortSignal,
) => Promise<readonly FilterOption[]>;

/** Waiting time after the last key stroke before a lookup fires. */
const LOOKUP_DEBOUNCE_MS = 250;

type TypeAheadInputProps = {
  label: string;
  source: TypeAheadSource;
  lookup: TypeAheadLookup;
  value: string;
  onChange: (value: string) => void;
};

/**
 * A text filter with a type-ahead list (hub §5): a prompt until 3 characters are typed, then the
 * lookup's options or 'No results'. Choosing an option puts its value (a code) in the filter; typed
 * text is a filter too (contains).
 */
export function TypeAheadInput({ label, source, lookup, value, onChange }: TypeAheadInputProps) {
  const combobox = useCombobox({ onDropdownClose: () => combobox.resetSelectedOption() });
  const [debounced] = useDebouncedValue(value.trim(), LOOKUP_DEBOUNCE_MS);
  const ready = debounced.length >= TYPEAHEAD_MIN_CHARS;
  const options = useQuery({
    queryKey: ['type-ahead', source, debounced],
    queryFn: ({ signal }) => lookup(source, debounced, signal),
    enabled: ready,
    staleTime: 60_000,
  });
  const waiting =
    value.trim().length >= TYPEAHEAD_MIN_CHARS && (debounced !== value.trim() || options.isFetching);
  const items = ready ? (options.data ?? []) : [];

  return (
    <Combobox
      store={combobox}
      onOptionSubmit={(chosen) => {
        onChange(chosen);
        combobox.closeDropdown();
      }}
    >
      <Combobox.Target>
        <TextInput
          size="xs"
          w={220}
          aria-label={label}
          placeholder="TYPE TO SEARCH"
          value={value}
          onChange={(e) => {
            onChange(e.currentTarget.value);
            combobox.openDropdown();
            combobox.updateSelectedOptionIndex();
          }}
          onClick={() => combobox.openDropdown()}
          onFocus={() => combobox.openDropdown()}
          onBlur={() => combobox.closeDropdown()}
          rightSection={waiting ? <Loader size={14} aria-label="Looking up" /> : null}
        />
      </Combobox.Target>
      <Combobox.Dropdown>
        <Combobox.Options aria-label={`${label} options`}>
          {value.trim().length < TYPEAHEAD_MIN_CHARS ? (
            <Combobox.Empty>{SEARCH_MESSAGES.typeAheadPrompt}</Combobox.Empty>
          ) : items.length === 0 ? (
            <Combobox.Empty>{waiting ? 'Searching…' : SEARCH_MESSAGES.noResults}</Combobox.Empty>
          ) : (
            items.map((option) => (
              <Combobox.Option value={option.value} key={option.value}>
                {option.label}
              </Combobox.Option>
            ))
          )}
        </Combobox.Options>
      </Combobox.Dropdown>
    </Combobox>
  );
}
