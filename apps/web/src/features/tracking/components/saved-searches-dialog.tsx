/**
 * The saved-searches dialog (hub §2 "Presets and saved searches", hub §4, §5, §9): save the applied
 * search under a name (required, at most 75 characters, errors in upper case; at most 7 searches),
 * 'Save successful' then the popup closes after 750 ms; run or delete a saved search; run a preset.
 * Lists are split between TRACKING SEARCHES and DELIVERY SEARCHES.
 */

import { zodResolver } from '@hookform/resolvers/zod';
import {
  ActionIcon,
  Alert,
  Button,
  Divider,
  Group,
  Loader,
  Modal,
  Stack,
  Tabs,
  Text,
  TextInput,
  Title,
  UnstyledButton,
} from '@mantine/core';
import { type SavedSearch, savedSearchNameSchema } from '@navia/domain/contracts/shipments';
import { MESSAGES } from '@navia/domain/errors';
import {
  SAVE_SEARCH_POPUP_CLOSE_MS,
  SAVED_SEARCH_MAX,
  SEARCH_MESSAGES,
} from '@navia/domain/rules/filters/constants';
import { presetKeys, type SearchType, searchKeyDefinition } from '@navia/domain/rules/filters/search-keys';
import { IconTrash } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { asFilterSet } from '../../../components/filter-builder/filter-draft.ts';
import { isApiError } from '../../../lib/api-client.ts';
import { requiredWhenEmpty } from '../../../lib/required-when-empty.ts';
import { useDeleteSearch, useSavedSearches, useSaveSearch } from '../api/saved-searches.ts';
import type { AppliedSearch } from '../hooks/use-search-url.ts';

const saveFormSchema = z.object({ name: savedSearchNameSchema });
type SaveForm = z.infer<typeof saveFormSchema>;

type ListType = 'tracking' | 'deliveries';

export type SavedSearchesDialogProps = {
  opened: boolean;
  /** Counts the openings: each one starts with an empty form on the page's own list. */
  opening: number;
  onClose: () => void;
  /** The page's search type: the list shown first, and where a save goes. */
  searchType: SearchType;
  applied: AppliedSearch;
  /** Runs a saved search (its filters and advancedSearch) on the given search type. */
  onRun: (search: AppliedSearch, type: ListType) => void;
  /** Opens a preset (a search key) of the given search type. */
  onPreset: (key: string, type: ListType) => void;
};

/** hub §4: saved searches split by deliveriesCustomSearch; contract searches are connect's. */
function savedSearchesOf(searches: readonly SavedSearch[], type: ListType): SavedSearch[] {
  return searches.filter(
    (s) =>
      !s.isContractsSearch && !s.isInvoicesSearch && s.deliveriesCustomSearch === (type === 'deliveries'),
  );
}

function SearchList({
  type,
  searches,
  onRun,
  onPreset,
  onDelete,
  deleting,
}: {
  type: ListType;
  searches: SavedSearch[];
  onRun: (s: SavedSearch) => void;
  onPreset: (key: string) => void;
  onDelete: (s: SavedSearch) => void;
  deleting: string | null;
}) {
  return (
    <Stack gap="xs" pt="xs">
      <Title order={3} size="sm">
        PRESET SEARCHES
      </Title>
      <Stack gap={2} component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
        {presetKeys(type).map((key) => (
          <li key={key}>
            <UnstyledButton onClick={() => onPreset(key)} px="xs" py={4} w="100%" style={{ borderRadius: 4 }}>
              <Text size="sm">{searchKeyDefinition(type, key)?.text ?? key}</Text>
            </UnstyledButton>
          </li>
        ))}
      </Stack>
      <Divider />
      <Title order={3} size="sm">
        MY SAVED SEARCHES
      </Title>
      {searches.length === 0 ? (
        <Text size="sm" c="dimmed">
          No saved searches yet.
        </Text>
      ) : (
        <Stack gap={2} component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
          {searches.map((s) => (
            <Group key={s._id} component="li" justify="space-between" wrap="nowrap" gap="xs">
              <UnstyledButton
                onClick={() => onRun(s)}
                px="xs"
                py={4}
                style={{ flex: 1, minWidth: 0, borderRadius: 4 }}
              >
                <Text size="sm" truncate="end">
                  {s.name}
                </Text>
              </UnstyledButton>
              <ActionIcon
                variant="subtle"
                color="red"
                aria-label={`Delete saved search ${s.name}`}
                loading={deleting === s._id}
                onClick={() => onDelete(s)}
              >
                <IconTrash size={16} aria-hidden />
              </ActionIcon>
            </Group>
          ))}
        </Stack>
      )}
    </Stack>
  );
}

