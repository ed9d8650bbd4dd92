/**
 * The status totals (connect §3 additionalInfo status counts; the get call's includeStatusTotals):
 * one chip per status with contracts, in the workflow's order, with its count. Choosing one shows
 * that status only; choosing it again shows them all.
 */
import { Chip, Loader, Text } from '@mantine/core';
import { CONTRACT_STATUSES, type ContractStatus } from '@navia/domain/rules/contracts/workflow';
import classes from './contracts.module.css';

type StatusTotalsProps = {
  counts: Readonly<Record<string, number>> | null | undefined;
  selected: ContractStatus | null;
  onSelect: (status: ContractStatus | null) => void;
  loading: boolean;
};

export function StatusTotals({ counts, selected, onSelect, loading }: StatusTotalsProps) {
  const shown = CONTRACT_STATUSES.filter((s) => (counts?.[s] ?? 0) > 0 || s === selected);
  if (!counts && loading) return <Loader size="xs" aria-label="Loading status totals" />;
  if (shown.length === 0) return null;
  const total = CONTRACT_STATUSES.reduce((n, s) => n + (counts?.[s] ?? 0), 0);
  return (
    <fieldset className={classes.statusTotals}>
      <legend className={classes.visuallyHidden}>Status totals: choose one to show only that status</legend>
      <Text size="xs" fw={700} c="dimmed" className={classes.nowrap}>
        {`TOTAL ${total}`}
      </Text>
      {shown.map((status) => (
        <Chip
          key={status}
          size="xs"
          variant="outline"
          checked={status === selected}
          onChange={(checked) => onSelect(checked ? status : null)}
        >
          {`${status} ${counts?.[status] ?? 0}`}
        </Chip>
      ))}
    </fieldset>
  );
}
