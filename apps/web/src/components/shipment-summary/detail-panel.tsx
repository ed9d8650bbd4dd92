import { Group, Paper, Title } from '@mantine/core';
import { type ReactNode, useId } from 'react';
import classes from './shipment-summary.module.css';

/** A titled panel of the detail screen and the quick-lookup modal (hub §2). */
export function DetailPanel({
  title,
  actions,
  children,
  className,
}: {
  title: ReactNode;
  actions?: ReactNode;
  children: ReactNode;
  className?: string;
}) {
  const id = useId();
  return (
    <Paper
      component="section"
      withBorder
      radius="md"
      p="md"
      aria-labelledby={id}
      className={`${classes.panel} ${className ?? ''}`}
    >
      <Group justify="space-between" gap="xs" mb="sm" wrap="nowrap">
        <Title order={2} size="h6" id={id} className={classes.panelTitle}>
          {title}
        </Title>
        {actions}
      </Group>
      {children}
    </Paper>
  );
}

/** One label and value pair in a panel. */
export function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className={classes.field}>
      <div className={classes.fieldLabel}>{label}</div>
      <div className={classes.fieldValue}>{children}</div>
    </div>
  );
}
