import { Group, MultiSelect, Select, Stack, TextInput } from '@mantine/core';
import { CONTAINER_NUMBER_TYPO_TEXT, isMistypedContainerNumber } from '@navia/domain/rules/container-number';
import type { TypeAheadSource } from '@navia/domain/rules/filters/catalogue';
import { MULTI_VALUE_SEPARATOR } from '@navia/domain/rules/filters/constants';
import { valueParts } from '@navia/domain/rules/filters/filter-set';
import type { ReactNode } from 'react';
import { DateFilterInput } from './date-filter-input.tsx';
import type { FilterCatalogue } from './filter-catalogue.ts';
import { type DateDraft, emptyDateDraft, type FilterValueDraft, type RangeDraft } from './filter-draft.ts';
import { TypeAheadInput, type TypeAheadLookup } from './type-ahead-input.tsx';

/** Something shown under a date filter's inputs (the contracts search's counts per period). */
export type DateFilterAddon = (props: {
  filterKey: string;
  value: DateDraft;
  onChange: (value: DateDraft) => void;
}) => ReactNode;

type FilterValueInputProps = {
  filterKey: string;
  catalogue: FilterCatalogue;
  value: FilterValueDraft | null;
  onChange: (value: FilterValueDraft | null) => void;
  lookup: TypeAheadLookup | undefined;
  /** The type-ahead sources the lookup answers; other type-ahead keys are plain text. */
  typeAheadSources: readonly TypeAheadSource[];
  dateAddon: DateFilterAddon | undefined;
};

const asText = (v: FilterValueDraft | null) => (typeof v === 'string' ? v : '');

/** The value editor of one filter row, by the filter's type (hub §5 "Search filter types overall"). */
export function FilterValueInput({
  filterKey,
  catalogue,
  value,
  onChange,
  lookup,
  typeAheadSources,
  dateAddon: DateAddon,
}: FilterValueInputProps) {
  const def = catalogue.definition(filterKey);
  const label = `${def.label} value`;
  const options = (def.options ?? []).map((o) => ({ value: o.value, label: o.label }));

  switch (def.type) {
    case 'date': {
      const date =
        typeof value === 'object' && value !== null && 'durationType' in value ? value : emptyDateDraft();
      const input = (
        <DateFilterInput
          label={def.label}
          blankLabel={def.blankLabel ?? 'IS BLANK'}
          value={date}
          onChange={(next: DateDraft) => onChange(next)}
        />
      );
      return DateAddon ? (
        <Stack gap={4}>
          {input}
          <DateAddon filterKey={filterKey} value={date} onChange={(next) => onChange(next)} />
        </Stack>
      ) : (
        input
      );
    }
    case 'range': {
      const range: RangeDraft =
        typeof value === 'object' && value !== null && 'from' in value ? value : { from: '', to: '' };
      return (
        <Group gap="xs" wrap="nowrap">
          <TextInput
            size="xs"
            w={100}
            type="number"
            inputMode="decimal"
            placeholder="From"
            aria-label={`${def.label} from`}
            value={range.from}
            onChange={(e) => onChange({ ...range, from: e.currentTarget.value })}
          />
          <TextInput
            size="xs"
            w={100}
            type="number"
            inputMode="decimal"
            placeholder="To"
            aria-label={`${def.label} to`}
            value={range.to}
            onChange={(e) => onChange({ ...range, to: e.currentTarget.value })}
          />
        </Group>
      );
    }
    case 'dropdown':
    case 'requiredDropdown':
      return (
        <Select
          size="xs"
          w={200}
          aria-label={label}
          placeholder="Choose a value"
          data={options}
          value={asText(value) || null}
          onChange={(next) => onChange(next)}
          clearable={def.type === 'dropdown'}
          allowDeselect={def.type === 'dropdown'}
          comboboxProps={{ withinPortal: true }}
        />
      );
    case 'customOptions':
      return (
        <MultiSelect
          size="xs"
          miw={200}
          maw={360}
          aria-label={label}
          placeholder={valueParts(asText(value)).length === 0 ? 'Choose values' : undefined}
          data={options}
          value={valueParts(asText(value))}
          onChange={(next) => onChange(next.join(MULTI_VALUE_SEPARATOR))}
          comboboxProps={{ withinPortal: true }}
        />
      );
    default:
      return lookup && def.typeAhead && typeAheadSources.includes(def.typeAhead) ? (
        <TypeAheadInput
          label={label}
          source={def.typeAhead}
          lookup={lookup}
          value={asText(value)}
          onChange={onChange}
        />
      ) : (
        <TextInput
          size="xs"
          w={220}
          aria-label={label}
          placeholder="Contains"
          value={asText(value)}
          onChange={(e) => onChange(e.currentTarget.value)}
          // The Container filter matches parts of numbers, so a mistyped whole number only warns.
          description={
            filterKey === 'Container' && isMistypedContainerNumber(asText(value))
              ? CONTAINER_NUMBER_TYPO_TEXT
              : undefined
          }
          inputWrapperOrder={['input', 'description']}
        />
      );
  }
}
