import { MantineProvider } from '@mantine/core';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { type AppliedContractSearch, ContractSearchBar } from './contract-search-bar.tsx';

function renderBar(applied: AppliedContractSearch, onSearch = vi.fn()) {
  const user = userEvent.setup();
  const view = render(
    <MantineProvider env="test">
      <ContractSearchBar
        applied={applied}
        onSearch={onSearch}
        dateAddon={() => null}
        actions={<button type="button">SAVED SEARCHES</button>}
      />
    </MantineProvider>,
  );
  return { user, onSearch, view };
}

describe('contracts search bar (connect §2, §5)', () => {
  it('is the contract search with its text box, SEARCH, FILTERS and the saved searches', () => {
    renderBar({ filters: [{ incoTerms: 'FOB' }], searchText: 'PO-1' });
    const bar = screen.getByRole('search', { name: 'Contract search' });
    const text = within(bar).getByRole('textbox', { name: 'Search contracts' });
    expect(text).toHaveAttribute('placeholder', 'Reference, buyer, seller, organisation, product n°…');
    expect(text).toHaveValue('PO-1');
    expect(within(bar).getByRole('button', { name: 'SEARCH' })).toBeInTheDocument();
    expect(within(bar).getByRole('button', { name: /FILTERS/ })).toHaveAttribute('aria-expanded', 'false');
    expect(within(bar).getByLabelText('1 applied')).toBeInTheDocument();
    expect(within(bar).getByRole('button', { name: 'SAVED SEARCHES' })).toBeInTheDocument();
  });

  it('searches the trimmed text with the applied filters on Enter', async () => {
    const { user, onSearch } = renderBar({ filters: [{ incoTerms: 'FOB' }], searchText: '' });
    await user.type(screen.getByRole('textbox', { name: 'Search contracts' }), '  PO-2026 {Enter}');
    expect(onSearch).toHaveBeenCalledWith({ filters: [{ incoTerms: 'FOB' }], searchText: 'PO-2026' });
  });

  it('shows a search applied elsewhere (a chip, a saved search, Back)', () => {
    const { view, onSearch } = renderBar({ filters: [], searchText: 'PO-1' });
    view.rerender(
      <MantineProvider env="test">
        <ContractSearchBar
          applied={{ filters: [], searchText: 'PO-9' }}
          onSearch={onSearch}
          dateAddon={() => null}
        />
      </MantineProvider>,
    );
    expect(screen.getByRole('textbox', { name: 'Search contracts' })).toHaveValue('PO-9');
  });
});
