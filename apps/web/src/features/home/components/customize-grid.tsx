/**
 * The editable grid of /customize: widgets as light cards (title, size, controls) on react-grid-layout
 * (v2), dragged by their handle and resized by their right edge; every drag and resize has a
 * keyboard alternative on the card (move up/down/left/right, size, options, remove). Below 768 px
 * the cards are one column and the buttons are the way to arrange them.
 */
import { ActionIcon, Button, Card, Group, Text, Tooltip } from '@mantine/core';
import type { LayoutItem } from '@navia/domain/contracts/dashboard';
import { canMoveWidget, type MoveDirection } from '@navia/domain/rules/dashboard/layout';
import { type WidgetName, widgetDefinition } from '@navia/domain/rules/dashboard/widgets';
import {
  IconArrowDown,
  IconArrowLeft,
  IconArrowRight,
  IconArrowUp,
  IconGripVertical,
  IconSettings,
  IconTrash,
} from '@tabler/icons-react';
import { GridLayout, useContainerWidth, verticalCompactor } from 'react-grid-layout';
import 'react-grid-layout/css/styles.css';
import { ONE_COLUMN_BELOW_PX } from '../../../components/dashboard/grid-geometry.ts';

const CARD_HEIGHT = 176;
const GAP = 16;

export type CustomizeActions = {
  move: (name: WidgetName, direction: MoveDirection) => void;
  place: (name: WidgetName, x: number, y: number, size: number) => void;
  resize: (name: WidgetName, size: 1 | 2) => void;
  remove: (name: WidgetName) => void;
  configure: (name: WidgetName) => void;
};

type Props = { layout: readonly LayoutItem[]; actions: CustomizeActions };

export function CustomizeGrid({ layout, actions }: Props) {
  const { width, containerRef, mounted } = useContainerWidth();
  const sorted = [...layout].sort((a, b) => a.y - b.y || a.x - b.x);
  const rows = sorted.reduce((max, i) => Math.max(max, i.y + 1), 0);
  const narrow = mounted && width < ONE_COLUMN_BELOW_PX;
  return (
    <div
      ref={containerRef}
      style={{ minHeight: narrow ? undefined : rows * (CARD_HEIGHT + GAP) }}
      data-testid="customize-grid"
    >
      {narrow ? (
        <ol style={{ listStyle: 'none', padding: 0, margin: 0, display: 'grid', gap: GAP }}>
          {sorted.map((item) => (
            <li key={item.componentName} style={{ height: CARD_HEIGHT }}>
              <WidgetCard item={item} layout={layout} actions={actions} draggable={false} />
            </li>
          ))}
        </ol>
      ) : (
        mounted && (
          <GridLayout
            width={width}
            layout={sorted.map((item) => {
              const sizes = widgetDefinition(item.componentName).sizes;
              return {
                i: item.componentName,
                x: item.x,
                y: item.y,
                w: item.size,
                h: 1,
                minW: Math.min(...sizes),
                maxW: Math.max(...sizes),
                minH: 1,
                maxH: 1,
                isResizable: sizes.length > 1,
              };
            })}
            gridConfig={{ cols: 2, rowHeight: CARD_HEIGHT, margin: [GAP, GAP], containerPadding: [0, 0] }}
            dragConfig={{ enabled: true, handle: '.customize-drag-handle' }}
            resizeConfig={{ enabled: true, handles: ['e'] }}
            compactor={verticalCompactor}
            onDragStop={(_layout, _old, next) => {
              if (next) actions.place(next.i as WidgetName, next.x, next.y, next.w);
            }}
            onResizeStop={(_layout, _old, next) => {
              if (next) actions.place(next.i as WidgetName, next.x, next.y, next.w);
            }}
          >
            {sorted.map((item) => (
              <div key={item.componentName}>
                <WidgetCard item={item} layout={layout} actions={actions} draggable />
              </div>
            ))}
          </GridLayout>
        )
      )}
    </div>
  );
}

const MOVES: { direction: MoveDirection; icon: typeof IconArrowUp }[] = [
  { direction: 'up', icon: IconArrowUp },
  { direction: 'down', icon: IconArrowDown },
  { direction: 'left', icon: IconArrowLeft },
  { direction: 'right', icon: IconArrowRight },
];

function WidgetCard({
  item,
  layout,
  actions,
  draggable,
}: {
  item: LayoutItem;
  layout: readonly LayoutItem[];
  actions: CustomizeActions;
  draggable: boolean;
}) {
  const w = widgetDefinition(item.componentName);
  const title = item.componentNameValue;
  const otherSize = item.size === 1 ? 2 : 1;
  return (
    <Card withBorder radius="lg" padding="sm" h="100%" component="section" aria-label={title}>
      <Group justify="space-between" wrap="nowrap" gap="xs">
        <Group gap={6} wrap="nowrap" style={{ minWidth: 0 }}>
          {draggable && (
            <span
              className="customize-drag-handle"
              style={{ cursor: 'grab', display: 'flex' }}
              title="Drag to move"
            >
              <IconGripVertical size={18} aria-hidden />
            </span>
          )}
          <Text fw={700} tt="uppercase" size="sm" truncate>
            {title}
          </Text>
        </Group>
        <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
          {item.size === 2 ? '2 COLUMNS' : '1 COLUMN'}
        </Text>
      </Group>
      <Group gap={4} mt="sm" wrap="wrap">
        {MOVES.map(({ direction, icon: Icon }) => (
          <Tooltip key={direction} label={`Move ${direction}`}>
            <ActionIcon
              variant="default"
              size="lg"
              aria-label={`Move ${title} ${direction}`}
              disabled={!canMoveWidget(layout, item.componentName, direction)}
              onClick={() => actions.move(item.componentName, direction)}
            >
              <Icon size={18} aria-hidden />
            </ActionIcon>
          </Tooltip>
        ))}
      </Group>
      <Group gap={6} mt="sm" wrap="wrap">
        {w.sizes.length > 1 && (
          <Button
            size="compact-sm"
            variant="default"
            // The visible word first (WCAG 2.5.3 label in name), then what it does.
            aria-label={`${otherSize === 2 ? 'WIDE' : 'NARROW'}: make ${title} ${otherSize === 2 ? '2 columns wide' : '1 column wide'}`}
            onClick={() => actions.resize(item.componentName, otherSize)}
          >
            {otherSize === 2 ? 'WIDE' : 'NARROW'}
          </Button>
        )}
        {w.configurable && (
          <Button
            size="compact-sm"
            variant="default"
            leftSection={<IconSettings size={14} aria-hidden />}
            aria-label={`Options of ${title}`}
            onClick={() => actions.configure(item.componentName)}
          >
            OPTIONS
          </Button>
        )}
        <Button
          size="compact-sm"
          variant="subtle"
          color="red"
          leftSection={<IconTrash size={14} aria-hidden />}
          aria-label={`Remove ${title}`}
          onClick={() => actions.remove(item.componentName)}
        >
          REMOVE
        </Button>
      </Group>
    </Card>
  );
}
