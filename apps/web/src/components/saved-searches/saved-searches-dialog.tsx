/**
 * SAVED SEARCHES of a list with its own filters (connect §5: a saved search needs filters and a name
 * of at most 75 characters; at most 7 saved searches, counted over every list): save the applied
 * filters under a name, run or delete a saved search. `kind` says which list (contracts or invoices):
 * the flag the search is saved with and the saved searches shown. Load it lazily (decision 013).
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
import { IconTrash } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { isApiError } from '../../lib/api-client.ts';
import { requiredWhenEmpty } from '../../lib/required-when-empty.ts';
import { asFilterSet, type FilterSetWire } from '../filter-builder/filter-draft.ts';
import {
  type SavedSearchKind,
  searchesOfKind,
  useDeleteSavedSearch,
  useSavedSearches,
  useSaveSearchOfKind,
} from './saved-searches-api.ts';

const saveFormSchema = z.object({ name: savedSearchNameSchema });
type SaveForm = z.infer<typeof saveFormSchema>;

/** How each list names its searches. */
const NOUN: Record<SavedSearchKind, string> = { contracts: 'CONTRACT', invoices: 'INVOICE' };

export type SavedSearchesDialogProps = {
  /** Which list's searches: saved with, and filtered by, its flag. */
  kind: SavedSearchKind;
  opened: boolean;
  onClose: () => void;
  /** The applied filters. */
  filters: FilterSetWire;
  onRun: (filters: FilterSetWire) => void;
};

export function SavedSearchesDialog({ kind, opened, onClose, filters, onRun }: SavedSearchesDialogProps) {
  const searches = useSavedSearches(opened);
  const save = useSaveSearchOfKind(kind);
  const remove = useDeleteSavedSearch();
  const noun = NOUN[kind];
  const [saved, setSaved] = useState(false);
  const [saveError, setSaveError] = useState<string | null>(null);
  const form = useForm<SaveForm>({
    resolver: zodResolver(saveFormSchema, requiredWhenEmpty),
    defaultValues: { name: '' },
  });

  useEffect(() => {
    if (!saved) return;
    const timer = setTimeout(onClose, SAVE_SEARCH_POPUP_CLOSE_MS);
    return () => clearTimeout(timer);
  }, [saved, onClose]);

  const all = searches.data ?? [];
  const mine = searchesOfKind(all, kind);

  const submit = form.handleSubmit(async ({ name }) => {
    setSaveError(null);
    const replacing = all.some((s) => s.name === name.trim());
    if (!replacing && all.length >= SAVED_SEARCH_MAX) {
      setSaveError(SEARCH_MESSAGES.savedSearchLimit);
      return;
    }
    try {
      await save.mutateAsync({ name, filters });
      setSaved(true);
    } catch (error) {
      setSaveError(isApiError(error) ? error.message : MESSAGES.genericSubmit);
    }
  });

  const run = (s: SavedSearch) => {
    onClose();
    onRun(asFilterSet(s.filters));
  };
  const nameError = form.formState.errors.name?.message;

  return (
    <Modal opened={opened} onClose={onClose} title={`SAVED ${noun} SEARCHES`} size="md">
      <Stack gap="md">
        <form onSubmit={submit} noValidate>
          <Stack gap="xs">
            <Text size="sm" fw={700}>
              SAVE THIS SEARCH
            </Text>
            {filters.length > 0 ? (
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
        <Divider />
        <Title order={3} size="sm">
          {`MY SAVED ${noun} SEARCHES`}
        </Title>
        {searches.isPending ? (
          <Loader size="sm" aria-label="Loading saved searches" />
        ) : mine.length === 0 ? (
          <Text size="sm" c="dimmed">
            {`No saved ${noun.toLowerCase()} searches yet.`}
          </Text>
        ) : (
          <Stack gap={2} component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
            {mine.map((s) => (
              <Group key={s._id} component="li" justify="space-between" wrap="nowrap" gap="xs">
                <UnstyledButton
                  onClick={() => run(s)}
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
                  loading={remove.isPending && remove.variables === s._id}
                  onClick={() => remove.mutate(s._id)}
                >
                  <IconTrash size={16} aria-hidden />
                </ActionIcon>
              </Group>
            ))}
          </Stack>
        )}
      </Stack>
    </Modal>
  );
}
