import { zodResolver } from '@hookform/resolvers/zod';
import {
  Button,
  Loader,
  Paper,
  Select,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
  UnstyledButton,
} from '@mantine/core';
import {
  QUICK_LOOKUP_NO_RESULTS,
  QUICK_LOOKUP_SEARCH_TYPE_LABELS,
  QUICK_LOOKUP_SEARCH_TYPES,
  QUICK_LOOKUP_TITLE,
  type QuickLookupQuery,
  type QuickLookupResult,
  quickLookupQuerySchema,
} from '@navia/domain/contracts/lookup';
import { IconSearch } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { formatDate } from '../../../components/shipment-summary/format.ts';
import { useLocale } from '../../../lib/locale.ts';
import { requiredWhenEmpty } from '../../../lib/required-when-empty.ts';
import { type QuickLookupValues, useQuickLookupSearch } from '../api/quick-lookup.ts';
import classes from './quick-lookup.module.css';

const SEARCH_TYPE_OPTIONS = QUICK_LOOKUP_SEARCH_TYPES.map((value) => ({
  value,
  label: QUICK_LOOKUP_SEARCH_TYPE_LABELS[value],
}));

/**
 * hub §2 "Quick record lookup" on the login page: search type, number and SEARCH; validation only
 * after a submit attempt and errors that clear on change (hub §5); results SHIP. NO., ETD, ETA. A
 * failed lookup stops the spinner and shows nothing (hub §8). A row opens the summary modal.
 */
export function QuickLookupPanel({
  className,
  onOpen,
}: {
  className?: string;
  onOpen: (result: QuickLookupResult) => void;
}) {
  const locale = useLocale();
  const search = useQuickLookupSearch();
  const [results, setResults] = useState<QuickLookupResult[] | null>(null);
  const form = useForm<QuickLookupQuery, unknown, QuickLookupValues>({
    resolver: zodResolver(quickLookupQuerySchema, requiredWhenEmpty),
    defaultValues: { searchValue: '' },
    mode: 'onSubmit',
    reValidateMode: 'onSubmit',
  });
  const { errors } = form.formState;

  // hub §5: an error clears as soon as its value (or the type) changes.
  useEffect(() => {
    const subscription = form.watch((_values, { name }) => {
      if (name) form.clearErrors(name);
    });
    return () => subscription.unsubscribe();
  }, [form]);

  const onSubmit = form.handleSubmit((values) => {
    setResults(null);
    search.mutate(values, { onSuccess: setResults, onError: () => setResults(null) });
  });

  return (
    <Paper
      component="section"
      className={`${classes.panel} ${className ?? ''}`}
      radius="lg"
      p="xl"
      aria-labelledby="quick-lookup-title"
    >
      <Stack gap="md">
        <div className={classes.heading}>
          <IconSearch size={28} aria-hidden />
          <Title order={2} size="h3" id="quick-lookup-title">
            {QUICK_LOOKUP_TITLE}
          </Title>
        </div>
        <form onSubmit={onSubmit} noValidate aria-label="Quick record lookup">
          <Stack gap="sm">
            <Controller
              control={form.control}
              name="searchType"
              render={({ field }) => (
                <Select
                  label="SEARCH TYPE"
                  placeholder="Choose a number type"
                  data={SEARCH_TYPE_OPTIONS}
                  value={field.value ?? null}
                  onChange={(value) => field.onChange(value ?? undefined)}
                  onBlur={field.onBlur}
                  ref={field.ref}
                  error={errors.searchType?.message}
                  classNames={{ label: classes.label, error: classes.error }}
                  comboboxProps={{ withinPortal: true }}
                />
              )}
            />
            <TextInput
              label="NUMBER"
              placeholder="e.g. NVCNSHA0001234"
              error={errors.searchValue?.message}
              classNames={{ label: classes.label, error: classes.error }}
              autoComplete="off"
              {...form.register('searchValue')}
            />
            <Button
              type="submit"
              loading={search.isPending}
              leftSection={<IconSearch size={16} aria-hidden />}
            >
              SEARCH
            </Button>
          </Stack>
        </form>
        {search.isPending && <Loader size="sm" color="white" aria-label="Searching" />}
        {results && results.length === 0 && <Text size="sm">{QUICK_LOOKUP_NO_RESULTS}</Text>}
        {results && results.length > 0 && (
          <Table
            className={classes.results}
            verticalSpacing="xs"
            highlightOnHover
            aria-label="Lookup results"
          >
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">SHIP. NO.</Table.Th>
                <Table.Th scope="col">ETD</Table.Th>
                <Table.Th scope="col">ETA</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {results.map((r) => (
                <Table.Tr key={r.ShipKey} className={classes.row} onClick={() => onOpen(r)}>
                  <Table.Td>
                    <UnstyledButton
                      className={classes.rowButton}
                      onClick={(event) => {
                        event.stopPropagation();
                        onOpen(r);
                      }}
                      aria-label={`Open shipment ${r.shipNumber}`}
                    >
                      {r.shipNumber}
                    </UnstyledButton>
                  </Table.Td>
                  <Table.Td>{formatDate(r.ETD, locale)}</Table.Td>
                  <Table.Td>{formatDate(r.ETA, locale)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
      </Stack>
    </Paper>
  );
}
