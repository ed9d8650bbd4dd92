import { Group } from '@mantine/core';
import { SHIPMENT_CHAT_TITLE, SHIPMENT_CHAT_TOOLTIP } from '@navia/domain/rules/detail-panels';
import { HelpTooltip } from '../../../components/help-tooltip.tsx';
import { DetailPanel } from '../../../components/shipment-summary/detail-panel.tsx';
import { type RecordChatProps, useRecordChat } from '../../../lib/record-chat-slot.ts';

/**
 * hub §2 "Chat panels": the record's SHIPMENT CHAT. The chat comes from the chat feature, given by
 * the app layer (lib/record-chat-slot.ts); without it the panel shows its title and tooltip only.
 */
export function ShipmentChatPanel({ chat }: { chat: RecordChatProps }) {
  const RecordChat = useRecordChat();
  if (RecordChat) return <RecordChat {...chat} />;
  return (
    <DetailPanel
      title={
        <Group gap={6} component="span">
          {SHIPMENT_CHAT_TITLE}
          <HelpTooltip label={SHIPMENT_CHAT_TOOLTIP} />
        </Group>
      }
    >
      {null}
    </DetailPanel>
  );
}
