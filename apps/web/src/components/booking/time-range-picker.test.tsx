import type { TimeRange } from '@navia/domain/rules/booking-dialogs/time-range';
import { screen, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from './test-utils.tsx';
import { TimeRangePicker } from './time-range-picker.tsx';

function Harness({ single = false, onChange }: { single?: boolean; onChange?: (v: TimeRange) => void }) {
  const [value, setValue] = useState<TimeRange>({ start: null, end: null });
  return (
    <>
      <button type="button">OUTSIDE</button>
      <TimeRangePicker
        label="PICKUP WINDOW"
        value={value}
        single={single}
        onChange={(v) => {
          setValue(v);
          onChange?.(v);
        }}
      />
    </>
  );
}

const field = () => screen.getByRole('button', { name: /PICKUP WINDOW/ });
const slots = () => screen.getByRole('dialog', { name: 'PICKUP WINDOW' });
const slot = (text: string) => within(slots()).getByRole('button', { name: text });

describe('TimeRangePicker (connect §2, §4)', () => {
  it('offers 24 slots from 12:00AM to 11:00PM', async () => {
    const { user } = renderWithProviders(<Harness />);
    await user.click(field());
    const buttons = within(slots()).getAllByRole('button');
    expect(buttons).toHaveLength(24);
    expect(buttons[0]).toHaveTextContent('12:00AM');
    expect(buttons[12]).toHaveTextContent('12:00PM');
    expect(buttons[23]).toHaveTextContent('11:00PM');
  });

  it('sets the start, then the end ordered by index, then restarts', async () => {
    const onChange = vi.fn();
    const { user } = renderWithProviders(<Harness onChange={onChange} />);
    await user.click(field());
    await user.click(slot('5:00PM'));
    expect(onChange).toHaveBeenLastCalledWith({ start: 17, end: null });
    await user.click(slot('9:00AM'));
    expect(onChange).toHaveBeenLastCalledWith({ start: 9, end: 17 });
    expect(field()).toHaveTextContent('9:00AM - 5:00PM');
    expect(slot('12:00PM')).toHaveAttribute('aria-pressed', 'true');
    expect(slot('6:00PM')).toHaveAttribute('aria-pressed', 'false');
    await user.click(slot('11:00AM'));
    expect(onChange).toHaveBeenLastCalledWith({ start: 11, end: null });
  });

  it('in single mode selects and closes with one click', async () => {
    const onChange = vi.fn();
    const { user } = renderWithProviders(<Harness single onChange={onChange} />);
    await user.click(field());
    await user.click(slot('8:00AM'));
    expect(onChange).toHaveBeenLastCalledWith({ start: 8, end: 8 });
    expect(screen.queryByRole('dialog', { name: 'PICKUP WINDOW' })).not.toBeInTheDocument();
    expect(field()).toHaveTextContent('8:00AM');
  });

  it('closes on an outside click', async () => {
    const { user } = renderWithProviders(<Harness />);
    await user.click(field());
    expect(slots()).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'OUTSIDE' }));
    expect(screen.queryByRole('dialog', { name: 'PICKUP WINDOW' })).not.toBeInTheDocument();
  });

  it('works from the keyboard: Enter opens, Tab and Enter pick, Escape closes', async () => {
    const onChange = vi.fn();
    const { user } = renderWithProviders(<Harness onChange={onChange} />);
    field().focus();
    await user.keyboard('{Enter}');
    expect(slots()).toBeInTheDocument();
    slot('7:00AM').focus();
    await user.keyboard('{Enter}');
    expect(onChange).toHaveBeenLastCalledWith({ start: 7, end: null });
    await user.tab();
    await user.keyboard('{Enter}');
    expect(onChange).toHaveBeenLastCalledWith({ start: 7, end: 8 });
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: 'PICKUP WINDOW' })).not.toBeInTheDocument();
  });
});
