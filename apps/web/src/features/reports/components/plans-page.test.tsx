import type { ReportPlan } from '@navia/domain/contracts/reports';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildCurrentUser } from '../../../test/factories.ts';
import { apiError, mockApi } from '../../../test/mock-api.ts';
import { renderApp } from '../../../test/render-app.tsx';

const PAGE_TEST = { timeout: 20_000 };
const admin = () => buildCurrentUser({ type: 'NA', email: 'admin@navia.demo' });
const PLAN_ID = '2f1e4d3c-5b6a-4789-8abc-def012345678';
const ACME = { _id: '635109ad-d15a-59f8-8eaf-9241265350fa', code: 'ACME', name: 'Acme Imports' };
const KIWI = { _id: '7a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d', code: 'KIWI', name: 'Kiwi Exports' };
const group = (g: typeof ACME) => ({
  ...g,
  country: 'AU',
  hubbiEnabled: false,
  connectAccess: false,
  organisations: 1,
  users: 2,
  shipments: 3,
});
const plan: ReportPlan = {
  _id: PLAN_ID,
  name: 'Weekly essentials',
  reports: ['ARRIVALS_NEXT_WEEK', 'OVERDUE_INVOICES'],
  groups: [{ ...ACME, subscribedAt: '2026-11-28T10:00:00.000Z' }],
  createdAt: '2026-11-28T10:00:00.000Z',
  updatedAt: '2026-11-28T10:00:00.000Z',
};

function start(routes: Parameters<typeof mockApi>[0] = {}) {
  const api = mockApi({
    'GET /api/user/getUpdatedSelf': { status: 200, body: { user: admin() } },
    'GET /api/reportPlans': { status: 200, body: { result: [] } },
    'POST /api/org/get': { status: 200, body: { result: [group(ACME), group(KIWI)], totalCount: 2 } },
    ...routes,
  });
  return { api, ...renderApp('/admin/plans') };
}

describe('/admin/plans', () => {
  it(
    'creates a plan with a name and reports chosen as checkboxes, naming missing fields first',
    PAGE_TEST,
    async () => {
      const { api, user } = start({
        'POST /api/reportPlans': (call) => ({
          status: 200,
          body: { plan: { ...plan, ...(call.body as object), groups: [] } },
        }),
      });
      expect(await screen.findByText('NO PLANS YET', {}, { timeout: 5000 })).toBeInTheDocument();
      await user.click(screen.getByRole('button', { name: 'NEW PLAN' }));
      const form = await screen.findByRole('form', { name: 'NEW PLAN' });
      await user.click(within(form).getByRole('button', { name: 'SAVE' }));
      expect(await within(form).findByText('This field is required.')).toBeInTheDocument();
      expect(within(form).getByText('CHOOSE AT LEAST ONE REPORT.')).toBeInTheDocument();
      expect(api.callsTo('POST /api/reportPlans')).toHaveLength(0);
      await user.type(within(form).getByRole('textbox', { name: 'NAME' }), 'Weekly essentials');
      await user.click(within(form).getByRole('checkbox', { name: /ARRIVALS NEXT WEEK/ }));
      await user.click(within(form).getByRole('checkbox', { name: /DELIVERY REQUESTS/ }));
      await user.click(within(form).getByRole('button', { name: 'SAVE' }));
      await waitFor(() => expect(api.callsTo('POST /api/reportPlans')).toHaveLength(1));
      expect(api.callsTo('POST /api/reportPlans')[0]?.body).toEqual({
        name: 'Weekly essentials',
        reports: ['ARRIVALS_NEXT_WEEK', 'DELIVERY_REQUESTS'],
      });
    },
  );

  it('shows each plan’s reports and groups; subscribes and unsubscribes groups', PAGE_TEST, async () => {
    const { api, user } = start({
      'GET /api/reportPlans': { status: 200, body: { result: [plan] } },
      [`PUT /api/reportPlans/${PLAN_ID}/groups/${KIWI._id}`]: { status: 200, body: { plan } },
      [`DELETE /api/reportPlans/${PLAN_ID}/groups/${ACME._id}`]: {
        status: 200,
        body: { plan: { ...plan, groups: [] } },
      },
    });
    const card = await screen.findByRole('region', { name: 'WEEKLY ESSENTIALS' }, { timeout: 5000 });
    expect(within(card).getByText('ARRIVALS NEXT WEEK')).toBeInTheDocument();
    expect(within(card).getByText('OVERDUE INVOICES')).toBeInTheDocument();
    expect(within(card).getByRole('list', { name: 'SUBSCRIBED GROUPS' })).toHaveTextContent('ACME');
    const picker = within(card).getByRole('combobox', { name: 'ADD A GROUP TO WEEKLY ESSENTIALS' });
    await waitFor(() => expect(picker).toBeEnabled());
    await user.click(picker);
    // ACME is subscribed already: only KIWI is offered.
    expect(screen.queryByRole('option', { name: /ACME/ })).not.toBeInTheDocument();
    await user.click(await screen.findByRole('option', { name: 'KIWI — Kiwi Exports' }));
    await user.click(within(card).getByRole('button', { name: 'SUBSCRIBE' }));
    await waitFor(() =>
      expect(api.callsTo(`PUT /api/reportPlans/${PLAN_ID}/groups/${KIWI._id}`)).toHaveLength(1),
    );
    await user.click(within(card).getByRole('button', { name: 'UNSUBSCRIBE ACME' }));
    await waitFor(() =>
      expect(api.callsTo(`DELETE /api/reportPlans/${PLAN_ID}/groups/${ACME._id}`)).toHaveLength(1),
    );
  });

  it('deletes a plan after confirming, and shows a failure to load', PAGE_TEST, async () => {
    const { api, user } = start({
      'GET /api/reportPlans': { status: 200, body: { result: [plan] } },
      [`DELETE /api/reportPlans/${PLAN_ID}`]: { status: 200, body: { ok: true } },
    });
    await user.click(
      await screen.findByRole('button', { name: 'DELETE Weekly essentials' }, { timeout: 5000 }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'DELETE PLAN' });
    expect(dialog).toHaveTextContent('ITS 1 GROUP(S) STOP RECEIVING ITS REPORTS');
    await user.click(within(dialog).getByRole('button', { name: 'DELETE' }));
    await waitFor(() => expect(api.callsTo(`DELETE /api/reportPlans/${PLAN_ID}`)).toHaveLength(1));
  });

  it('says so when the plans cannot be loaded', PAGE_TEST, async () => {
    start({ 'GET /api/reportPlans': apiError(500, 'INTERNAL', 'Error Occurred') });
    expect(await screen.findByRole('alert', {}, { timeout: 5000 })).toHaveTextContent(
      'THE PLANS COULD NOT BE LOADED',
    );
  });
});
