import { MantineProvider } from '@mantine/core';
import { CONTAINER_NUMBER_TYPO_TEXT } from '@navia/domain/rules/container-number';
import { SEARCH_MESSAGES } from '@navia/domain/rules/filters/constants';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { exactText } from '../../test/exact-text.ts';
import { BLOCKED_DURATION_KEYS } from './date-filter-input.tsx';
import { FilterBuilder } from './filter-builder.tsx';
import { FilterChips } from './filter-chips.tsx';
import { emptyDraft, type FilterDraft } from './filter-draft.ts';
import type { TypeAheadLookup } from './type-ahead-input.tsx';

function Harness({
  advanced,
  lookup,
  start,
}: {
  advanced: boolean;
  lookup: TypeAheadLookup;
  start?: FilterDraft;
}) {
  const [draft, setDraft] = useState<FilterDraft>(start ?? emptyDraft());
  return (
    <FilterBuilder
      draft={draft}
      onChange={setDraft}
      advanced={advanced}
      lookup={lookup}
      typeAheadSources={['carrier', 'supplier']}
    />
  );
}

function renderBuilder(
  advanced: boolean,
  lookup: TypeAheadLookup = async () => [],
  start?: FilterDraft,
  userOptions: Parameters<typeof userEvent.setup>[0] = {},
) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const user = userEvent.setup(userOptions);
  render(
    <QueryClientProvider client={client}>
      <MantineProvider env="test">
        <Harness advanced={advanced} lookup={lookup} {...(start ? { start } : {})} />
      </MantineProvider>
    </QueryClientProvider>,
  );
  return { user };
}

async function chooseFilter(user: ReturnType<typeof userEvent.setup>, name: string, option: string) {
  await user.click(screen.getByRole('combobox', { name }));
  await user.click(await screen.findByRole('option', { name: option }));
}

