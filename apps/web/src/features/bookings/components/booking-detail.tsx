/**
 * A booking's detail in a drawer (issue 18; ?booking=<id>, where notifications link): what was
 * booked, its status and history, and the actions: staff (NU and above) CONFIRM or DECLINE (with a
 * reason) a SUBMITTED booking; its owner may CANCEL it while SUBMITTED. A confirmed booking links to
 * the shipment it became (/shipment/<shipKey>).
 */
import { Alert, Button, Divider, Drawer, Group, Loader, Stack, Text, Textarea, Title } from '@mantine/core';
import type { Booking } from '@navia/domain/contracts/bookings';
import { timeRangeText } from '@navia/domain/rules/booking-dialogs/time-range';
import { BOOKING_ACTION_LABELS, bookingActionsFor } from '@navia/domain/rules/bookings/status';
import { BOOKING_TYPE_LABELS } from '@navia/domain/rules/bookings/types';
import { type ReactNode, useState } from 'react';
import { Link } from 'react-router';
import { errorText } from '../../../components/booking/error-text.ts';
import { RecordDocuments } from '../../../components/documents/record-documents.tsx';
import { useLocale } from '../../../lib/locale.ts';
import {
  useBooking,
  useBookingAction,
  useBookingDocuments,
  useUploadBookingDocument,
} from '../api/bookings.ts';
import { addressText } from '../rules/booking-form.ts';
import { BOOKING_TEXTS, bookingDateText, bookingInstantText, shipmentPath } from '../rules/booking-view.ts';
import { BookingStatusBadge } from './booking-status-badge.tsx';

const DECLINE_REASON_MAX = 500;

const ORIGIN_TEXTS = {
  QUOTE: 'A QUOTE',
  SHIPMENT: 'BOOK AGAIN (A PAST SHIPMENT)',
  NONE: 'A NEW BOOKING',
} as const;

function cargoLineText(line: Booking['cargoLines'][number]): string {
  return [
    `${line.packs} ${line.packType}`,
    line.description,
    line.sku ? `SKU ${line.sku}` : null,
    line.weightKg !== null ? `${line.weightKg} KG` : null,
    line.volumeM3 !== null ? `${line.volumeM3} M³` : null,
  ]
    .filter(Boolean)
    .join(' · ');
}

export interface BookingDetailDrawerProps {
  bookingId: string | null;
  staff: boolean;
  /** Opened by the form's submit: say what happens next. */
  justSubmitted: boolean;
  /** The files chosen on the form that could not be uploaded after the submit. */
  documentsNotSent?: readonly string[];
  onClose: () => void;
}

export function BookingDetailDrawer({
  bookingId,
  staff,
  justSubmitted,
  documentsNotSent = [],
  onClose,
}: BookingDetailDrawerProps) {
  return (
    <Drawer.Root opened={bookingId !== null} onClose={onClose} position="right" size="lg">
      <Drawer.Overlay />
      <Drawer.Content>
        {/* A div, not Mantine's <header>: axe counts a second banner landmark beside the app bar. */}
        <Drawer.Header component="div">
          <Drawer.Title fw={700}>BOOKING</Drawer.Title>
          <Drawer.CloseButton aria-label="Close the booking" />
        </Drawer.Header>
        <Drawer.Body>
          {bookingId && justSubmitted && (
            <Alert color="green" variant="light" mb="sm" role="status">
              {BOOKING_TEXTS.submitted}
            </Alert>
          )}
          {bookingId && documentsNotSent.length > 0 && (
            <Alert color="orange" variant="light" mb="sm" role="alert">
              {`${BOOKING_TEXTS.documentsNotSent}${documentsNotSent.join(', ')}`}
            </Alert>
          )}
          {bookingId && <BookingDetail key={bookingId} bookingId={bookingId} staff={staff} />}
        </Drawer.Body>
      </Drawer.Content>
    </Drawer.Root>
  );
}

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Group gap="xs" wrap="nowrap" align="flex-start">
      <Text size="sm" c="dimmed" w={150} style={{ flexShrink: 0 }}>
        {label}
      </Text>
      <Text size="sm" component="div" style={{ overflowWrap: 'anywhere', minWidth: 0 }}>
        {children}
      </Text>
    </Group>
  );
}

