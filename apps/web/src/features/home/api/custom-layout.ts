/**
 * hub §7 customLayout (GET/PUT) and customLayoutSettings (POST): the caller's dashboard layout. The
 * server answers the effective layout (its default when none was saved, without widgets the user
 * may not have); saving refreshes the key-metric tiles, whose order follows the layout.
 */
import {
  dashboardEndpoints,
  type LayoutItem,
  type LayoutItemConfig,
} from '@navia/domain/contracts/dashboard';
import type { WidgetName } from '@navia/domain/rules/dashboard/widgets';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { callEndpoint } from '../../../lib/api-client.ts';

const customLayoutQueryKey = ['custom-layout'] as const;

const customLayoutQueryOptions = () =>
  queryOptions({
    queryKey: customLayoutQueryKey,
    queryFn: async ({ signal }) =>
      (await callEndpoint(dashboardEndpoints.getCustomLayout, {}, { signal })).customLayout,
    staleTime: 60_000,
  });

export function useCustomLayout() {
  return useQuery(customLayoutQueryOptions());
}

/**
 * SAVE of /customize: PUT the layout, then POST the options of each configurable widget whose
 * options changed (customLayoutSettings). Throws on the first failure; the caller keeps its edits.
 */
export function useSaveCustomLayout() {
  const queryClient = useQueryClient();
  return useCallback(
    async (
      layout: LayoutItem[],
      changedSettings: { componentName: WidgetName; config: LayoutItemConfig }[],
    ) => {
      let saved = (await callEndpoint(dashboardEndpoints.putCustomLayout, { body: { customLayout: layout } }))
        .customLayout;
      for (const setting of changedSettings) {
        if (!saved.some((i) => i.componentName === setting.componentName)) continue;
        saved = (await callEndpoint(dashboardEndpoints.customLayoutSettings, { body: setting })).customLayout;
      }
      queryClient.setQueryData(customLayoutQueryKey, saved);
      await queryClient.invalidateQueries({ queryKey: ['key-metric-tiles'] });
      return saved;
    },
    [queryClient],
  );
}
