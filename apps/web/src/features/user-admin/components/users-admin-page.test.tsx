import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildCurrentUser } from '../../../test/factories.ts';
import { apiError, mockApi } from '../../../test/mock-api.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { ACME_ID, buildAdminUser, USER_ID } from './user-admin-factories.ts';

const PAGE_TEST = { timeout: 20_000 };
const admin = () => buildCurrentUser({ type: 'NA', email: 'admin@navia.demo' });

function start(routes: Parameters<typeof mockApi>[0] = {}) {
  const api = mockApi({
    'GET /api/user/getUpdatedSelf': { status: 200, body: { user: admin() } },
    'POST /api/user/getUsers': { status: 200, body: { result: [buildAdminUser()], totalCount: 1 } },
    'POST /api/org/get': {
      status: 200,
      body: {
        result: [
          {
            _id: ACME_ID,
            code: 'ACME',
            name: 'Acme',
            country: 'AU',
            hubbiEnabled: true,
            connectAccess: true,
            organisations: 1,
            users: 2,
            shipments: 3,
          },
        ],
        totalCount: 1,
      },
    },
    ...routes,
  });
  return { api, ...renderApp('/admin/users') };
}

async function openInvite(user: ReturnType<typeof start>['user']) {
  await user.click(await screen.findByRole('button', { name: 'INVITE USER' }, { timeout: 5000 }));
  const dialog = await screen.findByRole('dialog', { name: 'INVITE USER' }, { timeout: 5000 });
  await user.type(within(dialog).getByRole('textbox', { name: /EMAIL/ }), 'taken@acme.demo');
  await user.type(within(dialog).getByRole('textbox', { name: /FULL NAME/ }), 'Taken User');
  return dialog;
}

describe('/admin/users', () => {
  it('lists users with a link to their page, and filters by role on the server', PAGE_TEST, async () => {
    const { api, user } = start();
    const link = await screen.findByRole('link', { name: 'Ana Silva' }, { timeout: 5000 });
    expect(link).toHaveAttribute('href', `/user/${USER_ID}`);
    await user.click(screen.getByRole('combobox', { name: 'ROLE' }));
    await user.click(await screen.findByRole('option', { name: 'CA' }));
    await waitFor(() =>
      expect(api.callsTo('POST /api/user/getUsers').at(-1)?.body).toMatchObject({ role: 'CA', page: 1 }),
    );
  });

  it("keeps the form and shows 'This email is not available.' on a 406", PAGE_TEST, async () => {
    const { api, user } = start({
      'POST /api/user/invite': apiError(406, 'EMAIL_TAKEN', 'This email is not available.'),
    });
    const dialog = await openInvite(user);
    await user.click(within(dialog).getByRole('button', { name: 'SEND INVITE' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('This email is not available.');
    expect(within(dialog).getByRole('textbox', { name: /EMAIL/ })).toHaveValue('taken@acme.demo');
    expect(api.callsTo('POST /api/user/invite')[0]?.body).toMatchObject({
      email: 'taken@acme.demo',
      tracking: true,
    });
  });

  it('shows the add-user fallback text on any other failure', PAGE_TEST, async () => {
    const { user } = start({ 'POST /api/user/invite': apiError(500, 'INTERNAL', 'Error Occurred') });
    const dialog = await openInvite(user);
    await user.click(within(dialog).getByRole('button', { name: 'SEND INVITE' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'AN ERROR OCURRED. PLEASE TRY AGAIN LATER.',
    );
  });

  it('deactivates only after the confirmation', PAGE_TEST, async () => {
    const { api, user } = start({
      [`DELETE /api/user/deactivate/${USER_ID}`]: { status: 200, body: { ok: true } },
    });
    await user.click(await screen.findByRole('button', { name: 'DEACTIVATE Ana Silva' }, { timeout: 5000 }));
    const dialog = await screen.findByRole('dialog', { name: 'DEACTIVATE USER' });
    expect(api.callsTo(`DELETE /api/user/deactivate/${USER_ID}`)).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'DEACTIVATE' }));
    await waitFor(() => expect(api.callsTo(`DELETE /api/user/deactivate/${USER_ID}`)).toHaveLength(1));
  });
});
