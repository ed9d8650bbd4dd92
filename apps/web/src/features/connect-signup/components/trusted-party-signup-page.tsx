import { Alert, Anchor, Button, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { PROVIDER_NAME } from '@navia/domain/constants';
import { MESSAGES } from '@navia/domain/errors';
import { type ReactNode, useEffect } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { BrandMark } from '../../../components/brand-mark.tsx';
import { useInvitePrefill, useTrustedPartySignUp } from '../api/invite-signup.ts';
import classes from './signup-page.module.css';
import { TrustedPartySignUpForm } from './trusted-party-signup-form.tsx';

const LOGIN = '/connect/login';
/** How long the confirmation shows before the login page opens. */
const SIGNED_UP_REDIRECT_MS = 4000;

function Frame({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className={classes.page}>
      <Paper
        component="main"
        className={classes.card}
        withBorder
        shadow="md"
        radius="lg"
        p={{ base: 'md', sm: 'xl' }}
      >
        <Stack gap="lg">
          <BrandMark area="connect" />
          <Title order={1} size="h2">
            {title}
          </Title>
          {children}
        </Stack>
      </Paper>
    </div>
  );
}

function SignedUp({ email }: { email: string }) {
  const navigate = useNavigate();
  useEffect(() => {
    const timer = window.setTimeout(() => navigate(LOGIN), SIGNED_UP_REDIRECT_MS);
    return () => window.clearTimeout(timer);
  }, [navigate]);
  return (
    <Frame title="WELCOME TO CONNECT">
      <Alert color="green" variant="light" role="status">
        Your trusted party and your account are ready. Log in with {email} to see your partner's contracts.
      </Alert>
      <Button component={Link} to={LOGIN} size="md">
        LOG IN
      </Button>
    </Frame>
  );
}

/**
 * /connect/signUp?hash=… (connect §5, issue 17): a partner invited by e-mail creates its trusted
 * party and first user. The hash is checked on load and prefills the form; a bad or used one shows
 * the generic text. Sign-up paths hide the navigation bar (root layout, connect §2).
 */
export function TrustedPartySignUpPage() {
  const [params] = useSearchParams();
  const hash = params.get('hash');
  const prefill = useInvitePrefill(hash);
  const signUp = useTrustedPartySignUp(hash ?? '');

  if (!hash) {
    return (
      <Frame title="SIGN UP TO CONNECT">
        <Text>
          {PROVIDER_NAME} Connect accounts are created from an invitation. Ask your business partner to invite
          you: the e-mail you receive holds your personal sign-up link.
        </Text>
        <Anchor component={Link} to={LOGIN} fw={600}>
          BACK TO THE LOGIN PAGE
        </Anchor>
      </Frame>
    );
  }
  if (signUp.isSuccess) return <SignedUp email={signUp.data.email} />;
  if (prefill.isPending) {
    return (
      <Frame title="SIGN UP TO CONNECT">
        <Loader aria-label="Checking your invitation" />
      </Frame>
    );
  }
  if (prefill.isError) {
    return (
      <Frame title="SIGN UP TO CONNECT">
        <Alert color="red" variant="light" role="alert">
          {MESSAGES.genericSubmit}
        </Alert>
        <Anchor component={Link} to={LOGIN} fw={600}>
          BACK TO THE LOGIN PAGE
        </Anchor>
      </Frame>
    );
  }
  const invite = prefill.data;
  if (invite.existingEntity) {
    // Already on connect: accepting happens by logging in with the same link (hub §2).
    return (
      <Frame title="YOU ARE ALREADY ON CONNECT">
        <Text>
          {invite.inviterCompanyName} invited {invite.existingEntity.name}, which already uses {PROVIDER_NAME}{' '}
          Connect. Log in to accept the invitation.
        </Text>
        <Button component={Link} to={`${LOGIN}?hash=${encodeURIComponent(hash)}`} size="md">
          LOG IN TO ACCEPT
        </Button>
      </Frame>
    );
  }
  return (
    <Frame title="SIGN UP TO CONNECT">
      <Text>
        {invite.inviterName} of {invite.inviterCompanyName} invited {invite.companyName} to trade on{' '}
        {PROVIDER_NAME} Connect. Check your company's details and choose a password.
      </Text>
      <TrustedPartySignUpForm
        prefill={invite}
        submitting={signUp.isPending}
        onSubmit={(values) => signUp.mutateAsync(values)}
      />
      <Text size="sm">
        Already have an account?{' '}
        <Anchor component={Link} to={`${LOGIN}?hash=${encodeURIComponent(hash)}`} fw={600}>
          LOG IN
        </Anchor>
      </Text>
    </Frame>
  );
}
