/**
 * Trusted parties (connect §7 under /api/trustedParties): the list through POST /filter (the
 * type-ahead text from 3 characters, batches of 30 as the table scrolls), a party's details and
 * users, delete (then the list reloads), createManually, editOwnTrustedParty and the orgCode link.
 */
import { BATCH_SIZE, FIRST_BATCH } from '@navia/domain/constants';
import {
  type CreateManuallyBody,
  type TrustedPartyFields,
  type TrustedPartyFilterResponse,
  trustedPartyEndpoints,
} from '@navia/domain/contracts/trusted-parties';
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api-client.ts';
import { networkKeys } from './network-query-keys.ts';

type Batch = TrustedPartyFilterResponse & { batchNo: number };

function nextBatchNo(pages: readonly Batch[]): number | undefined {
  const last = pages.at(-1);
  if (!last || last.result.length === 0) return undefined;
  return last.currentCount < last.totalCount ? last.batchNo + 1 : undefined;
}

/** The trusted parties matching the type-ahead text ('' for all), batch by batch. */
export function useTrustedPartyList(text: string) {
  const query = useInfiniteQuery({
    queryKey: networkKeys.trustedPartyList(text),
    initialPageParam: FIRST_BATCH,
    queryFn: async ({ pageParam, signal }) => {
      const body = { batchNo: pageParam, batchSize: BATCH_SIZE, ...(text ? { text } : {}) };
      const answer = await callEndpoint(trustedPartyEndpoints.filter, { body }, { signal });
      return { ...answer, batchNo: pageParam };
    },
    getNextPageParam: (_last, pages) => nextBatchNo(pages),
  });
  const pages = query.data?.pages ?? [];
  return {
    ...query,
    rows: pages.flatMap((p) => p.result),
    totalCount: pages.at(-1)?.totalCount ?? 0,
  };
}

export function useDeleteTrustedParty() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => callEndpoint(trustedPartyEndpoints.remove, { params: { id } }),
    // connect §7: the list reloads after a delete (and the admin tables' list).
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: networkKeys.trustedParties }),
        queryClient.invalidateQueries({ queryKey: networkKeys.adminEntities }),
      ]),
  });
}

export function useTrustedPartyDetails(id: string) {
  return useQuery({
    queryKey: networkKeys.trustedParty(id),
    queryFn: async ({ signal }) =>
      (await callEndpoint(trustedPartyEndpoints.detailsGeneral, { params: { id } }, { signal })).trustedParty,
  });
}

export function useTrustedPartyUsers(id: string) {
  return useQuery({
    queryKey: networkKeys.trustedPartyUsers(id),
    queryFn: async ({ signal }) =>
      (await callEndpoint(trustedPartyEndpoints.detailsUsers, { params: { id } }, { signal })).result,
  });
}

export function useCreateTrustedParty() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: CreateManuallyBody) =>
      (await callEndpoint(trustedPartyEndpoints.createManually, { body })).trustedParty._id,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: networkKeys.trustedParties }),
  });
}

/** The answer replaces the cached details; lists show the new name on their next look. */
function useDetailsChanged() {
  const queryClient = useQueryClient();
  return (trustedParty: { _id: string }) => {
    queryClient.setQueryData(networkKeys.trustedParty(trustedParty._id), trustedParty);
    void queryClient.invalidateQueries({ queryKey: [...networkKeys.trustedParties, 'list'] });
  };
}

export function useEditOwnTrustedParty() {
  const changed = useDetailsChanged();
  return useMutation({
    mutationFn: async (updatedTP: TrustedPartyFields) =>
      (await callEndpoint(trustedPartyEndpoints.editOwnTrustedParty, { body: { updatedTP } })).trustedParty,
    onSuccess: changed,
  });
}

/** Staff: links the trusted party to an organisation by its code ('' unlinks). */
export function useLinkOrgCode(trustedPartyId: string) {
  const changed = useDetailsChanged();
  return useMutation({
    mutationFn: async (orgCode: string) =>
      (
        await callEndpoint(trustedPartyEndpoints.orgCode, {
          body: { trustedPartyId, orgCode: orgCode === '' ? null : orgCode },
        })
      ).trustedParty,
    onSuccess: changed,
  });
}
