/**
 * Trusted parties (connect §7 under /api/trustedParties): the list through POST /filter (the
 * type-ahead text from 3 characters, country and type; batches of 30 as the table scrolls), the
 * types in my network (GET list), a party's details and users, delete (then the list reloads),
 * createManually, editOwnTrustedParty and the orgCode link.
 */
import { BATCH_SIZE, FIRST_BATCH } from '@navia/domain/constants';
import {
  type CreateManuallyBody,
  type TrustedPartyFields,
  type TrustedPartyFilter,
  type TrustedPartyFilterResponse,
  type TrustedPartyRow,
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

/** The filter object's fields (connect §7 POST /filter), those not set left out. */
export type TrustedPartyFilterFields = Omit<TrustedPartyFilter, 'batchNo' | 'batchSize'>;

/** The trusted parties matching the filter ({} for all), batch by batch. */
export function useTrustedPartyList(filter: TrustedPartyFilterFields) {
  const query = useInfiniteQuery({
    queryKey: [
      ...networkKeys.trustedPartyList(filter.text ?? ''),
      filter.country ?? '',
      filter.type ?? '',
    ] as const,
    initialPageParam: FIRST_BATCH,
    queryFn: async ({ pageParam, signal }) => {
      const body = { batchNo: pageParam, batchSize: BATCH_SIZE, ...filter };
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

/** The distinct types (case-insensitively) of the rows, as first written, by name. */
function typesOf(rows: readonly TrustedPartyRow[]): string[] {
  const byKey = new Map<string, string>();
  for (const { type } of rows) {
    const value = type?.trim();
    if (value && !byKey.has(value.toUpperCase())) byKey.set(value.toUpperCase(), value);
  }
  return [...byKey.values()].sort((a, b) => a.localeCompare(b, 'en'));
}

/**
 * The trusted-party types found in my network: the type filter's options. A type is free text
 * (connect §3 organisationType), so the options are the ones in use; asked for only once `enabled`
 * (the type select opened), as the list itself does not need them.
 */
export function useTrustedPartyTypes(enabled: boolean) {
  return useQuery({
    queryKey: [...networkKeys.trustedParties, 'types'] as const,
    queryFn: async ({ signal }) =>
      typesOf((await callEndpoint(trustedPartyEndpoints.list, {}, { signal })).result),
    enabled,
  });
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
