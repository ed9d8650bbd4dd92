/**
 * CONTRACT notifications (connect §3 notification payload; issue 16): every change a contract's
 * history records also tells its followers, through the notifications outbox (decision 016), in the
 * change's transaction. The dispatcher decides who: subscribers (contractsToNotify: the creator and
 * assigned users are subscribed, and may unsubscribe) and the party the contract now awaits (the
 * counterparty's users, or the owning group's client admins as approver), less the actor, and only
 * those who still see the contract.
 */
import type { ContractAction, ContractStatus } from '@navia/domain/rules/contracts/workflow';
import { joinNotificationText } from '@navia/domain/rules/notifications';
import type { AppContext } from '../../context.ts';
import type { Executor } from '../../db/client.ts';
import type { VisibleRecord } from '../../lib/visible-record.ts';
import { raiseContractEvent } from '../notifications/notification-dispatch.ts';
import type { ContractRow } from './contract-access.repository.ts';

/** What the main line says was done (the status follows in a detail line when it moved). */
const DONE: Record<ContractAction, string> = {
  create: 'CREATED',
  childCreate: 'CHILD CONTRACT CREATED',
  edit: 'EDITED',
  submitSkus: 'SKUS CHANGED',
  accept: 'ACCEPTED',
  reject: 'REJECTED',
  cancel: 'CANCELLED',
  approveExisting: 'APPROVED',
  rejectChild: 'REJECTED',
  deleteChild: 'DELETED',
  editChild: 'EDITED',
  skuQtyConfirm: 'QUANTITIES CONFIRMED',
  assignUser: 'ASSIGNED',
  subscribe: 'SUBSCRIBED',
  addToChat: 'ADMIN ADDED TO CHAT',
  transport: 'TRANSPORT UPDATED',
};

/**
 * The notification's text: 'PO-2026-0412: ACCEPTED by Mei Ling Tan', then the new status when it
 * moved and what changed. An amendment reads AMENDED; the system's steps name only the status.
 */
export function contractNotificationText(input: {
  referenceNumber: string;
  action: ContractAction;
  actorName: string | null;
  fromStatus: ContractStatus | null;
  toStatus: ContractStatus;
  changes: string;
}): string {
  const moved = input.fromStatus !== input.toStatus;
  const done = input.toStatus === 'AMENDED' && moved ? 'AMENDED' : DONE[input.action];
  const main =
    input.actorName === null
      ? `${input.referenceNumber}: ${input.toStatus}`
      : `${input.referenceNumber}: ${done} by ${input.actorName}`;
  const details = [
    ...(moved && input.actorName !== null && input.toStatus !== done ? [`Status: ${input.toStatus}`] : []),
    ...(input.changes ? [input.changes] : []),
  ];
  return joinNotificationText(main, details);
}

/** Raises the notification of a change in the change's transaction; answers the event id. */
export function raiseContractNotification(
  ctx: AppContext,
  tx: Executor,
  input: { contract: VisibleRecord<ContractRow>; text: string; actorUserId: string | null },
): Promise<number> {
  return raiseContractEvent(ctx, tx, {
    orgGroupId: input.contract.orgGroupId,
    contractId: input.contract.id,
    text: input.text,
    redirectUrl: `/connect/contracts/${input.contract.id}`,
    excludeUserIds: input.actorUserId ? [input.actorUserId] : [],
  });
}
