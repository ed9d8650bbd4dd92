import type { CurrentUser } from '@navia/domain/contracts/current-user';
import { toAccessSubject } from '@navia/domain/rules/access-subject';
import { areaForPath, postLoginPath } from '@navia/domain/rules/navigation';
import { useEffect, useState } from 'react';
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
  const hash = params.get('hash');
  if (hash && pathname.endsWith('/login'))
    return <AcceptInviteThenGo user={user} hash={hash} target={target} />;
  return <Navigate to={target} replace />;
}

/**
 * hub §2: an invite link (login page with ?hash=) opened by a user who is already signed in accepts
 * the invite for the user's entity before sending them on, as signing in with it would.
 */
function AcceptInviteThenGo({ user, hash, target }: { user: CurrentUser; hash: string; target: string }) {
  const [done, setDone] = useState(false);
  useEffect(() => {
    // notifyInviter sends a hash once per page load (signing in with it may have sent it already).
    import('../../features/auth/api/notify-invite.ts')
      .then(({ notifyInviter }) => notifyInviter(user, hash))
      .finally(() => setDone(true));
  }, [user, hash]);
  return done ? <Navigate to={target} replace /> : <PageLoader />;
}
