/**
 * /bookings (issue 18; hub §2: NU or above, or the bookings permission). The user's bookings with
 * their status and a search; NEW BOOKING opens the booking form in place of the list (a long form
 * reads better as a page than in a drawer, at 360 px too, and its pickers open their own dialogs).
 * URL state (STYLE 9): ?new=1 the empty form, ?shipKey=<key> book again, ?quote=<id>&option=<id>
 * a booking from a quote, ?booking=<id> that booking's detail (notifications link there).
 */
import { Alert, Button, Container, Group, Loader, Stack, Text, TextInput, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconPlus, IconSearch } from '@tabler/icons-react';
import { lazy, Suspense, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Paging } from '../../../components/list-paging.tsx';
import { SimpleTable } from '../../../components/simple-table.tsx';
import { useCurrentUser } from '../../../lib/auth.ts';
import { useLocale } from '../../../lib/locale.ts';
import { BOOKINGS_PAGE_SIZE, type BookingRow, useBookings } from '../api/bookings.ts';
import { BOOKING_TEXTS, bookingDateText, bookingPath, isBookingStaff } from '../rules/booking-view.ts';
import { BookingStatusBadge } from './booking-status-badge.tsx';
import type { NewBookingSource } from './new-booking.tsx';

// The form (its pickers, dialogs and country list) and the detail drawer load when they are opened:
// the list is the page's first screen.
const NewBooking = lazy(() => import('./new-booking.tsx').then((m) => ({ default: m.NewBooking })));
const BookingDetailDrawer = lazy(() =>
  import('./booking-detail.tsx').then((m) => ({ default: m.BookingDetailDrawer })),
);

const SEARCH_DEBOUNCE_MS = 300;

/** What the URL asks the form to start from, or null for the list. */
function sourceOf(params: URLSearchParams): NewBookingSource | null {
  const shipKey = params.get('shipKey');
  if (shipKey) return { origin: 'SHIPMENT', shipKey };
  const quoteId = params.get('quote');
  if (quoteId) return { origin: 'QUOTE', quoteId, optionId: params.get('option') ?? '' };
  if (params.get('new') === '1') return { origin: 'NONE' };
  return null;
}

export function BookingsPage() {
  const [params, setParams] = useSearchParams();
  const { data: user } = useCurrentUser();
  const staff = user ? isBookingStaff(user.type) : false;
  const source = sourceOf(params);
  const bookingId = params.get('booking');

  // The form's files that could not be uploaded after its submit, said on the booking's detail.
  const [documentsNotSent, setDocumentsNotSent] = useState<string[]>([]);
  const showBooking = (id: string | null) => {
    setDocumentsNotSent([]);
    setParams(id ? { booking: id } : {});
  };

  return (
    <Container component="main" size="xl" px={{ base: 'xs', sm: 'md' }} py="md">
      {source ? (
        <Suspense fallback={<Loader aria-label="Loading the booking form" />}>
          <NewBooking
            // A new source (another quote, another shipment) starts a new form and a new request id.
            key={params.toString()}
            source={source}
            onCancel={() => setParams({})}
            onSubmitted={(id, notSent) => {
              setDocumentsNotSent(notSent);
              setParams({ booking: id, submitted: '1' });
            }}
          />
        </Suspense>
      ) : (
        <BookingsList staff={staff} onNew={() => setParams({ new: '1' })} />
      )}
      {bookingId && (
        <Suspense fallback={null}>
          <BookingDetailDrawer
            bookingId={bookingId}
            staff={staff}
            justSubmitted={params.get('submitted') === '1'}
            documentsNotSent={params.get('submitted') === '1' ? documentsNotSent : []}
            onClose={() => showBooking(null)}
          />
        </Suspense>
      )}
    </Container>
  );
}

