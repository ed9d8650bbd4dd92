/**
 * An organisation group's contract settings (GET and PUT /api/connect/contractSettings): approvals,
 * stock transfer, auto-assign routes (autoAssignContractRoutes), and the users and trusted parties to
 * pick from. Staff name the group; others read their own. Organisation groups for staff to choose
 * from come from POST /api/org/get.
 */
import { type ContractSettings, connectContractEndpoints } from '@navia/domain/contracts/connect-contracts';
import { orgEndpoints } from '@navia/domain/contracts/org';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api-client.ts';
import { CONTRACTS_QUERY_ROOT } from './contract-query-keys.ts';

const settingsKeys = {
  ofGroup: (orgGroupId: string | null) => [CONTRACTS_QUERY_ROOT, 'settings', orgGroupId] as const,
};

const contractSettingsQueryOptions = (orgGroupId: string | null) =>
  queryOptions({
    queryKey: settingsKeys.ofGroup(orgGroupId),
    queryFn: async ({ signal }) =>
      callEndpoint(
        connectContractEndpoints.getSettings,
        { query: orgGroupId ? { orgGroupId } : {} },
        { signal },
      ),
    staleTime: 5 * 60_000,
    retry: false,
  });

/** The settings of the caller's group (orgGroupId null) or of a group staff name. */
export function useContractSettings(orgGroupId: string | null, enabled = true) {
  return useQuery({ ...contractSettingsQueryOptions(orgGroupId), enabled });
}

export type ContractSettingsInput = {
  orgGroupId: string | null;
  approvalsRequired: boolean;
  stockTransferDisabled: boolean;
  autoAssignContractRoutes: {
    userId: string;
    portOfLoading: string | null;
    portOfFinalDestination: string | null;
    trustedPartyId: string | null;
  }[];
};

export function useSaveContractSettings(orgGroupId: string | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ContractSettingsInput) =>
      callEndpoint(connectContractEndpoints.saveSettings, { body }),
    onSuccess: (settings: ContractSettings) =>
      queryClient.setQueryData(settingsKeys.ofGroup(orgGroupId), settings),
  });
}

const orgGroupsQueryOptions = () =>
  queryOptions({
    queryKey: [CONTRACTS_QUERY_ROOT, 'org-groups'] as const,
    queryFn: async ({ signal }) => (await callEndpoint(orgEndpoints.get, { body: {} }, { signal })).result,
    staleTime: 5 * 60_000,
  });

/** The organisation groups staff pick from. */
export function useOrgGroups(enabled: boolean) {
  return useQuery({ ...orgGroupsQueryOptions(), enabled });
}

/** Whom the caller may make a contract with: a trusted party's groups, a customer's trusted parties. */
export function useCounterparties(enabled: boolean) {
  return useQuery({
    queryKey: [CONTRACTS_QUERY_ROOT, 'counterparties'],
    queryFn: ({ signal }) => callEndpoint(connectContractEndpoints.counterparties, {}, { signal }),
    staleTime: 5 * 60_000,
    enabled,
  });
}
