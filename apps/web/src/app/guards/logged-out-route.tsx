import { toAccessSubject } from '@navia/domain/rules/access-subject';
import { areaForPath, postLoginPath } from '@navia/domain/rules/navigation';
import { Navigate, Outlet, useLocation, useSearchParams } from 'react-router';
import { PageLoader } from '../../components/page-loader.tsx';
import { useCurrentUser } from '../../lib/auth.ts';
import { isSmallScreenNow } from '../../lib/screen-size.ts';

/**
 * Login and sign-up pages. hub §2: a logged-in user is sent on (redirect query, connect dashboard,
 * /admin, /tracking/All on small screens, or /). A failed user check still shows the page.
 */
export function LoggedOutRoute() {
  const { pathname } = useLocation();
  const [params] = useSearchParams();
  const { data: user, isPending } = useCurrentUser();
  if (isPending) return <PageLoader />;
  if (!user) return <Outlet />;
  const target = postLoginPath({
    user: toAccessSubject(user),
    redirect: params.get('redirect'),
    fromConnect: areaForPath(pathname) === 'connect',
    smallScreen: isSmallScreenNow(),
  });
  return <Navigate to={target} replace />;
}
