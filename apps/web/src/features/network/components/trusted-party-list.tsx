/**
 * My trusted parties, filtered and scrolled (connect §7 POST /filter: the type-ahead from 3
 * characters of connect §5, country and type, kept in the URL; batches of 30 as the table scrolls),
 * with delete for those who may (then the list reloads, connect §7).
 */
import { Alert, Stack, Text } from '@mantine/core';
import type { TrustedPartyRow } from '@navia/domain/contracts/trusted-parties';
import { useCallback, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useDeleteTrustedParty, useTrustedPartyList } from '../api/trusted-parties.ts';
import { NETWORK_TEXTS, networkErrorText } from '../rules/network-texts.ts';
import { ConfirmDialog } from './confirm-dialog.tsx';
import {
  filterBody,
  readTrustedPartyFilter,
  type TrustedPartyListFilter,
  withTrustedPartyFilter,
} from './list/trusted-party-filter-url.ts';
import { TrustedPartyFilters } from './list/trusted-party-filters.tsx';
import { TrustedPartyTable } from './trusted-party-table.tsx';

type TrustedPartyListProps = { canDelete: boolean };

export function TrustedPartyList({ canDelete }: TrustedPartyListProps) {
  const [params, setParams] = useSearchParams();
  const filter = useMemo(() => readTrustedPartyFilter(params), [params]);
  const changeFilter = useCallback(
    (patch: Partial<TrustedPartyListFilter>, typing = false) =>
      setParams((current) => withTrustedPartyFilter(current, patch), { replace: typing }),
    [setParams],
  );
  const list = useTrustedPartyList(filterBody(filter));
  const remove = useDeleteTrustedParty();
  const [toDelete, setToDelete] = useState<TrustedPartyRow | null>(null);

  return (
    <Stack gap="sm">
      <TrustedPartyFilters filter={filter} onChange={changeFilter} />
      <Text size="sm" c="dimmed" role="status" aria-live="polite">
        {list.isPending
          ? 'Loading…'
          : `${list.totalCount} TRUSTED PART${list.totalCount === 1 ? 'Y' : 'IES'}`}
      </Text>
      <TrustedPartyTable
        rows={list.rows}
        totalCount={list.totalCount}
        hasMore={list.hasNextPage}
        isFetchingMore={list.isFetchingNextPage}
        onLoadMore={() => void list.fetchNextPage()}
        isLoading={list.isPending}
        onDelete={canDelete ? setToDelete : null}
        emptyMessage={
          list.isError ? (
            <Alert color="red" variant="light" role="alert">
              {networkErrorText(list.error)}
            </Alert>
          ) : (
            NETWORK_TEXTS.noTrustedParties
          )
        }
      />
      <ConfirmDialog
        opened={toDelete !== null}
        title="DELETE TRUSTED PARTY"
        message={`Delete ${toDelete?.name ?? ''}? It leaves your network.`}
        confirmLabel="DELETE"
        pending={remove.isPending}
        error={remove.isError ? networkErrorText(remove.error) : null}
        onClose={() => {
          remove.reset();
          setToDelete(null);
        }}
        onConfirm={() => toDelete && remove.mutate(toDelete._id, { onSuccess: () => setToDelete(null) })}
      />
    </Stack>
  );
}
