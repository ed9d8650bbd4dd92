/**
 * The SAVED SEARCHES button of the search bar. Its dialog (the save form, the lists, their tabs)
 * loads on the first click, not with the search page (decision 013, JS budget).
 */
import { Button } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconBookmark } from '@tabler/icons-react';
import { lazy, Suspense, useState } from 'react';
import type { SavedSearchesDialogProps } from './saved-searches-dialog.tsx';

const SavedSearchesDialog = lazy(() =>
  import('./saved-searches-dialog.tsx').then((m) => ({ default: m.SavedSearchesDialog })),
);

export function SavedSearchesPopup(props: Omit<SavedSearchesDialogProps, 'opened' | 'opening' | 'onClose'>) {
  const [opened, { open, close }] = useDisclosure(false);
  const [opening, setOpening] = useState(0);
  return (
    <>
      <Button
        variant="default"
        leftSection={<IconBookmark size={16} aria-hidden />}
        onClick={() => {
          setOpening((n) => n + 1);
          open();
        }}
      >
        SAVED SEARCHES
      </Button>
      {opening > 0 && (
        <Suspense fallback={null}>
          <SavedSearchesDialog {...props} opened={opened} opening={opening} onClose={close} />
        </Suspense>
      )}
    </>
  );
}
