import type { QuickLookupResult } from '@navia/domain/contracts/lookup';
import { useState } from 'react';
import { QuickLookupModal } from './quick-lookup-modal.tsx';
import { QuickLookupPanel } from './quick-lookup-panel.tsx';

/** The quick lookup of the hub login page: the search panel and the modal of the chosen shipment. */
export function QuickLookup({ className }: { className?: string }) {
  const [selected, setSelected] = useState<QuickLookupResult | null>(null);
  return (
    <>
      <QuickLookupPanel className={className} onOpen={setSelected} />
      <QuickLookupModal selected={selected} onClose={() => setSelected(null)} />
    </>
  );
}
