/** Renders a booking component with the providers the app gives it (queries, Mantine in test mode). */
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';

export function renderWithProviders(ui: ReactNode) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const user = userEvent.setup();
  const wrap = (node: ReactNode) => (
    <QueryClientProvider client={client}>
      <MantineProvider env="test">{node}</MantineProvider>
    </QueryClientProvider>
  );
  const view = render(wrap(ui));
  return { ...view, user, rerender: (node: ReactNode) => view.rerender(wrap(node)) };
}

/** The width a Mantine modal was given (its --modal-size), as written by Mantine (rem). */
export function modalSize(dialog: HTMLElement): string {
  const root = dialog.closest('.mantine-Modal-root') as HTMLElement | null;
  return root?.style.getPropertyValue('--modal-size') ?? '';
}
