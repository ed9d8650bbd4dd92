/**
 * /quotes (issue 18, hub §1–§2): the user's quotes (staff: every group's) with their status, a
 * search and a status filter, paged. A row opens the quote's options with ACCEPT; `?quote=<id>`
 * opens that quote (notifications link there). Staff price an AWAITING PRICE quote there.
 */
import { Alert, Badge, Button, Group, Loader, Modal, Stack, Table, Text, Title } from '@mantine/core';
import { useDebouncedValue, useMediaQuery } from '@mantine/hooks';
import {
  QUOTE_STATUSES,
  type Quote,
  type QuoteOption,
  type QuoteStatus,
} from '@navia/domain/contracts/quotes';
import { isStaff } from '@navia/domain/rules/access';
import { formatMoney } from '@navia/domain/rules/invoices/money';
import { lazy, Suspense, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { ListFilterBar } from '../../../components/list-filter-bar.tsx';
import { Paging } from '../../../components/list-paging.tsx';
import { QueryState } from '../../../components/query-state.tsx';
import { useCurrentUser } from '../../../lib/auth.ts';
import { failureText } from '../../../lib/failure-text.ts';
import { formatDate, useLocale } from '../../../lib/locale.ts';
import { QUOTES_PAGE_SIZE, useAcceptQuote, useQuote, useQuotes } from '../api/quotes.ts';
import { QuoteOptions } from './quote-options.tsx';
import { bookingUrlOf, QUOTE_MODE_LABELS, QUOTE_STATUS_COLORS, QUOTE_STATUS_LABELS } from './quote-texts.ts';

const PriceQuoteForm = lazy(() =>
  import('./price-quote-form.tsx').then((m) => ({ default: m.PriceQuoteForm })),
);

function QuoteStatusBadge({ status }: { status: QuoteStatus }) {
  return (
    <Badge color={QUOTE_STATUS_COLORS[status]} variant="light">
      {QUOTE_STATUS_LABELS[status]}
    </Badge>
  );
}

function cheapest(quote: Quote): Quote['options'][number]['total'] | null {
  return quote.options.reduce<Quote['options'][number]['total'] | null>(
    (min, o) => (min === null || o.total.amount < min.amount ? o.total : min),
    null,
  );
}

function QuoteDialog({ quoteId, onClose, staff }: { quoteId: string; onClose: () => void; staff: boolean }) {
  const navigate = useNavigate();
  const quote = useQuote(quoteId);
  const accept = useAcceptQuote();
  const small = useMediaQuery('(max-width: 600px)');
  const data = quote.data;

  const onAccept = (option: QuoteOption) => {
    if (!data) return;
    accept.mutate(
      { quoteId: data._id, optionId: option.optionId },
      { onSuccess: () => navigate(bookingUrlOf(data._id, option.optionId)) },
    );
  };

  return (
    <Modal
      opened
      onClose={onClose}
      size="xl"
      fullScreen={small}
      title={<Text fw={700}>{data ? `QUOTE ${data.quoteNumber}` : 'QUOTE'}</Text>}
    >
      {quote.isPending ? (
        <Group justify="center" p="lg">
          <Loader aria-label="LOADING THE QUOTE" />
        </Group>
      ) : quote.isError || !data ? (
        <Alert color="red" role="alert">
          {failureText(quote.error)}
        </Alert>
      ) : (
        <Stack gap="sm">
          <Group gap="sm" wrap="wrap">
            <QuoteStatusBadge status={data.status} />
            <Text size="sm">{`${data.request.origin} → ${data.request.destination} · ${QUOTE_MODE_LABELS[data.request.mode]} · ${data.request.incoterm}`}</Text>
          </Group>
          {accept.isError ? (
            <Alert color="red" role="alert">
              {failureText(accept.error)}
            </Alert>
          ) : null}
          <QuoteOptions
            quote={data}
            onAccept={onAccept}
            acceptingOptionId={accept.isPending ? (accept.variables?.optionId ?? null) : null}
          />
          {staff && (data.status === 'AWAITING_PRICE' || data.status === 'PRICED') ? (
            <Suspense fallback={null}>
              <PriceQuoteForm key={data._id} quote={data} />
            </Suspense>
          ) : null}
        </Stack>
      )}
    </Modal>
  );
}

export function QuotesPage() {
  const locale = useLocale();
  const { data: user } = useCurrentUser();
  const staff = user ? isStaff(user.type) : false;
  const [params, setParams] = useSearchParams();
  const openId = params.get('quote');
  const [search, setSearch] = useState('');
  const [filter] = useDebouncedValue(search.trim(), 300);
  const [status, setStatus] = useState<QuoteStatus | null>(null);
  const [page, setPage] = useState(1);
  const quotes = useQuotes(filter, status, page);
  const total = quotes.data?.total ?? 0;
  const pages = Math.max(1, Math.ceil(total / QUOTES_PAGE_SIZE));

  const open = (quoteId: string | null) =>
    setParams(
      (p) => {
        const next = new URLSearchParams(p);
        if (quoteId) next.set('quote', quoteId);
        else next.delete('quote');
        return next;
      },
      { replace: false },
    );

  return (
    <Stack gap="md" p={{ base: 'xs', sm: 'md' }} maw={1200} mx="auto" w="100%">
      <Group justify="space-between" wrap="wrap">
        <Title order={1} size="h2">
          {staff ? 'QUOTES' : 'MY QUOTES'}
        </Title>
        <Button component={Link} to="/getQuote" variant="light">
          GET A QUOTE
        </Button>
      </Group>
      <ListFilterBar
        search={search}
        onSearch={(text) => {
          setSearch(text);
          setPage(1);
        }}
        searchPlaceholder="NUMBER, PORT OR CARRIER"
        label="STATUS"
        options={QUOTE_STATUSES.map((s) => ({ value: s, label: QUOTE_STATUS_LABELS[s] }))}
        value={status}
        onChange={(v) => {
          setStatus(v);
          setPage(1);
        }}
      />
      <QueryState
        query={quotes}
        loading="LOADING QUOTES"
        failed="QUOTES COULD NOT BE LOADED"
        empty="NO QUOTES FOUND"
        isEmpty={(data) => data.result.length === 0}
      >
        {(data) => (
          <Table.ScrollContainer minWidth={640} type="native" tabIndex={0} style={{ overflowX: 'auto' }}>
            <Table highlightOnHover aria-label="QUOTES">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>QUOTE</Table.Th>
                  <Table.Th>STATUS</Table.Th>
                  <Table.Th>ROUTE</Table.Th>
                  <Table.Th>MODE</Table.Th>
                  <Table.Th>READY</Table.Th>
                  <Table.Th ta="right">FROM</Table.Th>
                  {staff ? <Table.Th>REQUESTED BY</Table.Th> : null}
                  <Table.Th>CREATED</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {data.result.map((quote) => {
                  const min = cheapest(quote);
                  return (
                    <Table.Tr key={quote._id} onClick={() => open(quote._id)} style={{ cursor: 'pointer' }}>
                      <Table.Td>
                        <Button
                          variant="subtle"
                          size="compact-sm"
                          onClick={(e) => {
                            e.stopPropagation();
                            open(quote._id);
                          }}
                          aria-label={`OPEN QUOTE ${quote.quoteNumber}`}
                        >
                          {quote.quoteNumber}
                        </Button>
                      </Table.Td>
                      <Table.Td>
                        <QuoteStatusBadge status={quote.status} />
                      </Table.Td>
                      <Table.Td>{`${quote.request.origin} → ${quote.request.destination}`}</Table.Td>
                      <Table.Td>{QUOTE_MODE_LABELS[quote.request.mode]}</Table.Td>
                      <Table.Td>{formatDate(quote.request.readyDate, locale).toUpperCase()}</Table.Td>
                      <Table.Td ta="right">{min ? formatMoney(min, locale) : '—'}</Table.Td>
                      {staff ? <Table.Td>{quote.createdBy.fullname.toUpperCase()}</Table.Td> : null}
                      <Table.Td>{formatDate(quote.createdAt, locale).toUpperCase()}</Table.Td>
                    </Table.Tr>
                  );
                })}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </QueryState>
      <Paging label="QUOTE PAGES" total={pages} value={page} onChange={setPage} />
      {openId ? <QuoteDialog quoteId={openId} staff={staff} onClose={() => open(null)} /> : null}
    </Stack>
  );
}