export function SavedSearchesDialog({
  opened,
  opening,
  onClose: close,
  searchType,
  applied,
  onRun,
  onPreset,
}: SavedSearchesDialogProps) {
  const listType: ListType = searchType === 'deliveries' ? 'deliveries' : 'tracking';
  const [tab, setTab] = useState<ListType>(listType);
  const [saved, setSaved] = useState(false);
  const [saveError, setSaveError] = useState<string | null>(null);
  const searches = useSavedSearches(opened);
  const save = useSaveSearch();
  const remove = useDeleteSearch();
  const form = useForm<SaveForm>({
    resolver: zodResolver(saveFormSchema, requiredWhenEmpty),
    defaultValues: { name: '' },
  });

  useEffect(() => {
    if (!saved) return;
    const timer = setTimeout(close, SAVE_SEARCH_POPUP_CLOSE_MS);
    return () => clearTimeout(timer);
  }, [saved, close]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once per opening, by design
  useEffect(() => {
    form.reset({ name: '' });
    setSaved(false);
    setSaveError(null);
    setTab(listType);
  }, [opening]);

  const hasFilters = applied.filters.length > 0;
  const list = searches.data ?? [];

  const submit = form.handleSubmit(async ({ name }) => {
    setSaveError(null);
    const replacing = list.some((s) => s.name === name.trim());
    if (!replacing && list.length >= SAVED_SEARCH_MAX) {
      setSaveError(SEARCH_MESSAGES.savedSearchLimit);
      return;
    }
    try {
      await save.mutateAsync({
        name,
        filters: applied.filters,
        advancedSearch: applied.advanced,
        deliveriesCustomSearch: listType === 'deliveries',
      });
      setSaved(true);
    } catch (error) {
      setSaveError(isApiError(error) ? error.message : MESSAGES.genericSubmit);
    }
  });

  const run = (s: SavedSearch) => {
    close();
    onRun(
      { filters: asFilterSet(s.filters), advanced: s.advancedSearch },
      s.deliveriesCustomSearch ? 'deliveries' : 'tracking',
    );
  };

  const nameError = form.formState.errors.name?.message;

  return (
    <Modal opened={opened} onClose={close} title="SAVED SEARCHES" size="md">
      <Stack gap="md">
        <form onSubmit={submit} noValidate>
          <Stack gap="xs">
            <Text size="sm" fw={700}>
              SAVE THIS SEARCH
            </Text>
            {hasFilters ? (
              <Group align="flex-start" gap="xs" wrap="nowrap">
                <TextInput
                  flex={1}
                  label="NAME"
                  {...form.register('name')}
                  error={nameError ? nameError.toUpperCase() : undefined}
                  disabled={saved}
                />
                <Button type="submit" mt={25} loading={save.isPending} disabled={saved}>
                  SAVE
                </Button>
              </Group>
            ) : (
              <Text size="sm" c="dimmed">
                Search with at least one filter to save it.
              </Text>
            )}
            {saved && (
              <Alert color="green" variant="light" role="status" py="xs">
                {SEARCH_MESSAGES.saveSuccessful}
              </Alert>
            )}
            {saveError && (
              <Alert color="red" variant="light" role="alert" py="xs">
                {saveError.toUpperCase()}
              </Alert>
            )}
          </Stack>
        </form>
        <Tabs value={tab} onChange={(v) => setTab(v === 'deliveries' ? 'deliveries' : 'tracking')}>
          <Tabs.List grow>
            <Tabs.Tab value="tracking">TRACKING SEARCHES</Tabs.Tab>
            <Tabs.Tab value="deliveries">DELIVERY SEARCHES</Tabs.Tab>
          </Tabs.List>
          {(['tracking', 'deliveries'] as const).map((type) => (
            <Tabs.Panel key={type} value={type}>
              {searches.isPending ? (
                <Loader size="sm" m="md" aria-label="Loading saved searches" />
              ) : (
                <SearchList
                  type={type}
                  searches={savedSearchesOf(list, type)}
                  onRun={run}
                  onPreset={(key) => {
                    close();
                    onPreset(key, type);
                  }}
                  onDelete={(s) => remove.mutate(s._id)}
                  deleting={remove.isPending ? (remove.variables ?? null) : null}
                />
              )}
            </Tabs.Panel>
          ))}
        </Tabs>
      </Stack>
    </Modal>
  );
}
