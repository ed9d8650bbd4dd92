import { ActionIcon, Group, Tooltip } from '@mantine/core';
import { SHIPMENT_CHAT_TITLE, SHIPMENT_CHAT_TOOLTIP } from '@navia/domain/rules/detail-panels';
import { IconInfoCircle } from '@tabler/icons-react';
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
          <Tooltip
            label={SHIPMENT_CHAT_TOOLTIP}
            multiline
            maw={260}
            events={{ hover: true, focus: true, touch: true }}
          >
            <ActionIcon variant="subtle" size="sm" aria-label={SHIPMENT_CHAT_TOOLTIP}>
              <IconInfoCircle size={16} aria-hidden />
            </ActionIcon>
          </Tooltip>
        </Group>
      }
    >
      {null}
    </DetailPanel>
  );
}
