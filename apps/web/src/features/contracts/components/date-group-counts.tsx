/**
 * Under a date filter of the contracts search: how many matching contracts fall in each recent
 * month of that date (connect §7 getDateGroupCount). Choosing a month sets the filter to it.
 */
import { Button, Group, Loader, Text } from '@mantine/core';
import { CONTRACT_DATE_FIELDS, type ContractDateField } from '@navia/domain/rules/contracts/filters';
import dayjs from 'dayjs';
import type { DateDraft, FilterSetWire } from '../../../components/filter-builder/filter-draft.ts';
import type { DateFilterAddon } from '../../../components/filter-builder/filter-value-input.tsx';
import { useDateGroupCounts } from '../api/contract-search.ts';

/** The most recent months shown. */
const MONTHS_SHOWN = 6;

const isDateField = (key: string): key is ContractDateField =>
  (CONTRACT_DATE_FIELDS as readonly string[]).includes(key);

function MonthCounts({
  field,
  filters,
  value,
  onChange,
}: {
  field: ContractDateField;
  filters: FilterSetWire;
  value: DateDraft;
  onChange: (value: DateDraft) => void;
}) {
  const counts = useDateGroupCounts(field, filters);
  if (counts.isPending) return <Loader size="xs" aria-label="Counting contracts per month" />;
  if (counts.isError) return null;
  const months = counts.data
    .filter((g) => g.count > 0)
    .sort((a, b) => (a.date < b.date ? 1 : -1))
    .slice(0, MONTHS_SHOWN);
  if (months.length === 0) return null;
  return (
    <Group gap={4} role="group" aria-label="Contracts per month">
      <Text size="xs" c="dimmed" fw={700}>
        BY MONTH
      </Text>
      {months.map((g) => {
        const month = dayjs(g.date);
        const label = month.format('MMM YYYY').toUpperCase();
        return (
          <Button
            key={g.date}
            size="compact-xs"
            variant="default"
            aria-label={`${label}: ${g.count} contracts. Filter by this month`}
            onClick={() =>
              onChange({
                ...value,
                isBlank: false,
                durationType: 'DateRange',
                startDate: month.startOf('month').format('YYYY-MM-DD'),
                endDate: month.endOf('month').format('YYYY-MM-DD'),
              })
            }
          >
            {`${label} · ${g.count}`}
          </Button>
        );
      })}
    </Group>
  );
}

/** The addon for the builder's date filters, counting over the applied filters. */
export function dateGroupAddon(filters: FilterSetWire): DateFilterAddon {
  return function DateGroupCounts({ filterKey, value, onChange }) {
    if (!isDateField(filterKey)) return null;
    return <MonthCounts field={filterKey} filters={filters} value={value} onChange={onChange} />;
  };
}
