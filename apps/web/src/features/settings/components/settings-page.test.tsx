import type { CurrentUser } from '@navia/domain/contracts/user';
import { MESSAGES } from '@navia/domain/errors';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildCurrentUser } from '../../../test/factories.ts';
import { type ApiCall, apiError, mockApi } from '../../../test/mock-api.ts';
import { renderApp } from '../../../test/render-app.tsx';

const hubUser = buildCurrentUser({
  type: 'CA',
  permissions: { tracking: true },
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

/** The server's user: each settings call saves into it and answers it, as the API does. */
let saved: CurrentUser = hubUser;
const echo =
  (map: (body: Record<string, unknown>) => Partial<CurrentUser> = (b) => b as Partial<CurrentUser>) =>
  (call: ApiCall) => {
    saved = { ...saved, ...map(call.body as Record<string, unknown>) };
    return { status: 200, body: { user: saved } };
  };

function settingsApi(extra: Parameters<typeof mockApi>[0] = {}) {
  saved = hubUser;
  return mockApi({
    'GET /api/user/getUpdatedSelf': { status: 200, body: { user: hubUser } },
    'GET /api/user/countries': {
      status: 200,
      body: {
        countries: [
          { value: 'AU', label: 'Australia', timeZone: 'Australia/Melbourne', zoneShortName: 'AEST' },
          { value: 'NZ', label: 'New Zealand', timeZone: 'Pacific/Auckland', zoneShortName: 'NZST' },
          { value: 'US', label: 'USA', timeZone: 'America/Chicago', zoneShortName: 'CDT' },
          { value: 'MY', label: 'Malaysia', timeZone: 'Asia/Kuala_Lumpur', zoneShortName: 'MYT' },
          { value: 'HU', label: 'Hungary', timeZone: 'Europe/Budapest', zoneShortName: 'CET' },
        ],
      },
    },
    ...extra,
  });
}

async function open() {
  const rendered = renderApp('/settings');
  await screen.findByRole('region', { name: 'DISPLAY' }, { timeout: 5000 });
  return rendered;
}

describe('/settings', { timeout: 20_000 }, () => {
  it('shows DISPLAY, REGION, NOTIFICATIONS, POPUPS and PRIVACY in that order', async () => {
    settingsApi();
    await open();
    const titles = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(titles).toEqual(['DISPLAY', 'REGION', 'NOTIFICATIONS', 'POPUPS', 'PRIVACY']);
  });

  it('saves tooltips, search mode and language at once; the language shows in the date and number preview', async () => {
    const api = settingsApi({
      'PUT /api/user/tooltip': echo(),
      'PUT /api/user/mode': echo(),
      'PUT /api/user/language': echo(),
    });
    const { user } = await open();
    const display = screen.getByRole('region', { name: 'DISPLAY' });
    expect(within(display).getByText(/Dates and numbers: 09 Mar 2026, 1,234,567.89/)).toBeInTheDocument();
    await user.click(within(display).getByRole('switch', { name: 'TOOLTIPS' }));
    await user.click(within(display).getByText('DELIVERIES'));
    await user.selectOptions(within(display).getByRole('combobox', { name: 'LANGUAGE' }), 'hu-HU');
    await waitFor(() => expect(api.callsTo('PUT /api/user/language')).toHaveLength(1));
    expect(api.callsTo('PUT /api/user/tooltip')[0]?.body).toEqual({ viewTooltip: false });
    expect(api.callsTo('PUT /api/user/mode')[0]?.body).toEqual({ mode: 'deliveries' });
    expect(api.callsTo('PUT /api/user/language')[0]?.body).toEqual({ language: 'hu-HU' });
    expect(within(display).getByText(/Dates and numbers: 09 Márc 2026, 1\s234\s567,89/)).toBeInTheDocument();
    expect(within(display).getByRole('switch', { name: 'TOOLTIPS' })).not.toBeChecked();
  });

  it('switches the home country and its trading hours at once', async () => {
    const api = settingsApi({ 'PUT /api/user/homeCountry': echo() });
    const { user } = await open();
    const region = screen.getByRole('region', { name: 'REGION' });
    expect(within(region).getByText('TRADING HOURS: MON - FRI 8:30AM TO 5PM AEST')).toBeInTheDocument();
    await user.selectOptions(within(region).getByRole('combobox', { name: 'HOME COUNTRY' }), 'NZ');
    expect(within(region).getByText('TRADING HOURS: MON - FRI 8:30AM TO 5PM NZST')).toBeInTheDocument();
    await waitFor(() =>
      expect(api.callsTo('PUT /api/user/homeCountry').map((c) => c.body)).toEqual([{ homeCountry: 'NZ' }]),
    );
  });

  it('switches back and says so when a save fails', async () => {
    settingsApi({ 'PUT /api/user/homeCountry': apiError(500, 'INTERNAL', 'boom') });
    const { user } = await open();
    const region = screen.getByRole('region', { name: 'REGION' });
    await user.selectOptions(within(region).getByRole('combobox', { name: 'HOME COUNTRY' }), 'HU');
    expect(await within(region).findByRole('alert')).toHaveTextContent(MESSAGES.genericSubmit);
    expect(within(region).getByRole('combobox', { name: 'HOME COUNTRY' })).toHaveValue('AU');
    expect(within(region).getByText('TRADING HOURS: MON - FRI 8:30AM TO 5PM AEST')).toBeInTheDocument();
  });

  it('turns local view on', async () => {
    const api = settingsApi({ 'PUT /api/user/view': echo() });
    const { user } = await open();
    await user.click(screen.getByRole('switch', { name: 'LOCAL VIEW' }));
    await waitFor(() =>
      expect(api.callsTo('PUT /api/user/view').map((c) => c.body)).toEqual([{ localViewActive: true }]),
    );
  });

  it('hides a confirmation popup with its hide-popup flag; connect welcome popups only for connect users', async () => {
    const api = settingsApi({
      'PUT /api/user/hidePopup': echo((b) => ({ hidePopups: { [String(b.popup)]: Boolean(b.hide) } })),
    });
    const { user } = await open();
    const popups = screen.getByRole('region', { name: 'POPUPS' });
    const setPriority = within(popups).getByRole('switch', {
      name: 'CONFIRM BEFORE MARKING A RECORD AS PRIORITY',
    });
    expect(setPriority).toBeChecked();
    await user.click(setPriority);
    await waitFor(() =>
      expect(api.callsTo('PUT /api/user/hidePopup').map((c) => c.body)).toEqual([
        { popup: 'setPriority', hide: true },
      ]),
    );
    expect(setPriority).not.toBeChecked();
    expect(within(popups).queryByText('WELCOME POPUPS')).not.toBeInTheDocument();
  });

  it('records the cookie choice, with the policy link', async () => {
    const api = settingsApi({ 'PUT /api/user/toggleCookieBanner': echo() });
    const { user } = await open();
    const privacy = screen.getByRole('region', { name: 'PRIVACY' });
    expect(within(privacy).getByText('Not chosen yet.')).toBeInTheDocument();
    expect(within(privacy).getByRole('link', { name: 'Read the cookie policy' })).toHaveAttribute(
      'href',
      '/cookie-policy',
    );
    await user.click(within(privacy).getByText('DECLINE'));
    await waitFor(() =>
      expect(api.callsTo('PUT /api/user/toggleCookieBanner').map((c) => c.body)).toEqual([
        { acceptedCookies: false },
      ]),
    );
    expect(within(privacy).getByText('You declined cookies.')).toBeInTheDocument();
  });
});

describe('/settings for a user with connect access', { timeout: 20_000 }, () => {
  it('shows a stopped welcome popup again', async () => {
    const connectUser = {
      ...hubUser,
      permissions: { ...hubUser.permissions, connectAccess: true },
      connectWelcomePopups: { contracts: false },
    };
    const api = mockApi({
      'GET /api/user/getUpdatedSelf': { status: 200, body: { user: connectUser } },
      'PUT /api/user/welcomePopups': {
        status: 200,
        body: { user: { ...connectUser, connectWelcomePopups: { contracts: true } } },
      },
    });
    const { user } = await open();
    const popups = screen.getByRole('region', { name: 'POPUPS' });
    const contracts = within(popups).getByRole('switch', { name: 'CONTRACTS' });
    expect(contracts).not.toBeChecked();
    await user.click(contracts);
    await waitFor(() =>
      expect(api.callsTo('PUT /api/user/welcomePopups').map((c) => c.body)).toEqual([
        { popup: 'contracts', show: true },
      ]),
    );
    expect(contracts).toBeChecked();
  });
});
