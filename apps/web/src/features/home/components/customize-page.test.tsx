import type { LayoutItem } from '@navia/domain/contracts/dashboard';
import { DEFAULT_LAYOUT } from '@navia/domain/rules/dashboard/layout';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildCurrentUser } from '../../../test/factories.ts';
import { type ApiRoute, apiError, mockApi } from '../../../test/mock-api.ts';
import { renderApp } from '../../../test/render-app.tsx';

const shape = (items: LayoutItem[]) => items.map((i) => `${i.componentName}@${i.x},${i.y}`);

function setUp(put: ApiRoute = { status: 200, body: { customLayout: [...DEFAULT_LAYOUT] } }) {
  return mockApi({
    'GET /api/user/getUpdatedSelf': {
      status: 200,
      body: { user: buildCurrentUser({ type: 'OP', permissions: { tracking: true } }) },
    },
    'GET /api/user/customLayout': { status: 200, body: { customLayout: [...DEFAULT_LAYOUT] } },
    'PUT /api/user/customLayout': put,
    'POST /api/user/customLayoutSettings': { status: 200, body: { customLayout: [...DEFAULT_LAYOUT] } },
  });
}

const cardOf = (title: string) => screen.findByRole('region', { name: title }, { timeout: 10_000 });

// The first render of the whole app loads the route's chunks: allow it time on a busy machine.
describe('/customize (issue 13)', { timeout: 30_000 }, () => {
  it('moves a widget by keyboard and saves the layout', async () => {
    const api = setUp((call) => ({ status: 200, body: call.body as object }));
    const { user } = renderApp('/customize');
    const presets = await cardOf('Preset Searches');
    expect(within(presets).getByRole('button', { name: 'Move Preset Searches up' })).toBeDisabled();
    within(presets).getByRole('button', { name: 'Move Preset Searches down' }).focus();
    await user.keyboard('{Enter}');
    expect(await screen.findByText('Preset Searches moved to row 2, column 1.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'SAVE' }));
    await waitFor(() => expect(api.callsTo('PUT /api/user/customLayout')).toHaveLength(1));
    const body = api.callsTo('PUT /api/user/customLayout')[0]?.body as { customLayout: LayoutItem[] };
    expect(shape(body.customLayout)).toEqual([
      'PriorityShipments@0,0',
      'SupportTeam@1,0',
      'PresetSearches@0,1',
      'Chat@1,1',
      'FavouriteShipments@0,2',
    ]);
    expect(await screen.findByText('YOUR DASHBOARD WAS SAVED.')).toBeInTheDocument();
  });

  it('keeps the edits and says AN ERROR OCCURRED, PLEASE TRY AGAIN LATER when saving fails', async () => {
    setUp(apiError(500, 'INTERNAL', 'boom'));
    const { user } = renderApp('/customize');
    await cardOf('Chat');
    await user.click(screen.getByRole('button', { name: 'Remove Chat' }));
    await user.click(screen.getByRole('button', { name: 'Add News Feed to the dashboard' }));
    await user.click(screen.getByRole('button', { name: 'WIDE: make Support Team 2 columns wide' }));
    await user.click(screen.getByRole('button', { name: 'SAVE' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('AN ERROR OCCURRED, PLEASE TRY AGAIN LATER');
    expect(screen.queryByRole('region', { name: 'Chat' })).not.toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'News Feed' })).toBeInTheDocument();
    expect(
      within(screen.getByRole('region', { name: 'Support Team' })).getByText('2 COLUMNS'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'SAVE' })).toBeEnabled();
  });

  it('sets the options of a configurable widget and sends them with customLayoutSettings', async () => {
    const api = setUp((call) => ({ status: 200, body: call.body as object }));
    const { user } = renderApp('/customize');
    await cardOf('Preset Searches');
    await user.click(screen.getByRole('button', { name: 'Options of Preset Searches' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('checkbox', { name: 'ARRIVING IN 30 DAYS' }));
    await user.click(within(dialog).getByRole('button', { name: 'APPLY' }));
    await user.click(screen.getByRole('button', { name: 'SAVE' }));
    await waitFor(() => expect(api.callsTo('POST /api/user/customLayoutSettings')).toHaveLength(1));
    expect(api.callsTo('POST /api/user/customLayoutSettings')[0]?.body).toEqual({
      componentName: 'PresetSearches',
      // Only the tab that was changed: an unset one keeps every preset.
      config: { trackingPresets: ['ARRIVING_5_DAYS', 'DEPARTING_5_DAYS', 'DEPARTING_30_DAYS'] },
    });
  });

  it('RESET TO DEFAULT puts back the default layout', async () => {
    setUp();
    const { user } = renderApp('/customize');
    await cardOf('Chat');
    await user.click(screen.getByRole('button', { name: 'Remove Chat' }));
    expect(screen.queryByRole('region', { name: 'Chat' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'RESET TO DEFAULT' }));
    expect(await cardOf('Chat')).toBeInTheDocument();
  });
});
