import { Alert, Button } from '@mantine/core';
import { MESSAGES } from '@navia/domain/errors';
import { Link, Navigate, useSearchParams } from 'react-router';
import { PageLoader } from '../../../components/page-loader.tsx';
import { isUnusableLink, useValidateEmail } from '../api/account-tokens.ts';
import { AuthFrame } from './auth-frame.tsx';

/** /validate?token= (hub §2 e-mail validation): activates the account from the e-mailed link. */
export function ValidatePage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const validation = useValidateEmail(token);
  if (token === '') return <Navigate to="/invalidToken" replace />;
  if (validation.isPending) return <PageLoader label="Activating your account" />;
  if (validation.isError) {
    if (isUnusableLink(validation.error)) return <Navigate to="/invalidToken" replace />;
    return (
      <AuthFrame area="hub" title="ACCOUNT ACTIVATION">
        <Alert color="red" variant="light" role="alert">
          {MESSAGES.genericSubmit}
        </Alert>
        <Button variant="light" onClick={() => void validation.refetch()}>
          TRY AGAIN
        </Button>
      </AuthFrame>
    );
  }
  return (
    <AuthFrame area="hub" title="ACCOUNT ACTIVATED">
      <Alert color="green" variant="light" role="status">
        Your e-mail address is confirmed and your account is active.
      </Alert>
      <Button component={Link} to="/login">
        LOG IN
      </Button>
    </AuthFrame>
  );
}
