/**
 * A list page's filter row: a free-text SEARCH and one clearable option filter (status, mode…).
 * Changing either sends the list back to its first page, which the caller does in `onChange`.
 */
import { Group, Select, TextInput } from '@mantine/core';

type ListFilterBarProps<V extends string> = {
  search: string;
  onSearch: (text: string) => void;
  /** What the search matches, e.g. 'NUMBER, PORT OR CARRIER'. */
  searchPlaceholder: string;
  /** The option filter's label, e.g. 'STATUS'. */
  label: string;
  options: readonly { value: V; label: string }[];
  value: V | null;
  onChange: (value: V | null) => void;
};

export function ListFilterBar<V extends string>({
  search,
  onSearch,
  searchPlaceholder,
  label,
  options,
  value,
  onChange,
}: ListFilterBarProps<V>) {
  return (
    <Group gap="sm" wrap="wrap" align="flex-end">
      <TextInput
        label="SEARCH"
        placeholder={searchPlaceholder}
        value={search}
        maxLength={100}
        onChange={(e) => onSearch(e.currentTarget.value)}
        w={{ base: '100%', xs: 280 }}
      />
      <Select
        label={label}
        placeholder="ALL"
        clearable
        clearButtonProps={{ 'aria-label': `CLEAR ${label}` }}
        data={options.map((o) => ({ value: o.value, label: o.label }))}
        value={value}
        onChange={(v) => onChange((v as V | null) ?? null)}
        w={{ base: '100%', xs: 200 }}
      />
    </Group>
  );
}
