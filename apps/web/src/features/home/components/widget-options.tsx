/**
 * The options of a configurable widget in /customize (hub §3 config, hub §6 presets): which
 * key-metric tiles (up to 8, from the tiles of the user's access mode), which preset searches on
 * each tab, which insights report.
 */
import { Alert, Button, Checkbox, Group, Loader, Modal, Radio, Stack, Text } from '@mantine/core';
import type { LayoutItem, LayoutItemConfig } from '@navia/domain/contracts/dashboard';
import {
  DELIVERY_PRESETS,
  type DeliveryPreset,
  INSIGHT_REPORTS,
  type InsightReportId,
  MAX_SELECTED_TILES,
  TRACKING_PRESETS,
  type TrackingPreset,
} from '@navia/domain/rules/dashboard/widgets';
import { useState } from 'react';
import { WIDGET_ERROR_TEXT } from '../../../components/dashboard/widget-frame.tsx';
import { useOfferedTiles } from '../api/offered-tiles.ts';

/** 'ARRIVING_5_DAYS' → 'ARRIVING IN 5 DAYS'; 'STORAGE_3_DAYS' → 'GOING INTO STORAGE IN 3 DAYS'. */
function presetLabel(preset: TrackingPreset | DeliveryPreset): string {
  const [what = '', days = ''] = preset.split('_');
  const verb = what === 'STORAGE' ? 'GOING INTO STORAGE' : what;
  return `${verb} IN ${days} DAYS`;
}

type Props = { item: LayoutItem; onClose: () => void; onApply: (config: LayoutItemConfig) => void };

export function WidgetOptions({ item, onClose, onApply }: Props) {
  const [config, setConfig] = useState<LayoutItemConfig>(item.config ?? {});
  return (
    <Modal opened onClose={onClose} title={`${item.componentNameValue.toUpperCase()} OPTIONS`} size="lg">
      <Stack gap="md">
        {item.componentName === 'KeyMetricTiles' && <TileOptions config={config} onChange={setConfig} />}
        {item.componentName === 'PresetSearches' && <PresetOptions config={config} onChange={setConfig} />}
        {item.componentName === 'InsightsReport' && (
          <Radio.Group
            label="REPORT"
            value={config.reportId ?? INSIGHT_REPORTS[0].id}
            onChange={(value) => setConfig({ ...config, reportId: value as InsightReportId })}
          >
            <Stack gap="xs" mt="xs">
              {INSIGHT_REPORTS.map((r) => (
                <Radio key={r.id} value={r.id} label={r.title} />
              ))}
            </Stack>
          </Radio.Group>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            CANCEL
          </Button>
          <Button
            onClick={() => {
              onApply(config);
              onClose();
            }}
          >
            APPLY
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

type OptionProps = { config: LayoutItemConfig; onChange: (config: LayoutItemConfig) => void };

function TileOptions({ config, onChange }: OptionProps) {
  const tiles = useOfferedTiles(true);
  if (tiles.isPending) return <Loader size="sm" aria-label="Loading the tiles" />;
  if (tiles.isError)
    return (
      <Alert color="red" role="alert">
        {WIDGET_ERROR_TEXT}
      </Alert>
    );
  const offered = tiles.data;
  const current =
    config.selectedItems?.map((s) => s.key) ??
    offered
      .filter((t) => t.order !== null)
      .sort((a, b) => (a.order ?? 0) - (b.order ?? 0))
      .map((t) => t.key);
  const full = current.length >= MAX_SELECTED_TILES;
  return (
    <Checkbox.Group
      label="KEY METRICS"
      description={`Choose up to ${MAX_SELECTED_TILES} tiles (${current.length} selected).`}
      value={current}
      onChange={(keys) => {
        // Keep the chosen order: the ones kept, then the new ones.
        const kept = current.filter((k) => keys.includes(k));
        const added = keys.filter((k) => !kept.includes(k));
        onChange({
          ...config,
          selectedItems: [...kept, ...added].slice(0, MAX_SELECTED_TILES).map((key) => ({ key })),
        });
      }}
    >
      <Stack gap="xs" mt="xs">
        {offered.map((t) => (
          <Checkbox key={t.key} value={t.key} label={t.text} disabled={full && !current.includes(t.key)} />
        ))}
      </Stack>
    </Checkbox.Group>
  );
}

function PresetOptions({ config, onChange }: OptionProps) {
  const tracking = config.trackingPresets ?? [...TRACKING_PRESETS];
  const deliveries = config.deliveriesPresets ?? [...DELIVERY_PRESETS];
  return (
    <>
      <Text size="sm" c="dimmed">
        A tab shows when at least one of its presets is chosen and you have access to it.
      </Text>
      <Checkbox.Group
        label="TRACKING SEARCHES"
        value={tracking}
        onChange={(v) =>
          onChange({ ...config, trackingPresets: TRACKING_PRESETS.filter((p) => v.includes(p)) })
        }
      >
        <Stack gap="xs" mt="xs">
          {TRACKING_PRESETS.map((p) => (
            <Checkbox key={p} value={p} label={presetLabel(p)} />
          ))}
        </Stack>
      </Checkbox.Group>
      <Checkbox.Group
        label="DELIVERY SEARCHES"
        value={deliveries}
        onChange={(v) =>
          onChange({ ...config, deliveriesPresets: DELIVERY_PRESETS.filter((p) => v.includes(p)) })
        }
      >
        <Stack gap="xs" mt="xs">
          {DELIVERY_PRESETS.map((p) => (
            <Checkbox key={p} value={p} label={presetLabel(p)} />
          ))}
        </Stack>
      </Checkbox.Group>
    </>
  );
}
