import { MantineProvider } from '@mantine/core';
import type { DateHistoryEntry } from '@navia/domain/contracts/shipment-dates';
import { MESSAGES } from '@navia/domain/errors';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { type ApiRoute, apiError, mockApi } from '../../../test/mock-api.ts';
import { DATE_HISTORY_EMPTY_TEXT, DateHistoryPanel } from './date-history-panel.tsx';

const KEY = 'AU-S01009240';
const HISTORY = `GET /api/shipments/${KEY}/dateHistory`;

/** Local wall-clock times, so the expected text does not depend on the test machine's zone. */
const at = (local: string) => dayjs(local).toISOString();

function entry(overrides: Partial<DateHistoryEntry> = {}): DateHistoryEntry {
  return {
    field: 'eta',
    classifier: 'EST',
    value: at('2026-04-02T06:00'),
    containerNumber: null,
    source: 'MAERSK',
    recordedAt: at('2026-03-01T09:15'),
    applied: true,
    ...overrides,
  };
}

function renderPanel(route: ApiRoute) {
  const api = mockApi({ [HISTORY]: route });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const user = userEvent.setup();
  render(
    <QueryClientProvider client={client}>
      <MantineProvider env="test">
        <DateHistoryPanel recordKey={KEY} shipKey={KEY} />
      </MantineProvider>
    </QueryClientProvider>,
  );
  return { api, user };
}

const history = (entries: DateHistoryEntry[]): ApiRoute => ({ status: 200, body: { history: entries } });

describe('ETA AND ETD HISTORY panel', () => {
  it('is small until opened, then shows each milestone with dates, classifiers, sources and times', async () => {
    const { api, user } = renderPanel(
      history([
        entry({ field: 'etd', classifier: 'PLN', value: at('2026-03-10T08:00'), source: 'Booking' }),
        entry({ field: 'eta', value: at('2026-04-02T06:00'), recordedAt: at('2026-03-01T09:15') }),
        entry({
          field: 'eta',
          value: at('2026-04-04T18:30'),
          recordedAt: at('2026-03-03T11:00'),
          source: 'Staff',
        }),
        entry({
          field: 'cargoAvailable',
          classifier: 'ACT',
          containerNumber: 'MSCU1234565',
          value: at('2026-04-05T07:00'),
          recordedAt: at('2026-04-05T07:05'),
        }),
      ]),
    );
    const panel = await screen.findByRole('region', { name: 'ETA AND ETD HISTORY' });
    expect(await within(panel).findByText('4 dates recorded.')).toBeInTheDocument();
    const show = within(panel).getByRole('button', { name: 'SHOW' });
    expect(show).toHaveAttribute('aria-expanded', 'false');
    expect(within(panel).queryByRole('list')).not.toBeInTheDocument();

    await user.click(show);
    expect(within(panel).getByRole('button', { name: 'HIDE' })).toHaveAttribute('aria-expanded', 'true');
    const departure = await within(panel).findByRole('list', { name: 'DEPARTURE' });
    expect(within(departure).getByRole('listitem')).toHaveTextContent(
      'ETD 10 Mar 2026 08:00PlannedIn forceBooking · recorded 01 Mar 2026 09:15',
    );
    const arrival = within(panel).getByRole('list', { name: 'ARRIVAL' });
    expect(
      within(arrival)
        .getAllByRole('listitem')
        .map((i) => i.textContent),
    ).toEqual([
      'ETA 04 Apr 2026 18:30EstimatedIn forceStaff · recorded 03 Mar 2026 11:00',
      'ETA 02 Apr 2026 06:00EstimatedMAERSK · recorded 01 Mar 2026 09:15',
    ]);
    const container = within(panel).getByRole('list', { name: 'CONTAINER MSCU1234565 AVAILABILITY' });
    expect(within(container).getByRole('listitem')).toHaveTextContent(
      'CARGO AVAILABLE 05 Apr 2026 07:00ActualIn forceMSCU1234565 · MAERSK · recorded 05 Apr 2026 07:05',
    );
    expect(api.callsTo(HISTORY)).toHaveLength(1);
  });

  it('marks an entry that arrived out of order as not applied', async () => {
    const { user } = renderPanel(
      history([
        entry({ value: at('2026-04-06T00:00'), recordedAt: at('2026-03-02T00:00') }),
        entry({ value: at('2026-04-03T00:00'), recordedAt: at('2026-03-03T00:00'), applied: false }),
      ]),
    );
    await user.click(await screen.findByRole('button', { name: 'SHOW' }));
    const items = within(await screen.findByRole('list', { name: 'ARRIVAL' })).getAllByRole('listitem');
    expect(items[0]).toHaveTextContent('ETA 03 Apr 2026 00:00');
    expect(items[0]).toHaveTextContent('(out of order, not applied)');
    expect(items[0]).toHaveAttribute('data-applied', 'false');
    expect(items[0]).not.toHaveTextContent('In force');
    expect(items[1]).not.toHaveTextContent('(out of order, not applied)');
    expect(items[1]).toHaveTextContent('In force');
  });

  it('says so when no date has been recorded, with nothing to open', async () => {
    renderPanel(history([]));
    const panel = await screen.findByRole('region', { name: 'ETA AND ETD HISTORY' });
    expect(await within(panel).findByText(DATE_HISTORY_EMPTY_TEXT)).toBeInTheDocument();
    expect(DATE_HISTORY_EMPTY_TEXT).toBe('No date changes recorded yet.');
    expect(within(panel).queryByRole('button')).not.toBeInTheDocument();
  });

  it('names a failure', async () => {
    renderPanel(apiError(500, 'INTERNAL', 'Error Occurred'));
    expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.otherError);
  });
});
