/**
 * Reconciliation (issue 14): gateway settlements against the portal's payments against invoices.
 * /admin/reconciliation (staff): every group's rows, matched, mismatched (with the difference) or
 * unmatched either way, filtered by state (chips with their counts) and 'Unresolved only', by page,
 * with CSV EXPORT of what the filters match; RESOLVE records a note on a row that is not matched
 * (audited). /account/reconciliation (a client admin): its own group's payments and what each
 * settled, read-only.
 */
import {
  Alert,
  Anchor,
  Badge,
  Button,
  Chip,
  Container,
  Group,
  Pagination,
  Stack,
  Switch,
  Text,
  Title,
} from '@mantine/core';
import { MESSAGES } from '@navia/domain/errors';
import { IconDownload } from '@tabler/icons-react';
import { lazy, Suspense, useCallback, useMemo, useState } from 'react';
import { Link } from 'react-router';
import { DataTable } from '../../../../components/data-table/data-table.tsx';
import {
  createDataColumnHelper,
  type DataColumn,
} from '../../../../components/data-table/data-table-features.ts';
import { isApiError } from '../../../../lib/api-client.ts';
import { useLocale } from '../../../../lib/locale.ts';
import {
  RECONCILIATION_PAGE_SIZE,
  type ReconciliationRow,
  reconciliationExportUrl,
  useReconciliation,
} from '../../api/reconciliation.ts';
import { formatAmount, formatDay, formatSignedAmount, receiptPath } from '../../rules/history-format.ts';
import {
  isResolvable,
  RECONCILIATION_STATE_COLORS,
  RECONCILIATION_STATE_LABELS,
  RECONCILIATION_STATES,
  type ReconciliationState,
  toggleState,
} from '../../rules/reconciliation-format.ts';

// The RESOLVE dialog loads when first opened (decision 013).
const ResolveDialog = lazy(() => import('./resolve-dialog.tsx').then((m) => ({ default: m.ResolveDialog })));

const column = createDataColumnHelper<ReconciliationRow>();
const NOWRAP = { whiteSpace: 'nowrap' } as const;
/** A badge keeps its whole word in an auto-sized column (its label would otherwise shrink to an ellipsis). */
const WHOLE_BADGE = { minWidth: 'max-content' } as const;

function Resolution({ row }: { row: ReconciliationRow }) {
  const locale = useLocale();
  if (!row.resolution)
    return (
      <Text span size="sm" c="dimmed">
        {row.state === 'MATCHED' ? '—' : 'UNRESOLVED'}
      </Text>
    );
  return (
    <Stack gap={0} w="16rem">
      <Text size="sm" style={{ whiteSpace: 'normal' }}>
        {row.resolution.note}
      </Text>
      <Text size="xs" c="dimmed">
        {`${row.resolution.resolvedBy} · ${formatDay(row.resolution.resolvedAt, locale)}`}
      </Text>
    </Stack>
  );
}

function reconciliationColumns(
  staff: boolean,
  onResolve: ((row: ReconciliationRow) => void) | null,
  locale: string,
): DataColumn<ReconciliationRow>[] {
  const columns: DataColumn<ReconciliationRow>[] = [
    column.accessor('state', {
      header: 'STATE',
      enableSorting: false,
      cell: (c) => (
        <Badge
          size="sm"
          variant="light"
          color={RECONCILIATION_STATE_COLORS[c.row.original.state]}
          style={WHOLE_BADGE}
        >
          {RECONCILIATION_STATE_LABELS[c.row.original.state]}
        </Badge>
      ),
    }),
    column.accessor('PaymentId', {
      header: 'PAYMENT ID',
      enableSorting: false,
      cell: (c) => {
        const id = c.getValue();
        return id ? (
          <Anchor component={Link} to={receiptPath(id)} size="sm" fw={600}>
            {id}
          </Anchor>
        ) : (
          '—'
        );
      },
    }),
    ...(staff
      ? [
          column.accessor('OrgGroupCode', {
            header: 'GROUP',
            enableSorting: false,
            cell: (c) => c.getValue() ?? '—',
          }),
        ]
      : []),
    column.accessor('gatewayReference', {
      header: 'GATEWAY REFERENCE',
      enableSorting: false,
      cell: (c) => c.getValue() ?? '—',
    }),
    column.accessor('currency', { header: 'CURRENCY', enableSorting: false }),
    column.accessor('charged', {
      header: 'CHARGED',
      enableSorting: false,
      meta: { align: 'end' },
      cell: (c) => <span style={NOWRAP}>{formatAmount(c.getValue(), c.row.original.currency, locale)}</span>,
    }),
    column.accessor('settled', {
      header: 'SETTLED',
      enableSorting: false,
      meta: { align: 'end' },
      cell: (c) => <span style={NOWRAP}>{formatAmount(c.getValue(), c.row.original.currency, locale)}</span>,
    }),
    column.accessor('difference', {
      header: 'DIFFERENCE',
      enableSorting: false,
      meta: { align: 'end' },
      cell: (c) =>
        c.getValue() === 0 ? (
          <span style={NOWRAP}>{formatSignedAmount(0, c.row.original.currency, locale)}</span>
        ) : (
          <Text span size="sm" fw={700} c="red" style={NOWRAP}>
            {formatSignedAmount(c.getValue(), c.row.original.currency, locale)}
          </Text>
        ),
    }),
    column.accessor((row) => row.invoices.map((i) => i.TransactionNumber).join(', '), {
      id: 'invoices',
      header: 'INVOICES',
      enableSorting: false,
      cell: (c) => c.getValue() || '—',
    }),
    column.accessor('paymentDate', {
      header: 'PAYMENT DATE',
      enableSorting: false,
      cell: (c) => <span style={NOWRAP}>{formatDay(c.getValue(), locale)}</span>,
    }),
    column.accessor('settledAt', {
      header: 'SETTLED ON',
      enableSorting: false,
      cell: (c) => <span style={NOWRAP}>{formatDay(c.getValue(), locale)}</span>,
    }),
    column.display({
      id: 'resolution',
      header: 'RESOLUTION',
      cell: (c) =>
        onResolve && isResolvable(c.row.original) ? (
          <Button
            size="compact-xs"
            variant="default"
            aria-label={`Resolve ${RECONCILIATION_STATE_LABELS[c.row.original.state].toLowerCase()} ${c.row.original.PaymentId ?? c.row.original.gatewayReference ?? ''}`.trim()}
            onClick={() => onResolve(c.row.original)}
          >
            RESOLVE
          </Button>
        ) : (
          <Resolution row={c.row.original} />
        ),
    }),
  ];
  return columns;
}

