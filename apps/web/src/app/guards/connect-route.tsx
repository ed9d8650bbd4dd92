import { toAccessSubject } from '@navia/domain/rules/access-subject';
import { guardConnectRoute } from '@navia/domain/rules/navigation';
import { Navigate, Outlet, useLocation } from 'react-router';
import { PageLoader } from '../../components/page-loader.tsx';
import { useCurrentUser } from '../../lib/auth.ts';
import { UserLoadError } from './user-load-error.tsx';

/** connect §2: every connect route needs login plus connect access. */
export function ConnectRoute() {
  const { pathname, search } = useLocation();
  const { data: user, isPending, isError, refetch } = useCurrentUser();
  if (isPending) return <PageLoader />;
  if (isError) return <UserLoadError onRetry={() => void refetch()} />;
  const outcome = guardConnectRoute(toAccessSubject(user), pathname, search);
  return outcome.allow ? <Outlet /> : <Navigate to={outcome.redirectTo} replace />;
}
