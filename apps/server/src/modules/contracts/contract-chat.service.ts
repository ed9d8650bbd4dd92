/**
 * The contract chat (issue 16; connect §4 chat panel, §7 addToChat): the chat's channels with the
 * contract as the channel's kind (modules/chat, decision 017). A contract has one channel, of its
 * organisation group, made on first use; its parties and staff join it through the /chat
 * namespace with the handshake {channelId} (who may join is findVisibleContract's answer).
 * addToChat asks the provider's admin in: the channel waits in the staff inbox, as after a
 * customer's talk to a representative.
 */
import { PROVIDER_NAME } from '@navia/domain/constants';
import { isStaff } from '@navia/domain/rules/access';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Scope } from '../../lib/scope.ts';
import { findOrCreateContractChannel } from '../chat/chat.repository.ts';
import { assertChatAvailable, type ChatCaller } from '../chat/chat.service.ts';
import { requestRepresentative } from '../chat/chat-messages.service.ts';
import { dispatchSoon } from '../notifications/notification-dispatch.ts';
import { findVisibleContract } from './contract-access.repository.ts';
import { recordHistory } from './contract-workflow.service.ts';

const notFound = () => new AppError('NOT_FOUND');

/**
 * The id of the contract's chat channel, made on first use, for a contract the scope sees (404
 * otherwise). GET /api/connect/contracts/{id} answers it as chatChannelId, so the panel can open it.
 */
export async function ensureContractChannel(
  ctx: AppContext,
  scope: Scope,
  contractId: string,
): Promise<string> {
  const db = ctx.database.db;
  const contract = await findVisibleContract(db, scope, contractId);
  if (!contract) throw notFound();
  return (await findOrCreateContractChannel(db, contract)).id;
}

/** The message that asks the admin in, in the asker's name. */
const askText = (referenceNumber: string) =>
  `Asked ${PROVIDER_NAME} to join the chat of contract ${referenceNumber}.`;

/**
 * POST addToChat {id}: a party asks the provider's admin into the contract's chat. The channel is
 * made if need be, a request is stored as the caller's message (once while it waits), the
 * contract's history records it and its followers hear of it (CONTRACT notification). Staff are the admin already: they are answered the channel only.
 * Chat off for the caller (view-as an organisation, secret or local mode) answers 403 as the chat's
 * own REST calls do.
 */
export async function addToChat(ctx: AppContext, caller: ChatCaller, contractId: string) {
  const db = ctx.database.db;
  const contract = await findVisibleContract(db, caller.scope, contractId);
  if (!contract) throw notFound();
  assertChatAvailable(caller);
  const channel = await findOrCreateContractChannel(db, contract);
  if (isStaff(caller.scope.role)) return { chatChannelId: channel.id };
  const { requested } = await requestRepresentative(ctx, caller, channel, askText(contract.referenceNumber));
  if (requested) {
    const actor = { userId: caller.scope.userId, name: caller.user.fullname };
    const notification = await db.transaction((tx) =>
      recordHistory(ctx, tx, actor, contract, {
        action: 'addToChat',
        fromStatus: contract.status,
        toStatus: contract.status,
        changes: `${PROVIDER_NAME} asked to join the chat`,
      }),
    );
    void dispatchSoon(ctx, [notification]);
  }
  return { chatChannelId: channel.id };
}
