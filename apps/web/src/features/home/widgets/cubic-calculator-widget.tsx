/**
 * The cubic calculator (issue 13 item 10; hub §5, §9): CALCULATE CUBIC METERS (mm/cm/m) and
 * CALCULATE CUBIC FEET (inch/feet/yard). The result (3 decimals, m³ or ft³: the spec's m2/ft2 is a
 * typo for a volume) appears only when length, width, height, quantity and unit are all present.
 */
import { NumberInput, Select, SimpleGrid, Stack, Tabs, Text } from '@mantine/core';
import {
  CUBIC_TAB_LABELS,
  CUBIC_TABS,
  CUBIC_UNITS,
  type CubicTab,
  type CubicUnit,
  cubicVolume,
  formatCubic,
} from '@navia/domain/rules/dashboard/cubic';
import { useState } from 'react';
import { WidgetFrame } from '../../../components/dashboard/widget-frame.tsx';
import type { WidgetProps } from '../../../lib/dashboard-widgets.ts';

type Field = 'length' | 'width' | 'height' | 'quantity';
type Values = Record<Field, number | null>;
const EMPTY: Values = { length: null, width: null, height: null, quantity: null };

const DEFAULT_UNIT: Record<CubicTab, CubicUnit> = { meters: 'm', feet: 'feet' };

const toNumber = (value: string | number): number | null => {
  if (value === '' || value === null) return null;
  const n = typeof value === 'number' ? value : Number(value);
  return Number.isFinite(n) && n >= 0 ? n : null;
};

function CubicForm({ tab }: { tab: CubicTab }) {
  const [values, setValues] = useState<Values>(EMPTY);
  const [unit, setUnit] = useState<CubicUnit | null>(DEFAULT_UNIT[tab]);
  const volume = cubicVolume({ ...values, unit });
  const set = (field: Field) => (value: string | number) =>
    setValues((v) => ({ ...v, [field]: toNumber(value) }));
  const dimension = (field: Field, label: string) => (
    <NumberInput
      label={label}
      min={0}
      allowNegative={false}
      decimalScale={field === 'quantity' ? 0 : 4}
      hideControls
      onChange={set(field)}
      size="xs"
    />
  );
  return (
    <Stack gap="xs" pt="xs">
      <SimpleGrid cols={{ base: 2, xs: 3 }} spacing="xs">
        {dimension('length', 'LENGTH')}
        {dimension('width', 'WIDTH')}
        {dimension('height', 'HEIGHT')}
        <Select
          label="UNIT"
          data={CUBIC_UNITS[tab].map((u) => ({ value: u, label: u }))}
          value={unit}
          onChange={(u) => setUnit(u as CubicUnit | null)}
          allowDeselect={false}
          size="xs"
        />
        {dimension('quantity', 'QUANTITY')}
      </SimpleGrid>
      <Text size="sm" aria-live="polite" data-testid={`cubic-result-${tab}`}>
        {volume === null ? (
          <Text span c="dimmed" size="sm">
            Enter length, width, height, quantity and unit.
          </Text>
        ) : (
          <>
            RESULT:{' '}
            <Text span fw={700} size="sm">
              {formatCubic(volume, tab)}
            </Text>
          </>
        )}
      </Text>
    </Stack>
  );
}

export function CubicCalculatorWidget({ item }: WidgetProps) {
  return (
    <WidgetFrame title={item.componentNameValue}>
      <Tabs defaultValue="meters" keepMounted={false}>
        <Tabs.List grow>
          {CUBIC_TABS.map((tab) => (
            <Tabs.Tab key={tab} value={tab} fz="xs">
              {CUBIC_TAB_LABELS[tab]}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        {CUBIC_TABS.map((tab) => (
          <Tabs.Panel key={tab} value={tab}>
            <CubicForm tab={tab} />
          </Tabs.Panel>
        ))}
      </Tabs>
    </WidgetFrame>
  );
}
