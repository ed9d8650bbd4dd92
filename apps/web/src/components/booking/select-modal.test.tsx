import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { SelectModal } from './select-modal.tsx';
import { modalSize, renderWithProviders } from './test-utils.tsx';

describe('SelectModal (connect §2)', () => {
  it('is 800 px wide by default and 300 px when small', async () => {
    const { rerender } = renderWithProviders(
      <SelectModal opened onClose={() => {}} title="PICK">
        body
      </SelectModal>,
    );
    const dialog = await screen.findByRole('dialog', { name: 'PICK' });
    expect(modalSize(dialog)).toContain('50rem');
    rerender(
      <SelectModal opened onClose={() => {}} title="PICK" small>
        body
      </SelectModal>,
    );
    expect(modalSize(await screen.findByRole('dialog', { name: 'PICK' }))).toContain('18.75rem');
  });

  it('ignores Escape by default and closes on Escape when asked', async () => {
    const onClose = vi.fn();
    const { user, rerender } = renderWithProviders(
      <SelectModal opened onClose={onClose} title="PICK">
        <button type="button">INSIDE</button>
      </SelectModal>,
    );
    await screen.findByRole('dialog', { name: 'PICK' });
    await user.keyboard('{Escape}');
    expect(onClose).not.toHaveBeenCalled();
    rerender(
      <SelectModal opened onClose={onClose} title="PICK" closeOnEscape>
        <button type="button">INSIDE</button>
      </SelectModal>,
    );
    await user.click(screen.getByRole('button', { name: 'INSIDE' }));
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('closes with its close button', async () => {
    const onClose = vi.fn();
    const { user } = renderWithProviders(
      <SelectModal opened onClose={onClose} title="PICK">
        body
      </SelectModal>,
    );
    await user.click(await screen.findByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});
