/**
 * The /admin list and an organisation group's page (issue 15): POST /api/org/get with sort and
 * paging, GET /api/orgGroups/:id, its SETTINGS (PUT /api/orgGroups/:id/settings) and merchant fee
 * (POST /api/orgGroups/editOrgCustomFee), and the organisation actions of connect §7 (delete,
 * editOrgCode) with the deleted list and restore of /admin/deletedorgs.
 */
import type { EndpointInput } from '@navia/domain/contracts/endpoint';
import { orgEndpoints } from '@navia/domain/contracts/org';
import type { OrgGroupSort, SortDirection } from '@navia/domain/rules/org-admin/org-list';
import { ORG_GROUP_PAGE_SIZE } from '@navia/domain/rules/org-admin/org-list';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api-client.ts';

const orgGroupsQueryKey = ['org', 'groups'] as const;
export const orgGroupQueryKey = (id: string) => ['org', 'group', id] as const;
const deletedOrgsQueryKey = ['org', 'deleted'] as const;

export type OrgGroupListState = {
  filter: string;
  sort: OrgGroupSort;
  direction: SortDirection;
  page: number;
};

/** One page of the /admin list; the previous page stays on screen while the next one loads. */
export function useOrgGroupsPage(state: OrgGroupListState) {
  return useQuery({
    queryKey: [...orgGroupsQueryKey, 'page', state] as const,
    queryFn: async ({ signal }) => {
      const answer = await callEndpoint(
        orgEndpoints.get,
        {
          body: {
            ...(state.filter ? { filter: state.filter } : {}),
            sort: state.sort,
            direction: state.direction,
            page: state.page,
            recordsPerPage: ORG_GROUP_PAGE_SIZE,
          },
        },
        { signal },
      );
      return { rows: answer.result, total: answer.totalCount ?? answer.result.length };
    },
    placeholderData: keepPreviousData,
  });
}

const orgGroupQueryOptions = (id: string) =>
  queryOptions({
    queryKey: orgGroupQueryKey(id),
    queryFn: async ({ signal }) =>
      (await callEndpoint(orgEndpoints.orgGroup, { params: { id } }, { signal })).orgGroup,
    // A 404 or 403 is an answer, not a hiccup: no retries.
    retry: false,
  });

/** The group's page; no call while `id` is empty (a caller the page sends away). */
export function useOrgGroup(id: string) {
  return useQuery({ ...orgGroupQueryOptions(id), enabled: id !== '' });
}

type SettingsBody = EndpointInput<typeof orgEndpoints.orgGroupSettings>['body'];

export function useSaveOrgGroupSettings(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SettingsBody) => callEndpoint(orgEndpoints.orgGroupSettings, { params: { id }, body }),
    onSuccess: ({ orgGroup }) => {
      queryClient.setQueryData(orgGroupQueryKey(id), orgGroup);
      void queryClient.invalidateQueries({ queryKey: orgGroupsQueryKey });
    },
  });
}

/** After an organisation changed: the group pages, the /admin list and the deleted list read again. */
function useOrganisationChanged() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: ['org', 'group'] }),
      queryClient.invalidateQueries({ queryKey: orgGroupsQueryKey }),
      queryClient.invalidateQueries({ queryKey: deletedOrgsQueryKey }),
    ]);
}

export function useDeleteOrganisation() {
  const changed = useOrganisationChanged();
  return useMutation({
    mutationFn: (org: string) => callEndpoint(orgEndpoints.delete, { body: { org } }),
    onSuccess: changed,
  });
}

export function useRestoreOrganisation() {
  const changed = useOrganisationChanged();
  return useMutation({
    mutationFn: (org: string) => callEndpoint(orgEndpoints.restore, { body: { org } }),
    onSuccess: changed,
  });
}

export function useEditOrgCode() {
  const changed = useOrganisationChanged();
  return useMutation({
    mutationFn: (body: { oldOrgCode: string; newOrgCode: string }) =>
      callEndpoint(orgEndpoints.editOrgCode, { body }),
    onSuccess: changed,
  });
}

export function useDeletedOrgs() {
  return useQuery({
    queryKey: deletedOrgsQueryKey,
    queryFn: async ({ signal }) => (await callEndpoint(orgEndpoints.deleted, {}, { signal })).result,
  });
}
