import { Button } from '@mantine/core';
import { Link, useLocation } from 'react-router';
import { NoticeScreen } from '../../../components/notice-screen.tsx';
import { PageLoader } from '../../../components/page-loader.tsx';
import { loginPageFor, rememberedArea, useCurrentUser } from '../../../lib/auth.ts';

/** hub §2: any unknown path shows page-not-found, for logged-in and logged-out visitors alike. */
export function NotFoundPage() {
  const { data: user, isPending } = useCurrentUser();
  const { pathname } = useLocation();
  const area = rememberedArea(pathname);
  if (isPending) return <PageLoader />;
  const home = user ? (area === 'connect' ? '/connect/dashboard' : '/') : loginPageFor(area);
  return (
    <NoticeScreen
      title="PAGE NOT FOUND"
      actions={
        <Button component={Link} to={home}>
          {user ? 'GO TO THE HOME PAGE' : 'GO TO THE LOGIN PAGE'}
        </Button>
      }
    >
      The page you are looking for does not exist or has moved.
    </NoticeScreen>
  );
}
