import { MESSAGES } from '@navia/domain/errors';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildCurrentUser } from '../../../test/factories.ts';
import { apiError, mockApi } from '../../../test/mock-api.ts';
import { renderApp } from '../../../test/render-app.tsx';

const helpUser = buildCurrentUser({
  fullname: 'Jane Citizen',
  email: 'jane.citizen@example.com',
  homeCountry: 'NZ',
  orgGroupCode: {
    _id: 'group-1',
    code: 'ACME',
    name: 'Acme',
    country: 'AU',
    connectAccess: false,
    hubbiEnabled: false,
    generalSettings: {},
  },
});

const team = [
  {
    image: null,
    GS_FullName: 'Priya Raman',
    GS_EmailAddress: 'priya.raman@navia.demo',
    Role: 'ACT',
    GS_MobilePhone: '+61 400 111 222',
  },
  {
    image: null,
    GS_FullName: 'Tom Hale',
    GS_EmailAddress: 'tom.hale@navia.demo',
    Role: 'CUS',
    GS_MobilePhone: null,
  },
];

function helpApi(extra: Parameters<typeof mockApi>[0] = {}) {
  return mockApi({
    'GET /api/user/getUpdatedSelf': { status: 200, body: { user: helpUser } },
    'GET /api/user/getSupportTeam/group-1': { status: 200, body: { contacts: team } },
    ...extra,
  });
}

async function open() {
  const rendered = renderApp('/help');
  await screen.findByRole('heading', { level: 1, name: 'HELP' }, { timeout: 5000 });
  return rendered;
}

describe('/help', { timeout: 20_000 }, () => {
  it('answers questions about the screens in an accordion', async () => {
    helpApi();
    const { user } = await open();
    const faq = screen.getByRole('region', { name: 'FREQUENTLY ASKED QUESTIONS' });
    const question = within(faq).getByRole('button', { name: 'WHAT ARE FAVOURITES AND PRIORITY SHIPMENTS?' });
    expect(question).toHaveAttribute('aria-expanded', 'false');
    await user.click(question);
    expect(question).toHaveAttribute('aria-expanded', 'true');
    expect(within(faq).getByText(/PRIORITY SHIPMENTS tab lists them/)).toBeVisible();
    expect(within(faq).getAllByRole('button')).toHaveLength(7);
  });

  it("lists the support team of the user's organisation group with roles, e-mails and phones", async () => {
    helpApi();
    await open();
    const section = screen.getByRole('region', { name: 'YOUR SUPPORT TEAM' });
    expect(await within(section).findByText('Priya Raman')).toBeInTheDocument();
    expect(within(section).getByText('ACCOUNT MANAGER')).toBeInTheDocument();
    expect(within(section).getByText('CUSTOMER SERVICE REPRESENTATIVE')).toBeInTheDocument();
    expect(within(section).getByRole('link', { name: 'priya.raman@navia.demo' })).toHaveAttribute(
      'href',
      'mailto:priya.raman@navia.demo',
    );
    expect(within(section).getByRole('link', { name: '+61 400 111 222' })).toHaveAttribute(
      'href',
      'tel:+61400111222',
    );
  });

  it("shows the trading hours of the home country's zone", async () => {
    helpApi();
    await open();
    const section = screen.getByRole('region', { name: 'TRADING HOURS' });
    expect(within(section).getByText('TRADING HOURS: MON - FRI 8:30AM TO 5PM NZST')).toBeInTheDocument();
    expect(within(section).getByText(/Pacific\/Auckland/)).toBeInTheDocument();
  });

  it('requires a message before sending', async () => {
    const api = helpApi();
    const { user } = await open();
    const form = screen.getByRole('form', { name: 'Contact the team' });
    await user.click(within(form).getByRole('button', { name: 'SEND' }));
    expect(within(form).getByText('This field is required.')).toBeInTheDocument();
    expect(api.callsTo('POST /api/services/contact')).toHaveLength(0);
  });

  it("sends the message with the user's name and e-mail, then clears it", async () => {
    const api = helpApi({ 'POST /api/services/contact': { status: 200, body: { ok: true } } });
    const { user } = await open();
    const form = screen.getByRole('form', { name: 'Contact the team' });
    await user.type(within(form).getByRole('textbox', { name: /MESSAGE/ }), 'Where is my container?');
    await user.click(within(form).getByRole('button', { name: 'SEND' }));
    expect(await within(form).findByText(MESSAGES.contactSent)).toBeInTheDocument();
    expect(api.callsTo('POST /api/services/contact').map((c) => c.body)).toEqual([
      { name: 'Jane Citizen', email: 'jane.citizen@example.com', message: 'Where is my container?' },
    ]);
    expect(within(form).getByRole('textbox', { name: /MESSAGE/ })).toHaveValue('');
  });

  it('keeps the typed message when sending fails', async () => {
    helpApi({ 'POST /api/services/contact': apiError(500, 'INTERNAL', 'boom') });
    const { user } = await open();
    const form = screen.getByRole('form', { name: 'Contact the team' });
    await user.type(within(form).getByRole('textbox', { name: /MESSAGE/ }), 'Please call me');
    await user.click(within(form).getByRole('button', { name: 'SEND' }));
    await waitFor(() =>
      expect(within(form).getByRole('alert')).toHaveTextContent(MESSAGES.contactSendFailed),
    );
    expect(within(form).getByRole('textbox', { name: /MESSAGE/ })).toHaveValue('Please call me');
  });
});
