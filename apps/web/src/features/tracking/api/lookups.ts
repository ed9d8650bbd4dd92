/**
 * Type-ahead lookups of the filter builder (hub §5, §7): getCarrier, shipmentsLocations (Origin or
 * Destination), shipmentsConsignee and shipmentsSuppliers. Ports have no lookup of their own in
 * this issue, so LOAD PORT and DISCHARGE PORT stay plain text filters.
 */
import { lookupResponseSchema } from '@navia/domain/contracts/shipments';
import type { FilterOption, TypeAheadSource } from '@navia/domain/rules/filters/catalogue';
import type { TypeAheadLookup } from '../../../components/filter-builder/type-ahead-input.tsx';
import { apiRequest } from '../../../lib/api-client.ts';

const CALLS: Partial<Record<TypeAheadSource, { path: string; extra?: Record<string, string> }>> = {
  carrier: { path: '/api/shipments/getCarrier' },
  supplier: { path: '/api/shipments/shipmentsSuppliers' },
  consignee: { path: '/api/shipments/shipmentsConsignee' },
  origin: { path: '/api/shipments/shipmentsLocations', extra: { searchType: 'Origin' } },
  destination: { path: '/api/shipments/shipmentsLocations', extra: { searchType: 'Destination' } },
};

export const TYPE_AHEAD_SOURCES = Object.keys(CALLS) as TypeAheadSource[];

export const lookupFilterOptions: TypeAheadLookup = async (source, text, signal): Promise<FilterOption[]> => {
  const call = CALLS[source];
  if (!call) return [];
  const { result } = await apiRequest(call.path, {
    method: 'POST',
    body: { filter: text, ...call.extra },
    schema: lookupResponseSchema,
    signal,
  });
  return result;
};
