import type { SavedAddress } from '@navia/domain/contracts/deliveries';
import type { OrgInCwRow } from '@navia/domain/contracts/org';
import type { BookingDirection, BookingType } from '@navia/domain/rules/bookings/types';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { type ApiRoute, apiError, mockApi } from '../../test/mock-api.ts';
import { SelectOrganisationDialog } from './select-organisation-dialog.tsx';
import { modalSize, renderWithProviders } from './test-utils.tsx';

const ALL = 'POST /api/org/allOrgsInCW';
const ADDRESS = 'POST /api/org/address';

const row = (overrides: Partial<OrgInCwRow> = {}): OrgInCwRow => ({
  ShipSupplier: 'Ningbo Hongda Household Products',
  ShipSupplierCode: 'NINHONCN',
  ShipSupplierKey: 'NINHONCN',
  ShipConsignee: 'Acme Retail Melbourne',
  ShipConsigneeCode: 'ACMRETMEL',
  ShipConsigneeKey: 'ACMRETMEL',
  BaseCountry: 'China',
  ...overrides,
});

const ROWS: OrgInCwRow[] = [
  row(),
  row({
    ShipSupplier: 'Hanil Steel',
    ShipSupplierCode: 'HANSTEKR',
    ShipSupplierKey: 'HANSTEKR',
    ShipConsignee: null,
    ShipConsigneeCode: null,
    ShipConsigneeKey: null,
    BaseCountry: 'South Korea',
  }),
  // Dropped: no BaseCountry.
  row({
    ShipSupplier: 'No Country Ltd',
    ShipSupplierKey: 'NOCTRY',
    ShipSupplierCode: 'NOCTRY',
    BaseCountry: null,
  }),
  // Dropped for the supplier side: no supplier name.
  row({
    ShipSupplier: '',
    ShipSupplierKey: 'NONAME',
    ShipConsignee: 'Only Consignee',
    ShipConsigneeKey: 'ONLYCON',
  }),
];

const saved = (overrides: Partial<SavedAddress> = {}): SavedAddress => ({
  _id: '11111111-1111-4111-8111-111111111111',
  label: 'FACTORY',
  address: '88 Harbour Road, Ningbo, CN',
  address1: '88 Harbour Road',
  city: 'Ningbo',
  state: null,
  postcode: '315000',
  country: 'CN',
  phone: null,
  FCLEquipment: 'SDL',
  LCLEquipment: 'TRL',
  AirEquipment: 'TRL',
  isDelivery: true,
  buyerCode: 'NINHONCN',
  buyerName: 'Ningbo Hongda Household Products',
  ...overrides,
});

/** Types a whole value at once (pasted), as keystrokes are slow in the test DOM. */
async function fill(user: ReturnType<typeof renderWithProviders>['user'], input: HTMLElement, text: string) {
  await user.click(input);
  await user.paste(text);
}

function setup(
  props: {
    bookingType?: BookingType;
    directionOverride?: BookingDirection | null;
    crossTradeExporter?: boolean;
    small?: boolean;
  } = {},
  routes: Record<string, ApiRoute> = {},
) {
  const api = mockApi({
    [ALL]: { status: 200, body: { result: ROWS } },
    [ADDRESS]: (call) => {
      const { buyerCode } = call.body as { buyerCode: string };
      return { status: 200, body: { result: buyerCode === 'NINHONCN' ? [saved()] : [] } };
    },
    ...routes,
  });
  const onSelect = vi.fn();
  const onClose = vi.fn();
  const view = renderWithProviders(
    <SelectOrganisationDialog
      opened
      onClose={onClose}
      bookingType={props.bookingType ?? 'IMPORT'}
      directionOverride={props.directionOverride ?? null}
      crossTradeExporter={props.crossTradeExporter ?? false}
      small={props.small ?? false}
      onSelect={onSelect}
    />,
  );
  const dialog = () => screen.findByRole('dialog', { name: 'Select an Organisation' });
  const rowButton = (name: RegExp) => screen.findByRole('button', { name });
  return { api, onSelect, onClose, dialog, rowButton, ...view };
}

