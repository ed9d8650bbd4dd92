/**
 * Favourite and priority toggles of a result row (hub §7 addShipmentToMyFavourite,
 * removeShipmentFromMyFavourite, POST /org/priorityShipments; hub §4 "Priority"). After a change
 * the loaded rows are patched in place (so a long list is not reloaded), the favourites tab and the
 * current user are refreshed, and the priority list a second later (hub §9).
 */
import { PRIORITY_REFRESH_MS } from '@navia/domain/constants';
import {
  priorityEndpoints,
  type ShipmentListRow,
  shipmentEndpoints,
} from '@navia/domain/contracts/shipments';
import {
  favouriteBodyOf,
  priorityBodyOf,
  recordKeysOf,
  recordMarkOf,
} from '@navia/domain/rules/record-marks';
import { type InfiniteData, type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api-client.ts';
import { currentUserQueryKey } from '../../../lib/auth.ts';
import { type SearchBatch, searchQueryKeys } from './search.ts';

type RowPatch = Partial<Pick<ShipmentListRow, 'isFavourite' | 'priority' | 'OrdPriority'>>;

/** Applies a patch to every cached row that answers to one of the keys. */
function patchCachedRows(queryClient: QueryClient, keys: readonly string[], patch: RowPatch) {
  const matches = (row: ShipmentListRow) => recordKeysOf(row).some((k) => keys.includes(k));
  const patchRows = (rows: ShipmentListRow[]) =>
    rows.map((row) => (matches(row) ? { ...row, ...patch } : row));
  queryClient.setQueriesData<unknown>({ queryKey: searchQueryKeys.root }, (data: unknown) => {
    if (!data || typeof data !== 'object') return data;
    if ('pages' in data) {
      const infinite = data as InfiniteData<SearchBatch>;
      return { ...infinite, pages: infinite.pages.map((p) => ({ ...p, rows: patchRows(p.rows) })) };
    }
    if ('result' in data) {
      const list = data as { result: ShipmentListRow[]; totalCount: number };
      return { ...list, result: patchRows(list.result) };
    }
    return data;
  });
}

const removeFavourite = (favouriteId: string) =>
  callEndpoint(shipmentEndpoints.removeShipmentFromMyFavourite, { body: { favouriteId } });

const addFavourite = (row: ShipmentListRow) =>
  callEndpoint(shipmentEndpoints.addShipmentToMyFavourite, { body: favouriteBodyOf(recordMarkOf(row)) });

export function useFavouriteToggle() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (row: ShipmentListRow) => {
      if (row.isFavourite) {
        // A record is a favourite by its shipment or its order key: both are removed.
        for (const key of recordKeysOf(row)) await removeFavourite(key);
        return false;
      }
      await addFavourite(row);
      return true;
    },
    onSuccess: (isFavourite, row) => {
      // Adding marks the shipment, and so every row on it; removing clears both keys.
      patchCachedRows(queryClient, isFavourite ? [recordMarkOf(row).key] : recordKeysOf(row), {
        isFavourite,
      });
      void queryClient.invalidateQueries({ queryKey: [...searchQueryKeys.root, 'favourites'] });
      void queryClient.invalidateQueries({ queryKey: currentUserQueryKey });
    },
  });
}

/**
 * One call: the row names its order too, so the server unticks a record that is priority by either
 * key (hub §4) and ticks its mark key otherwise.
 */
const togglePriority = async (row: ShipmentListRow) => {
  const { ticked } = await callEndpoint(priorityEndpoints.togglePriority, {
    body: priorityBodyOf(recordMarkOf(row), row.OrdKey),
  });
  return ticked;
};

export function usePriorityToggle() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: togglePriority,
    onSuccess: (ticked, row) => {
      // hub §4: ticking sets priority true and OrdPriority 1; unticking false and 0.
      patchCachedRows(queryClient, ticked ? [recordMarkOf(row).key] : recordKeysOf(row), {
        priority: ticked,
        OrdPriority: ticked ? 1 : 0,
      });
      setTimeout(() => {
        void queryClient.invalidateQueries({ queryKey: searchQueryKeys.priorityRoot });
      }, PRIORITY_REFRESH_MS);
    },
  });
}
