import { screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { BookAgainButton } from '../../../components/book-again-button.tsx';
import { renderWithProviders } from '../../../components/booking/test-utils.tsx';
import { buildCurrentUser } from '../../../test/factories.ts';
import { type ApiRoute, mockApi } from '../../../test/mock-api.ts';
import { locationOf, renderApp } from '../../../test/render-app.tsx';
import { settle } from '../../../test/settle.ts';
import { BOOKING_ID, buildBooking, CONSIGNEE, SHIPPER } from '../rules/booking-factories.ts';

const TEST = { timeout: 20_000 };
// The first render loads the app's lazy routes.
const APP_BOOT = { timeout: 5000 };
const QUOTE_ID = '0b7c6a2e-1f3d-4e5a-9b8c-7d6e5f4a3b2c';

const customer = () => buildCurrentUser({ type: 'CA', permissions: { bookings: true } });
const staff = () => buildCurrentUser({ type: 'NU', email: 'staff@navia.demo', fullname: 'Sam Staff' });

function bookingsApi(routes: Record<string, ApiRoute> = {}, user = customer()) {
  return mockApi({
    'GET /api/user/getUpdatedSelf': { status: 200, body: { user } },
    'POST /api/bookings/list': { status: 200, body: { result: [], total: 0 } },
    [`GET /api/bookings/${BOOKING_ID}/documents`]: { status: 200, body: { result: [] } },
    ...routes,
  });
}

describe('/bookings', () => {
  it('lists the bookings with their status and searches them', TEST, async () => {
    const api = bookingsApi({
      'POST /api/bookings/list': (call) => {
        const filter = (call.body as { filter: string }).filter;
        const rows = filter
          ? [buildBooking({ bookingNumber: 'B-000007', status: 'DECLINED', declineReason: 'NO SPACE' })]
          : [
              buildBooking(),
              buildBooking({
                _id: 'c1d2e3f4-0000-4000-8000-000000000001',
                bookingNumber: 'B-000043',
                status: 'CONFIRMED',
              }),
            ];
        return { status: 200, body: { result: rows, total: rows.length } };
      },
    });
    const { user } = renderApp('/bookings');
    const table = await screen.findByRole('table', {}, APP_BOOT);
    const first = within(table).getByRole('link', { name: 'B-000042' }).closest('tr') as HTMLElement;
    expect(within(first).getByText('SUBMITTED')).toBeTruthy();
    expect(within(table).getByText('CONFIRMED')).toBeTruthy();
    await user.type(screen.getByLabelText('SEARCH BOOKINGS'), 'B-000007');
    expect(await screen.findByRole('link', { name: 'B-000007' })).toBeTruthy();
    expect(screen.getByText('DECLINED')).toBeTruthy();
    expect(api.callsTo('POST /api/bookings/list').at(-1)?.body).toMatchObject({ filter: 'B-000007' });
  });

  it('pages through the bookings 25 at a time, and a new search starts at page 1', TEST, async () => {
    const api = bookingsApi({
      'POST /api/bookings/list': (call) => {
        const { batchNo } = call.body as { batchNo: number };
        const row = buildBooking({ bookingNumber: `B-0001${String(batchNo).padStart(2, '0')}` });
        return { status: 200, body: { result: [row], total: 60 } };
      },
    });
    const { user } = renderApp('/bookings');
    expect(await screen.findByRole('link', { name: 'B-000101' }, APP_BOOT)).toBeTruthy();
    const pages = screen.getByRole('navigation', { name: 'BOOKING PAGES' });
    expect(within(pages).getByRole('button', { name: 'PAGE 3' })).toBeTruthy();
    await user.click(within(pages).getByRole('button', { name: 'PAGE 2' }));
    expect(await screen.findByRole('link', { name: 'B-000102' })).toBeTruthy();
    expect(api.callsTo('POST /api/bookings/list').at(-1)?.body).toMatchObject({ batchNo: 2, batchSize: 25 });
    await user.type(screen.getByLabelText('SEARCH BOOKINGS'), 'AUMEL');
    await waitFor(() =>
      expect(api.callsTo('POST /api/bookings/list').at(-1)?.body).toMatchObject({
        filter: 'AUMEL',
        batchNo: 1,
      }),
    );
  });

  it('says so when there are no bookings, and NEW BOOKING opens the form', TEST, async () => {
    bookingsApi();
    const { user, router } = renderApp('/bookings');
    expect(await screen.findByText('NO BOOKINGS YET. NEW BOOKING STARTS ONE.', {}, APP_BOOT)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'NEW BOOKING' }));
    expect(locationOf(router)).toBe('/bookings?new=1');
    expect(await screen.findByRole('form', { name: 'BOOKING FORM' }, APP_BOOT)).toBeTruthy();
  });

  it('books again: ?shipKey= pre-fills the form from the shipment', TEST, async () => {
    const api = bookingsApi({
      'GET /api/bookings/prefill': {
        status: 200,
        body: {
          draft: {
            type: 'IMPORT',
            direction: 'Import',
            origin: { kind: 'SHIPMENT', shipKey: 'AU-S01009240' },
            shipper: SHIPPER,
            consignee: { ...CONSIGNEE, address: null },
            pickupAddress: null,
            deliveryAddress: null,
            transportMode: 'SEA',
            packing: 'FCL',
            originPort: 'CNNGB',
            destinationPort: 'AUMEL',
            cargoLines: [
              {
                description: 'HOUSEHOLD GOODS',
                sku: 'HG-1',
                packs: 10,
                packType: 'CTN',
                weightKg: 100,
                volumeM3: 1,
              },
            ],
            containers: [{ containerType: '20GP', quantity: 2 }],
            handlingMethod: 'TRL',
            incoterm: 'FOB',
            vesselPreference: null,
          },
        },
      },
      'POST /api/shipments/getPublicHolidays': { status: 200, body: [] },
    });
    const { user } = renderApp('/bookings?shipKey=AU-S01009240');
    expect(await screen.findByRole('heading', { name: 'BOOK AGAIN' }, APP_BOOT)).toBeTruthy();
    const shipper = await screen.findByRole('region', { name: /SHIPPER/ });
    expect(within(shipper).getByText('NINGBO HONGDA HOUSEHOLD (NINHONCN)')).toBeTruthy();
    const consignee = screen.getByRole('region', { name: /CONSIGNEE/ });
    expect(within(consignee).getByText('NO ADDRESS CHOSEN')).toBeTruthy();
    expect((screen.getByLabelText(/ORIGIN PORT/, { selector: 'input' }) as HTMLInputElement).value).toBe(
      'CNNGB',
    );
    expect((screen.getByLabelText(/DESCRIPTION/) as HTMLInputElement).value).toBe('HOUSEHOLD GOODS');
    expect((screen.getByRole('textbox', { name: /QUANTITY 1/ }) as HTMLInputElement).value).toBe('2');
    expect(api.callsTo('GET /api/bookings/prefill')).toHaveLength(1);
    // connect §7: the destination's holidays are loaded by the shipment key; the origin's by its country.
    const holidayBodies = api.callsTo('POST /api/shipments/getPublicHolidays').map((c) => c.body);
    expect(holidayBodies).toContainEqual(expect.objectContaining({ shipKey: 'AU-S01009240' }));
    expect(holidayBodies).toContainEqual(expect.objectContaining({ country: 'CN' }));
    // The consignee's address is still to choose: the submit says so and sends nothing.
    await user.click(screen.getByRole('button', { name: 'SUBMIT BOOKING' }));
    expect(await within(consignee).findByText('CHOOSE AN ADDRESS: CHANGE')).toBeTruthy();
    expect(api.callsTo('POST /api/bookings')).toHaveLength(0);
  });

  it('pre-fills a booking from a quote option', TEST, async () => {
    bookingsApi({
      [`GET /api/quotes/${QUOTE_ID}`]: {
        status: 200,
        body: {
          quote: {
            _id: QUOTE_ID,
            quoteNumber: 'Q-000123',
            status: 'ACCEPTED',
            manualQuoteRequired: false,
            manualReason: null,
            request: {
              origin: 'CNSHA',
              destination: 'AUMEL',
              mode: 'SEA_FCL',
              pieces: [],
              containers: [{ containerType: '40HC', quantity: 2, weightKg: 10000 }],
              readyDate: '2030-01-10',
              incoterm: 'FOB',
              handlingMethod: 'TRL',
              dangerousGoods: false,
              outOfGauge: false,
              commodity: 'furniture',
            },
            currency: 'AUD',
            options: [],
            acceptedOptionId: 'opt-1',
            orgGroupId: 'og-1',
            createdBy: { _id: 'user-1', fullname: 'Jane Citizen' },
            createdAt: '2026-11-28T01:00:00.000Z',
            pricedAt: null,
            validUntil: '2030-01-01',
          },
        },
      },
    });
    renderApp(`/bookings?quote=${QUOTE_ID}&option=opt-1`);
    expect(await screen.findByText('PRE-FILLED FROM QUOTE Q-000123.', {}, APP_BOOT)).toBeTruthy();
    expect((screen.getByLabelText(/ORIGIN PORT/, { selector: 'input' }) as HTMLInputElement).value).toBe(
      'CNSHA',
    );
    expect((screen.getByLabelText(/DESTINATION PORT/, { selector: 'input' }) as HTMLInputElement).value).toBe(
      'AUMEL',
    );
    expect((screen.getByLabelText(/DESCRIPTION/) as HTMLInputElement).value).toBe('FURNITURE');
    expect((screen.getByRole('textbox', { name: /WEIGHT \(KG\)/ }) as HTMLInputElement).value).toBe('20000');
    expect((screen.getByRole('textbox', { name: /QUANTITY 1/ }) as HTMLInputElement).value).toBe('2');
    expect(screen.getByRole('button', { name: /READY DATE/ }).textContent).toContain('10 Jan 2030');
  });

  it('lets staff confirm a submitted booking and links the shipment it became', TEST, async () => {
    const api = bookingsApi(
      {
        [`GET /api/bookings/${BOOKING_ID}`]: { status: 200, body: { booking: buildBooking() } },
        [`POST /api/bookings/${BOOKING_ID}/confirm`]: {
          status: 200,
          body: {
            booking: buildBooking({ status: 'CONFIRMED', shipKey: 'AU-S09990001', shipNumber: 'S09990001' }),
          },
        },
      },
      staff(),
    );
    const { user } = renderApp(`/bookings?booking=${BOOKING_ID}`);
    const drawer = await screen.findByRole('dialog', { name: 'BOOKING' }, APP_BOOT);
    expect(await within(drawer).findByText('B-000042')).toBeTruthy();
    expect(within(drawer).queryByRole('button', { name: 'CANCEL BOOKING' })).toBeNull();
    await user.click(within(drawer).getByRole('button', { name: 'CONFIRM' }));
    const link = await within(drawer).findByRole('link', { name: 'OPEN SHIPMENT S09990001' });
    expect(link.getAttribute('href')).toBe('/shipment/AU-S09990001');
    expect(api.callsTo(`POST /api/bookings/${BOOKING_ID}/confirm`)).toHaveLength(1);
    expect(within(drawer).queryByRole('button', { name: 'CONFIRM' })).toBeNull();
  });

  it("lists the booking's documents and uploads one; a cancelled booking takes no more", TEST, async () => {
    const uploaded = {
      DocumentId: '7f1c2b9e-8d4f-4a51-9b1e-1a2b3c4d5e6f',
      FileName: 'packing.pdf',
      ContentType: 'application/pdf',
      Size: 2048,
      DocumentType: 'PACKING LIST',
      UploadedAt: '2026-11-28T01:00:00.000Z',
      UploadedBy: 'Jane Citizen',
      DownloadUrl: '/api/shipments/documents/7f1c2b9e-8d4f-4a51-9b1e-1a2b3c4d5e6f',
    };
    let listed: unknown[] = [];
    let booking = buildBooking();
    const api = bookingsApi({
      [`GET /api/bookings/${BOOKING_ID}`]: () => ({ status: 200, body: { booking } }),
      [`GET /api/bookings/${BOOKING_ID}/documents`]: () => ({ status: 200, body: { result: listed } }),
      [`POST /api/bookings/${BOOKING_ID}/documents`]: () => {
        listed = [uploaded];
        return { status: 200, body: { document: uploaded } };
      },
      [`POST /api/bookings/${BOOKING_ID}/cancel`]: () => {
        booking = buildBooking({ status: 'CANCELLED' });
        return { status: 200, body: { booking } };
      },
    });
    const { user } = renderApp(`/bookings?booking=${BOOKING_ID}`);
    const drawer = await screen.findByRole('dialog', { name: 'BOOKING' }, APP_BOOT);
    const documents = await within(drawer).findByRole('region', { name: 'DOCUMENTS' });
    expect(await within(documents).findByText('NO DOCUMENTS YET')).toBeTruthy();
    expect(within(documents).getByText(/ITS DOCUMENTS GO WITH THE SHIPMENT/)).toBeTruthy();
    const input = documents.querySelector('input[type="file"]') as HTMLInputElement;
    await user.upload(input, new File(['%PDF-1.4'], 'packing.pdf', { type: 'application/pdf' }));
    await user.click(within(documents).getByRole('button', { name: 'UPLOAD' }));
    const link = await within(documents).findByRole('link', { name: 'packing.pdf' });
    expect(link.getAttribute('href')).toBe(uploaded.DownloadUrl);
    expect(api.callsTo(`POST /api/bookings/${BOOKING_ID}/documents`)).toHaveLength(1);

    await user.click(within(drawer).getByRole('button', { name: 'CANCEL BOOKING' }));
    expect(
      await within(documents).findByText('THIS BOOKING IS CLOSED: IT TAKES NO MORE DOCUMENTS.'),
    ).toBeTruthy();
    expect(within(documents).queryByRole('button', { name: 'UPLOAD' })).toBeNull();
    expect(within(documents).getByRole('link', { name: 'packing.pdf' })).toBeTruthy();
  });

  it('asks staff for a reason before declining', TEST, async () => {
    const api = bookingsApi(
      {
        [`GET /api/bookings/${BOOKING_ID}`]: { status: 200, body: { booking: buildBooking() } },
        [`POST /api/bookings/${BOOKING_ID}/decline`]: (call) => ({
          status: 200,
          body: {
            booking: buildBooking({
              status: 'DECLINED',
              declineReason: (call.body as { reason: string }).reason,
            }),
          },
        }),
      },
      staff(),
    );
    const { user } = renderApp(`/bookings?booking=${BOOKING_ID}`);
    const drawer = await screen.findByRole('dialog', { name: 'BOOKING' }, APP_BOOT);
    await user.click(await within(drawer).findByRole('button', { name: 'DECLINE' }));
    await user.click(within(drawer).getByRole('button', { name: 'DECLINE BOOKING' }));
    expect(within(drawer).getByText('A REASON IS REQUIRED.')).toBeTruthy();
    expect(api.callsTo(`POST /api/bookings/${BOOKING_ID}/decline`)).toHaveLength(0);
    await user.type(within(drawer).getByLabelText(/REASON FOR DECLINING/), 'no space');
    await user.click(within(drawer).getByRole('button', { name: 'DECLINE BOOKING' }));
    await waitFor(() => expect(within(drawer).getAllByText('DECLINED').length).toBeGreaterThan(0));
    expect(api.callsTo(`POST /api/bookings/${BOOKING_ID}/decline`)[0]?.body).toEqual({ reason: 'NO SPACE' });
  });

  it('lets the customer cancel a submitted booking, never confirm it', TEST, async () => {
    const api = bookingsApi({
      [`GET /api/bookings/${BOOKING_ID}`]: { status: 200, body: { booking: buildBooking() } },
      [`POST /api/bookings/${BOOKING_ID}/cancel`]: {
        status: 200,
        body: { booking: buildBooking({ status: 'CANCELLED' }) },
      },
    });
    const { user } = renderApp(`/bookings?booking=${BOOKING_ID}`);
    const drawer = await screen.findByRole('dialog', { name: 'BOOKING' }, APP_BOOT);
    await user.click(await within(drawer).findByRole('button', { name: 'CANCEL BOOKING' }));
    await waitFor(() => expect(api.callsTo(`POST /api/bookings/${BOOKING_ID}/cancel`)).toHaveLength(1));
    expect(within(drawer).queryByRole('button', { name: 'CONFIRM' })).toBeNull();
    expect(await within(drawer).findByText('CANCELLED')).toBeTruthy();
  });
});