type ReconciliationViewProps = { staff: boolean };

function ReconciliationView({ staff }: ReconciliationViewProps) {
  const locale = useLocale();
  const [states, setStates] = useState<ReconciliationState[]>([]);
  const [unresolvedOnly, setUnresolvedOnly] = useState(false);
  const [page, setPage] = useState(1);
  const [resolving, setResolving] = useState<ReconciliationRow | null>(null);
  const list = useReconciliation({ states, unresolvedOnly, batchNo: page });
  const rows = list.data?.result ?? [];
  const total = list.data?.totalCount ?? 0;
  const pageCount = Math.max(1, Math.ceil(total / RECONCILIATION_PAGE_SIZE));
  const startResolve = useCallback((row: ReconciliationRow) => setResolving(row), []);
  const columns = useMemo(
    () => reconciliationColumns(staff, staff ? startResolve : null, locale),
    [staff, startResolve, locale],
  );
  const first = (page - 1) * RECONCILIATION_PAGE_SIZE;

  return (
    <Stack gap="sm">
      <Group justify="space-between" align="flex-end" wrap="wrap" gap="xs">
        <Title order={1} size="h3">
          RECONCILIATION
        </Title>
        <Button
          component="a"
          href={reconciliationExportUrl({ states, unresolvedOnly })}
          download
          variant="default"
          leftSection={<IconDownload size={16} aria-hidden />}
        >
          CSV EXPORT
        </Button>
      </Group>
      {staff ? (
        <Text size="sm" c="dimmed">
          Gateway settlements against the portal's payments and their invoices. Resolve a mismatched or
          unmatched row with a note; the resolution goes to the audit log.
        </Text>
      ) : (
        <Text size="sm" c="dimmed">
          Your group's card payments and what the payment gateway settled for each. A difference or a missing
          settlement is looked into by our finance team; this page is read-only.
        </Text>
      )}
      <Group gap="xs" wrap="wrap" role="group" aria-label="Filter by state">
        {RECONCILIATION_STATES.map((state) => (
          <Chip
            key={state}
            size="sm"
            checked={states.includes(state)}
            onChange={() => {
              setStates((s) => toggleState(s, state));
              setPage(1);
            }}
          >
            {`${RECONCILIATION_STATE_LABELS[state]} (${list.data?.counts[state] ?? 0})`}
          </Chip>
        ))}
        <Switch
          label="Unresolved only"
          checked={unresolvedOnly}
          onChange={(e) => {
            setUnresolvedOnly(e.currentTarget.checked);
            setPage(1);
          }}
          ml={{ base: 0, sm: 'md' }}
        />
      </Group>
      <Text size="sm" c="dimmed" role="status" aria-live="polite">
        {list.isPending
          ? 'Loading…'
          : total === 0
            ? 'NO ROWS'
            : `${first + 1}–${first + rows.length} OF ${total} ROW${total === 1 ? '' : 'S'}${states.length === 0 ? '' : ` (${states.map((s) => RECONCILIATION_STATE_LABELS[s]).join(', ')})`}`}
      </Text>
      <DataTable
        label="Reconciliation"
        layout="auto"
        columns={columns}
        data={rows}
        getRowId={(row) => row._id}
        totalCount={total}
        rowOffset={first}
        isLoading={list.isPending}
        minHeight={200}
        emptyMessage={
          list.isError ? (
            <Alert color="red" variant="light" role="alert">
              {isApiError(list.error) ? list.error.message : MESSAGES.otherError}
            </Alert>
          ) : (
            <Text c="dimmed">No rows match.</Text>
          )
        }
      />
      {pageCount > 1 && (
        <Group component="nav" aria-label="Reconciliation pages" justify="flex-end">
          <Pagination
            size="sm"
            total={pageCount}
            value={page}
            onChange={setPage}
            getItemProps={(n) => ({ 'aria-label': `Page ${n}` })}
            getControlProps={(control) => ({
              'aria-label': {
                first: 'First page',
                previous: 'Previous page',
                next: 'Next page',
                last: 'Last page',
              }[control],
            })}
          />
        </Group>
      )}
      <Suspense fallback={null}>
        {resolving && <ResolveDialog row={resolving} onClose={() => setResolving(null)} />}
      </Suspense>
    </Stack>
  );
}

/** /admin/reconciliation (staff). */
export function AdminReconciliationPage() {
  return (
    <Container component="main" size="100%" px={{ base: 'xs', sm: 'md' }} py="md">
      <ReconciliationView staff />
    </Container>
  );
}

/** /account/reconciliation (a client admin): read-only. */
export function AccountReconciliationPage() {
  return (
    <Container component="main" size="100%" px={{ base: 'xs', sm: 'md' }} py="md">
      <ReconciliationView staff={false} />
    </Container>
  );
}
