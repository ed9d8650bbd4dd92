import { ActionIcon, Group, Tooltip } from '@mantine/core';
import { SHIPMENT_CHAT_TITLE, SHIPMENT_CHAT_TOOLTIP } from '@navia/domain/rules/detail-panels';
import { IconInfoCircle } from '@tabler/icons-react';
import { DetailPanel } from '../../../components/shipment-summary/detail-panel.tsx';

/** hub §2 "Chat panels": the shipment chat's title and tooltip; the chat itself comes with the chat issue. */
export function ShipmentChatPanel() {
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
