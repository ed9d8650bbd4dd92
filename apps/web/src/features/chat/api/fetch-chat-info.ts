/** The chatInfo request (api/chat-info.ts loads it on demand). */
import { type ChatInfo, chatEndpoints } from '@navia/domain/contracts/chat';
import { callEndpoint } from '../../../lib/api-client.ts';

export const fetchChatInfo = (signal: AbortSignal): Promise<ChatInfo> =>
  callEndpoint(chatEndpoints.chatInfo, {}, { signal });
