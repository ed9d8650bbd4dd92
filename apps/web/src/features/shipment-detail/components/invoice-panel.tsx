import { Text } from '@mantine/core';
import { DetailPanel } from '../../../components/shipment-summary/detail-panel.tsx';

/**
 * hub §2 invoice panel ("only their styling is specified"). The portal holds no invoices yet (they
 * come with the invoices issue), so the panel says there are none for this record.
 */
export function InvoicePanel() {
  return (
    <DetailPanel title="INVOICES">
      <Text size="sm" c="dimmed">
        NO INVOICES FOR THIS RECORD
      </Text>
    </DetailPanel>
  );
}