function BookingsList({ staff, onNew }: { staff: boolean; onNew: () => void }) {
  const [text, setText] = useState('');
  const [search] = useDebouncedValue(text.trim(), SEARCH_DEBOUNCE_MS);
  const [page, setPage] = useState(1);
  const bookings = useBookings(search, page);
  const rows = bookings.data?.result ?? [];
  const total = bookings.data?.total ?? 0;
  const locale = useLocale();

  const columns = [
    {
      header: 'BOOKING',
      nowrap: true,
      cell: (b: BookingRow) => (
        <Text component={Link} to={bookingPath(b._id)} size="sm" fw={600} c="blue" td="underline">
          {b.bookingNumber}
        </Text>
      ),
    },
    { header: 'STATUS', nowrap: true, cell: (b: BookingRow) => <BookingStatusBadge status={b.status} /> },
    { header: 'TYPE', cell: (b: BookingRow) => BOOKING_TEXTS.typeLabel(b.type) },
    { header: 'SHIPPER', cell: (b: BookingRow) => b.shipper.organisation.name },
    { header: 'CONSIGNEE', cell: (b: BookingRow) => b.consignee.organisation.name },
    { header: 'ROUTE', nowrap: true, cell: (b: BookingRow) => `${b.originPort} → ${b.destinationPort}` },
    { header: 'READY', nowrap: true, cell: (b: BookingRow) => bookingDateText(b.readyDate, locale) },
    { header: 'SUBMITTED', nowrap: true, cell: (b: BookingRow) => bookingDateText(b.createdAt, locale) },
    ...(staff ? [{ header: 'SUBMITTED BY', cell: (b: BookingRow) => b.createdBy.fullname }] : []),
  ];

  return (
    <Stack gap="sm">
      <Group justify="space-between" align="flex-end" wrap="wrap" gap="xs">
        <Title order={1} size="h3">
          {staff ? 'BOOKING REQUESTS' : 'BOOKINGS'}
        </Title>
        {/* Staff confirm and decline; they book nothing themselves (the server answers 403). */}
        {!staff && (
          <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={onNew}>
            NEW BOOKING
          </Button>
        )}
      </Group>
      <TextInput
        label="SEARCH BOOKINGS"
        placeholder="BOOKING NUMBER, SHIPPER, CONSIGNEE, PORT"
        leftSection={<IconSearch size={16} aria-hidden />}
        value={text}
        maxLength={100}
        onChange={(e) => {
          setText(e.currentTarget.value);
          setPage(1);
        }}
        maw={480}
      />
      <Text size="sm" c="dimmed" role="status" aria-live="polite">
        {bookings.isPending ? 'LOADING…' : `${total} BOOKING${total === 1 ? '' : 'S'}`}
      </Text>
      {bookings.isPending ? (
        <Group justify="center" py="xl">
          <Loader aria-label="Loading bookings" />
        </Group>
      ) : bookings.isError ? (
        <Alert color="red" variant="light" role="alert" title="BOOKINGS">
          <Stack gap="xs" align="flex-start">
            <Text size="sm">{BOOKING_TEXTS.loadFailed}</Text>
            <Button size="xs" variant="default" onClick={() => void bookings.refetch()}>
              TRY AGAIN
            </Button>
          </Stack>
        </Alert>
      ) : rows.length === 0 ? (
        <Text py="lg" ta="center" c="dimmed">
          {search ? BOOKING_TEXTS.noMatches : staff ? BOOKING_TEXTS.noRequests : BOOKING_TEXTS.noBookings}
        </Text>
      ) : (
        <SimpleTable
          columns={columns}
          rows={rows}
          rowKey={(b) => b._id}
          minWidth={staff ? 960 : 840}
          striped
          highlightOnHover
          caption={staff ? 'BOOKING REQUESTS' : 'YOUR BOOKINGS'}
        />
      )}
      <Paging
        label="BOOKING PAGES"
        total={Math.ceil(total / BOOKINGS_PAGE_SIZE)}
        value={page}
        onChange={setPage}
      />
    </Stack>
  );
}
