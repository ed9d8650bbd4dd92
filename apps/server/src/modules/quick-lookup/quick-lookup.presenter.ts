/** The public quick lookup's answers (hub §3 "Quick-lookup result"): nothing beyond what the modal shows. */
import type { QuickLookupResult } from '@navia/domain/contracts/lookup';
import type { PublicLookupRow } from '../shipment-detail/shipment-detail.repository.ts';

export function presentQuickLookupResult(row: PublicLookupRow): QuickLookupResult {
  return {
    shipNumber: row.shipNumber,
    ETD: row.etd?.toISOString() ?? null,
    ETA: row.eta?.toISOString() ?? null,
    ShipKey: row.shipKey,
    OrdKey: row.firstOrdKey ?? '-',
    buyer: row.consignee,
  };
}
