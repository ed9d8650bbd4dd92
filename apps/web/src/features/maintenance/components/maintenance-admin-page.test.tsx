import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildCurrentUser } from '../../../test/factories.ts';
import { apiError, mockApi } from '../../../test/mock-api.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { fromLocalInput, toLocalInput } from './maintenance-admin-page.tsx';

const PAGE_TEST = { timeout: 30_000 };
/** The lazy page's first answer can be slow on a busy machine. */
const FIRST = { timeout: 10_000 };
const admin = () => buildCurrentUser({ type: 'NA', email: 'admin@navia.demo' });
const off = { maintenance: { active: false, message: '', plannedEnd: null } };

describe('/admin/maintenance', () => {
  it(
    'turns maintenance on with a message and a planned end; the banner shows it at once',
    PAGE_TEST,
    async () => {
      const api = mockApi({
        'GET /api/user/getUpdatedSelf': { status: 200, body: { user: admin() } },
        'GET /api/settings/website': { status: 200, body: off },
        'PUT /api/settings/website': (call) => ({ status: 200, body: call.body }),
      });
      const { user } = renderApp('/admin/maintenance');
      const form = await screen.findByRole('form', { name: 'MAINTENANCE MODE' }, FIRST);
      expect(screen.getByText('MAINTENANCE OFF')).toBeInTheDocument();
      await user.click(within(form).getByRole('switch', { name: /MAINTENANCE MODE/ }));
      await user.type(within(form).getByRole('textbox', { name: 'MESSAGE' }), 'Upgrade tonight');
      const end = within(form).getByLabelText(/PLANNED END/);
      await user.type(end, '2026-12-01T22:30');
      await user.click(within(form).getByRole('button', { name: 'SAVE' }));
      await waitFor(() => expect(api.callsTo('PUT /api/settings/website')).toHaveLength(1), FIRST);
      expect(api.callsTo('PUT /api/settings/website')[0]?.body).toEqual({
        maintenance: {
          active: true,
          message: 'Upgrade tonight',
          plannedEnd: fromLocalInput('2026-12-01T22:30'),
        },
      });
      const banner = await screen.findByText(/Upgrade tonight/, { selector: 'p' }, FIRST);
      expect(banner).toBeInTheDocument();
      expect(await screen.findByText('MAINTENANCE ON', {}, FIRST)).toBeInTheDocument();
    },
  );

  it('keeps what was typed when the save fails', PAGE_TEST, async () => {
    mockApi({
      'GET /api/user/getUpdatedSelf': { status: 200, body: { user: admin() } },
      'GET /api/settings/website': { status: 200, body: off },
      'PUT /api/settings/website': apiError(500, 'INTERNAL', 'Error Occurred'),
    });
    const { user } = renderApp('/admin/maintenance');
    const form = await screen.findByRole('form', { name: 'MAINTENANCE MODE' }, FIRST);
    await user.type(within(form).getByRole('textbox', { name: 'MESSAGE' }), 'Kept');
    await user.click(within(form).getByRole('button', { name: 'SAVE' }));
    expect(await within(form).findByRole('alert', {}, FIRST)).toHaveTextContent('ERROR OCCURRED');
    expect(within(form).getByRole('textbox', { name: 'MESSAGE' })).toHaveValue('Kept');
  });

  it('converts the planned end between the browser zone and ISO instants', () => {
    expect(toLocalInput(null)).toBe('');
    expect(fromLocalInput('')).toBeNull();
    const iso = fromLocalInput('2026-12-01T22:30');
    expect(iso && toLocalInput(iso)).toBe('2026-12-01T22:30');
  });
});
