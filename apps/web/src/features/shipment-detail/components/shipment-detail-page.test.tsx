import { DOCUMENT_MESSAGES } from '@navia/domain/contracts/shipment-detail';
import { SHIPMENT_CHAT_TOOLTIP } from '@navia/domain/rules/detail-panels';
import { EMISSIONS_ERROR_TEXT } from '@navia/domain/rules/emissions';
import { defaultNotificationPreferences } from '@navia/domain/rules/notifications';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PRIORITY_SHARED_WARNING } from '../../../components/priority-confirm-dialog.tsx';
import {
  buildContainer,
  buildDetailGeneral,
  buildMilestones,
} from '../../../components/shipment-summary/test-fixtures.ts';
import { buildCurrentUser } from '../../../test/factories.ts';
import { ioCalls } from '../../../test/fake-socket.ts';
import { type ApiRoute, apiError, mockApi } from '../../../test/mock-api.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { uploadDocument } from '../api/documents.ts';

const KEY = 'AU-S01009240';
const base = `/api/shipments/${KEY}`;

/** The current user's record notification settings with no record subscribed. */
const noSubscriptions = () => ({
  active: true,
  recordsToNotify: [],
  contractsToNotify: [],
  notificationTypes: defaultNotificationPreferences(),
});

const co2 = (totalCO2e: number, id = KEY) => ({
  status: 200,
  body: {
    id,
    days: id === 'all' ? 90 : null,
    emission: totalCO2e / 1000,
    totalCO2e,
    shipments: 1,
    byMode: [],
    factorVersion: 'navia-ef-2026.1',
  },
});

function detailApi(overrides: Record<string, ApiRoute> = {}, user = buildCurrentUser()) {
  return mockApi({
    'GET /api/user/getUpdatedSelf': { status: 200, body: { user } },
    [`POST ${base}/details/general`]: { status: 200, body: buildDetailGeneral() },
    [`POST ${base}/details/milestones`]: { status: 200, body: { milestones: buildMilestones(4) } },
    [`POST ${base}/details/transport`]: {
      status: 200,
      body: { Layout: 'SHIPMENT', TransportDetailsFromShipment: [], TransportDetails: [] },
    },
    [`GET ${base}/details/edocs`]: { status: 200, body: { result: [] } },
    [`GET ${base}/dateHistory`]: { status: 200, body: { history: [] } },
    [`GET ${base}/orderNotes`]: { status: 200, body: { notes: [] } },
    'POST /api/shipments/orderContacts': { status: 200, body: { contacts: [] } },
    [`GET /api/shipments/coEmission/${KEY}`]: co2(12_691.92),
    'GET /api/shipments/coEmission/all': co2(2_919_961.41, 'all'),
    ...overrides,
  });
}

afterEach(() => {
  Object.defineProperty(window, 'innerWidth', { configurable: true, value: 1024 });
});

