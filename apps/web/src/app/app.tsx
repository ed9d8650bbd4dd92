import type { QueryClient } from '@tanstack/react-query';
import { RouterProvider } from 'react-router';
import { AppProviders, type AppRouter } from './providers.tsx';

/** The whole app for a given router: the browser router in main.tsx, a memory router in tests. */
export function App({
  router,
  queryClient,
  env,
}: {
  router: AppRouter;
  queryClient: QueryClient;
  env?: 'default' | 'test';
}) {
  return (
    <AppProviders router={router} queryClient={queryClient} env={env}>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
