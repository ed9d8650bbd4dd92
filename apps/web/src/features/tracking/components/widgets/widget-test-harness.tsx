/**
 * Renders a dashboard widget for a test: real providers, the signed-in user in the query cache, the
 * API faked at fetch (test/mock-api.ts), a memory router whose other paths show where a click went.
 */
import { MantineProvider } from '@mantine/core';
import type { LayoutItem, LayoutItemConfig } from '@navia/domain/contracts/dashboard';
import type { CurrentUser } from '@navia/domain/contracts/user';
import { layoutItemOf as layoutItemAt } from '@navia/domain/rules/dashboard/layout';
import type { WidgetName } from '@navia/domain/rules/dashboard/widgets';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { currentUserQueryKey } from '../../../../lib/auth.ts';
import { buildCurrentUser } from '../../../../test/factories.ts';
import { type ApiRoute, mockApi } from '../../../../test/mock-api.ts';

/** A layout item of the catalogue at (0, 0), with `config`. */
export const layoutItemOf = (name: WidgetName, config: LayoutItemConfig = {}): LayoutItem =>
  layoutItemAt(name, 0, 0, undefined, config);

const trackingUser = () => buildCurrentUser({ type: 'OP', permissions: { tracking: true } });

export function renderWidget(
  widget: ReactElement,
  options: { user?: CurrentUser; api?: Record<string, ApiRoute> } = {},
) {
  const api = mockApi(options.api ?? {});
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  client.setQueryData(currentUserQueryKey, options.user ?? trackingUser());
  const router = createMemoryRouter(
    [
      { path: '/', element: widget },
      { path: '*', element: <p>Another page</p> },
    ],
    { initialEntries: ['/'] },
  );
  const view = render(
    <QueryClientProvider client={client}>
      <MantineProvider env="test">
        <RouterProvider router={router} />
      </MantineProvider>
    </QueryClientProvider>,
  );
  return { api, client, router, view, user: userEvent.setup() };
}

/** The router's location as path plus decoded query parameters. */
export function whereTo(router: ReturnType<typeof createMemoryRouter>) {
  const { pathname, search } = router.state.location;
  return { pathname, params: Object.fromEntries(new URLSearchParams(search)) };
}