describe('shipment detail page (hub §2)', () => {
  it('shows the header, key dates with actual and estimated labels, and the status bar', async () => {
    const api = detailApi();
    renderApp(`/shipment/${KEY}`);
    expect(await screen.findByRole('heading', { name: 'SHIPMENT S01009240' })).toBeInTheDocument();
    const summary = screen.getByRole('region', { name: 'Shipment summary' });
    expect(within(summary).getByText('New York, US')).toBeInTheDocument();
    expect(within(summary).getByRole('img', { name: 'Sea freight' })).toBeInTheDocument();
    expect(within(summary).getByText('PO-102624-0')).toBeInTheDocument();
    expect(within(summary).getByText('04 Mar 2026')).toBeInTheDocument();

    const keyDates = screen.getByRole('region', { name: 'KEY DATES' });
    expect(within(keyDates).getByText('DEPARTED')).toBeInTheDocument();
    expect(within(keyDates).getByText('ESTIMATED ARRIVAL')).toBeInTheDocument();
    expect(within(keyDates).getByRole('link', { name: /Melbourne, AU/ })).toHaveAttribute(
      'href',
      'https://www.google.com/maps/search/?api=1&query=Melbourne%2C%20AU',
    );

    expect(await screen.findByRole('progressbar', { name: 'Shipping progress 57%' })).toBeInTheDocument();
    expect(api.callsTo(`POST ${base}/details/general`)[0]?.body).toEqual({ shipKey: KEY, shipOrd: '-' });
    expect(api.callsTo(`POST ${base}/details/milestones`)[0]?.body).toEqual({ shipKey: KEY, ordKey: '-' });
  });

  it('puts the record notification toggle in the header and the ETA AND ETD HISTORY below the status', async () => {
    const subscriber = buildCurrentUser({ recordNotifications: noSubscriptions() });
    const api = detailApi({}, subscriber);
    const { user } = renderApp(`/shipment/${KEY}`);
    const heading = await screen.findByRole('heading', { name: 'SHIPMENT S01009240' });
    const toggle = within(heading.parentElement ?? document.body).getByRole('button', {
      name: 'Notifications for this record: off',
    });
    const history = await screen.findByRole('region', { name: 'ETA AND ETD HISTORY' });
    expect(await within(history).findByText('No date changes recorded yet.')).toBeInTheDocument();
    expect(api.callsTo(`GET ${base}/dateHistory`)).toHaveLength(1);

    await user.click(toggle);
    expect(
      await screen.findByRole('dialog', { name: 'NOTIFICATIONS FOR SHIPMENT S01009240' }, { timeout: 5000 }),
    ).toBeInTheDocument();
  });

  it('shows only DEPARTED and DELIVERED on a small screen', async () => {
    Object.defineProperty(window, 'innerWidth', { configurable: true, value: 500 });
    detailApi();
    renderApp(`/shipment/${KEY}`);
    const status = await screen.findByRole('region', { name: 'SHIPPING STATUS' });
    await within(status).findByText('DEPARTED');
    const milestones = within(status).getAllByRole('listitem');
    expect(milestones).toHaveLength(2);
    expect(milestones[0]).toHaveTextContent('DEPARTED');
    expect(milestones[1]).toHaveTextContent('DELIVERED');
  });

  it('expands only a container with products, showing its lines sorted by line number', async () => {
    const withProducts = buildContainer({
      ContainerNumber: 'MSCU1234565',
      Products: [
        { Line: 2, PartNo: 'HW-200', ProductDescription: 'BAMBOO BOARD', IsPriority: true, Quantity: 24 },
        { Line: 1, PartNo: 'HW-100', ProductDescription: 'COOKWARE SET', IsPriority: false, Quantity: 12 },
      ],
    });
    const empty = buildContainer({ ContainerNumber: 'TGHU7654321', Products: [] });
    detailApi({
      [`POST ${base}/details/general`]: {
        status: 200,
        body: buildDetailGeneral({ Containers: [withProducts, empty] }),
      },
    });
    const { user } = renderApp(`/shipment/${KEY}`);
    const panel = await screen.findByRole('region', { name: 'CONTAINER DETAILS' });
    expect(within(panel).queryByRole('button', { name: /products of TGHU7654321/ })).not.toBeInTheDocument();
    const toggle = within(panel).getByRole('button', { name: 'Show products of MSCU1234565' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    const lines = within(panel)
      .getAllByRole('row')
      .filter((r) => /^\dHW-/.test(r.textContent ?? ''));
    expect(lines.map((r) => r.textContent)).toEqual(['1HW-100COOKWARE SETNO12', '2HW-200BAMBOO BOARDYES24']);
    expect(within(panel).getByRole('columnheader', { name: 'PRIORITY SKU' })).toBeInTheDocument();
  });

  it('shows weights in pounds for an imperial user', async () => {
    detailApi({}, buildCurrentUser({ unitOfMeasure: 'IMPERIAL' }));
    renderApp(`/shipment/${KEY}`);
    const panel = await screen.findByRole('region', { name: 'CONTAINER DETAILS' });
    expect(within(panel).getByText('26,460.00 LBS')).toBeInTheDocument();
  });

  it('cuts LCL descriptions over 35 characters, keeps the full text, and scrolls by 170 px', async () => {
    const scrollBy = vi.fn();
    Element.prototype.scrollBy = scrollBy;
    const description = 'STAINLESS STEEL COOKWARE SET 10PC IN GIFT BOX';
    detailApi({
      [`POST ${base}/details/general`]: {
        status: 200,
        body: buildDetailGeneral({
          ContainerMode: 'LCL',
          Containers: [
            buildContainer({ ContainerDescription: description, ContainerPieces: 4, ContainerVolume: 1.2 }),
          ],
        }),
      },
    });
    const { user } = renderApp(`/shipment/${KEY}`);
    const panel = await screen.findByRole('region', { name: 'CARGO' });
    expect(within(panel).getByText('STAINLESS STEEL COOKWARE SET 10PC I...')).toBeInTheDocument();
    expect(within(panel).getByLabelText(description)).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'CONTAINER DETAILS' })).not.toBeInTheDocument();
    await user.click(within(panel).getByRole('button', { name: 'Scroll cargo right' }));
    await user.click(within(panel).getByRole('button', { name: 'Scroll cargo left' }));
    expect(scrollBy.mock.calls.map(([options]) => options.left)).toEqual([170, -170]);
  });

  it('toggles the favourite with the spec payload and a spinner while saving', async () => {
    let release: () => void = () => {};
    const api = detailApi({
      'POST /api/shipments/addShipmentToMyFavourite': () =>
        new Promise((resolve) => {
          release = () =>
            resolve({ status: 200, body: { favourites: [], recordNotifications: noSubscriptions() } });
        }),
    });
    const { user } = renderApp(`/shipment/${KEY}`);
    await user.click(await screen.findByRole('button', { name: 'Add to favourites' }));
    expect(await screen.findByLabelText('Saving favourite')).toBeInTheDocument();
    release();
    expect(await screen.findByRole('button', { name: 'Remove from favourites' })).toBeInTheDocument();
    expect(api.callsTo('POST /api/shipments/addShipmentToMyFavourite')[0]?.body).toEqual({
      favouriteId: KEY,
      favouriteNumber: 'S01009240',
      DataSource: 'AU',
      isShipment: true,
    });
  });

  it('ticks priority through org/priorityShipments', async () => {
    const api = detailApi({
      'POST /api/org/priorityShipments': { status: 200, body: { ticked: true } },
      'PUT /api/user/hidePopup': {
        status: 200,
        body: { user: buildCurrentUser({ hidePopups: { setPriority: true } }) },
      },
    });
    const { user } = renderApp(`/shipment/${KEY}`);
    await user.click(await screen.findByRole('button', { name: 'Mark as priority' }));
    // The confirmation, with the shared-priority warning (hub §3 hide-popup flags set, warning priority).
    const dialog = await screen.findByRole('dialog', { name: 'MARK AS PRIORITY?' });
    expect(within(dialog).getByText(PRIORITY_SHARED_WARNING)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('checkbox', { name: "DON'T ASK AGAIN" }));
    await user.click(within(dialog).getByRole('button', { name: 'MARK AS PRIORITY' }));
    expect(await screen.findByRole('button', { name: 'Remove priority' })).toBeInTheDocument();
    expect(api.callsTo('PUT /api/user/hidePopup').map((c) => c.body)).toEqual([
      { popup: 'setPriority', hide: true },
    ]);
    expect(api.callsTo('POST /api/org/priorityShipments')[0]?.body).toEqual({
      recordKey: KEY,
      recordNumber: 'S01009240',
      isShipment: true,
      DataSource: 'AU',
    });
  });

  it('marks priority at once for a user who hid both popups', async () => {
    const api = detailApi(
      { 'POST /api/org/priorityShipments': { status: 200, body: { ticked: true } } },
      buildCurrentUser({ hidePopups: { setPriority: true, warningPriority: true } }),
    );
    const { user } = renderApp(`/shipment/${KEY}`);
    await user.click(await screen.findByRole('button', { name: 'Mark as priority' }));
    expect(await screen.findByRole('button', { name: 'Remove priority' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(api.callsTo('POST /api/org/priorityShipments')).toHaveLength(1);
  });

  it('shows the CO2 figure with 2 decimals and KGS, reloads on a period change, and names a failure', async () => {
    const api = detailApi({
      'GET /api/shipments/coEmission/all': (call) =>
        api.calls.filter((c) => c.path === call.path).length > 1
          ? apiError(500, 'INTERNAL', 'Error Occurred')
          : co2(2_919_961.41, 'all'),
    });
    const { user } = renderApp(`/shipment/${KEY}`);
    const panel = await screen.findByRole('region', { name: 'CO2 EMISSIONS' });
    expect(await within(panel).findByText('12,691.92 KGS')).toBeInTheDocument();
    expect(await within(panel).findByText(/2,919,961.41 KGS/)).toBeInTheDocument();
    await user.click(within(panel).getByText('30 DAYS'));
    expect(await within(panel).findByText(EMISSIONS_ERROR_TEXT)).toBeInTheDocument();
  });

  it('shows the reference numbers, goods, contacts, invoices and the shipment chat title and tooltip', async () => {
    detailApi({
      'POST /api/shipments/orderContacts': {
        status: 200,
        body: {
          contacts: [
            {
              image: null,
              GS_FullName: 'Alex Account',
              GS_EmailAddress: 'alex@navia.demo',
              Role: 'ACT',
              GS_MobilePhone: null,
            },
          ],
        },
      },
    });
    renderApp(`/shipment/${KEY}`);
    const refs = await screen.findByRole('region', { name: 'REFERENCE NUMBERS' });
    expect(within(refs).getByText('ACM-2612345')).toBeInTheDocument();
    expect(within(refs).getAllByText('N/A')).toHaveLength(3);
    expect(within(screen.getByRole('region', { name: 'GOODS' })).getAllByText('35,310.00 KG')).toHaveLength(
      2,
    );
    const contacts = screen.getByRole('region', { name: 'CONTACTS' });
    expect(await within(contacts).findByText('ACCOUNT MANAGER')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'INVOICES' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: SHIPMENT_CHAT_TOOLTIP })).toBeInTheDocument();
    expect(screen.getByText('SHIPMENT CHAT')).toBeInTheDocument();
  });

  it("opens the record's chat on START CHAT, on the key it was opened by and its data source", async () => {
    detailApi();
    const { user } = renderApp(`/shipment/${KEY}`);
    const chat = await screen.findByRole('region', { name: /^SHIPMENT CHAT/ });
    await user.click(await within(chat).findByRole('button', { name: 'START CHAT' }));
    await waitFor(() =>
      expect(ioCalls.at(-1)?.[1]).toMatchObject({ auth: { shipmentId: KEY, DataSource: 'AU' } }),
    );
  });

  it('says the record is not found for an unknown or foreign key', async () => {
    detailApi({ [`POST ${base}/details/general`]: apiError(404, 'NOT_FOUND', 'Not Found') });
    renderApp(`/shipment/${KEY}`);
    expect(await screen.findByRole('heading', { name: 'RECORD NOT FOUND' })).toBeInTheDocument();
  });

  it('adds an order note, and asks for text first', async () => {
    const api = detailApi({
      [`POST ${base}/orderNotes`]: {
        status: 200,
        body: {
          notes: [
            { NoteId: 'n1', Note: 'CALL FIRST', CreatedAt: '2026-03-05T00:00:00.000Z', CreatedBy: 'Jane' },
          ],
        },
      },
    });
    const { user } = renderApp(`/shipment/${KEY}`);
    const panel = await screen.findByRole('region', { name: 'ORDER NOTES' });
    await user.click(within(panel).getByRole('button', { name: 'ADD NOTE' }));
    expect(await within(panel).findByText('This field is required.')).toBeInTheDocument();
    await user.type(within(panel).getByLabelText('NEW NOTE'), 'call first');
    await user.click(within(panel).getByRole('button', { name: 'ADD NOTE' }));
    expect(await within(panel).findByText('CALL FIRST')).toBeInTheDocument();
    expect(api.callsTo(`POST ${base}/orderNotes`)[0]?.body).toEqual({ note: 'CALL FIRST' });
  });
});

