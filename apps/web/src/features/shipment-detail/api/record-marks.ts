/**
 * The favourite star and priority tick of the detail page. The calls belong to the tracking search
 * (hub §7 addShipmentToMyFavourite, removeShipmentFromMyFavourite, org/priorityShipments); this
 * file only calls them and refreshes the detail and the current user afterwards.
 */

import type { DetailGeneral } from '@navia/domain/contracts/shipment-detail';
import { priorityEndpoints, shipmentEndpoints } from '@navia/domain/contracts/shipments';
import { favouriteBodyOf, priorityBodyOf, type RecordMark } from '@navia/domain/rules/record-marks';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api-client.ts';
import { currentUserQueryKey } from '../../../lib/auth.ts';
import { detailKeys } from './shipment-detail.ts';

/** The key a record was opened by and the number shown for it (favourite, priority, notifications). */
export function markOf(key: string, record: DetailGeneral): RecordMark {
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
        await callEndpoint(shipmentEndpoints.removeShipmentFromMyFavourite, {
          body: { favouriteId: mark.key },
        });
        return false;
      }
      await callEndpoint(shipmentEndpoints.addShipmentToMyFavourite, { body: favouriteBodyOf(mark) });
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
      const { ticked } = await callEndpoint(priorityEndpoints.togglePriority, { body: priorityBodyOf(mark) });
      return ticked;
    },
    onSuccess: (Priority) => {
      queryClient.setQueryData(detailKeys.general(key), (old: DetailGeneral | undefined) =>
        old ? { ...old, Priority } : old,
      );
    },
  });
}
