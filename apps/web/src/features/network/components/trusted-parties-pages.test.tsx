import { screen, waitFor, within } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildCurrentUser } from '../../../test/factories.ts';
import { type ApiRoute, apiError, mockApi } from '../../../test/mock-api.ts';
import { locationOf, renderApp } from '../../../test/render-app.tsx';
import {
  buildPossibleEntity,
  buildTrustedPartyAddress,
  buildTrustedPartyDetails,
  buildTrustedPartyRow,
} from '../rules/network-factories.ts';

// happy-dom lays nothing out: the virtualised table gets a viewport's height, as in a browser.
const layout = Object.getOwnPropertyDescriptor(HTMLElement.prototype, 'clientHeight');
beforeAll(() => {
  Object.defineProperty(HTMLElement.prototype, 'clientHeight', { configurable: true, get: () => 800 });
});
afterAll(() => {
  if (layout) Object.defineProperty(HTMLElement.prototype, 'clientHeight', layout);
});

const APP_BOOT = { timeout: 5000 };
const PAGE_TEST = { timeout: 15_000 };

const clientAdmin = () => buildCurrentUser({ type: 'CA', permissions: { connectAccess: true } });
const supplierAdmin = (trustedPartyId: string) =>
  buildCurrentUser({
    type: 'TPADMIN',
    isConnectUser: true,
    permissions: { connectAccess: true, hasHubAccess: false },
    trustedParty: { _id: trustedPartyId, name: 'Selangor Precision Plastics', generalSettings: {} },
  });

const filterAnswer = (rows: ReturnType<typeof buildTrustedPartyRow>[], totalCount = rows.length) => ({
  status: 200,
  body: { result: rows, currentCount: rows.length, totalCount },
});

function networkApi(user: ReturnType<typeof buildCurrentUser>, routes: Record<string, ApiRoute> = {}) {
  return mockApi({
    'GET /api/user/getUpdatedSelf': { status: 200, body: { user } },
    'POST /api/trustedParties/filter': filterAnswer([]),
    ...routes,
  });
}

