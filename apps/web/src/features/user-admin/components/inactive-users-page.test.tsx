import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildCurrentUser } from '../../../test/factories.ts';
import { apiError, mockApi } from '../../../test/mock-api.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { ACME_ID, USER_ID } from './user-admin-factories.ts';

const PAGE_TEST = { timeout: 20_000 };
const admin = () => buildCurrentUser({ type: 'NA', email: 'admin@navia.demo' });

describe('/admin/inactiveUsersReport', () => {
  it('groups the users by organisation with the totals and links the CSV', PAGE_TEST, async () => {
    const api = mockApi({
      'GET /api/user/getUpdatedSelf': { status: 200, body: { user: admin() } },
      'POST /api/user/inactiveUsers': {
        status: 200,
        body: {
          groups: [
            {
              orgGroupId: ACME_ID,
              orgGroupName: 'Acme',
              total: 16,
              users: [
                {
                  _id: USER_ID,
                  fullname: 'Ana Silva',
                  email: 'ana@acme.demo',
                  type: 'OP',
                  orgGroupId: ACME_ID,
                  orgGroupName: 'Acme',
                  lastLoginAt: null,
                  createdAt: '2026-01-01T00:00:00.000Z',
                },
              ],
            },
          ],
          totalCount: 16,
          page: 1,
          recordsPerPage: 15,
          days: 90,
        },
      },
    });
    renderApp('/admin/inactiveUsersReport');
    expect(
      await screen.findByRole('columnheader', { name: 'Acme (16)' }, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('TOTAL: 16 USER(S) WITHOUT A SIGN-IN FOR 90 DAYS');
    expect(screen.getByRole('link', { name: 'DOWNLOAD CSV' })).toHaveAttribute(
      'href',
      '/api/user/inactiveUsers/csv?days=90',
    );
    expect(screen.getByRole('navigation', { name: 'INACTIVE USERS PAGES' })).toBeInTheDocument();
    expect(api.callsTo('POST /api/user/inactiveUsers')[0]?.body).toEqual({ page: 1, days: 90, filter: '' });
  });

  it('shows the spec text when the list fails', PAGE_TEST, async () => {
    mockApi({
      'GET /api/user/getUpdatedSelf': { status: 200, body: { user: admin() } },
      'POST /api/user/inactiveUsers': apiError(500, 'INTERNAL', 'Error Occurred'),
    });
    renderApp('/admin/inactiveUsersReport');
    expect(await screen.findByRole('alert', {}, { timeout: 5000 })).toHaveTextContent(
      'An Error Occured. Please try again later or contact your support team.',
    );
  });
});
