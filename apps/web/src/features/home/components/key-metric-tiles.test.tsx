import { MantineProvider } from '@mantine/core';
import type { LayoutItemConfig } from '@navia/domain/contracts/dashboard';
import type { Tile } from '@navia/domain/contracts/shipments';
import { KEY_METRIC_CODES, KEY_METRICS } from '@navia/domain/rules/key-metrics';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { type ApiAnswer, apiError, mockApi } from '../../../test/mock-api.ts';
import { KeyMetricsWidget } from '../widgets/key-metrics-widget.tsx';
import { NO_TILES_TEXT, selectedTiles } from './key-metric-tiles.tsx';

const tile = (key: (typeof KEY_METRIC_CODES)[number], value: number, order: number | null): Tile => ({
  key,
  value,
  text: KEY_METRICS[key].text,
  order,
  accessMode: KEY_METRICS[key].accessMode,
});

function renderTiles(answer: ApiAnswer, config: LayoutItemConfig = {}) {
  const api = mockApi({ 'GET /api/shipments/tiles': answer });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const item = {
    componentName: 'KeyMetricTiles' as const,
    componentNameValue: 'Key Metrics',
    size: 2 as const,
    requireAccess: ['tracking' as const],
    widgetType: 'TILES' as const,
    configurable: true,
    x: 0 as const,
    y: 0,
    config,
  };
  const router = createMemoryRouter(
    [
      { path: '/', element: <KeyMetricsWidget item={item} /> },
      { path: '*', element: <p>Another page</p> },
    ],
    { initialEntries: ['/'] },
  );
  render(
    <QueryClientProvider client={client}>
      <MantineProvider env="test">
        <RouterProvider router={router} />
      </MantineProvider>
    </QueryClientProvider>,
  );
  return { api, router, user: userEvent.setup() };
}

const ALL_TILES = KEY_METRIC_CODES.map((code, i) => tile(code, i, null));

describe('KEY METRICS tiles (hub §2, §9; issue 13 item 13)', () => {
  it.each([
    [
      'the layout’s selection, in its order',
      [{ key: 'RIS7' }, { key: 'SHIPARR7' }],
      ALL_TILES,
      ['RIS7', 'SHIPARR7'],
    ],
    [
      'only selected tiles the user may see',
      [{ key: 'SHIPARR7' }, { key: 'RIS7' }],
      [tile('RIS7', 2, null)],
      ['RIS7'],
    ],
    [
      'the user’s own selection when the layout has none',
      undefined,
      [tile('SHIPARR7', 1, 1), tile('RIS7', 2, 0), tile('ARVNOTDEL', 3, null)],
      ['RIS7', 'SHIPARR7'],
    ],
    ['the first 8 offered when nothing is selected', [], ALL_TILES, KEY_METRIC_CODES.slice(0, 8)],
  ] as const)('shows %s', (_what, selected, tiles, keys) => {
    const shown = selectedTiles(tiles, selected === undefined ? undefined : [...selected]);
    expect(shown.map((t) => t.key)).toEqual(keys);
  });

  it('never shows more than 8', () => {
    const selected = KEY_METRIC_CODES.slice(0, 10).map((key) => ({ key }));
    expect(selectedTiles(ALL_TILES, selected)).toHaveLength(8);
  });

  it('draws the layout’s tiles and opens /tracking/{code} from one', async () => {
    const { user, router } = renderTiles(
      {
        status: 200,
        body: { result: [tile('SHIPARR7', 12, null), tile('RIS7', 3, null), tile('ARVNOTDEL', 5, null)] },
      },
      { selectedItems: [{ key: 'RIS7' }, { key: 'SHIPARR7' }] },
    );
    const section = screen.getByRole('region', { name: 'Key Metrics' });
    const links = await within(section).findAllByRole('link');
    expect(links.map((l) => l.getAttribute('aria-label'))).toEqual([
      'REQUIRED IN STORE WITHIN 7 DAYS: 3',
      'SHIPMENTS ARRIVING IN 7 DAYS: 12',
    ]);
    await user.click(within(section).getByRole('link', { name: 'SHIPMENTS ARRIVING IN 7 DAYS: 12' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/tracking/SHIPARR7'));
  });

  it('has an empty state', async () => {
    renderTiles({ status: 200, body: { result: [] } });
    expect(await screen.findByText(NO_TILES_TEXT)).toBeInTheDocument();
  });

  it('shows the error state when the tiles fail', async () => {
    renderTiles(apiError(500, 'INTERNAL', 'Boom'));
    expect(await screen.findByRole('alert')).toHaveTextContent('AN ERROR OCCURRED');
  });
});
