/**
 * My trusted parties, filtered and scrolled (connect §5 type-ahead from 3 characters; batches of 30
 * as the table scrolls), with delete for those who may (then the list reloads, connect §7).
 */
import { Alert, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import type { TrustedPartyRow } from '@navia/domain/contracts/trusted-parties';
import { TYPEAHEAD_MIN_CHARS } from '@navia/domain/rules/filters/constants';
import { IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { useDeleteTrustedParty, useTrustedPartyList } from '../api/trusted-parties.ts';
import { NETWORK_TEXTS, networkErrorText } from '../rules/network-texts.ts';
import { ConfirmDialog } from './confirm-dialog.tsx';
import { TrustedPartyTable } from './trusted-party-table.tsx';

const FILTER_DEBOUNCE_MS = 300;

type TrustedPartyListProps = { canDelete: boolean };

export function TrustedPartyList({ canDelete }: TrustedPartyListProps) {
  const [typed, setTyped] = useState('');
  const [debounced] = useDebouncedValue(typed.trim(), FILTER_DEBOUNCE_MS);
  // connect §5: the type-ahead filters from 3 characters; fewer leave the whole list.
  const filter = debounced.length >= TYPEAHEAD_MIN_CHARS ? debounced : '';
  const list = useTrustedPartyList(filter);
  const remove = useDeleteTrustedParty();
  const [toDelete, setToDelete] = useState<TrustedPartyRow | null>(null);
  const tooShort = typed.trim().length > 0 && typed.trim().length < TYPEAHEAD_MIN_CHARS;

  return (
    <Stack gap="sm">
      <TextInput
        label="FILTER"
        placeholder="Name, nickname or business number"
        leftSection={<IconSearch size={16} aria-hidden />}
        value={typed}
        onChange={(e) => setTyped(e.currentTarget.value)}
        description={tooShort ? NETWORK_TEXTS.typeToSearch : undefined}
        maw={420}
      />
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