describe('documents', () => {
  it('refuses an upload without form data or without a cancel source (hub §5)', async () => {
    await expect(uploadDocument(null, new AbortController())).rejects.toThrow(
      DOCUMENT_MESSAGES.noFormOrSource,
    );
    await expect(uploadDocument(new FormData(), null)).rejects.toThrow(DOCUMENT_MESSAGES.noFormOrSource);
  });

  it('lists documents with download links and uploads a chosen file as multipart', async () => {
    const uploaded = {
      DocumentId: '7f1c2b9e-8d4f-4a51-9b1e-1a2b3c4d5e6f',
      FileName: 'invoice.pdf',
      ContentType: 'application/pdf',
      Size: 2048,
      DocumentType: 'OTHER',
      UploadedAt: '2026-03-05T00:00:00.000Z',
      UploadedBy: 'Jane Citizen',
      DownloadUrl: '/api/shipments/documents/7f1c2b9e-8d4f-4a51-9b1e-1a2b3c4d5e6f',
    };
    let listed: unknown[] = [];
    const api = detailApi({
      [`GET ${base}/details/edocs`]: () => ({ status: 200, body: { result: listed } }),
      'POST /api/shipments/uploadDocument': () => {
        listed = [uploaded];
        return { status: 200, body: { document: uploaded } };
      },
    });
    const { user } = renderApp(`/shipment/${KEY}`);
    const panel = await screen.findByRole('region', { name: 'DOCUMENTS' });
    expect(await within(panel).findByText('NO DOCUMENTS YET')).toBeInTheDocument();
    const input = panel.querySelector('input[type="file"]') as HTMLInputElement;
    await user.upload(input, new File(['%PDF-1.4'], 'invoice.pdf', { type: 'application/pdf' }));
    await user.click(within(panel).getByRole('button', { name: 'UPLOAD' }));
    const link = await within(panel).findByRole('link', { name: 'invoice.pdf' });
    expect(link).toHaveAttribute('href', uploaded.DownloadUrl);
    await waitFor(() => expect(api.callsTo('POST /api/shipments/uploadDocument')).toHaveLength(1));
  });
});
