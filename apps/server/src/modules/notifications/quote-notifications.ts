/**
 * QUOTE notifications (issue 18): staff priced a manual quote, so its creator is told, with a link
 * to the quote on /quotes.
 *
 * As invite-notifications.ts: the audience is known when it happens (the quote's creator), so the
 * notification is stored inside the pricing transaction (it commits or rolls back with the price)
 * and pushed live after the commit with `pushQuoteNotifications`. A crash between the commit and
 * the push loses only the live push; the client reads the list when it reconnects. No e-mail is
 * queued (emailPendingSince null): the per-type e-mail preferences cover shipment events only.
 */
import type { AppContext } from '../../context.ts';
import type { Executor } from '../../db/client.ts';
import { presentLive } from './notifications.presenter.ts';
import * as repo from './notifications.repository.ts';

export type RaisedQuoteNotification = {
  quoteId: string;
  /** The users told, already filtered to active users with notifications on. */
  recipients: readonly string[];
  text: string;
  /** The quote's organisation group (null for a quote staff asked for themselves). */
  orgGroupId: string | null;
};

/** Where a quote notification leads: the quotes page with the quote open. */
const quoteRedirectUrl = (quoteId: string): string => `/quotes?quote=${encodeURIComponent(quoteId)}`;

/** Stores the notifications in the caller's transaction; answers them for the push after the commit. */
export async function storeQuoteNotifications(
  tx: Executor,
  input: RaisedQuoteNotification,
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
      eventType: 'QUOTE' as const,
      isConnect: false,
      text: input.text,
      redirectUrl: quoteRedirectUrl(input.quoteId),
      referenceId: input.quoteId,
      emailPendingSince: null,
      createdAt: now,
    })),
  );
}

/** The live push (hub §7 realtime "notification"), after the storing transaction committed. */
export function pushQuoteNotifications(ctx: AppContext, rows: readonly repo.NotificationRow[]): void {
  for (const row of rows) ctx.realtime.notifyUser(row.userId, 'notification', presentLive(row));
}