describe('filter builder (hub §4, §5)', () => {
  it('disables OR while the group has an empty filter, and enables it once every filter has a value', async () => {
    const { user } = renderBuilder(true);
    const or = () => screen.getByRole('button', { name: 'OR: add a filter to group 1' });
    expect(or()).toBeDisabled();
    await chooseFilter(user, 'Filter 1 (group 1)', 'TRANSPORT');
    // A required dropdown starts on its first option, so the group has no empty filter left.
    expect(or()).toBeEnabled();
    await user.click(or());
    expect(screen.getByRole('combobox', { name: 'Filter 2 (group 1)' })).toBeInTheDocument();
    expect(or()).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'AND: add a group after group 1' }));
    expect(screen.getByRole('group', { name: 'GROUP 2' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'OR: add a filter to group 2' })).toBeDisabled();
  });

  it('hides a filter already used by another row, and SKU when a container number is chosen', async () => {
    const { user } = renderBuilder(false);
    await chooseFilter(user, 'Filter 1', 'CONTAINER NO.');
    await user.click(screen.getByRole('button', { name: 'ADD FILTER' }));
    await user.click(screen.getByRole('combobox', { name: 'Filter 2' }));
    const listbox = await screen.findByRole('listbox');
    expect(within(listbox).queryByRole('option', { name: 'CONTAINER NO.' })).not.toBeInTheDocument();
    expect(within(listbox).queryByRole('option', { name: 'SKU' })).not.toBeInTheDocument();
    expect(within(listbox).getByRole('option', { name: 'ETA' })).toBeInTheDocument();
  });

  it('blocks the e, dot and minus keys in duration inputs', async () => {
    const { user } = renderBuilder(false);
    await chooseFilter(user, 'Filter 1', 'ETA');
    const next = screen.getByLabelText('ETA next days');
    for (const key of ['e', '.', '-']) {
      expect(BLOCKED_DURATION_KEYS).toContain(key);
      const event = new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true });
      next.dispatchEvent(event);
      expect(event.defaultPrevented).toBe(true);
    }
    const digit = new KeyboardEvent('keydown', { key: '7', bubbles: true, cancelable: true });
    next.dispatchEvent(digit);
    expect(digit.defaultPrevented).toBe(false);
    // A pasted value keeps only its digits.
    fireEvent.change(next, { target: { value: '12' } });
    expect(next).toHaveValue(12);
  });

  it('offers every filter type: dates with is-blank, ranges, dropdowns and custom options', async () => {
    const { user } = renderBuilder(false);
    await chooseFilter(user, 'Filter 1', 'CONFIRMED DELIVERY');
    expect(screen.getByRole('checkbox', { name: 'CONFIRMED DELIVERY empty' })).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'DATES' }));
    expect(screen.getByLabelText('CONFIRMED DELIVERY from')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'ADD FILTER' }));
    await chooseFilter(user, 'Filter 2', 'ACTUAL WEIGHT');
    expect(screen.getByRole('spinbutton', { name: 'ACTUAL WEIGHT from' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'ADD FILTER' }));
    await chooseFilter(user, 'Filter 3', 'MILESTONE');
    expect(screen.getByRole('combobox', { name: 'MILESTONE value' })).toBeInTheDocument();
  });

  it('looks up from 3 characters, with a prompt before and No results when the lookup is empty', async () => {
    const lookup = vi.fn<TypeAheadLookup>(async (_source, text) =>
      text === 'mae' ? [{ value: 'MAEU', label: 'Maersk' }] : [],
    );
    // A fake clock, so the lookup's debounce can be run out before checking that no lookup started.
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { user } = renderBuilder(false, lookup, undefined, { advanceTimers: vi.advanceTimersByTime });
    await chooseFilter(user, 'Filter 1', 'CARRIER');
    const input = screen.getByRole('textbox', { name: 'CARRIER value' });
    await user.type(input, 'ma');
    expect(await screen.findByText(SEARCH_MESSAGES.typeAheadPrompt)).toBeInTheDocument();
    // Every timer the input has started runs, the debounce included: a lookup would start now.
    await act(() => vi.runOnlyPendingTimersAsync());
    expect(lookup).not.toHaveBeenCalled();
    await user.type(input, 'e');
    await user.click(await screen.findByRole('option', { name: 'Maersk' }));
    expect(input).toHaveValue('MAEU');
    expect(lookup).toHaveBeenCalledWith('carrier', 'mae', expect.anything());
    await user.clear(input);
    await user.type(input, 'zzz');
    expect(await screen.findByText(SEARCH_MESSAGES.noResults)).toBeInTheDocument();
  });
});

describe('applied-filter chips', () => {
  it('joins filters by AND, and by OR inside an advanced group, and removes one on request', async () => {
    const onRemove = vi.fn();
    const user = userEvent.setup();
    render(
      <QueryClientProvider client={new QueryClient()}>
        <MantineProvider env="test">
          <FilterChips
            advanced
            filters={[{ Transport: 'SEA', Packing: 'FCL' }, { GeneralSearch: 'PO-1' }]}
            onRemove={onRemove}
          />
        </MantineProvider>
      </QueryClientProvider>,
    );
    const list = screen.getByRole('list', { name: 'Applied filters' });
    expect(list).toHaveTextContent(exactText('TRANSPORT: SEAORPACKING: FCLANDSEARCH: PO-1'));
    await user.click(screen.getByRole('button', { name: 'Remove filter PACKING: FCL' }));
    await waitFor(() => expect(onRemove).toHaveBeenCalledWith(0, 'Packing'));
  });
  it('warns under a whole container number whose check digit is wrong, and searches it all the same', async () => {
    const { user } = renderBuilder(false);
    await chooseFilter(user, 'Filter 1', 'CONTAINER NO.');
    const input = screen.getByRole('textbox', { name: 'CONTAINER NO. value' });
    await user.type(input, 'CSQU3054384');
    expect(screen.getByText(CONTAINER_NUMBER_TYPO_TEXT)).toBeInTheDocument();
    await user.clear(input);
    await user.type(input, 'CSQU3054383');
    expect(screen.queryByText(CONTAINER_NUMBER_TYPO_TEXT)).not.toBeInTheDocument();
    await user.clear(input);
    await user.type(input, 'CSQU30');
    expect(screen.queryByText(CONTAINER_NUMBER_TYPO_TEXT)).not.toBeInTheDocument();
  });
});