describe('/connect/trustedparty', PAGE_TEST, () => {
  it('lists batch 1 of 30 with the spec columns, and filters only from 3 typed characters', async () => {
    const row = buildTrustedPartyRow({ nickname: 'Our moulder' });
    const api = networkApi(clientAdmin(), { 'POST /api/trustedParties/filter': filterAnswer([row]) });
    const { user } = renderApp('/connect/trustedparty');
    const table = await screen.findByRole('table', { name: 'Trusted parties' }, APP_BOOT);
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['NAME', 'NICKNAME', 'BUSINESS N°', 'COUNTRY', 'TYPE', 'CREATED', 'DELETE']);
    expect(await within(table).findByText('Our moulder')).toBeInTheDocument();
    expect(within(table).getByText('03 Nov 2026')).toBeInTheDocument();
    expect(api.callsTo('POST /api/trustedParties/filter')[0]?.body).toEqual({ batchNo: 1, batchSize: 30 });

    await user.type(screen.getByRole('textbox', { name: 'FILTER' }), 'se');
    expect(await screen.findByText('TYPE TO SEARCH')).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'FILTER' }), 'l');
    await waitFor(() =>
      expect(api.callsTo('POST /api/trustedParties/filter').map((c) => c.body)).toContainEqual({
        batchNo: 1,
        batchSize: 30,
        text: 'sel',
      }),
    );
    expect(api.callsTo('POST /api/trustedParties/filter').map((c) => c.body)).not.toContainEqual(
      expect.objectContaining({ text: 'se' }),
    );
  });

  it('loads the next batch of 30 as the table scrolls to its end', async () => {
    const first = Array.from({ length: 30 }, (_, i) => buildTrustedPartyRow({ name: `Partner ${i + 1}` }));
    const last = buildTrustedPartyRow({ name: 'Partner 31' });
    const api = networkApi(clientAdmin(), {
      'POST /api/trustedParties/filter': (call) => {
        const batchNo = (call.body as { batchNo: number }).batchNo;
        return batchNo === 1
          ? { status: 200, body: { result: first, currentCount: 30, totalCount: 31 } }
          : { status: 200, body: { result: [last], currentCount: 31, totalCount: 31 } };
      },
    });
    renderApp('/connect/trustedparty');
    expect(await screen.findByText('31 TRUSTED PARTIES', {}, APP_BOOT)).toBeInTheDocument();
    await waitFor(() =>
      expect(api.callsTo('POST /api/trustedParties/filter').map((c) => c.body)).toEqual([
        { batchNo: 1, batchSize: 30 },
        { batchNo: 2, batchSize: 30 },
      ]),
    );
  });

  it('filters by the text, country and type of a shared link, and shows them in the filters', async () => {
    const api = networkApi(clientAdmin());
    renderApp('/connect/trustedparty?text=sel&country=my&type=Supplier');
    await screen.findByRole('table', { name: 'Trusted parties' }, APP_BOOT);
    await waitFor(() =>
      expect(api.callsTo('POST /api/trustedParties/filter').map((c) => c.body)).toEqual([
        { batchNo: 1, batchSize: 30, text: 'sel', country: 'MY', type: 'Supplier' },
      ]),
    );
    expect(screen.getByRole('textbox', { name: 'FILTER' })).toHaveValue('sel');
    expect(screen.getByRole('combobox', { name: 'COUNTRY' })).toHaveValue('Malaysia (MY)');
    expect(screen.getByRole('combobox', { name: 'TYPE' })).toHaveValue('Supplier');
    expect(await screen.findByText('NO TRUSTED PARTIES FOUND')).toBeInTheDocument();
  });

  it("leaves out what a hand-edited link holds that the filter would refuse; 'NO OPTIONS' without types", async () => {
    const api = networkApi(clientAdmin(), {
      'GET /api/trustedParties/list': {
        status: 200,
        body: { result: [buildTrustedPartyRow({ type: null })] },
      },
    });
    const { user } = renderApp('/connect/trustedparty?text=se&country=Malaysia');
    await screen.findByRole('table', { name: 'Trusted parties' }, APP_BOOT);
    await waitFor(() =>
      expect(api.callsTo('POST /api/trustedParties/filter').map((c) => c.body)).toEqual([
        { batchNo: 1, batchSize: 30 },
      ]),
    );
    await user.click(screen.getByRole('combobox', { name: 'TYPE' }));
    expect(await screen.findByText('NO OPTIONS')).toBeInTheDocument();
  });

  it('puts the chosen country and type in the URL and the request; the types are those in my network', async () => {
    const api = networkApi(clientAdmin(), {
      'GET /api/trustedParties/list': {
        status: 200,
        body: {
          result: [
            buildTrustedPartyRow({ type: 'SUPPLIER' }),
            buildTrustedPartyRow({ type: 'Manufacturer' }),
            buildTrustedPartyRow({ type: 'supplier' }),
            buildTrustedPartyRow({ type: null }),
          ],
        },
      },
    });
    const { user, router } = renderApp('/connect/trustedparty');
    await screen.findByRole('table', { name: 'Trusted parties' }, APP_BOOT);
    const bodies = () => api.callsTo('POST /api/trustedParties/filter').map((c) => c.body);
    await waitFor(() => expect(bodies()).toHaveLength(1));
    expect(screen.getByRole('button', { name: 'CLEAR FILTERS' })).toBeDisabled();
    // The types are the ones in my network, asked for when the type select first opens.
    expect(api.callsTo('GET /api/trustedParties/list')).toHaveLength(0);

    await user.type(screen.getByRole('combobox', { name: 'COUNTRY' }), 'malay');
    await user.click(await screen.findByRole('option', { name: 'Malaysia (MY)' }));
    await waitFor(() => expect(locationOf(router)).toBe('/connect/trustedparty?country=MY'));
    await waitFor(() => expect(bodies().at(-1)).toEqual({ batchNo: 1, batchSize: 30, country: 'MY' }));

    await user.click(screen.getByRole('combobox', { name: 'TYPE' }));
    expect(await screen.findByRole('option', { name: 'Manufacturer' })).toBeInTheDocument();
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['Manufacturer', 'SUPPLIER']);
    await user.click(screen.getByRole('option', { name: 'SUPPLIER' }));
    await waitFor(() => expect(locationOf(router)).toBe('/connect/trustedparty?country=MY&type=SUPPLIER'));
    await waitFor(() =>
      expect(bodies().at(-1)).toEqual({ batchNo: 1, batchSize: 30, country: 'MY', type: 'SUPPLIER' }),
    );
  });

  it('writes the typed text to the URL, clears every filter, and Back brings them back', async () => {
    const api = networkApi(clientAdmin());
    const { user, router } = renderApp('/connect/trustedparty?country=MY&type=SUPPLIER');
    await screen.findByRole('table', { name: 'Trusted parties' }, APP_BOOT);
    const bodies = () => api.callsTo('POST /api/trustedParties/filter').map((c) => c.body);
    await user.type(screen.getByRole('textbox', { name: 'FILTER' }), 'penang');
    await waitFor(() =>
      expect(locationOf(router)).toBe('/connect/trustedparty?country=MY&type=SUPPLIER&text=penang'),
    );
    await waitFor(() =>
      expect(bodies().at(-1)).toEqual({
        batchNo: 1,
        batchSize: 30,
        text: 'penang',
        country: 'MY',
        type: 'SUPPLIER',
      }),
    );

    await user.click(screen.getByRole('button', { name: 'CLEAR FILTERS' }));
    await waitFor(() => expect(locationOf(router)).toBe('/connect/trustedparty'));
    expect(screen.getByRole('textbox', { name: 'FILTER' })).toHaveValue('');
    expect(screen.getByRole('combobox', { name: 'COUNTRY' })).toHaveValue('');
    expect(screen.getByRole('combobox', { name: 'TYPE' })).toHaveValue('');
    await waitFor(() => expect(bodies().at(-1)).toEqual({ batchNo: 1, batchSize: 30 }));

    // Back returns to the filters before the clearing, the typed text included.
    await router.navigate(-1);
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'FILTER' })).toHaveValue('penang'));
    expect(screen.getByRole('combobox', { name: 'COUNTRY' })).toHaveValue('Malaysia (MY)');
  });

  it('deletes a trusted party after confirming, then loads the list again', async () => {
    const row = buildTrustedPartyRow({ name: 'Penang Moulding Works' });
    const api = networkApi(clientAdmin(), {
      'POST /api/trustedParties/filter': filterAnswer([row]),
      [`DELETE /api/trustedParties/${row._id}`]: { status: 200, body: { ok: true } },
    });
    const { user } = renderApp('/connect/trustedparty');
    await user.click(await screen.findByRole('button', { name: 'Delete Penang Moulding Works' }, APP_BOOT));
    const dialog = await screen.findByRole('dialog', { name: 'DELETE TRUSTED PARTY' });
    await user.click(within(dialog).getByRole('button', { name: 'DELETE' }));
    await waitFor(() => expect(api.callsTo(`DELETE /api/trustedParties/${row._id}`)).toHaveLength(1));
    await waitFor(() => expect(api.callsTo('POST /api/trustedParties/filter')).toHaveLength(2));
  });

  it('offers possible existing partners, and sends again ignoring them', async () => {
    const match = buildPossibleEntity({ name: 'Harbour Timber', matchedBy: ['NAME', 'EMAIL_DOMAIN'] });
    let calls = 0;
    const api = networkApi(clientAdmin(), {
      'POST /api/trustedParties/invite': () => {
        calls += 1;
        return calls === 1
          ? { status: 200, body: { outcome: 'POSSIBLE_EXISTING', possibleExistingEntities: [match] } }
          : { status: 200, body: { outcome: 'INVITE_SENT' } };
      },
    });
    const { user } = renderApp('/connect/trustedparty');
    await user.click(await screen.findByRole('button', { name: 'INVITE PARTNER' }, APP_BOOT));
    const dialog = await screen.findByRole('dialog', { name: 'INVITE PARTNER' });
    await user.type(within(dialog).getByRole('textbox', { name: 'COMPANY NAME' }), 'Harbour Timber Pty Ltd');
    await user.type(within(dialog).getByRole('textbox', { name: 'CONTACT NAME' }), 'Mia Ross');
    await user.type(
      within(dialog).getByRole('textbox', { name: 'CONTACT EMAIL' }),
      'mia@harbourtimber.example',
    );
    await user.type(within(dialog).getByRole('textbox', { name: 'COUNTRY' }), 'AU');
    await user.click(within(dialog).getByRole('button', { name: 'SEND INVITE' }));

    expect(await within(dialog).findByRole('radio', { name: /Harbour Timber \(AU\)/ })).toBeInTheDocument();
    expect(within(dialog).getByText(/similar name, same e-mail domain/)).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'INVITE SELECTED' })).toBeDisabled();
    await user.click(within(dialog).getByRole('button', { name: 'IGNORE AND SEND' }));
    expect(
      await within(dialog).findByText('A sign-up link was e-mailed to mia@harbourtimber.example.'),
    ).toBeInTheDocument();
    const bodies = api.callsTo('POST /api/trustedParties/invite').map((c) => c.body);
    expect(bodies[0]).toMatchObject({
      ignoreEntitiyIds: [],
      orgDetails: { companyName: 'Harbour Timber Pty Ltd' },
    });
    expect(bodies[1]).toMatchObject({ ignoreEntitiyIds: [match._id] });
  });

  it("invites a chosen existing partner and shows a connect user's nicknames", async () => {
    const match = buildPossibleEntity({ isTrustedParty: false });
    let calls = 0;
    const api = networkApi(clientAdmin(), {
      'POST /api/trustedParties/invite': () => {
        calls += 1;
        return calls === 1
          ? { status: 200, body: { outcome: 'POSSIBLE_EXISTING', possibleExistingEntities: [match] } }
          : {
              status: 200,
              body: { outcome: 'CONNECT_USER', isConnectUser: true, nickNames: ['Harbour', 'HT'] },
            };
      },
    });
    const { user } = renderApp('/connect/trustedparty');
    await user.click(await screen.findByRole('button', { name: 'INVITE PARTNER' }, APP_BOOT));
    const dialog = await screen.findByRole('dialog', { name: 'INVITE PARTNER' });
    await user.type(within(dialog).getByRole('textbox', { name: 'COMPANY NAME' }), 'Harbour');
    await user.type(within(dialog).getByRole('textbox', { name: 'CONTACT NAME' }), 'Mia Ross');
    await user.type(within(dialog).getByRole('textbox', { name: 'CONTACT EMAIL' }), 'mia@harbour.example');
    await user.type(within(dialog).getByRole('textbox', { name: 'COUNTRY' }), 'AU');
    await user.click(within(dialog).getByRole('button', { name: 'SEND INVITE' }));
    await user.click(await within(dialog).findByRole('radio', { name: /Harbour Timber/ }));
    await user.click(within(dialog).getByRole('button', { name: 'INVITE SELECTED' }));
    expect(await within(dialog).findByText('ALREADY ON CONNECT')).toBeInTheDocument();
    expect(within(dialog).getByText('HT')).toBeInTheDocument();
    expect(api.callsTo('POST /api/trustedParties/invite')[1]?.body).toMatchObject({
      orgDetails: { existingEntityId: match._id, isTrustedParty: false },
    });
  });

  it("shows the server's text for a refused invite and the fallback otherwise", async () => {
    let status = 403;
    networkApi(clientAdmin(), {
      'POST /api/trustedParties/invite': () =>
        status === 403
          ? apiError(403, 'FORBIDDEN', 'You may not invite trusted parties.')
          : apiError(500, 'INTERNAL', 'Error Occurred'),
    });
    const { user } = renderApp('/connect/trustedparty');
    await user.click(await screen.findByRole('button', { name: 'INVITE PARTNER' }, APP_BOOT));
    const dialog = await screen.findByRole('dialog', { name: 'INVITE PARTNER' });
    await user.type(within(dialog).getByRole('textbox', { name: 'COMPANY NAME' }), 'Harbour');
    await user.type(within(dialog).getByRole('textbox', { name: 'CONTACT NAME' }), 'Mia Ross');
    await user.type(within(dialog).getByRole('textbox', { name: 'CONTACT EMAIL' }), 'mia@harbour.example');
    await user.type(within(dialog).getByRole('textbox', { name: 'COUNTRY' }), 'AU');
    await user.click(within(dialog).getByRole('button', { name: 'SEND INVITE' }));
    expect(await within(dialog).findByText('You may not invite trusted parties.')).toBeInTheDocument();
    status = 500;
    await user.click(within(dialog).getByRole('button', { name: 'SEND INVITE' }));
    expect(await within(dialog).findByText('AN ERROR OCURRED. PLEASE TRY AGAIN LATER.')).toBeInTheDocument();
  });
});

