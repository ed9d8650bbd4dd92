import { Button } from '@mantine/core';
import { Link } from 'react-router';
import { NoticeScreen } from '../../../components/notice-screen.tsx';

/** /noinvoice (hub §2 notice screens): the invoice asked for is not available to this user. */
export function NoInvoicePage() {
  return (
    <NoticeScreen
      title="INVOICE NOT AVAILABLE"
      actions={
        <Button component={Link} to="/">
          GO TO THE HOME PAGE
        </Button>
      }
    >
      We could not find this invoice, or it is not available to your account.
    </NoticeScreen>
  );
}
