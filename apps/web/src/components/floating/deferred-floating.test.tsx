import { Button, MantineProvider } from '@mantine/core';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';

/**
 * Decision 031: a control renders before Mantine's floating components have loaded, keeps a click
 * made meanwhile, and keeps the focus when they arrive. The test setup loads them for every other
 * test; each test here imports a fresh copy of the module, in which nothing has loaded yet.
 */
type Module = typeof import('./deferred-floating.tsx');
let deferred: Module;
let release: () => void;

beforeEach(async () => {
  vi.resetModules();
  // The kit arrives when the test says so, as over a slow network.
  const arrived = new Promise<void>((resolve) => {
    release = resolve;
  });
  vi.doMock('./floating-kit.ts', async () => {
    await arrived;
    return vi.importActual('./floating-kit.ts');
  });
  deferred = await import('./deferred-floating.tsx');
});

function AccountMenu() {
  const { WithFloating } = deferred;
  const [opened, setOpened] = useState(false);
  const button = (onClick?: () => void) => <Button onClick={onClick}>Account</Button>;
  return (
    <WithFloating fallback={button(() => setOpened(true))}>
      {({ Menu }) => (
        <Menu opened={opened} onChange={setOpened}>
          <Menu.Target>{button()}</Menu.Target>
          <Menu.Dropdown>
            <Menu.Item>LOG OUT</Menu.Item>
          </Menu.Dropdown>
        </Menu>
      )}
    </WithFloating>
  );
}

const renderUi = (ui: React.ReactNode) => render(<MantineProvider env="test">{ui}</MantineProvider>);

describe('floating components loaded after the first paint', () => {
  it('renders the control at once, and opens a menu clicked before its code arrived', async () => {
    const user = userEvent.setup();
    renderUi(<AccountMenu />);
    await user.click(screen.getByRole('button', { name: 'Account' }));
    expect(screen.queryByRole('menu')).toBeNull();
    await act(async () => {
      release();
      await deferred.loadFloatingKit();
    });
    expect(await screen.findByRole('menuitem', { name: 'LOG OUT' })).toBeVisible();
  });

  it('gives the focus back to the control that had it when the code arrived', async () => {
    const user = userEvent.setup();
    const { DeferredTooltip } = deferred;
    renderUi(
      <DeferredTooltip label="Switch to dark theme">
        <Button>Theme</Button>
      </DeferredTooltip>,
    );
    await user.tab();
    const before = screen.getByRole('button', { name: 'Theme' });
    expect(before).toHaveFocus();
    await act(async () => {
      release();
      await deferred.loadFloatingKit();
    });
    const after = screen.getByRole('button', { name: 'Theme' });
    expect(after).not.toBe(before);
    expect(after).toHaveFocus();
  });

  it('keeps the control working when the code cannot load, and tries again later', async () => {
    vi.doMock('./floating-kit.ts', () => {
      throw new Error('offline');
    });
    vi.resetModules();
    const offline: Module = await import('./deferred-floating.tsx');
    const user = userEvent.setup();
    const onClick = vi.fn();
    renderUi(
      <offline.DeferredTooltip label="Notifications">
        <Button onClick={onClick}>Bell</Button>
      </offline.DeferredTooltip>,
    );
    await expect(offline.loadFloatingKit()).rejects.toThrow();
    await user.click(screen.getByRole('button', { name: 'Bell' }));
    expect(onClick).toHaveBeenCalledOnce();
    vi.doUnmock('./floating-kit.ts');
    await act(async () => {
      await offline.loadFloatingKit();
    });
    await user.hover(screen.getByRole('button', { name: 'Bell' }));
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Notifications');
  });
});
