/**
 * /admin/rateCards (issue 18, staff): the rate cards with a search and a mode filter, paged;
 * create and edit in a modal, delete after a confirmation, and CSV import: DRY RUN lists the
 * problems by line and field, IMPORT commits (all rows or none).
 */
import {
  ActionIcon,
  Alert,
  Button,
  FileInput,
  Group,
  Paper,
  Stack,
  Table,
  Text,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import {
  QUOTE_MODES,
  type QuoteMode,
  RATE_CARD_CSV_COLUMNS,
  type RateCard,
} from '@navia/domain/contracts/quotes';
import { formatMoney } from '@navia/domain/rules/invoices/money';
import { lazy, Suspense, useState } from 'react';
import { ConfirmDeleteDialog } from '../../../components/confirm-delete-dialog.tsx';
import { ListFilterBar } from '../../../components/list-filter-bar.tsx';
import { Paging } from '../../../components/list-paging.tsx';
import { QueryState } from '../../../components/query-state.tsx';
import { failureText } from '../../../lib/failure-text.ts';
import { formatDate, useLocale } from '../../../lib/locale.ts';
import { RATE_CARDS_PAGE_SIZE, useDeleteRateCard, useImportRateCards, useRateCards } from '../api/quotes.ts';
import { QUOTE_MODE_LABELS } from './quote-texts.ts';

const RateCardFormDialog = lazy(() =>
  import('./rate-card-form.tsx').then((m) => ({ default: m.RateCardFormDialog })),
);

function RateCardImport() {
  const [file, setFile] = useState<File | null>(null);
  const run = useImportRateCards();
  const result = run.data;
  const go = (dryRun: boolean) => {
    if (file) run.mutate({ file, dryRun });
  };
  return (
    <Paper withBorder p="md">
      <Stack gap="sm">
        <Text fw={700} component="h2">
          IMPORT FROM CSV
        </Text>
        <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
          {`COLUMNS: ${RATE_CARD_CSV_COLUMNS.join(',')}. MONEY IN MINOR UNITS.`}
        </Text>
        <Group align="flex-end" gap="sm" wrap="wrap">
          <FileInput
            label="CSV FILE"
            placeholder="CHOOSE A FILE"
            accept=".csv,text/csv"
            value={file}
            onChange={(f) => {
              setFile(f);
              run.reset();
            }}
            clearable
            clearButtonProps={{ 'aria-label': 'CLEAR THE FILE' }}
            w={{ base: '100%', xs: 280 }}
          />
          <Button
            variant="light"
            disabled={!file}
            loading={run.isPending && run.variables?.dryRun}
            onClick={() => go(true)}
          >
            DRY RUN
          </Button>
          <Button
            disabled={!file}
            loading={run.isPending && !run.variables?.dryRun}
            onClick={() => go(false)}
          >
            IMPORT
          </Button>
        </Group>
        {run.isError ? (
          <Alert color="red" role="alert">
            {failureText(run.error)}
          </Alert>
        ) : null}
        {result ? (
          <Stack gap="xs" role="status">
            <Text size="sm" fw={600}>
              {result.dryRun
                ? `DRY RUN: ${result.valid} VALID ROW(S), ${result.problems.length} PROBLEM(S). NOTHING WAS SAVED.`
                : result.problems.length > 0
                  ? `NOTHING WAS IMPORTED: ${result.problems.length} PROBLEM(S).`
                  : `${result.created} RATE CARD(S) IMPORTED.`}
            </Text>
            {result.problems.length > 0 ? (
              <Table.ScrollContainer
                minWidth={320}
                maxHeight={300}
                type="native"
                tabIndex={0}
                style={{ overflowX: 'auto' }}
              >
                <Table fz="sm" aria-label="IMPORT PROBLEMS">
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th>LINE</Table.Th>
                      <Table.Th>FIELD</Table.Th>
                      <Table.Th>PROBLEM</Table.Th>
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {result.problems.map((p) => (
                      <Table.Tr key={`${p.line}-${p.field}-${p.message}`}>
                        <Table.Td>{p.line}</Table.Td>
                        <Table.Td>{p.field.toUpperCase()}</Table.Td>
                        <Table.Td>{p.message.toUpperCase()}</Table.Td>
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                </Table>
              </Table.ScrollContainer>
            ) : null}
          </Stack>
        ) : null}
      </Stack>
    </Paper>
  );
}

export function RateCardsPage() {
  const locale = useLocale();
  const [search, setSearch] = useState('');
  const [filter] = useDebouncedValue(search.trim(), 300);
  const [mode, setMode] = useState<QuoteMode | null>(null);
  const [page, setPage] = useState(1);
  const cards = useRateCards(filter, mode, page);
  const remove = useDeleteRateCard();
  const [editing, setEditing] = useState<RateCard | 'new' | null>(null);
  const [deleting, setDeleting] = useState<RateCard | null>(null);
  const pages = Math.max(1, Math.ceil((cards.data?.total ?? 0) / RATE_CARDS_PAGE_SIZE));

  return (
    <Stack gap="md" p={{ base: 'xs', sm: 'md' }} maw={1400} mx="auto" w="100%">
      <Group justify="space-between" wrap="wrap">
        <Title order={1} size="h2">
          RATE CARDS
        </Title>
        <Button onClick={() => setEditing('new')}>NEW RATE CARD</Button>
      </Group>
      <RateCardImport />
      <ListFilterBar
        search={search}
        onSearch={(text) => {
          setSearch(text);
          setPage(1);
        }}
        searchPlaceholder="PORT, COUNTRY OR CARRIER"
        label="MODE"
        options={QUOTE_MODES.map((m) => ({ value: m, label: QUOTE_MODE_LABELS[m] }))}
        value={mode}
        onChange={(v) => {
          setMode(v);
          setPage(1);
        }}
      />
      <QueryState
        query={cards}
        loading="LOADING RATE CARDS"
        failed="RATE CARDS COULD NOT BE LOADED"
        empty="NO RATE CARDS FOUND"
        isEmpty={(data) => data.result.length === 0}
      >
        {(data) => (
          <Table.ScrollContainer minWidth={900} type="native" tabIndex={0} style={{ overflowX: 'auto' }}>
            <Table highlightOnHover aria-label="RATE CARDS">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>LANE</Table.Th>
                  <Table.Th>MODE</Table.Th>
                  <Table.Th>CARRIER</Table.Th>
                  <Table.Th>SERVICE</Table.Th>
                  <Table.Th>VALIDITY</Table.Th>
                  <Table.Th ta="right">BASE RATE</Table.Th>
                  <Table.Th ta="right">MINIMUM</Table.Th>
                  <Table.Th ta="right">SURCHARGES</Table.Th>
                  <Table.Th ta="right">TRANSIT</Table.Th>
                  <Table.Th pos="relative">
                    <VisuallyHidden>ACTIONS</VisuallyHidden>
                  </Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {data.result.map((card) => {
                  const name = `${card.origin} → ${card.destination} ${card.carrier.toUpperCase()} ${card.serviceLevel.toUpperCase()}`;
                  return (
                    <Table.Tr key={card._id}>
                      <Table.Td>{`${card.origin} → ${card.destination}`}</Table.Td>
                      <Table.Td>
                        {QUOTE_MODE_LABELS[card.mode]}
                        {card.containerType ? ` ${card.containerType}` : ''}
                      </Table.Td>
                      <Table.Td>{card.carrier.toUpperCase()}</Table.Td>
                      <Table.Td>{card.serviceLevel.toUpperCase()}</Table.Td>
                      <Table.Td>
                        {`${formatDate(card.validFrom, locale)} – ${formatDate(card.validTo, locale)}`.toUpperCase()}
                      </Table.Td>
                      <Table.Td ta="right">
                        {formatMoney({ amount: card.baseRate, currency: card.currency }, locale)}
                        {card.weightBreaks.length > 0 ? ` (+${card.weightBreaks.length} BREAKS)` : ''}
                      </Table.Td>
                      <Table.Td ta="right">
                        {formatMoney({ amount: card.minimumCharge, currency: card.currency }, locale)}
                      </Table.Td>
                      <Table.Td ta="right">{card.surcharges.length}</Table.Td>
                      <Table.Td ta="right">{`${card.transitDays} DAYS`}</Table.Td>
                      <Table.Td>
                        <Group gap={4} wrap="nowrap">
                          <Button
                            variant="subtle"
                            size="compact-sm"
                            aria-label={`EDIT ${name}`}
                            onClick={() => setEditing(card)}
                          >
                            EDIT
                          </Button>
                          <ActionIcon
                            variant="subtle"
                            color="red"
                            aria-label={`DELETE ${name}`}
                            onClick={() => setDeleting(card)}
                          >
                            ✕
                          </ActionIcon>
                        </Group>
                      </Table.Td>
                    </Table.Tr>
                  );
                })}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </QueryState>
      <Paging label="RATE CARD PAGES" total={pages} value={page} onChange={setPage} />
      {editing !== null && (
        <Suspense fallback={null}>
          <RateCardFormDialog
            opened
            card={editing === 'new' ? null : editing}
            onClose={() => setEditing(null)}
          />
        </Suspense>
      )}
      <ConfirmDeleteDialog
        title="DELETE RATE CARD"
        message={
          deleting
            ? `DELETE ${deleting.origin} → ${deleting.destination} ${deleting.carrier.toUpperCase()} ${deleting.serviceLevel.toUpperCase()}? QUOTES ALREADY MADE KEEP THEIR PRICES.`
            : ''
        }
        opened={deleting !== null}
        pending={remove.isPending}
        error={remove.error}
        onClose={() => {
          setDeleting(null);
          remove.reset();
        }}
        onConfirm={() => deleting && remove.mutate(deleting._id, { onSuccess: () => setDeleting(null) })}
      />
    </Stack>
  );
}
