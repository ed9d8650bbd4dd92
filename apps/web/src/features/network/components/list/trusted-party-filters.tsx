/**
 * The trusted parties list's filters (connect §7 POST /filter: text, country, type): the type-ahead
 * from 3 characters (connect §5), a country select with search, a type select with the types in my
 * network, and CLEAR FILTERS. The applied filter is the URL's; the text box keeps what is typed and
 * writes it there once the typing pauses.
 */
import { Button, Group, Select, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { useTrustedPartyTypes } from '../../api/trusted-parties.ts';
import { NETWORK_TEXTS, networkErrorText } from '../../rules/network-texts.ts';
import { countryOptions } from './country-options.ts';
import {
  appliedText,
  hasTrustedPartyFilter,
  type TrustedPartyListFilter,
} from './trusted-party-filter-url.ts';
import { useUrlText } from './use-url-text.ts';

/** connect §8 empty state of a select with nothing to offer. */
const NO_OPTIONS = 'NO OPTIONS';
/** connect §9: menu lists are at most 200 px high. */
const MENU_MAX_HEIGHT = 200;

type TrustedPartyFiltersProps = {
  filter: TrustedPartyListFilter;
  /** `typing`: a text change, which replaces the history entry instead of adding one per pause. */
  onChange: (patch: Partial<TrustedPartyListFilter>, typing?: boolean) => void;
};

export function TrustedPartyFilters({ filter, onChange }: TrustedPartyFiltersProps) {
  const text = useUrlText(filter.text, (value) => onChange({ text: value }, true), appliedText);

  const countries = useMemo(() => countryOptions(filter.country), [filter.country]);
  const [typesWanted, setTypesWanted] = useState(false);
  const types = useTrustedPartyTypes(typesWanted);
  const typeOptions = useMemo(() => {
    const found = types.data ?? [];
    const known = found.some((t) => t.toUpperCase() === filter.type.toUpperCase());
    return filter.type && !known ? [filter.type, ...found] : found;
  }, [types.data, filter.type]);
  const typesMessage = types.isError
    ? networkErrorText(types.error)
    : types.isFetching && typeOptions.length === 0
      ? 'Loading…'
      : NO_OPTIONS;

  const tooShort = text.typed.trim().length > 0 && appliedText(text.typed) === '';

  return (
    <Group align="flex-end" gap="sm" wrap="wrap">
      <TextInput
        label="FILTER"
        placeholder="Name, nickname or business number"
        leftSection={<IconSearch size={16} aria-hidden />}
        value={text.typed}
        onChange={(e) => text.setTyped(e.currentTarget.value)}
        description={tooShort ? NETWORK_TEXTS.typeToSearch : undefined}
        w={{ base: '100%', xs: 320 }}
      />
      <Select
        label="COUNTRY"
        placeholder="Any country"
        data={countries}
        value={filter.country || null}
        onChange={(value) => onChange({ country: value ?? '' })}
        searchable
        clearable
        clearButtonProps={{ 'aria-label': 'Clear country' }}
        nothingFoundMessage={NO_OPTIONS}
        maxDropdownHeight={MENU_MAX_HEIGHT}
        w={{ base: '100%', xs: 240 }}
      />
      <Select
        label="TYPE"
        placeholder="Any type"
        data={typeOptions}
        value={typeOptions.find((t) => t.toUpperCase() === filter.type.toUpperCase()) ?? null}
        onChange={(value) => onChange({ type: value ?? '' })}
        onDropdownOpen={() => setTypesWanted(true)}
        searchable
        clearable
        clearButtonProps={{ 'aria-label': 'Clear type' }}
        nothingFoundMessage={typesMessage}
        maxDropdownHeight={MENU_MAX_HEIGHT}
        w={{ base: '100%', xs: 200 }}
      />
      <Button
        variant="subtle"
        color="gray"
        disabled={!hasTrustedPartyFilter(filter) && text.typed.trim() === ''}
        onClick={() => {
          text.clear();
          onChange({ text: '', country: '', type: '' });
        }}
      >
        CLEAR FILTERS
      </Button>
    </Group>
  );
}
