import { MantineProvider } from '@mantine/core';
import type { SavedSearch } from '@navia/domain/contracts/shipments';
import {
  SAVE_SEARCH_POPUP_CLOSE_MS,
  SAVED_SEARCH_NAME_MAX,
  SEARCH_MESSAGES,
} from '@navia/domain/rules/filters/constants';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { mockApi } from '../../../test/mock-api.ts';
import { SavedSearchesPopup } from './saved-searches-popup.tsx';

let id = 0;
const saved = (overrides: Partial<SavedSearch> = {}): SavedSearch => {
  id += 1;
  return {
    _id: `00000000-0000-4000-8000-${String(id).padStart(12, '0')}`,
    name: `SEARCH ${id}`,
    filters: [{ Transport: 'SEA' }],
    advancedSearch: false,
    deliveriesCustomSearch: false,
    isContractsSearch: false,
    isInvoicesSearch: false,
    createdAt: '2026-03-01T00:00:00.000Z',
    ...overrides,
  };
};

function renderPopup(
  searches: SavedSearch[],
  applied = { filters: [{ Transport: 'AIR' }], advanced: true },
  userOptions: Parameters<typeof userEvent.setup>[0] = {},
) {
  const api = mockApi({
    'POST /api/user/getSearches': { status: 200, body: { searches } },
    'POST /api/user/saveSearch': (call) => ({
      status: 200,
      body: { searches: [...searches, saved({ name: (call.body as { name: string }).name })] },
    }),
    'POST /api/user/deleteSearch': (call) => ({
      status: 200,
      body: { searches: searches.filter((s) => s._id !== (call.body as { _id: string })._id) },
    }),
  });
  const onRun = vi.fn();
  const onPreset = vi.fn();
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const user = userEvent.setup(userOptions);
  render(
    <QueryClientProvider client={client}>
      <MantineProvider env="test">
        <SavedSearchesPopup searchType="tracking" applied={applied} onRun={onRun} onPreset={onPreset} />
      </MantineProvider>
    </QueryClientProvider>,
  );
  return { api, onRun, onPreset, user };
}

async function openPopup(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('button', { name: 'SAVED SEARCHES' }));
  return screen.findByRole('dialog', { name: 'SAVED SEARCHES' });
}

