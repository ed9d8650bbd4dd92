/** An organisation group picker (staff): every group, by code, typed to narrow; loading and failure shown. */
import { Select } from '@mantine/core';
import { useOrgGroups } from '../api/reports.ts';

export function GroupPicker({
  label,
  value,
  onChange,
  exclude = [],
  w,
}: {
  label: string;
  value: string | null;
  onChange: (orgGroupId: string | null) => void;
  /** Groups not offered (already subscribed). */
  exclude?: readonly string[];
  w?: Parameters<typeof Select>[0]['w'];
}) {
  const groups = useOrgGroups();
  const data = (groups.data ?? []).filter((g) => !exclude.includes(g.value));
  return (
    <Select
      label={label}
      placeholder={groups.isPending ? 'LOADING GROUPS…' : 'TYPE A CODE OR NAME'}
      searchable
      clearable
      clearButtonProps={{ 'aria-label': `CLEAR ${label}` }}
      nothingFoundMessage="NO GROUP FOUND"
      data={data}
      value={value}
      onChange={onChange}
      error={groups.isError ? 'THE GROUPS COULD NOT BE LOADED' : undefined}
      disabled={groups.isPending}
      w={w ?? { base: '100%', xs: 320 }}
      comboboxProps={{ withinPortal: true }}
    />
  );
}
