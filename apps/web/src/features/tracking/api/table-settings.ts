/**
 * hub §7 POST /api/customize/editCustomTableSettings {newTableSettings}; afterwards the user is
 * re-fetched, since the settings live on the current user (customTableSettings).
 */
import { customTableSettingsResponseSchema } from '@navia/domain/contracts/shipments';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ColumnSetting } from '../../../components/data-table/column-settings.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { currentUserQueryKey } from '../../../lib/auth.ts';

export function useSaveTableSettings(tableName: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (settings: ColumnSetting[]) =>
      apiRequest('/api/customize/editCustomTableSettings', {
        method: 'POST',
        body: { newTableSettings: { [tableName]: settings } },
        schema: customTableSettingsResponseSchema,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: currentUserQueryKey }),
  });
}
