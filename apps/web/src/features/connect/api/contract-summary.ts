/**
 * The dashboard's contracts summary (issue 16): how many contracts await the user, and the status
 * totals of all they see, from the contracts search (POST /api/connect/contracts/get,
 * includeStatusTotals), with the newest few of each for the dashboard's lists (issue 17). That call
 * remembers its only-action-required flag as the user's toggle (connect §6), so the user's own
 * setting is sent last and stays as it was.
 */
import { type ContractRow, connectContractEndpoints } from '@navia/domain/contracts/connect-contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api-client.ts';

/** How many contracts each dashboard list shows. */
const DASHBOARD_CONTRACTS = 5;

export type ContractSummary = {
  awaitingMe: number;
  /** The newest contracts awaiting the user's action. */
  needsAction: readonly ContractRow[];
  /** The newest contracts the user sees. */
  recent: readonly ContractRow[];
  total: number;
  statusCounts: Readonly<Record<string, number>>;
};

async function fetchContractSummary(remembered: boolean, signal: AbortSignal): Promise<ContractSummary> {
  const search = (isOnlyActionRequired: boolean) =>
    callEndpoint(
      connectContractEndpoints.get,
      {
        body: {
          filters: [],
          batchNo: 1,
          batchSize: DASHBOARD_CONTRACTS,
          orderBy: 'createdAt',
          orderDir: 'DESC',
          includeStatusTotals: !isOnlyActionRequired,
          isOnlyActionRequired,
        },
      },
      { signal },
    );
  const first = await search(!remembered);
  const second = await search(remembered);
  const [mine, all] = remembered ? [second, first] : [first, second];
  return {
    awaitingMe: mine.totalCount,
    needsAction: mine.result,
    recent: all.result,
    total: all.totalCount,
    statusCounts: all.statusCounts ?? {},
  };
}

const contractSummaryQueryOptions = (remembered: boolean) =>
  queryOptions({
    queryKey: ['contracts', 'summary', remembered] as const,
    queryFn: ({ signal }) => fetchContractSummary(remembered, signal),
  });

export function useContractSummary(remembered: boolean) {
  return useQuery(contractSummaryQueryOptions(remembered));
}
