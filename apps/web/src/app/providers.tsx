/**
 * App-wide providers. The Mantine theme follows the path's area (hub or connect) and the colour
 * scheme follows the logged-in user's `theme` setting; logged-out pages follow the device setting.
 */

import { MantineProvider } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useNotifications } from '@mantine/notifications';
import { areaForPath } from '@navia/domain/rules/navigation';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { lazy, type ReactNode, Suspense, useEffect, useState, useSyncExternalStore } from 'react';
import type { createBrowserRouter } from 'react-router';
import { useCurrentUser } from '../lib/auth.ts';
import { mantineNonceProps } from '../lib/content-security-policy.ts';
import { readableColoursResolver } from './readable-colours.ts';
import { themeForArea } from './theme.ts';

export type AppRouter = ReturnType<typeof createBrowserRouter>;

function useRouterPathname(router: AppRouter): string {
  return useSyncExternalStore(
    (onChange) => router.subscribe(onChange),
    () => router.state.location.pathname,
  );
}

const ToastHost = lazy(() => import('./toast-host.tsx').then((m) => ({ default: m.ToastHost })));

/**
 * The toast host is loaded with the first toast: `notifications.show` only writes to the store, and
 * the host, once mounted, shows what the store holds. A first visit loads none of it (decision 013).
 */
function Toasts() {
  const { notifications, queue } = useNotifications();
  const [wanted, setWanted] = useState(false);
  if (!wanted && notifications.length + queue.length > 0) setWanted(true);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <ToastHost />
    </Suspense>
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
      {...mantineNonceProps}
    >
      <Toasts />
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