describe('/connect/trustedparty/:key', PAGE_TEST, () => {
  it('saves my private nickname for a partner', async () => {
    const tp = buildTrustedPartyDetails({ nickname: null });
    const api = networkApi(clientAdmin(), {
      [`GET /api/trustedParties/${tp._id}/details/general`]: { status: 200, body: { trustedParty: tp } },
      'PUT /api/user/setEntiyNickname': {
        status: 200,
        body: {
          entity: {
            _id: tp._id,
            name: tp.name,
            country: 'MY',
            kind: 'TRUSTED_PARTY',
            isTrustedParty: true,
            nickname: 'Our moulder',
            since: '2026-11-03T10:00:00.000Z',
          },
        },
      },
    });
    const { user } = renderApp(`/connect/trustedparty/${tp._id}`);
    expect(await screen.findByRole('heading', { name: tp.name }, APP_BOOT)).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: /LINKED ORGANISATION CODE/ })).not.toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: /MY NICKNAME FOR THIS PARTNER/ }), 'Our moulder');
    await user.click(screen.getByRole('button', { name: 'SAVE' }));
    expect(await screen.findByText('Our moulder', { selector: '.mantine-Badge-label' })).toBeInTheDocument();
    expect(api.callsTo('PUT /api/user/setEntiyNickname')[0]?.body).toEqual({
      entityId: tp._id,
      isTrustedParty: true,
      nickname: 'Our moulder',
    });
  });

  it('syncs the addresses of the linked organisation, and notes a sync that did not complete', async () => {
    const tp = buildTrustedPartyDetails({ isOwn: true, orgCode: 'SELPREMY' });
    const synced = buildTrustedPartyAddress({ trustedPartyId: tp._id, name: 'Synced plant', source: 'SYNC' });
    const api = networkApi(supplierAdmin(tp._id), {
      [`GET /api/trustedParties/${tp._id}/details/general`]: { status: 200, body: { trustedParty: tp } },
      [`GET /api/trustedParties/${tp._id}/addresses`]: { status: 200, body: { result: [] } },
      'POST /api/trustedParties/syncAddresses': {
        status: 200,
        body: { addressSyncFailed: true, result: [synced] },
      },
    });
    const { user } = renderApp(`/connect/trustedparty/${tp._id}?tab=addresses`);
    await user.click(await screen.findByRole('button', { name: 'SYNC ADDRESSES' }, APP_BOOT));
    expect(await screen.findByRole('cell', { name: 'Synced plant' })).toBeInTheDocument();
    expect(screen.getByText('The last address sync did not complete.')).toBeInTheDocument();
    expect(api.callsTo('POST /api/trustedParties/syncAddresses')).toHaveLength(1);
  });

  it("lets my own trusted party's admin add an address, and says when there are none", async () => {
    const tp = buildTrustedPartyDetails({ isOwn: true });
    const added = buildTrustedPartyAddress({ trustedPartyId: tp._id, name: 'Klang warehouse' });
    let addresses: ReturnType<typeof buildTrustedPartyAddress>[] = [];
    const api = networkApi(supplierAdmin(tp._id), {
      [`GET /api/trustedParties/${tp._id}/details/general`]: { status: 200, body: { trustedParty: tp } },
      [`GET /api/trustedParties/${tp._id}/addresses`]: () => ({ status: 200, body: { result: addresses } }),
      'POST /api/trustedParties/addresses': () => {
        addresses = [added];
        return { status: 200, body: { address: added } };
      },
    });
    const { user } = renderApp(`/connect/trustedparty/${tp._id}?tab=addresses`);
    expect(await screen.findByText('NO ADDRESSES FOUND FOR THIS ORG', {}, APP_BOOT)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'SYNC ADDRESSES' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'ADD ADDRESS' }));
    const dialog = await screen.findByRole('dialog', { name: 'ADD ADDRESS' });
    await user.click(within(dialog).getByRole('button', { name: 'SAVE' }));
    // name, address and city are required; the country's own rule names the code it needs.
    expect(within(dialog).getAllByText('This field is required.')).toHaveLength(3);
    expect(within(dialog).getByText('must be a two-letter country code')).toBeInTheDocument();
    await user.type(within(dialog).getByRole('textbox', { name: 'NAME' }), 'Klang warehouse');
    await user.type(within(dialog).getByRole('textbox', { name: 'ADDRESS' }), 'Jalan Kastam 8');
    await user.type(within(dialog).getByRole('textbox', { name: 'CITY' }), 'Klang');
    await user.type(within(dialog).getByRole('textbox', { name: /COUNTRY/ }), 'my');
    await user.click(within(dialog).getByRole('button', { name: 'SAVE' }));
    await waitFor(() => expect(api.callsTo('POST /api/trustedParties/addresses')).toHaveLength(1));
    expect(await screen.findByRole('cell', { name: 'Klang warehouse' })).toBeInTheDocument();
    expect(api.callsTo('POST /api/trustedParties/addresses')[0]?.body).toMatchObject({
      newAddress: { name: 'Klang warehouse', city: 'Klang', country: 'MY' },
    });
  });
});
