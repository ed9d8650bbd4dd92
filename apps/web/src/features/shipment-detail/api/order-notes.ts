/**
 * The record's order notes (hub §7 GET /api/shipments/:id/orderNotes) and adding one (POST to the
 * same path, which answers every note).
 */
import { shipmentDetailEndpoints } from '@navia/domain/contracts/shipment-detail';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api-client.ts';
import { detailKeys } from './shipment-detail.ts';

const orderNoteKeys = {
  ofRecord: (key: string) => [...detailKeys.record(key), 'notes'] as const,
};

const getOrderNotes = async (key: string, signal?: AbortSignal) =>
  (await callEndpoint(shipmentDetailEndpoints.orderNotes, { params: { id: key } }, { signal })).notes;

const orderNotesQueryOptions = (key: string) =>
  queryOptions({
    queryKey: orderNoteKeys.ofRecord(key),
    queryFn: ({ signal }) => getOrderNotes(key, signal),
  });

export const useOrderNotes = (key: string) => useQuery(orderNotesQueryOptions(key));

const addOrderNote = async (key: string, note: string) =>
  (await callEndpoint(shipmentDetailEndpoints.addOrderNote, { params: { id: key }, body: { note } })).notes;

export function useAddOrderNote(key: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (note: string) => addOrderNote(key, note),
    onSuccess: (notes) => queryClient.setQueryData(orderNoteKeys.ofRecord(key), notes),
  });
}
