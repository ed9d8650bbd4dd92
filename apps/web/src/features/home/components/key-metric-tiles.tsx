/**
 * KEY METRICS tiles (hub §2 "Dashboard widgets", hub §3 "Key metric", hub §9): the user's selected
 * tiles (up to 8 by default), in their order. A tile opens /tracking/{code}, whose search starts at
 * batch 1 with the key and its date-range filters, so it shows exactly the tile's count.
 */
import { Alert, Paper, SimpleGrid, Skeleton, Text, Title, UnstyledButton } from '@mantine/core';
import type { Tile } from '@navia/domain/contracts/shipments';
import { DEFAULT_SELECTED_TILES } from '@navia/domain/rules/filters/constants';
import { Link } from 'react-router';
import { useKeyMetricTiles } from '../api/key-metric-tiles.ts';
import classes from './key-metric-tiles.module.css';

/** The tiles to show: those with a place in the user's selection, in that order, at most 8. */
export function selectedTiles(tiles: readonly Tile[]): Tile[] {
  return tiles
    .filter((t): t is Tile & { order: number } => t.order !== null)
    .sort((a, b) => a.order - b.order)
    .slice(0, DEFAULT_SELECTED_TILES);
}

export function KeyMetricTiles() {
  const tiles = useKeyMetricTiles(true);
  return (
    <Paper withBorder radius="lg" p="md" component="section" aria-labelledby="key-metrics-title">
      <Title order={2} size="h5" id="key-metrics-title" mb="sm">
        KEY METRICS
      </Title>
      {tiles.isPending ? (
        <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm">
          {['first', 'second', 'third', 'fourth'].map((slot) => (
            <Skeleton key={slot} height={88} radius="md" />
          ))}
        </SimpleGrid>
      ) : tiles.isError ? (
        <Alert color="red" variant="light">
          The key metrics could not be loaded.
        </Alert>
      ) : (
        <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm" component="ul" className={classes.list}>
          {selectedTiles(tiles.data).map((tile) => (
            <li key={tile.key}>
              <UnstyledButton
                component={Link}
                to={`/tracking/${tile.key}`}
                className={classes.tile}
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
    </Paper>
  );
}
