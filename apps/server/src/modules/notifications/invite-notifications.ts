/**
 * INVITE notifications (issue 17, connect §3 "eventType CONTRACT or INVITE"): an invite answered or
 * a partner signed up tells the inviter (and the inviter entity's users who receive invites); a new
 * in-portal invite tells the invited entity's admins and receivers.
 *
 * Unlike shipment and contract events, the audience of an invite is known when it happens, so the
 * notifications themselves are stored inside the caller's transaction (never lost: they commit or
 * roll back with the change, like the outbox rows of decision 016), and are pushed live after the
 * commit with `pushInviteNotifications`. A crash between the commit and the push loses only the
 * live push; the client reads the list when it reconnects. The notification_events outbox needs an
 * organisation group, which a trusted-party inviter does not have.
 */
import type { AppContext } from '../../context.ts';
import type { Executor } from '../../db/client.ts';
import { presentLive } from './notifications.presenter.ts';
import * as repo from './notifications.repository.ts';

export type RaisedInviteNotification = {
  inviteId: string;
  /** The users told, already filtered to active users with notifications on. */
  recipients: readonly string[];
  text: string;
  redirectUrl: string;
  /** The recipients' group, when the recipients are a group's users. */
  orgGroupId: string | null;
};

/** Stores the notifications in the caller's transaction; answers them for the push after the commit. */
export async function storeInviteNotifications(
  tx: Executor,
  input: RaisedInviteNotification,
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
      eventType: 'INVITE' as const,
      isConnect: true,
      text: input.text,
      redirectUrl: input.redirectUrl,
      referenceId: input.inviteId,
      emailPendingSince: null,
      createdAt: now,
    })),
  );
}

/** The live push (hub §7 realtime "notification"), after the storing transaction committed. */
export function pushInviteNotifications(ctx: AppContext, rows: readonly repo.NotificationRow[]): void {
  for (const row of rows) ctx.realtime.notifyUser(row.userId, 'notification', presentLive(row));
}
