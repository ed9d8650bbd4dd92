/**
 * Type-ahead lookups of the filter builder (hub §5, §7): getCarrier, shipmentsLocations (Origin or
 * Destination), shipmentsConsignee and shipmentsSuppliers. Ports have no lookup of their own in
 * this issue, so LOAD PORT and DISCHARGE PORT stay plain text filters.
 */
import { shipmentEndpoints } from '@navia/domain/contracts/shipments';
import type { FilterOption, TypeAheadSource } from '@navia/domain/rules/filters/catalogue';
import type { TypeAheadLookup } from '../../../components/filter-builder/type-ahead-input.tsx';
import { callEndpoint } from '../../../lib/api-client.ts';

type LookupCall = (filter: string, signal: AbortSignal) => Promise<{ result: FilterOption[] }>;

const CALLS: Partial<Record<TypeAheadSource, LookupCall>> = {
  carrier: (filter, signal) => callEndpoint(shipmentEndpoints.getCarrier, { body: { filter } }, { signal }),
  supplier: (filter, signal) =>
    callEndpoint(shipmentEndpoints.shipmentsSuppliers, { body: { filter } }, { signal }),
  consignee: (filter, signal) =>
    callEndpoint(shipmentEndpoints.shipmentsConsignee, { body: { filter } }, { signal }),
  origin: (filter, signal) =>
    callEndpoint(
      shipmentEndpoints.shipmentsLocations,
      { body: { filter, searchType: 'Origin' } },
      { signal },
    ),
  destination: (filter, signal) =>
    callEndpoint(
      shipmentEndpoints.shipmentsLocations,
      { body: { filter, searchType: 'Destination' } },
      { signal },
    ),
};

export const TYPE_AHEAD_SOURCES = Object.keys(CALLS) as TypeAheadSource[];

export const lookupFilterOptions: TypeAheadLookup = async (source, text, signal): Promise<FilterOption[]> => {
  const call = CALLS[source];
  if (!call) return [];
  return (await call(text, signal)).result;
};
