/**
 * The CONTRACT CHAT panel of a contract's page (issue 16; connect §2 "contract chat panel", §4): the
 * contract's channel opened by id (handshake {channelId}); it toggles, pulses on a new message while
 * collapsed, and a mention can be cleared, as every chat panel does. The contract page gives the
 * panel its own actions (ADD ADMIN TO CHAT). Given to that page by the app layer (app/routes.tsx).
 */
import type { ReactNode } from 'react';
import { ChatPanel } from './chat-panel.tsx';

const CONTRACT_CHAT_TITLE = 'CONTRACT CHAT';
const CONTRACT_CHAT_TOOLTIP =
  'The buyer, the seller and, when asked in, the provider’s admin talk about this contract here.';

export function ContractChat({ channelId, actions }: { channelId: string; actions?: ReactNode }) {
  return (
    <ChatPanel
      title={CONTRACT_CHAT_TITLE}
      tooltip={CONTRACT_CHAT_TOOLTIP}
      handshake={{ channelId }}
      mentions={{ kind: 'none' }}
      actions={actions}
    />
  );
}
