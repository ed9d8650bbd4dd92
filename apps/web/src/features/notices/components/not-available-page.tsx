import { Button } from '@mantine/core';
import { IconTools } from '@tabler/icons-react';
import { Link, useLocation } from 'react-router';
import { NoticeScreen } from '../../../components/notice-screen.tsx';

/** Routes whose screens are built by later issues keep their guard and show this honest notice. */
export function NotAvailablePage() {
  const { pathname } = useLocation();
  const home = pathname.startsWith('/connect') ? '/connect/dashboard' : '/';
  return (
    <NoticeScreen
      title="THIS SCREEN IS NOT AVAILABLE YET"
      icon={<IconTools size={44} aria-hidden />}
      actions={
        <Button component={Link} to={home} variant="light">
          GO TO THE HOME PAGE
        </Button>
      }
    >
      We are still building this part of the portal. Please check back soon.
    </NoticeScreen>
  );
}
