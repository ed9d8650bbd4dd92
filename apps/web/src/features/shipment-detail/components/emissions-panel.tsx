import { Group, Loader, SegmentedControl, Stack, Text } from '@mantine/core';
import {
  DEFAULT_EMISSION_PERIOD,
  EMISSION_PERIODS,
  EMISSIONS_ERROR_TEXT,
  type EmissionPeriod,
  formatCo2e,
} from '@navia/domain/rules/emissions';
import { useState } from 'react';
import { DetailPanel } from '../../../components/shipment-summary/detail-panel.tsx';
import { useLocale } from '../../../lib/locale.ts';
import { usePeriodEmission, useRecordEmission } from '../api/shipment-detail.ts';

const MODE_LABELS = { SEA_CONTAINER: 'SEA', AIR: 'AIR', ROAD: 'ROAD' } as const;

/**
 * CO2 (issue 4): this record's well-to-wheel CO2e, and the caller's shipments over a period of 90
 * (default), 30 or 15 days (hub §9); a failure shows 'AN ERROR OCCURRED' beside the period filter.
 */
export function EmissionsPanel({ recordKey }: { recordKey: string }) {
  const [days, setDays] = useState<EmissionPeriod>(DEFAULT_EMISSION_PERIOD);
  const record = useRecordEmission(recordKey);
  const period = usePeriodEmission(days);
  const locale = useLocale();
  return (
    <DetailPanel title="CO2 EMISSIONS">
      <Stack gap="sm">
        <div>
          <Text size="xs" fw={600} c="dimmed">
            THIS RECORD (CO2e, WELL-TO-WHEEL)
          </Text>
          {record.isPending && <Loader size="xs" aria-label="Loading emissions" />}
          {record.isError && (
            <Text size="sm" c="red" role="alert">
              {EMISSIONS_ERROR_TEXT}
            </Text>
          )}
          {record.data && (
            <>
              <Text size="xl" fw={700} data-testid="record-co2e">
                {record.data.totalCO2e === null ? 'NOT AVAILABLE' : formatCo2e(record.data.totalCO2e, locale)}
              </Text>
              {record.data.byMode.length > 1 && (
                <Text size="xs" c="dimmed">
                  {record.data.byMode
                    .map((m) => `${MODE_LABELS[m.mode]} ${formatCo2e(m.totalCO2e, locale)}`)
                    .join(' · ')}
                </Text>
              )}
            </>
          )}
        </div>
        <div>
          <Group justify="space-between" gap="xs" align="center">
            <Text size="xs" fw={600} c="dimmed" id="co2-period-label">
              ALL MY SHIPMENTS, LAST
            </Text>
            <Group gap="xs">
              {period.isError && (
                <Text size="xs" c="red" fw={700} role="alert">
                  {EMISSIONS_ERROR_TEXT}
                </Text>
              )}
              <SegmentedControl
                size="xs"
                aria-labelledby="co2-period-label"
                value={String(days)}
                onChange={(value) => setDays(Number(value) as EmissionPeriod)}
                data={EMISSION_PERIODS.map((p) => ({ value: String(p), label: `${p} DAYS` }))}
              />
            </Group>
          </Group>
          {period.isPending && <Loader size="xs" aria-label="Loading emissions for the period" />}
          {period.data && (
            <Text size="md" fw={700} mt={4}>
              {period.data.totalCO2e === null ? 'NOT AVAILABLE' : formatCo2e(period.data.totalCO2e, locale)}
              <Text span size="xs" c="dimmed" fw={500}>
                {' '}
                over {period.data.shipments} shipments
              </Text>
            </Text>
          )}
        </div>
      </Stack>
    </DetailPanel>
  );
}
