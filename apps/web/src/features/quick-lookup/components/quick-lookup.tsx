import type { QuickLookupResult } from '@navia/domain/contracts/lookup';
import { lazy, Suspense, useState } from 'react';
import { QuickLookupPanel } from './quick-lookup-panel.tsx';

/** The shipment modal, with its summary panels, loads when a result is first opened (decision 013). */
const QuickLookupModal = lazy(() =>
  import('./quick-lookup-modal.tsx').then((m) => ({ default: m.QuickLookupModal })),
);

/** The quick lookup of the hub login page: the search panel and the modal of the chosen shipment. */
export function QuickLookup({ className }: { className?: string }) {
  const [selected, setSelected] = useState<QuickLookupResult | null>(null);
  const [opened, setOpened] = useState(false);
  const open = (result: QuickLookupResult) => {
    setOpened(true);
    setSelected(result);
  };
  return (
    <>
      <QuickLookupPanel className={className} onOpen={open} />
      {opened && (
        <Suspense fallback={null}>
          <QuickLookupModal selected={selected} onClose={() => setSelected(null)} />
        </Suspense>
      )}
    </>
  );
}
