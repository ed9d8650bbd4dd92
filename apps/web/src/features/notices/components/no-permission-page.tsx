import { Button } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { Link } from 'react-router';
import { NoticeScreen } from '../../../components/notice-screen.tsx';
import { useCurrentUser, useSignOut } from '../../../lib/auth.ts';

/**
 * /nopermission (hub) and /connect/nopermission (users without access to an area). A user who
 * has nowhere else to go can sign out from here.
 */
function NoPermissionPage({ area }: { area: 'hub' | 'connect' }) {
  const { data: user } = useCurrentUser();
  const signOut = useSignOut();
  const text =
    area === 'connect'
      ? 'Your account does not give you access to this area. Please contact your administrator to request access.'
      : 'Your account does not give you access to this page. Please contact your administrator to request access.';
  return (
    <NoticeScreen
      title="YOU DO NOT HAVE PERMISSION TO VIEW THIS PAGE"
      icon={<IconLock size={44} aria-hidden />}
      actions={
        user ? (
          <Button variant="light" loading={signOut.isPending} onClick={() => signOut.mutate(area)}>
            LOG OUT
          </Button>
        ) : (
          <Button component={Link} to={area === 'connect' ? '/connect/login' : '/login'}>
            GO TO THE LOGIN PAGE
          </Button>
        )
      }
    >
      {text}
    </NoticeScreen>
  );
}

export function HubNoPermissionPage() {
  return <NoPermissionPage area="hub" />;
}

export function ConnectNoPermissionPage() {
  return <NoPermissionPage area="connect" />;
}
