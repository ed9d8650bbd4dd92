/**
 * A new booking (issue 18): the form, started empty, from a quote (?quote=&option=, origin QUOTE)
 * or from a past shipment (?shipKey=, "book again", origin SHIPMENT). Its request id is made here,
 * once per form, and kept across every retry (the submit is idempotent by requestId).
 */
import { Alert, Anchor, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { bookingToday } from '@navia/domain/contracts/bookings';
import { useState } from 'react';
import { useBookingDraft, useQuoteForBooking } from '../api/bookings.ts';
import { bookingFromDraft, bookingFromQuote, emptyBookingForm } from '../rules/booking-form.ts';
import { BOOKING_TEXTS } from '../rules/booking-view.ts';
import { BookingForm } from './booking-form.tsx';

export type NewBookingSource =
  | { origin: 'NONE' }
  | { origin: 'SHIPMENT'; shipKey: string }
  | { origin: 'QUOTE'; quoteId: string; optionId: string };

export interface NewBookingProps {
  source: NewBookingSource;
  onCancel: () => void;
  onSubmitted: (bookingId: string, documentsNotSent: string[]) => void;
}

export function NewBooking({ source, onCancel, onSubmitted }: NewBookingProps) {
  const [requestId] = useState(() => crypto.randomUUID());
  const shipKey = source.origin === 'SHIPMENT' ? source.shipKey : null;
  const prefill = useBookingDraft(shipKey);
  const quote = useQuoteForBooking(source.origin === 'QUOTE' ? source.quoteId : null);
  const pending = (shipKey !== null && prefill.isPending) || (source.origin === 'QUOTE' && quote.isPending);
  const failed = (shipKey !== null && prefill.isError) || (source.origin === 'QUOTE' && quote.isError);

  let initial = emptyBookingForm(requestId);
  if (source.origin === 'SHIPMENT' && prefill.data)
    initial = bookingFromDraft(initial, prefill.data, source.shipKey);
  if (source.origin === 'QUOTE' && quote.data)
    initial = bookingFromQuote(initial, quote.data, source.optionId, bookingToday());

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end" gap="xs">
        <Title order={1} size="h3">
          {source.origin === 'SHIPMENT' ? 'BOOK AGAIN' : 'NEW BOOKING'}
        </Title>
        <Anchor component="button" type="button" onClick={onCancel} size="sm">
          BACK TO BOOKINGS
        </Anchor>
      </Group>
      {source.origin === 'SHIPMENT' && (
        <Text size="sm" c="dimmed">{`PRE-FILLED FROM SHIPMENT ${source.shipKey}.`}</Text>
      )}
      {source.origin === 'QUOTE' && quote.data && (
        <Text size="sm" c="dimmed">{`PRE-FILLED FROM QUOTE ${quote.data.quoteNumber}.`}</Text>
      )}
      {pending ? (
        <Group justify="center" py="xl">
          <Loader aria-label="Loading the booking's pre-fill" />
        </Group>
      ) : (
        <>
          {failed && (
            <Alert color="orange" variant="light" role="alert">
              {BOOKING_TEXTS.prefillFailed}
            </Alert>
          )}
          <BookingForm initial={initial} onSubmitted={onSubmitted} onCancel={onCancel} />
        </>
      )}
    </Stack>
  );
}
