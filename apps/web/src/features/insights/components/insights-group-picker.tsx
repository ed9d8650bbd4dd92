import { Select } from '@mantine/core';
import { useInsightGroups } from '../api/insights.ts';

/** Staff's choice of one organisation group for every /insights chart (the API's orgGroupCode). */
export function InsightsGroupPicker({
  value,
  onChange,
}: {
  value: string | null;
  onChange: (code: string | null) => void;
}) {
  const groups = useInsightGroups(true);
  return (
    <Select
      label="ORGANISATION GROUP"
      description="Staff see every group's shipments, or one group's."
      placeholder="ALL GROUPS"
      data={(groups.data ?? []).map((g) => ({ value: g.code, label: `${g.name} (${g.code})` }))}
      value={value}
      onChange={onChange}
      searchable
      clearable
      nothingFoundMessage="NO ORGS FOUND"
      w={{ base: '100%', sm: 320 }}
      comboboxProps={{ withinPortal: true }}
    />
  );
}
