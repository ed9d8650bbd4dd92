import classes from './network.module.css';

export type DetailItem = { label: string; value: string | null | undefined };

/** A record's fields as a description list: label above value, a dash when empty. */
export function DetailList({ items, label }: { items: readonly DetailItem[]; label: string }) {
  return (
    <dl className={classes.detailGrid} aria-label={label}>
      {items.map((item) => (
        <div key={item.label}>
          <dt>{item.label}</dt>
          <dd>{item.value?.trim() ? item.value : '—'}</dd>
        </div>
      ))}
    </dl>
  );
}
