import { MESSAGES } from '@navia/domain/errors';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../components/booking/test-utils.tsx';
import { apiError, mockApi } from '../../../test/mock-api.ts';
import { buildBooking, completeBookingForm, REQUEST_ID } from '../rules/booking-factories.ts';
import { emptyBookingForm } from '../rules/booking-form.ts';
import { BookingForm } from './booking-form.tsx';

const TEST = { timeout: 15_000 };

function renderForm(initial = completeBookingForm()) {
  const onSubmitted = vi.fn();
  const view = renderWithProviders(
    <BookingForm initial={initial} onSubmitted={onSubmitted} onCancel={() => undefined} />,
  );
  return { ...view, onSubmitted };
}

describe('BookingForm', () => {
  it('refuses an empty form without calling the server, naming the missing fields', TEST, async () => {
    const api = mockApi();
    const { user } = renderForm(emptyBookingForm(REQUEST_ID));
    await user.click(screen.getByRole('button', { name: 'SUBMIT BOOKING' }));
    const alert = await screen.findByText(/PLEASE CORRECT THE FIELDS MARKED: /);
    expect(alert.textContent).toContain('SHIPPER');
    expect(alert.textContent).toContain('CONSIGNEE');
    expect(alert.textContent).toContain('ORIGIN PORT');
    expect(alert.textContent).toContain('READY DATE');
    expect(alert.textContent).not.toContain('BOOKING TYPE');
    const shipper = screen.getByRole('region', { name: /SHIPPER/ });
    expect(within(shipper).getByText(MESSAGES.fieldRequired)).toBeTruthy();
    expect(api.callsTo('POST /api/bookings')).toHaveLength(0);
  });

  it('resubmits with the same requestId after a failure, keeping what was typed', TEST, async () => {
    let attempts = 0;
    const api = mockApi({
      'POST /api/bookings': () => {
        attempts += 1;
        return attempts === 1
          ? apiError(503, 'SERVICE_UNAVAILABLE', 'Try again')
          : { status: 200, body: { booking: buildBooking(), replayed: true } };
      },
    });
    const { user, onSubmitted } = renderForm();
    await user.type(screen.getByLabelText('NOTES'), 'fragile');
    await user.click(screen.getByRole('button', { name: 'SUBMIT BOOKING' }));
    await screen.findByText(/THE BOOKING WAS NOT SENT/);
    expect((screen.getByLabelText('NOTES') as HTMLTextAreaElement).value).toBe('FRAGILE');
    await user.click(screen.getByRole('button', { name: 'SUBMIT AGAIN' }));
    await waitFor(() => expect(onSubmitted).toHaveBeenCalledWith(buildBooking()._id, []));
    const calls = api.callsTo('POST /api/bookings');
    expect(calls).toHaveLength(2);
    const [first, second] = calls.map((c) => c.body as { requestId: string; notes: string });
    expect(first?.requestId).toBe(REQUEST_ID);
    expect(second?.requestId).toBe(REQUEST_ID);
    expect(second?.notes).toBe('FRAGILE');
  });

  it('sends the chosen documents after the booking, and names those the server refused', TEST, async () => {
    const booking = buildBooking();
    const uploaded = {
      DocumentId: '7f1c2b9e-8d4f-4a51-9b1e-1a2b3c4d5e6f',
      FileName: 'packing.pdf',
      ContentType: 'application/pdf',
      Size: 10,
      DocumentType: 'PACKING LIST',
      UploadedAt: '2026-03-05T00:00:00.000Z',
      UploadedBy: 'Jane Citizen',
      DownloadUrl: '/api/shipments/documents/7f1c2b9e-8d4f-4a51-9b1e-1a2b3c4d5e6f',
    };
    let uploads = 0;
    const api = mockApi({
      'POST /api/bookings': { status: 200, body: { booking, replayed: false } },
      [`POST /api/bookings/${booking._id}/documents`]: () => {
        uploads += 1;
        return uploads === 1
          ? { status: 200, body: { document: uploaded } }
          : apiError(415, 'DOCUMENT_TYPE_REFUSED', 'This file type is not accepted.');
      },
    });
    const { user, onSubmitted } = renderForm();
    const pdf = new File(['%PDF-1.4'], 'packing.pdf', { type: 'application/pdf' });
    const exe = new File(['MZ'], 'tool.pdf', { type: 'application/pdf' });
    const fileInput = () => document.querySelector('input[type="file"]') as HTMLInputElement;
    await user.upload(fileInput(), [pdf, exe]);
    const chosen = screen.getByRole('list', { name: 'Documents to send' });
    expect(within(chosen).getAllByRole('listitem')).toHaveLength(2);
    await user.click(screen.getByRole('button', { name: 'REMOVE tool.pdf' }));
    expect(within(chosen).getAllByRole('listitem')).toHaveLength(1);
    await user.upload(fileInput(), [exe]);
    await user.click(screen.getByRole('button', { name: 'SUBMIT BOOKING' }));
    await waitFor(() => expect(onSubmitted).toHaveBeenCalledWith(booking._id, ['tool.pdf']));
    expect(api.callsTo('POST /api/bookings')).toHaveLength(1);
    expect(api.callsTo(`POST /api/bookings/${booking._id}/documents`)).toHaveLength(2);
  });

  it("names the fields of the server's 400 under them", TEST, async () => {
    mockApi({
      'POST /api/bookings': apiError(400, 'VALIDATION', 'Invalid request', {
        issues: [{ field: 'readyDate', message: 'readyDate must not be in the past' }],
      }),
    });
    const { user, onSubmitted } = renderForm();
    await user.click(screen.getByRole('button', { name: 'SUBMIT BOOKING' }));
    expect(await screen.findByText('PLEASE CORRECT THE FIELDS MARKED: READY DATE')).toBeTruthy();
    expect(screen.getByText('readyDate must not be in the past')).toBeTruthy();
    expect(onSubmitted).not.toHaveBeenCalled();
  });

  it('refuses a road booking whose direction the user has not chosen', TEST, async () => {
    const api = mockApi();
    const { user } = renderForm({
      ...completeBookingForm(),
      type: 'ROAD',
      direction: null,
      transportMode: 'ROAD',
      packing: 'FTL',
      containers: [],
    });
    const direction = screen.getByRole('combobox', { name: /DIRECTION/ }) as HTMLInputElement;
    expect(direction.disabled).toBe(false);
    await user.click(screen.getByRole('button', { name: 'SUBMIT BOOKING' }));
    expect(await screen.findByText('PLEASE CORRECT THE FIELDS MARKED: DIRECTION')).toBeTruthy();
    expect(api.callsTo('POST /api/bookings')).toHaveLength(0);
  });

  it('takes its direction from the booking type except for road transport', TEST, async () => {
    mockApi();
    renderForm();
    const direction = screen.getByRole('combobox', { name: /DIRECTION/ }) as HTMLInputElement;
    expect(direction.value).toBe('IMPORT');
    expect(direction.disabled).toBe(true);
  });

  it('keeps the notes within 500 characters in upper case', TEST, async () => {
    mockApi();
    const { user } = renderForm();
    const notes = screen.getByLabelText('NOTES') as HTMLTextAreaElement;
    expect(notes.maxLength).toBe(500);
    await user.type(notes, 'handle with care');
    expect(notes.value).toBe('HANDLE WITH CARE');
    expect(screen.getByText('16 / 500')).toBeTruthy();
  });
});
