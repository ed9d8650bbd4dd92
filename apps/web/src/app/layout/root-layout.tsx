import { PROVIDER_NAME, STORAGE_KEYS } from '@navia/domain/constants';
import { areaForPath, isSignupPath, LOGGED_OUT_PATHS } from '@navia/domain/rules/navigation';
import { type CSSProperties, lazy, Suspense, useEffect } from 'react';
import { Outlet, useLocation, useMatches } from 'react-router';
import { PageLoader } from '../../components/page-loader.tsx';
import { CookieBanner } from '../../features/cookies/components/cookie-banner.tsx';
import { useMaintenanceOffset } from '../../features/maintenance/api/website-settings.ts';
import { MaintenanceBanner } from '../../features/maintenance/components/maintenance-banner.tsx';
import { ErrorBoundary } from '../../features/notices/components/error-boundary.tsx';
import { useCurrentUser } from '../../lib/auth.ts';
import { useScreenSize } from '../../lib/screen-size.ts';
import { writeStored } from '../../lib/storage.ts';
import classes from './root-layout.module.css';

/**
 * The navigation bar is for logged-in users only: loaded with the first logged-in screen, so the
 * login page does not carry its menus (decision 013, JS budget).
 */
const NavBar = lazy(() => import('./nav-bar.tsx').then((m) => ({ default: m.NavBar })));

/**
 * The realtime connection and the live notifications of a signed-in user: loaded after the first
 * paint, like the navigation bar (decision 013); the login page carries neither.
 */
const LiveUpdates = lazy(() => import('./live-updates.tsx').then((m) => ({ default: m.LiveUpdates })));

/** The view-as bar (connect §4): only while an admin views as someone, so loaded only then. */
const ViewAsBanner = lazy(() =>
  import('../../features/view-as/components/view-as-banner.tsx').then((m) => ({ default: m.ViewAsBanner })),
);

/** The route id of the catch-all page, whose path says nothing about the area. */
export const NOT_FOUND_ROUTE_ID = 'not-found';

function normalise(pathname: string): string {
  const trimmed = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return trimmed.toLowerCase();
}

const loggedOutPaths = new Set(LOGGED_OUT_PATHS.map((p) => p.toLowerCase()));
const loginPaths = new Set(['/login', '/connect/login']);

/** hub §2: the navigation bar is hidden on sign-up paths and logged-out pages. */
export function showsNavigation(pathname: string, loggedIn: boolean): boolean {
  return loggedIn && !isSignupPath(pathname) && !loggedOutPaths.has(normalise(pathname));
}

/** The cookie banner sits on the home page (hub §2) and, for logged-out visitors, on the login pages. */
function showsCookieBanner(pathname: string): boolean {
  const path = normalise(pathname);
  return path === '/' || loginPaths.has(path);
}

/**
 * The chrome around every page: maintenance banner, navigation, the render-error boundary and the
 * hub §2 screen-size class (screen-small, screen-medium, screen-large, screen-xlarge).
 */
export function RootLayout() {
  const { pathname } = useLocation();
  const matches = useMatches();
  const { data: user } = useCurrentUser();
  const size = useScreenSize();
  const offset = useMaintenanceOffset();
  const area = areaForPath(pathname);
  const onNotFound = matches.some((m) => m.id === NOT_FOUND_ROUTE_ID);

  useEffect(() => {
    // hub §2: the area is remembered in storage (an unknown path says nothing about it).
    if (!onNotFound) writeStored(STORAGE_KEYS.area, area);
  }, [area, onNotFound]);

  useEffect(() => {
    document.title = `${PROVIDER_NAME} ${area === 'connect' ? 'Connect' : 'Hub'}`;
  }, [area]);

  // React's CSSProperties has no entry for custom properties; this one only carries the offset.
  const style = { '--navia-top-offset': offset } as CSSProperties;
  return (
    <div className={`${classes.shell} screen-${size}`} data-screen-size={size} style={style}>
      <a href="#content" className={classes.skipLink}>
        Skip to main content
      </a>
      <MaintenanceBanner />
      {user?.viewAs && (
        <Suspense fallback={null}>
          <ViewAsBanner viewAs={user.viewAs} />
        </Suspense>
      )}
      {user && showsNavigation(pathname, true) && (
        <Suspense fallback={<div className={classes.navPlaceholder} />}>
          <NavBar user={user} />
        </Suspense>
      )}
      <div id="content" tabIndex={-1} className={classes.content}>
        <ErrorBoundary resetKey={pathname}>
          <Suspense fallback={<PageLoader />}>
            <Outlet />
          </Suspense>
        </ErrorBoundary>
      </div>
      {showsCookieBanner(pathname) && <CookieBanner />}
      {user && (
        <Suspense fallback={null}>
          <LiveUpdates userId={user._id} />
        </Suspense>
      )}
    </div>
  );
}