describe('saved searches popup (hub §4, §5, §9)', () => {
  it('needs a name of at most 75 characters, and shows the errors in upper case', async () => {
    const { api, user } = renderPopup([]);
    const dialog = await openPopup(user);
    await user.click(within(dialog).getByRole('button', { name: 'SAVE' }));
    expect(await within(dialog).findByText('THIS FIELD IS REQUIRED.')).toBeInTheDocument();
    await user.type(
      within(dialog).getByRole('textbox', { name: 'NAME' }),
      'x'.repeat(SAVED_SEARCH_NAME_MAX + 1),
    );
    await user.click(within(dialog).getByRole('button', { name: 'SAVE' }));
    expect(await within(dialog).findByText('A MAXIMUM OF 75 CHARACTERS ARE ALLOWED')).toBeInTheDocument();
    expect(api.callsTo('POST /api/user/saveSearch')).toHaveLength(0);
  });

  it("saves the applied filters and advancedSearch, says 'Save successful' and closes after 750 ms", async () => {
    // The clock is fake, so the close can be checked at the very millisecond it is due.
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { api, user } = renderPopup([], undefined, { advanceTimers: vi.advanceTimersByTime });
    const dialog = await openPopup(user);
    await user.type(within(dialog).getByRole('textbox', { name: 'NAME' }), 'AIR THIS WEEK');
    // The close timer starts between the click and the message; Date.now() reads the fake clock.
    const clickedAt = Date.now();
    await user.click(within(dialog).getByRole('button', { name: 'SAVE' }));
    expect(await within(dialog).findByText(SEARCH_MESSAGES.saveSuccessful)).toBeInTheDocument();
    const shownAt = Date.now();
    expect(api.callsTo('POST /api/user/saveSearch')[0]?.body).toEqual({
      name: 'AIR THIS WEEK',
      filters: [{ Transport: 'AIR' }],
      advancedSearch: true,
      deliveriesCustomSearch: false,
    });
    act(() => vi.advanceTimersByTime(clickedAt + SAVE_SEARCH_POPUP_CLOSE_MS - 1 - Date.now()));
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(shownAt + SAVE_SEARCH_POPUP_CLOSE_MS - Date.now()));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('allows at most 7 saved searches', async () => {
    const seven = Array.from({ length: 7 }, () => saved());
    const { api, user } = renderPopup(seven);
    const dialog = await openPopup(user);
    await within(dialog).findByText('SEARCH 3');
    await user.type(within(dialog).getByRole('textbox', { name: 'NAME' }), 'ONE MORE');
    await user.click(within(dialog).getByRole('button', { name: 'SAVE' }));
    expect(
      await within(dialog).findByText(SEARCH_MESSAGES.savedSearchLimit.toUpperCase()),
    ).toBeInTheDocument();
    expect(api.callsTo('POST /api/user/saveSearch')).toHaveLength(0);
  });

  it('splits presets and saved searches between tracking and delivery, and runs one with its filters', async () => {
    const tracking = saved({
      name: 'SEA ADVANCED',
      advancedSearch: true,
      filters: [{ Transport: 'SEA', Packing: 'FCL' }],
    });
    const delivery = saved({ name: 'STORED FCL', deliveriesCustomSearch: true });
    const contracts = saved({ name: 'CONTRACTS', isContractsSearch: true });
    const invoices = saved({ name: 'OVERDUE AUD INVOICES', isInvoicesSearch: true });
    const { onRun, onPreset, user } = renderPopup([tracking, delivery, contracts, invoices]);
    const dialog = await openPopup(user);
    const trackingPanel = within(dialog).getByRole('tabpanel');
    expect(await within(trackingPanel).findByText('SEA ADVANCED')).toBeInTheDocument();
    expect(within(trackingPanel).getByText('PRESET SEARCHES')).toBeInTheDocument();
    expect(within(trackingPanel).getByText('MY SAVED SEARCHES')).toBeInTheDocument();
    expect(within(trackingPanel).getByText('ARRIVING IN 5 DAYS')).toBeInTheDocument();
    expect(within(trackingPanel).queryByText('STORED FCL')).not.toBeInTheDocument();
    expect(within(trackingPanel).queryByText('CONTRACTS')).not.toBeInTheDocument();
    expect(within(trackingPanel).queryByText('OVERDUE AUD INVOICES')).not.toBeInTheDocument();

    await user.click(within(dialog).getByRole('tab', { name: 'DELIVERY SEARCHES' }));
    const deliveryPanel = within(dialog).getByRole('tabpanel');
    expect(within(deliveryPanel).getByText('STORED FCL')).toBeInTheDocument();
    expect(within(deliveryPanel).getByText('GOING INTO STORAGE IN 3 DAYS')).toBeInTheDocument();
    await user.click(within(deliveryPanel).getByText('GOING INTO STORAGE IN 3 DAYS'));
    expect(onPreset).toHaveBeenCalledWith('STORAGE3', 'deliveries');

    await openPopup(user);
    await user.click(await screen.findByText('SEA ADVANCED'));
    expect(onRun).toHaveBeenCalledWith(
      { filters: [{ Transport: 'SEA', Packing: 'FCL' }], advanced: true },
      'tracking',
    );
  });

  it('deletes a saved search and shows the list the server answers', async () => {
    const first = saved({ name: 'FIRST' });
    const { api, user } = renderPopup([first, saved({ name: 'SECOND' })]);
    const dialog = await openPopup(user);
    await user.click(await within(dialog).findByRole('button', { name: 'Delete saved search FIRST' }));
    await waitFor(() => expect(within(dialog).queryByText('FIRST')).not.toBeInTheDocument());
    expect(api.callsTo('POST /api/user/deleteSearch')[0]?.body).toEqual({ _id: first._id });
    expect(within(dialog).getByText('SECOND')).toBeInTheDocument();
  });
});