function BookingDetail({ bookingId, staff }: { bookingId: string; staff: boolean }) {
  const booking = useBooking(bookingId);
  if (booking.isPending)
    return (
      <Group justify="center" py="xl">
        <Loader aria-label="Loading the booking" />
      </Group>
    );
  if (booking.isError)
    return (
      <Alert color="red" variant="light" role="alert">
        <Stack gap="xs" align="flex-start">
          <Text size="sm">{BOOKING_TEXTS.detailFailed}</Text>
          <Button size="xs" variant="default" onClick={() => void booking.refetch()}>
            TRY AGAIN
          </Button>
        </Stack>
      </Alert>
    );
  return <BookingBody booking={booking.data} staff={staff} />;
}

function BookingBody({ booking, staff }: { booking: Booking; staff: boolean }) {
  const b = booking;
  const locale = useLocale();
  return (
    <Stack gap="sm">
      <Group justify="space-between" gap="xs">
        <Text fw={700} size="lg">
          {b.bookingNumber}
        </Text>
        <BookingStatusBadge status={b.status} />
      </Group>
      {b.status === 'CONFIRMED' && b.shipKey && (
        // A button, not a link in a tinted alert: its colours keep their contrast in both themes.
        <Button component={Link} to={shipmentPath(b.shipKey)} variant="filled">
          {`OPEN SHIPMENT ${b.shipNumber ?? b.shipKey}`}
        </Button>
      )}
      {b.status === 'DECLINED' && b.declineReason && (
        <Alert color="red" variant="light" title="DECLINED">
          {b.declineReason}
        </Alert>
      )}
      <Row label="TYPE">
        {b.type === 'ROAD'
          ? `${BOOKING_TYPE_LABELS[b.type]} · ${b.direction.toUpperCase()}`
          : BOOKING_TYPE_LABELS[b.type]}
      </Row>
      <Row label="FROM">{ORIGIN_TEXTS[b.origin.kind]}</Row>
      <Row label="SHIPPER">{`${b.shipper.organisation.name} · ${addressText(b.shipper.address)}`}</Row>
      <Row label="CONSIGNEE">{`${b.consignee.organisation.name} · ${addressText(b.consignee.address)}`}</Row>
      <Row label="PICKUP ADDRESS">{addressText(b.pickupAddress) || "THE SHIPPER'S ADDRESS"}</Row>
      <Row label="DELIVERY ADDRESS">{addressText(b.deliveryAddress) || "THE CONSIGNEE'S ADDRESS"}</Row>
      <Row label="ROUTE">{`${b.originPort} → ${b.destinationPort}`}</Row>
      <Row label="MODE">{`${b.transportMode} · ${b.packing}`}</Row>
      <Row label="CARGO">
        {b.cargoLines.length === 0
          ? '-'
          : b.cargoLines.map((l, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: lines have no id and never reorder here.
              <div key={i}>{cargoLineText(l)}</div>
            ))}
      </Row>
      {b.containers.length > 0 && (
        <Row label="CONTAINERS">
          {b.containers.map((c) => `${c.quantity} × ${c.containerType}`).join(', ')}
        </Row>
      )}
      <Row label="READY DATE">{bookingDateText(b.readyDate, locale)}</Row>
      <Row label="REQUIRED IN STORE">{bookingDateText(b.requiredInStoreDate, locale)}</Row>
      <Row label="PICKUP WINDOW">{b.pickupWindow ? timeRangeText(b.pickupWindow) : '-'}</Row>
      <Row label="VESSEL / VOYAGE">
        {b.vesselPreference
          ? [b.vesselPreference.vessel, b.vesselPreference.voyage].filter(Boolean).join(' · ')
          : 'NO PREFERENCE'}
      </Row>
      <Row label="HANDLING · INCOTERM">{`${b.handlingMethod} · ${b.incoterm ?? '-'}`}</Row>
      <Row label="NOTES">{b.notes || '-'}</Row>
      <Row label="SUBMITTED">{`${bookingInstantText(b.createdAt, locale)} · ${b.createdBy.fullname}`}</Row>
      {b.decidedBy && (
        <Row label={b.status}>{`${bookingInstantText(b.decidedAt, locale)} · ${b.decidedBy.fullname}`}</Row>
      )}
      <BookingDocuments booking={b} />
      <Divider />
      <BookingActions booking={b} staff={staff} />
    </Stack>
  );
}

