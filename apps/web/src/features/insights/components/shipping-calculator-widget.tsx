/**
 * SHIPPING CALCULATOR (issue 13, widget 15; not specified by hub §2, designed here): pick an origin and
 * a destination port (type-ahead, UN/LOCODE) and a mode; the widget shows the typical port-to-port
 * transit from the organisation group's past shipments on that lane (median, range, sample size) and
 * the well-to-wheel CO2e per tonne from the portal's emissions model (GLEC factors).
 */
import { Alert, Group, Loader, SegmentedControl, SimpleGrid, Stack, Text } from '@mantine/core';
import type { PortOption, TransitMode } from '@navia/domain/contracts/transit';
import { formatCo2e } from '@navia/domain/rules/emissions';
import { TRANSPORT_MODES } from '@navia/domain/rules/filters/catalogue';
import { useState } from 'react';
import { WIDGET_ERROR_TEXT, WidgetFrame } from '../../../components/dashboard/widget-frame.tsx';
import { PortInput } from '../../../components/port-input.tsx';
import type { WidgetProps } from '../../../lib/dashboard-widgets.ts';
import { formatNumber, useLocale } from '../../../lib/locale.ts';
import { useLaneEstimate } from '../api/transit.ts';

export const SHIPPING_TEXTS = {
  choose: 'Choose an origin port, a destination port and a mode to see the estimate.',
  noShipments: 'No past shipments on this lane: no transit time to show.',
  samePort: 'The origin and the destination are the same port.',
  transitNote: 'From departure to arrival of past shipments on this lane.',
  co2Note: 'Well-to-wheel, per tonne of cargo, from the port-to-port distance (GLEC factors).',
} as const;

const days = (value: number, locale: string) =>
  `${formatNumber(value, locale, { maximumFractionDigits: 1 })} days`;

export function ShippingCalculatorWidget({ item }: WidgetProps) {
  const [origin, setOrigin] = useState<PortOption | null>(null);
  const [destination, setDestination] = useState<PortOption | null>(null);
  const [mode, setMode] = useState<TransitMode>('SEA');
  const locale = useLocale();
  const samePort = Boolean(origin && destination && origin.RL_Code === destination.RL_Code);
  const estimate = useLaneEstimate({
    origin: samePort ? undefined : origin?.RL_Code,
    destination: destination?.RL_Code,
    mode,
  });

  return (
    <WidgetFrame title={item.componentNameValue}>
      <Stack gap="sm">
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
          <PortInput
            label="ORIGIN PORT"
            value={origin?.RL_Code ?? ''}
            onChange={(_, port) => setOrigin(port)}
          />
          <PortInput
            label="DESTINATION PORT"
            value={destination?.RL_Code ?? ''}
            onChange={(_, port) => setDestination(port)}
          />
        </SimpleGrid>
        <Stack gap={4}>
          <Text size="sm" fw={500} id="shipping-mode-label">
            MODE
          </Text>
          <SegmentedControl
            aria-labelledby="shipping-mode-label"
            value={mode}
            onChange={(value) => setMode(TRANSPORT_MODES.find((m) => m === value) ?? 'SEA')}
            data={TRANSPORT_MODES.map((m) => ({ value: m, label: m }))}
          />
        </Stack>
        <div aria-live="polite">
          {samePort ? (
            <Text size="sm" c="dimmed">
              {SHIPPING_TEXTS.samePort}
            </Text>
          ) : !origin || !destination ? (
            <Text size="sm" c="dimmed">
              {SHIPPING_TEXTS.choose}
            </Text>
          ) : estimate.isPending ? (
            <Group justify="center" py="sm">
              <Loader size="sm" aria-label="Loading" />
            </Group>
          ) : estimate.isError ? (
            <Alert color="red" variant="light" role="alert">
              {WIDGET_ERROR_TEXT}
            </Alert>
          ) : (
            <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
              <Stack gap={2}>
                <Text size="xs" fw={700} c="dimmed">
                  TYPICAL TRANSIT
                </Text>
                {estimate.data.transit ? (
                  <>
                    <Text size="xl" fw={700}>
                      {days(estimate.data.transit.medianDays, locale)}
                    </Text>
                    <Text size="sm">
                      {`Range ${days(estimate.data.transit.minDays, locale)} – ${days(estimate.data.transit.maxDays, locale)}`}
                    </Text>
                    <Text size="xs" c="dimmed">
                      {`Median of ${estimate.data.transit.sampleSize} past shipment${estimate.data.transit.sampleSize === 1 ? '' : 's'}. ${SHIPPING_TEXTS.transitNote}`}
                    </Text>
                  </>
                ) : (
                  <Text size="sm">{SHIPPING_TEXTS.noShipments}</Text>
                )}
              </Stack>
              <Stack gap={2}>
                <Text size="xs" fw={700} c="dimmed">
                  CO2E PER TONNE
                </Text>
                {estimate.data.co2ePerTonneKg === null ? (
                  <Text size="sm">Not available for these ports.</Text>
                ) : (
                  <>
                    <Text size="xl" fw={700}>
                      {formatCo2e(estimate.data.co2ePerTonneKg, locale)}
                    </Text>
                    {estimate.data.distanceKm !== null && (
                      <Text size="sm">{`${formatNumber(estimate.data.distanceKm, locale)} km charged`}</Text>
                    )}
                    <Text size="xs" c="dimmed">
                      {SHIPPING_TEXTS.co2Note}
                    </Text>
                  </>
                )}
              </Stack>
            </SimpleGrid>
          )}
        </div>
      </Stack>
    </WidgetFrame>
  );
}
