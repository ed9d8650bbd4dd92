/**
 * The ETA and ETD history of a shipment (issue 11): every planned, estimated and actual date it
 * received, oldest first (GET /api/shipments/:ShipKey/dateHistory). Keyed under the record the page
 * was opened by, so the page's one invalidation after a live change refreshes it with the rest.
 */
import { shipmentDateEndpoints } from '@navia/domain/contracts/shipment-dates';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api-client.ts';
import { detailKeys } from './shipment-detail.ts';

const getDateHistory = async (shipKey: string, signal?: AbortSignal) =>
  (await callEndpoint(shipmentDateEndpoints.dateHistory, { params: { ShipKey: shipKey } }, { signal }))
    .history;

const dateHistoryQueryOptions = (recordKey: string, shipKey: string) =>
  queryOptions({
    queryKey: [...detailKeys.dateHistory(recordKey), shipKey],
    queryFn: ({ signal }) => getDateHistory(shipKey, signal),
  });

/** `recordKey`: the key the page was opened by; `shipKey`: the record's shipment. */
export const useDateHistory = (recordKey: string, shipKey: string) =>
  useQuery(dateHistoryQueryOptions(recordKey, shipKey));