/** The booking's documents; once confirmed they are its shipment's too (the server moves them). */
function BookingDocuments({ booking }: { booking: Booking }) {
  const documents = useBookingDocuments(booking._id);
  const upload = useUploadBookingDocument(booking._id);
  const closed = booking.status === 'DECLINED' || booking.status === 'CANCELLED';
  return (
    <Stack gap="xs" component="section" aria-labelledby="booking-documents">
      <Title order={2} size="h5" id="booking-documents">
        DOCUMENTS
      </Title>
      {booking.status === 'SUBMITTED' && (
        <Text size="xs" c="dimmed">
          {BOOKING_TEXTS.documentsFollow}
        </Text>
      )}
      <RecordDocuments
        documents={documents}
        upload={upload}
        closedText={closed ? BOOKING_TEXTS.documentsClosed : null}
      />
    </Stack>
  );
}

function BookingActions({ booking, staff }: { booking: Booking; staff: boolean }) {
  const action = useBookingAction(booking._id);
  const [declining, setDeclining] = useState(false);
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string | null>(null);
  const actions = bookingActionsFor(booking.status, staff ? 'STAFF' : 'CUSTOMER');
  if (actions.length === 0) return null;

  const decline = () => {
    if (reason.trim() === '') {
      setReasonError(BOOKING_TEXTS.declineReasonRequired);
      return;
    }
    action.mutate({ kind: 'decline', reason: reason.trim() });
  };

  return (
    <Stack gap="xs">
      {action.isError && (
        <Alert color="red" variant="light" role="alert">
          {errorText(action.error)}
        </Alert>
      )}
      {declining && (
        <Textarea
          label="REASON FOR DECLINING"
          required
          autosize
          minRows={2}
          maxLength={DECLINE_REASON_MAX}
          value={reason}
          onChange={(e) => {
            setReason(e.currentTarget.value.toUpperCase());
            setReasonError(null);
          }}
          error={reasonError}
          data-autofocus
        />
      )}
      <Group gap="xs" justify="flex-end">
        {actions.includes('CANCEL') && (
          <Button
            variant="default"
            color="red"
            loading={action.isPending}
            onClick={() => action.mutate({ kind: 'cancel' })}
          >
            {BOOKING_ACTION_LABELS.CANCEL}
          </Button>
        )}
        {actions.includes('DECLINE') && !declining && (
          <Button
            variant="default"
            color="red"
            onClick={() => setDeclining(true)}
            disabled={action.isPending}
          >
            {BOOKING_ACTION_LABELS.DECLINE}
          </Button>
        )}
        {actions.includes('CONFIRM') && !declining && (
          <Button color="green" loading={action.isPending} onClick={() => action.mutate({ kind: 'confirm' })}>
            {BOOKING_ACTION_LABELS.CONFIRM}
          </Button>
        )}
        {declining && (
          <>
            <Button variant="default" onClick={() => setDeclining(false)} disabled={action.isPending}>
              BACK
            </Button>
            <Button color="red" loading={action.isPending} onClick={decline}>
              DECLINE BOOKING
            </Button>
          </>
        )}
      </Group>
    </Stack>
  );
}
