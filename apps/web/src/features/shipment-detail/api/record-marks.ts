/**
 * The favourite star and priority tick of the detail page. The calls belong to the tracking search
 * (hub §7 addShipmentToMyFavourite, removeShipmentFromMyFavourite, org/priorityShipments); this
 * file only calls them and refreshes the detail and the current user afterwards.
 */

import type { DetailGeneral } from '@navia/domain/contracts/shipment-detail';
import { favouritesResponseSchema, priorityToggleResponseSchema } from '@navia/domain/contracts/shipments';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { currentUserQueryKey } from '../../../lib/auth.ts';
import { detailKeys } from './shipment-detail.ts';

/** The key a record was opened by and the number shown for it. */
function markOf(key: string, record: DetailGeneral) {
  const isShipment = record.RecordType === 'SHIPMENT';
  return {
    key,
    number: (isShipment ? record.ShipNumber : record.OrdNumberFull) ?? key,
    isShipment,
    dataSource: record.DataSource,
  };
}

export function useFavouriteToggle(key: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (record: DetailGeneral) => {
      const mark = markOf(key, record);
      if (record.isFavourite) {
        await apiRequest('/api/shipments/removeShipmentFromMyFavourite', {
          method: 'POST',
          body: { favouriteId: mark.key },
          schema: favouritesResponseSchema,
        });
        return false;
      }
      await apiRequest('/api/shipments/addShipmentToMyFavourite', {
        method: 'POST',
        body: {
          favouriteId: mark.key,
          favouriteNumber: mark.number,
          DataSource: mark.dataSource,
          isShipment: mark.isShipment,
        },
        schema: favouritesResponseSchema,
      });
      return true;
    },
    onSuccess: (isFavourite) => {
      queryClient.setQueryData(detailKeys.general(key), (old: DetailGeneral | undefined) =>
        old ? { ...old, isFavourite } : old,
      );
      void queryClient.invalidateQueries({ queryKey: currentUserQueryKey });
    },
  });
}

export function usePriorityToggle(key: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (record: DetailGeneral) => {
      const mark = markOf(key, record);
      const { ticked } = await apiRequest('/api/org/priorityShipments', {
        method: 'POST',
        body: {
          recordKey: mark.key,
          recordNumber: mark.number,
          isShipment: mark.isShipment,
          DataSource: mark.dataSource,
        },
        schema: priorityToggleResponseSchema,
      });
      return ticked;
    },
    onSuccess: (Priority) => {
      queryClient.setQueryData(detailKeys.general(key), (old: DetailGeneral | undefined) =>
        old ? { ...old, Priority } : old,
      );
    },
  });
}