describe('BookAgainButton', () => {
  const renderButton = (user: ReturnType<typeof buildCurrentUser>) => {
    const api = mockApi({ 'GET /api/user/getUpdatedSelf': { status: 200, body: { user } } });
    return { api, ...renderWithProviders(<BookAgainButtonInRouter />) };
  };
  const userAnswered = async (api: ReturnType<typeof mockApi>) => {
    await waitFor(() => {
      const call = api.callsTo('GET /api/user/getUpdatedSelf')[0];
      expect(call && api.answerRead(call)).toBe(true);
    });
    await settle();
  };

  it('links a customer with the bookings permission to the pre-filled form', TEST, async () => {
    renderButton(customer());
    const link = await screen.findByRole('link', { name: 'BOOK AGAIN' });
    expect(link.getAttribute('href')).toBe('/bookings?shipKey=AU-S01009240');
  });

  it('is not shown without the bookings permission', TEST, async () => {
    const { api } = renderButton(buildCurrentUser({ type: 'CA', permissions: { bookings: false } }));
    await userAnswered(api);
    expect(screen.queryByRole('link', { name: 'BOOK AGAIN' })).toBeNull();
  });

  it('is not shown to staff, who confirm bookings but submit none', TEST, async () => {
    const { api } = renderButton(staff());
    await userAnswered(api);
    expect(screen.queryByRole('link', { name: 'BOOK AGAIN' })).toBeNull();
  });
});

function BookAgainButtonInRouter() {
  const router = createMemoryRouter([{ path: '*', element: <BookAgainButton shipKey="AU-S01009240" /> }]);
  return <RouterProvider router={router} />;
}