// A generous time limit: the dialogs (a 245-country select) render slowly in the test DOM on a busy
// machine; nothing here waits on time.
describe('Select an Organisation (connect §2-§5, §7, §8)', { timeout: 30_000 }, () => {
  it('is 600 px wide, 300 px when small', async () => {
    const big = setup();
    expect(modalSize(await big.dialog())).toContain('37.5rem');
    big.unmount();
    const small = setup({ small: true });
    expect(modalSize(await small.dialog())).toContain('18.75rem');
  });

  it.each<[BookingType, BookingDirection | null, boolean, Record<string, unknown>]>([
    ['IMPORT', null, false, { filter: '', bookingType: 'IMPORT' }],
    ['EXPORT', null, false, { filter: '', bookingType: 'EXPORT' }],
    ['ROAD', 'Import', false, { filter: '', bookingType: 'ROAD', searchType: 'exporter' }],
    ['ROAD', 'Export', false, { filter: '', bookingType: 'ROAD', searchType: 'importer' }],
    ['CROSS_TRADE', null, true, { filter: '', bookingType: 'CROSS_TRADE', searchType: 'exporter' }],
  ])(
    'loads every organisation on opening: %s, override %s, exporter %s',
    async (bookingType, directionOverride, crossTradeExporter, body) => {
      const { api, dialog } = setup({ bookingType, directionOverride, crossTradeExporter });
      await dialog();
      await waitFor(() => expect(api.callsTo(ALL)).toHaveLength(1));
      expect(api.callsTo(ALL)[0]?.body).toEqual(body);
    },
  );

  it('lists the supplier side upper-cased for an import, without entries lacking a name or country', async () => {
    const { rowButton } = setup();
    expect(await rowButton(/NINGBO HONGDA HOUSEHOLD PRODUCTS/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /HANIL STEEL/ })).toHaveTextContent('SOUTH KOREA');
    expect(screen.queryByText(/NO COUNTRY LTD/)).not.toBeInTheDocument();
    expect(screen.queryByText(/ONLY CONSIGNEE/)).not.toBeInTheDocument();
  });

  it('lists the consignee side for an export, a dash for a missing code', async () => {
    const { rowButton } = setup(
      { bookingType: 'EXPORT' },
      { [ALL]: { status: 200, body: { result: [row({ ShipConsigneeCode: null })] } } },
    );
    const consignee = await rowButton(/ACME RETAIL MELBOURNE/);
    expect(consignee).toHaveTextContent('- · CHINA');
    expect(screen.queryByText(/NINGBO/)).not.toBeInTheDocument();
  });

  it('searches case-insensitively over name, code and country', async () => {
    const { user, rowButton } = setup();
    await rowButton(/NINGBO/);
    const search = screen.getByRole('textbox', { name: 'SEARCH' });
    await user.type(search, 'korea');
    expect(screen.queryByRole('button', { name: /NINGBO/ })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: /HANIL/ })).toBeInTheDocument();
    await user.clear(search);
    await user.type(search, 'ninhon');
    expect(screen.getByRole('button', { name: /NINGBO/ })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /HANIL/ })).not.toBeInTheDocument();
    await user.clear(search);
    await user.type(search, 'zzz');
    expect(screen.getByText('NO ORGS FOUND')).toBeInTheDocument();
  });

  it("says 'NO ORGS FOUND' for an empty list, and shows a list failure in the list", async () => {
    const empty = setup({}, { [ALL]: { status: 200, body: { result: [] } } });
    expect(await screen.findByText('NO ORGS FOUND')).toBeInTheDocument();
    empty.unmount();
    setup({}, { [ALL]: apiError(500, 'INTERNAL', 'Something broke on our side.') });
    expect(await screen.findByRole('alert')).toHaveTextContent('Something broke on our side.');
  });

  it('selects and expands a row on click, loads its addresses, one row expanded at a time', async () => {
    const { user, api, rowButton } = setup();
    const ningbo = await rowButton(/NINGBO/);
    const hanil = screen.getByRole('button', { name: /HANIL/ });
    expect(ningbo).toHaveAttribute('aria-expanded', 'false');
    await user.click(ningbo);
    expect(ningbo).toHaveAttribute('aria-expanded', 'true');
    const harbour = await screen.findByRole('radio', { name: /88 Harbour Road/ });
    expect(api.callsTo(ADDRESS)[0]?.body).toEqual({ buyerCode: 'NINHONCN' });
    // The row names the address list it opened, and says it is the chosen organisation.
    const controlled = document.getElementById(ningbo.getAttribute('aria-controls') ?? '');
    expect(controlled).toContainElement(harbour);
    expect(ningbo).toHaveAttribute('aria-pressed', 'true');
    expect(hanil).toHaveAttribute('aria-pressed', 'false');

    await user.click(hanil);
    expect(hanil).toHaveAttribute('aria-expanded', 'true');
    expect(ningbo).toHaveAttribute('aria-expanded', 'false');
    expect(await screen.findByText('NO ADDRESSES FOUND FOR THIS ORG')).toBeInTheDocument();
    expect(screen.queryByRole('radio', { name: /88 Harbour Road/ })).not.toBeInTheDocument();

    // A second click collapses the row.
    await user.click(hanil);
    expect(hanil).toHaveAttribute('aria-expanded', 'false');
  });

  it('keeps SELECT disabled until an address is marked, then selects it with the address fields', async () => {
    const { user, onSelect, onClose, rowButton } = setup();
    const select = screen.getByRole('button', { name: 'SELECT' });
    expect(select).toBeDisabled();
    await user.click(await rowButton(/NINGBO/));
    expect(select).toBeDisabled();
    await user.click(await screen.findByRole('radio', { name: /88 Harbour Road/ }));
    expect(select).toBeEnabled();
    await user.click(select);
    expect(onSelect).toHaveBeenCalledTimes(1);
    const choice = onSelect.mock.calls[0]?.[0];
    expect(choice.organisation).toMatchObject({
      key: 'NINHONCN',
      name: 'NINGBO HONGDA HOUSEHOLD PRODUCTS',
      code: 'NINHONCN',
      country: 'CHINA',
      newOrg: false,
      Address1: '88 Harbour Road',
      city: 'Ningbo',
      postcode: '315000',
      countryCode: 'CN',
    });
    expect(choice.address).toMatchObject({ Address: '88 Harbour Road', City: 'Ningbo', Country: 'China' });
    expect(onClose).toHaveBeenCalled();
  });

  it('refuses an organisation whose address has no line, naming the field', async () => {
    const { user, onSelect, rowButton } = setup(
      {},
      { [ADDRESS]: { status: 200, body: { result: [saved({ address1: '', address: 'Ningbo, CN' })] } } },
    );
    await user.click(await rowButton(/NINGBO/));
    await user.click(await screen.findByRole('radio', { name: /Ningbo, CN/ }));
    await user.click(screen.getByRole('button', { name: 'SELECT' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'THE FOLLOWING FIELDS CONTAIN ERRORS: ADDRESS',
    );
    expect(onSelect).not.toHaveBeenCalled();
  });

  it('warns when the addresses cannot be loaded', async () => {
    const { user, rowButton } = setup({}, { [ADDRESS]: apiError(500, 'INTERNAL', 'broken') });
    await user.click(await rowButton(/NINGBO/));
    expect(await screen.findByText('THE ADDRESSES OF THIS ORG COULD NOT BE LOADED')).toBeInTheDocument();
  });

  it('hides ADD NEW ORGANISATION for the cross-trade exporter only', async () => {
    const exporter = setup({ bookingType: 'CROSS_TRADE', crossTradeExporter: true });
    await exporter.dialog();
    expect(screen.queryByRole('button', { name: 'ADD NEW ORGANISATION' })).not.toBeInTheDocument();
    exporter.unmount();
    const importer = setup({ bookingType: 'CROSS_TRADE', crossTradeExporter: false });
    await importer.dialog();
    expect(screen.getByRole('button', { name: 'ADD NEW ORGANISATION' })).toBeInTheDocument();
  });

  it('adds a new organisation: it goes first in the list and is chosen at once', async () => {
    const { user, onSelect } = setup();
    await screen.findByRole('button', { name: /NINGBO/ });
    await user.click(screen.getByRole('button', { name: 'ADD NEW ORGANISATION' }));
    const form = await screen.findByRole('dialog', { name: 'Enter Organization Details' });
    await fill(user, within(form).getByRole('textbox', { name: /^NAME/ }), 'Kiwi Freightways');
    await fill(user, within(form).getByRole('textbox', { name: /^ADDRESS/ }), '5 Quay Street');
    await fill(user, within(form).getByRole('textbox', { name: /^CITY/ }), 'Auckland');
    await fill(user, within(form).getByRole('combobox', { name: /^COUNTRY/ }), 'New Zealand');
    await user.click(await screen.findByRole('option', { name: /New Zealand/ }));
    await user.click(within(form).getByRole('button', { name: 'SUBMIT' }));
    expect(onSelect).toHaveBeenCalledTimes(1);
    const choice = onSelect.mock.calls[0]?.[0];
    expect(choice.organisation).toMatchObject({ name: 'KIWI FREIGHTWAYS', newOrg: true, countryCode: 'NZ' });
    expect(choice.address).toMatchObject({
      Address: '5 Quay Street',
      City: 'Auckland',
      Country: 'New Zealand',
    });
    const rows = within(screen.getByRole('list', { name: 'Organisations' })).getAllByRole('listitem');
    expect(rows[0]).toHaveTextContent('KIWI FREIGHTWAYS');
  });

  it('adds a new address to an organisation and chooses it at once with its contact', async () => {
    const { user, onSelect, rowButton } = setup();
    await user.click(await rowButton(/HANIL/));
    await user.click(await screen.findByRole('button', { name: 'ADD NEW ADDRESS' }));
    const form = await screen.findByRole('dialog', { name: 'Enter Organization Details' });
    expect(within(form).queryByRole('textbox', { name: /^NAME/ })).not.toBeInTheDocument();
    await fill(user, within(form).getByRole('textbox', { name: /^ADDRESS/ }), '1 Steel Road');
    await fill(user, within(form).getByRole('textbox', { name: /^CITY/ }), 'Busan');
    await fill(user, within(form).getByRole('combobox', { name: /^COUNTRY/ }), 'South Korea');
    await user.click(await screen.findByRole('option', { name: /South Korea/ }));
    await fill(user, within(form).getByRole('textbox', { name: /^CONTACT NAME/ }), 'Min-jun Kim');
    await user.click(within(form).getByRole('button', { name: 'SUBMIT' }));
    const choice = onSelect.mock.calls[0]?.[0];
    expect(choice.organisation).toMatchObject({
      name: 'HANIL STEEL',
      Address1: '1 Steel Road',
      city: 'Busan',
      countryCode: 'KR',
      contactName: 'Min-jun Kim',
    });
  });
});
