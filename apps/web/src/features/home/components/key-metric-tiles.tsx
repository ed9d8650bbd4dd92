/**
 * KEY METRICS tiles (hub §2 "Dashboard widgets", hub §3 "Key metric", hub §9), drawn inside the KEY
 * METRICS widget (issue 13 item 13): the tiles the layout item selects (config.selectedItems, up to
 * 8, in the layout's order), else the first 8 the user may see. A tile opens /tracking/{code},
 * whose search starts at batch 1 with the key and its date-range filters, so it shows exactly the
 * tile's count.
 */
import { SimpleGrid, Skeleton, Text, UnstyledButton } from '@mantine/core';
import type { Tile } from '@navia/domain/contracts/shipments';
import { MAX_SELECTED_TILES } from '@navia/domain/rules/dashboard/widgets';
import { Link } from 'react-router';
import { WidgetFrame, type WidgetState } from '../../../components/dashboard/widget-frame.tsx';
import { useKeyMetricTiles } from '../api/key-metric-tiles.ts';
import classes from './key-metric-tiles.module.css';

export const NO_TILES_TEXT = 'No key metrics to show. Choose tiles in CUSTOMIZE.';

/**
 * The tiles to show, at most 8: the layout's selected keys the user may see, in the layout's order;
 * with no selection in the layout, the user's own tile selection (a tile's order) and, when that is
 * empty too, the first tiles offered (the server lists them in the catalogue's order).
 */
export function selectedTiles(tiles: readonly Tile[], selected?: readonly { key: string }[]): Tile[] {
  if (selected === undefined || selected.length === 0) {
    const own = tiles
      .filter((t): t is Tile & { order: number } => t.order !== null)
      .sort((a, b) => a.order - b.order);
    return (own.length > 0 ? own : tiles).slice(0, MAX_SELECTED_TILES);
  }
  const byKey = new Map(tiles.map((t) => [t.key as string, t]));
  return selected
    .map((s) => byKey.get(s.key))
    .filter((t): t is Tile => t !== undefined)
    .slice(0, MAX_SELECTED_TILES);
}

export function KeyMetricTiles({
  title = 'KEY METRICS',
  selected,
}: {
  title?: string;
  selected?: readonly { key: string }[] | undefined;
}) {
  const tiles = useKeyMetricTiles(true);
  const shown = tiles.data ? selectedTiles(tiles.data, selected) : [];
  const state: WidgetState = tiles.isError
    ? { status: 'error' }
    : tiles.isPending
      ? { status: 'ready' }
      : shown.length === 0
        ? { status: 'empty', message: NO_TILES_TEXT }
        : { status: 'ready' };
  return (
    // The grid gives the widget its height: on a narrow screen the tiles scroll inside it.
    <WidgetFrame title={title} state={state} height="100%">
      {tiles.isPending ? (
        <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm" aria-busy="true" aria-label="Loading key metrics">
          {['first', 'second', 'third', 'fourth'].map((slot) => (
            <Skeleton key={slot} height={72} radius="md" />
          ))}
        </SimpleGrid>
      ) : (
        <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="xs" component="ul" className={classes.list}>
          {shown.map((tile) => (
            <li key={tile.key}>
              <UnstyledButton
                component={Link}
                to={`/tracking/${tile.key}`}
                className={classes.tile}
                // Compact enough for two rows of four in one grid row of the dashboard.
                mih="4.5rem"
                aria-label={`${tile.text}: ${tile.value}`}
              >
                {/* The name holds the text as it reads (WCAG 2.5.3 label in name): the label comes
                    first in the markup, a space apart from the figure, which CSS shows above it. */}
                <Text size="xs" fw={700} className={classes.text}>
                  {tile.text}
                </Text>{' '}
                <Text className={classes.value}>{tile.value}</Text>
              </UnstyledButton>
            </li>
          ))}
        </SimpleGrid>
      )}
    </WidgetFrame>
  );
}
