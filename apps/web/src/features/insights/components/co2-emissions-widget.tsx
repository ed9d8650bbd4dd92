/**
 * CO2 EMISSIONS widget (hub §2, issue 13 item 14): the organisation group's well-to-wheel CO2e over
 * the last 90 (default), 30 or 15 days by transport mode, from hub §7's
 * GET /api/shipments/coEmission/all?days. hub §4: reloads when the period changes; hub §8: 'AN
 * ERROR OCCURRED' beside the period choice on failure; hub §9: 2 decimals plus KGS.
 */
import { Group, Progress, SegmentedControl, Stack, Text } from '@mantine/core';
import {
  DEFAULT_EMISSION_PERIOD,
  EMISSION_MODES,
  EMISSION_PERIODS,
  EMISSIONS_ERROR_TEXT,
  type EmissionMode,
  type EmissionPeriod,
  formatCo2e,
} from '@navia/domain/rules/emissions';
import { useId, useState } from 'react';
import { WidgetFrame } from '../../../components/dashboard/widget-frame.tsx';
import type { WidgetProps } from '../../../lib/dashboard-widgets.ts';
import { formatNumber, useLocale } from '../../../lib/locale.ts';
import { useCo2Emissions } from '../api/insights.ts';

const MODE_LABELS: Record<EmissionMode, string> = {
  SEA_CONTAINER: 'SEA',
  AIR: 'AIR',
  ROAD: 'ROAD',
};
const MODE_COLOURS: Record<EmissionMode, string> = { SEA_CONTAINER: 'blue', AIR: 'orange', ROAD: 'green' };
const NO_EMISSIONS_TEXT = 'No shipments departed in this period.';

export function Co2EmissionsWidget({ item }: WidgetProps) {
  const [days, setDays] = useState<EmissionPeriod>(DEFAULT_EMISSION_PERIOD);
  const query = useCo2Emissions(days);
  const locale = useLocale();
  const labelId = useId();
  const data = query.data;
  const byMode = EMISSION_MODES.map((mode) => ({
    mode,
    kg: data?.byMode.find((m) => m.mode === mode)?.totalCO2e ?? 0,
  }));
  const max = Math.max(0, ...byMode.map((m) => m.kg));

  return (
    <WidgetFrame
      title={item.componentNameValue}
      actions={
        <Group gap="xs" wrap="nowrap">
          {query.isError && (
            <Text size="xs" c="red" role="alert" fw={600}>
              {EMISSIONS_ERROR_TEXT}
            </Text>
          )}
          <span id={labelId} hidden>
            Period in days
          </span>
          <SegmentedControl
            size="xs"
            aria-labelledby={labelId}
            value={String(days)}
            onChange={(v) => setDays(Number(v) as EmissionPeriod)}
            data={EMISSION_PERIODS.map((d) => ({ value: String(d), label: `${d} DAYS` }))}
          />
        </Group>
      }
      state={
        query.isLoading
          ? { status: 'loading' }
          : query.isError
            ? { status: 'empty', message: '—' }
            : !data || data.shipments === 0
              ? { status: 'empty', message: NO_EMISSIONS_TEXT }
              : { status: 'ready' }
      }
    >
      {data && (
        <Stack gap="sm">
          <Text size="xl" fw={700}>
            {formatCo2e(data.totalCO2e ?? 0, locale)}
          </Text>
          <Text size="xs" c="dimmed">
            {`CO2e well-to-wheel of ${formatNumber(data.shipments, locale)} shipments departed in the last ${days} days`}
          </Text>
          <Stack gap={6} component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
            {byMode.map((m) => (
              <li key={m.mode}>
                <Group justify="space-between" gap="xs">
                  <Text size="sm">{MODE_LABELS[m.mode]}</Text>
                  <Text size="sm" fw={500}>
                    {formatCo2e(m.kg, locale)}
                  </Text>
                </Group>
                <Progress
                  value={max > 0 ? (m.kg / max) * 100 : 0}
                  color={MODE_COLOURS[m.mode]}
                  size="sm"
                  aria-label={`${MODE_LABELS[m.mode]} ${formatCo2e(m.kg, locale)}`}
                />
              </li>
            ))}
          </Stack>
        </Stack>
      )}
    </WidgetFrame>
  );
}
