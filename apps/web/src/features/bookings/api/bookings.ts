/**
 * The bookings calls (issue 18; contracts/bookings.ts): the list with its search, one booking, the
 * submit (idempotent by requestId), staff confirm and decline, the owner's cancel, the book-again
 * draft, the sailings of a lane and the port drop-down (hub §7 getVessels, getPortNamesInList), and
 * the quote a booking starts from; a booking's documents (listed, and uploaded one at a time).
 */
import {
  type Booking,
  bookingEndpoints,
  type SubmitBookingInput,
  type VesselOption,
} from '@navia/domain/contracts/bookings';
import { quoteEndpoints } from '@navia/domain/contracts/quotes';
import { TYPEAHEAD_MIN_CHARS } from '@navia/domain/rules/filters/constants';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api-client.ts';
import { type CancelSource, uploadDocumentTo } from '../../../lib/upload-document.ts';

/** The list pages through the bookings, newest first, 25 at a time. */
export const BOOKINGS_PAGE_SIZE = 25;

const bookingKeys = {
  list: (search: string, page: number) => ['bookings', 'list', search, page] as const,
  lists: ['bookings', 'list'] as const,
  one: (id: string) => ['bookings', 'one', id] as const,
  documents: (id: string) => ['bookings', 'one', id, 'documents'] as const,
  draft: (shipKey: string) => ['bookings', 'draft', shipKey] as const,
  vessels: (loadPort: string, dischargePort: string, date: string) =>
    ['bookings', 'vessels', loadPort, dischargePort, date] as const,
  ports: (text: string) => ['bookings', 'ports', text] as const,
};

export type BookingRow = Booking;

export function useBookings(search: string, page: number) {
  return useQuery({
    queryKey: bookingKeys.list(search, page),
    queryFn: ({ signal }) =>
      callEndpoint(
        bookingEndpoints.list,
        { body: { filter: search, batchNo: page, batchSize: BOOKINGS_PAGE_SIZE } },
        { signal },
      ),
    placeholderData: keepPreviousData,
  });
}

export function useBooking(bookingId: string) {
  return useQuery({
    queryKey: bookingKeys.one(bookingId),
    queryFn: async ({ signal }) =>
      (await callEndpoint(bookingEndpoints.getOne, { params: { bookingId } }, { signal })).booking,
  });
}

export function useBookingDocuments(bookingId: string) {
  return useQuery({
    queryKey: bookingKeys.documents(bookingId),
    queryFn: async ({ signal }) =>
      (await callEndpoint(bookingEndpoints.documents, { params: { bookingId } }, { signal })).result,
  });
}

/** POST /api/bookings/{bookingId}/documents: one file (multipart), cancellable by its source. */
export const uploadBookingDocument = (
  bookingId: string,
  form: FormData | null,
  source: CancelSource | null,
) => uploadDocumentTo(bookingEndpoints.uploadDocument, { bookingId }, form, source);

export function useUploadBookingDocument(bookingId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ form, source }: { form: FormData | null; source: CancelSource | null }) =>
      uploadBookingDocument(bookingId, form, source),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: bookingKeys.documents(bookingId) }),
  });
}

/** POST /api/bookings; the caller sends the same body (and requestId) on every retry. */
export function useSubmitBooking() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SubmitBookingInput) => callEndpoint(bookingEndpoints.submit, { body }),
    onSuccess: ({ booking }) => {
      queryClient.setQueryData(bookingKeys.one(booking._id), booking);
      void queryClient.invalidateQueries({ queryKey: bookingKeys.lists });
    },
  });
}

export type BookingActionRequest =
  | { kind: 'confirm' }
  | { kind: 'decline'; reason: string }
  | { kind: 'cancel' };

/** Staff confirm or decline, the owner cancels; the answer is the booking as it now is. */
export function useBookingAction(bookingId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (action: BookingActionRequest) => {
      const params = { bookingId };
      switch (action.kind) {
        case 'confirm':
          return (await callEndpoint(bookingEndpoints.confirm, { params, body: {} })).booking;
        case 'decline':
          return (await callEndpoint(bookingEndpoints.decline, { params, body: { reason: action.reason } }))
            .booking;
        case 'cancel':
          return (await callEndpoint(bookingEndpoints.cancel, { params, body: {} })).booking;
      }
    },
    onSuccess: (booking) => {
      queryClient.setQueryData(bookingKeys.one(bookingId), booking);
      void queryClient.invalidateQueries({ queryKey: bookingKeys.lists });
    },
  });
}

/** Book again: the draft a past shipment gives (GET /api/bookings/prefill?shipKey=). */
export function useBookingDraft(shipKey: string | null) {
  return useQuery({
    queryKey: bookingKeys.draft(shipKey ?? ''),
    queryFn: async ({ signal }) =>
      (await callEndpoint(bookingEndpoints.prefill, { query: { shipKey: shipKey ?? '' } }, { signal })).draft,
    enabled: shipKey !== null && shipKey !== '',
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/** The quote a booking starts from (GET /api/quotes/:quoteId). */
export function useQuoteForBooking(quoteId: string | null) {
  return useQuery({
    queryKey: ['quotes', 'one', quoteId ?? ''] as const,
    queryFn: async ({ signal }) =>
      (await callEndpoint(quoteEndpoints.getOne, { params: { quoteId: quoteId ?? '' } }, { signal })).quote,
    enabled: quoteId !== null && quoteId !== '',
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/** A stable key of a sailing for the select. */
export const vesselKey = (v: { vessel: string; voyage?: string | undefined }) =>
  `${v.vessel}|${v.voyage ?? ''}`;

const UN_LOCODE = /^[A-Z]{2}[A-Z2-9]{3}$/;

/** hub §7 getVessels {loadPort, dischargePort, date}: once both ports and the date are known. */
export function useVessels(loadPort: string, dischargePort: string, date: string) {
  return useQuery<VesselOption[]>({
    queryKey: bookingKeys.vessels(loadPort, dischargePort, date),
    queryFn: ({ signal }) =>
      callEndpoint(bookingEndpoints.getVessels, { body: { loadPort, dischargePort, date } }, { signal }),
    enabled:
      UN_LOCODE.test(loadPort) && UN_LOCODE.test(dischargePort) && loadPort !== dischargePort && date !== '',
    staleTime: 10 * 60_000,
  });
}

/** hub §7 getPortNamesInList: ports whose UN/LOCODE or name contains `text`, from 3 characters (hub §5). */
export function usePortOptions(text: string) {
  return useQuery({
    queryKey: bookingKeys.ports(text),
    queryFn: ({ signal }) =>
      callEndpoint(bookingEndpoints.getPortNamesInList, { body: { country: '', value: text } }, { signal }),
    enabled: text.length >= TYPEAHEAD_MIN_CHARS,
    staleTime: 10 * 60_000,
  });
}
