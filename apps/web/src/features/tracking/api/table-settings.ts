/**
 * hub §7 POST /api/customize/editCustomTableSettings {newTableSettings}; afterwards the user is
 * re-fetched, since the settings live on the current user (customTableSettings).
 */
import { savedSearchEndpoints } from '@navia/domain/contracts/shipments';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ColumnSetting } from '../../../components/data-table/column-settings.ts';
import { callEndpoint } from '../../../lib/api-client.ts';
import { currentUserQueryKey } from '../../../lib/auth.ts';

const saveTableSettings = (tableName: string, settings: ColumnSetting[]) =>
  callEndpoint(savedSearchEndpoints.editCustomTableSettings, {
    body: { newTableSettings: { [tableName]: settings } },
  });

export function useSaveTableSettings(tableName: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (settings: ColumnSetting[]) => saveTableSettings(tableName, settings),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: currentUserQueryKey }),
  });
}
