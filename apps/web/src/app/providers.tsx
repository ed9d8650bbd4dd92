/**
 * App-wide providers. The Mantine theme follows the path's area (hub or connect) and the colour
 * scheme follows the signed-in user's `theme` setting; signed-out pages follow the device setting.
 */

import { MantineProvider } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { Notifications } from '@mantine/notifications';
import { TOAST_CLOSE_MS } from '@navia/domain/constants';
import { areaForPath } from '@navia/domain/rules/navigation';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useEffect, useSyncExternalStore } from 'react';
import type { createBrowserRouter } from 'react-router';
import { useCurrentUser } from '../lib/auth.ts';
import { readableColoursResolver } from './readable-colours.ts';
import { themeForArea } from './theme.ts';

export type AppRouter = ReturnType<typeof createBrowserRouter>;

function useRouterPathname(router: AppRouter): string {
  return useSyncExternalStore(
    (onChange) => router.subscribe(onChange),
    () => router.state.location.pathname,
  );
}

function ThemedUi({
  router,
  env,
  children,
}: {
  router: AppRouter;
  env: 'default' | 'test';
  children: ReactNode;
}) {
  const area = areaForPath(useRouterPathname(router));
  const { data: user } = useCurrentUser();
  const deviceDark = useMediaQuery('(prefers-color-scheme: dark)', false, { getInitialValueInEffect: false });
  const scheme = user ? user.theme : deviceDark ? 'dark' : 'light';

  useEffect(() => {
    document.documentElement.dataset.area = area;
  }, [area]);

  return (
    <MantineProvider
      theme={themeForArea(area)}
      cssVariablesResolver={readableColoursResolver}
      forceColorScheme={scheme}
      env={env}
    >
      <Notifications autoClose={TOAST_CLOSE_MS} position="top-right" />
      {children}
    </MantineProvider>
  );
}

export function AppProviders(props: {
  router: AppRouter;
  queryClient: QueryClient;
  env?: 'default' | 'test';
  children: ReactNode;
}) {
  return (
    <QueryClientProvider client={props.queryClient}>
      <ThemedUi router={props.router} env={props.env ?? 'default'}>
        {props.children}
      </ThemedUi>
    </QueryClientProvider>
  );
}
