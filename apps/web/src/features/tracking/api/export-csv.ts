/**
 * The CSV export of the current search (GET /api/shipments/export.csv): the server streams every
 * matching row, not only the loaded batches. A plain link, so the browser downloads it with the
 * session cookie and shows its own progress.
 */
import { endpointUrl } from '@navia/domain/contracts/endpoint';
import { shipmentEndpoints } from '@navia/domain/contracts/shipments';
import type { ShipmentSearchRequest } from './search.ts';

export function exportCsvUrl(request: ShipmentSearchRequest): string {
  const search = {
    key: request.key,
    orderBy: request.orderBy,
    orderDir: request.orderDir,
    filters: request.filters,
    isAdvancedSearch: request.advanced,
    ...(request.daysInStorage !== undefined ? { daysInStorage: request.daysInStorage } : {}),
  };
  return endpointUrl(shipmentEndpoints.exportCsv, {
    query: { listKey: request.searchType, search: JSON.stringify(search) },
  });
}
