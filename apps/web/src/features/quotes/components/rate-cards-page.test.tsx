import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { buildCurrentUser } from '../../../test/factories.ts';
import { mockApi } from '../../../test/mock-api.ts';
import { renderApp } from '../../../test/render-app.tsx';

const PAGE_TEST = { timeout: 20_000 };

// Only Date is faked (the date pickers open on this month): no timers are involved.
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-18T10:00:00Z'));
});
afterEach(() => {
  vi.useRealTimers();
});
const admin = () => buildCurrentUser({ type: 'NA', email: 'admin@navia.demo' });

function start(routes: Parameters<typeof mockApi>[0] = {}) {
  const api = mockApi({
    'GET /api/user/getUpdatedSelf': { status: 200, body: { user: admin() } },
    'POST /api/rateCards/list': { status: 200, body: { result: [], total: 0 } },
    ...routes,
  });
  return { api, ...renderApp('/admin/rateCards') };
}

describe('/admin/rateCards', () => {
  it('creates a card with money typed in major units and sent in minor units', PAGE_TEST, async () => {
    const { api, user } = start({
      'POST /api/rateCards': (call) => ({
        status: 200,
        body: {
          rateCard: {
            ...(call.body as object),
            _id: '9a1b2c3d-4e5f-4a6b-8c7d-0e1f2a3b4c5d',
            updatedAt: '2026-11-18T00:00:00.000Z',
          },
        },
      }),
    });
    expect(await screen.findByText('NO RATE CARDS FOUND', {}, { timeout: 5000 })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'NEW RATE CARD' }));
    const form = await screen.findByRole('form', { name: 'NEW RATE CARD' });
    await user.click(within(form).getByRole('button', { name: 'SAVE' }));
    await waitFor(() =>
      expect(within(form).getByRole('textbox', { name: 'CARRIER' })).toHaveAccessibleDescription(
        'This field is required.',
      ),
    );
    expect(api.callsTo('POST /api/rateCards')).toHaveLength(0);

    await user.type(within(form).getByRole('textbox', { name: 'ORIGIN (UN/LOCODE OR COUNTRY)' }), 'CNSHA');
    await user.type(
      within(form).getByRole('textbox', { name: 'DESTINATION (UN/LOCODE OR COUNTRY)' }),
      'AUMEL',
    );
    await user.type(within(form).getByRole('textbox', { name: 'CARRIER' }), 'Maersk');
    await user.click(within(form).getByRole('button', { name: /VALID FROM/ }));
    await user.click(screen.getByRole('button', { name: '2 November 2026' }));
    await user.click(within(form).getByRole('button', { name: /VALID TO/ }));
    await user.click(screen.getByRole('button', { name: '28 November 2026' }));
    await user.type(within(form).getByRole('textbox', { name: 'TRANSIT DAYS' }), '16');
    await user.type(within(form).getByRole('textbox', { name: 'BASE RATE PER CONTAINER' }), '1850.50');
    await user.click(within(form).getByRole('button', { name: 'SAVE' }));
    await waitFor(() => expect(api.callsTo('POST /api/rateCards')).toHaveLength(1), { timeout: 5000 });
    expect(api.callsTo('POST /api/rateCards')[0]?.body).toMatchObject({
      origin: 'CNSHA',
      destination: 'AUMEL',
      mode: 'SEA_FCL',
      containerType: '40HC',
      carrier: 'Maersk',
      currency: 'USD',
      baseRate: 185_050,
      minimumCharge: 0,
      transitDays: 16,
    });
  });

  it('DRY RUN lists the problems by line and field', PAGE_TEST, async () => {
    const { api, user } = start({
      'POST /api/rateCards/import': {
        status: 200,
        body: {
          dryRun: true,
          valid: 1,
          created: 0,
          problems: [{ line: 3, field: 'mode', message: 'invalid option' }],
        },
      },
    });
    const input = await screen.findByLabelText('CSV FILE', {}, { timeout: 5000 });
    const file = new File(['origin,destination\n'], 'cards.csv', { type: 'text/csv' });
    const hidden = document.querySelector('input[type="file"]') as HTMLInputElement;
    await user.upload(hidden, file);
    expect(input).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'DRY RUN' }));
    const problems = await screen.findByRole('table', { name: 'IMPORT PROBLEMS' }, { timeout: 5000 });
    expect(within(problems).getByText('MODE')).toBeInTheDocument();
    expect(within(problems).getByText('INVALID OPTION')).toBeInTheDocument();
    expect(screen.getByText(/DRY RUN: 1 VALID ROW\(S\), 1 PROBLEM\(S\)/)).toBeInTheDocument();
    expect(api.callsTo('POST /api/rateCards/import')).toHaveLength(1);
  });
});
