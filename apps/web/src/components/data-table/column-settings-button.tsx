/**
 * COLUMNS: the button of a table's column settings. The dialog loads on the first click, not with
 * the table (decision 013, JS budget).
 */
import { Button } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconColumns } from '@tabler/icons-react';
import { lazy, Suspense, useState } from 'react';
import type { ColumnSettingsDialogProps } from './column-settings-dialog.tsx';

const ColumnSettingsDialog = lazy(() =>
  import('./column-settings-dialog.tsx').then((m) => ({ default: m.ColumnSettingsDialog })),
);

export function ColumnSettingsButton(
  props: Omit<ColumnSettingsDialogProps, 'opened' | 'opening' | 'onClose'>,
) {
  const [opened, { open, close }] = useDisclosure(false);
  const [opening, setOpening] = useState(0);
  return (
    <>
      <Button
        variant="default"
        size="xs"
        leftSection={<IconColumns size={16} aria-hidden />}
        onClick={() => {
          setOpening((n) => n + 1);
          open();
        }}
      >
        COLUMNS
      </Button>
      {opening > 0 && (
        <Suspense fallback={null}>
          <ColumnSettingsDialog {...props} opened={opened} opening={opening} onClose={close} />
        </Suspense>
      )}
    </>
  );
}
