import type { DateRangeValue } from '@navia/domain/rules/booking-dialogs/dates';
import { screen } from '@testing-library/react';
import dayjs from 'dayjs';
import { describe, expect, it, vi } from 'vitest';
import { BookingDatePicker, BookingDateRangePicker } from './booking-date-pickers.tsx';
import { OhNoDialog } from './oh-no-dialog.tsx';
import { renderWithProviders } from './test-utils.tsx';

// A fixed "today" given to the pickers (their prop), so no clock is involved.
const TODAY = '2026-11-18';
const dayButton = (day: string) => screen.getByRole('button', { name: dayjs(day).format('D MMMM YYYY') });

describe('booking date pickers (connect §5)', () => {
  it('futureOnly single date: from tomorrow; excluded days (public holidays) refused', async () => {
    const onChange = vi.fn();
    const { user } = renderWithProviders(
      <BookingDatePicker
        label="READY DATE"
        value={null}
        onChange={onChange}
        futureOnly
        today={TODAY}
        excludedDays={['2026-11-20']}
      />,
    );
    await user.click(screen.getByRole('button', { name: /READY DATE/ }));
    expect(dayButton('2026-11-18')).toBeDisabled();
    expect(dayButton('2026-11-20')).toBeDisabled();
    expect(dayButton('2026-11-19')).toBeEnabled();
    await user.click(dayButton('2026-11-19'));
    expect(onChange).toHaveBeenCalledWith('2026-11-19');
  });

  it('futureOnly range: from today, answered as startDate and endDate', async () => {
    const onChange = vi.fn();
    const value: DateRangeValue = { startDate: '2026-11-18', endDate: null };
    const { user } = renderWithProviders(
      <BookingDateRangePicker
        label="PICKUP DATES"
        value={value}
        onChange={onChange}
        futureOnly
        today={TODAY}
      />,
    );
    await user.click(screen.getByRole('button', { name: /PICKUP DATES/ }));
    expect(dayButton('2026-11-17')).toBeDisabled();
    expect(dayButton('2026-11-18')).toBeEnabled();
    await user.click(dayButton('2026-11-21'));
    expect(onChange).toHaveBeenLastCalledWith({ startDate: '2026-11-18', endDate: '2026-11-21' });
  });

  it('without futureOnly offers past days', async () => {
    const { user } = renderWithProviders(
      <BookingDatePicker label="READY DATE" value={null} onChange={() => {}} today={TODAY} />,
    );
    await user.click(screen.getByRole('button', { name: /READY DATE/ }));
    expect(dayButton('2026-11-02')).toBeEnabled();
  });
});

describe('Oh No! (connect §2)', () => {
  it('says the dates are unconfirmed and continues with NEXT', async () => {
    const onNext = vi.fn();
    const { user } = renderWithProviders(<OhNoDialog opened onClose={() => {}} onNext={onNext} />);
    const dialog = await screen.findByRole('dialog', { name: 'Oh No!' });
    expect(dialog).toHaveTextContent(/cannot be confirmed instantly/);
    expect(dialog).toHaveTextContent(/team member for clarification/);
    await user.click(screen.getByRole('button', { name: 'NEXT' }));
    expect(onNext).toHaveBeenCalledTimes(1);
  });
});
