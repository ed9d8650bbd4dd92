import { MantineProvider } from '@mantine/core';
import type { LayoutItem } from '@navia/domain/contracts/dashboard';
import { DEFAULT_LAYOUT, layoutItemOf } from '@navia/domain/rules/dashboard/layout';
import type { WidgetName } from '@navia/domain/rules/dashboard/widgets';
import { render, screen, within } from '@testing-library/react';
import type { ReactElement } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { WidgetFrame } from '../../../components/dashboard/widget-frame.tsx';
import {
  DashboardWidgetsContext,
  type WidgetLoaders,
  type WidgetProps,
} from '../../../lib/dashboard-widgets.ts';
import { buildCurrentUser } from '../../../test/factories.ts';
import { mockApi } from '../../../test/mock-api.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { DashboardGrid } from './dashboard-grid.tsx';

/** Loaders drawing each widget as a frame with a marker; `failing` ones throw when drawn. */
function fakeLoaders(failing: WidgetName[] = []): WidgetLoaders {
  const loaders: Partial<Record<WidgetName, () => Promise<(p: WidgetProps) => ReactElement>>> = {};
  for (const item of [...DEFAULT_LAYOUT, layoutItemOf('NewsFeed', 0, 0)]) {
    const name = item.componentName;
    loaders[name] = async () =>
      function Fake({ item: it }: WidgetProps) {
        if (failing.includes(name)) throw new Error(`${name} broke`);
        return (
          <WidgetFrame title={it.componentNameValue}>
            <p>{`${name} content at ${it.x},${it.y}`}</p>
          </WidgetFrame>
        );
      };
  }
  return loaders as WidgetLoaders;
}

function renderGrid(layout: readonly LayoutItem[], loaders: WidgetLoaders) {
  return render(
    <MantineProvider>
      <DashboardWidgetsContext value={loaders}>
        <DashboardGrid layout={layout} />
      </DashboardWidgetsContext>
    </MantineProvider>,
  );
}

describe('the dashboard grid (hub §2)', () => {
  it('draws the default layout through the widget loaders, in reading order', async () => {
    renderGrid(DEFAULT_LAYOUT, fakeLoaders());
    expect(await screen.findByText('FavouriteShipments content at 0,2')).toBeInTheDocument();
    const titles = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(titles).toEqual([
      'Preset Searches',
      'Support Team',
      'Priority Shipments',
      'Chat',
      'Favourites Shipments',
    ]);
  });

  it('contains a widget that throws: its frame says AN ERROR OCCURRED, the others draw', async () => {
    const spy = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderGrid(DEFAULT_LAYOUT, fakeLoaders(['Chat']));
    expect(await screen.findByText('PresetSearches content at 0,0')).toBeInTheDocument();
    const chat = await screen.findByRole('region', { name: 'Chat' });
    expect(await within(chat).findByRole('alert')).toHaveTextContent('AN ERROR OCCURRED');
    expect(screen.getByText('FavouriteShipments content at 0,2')).toBeInTheDocument();
    spy.mockRestore();
  });

  it('a widget whose chunk fails to load shows the error frame too', async () => {
    const spy = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const loaders = { NewsFeed: () => Promise.reject(new Error('chunk failed')) } as unknown as WidgetLoaders;
    renderGrid([layoutItemOf('NewsFeed', 0, 0)], loaders);
    // The loading frame is replaced by the error frame: look for the alert, then its frame.
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('AN ERROR OCCURRED');
    expect(alert.closest('section')).toHaveAccessibleName('News Feed');
    spy.mockRestore();
  });
});

describe('/ (home page)', { timeout: 30_000 }, () => {
  it('shows the welcome header, CUSTOMIZE, and the layout the server answers', async () => {
    const api = mockApi({
      'GET /api/user/getUpdatedSelf': {
        status: 200,
        body: {
          user: buildCurrentUser({ type: 'OP', fullname: 'Ada Smith', permissions: { tracking: true } }),
        },
      },
      'GET /api/user/customLayout': {
        status: 200,
        body: { customLayout: [layoutItemOf('CubicCalculator', 0, 0)] },
      },
    });
    renderApp('/');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'WELCOME BACK, ADA' }, { timeout: 10_000 }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'CUSTOMIZE' })).toHaveAttribute('href', '/customize');
    expect(
      await screen.findByRole('region', { name: 'Cubic Calculator' }, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(api.callsTo('GET /api/user/customLayout')).toHaveLength(1);
  });
});
