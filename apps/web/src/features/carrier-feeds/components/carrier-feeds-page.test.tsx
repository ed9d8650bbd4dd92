import { MantineProvider } from '@mantine/core';
import type { carrierFeedSchema, parkedEventSchema } from '@navia/domain/contracts/carrier-events';
import { MESSAGES } from '@navia/domain/errors';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import dayjs from 'dayjs';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { exactText } from '../../../test/exact-text.ts';
import { type ApiRoute, apiError, mockApi } from '../../../test/mock-api.ts';
import { CarrierFeedsPage } from './carrier-feeds-page.tsx';
import { NO_FEEDS_TEXT } from './feeds-table.tsx';
import { NO_PARKED_EVENTS_TEXT } from './parked-events-table.tsx';
import { SECRET_NOTE } from './register-feed-form.tsx';

type CarrierFeed = z.input<typeof carrierFeedSchema>;
type ParkedEvent = z.input<typeof parkedEventSchema>;

const FEEDS = 'GET /api/carrierEvents/feeds';
const REGISTER = 'POST /api/carrierEvents/feeds';
const PARKED = 'GET /api/carrierEvents/unmatched';
const SECRET = 'c2VjcmV0LXNoYXJlZC13aXRoLXRoZS1jYXJyaWVyLTEyMzQ1Ng';

/** Local wall-clock times, so the expected text does not depend on the test machine's zone. */
const at = (local: string) => dayjs(local).toISOString();

let feedNumber = 0;
function buildFeed(overrides: Partial<CarrierFeed> = {}): CarrierFeed {
  feedNumber += 1;
  const _id = `6f1d2c3b-4a5e-4f60-8a7b-9c0d1e2f3a${String(feedNumber).padStart(2, '0')}`;
  return {
    _id,
    name: `Feed ${feedNumber}`,
    callbackUrl: `https://portal.example/api/carrierEvents/feeds/${_id}/events`,
    active: true,
    createdAt: at('2026-11-01T08:00'),
    lastEventAt: null,
    ...overrides,
  };
}

function buildParkedEvent(overrides: Partial<ParkedEvent> = {}): ParkedEvent {
  return {
    eventID: '3f2b1c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d',
    eventType: 'TRANSPORT',
    feedName: 'Maersk T&T',
    receivedAt: at('2026-11-23T10:05'),
    eventCreatedDateTime: at('2026-11-23T10:00'),
    references: ['MAEU123456789', 'MSCU1234565'],
    payload: { eventID: '3f2b1c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d', eventClassifierCode: 'EST' },
    ...overrides,
  };
}

function renderPage(routes: Record<string, ApiRoute>) {
  const api = mockApi({
    [FEEDS]: { status: 200, body: { feeds: [] } },
    [PARKED]: { status: 200, body: { events: [] } },
    ...routes,
  });
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  const user = userEvent.setup();
  render(
    <QueryClientProvider client={client}>
      <MantineProvider env="test">
        <MemoryRouter initialEntries={['/admin/carrierFeeds']}>
          <CarrierFeedsPage />
        </MemoryRouter>
      </MantineProvider>
    </QueryClientProvider>,
  );
  return { api, user };
}

const section = (name: string) => screen.getByRole('region', { name });
const feedsTable = () => within(section('FEEDS')).findByRole('table');
const registerForm = () => screen.getByRole('form', { name: 'Register feed' });
const nameInput = () => within(registerForm()).getByLabelText('NAME');
const secretInput = () => within(registerForm()).getByLabelText('SHARED SECRET');

