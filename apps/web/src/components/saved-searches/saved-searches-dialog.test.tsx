import { MantineProvider } from '@mantine/core';
import type { SavedSearch } from '@navia/domain/contracts/shipments';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { mockApi } from '../../test/mock-api.ts';
import { type SavedSearchKind, searchesOfKind } from './saved-searches-api.ts';
import { SavedSearchesDialog } from './saved-searches-dialog.tsx';

let id = 0;
const saved = (overrides: Partial<SavedSearch> = {}): SavedSearch => {
  id += 1;
  return {
    _id: `00000000-0000-4000-8000-${String(id).padStart(12, '0')}`,
    name: `SEARCH ${id}`,
    filters: [{ Currency: 'AUD' }],
    advancedSearch: false,
    deliveriesCustomSearch: false,
    isContractsSearch: false,
    isInvoicesSearch: false,
    createdAt: '2026-11-01T00:00:00.000Z',
    ...overrides,
  };
};

const tracking = saved({ name: 'SEA SHIPMENTS' });
const contract = saved({ name: 'OPEN CONTRACTS', isContractsSearch: true });
const invoice = saved({ name: 'OVERDUE AUD', isInvoicesSearch: true });

function renderDialog(kind: SavedSearchKind, filters = [{ Currency: 'AUD' }]) {
  const searches = [tracking, contract, invoice];
  const api = mockApi({
    'POST /api/user/getSearches': { status: 200, body: { searches } },
    'POST /api/user/saveSearch': (call) => ({
      status: 200,
      body: { searches: [...searches, saved({ name: (call.body as { name: string }).name })] },
    }),
  });
  const onRun = vi.fn();
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <MantineProvider>
      <QueryClientProvider client={queryClient}>
        <SavedSearchesDialog kind={kind} opened onClose={() => {}} filters={filters} onRun={onRun} />
      </QueryClientProvider>
    </MantineProvider>,
  );
  return { api, onRun, user: userEvent.setup() };
}

describe('SavedSearchesDialog', () => {
  it('keeps each list to its own saved searches', () => {
    const all = [tracking, contract, invoice];
    expect(searchesOfKind(all, 'contracts')).toEqual([contract]);
    expect(searchesOfKind(all, 'invoices')).toEqual([invoice]);
  });

  it('lists and runs the invoice searches, and saves with isInvoicesSearch', async () => {
    const { api, onRun, user } = renderDialog('invoices');
    expect(await screen.findByRole('button', { name: 'OVERDUE AUD' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'OPEN CONTRACTS' })).not.toBeInTheDocument();
    expect(screen.getByText('MY SAVED INVOICE SEARCHES')).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'NAME' }), 'AUD ONLY');
    await user.click(screen.getByRole('button', { name: 'SAVE' }));
    await waitFor(() => expect(api.callsTo('POST /api/user/saveSearch')).toHaveLength(1));
    expect(api.callsTo('POST /api/user/saveSearch')[0]?.body).toMatchObject({
      name: 'AUD ONLY',
      filters: [{ Currency: 'AUD' }],
      isContractsSearch: false,
      isInvoicesSearch: true,
    });
    await user.click(screen.getByRole('button', { name: 'OVERDUE AUD' }));
    expect(onRun).toHaveBeenCalledWith([{ Currency: 'AUD' }]);
  });

  it('saves a contract search with isContractsSearch', async () => {
    const { api, user } = renderDialog('contracts');
    expect(await screen.findByRole('button', { name: 'OPEN CONTRACTS' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'OVERDUE AUD' })).not.toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'NAME' }), 'MINE');
    await user.click(screen.getByRole('button', { name: 'SAVE' }));
    await waitFor(() =>
      expect(api.callsTo('POST /api/user/saveSearch')[0]?.body).toMatchObject({
        isContractsSearch: true,
        isInvoicesSearch: false,
      }),
    );
  });
});
