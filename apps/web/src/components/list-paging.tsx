/** Paging for a list page (quotes, rate cards, the admin lists), with a name on every control (axe button-name). */
import { Group, Pagination } from '@mantine/core';

const CONTROL_LABELS = {
  first: 'FIRST PAGE',
  previous: 'PREVIOUS PAGE',
  next: 'NEXT PAGE',
  last: 'LAST PAGE',
} as const;

type PagingProps = { label: string; total: number; value: number; onChange: (page: number) => void };

export function Paging({ label, total, value, onChange }: PagingProps) {
  if (total <= 1) return null;
  return (
    <Group justify="center" component="nav" aria-label={label}>
      <Pagination
        total={total}
        value={value}
        onChange={onChange}
        getItemProps={(n) => ({ 'aria-label': `PAGE ${n}` })}
        getControlProps={(control) => ({ 'aria-label': CONTROL_LABELS[control] })}
      />
    </Group>
  );
}