describe('CARRIER FEEDS screen (issue 11)', () => {
  it('says what a feed is and lists the feeds with their URL, status, last event and STOP for active ones', async () => {
    const maersk = buildFeed({ name: 'Maersk T&T', lastEventAt: at('2026-11-23T10:05') });
    const stopped = buildFeed({ name: 'Old MSC', active: false });
    const { user } = renderPage({ [FEEDS]: { status: 200, body: { feeds: [maersk, stopped] } } });

    expect(screen.getByRole('heading', { level: 1, name: 'CARRIER FEEDS' })).toBeInTheDocument();
    expect(
      screen.getByText(
        'Carriers publish DCSA Track & Trace 2.2 events to a feed’s callback URL, signed with its shared secret.',
      ),
    ).toBeInTheDocument();

    const table = await feedsTable();
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((th) => th.textContent);
    expect(headers).toEqual(['NAME', 'CALLBACK URL', 'STATUS', 'LAST EVENT', 'ACTION']);
    const [, first, second] = within(table).getAllByRole('row');
    if (!first || !second) throw new Error('expected two feed rows');
    expect(
      within(first)
        .getAllByRole('cell')
        .map((td) => td.textContent),
    ).toEqual(['Maersk T&T', maersk.callbackUrl, 'ACTIVE', '23 Nov 2026 10:05', 'STOP']);
    expect(
      within(second)
        .getAllByRole('cell')
        .map((td) => td.textContent),
    ).toEqual(['Old MSC', stopped.callbackUrl, 'STOPPED', 'NONE YET', '']);

    await user.click(within(first).getByRole('button', { name: 'Copy the callback URL of Maersk T&T' }));
    expect(await navigator.clipboard.readText()).toBe(maersk.callbackUrl);
  });

  it('says when no feed is registered', async () => {
    renderPage({});
    expect(await within(section('FEEDS')).findByText(NO_FEEDS_TEXT)).toBeInTheDocument();
  });

  it('shows a failed list with TRY AGAIN, which reads it again', async () => {
    let fail = true;
    const { api, user } = renderPage({
      [FEEDS]: () =>
        fail
          ? apiError(500, 'INTERNAL', MESSAGES.otherError)
          : { status: 200, body: { feeds: [buildFeed({ name: 'Maersk T&T' })] } },
    });
    const feeds = section('FEEDS');
    expect(await within(feeds).findByRole('alert')).toHaveTextContent(MESSAGES.otherError);
    fail = false;
    await user.click(within(feeds).getByRole('button', { name: 'TRY AGAIN' }));
    expect(await within(feeds).findByRole('cell', { name: 'Maersk T&T' })).toBeInTheDocument();
    expect(api.callsTo(FEEDS)).toHaveLength(2);
  });

  it('registers a feed, shows its callback URL with a copy button, empties the form and lists the feed', async () => {
    const created = buildFeed({ name: 'Maersk T&T' });
    let feeds: CarrierFeed[] = [];
    const { api, user } = renderPage({
      [FEEDS]: () => ({ status: 200, body: { feeds } }),
      [REGISTER]: () => {
        feeds = [created];
        return { status: 200, body: created };
      },
    });
    expect(within(registerForm()).getByText(SECRET_NOTE)).toBeInTheDocument();

    await user.type(nameInput(), 'Maersk T&T');
    await user.click(secretInput());
    await user.paste(SECRET);
    await user.click(within(registerForm()).getByRole('button', { name: 'REGISTER FEED' }));

    const done = await within(section('REGISTER FEED')).findByRole('status');
    expect(within(done).getByText('FEED REGISTERED: Maersk T&T')).toBeInTheDocument();
    expect(within(done).getByLabelText('Callback URL')).toHaveTextContent(exactText(created.callbackUrl));
    await user.click(within(done).getByRole('button', { name: 'Copy the new callback URL' }));
    expect(await navigator.clipboard.readText()).toBe(created.callbackUrl);

    expect(api.callsTo(REGISTER).map((c) => c.body)).toEqual([{ name: 'Maersk T&T', secret: SECRET }]);
    expect(nameInput()).toHaveValue('');
    expect(secretInput()).toHaveValue('');
    expect(await within(section('FEEDS')).findByRole('cell', { name: 'Maersk T&T' })).toBeInTheDocument();
  });

  it('shows the schema’s errors under the fields and sends nothing', async () => {
    const { api, user } = renderPage({});
    await user.type(secretInput(), 'too-short');
    await user.click(within(registerForm()).getByRole('button', { name: 'REGISTER FEED' }));
    expect(await within(registerForm()).findByText(MESSAGES.fieldRequired)).toBeInTheDocument();
    expect(nameInput()).toHaveAccessibleDescription(MESSAGES.fieldRequired);
    expect(secretInput()).toHaveAccessibleDescription(
      expect.stringContaining('A minimum of 32 characters is required'),
    );
    expect(api.callsTo(REGISTER)).toHaveLength(0);
  });

  it('shows a server 400 on secret under the field and keeps what was typed', async () => {
    const refusal = 'secret: this secret is too weak';
    const { user } = renderPage({
      [REGISTER]: apiError(400, 'VALIDATION', refusal, {
        issues: [{ field: 'secret', message: 'This secret is too weak' }],
      }),
    });
    await user.type(nameInput(), 'Maersk T&T');
    await user.click(secretInput());
    await user.paste(SECRET);
    await user.click(within(registerForm()).getByRole('button', { name: 'REGISTER FEED' }));

    expect(await within(registerForm()).findByText('This secret is too weak')).toBeInTheDocument();
    expect(secretInput()).toHaveAccessibleDescription(expect.stringContaining('This secret is too weak'));
    expect(nameInput()).toHaveValue('Maersk T&T');
    expect(secretInput()).toHaveValue(SECRET);
    expect(within(registerForm()).queryByRole('alert')).not.toBeInTheDocument();
    expect(within(section('REGISTER FEED')).queryByRole('status')).not.toBeInTheDocument();
  });

  it('shows the generic text for any other failure and keeps what was typed', async () => {
    const { user } = renderPage({ [REGISTER]: apiError(500, 'INTERNAL', MESSAGES.otherError) });
    await user.type(nameInput(), 'Maersk T&T');
    await user.click(secretInput());
    await user.paste(SECRET);
    await user.click(within(registerForm()).getByRole('button', { name: 'REGISTER FEED' }));

    expect(await within(registerForm()).findByRole('alert')).toHaveTextContent(
      exactText(MESSAGES.genericSubmit),
    );
    expect(nameInput()).toHaveValue('Maersk T&T');
    expect(secretInput()).toHaveValue(SECRET);
  });

  it('GENERATE fills the secret with 48 url-safe characters, which COPY copies', async () => {
    const { user } = renderPage({});
    await user.click(within(registerForm()).getByRole('button', { name: 'GENERATE' }));
    const secret = (secretInput() as HTMLInputElement).value;
    expect(secret).toMatch(/^[A-Za-z0-9_-]{48}$/);
    await user.click(within(registerForm()).getByRole('button', { name: 'Copy the secret' }));
    expect(await navigator.clipboard.readText()).toBe(secret);
  });

  it('asks before stopping a feed; CANCEL sends nothing, STOP FEED stops it and reads the list again', async () => {
    let feed = buildFeed({ name: 'Maersk T&T' });
    const stopPath = `DELETE /api/carrierEvents/feeds/${feed._id}`;
    const { api, user } = renderPage({
      [FEEDS]: () => ({ status: 200, body: { feeds: [feed] } }),
      [stopPath]: () => {
        feed = { ...feed, active: false };
        return { status: 200, body: { ok: true } };
      },
    });
    const table = await feedsTable();

    await user.click(within(table).getByRole('button', { name: 'STOP Maersk T&T' }));
    const dialog = await screen.findByRole('dialog', { name: 'STOP FEED?' });
    expect(dialog).toHaveTextContent('Maersk T&T will refuse the carrier’s events from now on.');
    await user.click(within(dialog).getByRole('button', { name: 'CANCEL' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.callsTo(stopPath)).toHaveLength(0);

    await user.click(within(table).getByRole('button', { name: 'STOP Maersk T&T' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'STOP FEED?' })).getByRole('button', {
        name: 'STOP FEED',
      }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.callsTo(stopPath)).toHaveLength(1);
    expect(await within(table).findByText('STOPPED')).toBeInTheDocument();
    expect(within(table).queryByRole('button', { name: 'STOP Maersk T&T' })).not.toBeInTheDocument();
    expect(api.callsTo(FEEDS)).toHaveLength(2);
  });

  it('keeps the question open with the generic text when stopping fails', async () => {
    const feed = buildFeed({ name: 'Maersk T&T' });
    const { user } = renderPage({
      [FEEDS]: { status: 200, body: { feeds: [feed] } },
      [`DELETE /api/carrierEvents/feeds/${feed._id}`]: apiError(500, 'INTERNAL', MESSAGES.otherError),
    });
    await user.click(within(await feedsTable()).getByRole('button', { name: 'STOP Maersk T&T' }));
    const dialog = await screen.findByRole('dialog', { name: 'STOP FEED?' });
    await user.click(within(dialog).getByRole('button', { name: 'STOP FEED' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(exactText(MESSAGES.genericSubmit));
  });

  it('lists parked events with their references and shows a payload as formatted JSON', async () => {
    const event = buildParkedEvent();
    const { api, user } = renderPage({ [PARKED]: { status: 200, body: { events: [event] } } });
    const table = await within(section('PARKED EVENTS')).findByRole('table');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['RECEIVED', 'FEED', 'TYPE', 'EVENT ID', 'REFERENCES', 'PAYLOAD']);
    const [, row] = within(table).getAllByRole('row');
    if (!row) throw new Error('expected a parked event row');
    expect(
      within(row)
        .getAllByRole('cell')
        .map((td) => td.textContent),
    ).toEqual([
      '23 Nov 2026 10:05',
      'Maersk T&T',
      'TRANSPORT',
      event.eventID,
      'MAEU123456789, MSCU1234565',
      'View',
    ]);
    expect(api.callsTo(PARKED)).toHaveLength(1);

    await user.click(within(row).getByRole('button', { name: `View the payload of event ${event.eventID}` }));
    const dialog = await screen.findByRole('dialog', { name: 'EVENT PAYLOAD' });
    expect(within(dialog).getByLabelText(`Payload of event ${event.eventID}`).textContent).toBe(
      JSON.stringify(event.payload, null, 2),
    );
  });

  it('says when no event is parked', async () => {
    renderPage({});
    expect(await within(section('PARKED EVENTS')).findByText(NO_PARKED_EVENTS_TEXT)).toBeInTheDocument();
    expect(within(section('PARKED EVENTS')).queryByRole('table')).not.toBeInTheDocument();
  });
});
