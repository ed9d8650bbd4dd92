import type { AccessRule } from '@navia/domain/rules/access';
import { toAccessSubject } from '@navia/domain/rules/access-subject';
import { guardHubRoute } from '@navia/domain/rules/navigation';
import { Navigate, Outlet, useLocation } from 'react-router';
import { PageLoader } from '../../components/page-loader.tsx';
import { useCurrentUser } from '../../lib/auth.ts';
import { UserLoadError } from './user-load-error.tsx';

/** hub §2: every hub route needs login and its access rule (guardHubRoute decides where others go). */
export function HubRoute({ rule }: { rule: AccessRule }) {
  const { pathname, search } = useLocation();
  const { data: user, isPending, isError, refetch } = useCurrentUser();
  if (isPending) return <PageLoader />;
  if (isError) return <UserLoadError onRetry={() => void refetch()} />;
  const outcome = guardHubRoute(toAccessSubject(user), rule, pathname, search);
  return outcome.allow ? <Outlet /> : <Navigate to={outcome.redirectTo} replace />;
}
