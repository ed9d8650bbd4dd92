/**
 * GET /api/settings/website (public): hub §9 "Maintenance mode is a website setting"; PUT (NA,
 * issue 15): maintenance on or off, its message and planned end.
 */
import { MAINTENANCE_BANNER_OFFSET_REM } from '@navia/domain/constants';
import { settingsEndpoints, type WebsiteSettingsInput } from '@navia/domain/contracts/settings';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api-client.ts';

const websiteSettingsQueryKey = ['websiteSettings'] as const;

function fetchWebsiteSettings() {
  return callEndpoint(settingsEndpoints.getWebsite, {});
}

const websiteSettingsQueryOptions = queryOptions({
  queryKey: websiteSettingsQueryKey,
  queryFn: fetchWebsiteSettings,
  staleTime: 5 * 60_000,
  retry: false,
});

export function useWebsiteSettings() {
  return useQuery(websiteSettingsQueryOptions);
}

/** hub §4: an active maintenance banner adds 3.5rem of top offset to the page. */
export function useMaintenanceOffset(): string {
  const { data } = useWebsiteSettings();
  return data?.maintenance.active ? `${MAINTENANCE_BANNER_OFFSET_REM}rem` : '0rem';
}

/** PUT /api/settings/website (NA): the banner and the /maintenance screen follow at once. */
export function useSaveWebsiteSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: WebsiteSettingsInput) => callEndpoint(settingsEndpoints.updateWebsite, { body }),
    onSuccess: (saved) => queryClient.setQueryData(websiteSettingsQueryKey, saved),
  });
}
