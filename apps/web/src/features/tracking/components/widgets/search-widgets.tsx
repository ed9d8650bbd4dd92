/**
 * TRACKING SEARCH and DELIVERY SEARCH widgets (issue 13 items 6 and 7; hub §2 "Search bar
 * behaviour"): a search bar whose general term runs on /tracking/All or /delivery/All, as the
 * search pages read it (a GeneralSearch filter group, advancedSearch=0). The filters, saved
 * searches and the type switch stay on the search pages.
 */
import { Box, Button, Group, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { WidgetFrame } from '../../../../components/dashboard/widget-frame.tsx';
import type { WidgetProps } from '../../../../lib/dashboard-widgets.ts';
import { type DashboardSearchType, generalSearchPath } from './dashboard-searches.ts';

const LABELS: Readonly<Record<DashboardSearchType, string>> = {
  tracking: 'Search shipments and orders',
  deliveries: 'Search deliveries',
};

function SearchWidget({ item, type }: WidgetProps & { type: DashboardSearchType }) {
  const navigate = useNavigate();
  const [term, setTerm] = useState('');
  return (
    <WidgetFrame title={item.componentNameValue}>
      <Box
        component="form"
        role="search"
        aria-label={item.componentNameValue}
        onSubmit={(e) => {
          e.preventDefault();
          navigate(generalSearchPath(type, term));
        }}
      >
        <Group gap="xs" wrap="nowrap" align="flex-end">
          <TextInput
            flex={1}
            miw={0}
            aria-label={LABELS[type]}
            placeholder="Shipment, order, bill, container, SKU, ASN, carrier…"
            leftSection={<IconSearch size={16} aria-hidden />}
            value={term}
            onChange={(e) => setTerm(e.currentTarget.value)}
          />
          <Button type="submit">SEARCH</Button>
        </Group>
      </Box>
    </WidgetFrame>
  );
}

export function TrackingSearchWidget({ item }: WidgetProps) {
  return <SearchWidget item={item} type="tracking" />;
}

export function DeliverySearchWidget({ item }: WidgetProps) {
  return <SearchWidget item={item} type="deliveries" />;
}
