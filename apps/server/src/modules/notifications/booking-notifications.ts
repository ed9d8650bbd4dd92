/**
 * BOOKING notifications (issue 18): a submitted booking tells its submitter that it was received;
 * staff confirming or declining it tell the submitter, with a link to the booking on /bookings.
 *
 * As invite-notifications.ts: the audience is known when it happens (the booking's submitter), so the
 * notification is stored inside the booking's transaction (it commits or rolls back with the change)
 * and pushed live after the commit with `pushBookingNotifications`. A crash between the commit and
 * the push loses only the live push; the client reads the list when it reconnects. The e-mails of
 * bookings go through the outbox directly (modules/bookings), so no digest is queued here
 * (emailPendingSince null).
 */
import type { AppContext } from '../../context.ts';
import type { Executor } from '../../db/client.ts';
import { presentLive } from './notifications.presenter.ts';
import * as repo from './notifications.repository.ts';

export type RaisedBookingNotification = {
  bookingId: string;
  /** The users told, already filtered to active users with notifications on. */
  recipients: readonly string[];
  text: string;
  /** The booking's organisation group. */
  orgGroupId: string;
};

/** Where a booking notification leads: the bookings page with the booking open. */
const bookingRedirectUrl = (bookingId: string): string =>
  `/bookings?booking=${encodeURIComponent(bookingId)}`;

/** Stores the notifications in the caller's transaction; answers them for the push after the commit. */
export async function storeBookingNotifications(
  tx: Executor,
  input: RaisedBookingNotification,
  now: Date,
): Promise<repo.NotificationRow[]> {
  const recipients = [...new Set(input.recipients)];
  return repo.insertNotifications(
    tx,
    recipients.map((userId) => ({
      userId,
      eventId: null,
      orgGroupId: input.orgGroupId,
      type: null,
      eventType: 'BOOKING' as const,
      isConnect: false,
      text: input.text,
      redirectUrl: bookingRedirectUrl(input.bookingId),
      referenceId: input.bookingId,
      emailPendingSince: null,
      createdAt: now,
    })),
  );
}

/** The live push (hub §7 realtime "notification"), after the storing transaction committed. */
export function pushBookingNotifications(ctx: AppContext, rows: readonly repo.NotificationRow[]): void {
  for (const row of rows) ctx.realtime.notifyUser(row.userId, 'notification', presentLive(row));
}
