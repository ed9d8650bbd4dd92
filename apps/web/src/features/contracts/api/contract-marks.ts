/**
 * The favourite star (the favourites tab, connect §2) and the subscription bell
 * (toggleContractSubscription: CONTRACT notifications, connect §3 contractsToNotify) of a contract.
 * The loaded rows and the cached contract are patched in place, so a long list is not reloaded; the
 * favourites tab is refreshed.
 */
import {
  type Contract,
  type ContractRow,
  connectContractEndpoints,
} from '@navia/domain/contracts/connect-contracts';
import { type InfiniteData, type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api-client.ts';
import { contractKeys } from './contract.ts';
import {
  CONTRACTS_QUERY_ROOT,
  type ContractSearchRequest,
  contractSearchKeys,
} from './contract-query-keys.ts';

type Batch = { result: ContractRow[] };

function patchRows(queryClient: QueryClient, id: string, isFavourite: boolean) {
  queryClient.setQueriesData<InfiniteData<Batch>>(
    { queryKey: [CONTRACTS_QUERY_ROOT, 'search', 'results'] },
    (data) =>
      data && {
        ...data,
        pages: data.pages.map((p) => ({
          ...p,
          result: p.result.map((row) => (row._id === id ? { ...row, isFavourite } : row)),
        })),
      },
  );
}

export function useFavouriteToggle() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, favourite }: { id: string; favourite: boolean }) =>
      (await callEndpoint(connectContractEndpoints.toggleFavourite, { body: { contractId: id, favourite } }))
        .isFavourite,
    onSuccess: (isFavourite, { id }) => {
      patchRows(queryClient, id, isFavourite);
      queryClient.setQueryData<Contract>(contractKeys.detail(id), (c) => c && { ...c, isFavourite });
      // The favourites tab's lists (and their totals) hold other rows now.
      void queryClient.invalidateQueries({
        queryKey: contractSearchKeys.root,
        predicate: (q) => (q.queryKey[3] as Partial<ContractSearchRequest> | undefined)?.tab === 'favourites',
      });
    },
  });
}

export function useSubscriptionToggle() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, notifications }: { id: string; notifications: boolean }) => {
      const answer = await callEndpoint(connectContractEndpoints.toggleContractSubscription, {
        body: { contractId: id, notifications },
      });
      return answer.contractsToNotify.includes(id);
    },
    onSuccess: (subscribed, { id }) => {
      queryClient.setQueryData<Contract>(
        contractKeys.detail(id),
        (c) => c && { ...c, notifications: subscribed },
      );
    },
  });
}
