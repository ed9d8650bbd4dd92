/**
 * The SHIPMENT CHAT panel of the detail screen (hub §2 "Chat panels"): the record's channel
 * (handshake shipmentId and DataSource); mentions offer the record's contacts. Given to the detail
 * page by the app layer (lib/record-chat-slot.ts). Changing the record or its data source starts
 * the chat afresh on the new channel (hub §4).
 */
import { CHAT_TEXTS } from '@navia/domain/rules/chat';
import type { RecordChatProps } from '../../../lib/record-chat-slot.ts';
import { ChatPanel } from './chat-panel.tsx';

export function RecordChat({ recordKey, DataSource, onRecordMarksChanged }: RecordChatProps) {
  return (
    <ChatPanel
      title={CHAT_TEXTS.shipmentChatTitle}
      tooltip={CHAT_TEXTS.shipmentChatTooltip}
      handshake={{ shipmentId: recordKey, DataSource }}
      mentions={{ kind: 'record', recordKey }}
      {...(onRecordMarksChanged ? { onRecordMarksChanged: () => onRecordMarksChanged() } : {})}
    />
  );
}
