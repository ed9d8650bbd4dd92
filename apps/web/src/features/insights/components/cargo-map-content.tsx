/**
 * The body of the cargo map (issue 13), shared by the CargoMap widget and the view on /insights: a
 * summary with the legend, a MAP / LIST switch (the list is the keyboard and screen-reader
 * alternative), the map in its lazy chunk, and the note that positions are interpolated.
 */
import { Center, Group, Loader, SegmentedControl, Stack, Text, useComputedColorScheme } from '@mantine/core';
import type { InTransitResponse } from '@navia/domain/contracts/transit';
import { lazy, Suspense, useState } from 'react';
import { useNavigate } from 'react-router';
import { CargoMapList } from './cargo-map-list.tsx';
import { CARGO_MAP_CLASSES, CARGO_MAP_TEXTS } from './cargo-map-rules.ts';

const CargoMapChart = lazy(() => import('./cargo-map-chart.tsx').then((m) => ({ default: m.CargoMapChart })));

type View = 'map' | 'list';

function summaryOf(data: InTransitResponse): string {
  const shown = data.shipments.length;
  const count = shown < data.totalCount ? `${shown} of ${data.totalCount}` : `${data.totalCount}`;
  return `${count} shipment${data.totalCount === 1 ? '' : 's'} in transit · ${data.lateCount} at late risk`;
}

export function CargoMapContent({ data, height }: { data: InTransitResponse; height: number }) {
  const [view, setView] = useState<View>('map');
  const navigate = useNavigate();
  const summary = summaryOf(data);
  const dark = useComputedColorScheme('light') === 'dark';

  return (
    <Stack gap="xs">
      <Group justify="space-between" gap="xs" wrap="wrap">
        <Text size="sm" fw={500}>
          {summary}
        </Text>
        <SegmentedControl
          size="xs"
          aria-label="Show the shipments as"
          value={view}
          onChange={(value) => setView(value === 'list' ? 'list' : 'map')}
          data={[
            { value: 'map', label: CARGO_MAP_TEXTS.views.map },
            { value: 'list', label: CARGO_MAP_TEXTS.views.list },
          ]}
        />
      </Group>
      <Group gap="md" aria-label="Legend" role="group">
        {CARGO_MAP_CLASSES.map((c) => (
          <Group key={c.label} gap={6} wrap="nowrap">
            <svg width="12" height="12" viewBox="0 0 12 12" aria-hidden focusable="false">
              {c.symbol === 'circle' ? (
                <circle cx="6" cy="6" r="5" fill={dark ? c.colourDark : c.colour} />
              ) : (
                <polygon points="6,1 11,11 1,11" fill={dark ? c.colourDark : c.colour} />
              )}
            </svg>
            <Text size="xs">{`${c.label} (${data.shipments.filter((s) => s.lateRisk === c.late).length})`}</Text>
          </Group>
        ))}
      </Group>
      {view === 'list' ? (
        <CargoMapList shipments={data.shipments} height={height} />
      ) : (
        <Suspense
          fallback={
            <Center h={height}>
              <Loader size="sm" aria-label="Loading the map" />
            </Center>
          }
        >
          <CargoMapChart
            shipments={data.shipments}
            height={height}
            label={`World map of ${summary}. Choose LIST for a table of these shipments.`}
            onOpen={(path) => navigate(path)}
          />
        </Suspense>
      )}
      <Text size="xs" c="dimmed">
        {`${CARGO_MAP_TEXTS.note} ${CARGO_MAP_TEXTS.lateRule}`}
      </Text>
    </Stack>
  );
}
