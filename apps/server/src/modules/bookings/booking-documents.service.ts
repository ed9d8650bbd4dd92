/**
 * A booking's documents (issue 18: "notes; documents" on the booking form). They are record
 * documents (record_documents) of the booking's organisation group, keyed by the booking's number
 * while it waits for staff, and by its shipment's key once confirmed: confirming moves them
 * (bookings.repository moveBookingDocuments), so the shipment's detail screen lists them too. A
 * declined or cancelled booking takes no more. Downloads go through the shipment documents'
 * download (GET /api/shipments/documents/{documentId}), scoped by the organisation group.
 */
import type { EDocument } from '@navia/domain/contracts/shipment-detail';
import type { Executor } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Scope } from '../../lib/scope.ts';
import {
  type DocumentCaller,
  type DocumentStoreDeps,
  storeRecordDocument,
  type UploadedDocument,
} from '../shipment-detail/record-documents.ts';
import { presentDocument } from '../shipment-detail/shipment-detail.presenter.ts';
import { findDocuments } from '../shipment-detail/shipment-detail.repository.ts';
import { bookingNumber } from './bookings.presenter.ts';
import * as repo from './bookings.repository.ts';

/** The security log tells a booking's documents from a shipment's by this detail. */
const AUDIT_DETAIL = 'BOOKING';

/** Where a booking's documents are kept: its number until it is a shipment, then the shipment's key. */
function documentKeyOf(booking: Pick<repo.StoredBooking, 'status' | 'shipKey' | 'seq'>): string {
  return booking.status === 'CONFIRMED' && booking.shipKey ? booking.shipKey : bookingNumber(booking.seq);
}

/** A declined or cancelled booking takes no more documents (409). */
function openForDocuments<T extends Pick<repo.StoredBooking, 'status'>>(booking: T): T {
  if (booking.status === 'DECLINED' || booking.status === 'CANCELLED') {
    throw new AppError('CONFLICT', {
      message: `This booking is ${booking.status.toLowerCase()}: it takes no more documents.`,
    });
  }
  return booking;
}

async function visibleBooking(deps: DocumentStoreDeps, scope: Scope, bookingId: string) {
  const booking = await repo.findVisibleBooking(deps.ctx.database.db, scope, bookingId);
  if (!booking) throw new AppError('NOT_FOUND');
  return booking;
}

/** GET /api/bookings/{bookingId}/documents */
export async function listBookingDocuments(
  deps: DocumentStoreDeps,
  scope: Scope,
  bookingId: string,
): Promise<{ result: EDocument[] }> {
  const booking = await visibleBooking(deps, scope, bookingId);
  const keys = [...new Set([bookingNumber(booking.seq), documentKeyOf(booking)])];
  const rows = await findDocuments(deps.ctx.database.db, booking, keys);
  return { result: rows.map(presentDocument) };
}

/** POST /api/bookings/{bookingId}/documents (multipart documentType, file) */
export async function uploadBookingDocument(
  deps: DocumentStoreDeps,
  caller: DocumentCaller,
  bookingId: string,
  upload: UploadedDocument,
): Promise<{ document: EDocument }> {
  const booking = openForDocuments(await visibleBooking(deps, caller.scope, bookingId));
  // The key is read again under the booking's lock: a confirmation moving the documents meanwhile
  // either ran first (the shipment's key) or waits for this one (and moves it).
  const recordKey = async (tx: Executor) =>
    documentKeyOf(openForDocuments((await repo.lockBooking(tx, booking.id)) ?? booking));
  const document = await storeRecordDocument(
    deps,
    caller,
    { record: booking, recordKey, auditDetail: AUDIT_DETAIL },
    upload,
  );
  return { document };
}
