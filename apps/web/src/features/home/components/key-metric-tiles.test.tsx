import type { Tile } from '@navia/domain/contracts/shipments';
import { KEY_METRIC_CODES, KEY_METRICS } from '@navia/domain/rules/key-metrics';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildCurrentUser } from '../../../test/factories.ts';
import { mockApi } from '../../../test/mock-api.ts';
import { locationOf, renderApp } from '../../../test/render-app.tsx';
import { selectedTiles } from './key-metric-tiles.tsx';

const tile = (key: (typeof KEY_METRIC_CODES)[number], value: number, order: number | null): Tile => ({
  key,
  value,
  text: KEY_METRICS[key].text,
  order,
  accessMode: KEY_METRICS[key].accessMode,
});

describe('KEY METRICS tiles (hub §2, §9)', () => {
  it("shows the user's selected tiles, at most 8, in their order", () => {
    const tiles = KEY_METRIC_CODES.map((code, i) => tile(code, i, i < 10 ? 9 - i : null));
    const shown = selectedTiles(tiles);
    expect(shown).toHaveLength(8);
    expect(shown[0]?.key).toBe(KEY_METRIC_CODES[9]);
    expect(shown.every((t) => t.order !== null)).toBe(true);
  });

  it('opens /tracking/{code} from a tile', async () => {
    mockApi({
      'GET /api/user/getUpdatedSelf': {
        status: 200,
        body: { user: buildCurrentUser({ type: 'OP', permissions: { tracking: true } }) },
      },
      'GET /api/shipments/tiles': {
        status: 200,
        body: { result: [tile('SHIPARR7', 12, 1), tile('RIS7', 3, 0), tile('ARVNOTDEL', 5, null)] },
      },
    });
    const { user, router } = renderApp('/');
    const section = await screen.findByRole('region', { name: 'KEY METRICS' });
    const links = await within(section).findAllByRole('link');
    expect(links.map((l) => l.getAttribute('aria-label'))).toEqual([
      'REQUIRED IN STORE WITHIN 7 DAYS: 3',
      'SHIPMENTS ARRIVING IN 7 DAYS: 12',
    ]);
    await user.click(within(section).getByRole('link', { name: 'SHIPMENTS ARRIVING IN 7 DAYS: 12' }));
    await waitFor(() => expect(locationOf(router)).toMatch(/^\/tracking\/SHIPARR7/));
  });

  it('is not shown to a user without tracking access', async () => {
    const api = mockApi({
      'GET /api/user/getUpdatedSelf': { status: 200, body: { user: buildCurrentUser({ type: 'CA' }) } },
    });
    renderApp('/');
    expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'KEY METRICS' })).not.toBeInTheDocument();
    expect(api.callsTo('GET /api/shipments/tiles')).toHaveLength(0);
  });
});
