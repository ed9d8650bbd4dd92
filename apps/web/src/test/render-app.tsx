import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter } from 'react-router';
import { App } from '../app/app.tsx';
import { createQueryClient } from '../app/query-client.ts';
import { appRoutes } from '../app/routes.tsx';

/** Renders the real app (routes, guards, providers) at a path, with a memory router. */
export function renderApp(path: string) {
  const router = createMemoryRouter(appRoutes, { initialEntries: [path] });
  const queryClient = createQueryClient();
  queryClient.setDefaultOptions({
    queries: { retry: false, refetchOnWindowFocus: false },
    mutations: { retry: false },
  });
  const user = userEvent.setup();
  const view = render(<App router={router} queryClient={queryClient} env="test" />);
  return { ...view, router, queryClient, user };
}

/** The current location of a rendered app, as path plus query. */
export function locationOf(router: ReturnType<typeof createMemoryRouter>): string {
  return `${router.state.location.pathname}${router.state.location.search}`;
}
